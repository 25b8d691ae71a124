import { DOCUMENT_PROPOSAL_CONFIDENT } from '@intake/contracts';
import { analyseDocumentOffline } from './analyse-document-offline.js';

const read = (text: string, pages?: { page: number; text: string }[], reading?: { pages: number; ocrPages: number; truncated: boolean }) =>
  analyseDocumentOffline(text, { documentId: 'doc', filename: 'doc.pdf', pages, reading });
const valueOf = (a: ReturnType<typeof read>, field: string) => a.fields.find((f) => f.field === field)?.value;

const realisticDeck = `WardWatch
Night-time deterioration alerts for general wards

The clinical need
Patients on general wards who deteriorate at night are often seen late: observations are taken
every four to six hours, and one in five cardiac arrests follows hours of missed warning signs.

Our solution
A chest patch streams heart rate, breathing rate and temperature to the nurses' station and
raises an early-warning alert when the trend turns.

Evidence so far
We completed a 410-patient pilot on two medical wards at St Mary's Hospital; unplanned ICU
transfers fell by 18 percent and no alert needed an urgent referral that nurses had missed.

The ask
A second NHS trust for a multi-site study and £600k to certify the patch as a medical device.

Team
Two ICU nurses, a biomedical engineer and a data scientist.`;

describe('understanding a document as a reviewer would', () => {
  it('reads realistic headings whole: the clinical need, evidence so far, the ask', () => {
    const a = read(realisticDeck);
    expect(a.relevance?.about_healthcare_project).toBe(true);
    expect(valueOf(a, 'problem')).toBe(
      'Patients on general wards who deteriorate at night are often seen late: observations are taken every four to six hours, and one in five cardiac arrests follows hours of missed warning signs.',
    );
    expect(valueOf(a, 'solution')).toMatch(/^A chest patch streams heart rate/);
    expect(valueOf(a, 'needs')).toMatch(/^A second NHS trust for a multi-site study and £600k/);
    // A completed 410-patient pilot is past the prototype.
    expect(valueOf(a, 'stage')).toBe('live');
    // "an urgent referral" is no deadline: a weak guess at most, never a confident field.
    expect(valueOf(a, 'urgency')).toBeUndefined();
    expect(valueOf(a, 'title')).toBe('WardWatch');
  });

  it('reads a paper: Background is the problem, Methods the approach, Results how far it came', () => {
    const paper = `Remote monitoring after heart failure discharge: a pilot study
Background
Readmission within 30 days affects one in four patients discharged after heart failure, and early signs of fluid overload go unnoticed at home.
Methods
We gave 120 patients a connected scale and a symptom app reviewed daily by heart failure nurses, who called patients when weight rose.
Results
The pilot was completed; 30-day readmissions fell from 24% to 15% compared with usual care.
Conclusions
Daily remote review by nurses is feasible and may reduce readmissions; a randomised trial is planned.`;
    const a = read(paper);
    expect(valueOf(a, 'problem')).toMatch(/^Readmission within 30 days affects one in four patients/);
    expect(valueOf(a, 'solution')).toMatch(/^We gave 120 patients a connected scale/);
    expect(valueOf(a, 'solution')).not.toMatch(/readmissions fell/);
    expect(valueOf(a, 'stage')).toBe('live');
  });

  it('reads French and German headings', () => {
    const fr = read(
      `Problème\nLes infirmières perdent deux heures par poste à ressaisir les constantes des patients.\nNotre solution\nUn assistant vocal au lit du patient.\nBesoins\nUn hôpital pilote et 200 000 € de financement.`,
    );
    expect(valueOf(fr, 'problem')).toMatch(/^Les infirmières perdent deux heures/);
    expect(valueOf(fr, 'solution')).toBe('Un assistant vocal au lit du patient.');
    expect(valueOf(fr, 'needs')).toMatch(/^Un hôpital pilote/);
    const de = read(
      `Problemstellung\nPflegekräfte im Krankenhaus dokumentieren Vitalwerte doppelt.\nUnsere Lösung\nEin Sprachassistent am Patientenbett.\nBedarf\nEine Klinik für die Pilotphase.`,
    );
    expect(valueOf(de, 'problem')).toBe('Pflegekräfte im Krankenhaus dokumentieren Vitalwerte doppelt.');
    expect(valueOf(de, 'solution')).toBe('Ein Sprachassistent am Patientenbett.');
    expect(valueOf(de, 'needs')).toBe('Eine Klinik für die Pilotphase.');
  });

  it('takes nothing from a document that is not about a healthcare project', () => {
    const csPaper = `Efficient Join Processing over Compressed Column Stores
Copyright © 2009 ACM 978-1-60558-551-2/09/06... $5.00
Abstract
We study the problem of joins over compressed columns. Our approach decompresses lazily and we propose a cost model.
1 Introduction
Column stores are widely used in analytics. The challenge is that decompression dominates query time for large joins.
2 Our Approach
We built a prototype system in C++ and need further evaluation on TPC-H workloads. ${'Query plans scan columns and the optimizer picks join orders. '.repeat(30)}
Funding
This work was supported by grant 1305 from the national science foundation.`;
    const a = read(csPaper);
    expect(a.relevance?.about_healthcare_project).toBe(false);
    expect(a.fields).toEqual([]);
    expect(a.proposals).toEqual([]);
    expect(a.analysis_summary).toMatch(/does not seem to describe a healthcare project/);
    expect(a.verification_questions).toHaveLength(4);
  });

  it('summarises the content and what was read; asks about confident fields in whole words, and for what is missing', () => {
    const a = read(realisticDeck, undefined, { pages: 3, ocrPages: 1, truncated: true });
    expect(a.analysis_summary).toMatch(/^WardWatch — Patients on general wards who deteriorate at night are often seen late/);
    expect(a.analysis_summary).toContain('(3 pages read, 1 with OCR, the rest was cut (too long))');
    for (const q of a.verification_questions) {
      const quoted = /"([^"]*)"/.exec(q)?.[1];
      // Cut only at a word boundary, marked by an ellipsis.
      if (quoted?.endsWith('…')) expect(quoted.slice(0, -1)).toMatch(/\w$/);
    }
    const thin = read('Problem: patients miss their follow-up appointments after discharge from the clinic.');
    expect(thin.verification_questions[0]).toMatch(/^Is this right for the problem:/);
    // Solution, needs and stage are asked for.
    expect(thin.verification_questions).toHaveLength(4);
    expect(a.proposals?.every((p) => p.confidence > 0 && p.confidence <= 1)).toBe(true);
    expect(a.fields.every((f) => (a.proposals ?? []).some((p) => p.field === f.field && p.confidence >= DOCUMENT_PROPOSAL_CONFIDENT))).toBe(true);
  });
});

describe('relevance', () => {
  it('takes a short note as being about its project, and asks more of a long document', async () => {
    const { assessRelevance } = await import('./document-relevance.js');
    expect(assessRelevance('Problem: Falls at night go unnoticed. Solution: A bedside radar.')).toMatchObject({
      about_healthcare_project: true,
      reason: 'a short note about a health project',
    });
    expect(assessRelevance('The solar cell converts light. '.repeat(60)).about_healthcare_project).toBe(false);
    expect(assessRelevance('Patients on the ward wait for nurses; the clinic and hospital share care records. '.repeat(20)).about_healthcare_project).toBe(
      true,
    );
  });

  it("reads a pitch under the visitor's own or Turkish headings, and drowning or a heat one-liner as health", () => {
    const turkish = read(
      "Anne Sofrası\nSorun\nVan'ın köylerinde gebe kadınların neredeyse yarısında kansızlık var.\nNe yapıyoruz?\nKöyün ebesi ayda iki kez bir evde yemek buluşması düzenliyor.\nEkip\nEbe Hatice Yıldırımer ve gönüllü anneler.",
    );
    expect(turkish.relevance?.about_healthcare_project).toBe(true);
    expect(valueOf(turkish, 'problem')).toContain('kansızlık');
    expect(valueOf(turkish, 'solution')).toContain('yemek buluşması');
    const ownHeadings = read(
      "Tingin\nWhy we couldn't let it go\nAbout one child in ten cannot read the board, and almost none own glasses. Pupils are called lazy.\nThe fix\nTingin is a phone app that turns a teacher into an eye screener.\nThe crew\nMaricel Dumalag, optometrist.",
    );
    expect(ownHeadings.relevance?.about_healthcare_project).toBe(true);
    expect(valueOf(ownHeadings, 'solution')).toContain('phone app');
    expect(
      read("ShadeStop Darwin\nShade sails and water taps at bus stops, so older bus riders don't end up in ED on 40-degree days.").relevance
        ?.about_healthcare_project,
    ).toBe(true);
  });
});
