import type { DocumentRelevance } from '@intake/contracts';
import { foreignLanguage } from '../understanding/detect-language.js';

/**
 * Words that mark a text as being about health, in English, French, German, Spanish, Italian,
 * Portuguese, Dutch and Polish: care and its places, people who give and receive it, conditions, public
 * health (heat and mortality, air quality, deaths, vaccination), mental health and maternity.
 * Read as word starts, so "hospital" covers "hospitals" and "perinatal" covers "perinatally".
 */
function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

const HEALTH_STEMS = (
  'patient clinic clinical clinician hospital health healthcare medical medicine medic nurse nursing physician doctor gp gps surgeon surger surgical ' +
  'ward icu care carer caregiv disease diagnos therap treatment symptom chronic diabet cancer dementia stroke cardiac heart sepsis wound ' +
  'pharmac drug dose medication prescri nhs ehr emr epr triage rehab mental wellbeing well-being epidemi patholog radiolog oncolog paediatric pediatric ' +
  'maternity maternal midwi perinatal postnatal antenatal prenatal pregnan obstetric neonat newborn infant telehealth telemedic biomarker vaccin immunis immuniz ' +
  'infection infectious outpatient inpatient readmission referral mortality morbidity death deaths dying excess-death frail frailty falls ' +
  'dialysis kidney renal asthma copd respirator lung breath cardio hypertens blood obes nutrition malnutrition malaria hiv tubercul ' +
  'depress anxiety suicid psych psychiatr self-harm autism adhd disab hearing audiolog eye dental dentist oral-health ' +
  'physio hospice palliative elderly older-people care-home care-homes heatwave heat-related public-health sanitation hygiene ' +
  'pain injur trauma addiction overdose naloxone opioid alcohol smoking tobacco screening ambulance paramedic emergency a&e ' +
  'allerg anaphyla cholera typhoid diarrh measles polio hepatitis epilep seizure parkinson alzheimer arthritis osteopor scoliosis sickle-cell lupus ' +
  'cystic-fibrosis eczema psoria menopaus fertility contracept sexual-health aphasia stammer stutter tremor wheelchair prosthe orthot deaf ' +
  'mould mouldy lonel isolat living-alone live-alone lives-alone widow sleep insomnia stress distress loneliness bereave burnout social-care social-work social-worker safeguard child-protection chlorin drinking-water malnourish breastfeed ' +
  'insulin glucose spirometr inhaler ventilat ecg ultrasound x-ray mri biopsy tumour tumor leukaem leukem chemo radiother hydration dehydrat ' +
  'patiente santé soins hôpital infirmi médecin médical médicale clinique maladie décès dépression ' +
  'patient gesundheit krankenhaus klinik pflege pflegeheim ärzt arzt hausarzt hausärzt apothek krankenkass sprechstund medizin therapie krankheit sterblichkeit hitze ' +
  'paciente salud sanitari hospital médic enferm diarre mortalidad farmacia salute ospedal infermier malatti mortalità ' +
  'saúde doença enfermag gezondheid ziekenhuis zorg patiënt huisarts verpleeg ' +
  // More of each language's own health words (anaemia, pregnancy, falls, older people, carers, therapists, disability).
  'anemi anaemi embaraz nutricion desnutric vacun cáncer matern parto caída discapacid psicol depresi sanitario ' +
  'chute ergothérap kinésithérap hospitalis personnes-âgées soignant vieilliss handicap grossesse accouch ' +
  'pazient cardiolog scompenso anzian gravidanz cadute riabilit ' +
  'ouderen mishandel verpleegk thuiszorg zorgverlen mantelzorg zwanger dement ' +
  'senior sturz stürz demenz schwanger geburt hebamm behinder impf ' +
  'idos quedas gestant grávid vacin enfermeir ' +
  'zdrow pacjent szpital lekarz pielęgniar choro opiek ciąż niepełnospraw ' +
  'hälsa sjuk vård läkare sköterska vårdcentral patienter äldre omsorg ' +
  'sundhed sygehus læge sygepleje plejehjem hjemmepleje ældre diætist underernær demens sănătat spital asistent-medical ' +
  // Listening and crisis lines, and nights lying awake over worry.
  'helpline crisis-line listening-line lying-awake ' +
  // Primary care and the people in it, in each language ("consultorio", "posto de saúde", "przychodnia").
  'consultorio centro-de-salud posta-de-salud atencion-primaria ambulatorio posto-de-saude centro-de-saude przychodni poradni huisartsenpost ' +
  // Emergencies and sight, and caring at home.
  'defibrillat first-aid cpr resuscitat cardiac-arrest blind partially-sighted sight-loss visually-impaired low-vision caring young-carer respite ' +
  // Turkish ("sağlık", "hastane", "gebe kadın", "kansızlık", "ebe"), drowning and heat.
  'sagl hastane hastal hekim gebe-kad kansız emziren diyetisyen hemoglobin haemoglobin drown water-safety heatstroke heat-stroke heat-stress heat-illness extreme-heat 40-degree 45-degree ' +
  // Vector-borne disease and the air people breathe, in any language ("dengue", "Feinstaub").
  "dengue zika chikungunya mosquit moustique zanzara mosquito feinstaub luftverschmutz pollution qualité-de-l'air calidad-del-aire"
)
  .split(' ')
  .map((s) => s.replace(/-/g, ' '));

// A stem of two words matches them joined by a space or a hyphen ("child protection", "Child-protection").
// Read without accents, so a stem matches however the word is accented ("psicol" in "psicóloga", "medic" in "médico").
const HEALTH = new RegExp(
  `(?<![\\p{L}])(?:${HEALTH_STEMS.map((s) =>
    withoutAccents(s)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/ /g, '[\\s-]'),
  ).join('|')})`,
  'giu',
);

/**
 * Kinds of text that describe no project: a menu and a licence (named in issue 34), a CV, the
 * minutes of a meeting, a medicine's leaflet, an insurance letter, a tenancy or other contract, a
 * notice (the car park's, the ward's), a conference programme, a newsletter, a job advert, product
 * instructions, a patient's letter or discharge summary, an invoice. Each has its own words, and the phrase the chat names it by; a text holding several
 * of one kind's, and fewer than two pitch sections, is that kind.
 * Any other text that is no project description is found by what it lacks (no problem, solution
 * or need the classifier can read), not by a list of kinds.
 */
const GENRES: [string, RegExp][] = [
  [
    'a menu',
    /\b(?:menu|starters?|mains?|desserts?|antipasti|primi|secondi|dolci|side\s+dishes|served\s+with|wine\s+list|allergens?|vegetarian\s+option|chef'?s|£\d+(?:\.\d{2})?\s*$|\d+\.\d{2}\s*$)/gim,
  ],
  [
    'a CV',
    /\b(?:curriculum\s+vitae|résumé|resume|personal\s+statement|(?:work|professional|employment)\s+(?:experience|history)|education|qualifications|skills|referees|references\s+(?:available|on\s+request)|(?:19|20)\d\d\s+(?:to|-|–)\s+(?:present|(?:19|20)\d\d)|to\s+present)\b|^(?:profile|experience|skills|references|education(?:\s+and\s+training)?|employment|career\s+history|achievements|interests|certifications|languages)\s*$/gim,
  ],
  [
    'a recipe',
    /\b(?:ingredients|method|serves\s+\d|preparation\s+(?:time\s+)?\d|cooking\s+(?:time\s+)?\d|tablespoons?|teaspoons?|tbsp|tsp|\d+\s?(?:g|ml|kg|litres?)\b|preheat|simmer|stir\s+in|chopped|diced|crushed|season\s+with|per\s+serving|kcal)/gi,
  ],
  [
    'a list of references',
    /(?:\bet\s+al\.|\bdoi:|\b(?:19|20)\d\d;\s*\d+(?:\(\d+\))?:\s*\d+|\b\d+(?:st|nd|rd|th)\s+ed\.|^\s*(?:references|bibliography)\s*$|^\s*\d{1,3}\.\s+\p{Lu}[\p{L}'’-]+(?:-\p{Lu}[\p{L}'’-]+)?\s+\p{Lu}{1,3}[,.])/gimu,
  ],
  [
    'the minutes of a meeting',
    /\b(?:(?<!\d\s)minutes|present:|apologies|agreed(?:\s+as\s+accurate)?|actions?\s+(?:points?|log)?|matters\s+arising|any\s+other\s+business|aob|next\s+meeting|(?:in\s+the\s+)?chair\b|to\s+(?:check|confirm|circulate|report\s+back)\b)/gi,
  ],
  [
    'a leaflet about a medicine',
    /\b(?:package\s+leaflet|information\s+for\s+the\s+(?:user|patient)|active\s+substance|(?:possible\s+)?side\s+effects|out\s+of\s+the\s+sight\s+and\s+reach\s+of\s+children|if\s+you\s+(?:take|use)\s+more|if\s+you\s+forget\s+to|talk\s+to\s+your\s+doctor(?:\s+or\s+pharmacist)?|how\s+to\s+(?:take|store|use)\s+\w+|contents\s+of\s+the\s+pack|marketing\s+authorisation|film-coated|tablets?|capsules?|breast-?feeding)\b/gi,
  ],
  [
    'an insurance letter',
    /\b(?:insurance|insurer|policy(?:\s+(?:number|schedule|holder))?|policyholder|premiums?|renewal|excess|no-?claims|claims?|direct\s+debit|cover(?:ed)?|underwrit\w*)\b/gi,
  ],
  [
    'a notice',
    /\b(?:car\s+park(?:s|ing)?|parking|tariffs?|pay\s+(?:and\s+display|machines?)|permits?|penalty\s+charges?|bays?|tickets?|reception\s+desk|notice\s+to|opening\s+hours|closed\s+on|visiting\s+(?:hours|times)|visitors?|protected\s+mealtimes|not\s+(?:allowed|permitted)|please\s+(?:remember|note|use|ask|speak|do\s+not)|direct\s+line|thank\s+you\s+for\s+(?:helping|your\s+patience))\b/gi,
  ],
  [
    'a programme of events',
    /\b(?:programme|program|agenda|keynote|panel|workshop|registration|coffee\s+break|lunch|closing\s+remarks|opening\s+address|parallel\s+sessions?|posters?|speakers?|^\d{1,2}[:.]\d{2}\b)/gim,
  ],
  [
    'a newsletter',
    /\b(?:newsletter|issue\s+\d+|head\s+teacher|headteacher|parents?|pupils?|term|sports\s+day|school\s+office|pta|reminder|well\s+done|congratulations|dates\s+for\s+your\s+diary|year\s+\d)\b/gi,
  ],
  [
    'a job advert',
    /\b(?:job\s+description|we\s+are\s+looking\s+for\s+an?\s+\w+(?:[\s,-]+\w+){0,3}\s+to\s+join|about\s+you|what\s+we\s+offer|how\s+to\s+apply|closing\s+date|salary|per\s+(?:hour|annum)|hours\s+a\s+week|annual\s+leave|pension|covering\s+letter|interview|essential|desirable|pro\s+rata|full\s+training)\b/gi,
  ],
  [
    'a product data sheet or instructions',
    /\b(?:instructions\s+for\s+use|user\s+(?:manual|guide)|product\s+data\s+sheet|data\s*sheet|specifications?|capacity|dimensions|cord\s+length|power\s+supply|\d+\s*(?:W|V|Hz|kg)|safety\s+instructions|read\s+(?:all|these)\s+instructions|before\s+(?:first\s+)?use|do\s+not\s+(?:immerse|fill|boil|operate)|unplug|mains|appliance|descal\w*|cordless|guarantee[ed]?|model\s+(?:no\.?|number|[A-Z]{1,3}-?\d)|cleaning\s+and\s+maintenance|troubleshooting|date\s+of\s+purchase|keep\s+your\s+receipt|customer\s+care)\b/gi,
  ],
  [
    'an agreement or contract',
    /\b(?:tenancy\s+agreement|(?:this|the)\s+agreement|agreement\s+is\s+made|the\s+(?:tenant|landlord|lessee|lessor|property|premises|parties|term)\b["”)]?|shall|clauses?\s+\d|hereinafter|notice\s+period|signed\s+by(?:\s+the)?|witness:|obligations)\b/gi,
  ],
  [
    "a patient's letter or discharge summary",
    /\b(?:discharge\s+(?:summary|letter)|clinic\s+letter|date\s+of\s+birth|d\.?o\.?b\.?|hospital\s+no\.?|nhs\s+(?:no\.?|number)|mrn|admitted:?|discharged:?|diagnos[ie]s:?|medications?\s+on\s+discharge|follow-?up:?|presenting\s+complaint|history\s+of\s+presenting|on\s+examination|impression:?|plan:?|dear\s+dr|yours\s+sincerely|consultant\s+\w+|mg\s+(?:once|twice|three\s+times)|once\s+daily|twice\s+daily)\b/gi,
  ],
  [
    'an invoice',
    // (Its lines end in prices as a menu's do, so those count for both; its own words decide.)
    /\b(?:invoice|vat|qty|quantity|unit\s+price|subtotal|sub-total|total|amount\s+due|payment\s+(?:terms|due)|due\s+date|bill\s+to|ship\s+to|remit\w*|sort\s+code|account(?:\s+(?:no\.?|number))?|iban|purchase\s+order|credit\s+control|thank\s+you\s+for\s+your\s+order)\b|£\d+(?:\.\d{2})?\s*$|\d+\.\d{2}\s*$/gim,
  ],
  [
    'a licence',
    /\b(?:licen[cs]e[ed]?s?|licensor|licensee|warrant(?:y|ies)|liabilit(?:y|ies)|hereby|terms\s+and\s+conditions|governing\s+law|indemnif\w*|as\s+is|redistribut\w*|end\s+user)\b/gi,
  ],
];

/** What the sentence classifier found in the document: units that describe a project, and pitch sections. */
export interface ProjectSignals {
  /** Units read as problem, solution, need, stage, audience or team. */
  projectUnits: number;
  /** Of those, problem or solution ones. */
  coreUnits: number;
  /** Sections under a heading naming the problem, solution or needs. */
  pitchSections: number;
}

function genreOf(text: string, words: number): { genre: string; hits: number } | null {
  let best: { genre: string; hits: number } | null = null;
  for (const [genre, pattern] of GENRES) {
    const hits = (text.match(pattern) ?? []).length;
    if (hits >= 4 && hits * 1000 >= words * 15 && (!best || hits > best.hits)) best = { genre, hits };
  }
  return best;
}

/** The text's health words: how many distinct ones, and how many per 1,000 words. */
function healthTerms(text: string) {
  const words = text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  const hits = withoutAccents(text).match(HEALTH) ?? [];
  const seen = new Set(hits.map((h) => h.toLowerCase().replace(/[\s-]+/g, ' ')));
  return { words, seen, per1000: words.length === 0 ? 0 : (hits.length * 1000) / words.length };
}

/**
 * Whether a text is worth reading sentence by sentence before its relevance is judged: it names
 * health at all (a note under 150 words one health word, a longer text two, two per 1,000 words).
 * Whether it is a project, or a kind of text that is none (a leaflet, a programme), is judged
 * after, with what the classifier found: a poster abstract says "programme" as often as a
 * conference's programme does, but it has an Introduction and Methods.
 */
export function mayBeAboutHealth(text: string): boolean {
  const { words, seen, per1000 } = healthTerms(text);
  return words.length > 0 && words.length < 150 ? seen.size >= 1 : seen.size >= 2 && per1000 >= 2;
}

/**
 * Whether a document describes a healthcare project: it is about health (a note under 150 words
 * needs one health word; a longer text three distinct ones and four per 1,000 words), and it
 * describes a project (the classifier finds what a project description states: a problem, a
 * solution, a need). A document of a known other kind (a menu, a licence) with fewer than two
 * pitch sections is none, however many health words it holds.
 */
/** Whether a document is written in another language than English, read from its opening. */
export const writtenInAnotherLanguage = (text: string): boolean => foreignLanguage(text.slice(0, 3000)) !== null;

export function assessRelevance(text: string, signals?: ProjectSignals, foreign = writtenInAnotherLanguage(text)): DocumentRelevance {
  const { words, seen, per1000 } = healthTerms(text);
  const short = words.length > 0 && words.length < 150;
  // Two distinct terms in a document the classifier reads as a project are enough: a public-health
  // pitch says "health" in few words ("chlorine dispensers… cholera… community health promoter").
  // A text in another language is read by fewer words of health than an English one (and German
  // joins them into compounds: "Umweltmedizin", "Notfallspray"), and the classifier reads none of
  // its sentences: two distinct terms, or one said often, are enough.
  const health = short
    ? seen.size >= 1
    : (seen.size >= 3 && per1000 >= 4) ||
      (seen.size >= 2 && per1000 >= 2 && ((signals?.coreUnits ?? 0) >= 2 || foreign)) ||
      (foreign && seen.size >= 1 && per1000 >= 8) ||
      // A form or one-pager laid out as a pitch (problem, solution, …) needs only to touch on health.
      (seen.size >= 1 && (signals?.pitchSections ?? 0) >= 2);
  const score = Math.round(per1000 * 10) / 10;
  const genre = genreOf(text, words.length);
  const project = signals
    ? signals.pitchSections >= 1 || (signals.coreUnits >= 1 && (short || signals.projectUnits >= 2)) || (short && signals.projectUnits >= 1)
    : true;
  // A pitch has a problem and a solution section at least; a job advert's "What we offer" alone is no pitch.
  const otherKind = genre !== null && (!signals || signals.pitchSections < 2);
  const about = words.length > 0 && health && project && !otherKind;
  return {
    about_healthcare_project: about,
    score,
    reason: about
      ? short
        ? 'a short note about a health project'
        : `${seen.size} healthcare terms (${score} per 1,000 words)`
      : words.length === 0
        ? 'no words'
        : otherKind
          ? `reads as ${genre!.genre}, not a project description`
          : !health
            ? `only ${seen.size} healthcare term${seen.size === 1 ? '' : 's'} (${score} per 1,000 words)`
            : 'describes no project (no problem, solution or need)',
  };
}
