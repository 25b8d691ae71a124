import type { DocumentRelevance } from '@intake/contracts';

/**
 * Words that mark a text as being about health care, in English, French and German. A pitch of a
 * few lines names several (patients, ward, clinicians); a computer-science paper, a manual or a
 * solar-cell paper names none or one in passing.
 */
const HEALTH_TERMS = new Set(
  (
    'patient patients clinic clinics clinical clinician clinicians hospital hospitals health healthcare medical medicine nurse nurses nursing ' +
    'physician physicians doctor doctors gp surgeon surgery surgical ward wards icu care carer carers caregiver caregivers disease diseases ' +
    'diagnosis diagnostic diagnostics therapy therapies therapeutic treatment treatments symptom symptoms chronic diabetes cancer dementia ' +
    'stroke cardiac heart sepsis wound wounds pharmacy pharmacist drug drugs dose medication medications prescription nhs ehr emr triage ' +
    'rehabilitation mental wellbeing epidemiology pathology radiology oncology paediatric pediatric maternity midwife midwives ' +
    'telehealth telemedicine biomarker vaccine infection infections outpatient inpatient readmission readmissions referral referrals ' +
    'patientes patient·e·s santé soins hôpital hôpitaux infirmière infirmières infirmier médecin médecins médical médicale clinique maladie ' +
    'patienten gesundheit krankenhaus klinik pflege pflegekräfte ärzte arzt ärztin medizinisch therapie krankheit station'
  ).split(' '),
);

/**
 * A note of a few lines (under 150 words) sent to a healthcare intake is taken as being about its
 * project; a longer document needs three distinct healthcare terms and four per 1,000 words, so a
 * paper or manual that says "health" in passing is not enough.
 */
export function assessRelevance(text: string): DocumentRelevance {
  const words = text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  const seen = new Set<string>();
  let hits = 0;
  for (const w of words) {
    if (HEALTH_TERMS.has(w)) {
      hits++;
      seen.add(w);
    }
  }
  const per1000 = words.length === 0 ? 0 : (hits * 1000) / words.length;
  const short = words.length > 0 && words.length < 150;
  const about = short || (seen.size >= 3 && per1000 >= 4);
  const score = Math.round(per1000 * 10) / 10;
  return {
    about_healthcare_project: about,
    score,
    reason: short
      ? 'a short note'
      : about
        ? `${seen.size} healthcare terms (${score} per 1,000 words)`
        : words.length === 0
          ? 'no words'
          : `only ${seen.size} healthcare term${seen.size === 1 ? '' : 's'} (${score} per 1,000 words)`,
  };
}
