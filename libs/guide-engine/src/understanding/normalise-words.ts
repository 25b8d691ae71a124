import type { ReadSentence } from './english-nlp.js';

/**
 * British spellings and the common typos of the words the guide's rules listen for, mapped to one
 * form, so "organisation", "paediatric" or "prototpye" weigh like "organization", "pediatric" and
 * "prototype". Only the text the rules read is normalised; values keep the visitor's own words.
 */
const BRITISH: Record<string, string> = {
  organisation: 'organization',
  organisations: 'organizations',
  organise: 'organize',
  organised: 'organized',
  optimise: 'optimize',
  optimising: 'optimizing',
  analyse: 'analyze',
  analysing: 'analyzing',
  paediatric: 'pediatric',
  paediatrics: 'pediatrics',
  paediatrician: 'pediatrician',
  programme: 'program',
  programmes: 'programs',
  centre: 'center',
  centres: 'centers',
  haematology: 'hematology',
  anaesthesia: 'anesthesia',
  anaesthetist: 'anesthetist',
  oesophageal: 'esophageal',
  behaviour: 'behavior',
  behavioural: 'behavioral',
  licence: 'license',
  prioritise: 'prioritize',
  digitise: 'digitize',
  personalised: 'personalized',
  utilise: 'utilize',
  commercialise: 'commercialize',
  commercialisation: 'commercialization',
  modelling: 'modeling',
  travelling: 'traveling',
  cheque: 'check',
  uni: 'university',
  tbh: '',
  // Text-speak, as teenagers and phones write it.
  ppl: 'people',
  r: 'are',
  n: 'and',
  w: 'with',
  abt: 'about',
  obvs: 'obviously',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  idk: "i don't know",
  smth: 'something',
  rn: 'right now',
  tho: 'though',
  thx: 'thanks',
  gonna: 'going to',
  wanna: 'want to',
  plz: 'please',
  pls: 'please',
  u: 'you',
  ur: 'your',
  im: "i'm",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  its: "it's",
};

/** The words the rules weigh; a one-letter slip of one of them (5+ letters) is read as the word. */
const VOCABULARY = [
  'problem',
  'problems',
  'challenge',
  'solution',
  'prototype',
  'prototyping',
  'pilot',
  'piloting',
  'concept',
  'funding',
  'fund',
  'grant',
  'grants',
  'investment',
  'investor',
  'investors',
  'invest',
  'collaboration',
  'collaborators',
  'partner',
  'partners',
  'partnership',
  'regulatory',
  'regulation',
  'approval',
  'clearance',
  'technical',
  'engineering',
  'engineers',
  'developer',
  'developers',
  'software',
  'mentorship',
  'mentor',
  'support',
  'looking',
  'seeking',
  'building',
  'developing',
  'designed',
  'designing',
  'platform',
  'device',
  'wearable',
  'sensor',
  'algorithm',
  'application',
  'patients',
  'patient',
  'nurses',
  'clinicians',
  'clinician',
  'doctors',
  'hospital',
  'hospitals',
  'clinic',
  'clinical',
  'university',
  'struggle',
  'struggling',
  'shortage',
  'backlog',
  'waiting',
  'missed',
  'delays',
  'errors',
  'manual',
  'paperwork',
  'duplicate',
  'charting',
  'burnout',
  'researcher',
  'research',
  'student',
  'founder',
  'startup',
  'company',
  'launched',
  'customers',
  'established',
  'feasibility',
  'diagnosis',
  'diagnostic',
  'screening',
  'monitoring',
  'readmissions',
  'difficult',
  'expertise',
  'introductions',
  'connect',
  'need',
  'needs',
  'stage',
  'organization',
  'physician',
  'surgeon',
  'therapist',
  'pharmacist',
  'professor',
  'postdoc',
];

const BY_LENGTH = new Map<number, string[]>();
for (const word of new Set(VOCABULARY)) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word]);
const KNOWN = new Set(VOCABULARY);

/**
 * True when a and b differ by one letter left out, one too many, or two neighbours swapped: the
 * slips of typing. A changed letter is not one of them, as it turns real words into others
 * ("developed" into "developer").
 */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  if (a.length === b.length) {
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function normaliseWord(lower: string): string {
  const british = BRITISH[lower];
  if (british !== undefined) return british;
  if (lower.length < 5 || KNOWN.has(lower) || !/^[a-z]+$/.test(lower)) return lower;
  for (const len of [lower.length, lower.length - 1, lower.length + 1]) {
    for (const word of BY_LENGTH.get(len) ?? []) if (word[0] === lower[0] && oneEditApart(lower, word)) return word;
  }
  return lower;
}

/** The sentence as the rules read it: lower case, normalised words, single spaces. */
export function normalisedSentence(sentence: ReadSentence): string {
  let out = '';
  for (const t of sentence.tokens) {
    const word = t.type === 'word' ? normaliseWord(t.lower) : t.lower;
    if (word === '') continue;
    out += (out && t.pre ? ' ' : '') + word;
  }
  return out;
}
