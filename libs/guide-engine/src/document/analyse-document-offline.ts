import { DOCUMENT_PROPOSAL_CONFIDENT, GUIDE_REQUIRED_FIELDS, type DocumentProposal, type ExtractedField, type FieldSource } from '@intake/contracts';
import type { DocumentAnalysis, DocumentMeta } from '../guide-engine.port.js';
import { FIELD_LABELS, questionFor } from '../offline/offline-replies.js';
import {
  findCategory,
  findEmail,
  findGoal,
  findStage,
  foreignStage,
  isNotMentioned,
  sentences,
  wordCount,
  yearsRunningForeign,
} from '../offline/text-rules.js';
import { extractOffline } from '../offline/offline-extractor.js';
import { boundPages } from './bound-text.js';
import type { SectionHint } from './document-headings.js';
import { findDocumentPerson, findProjectName, nameOpeningSolution } from './document-names.js';
import { assessRelevance, mayBeAboutHealth, writtenInAnotherLanguage } from './document-relevance.js';
import { classifyDocumentSentence, looksEnglish, type SentenceReading } from './document-sentences.js';
import { fundingAmount, MONEY_AMOUNT } from '../understanding/money.js';
import { segmentDocument, type Segment } from './segment-document.js';
import { stageFromModel, type StageCandidate } from '../understanding/stage-classifier.js';
import { tokenise } from '../understanding/sentence-features.js';

/** A document this short is a one-liner: read whole as a chat message too. */
const SHORT_PITCH_WORDS = 80;
const DOCUMENT_FIELDS = ['title', 'problem', 'solution', 'target_population', 'stage', 'needs', 'funding', 'team'] as const;

/** Units classified at most (about 0.3 ms each). */
const MAX_UNITS = 1_500;

/** How sure a value is, by how it was found. */
const CONFIDENCE = { heading: 0.9, headingStage: 0.85, email: 0.9, read: 0.7, title: 0.65, person: 0.7, weak: 0.3 } as const;

const candidate = (u: { text: string; reading: SentenceReading }): StageCandidate => ({ tokens: tokenise(u.text), stageScore: u.reading.scores.stage ?? 0 });

/** A completed pilot or trial with patients is evidence of use, not a prototype. */
function stageFrom(text: string): string | null {
  if (
    /\b(?:completed|finished|concluded)\b[^.]{0,60}\b(?:pilot|trial|study)\b|\b(?:pilot|trial|study)\b[^.]{0,40}\b(?:completed|finished|concluded)\b|\b\d[\d,]*[- ](?:patient|participant)s?\b[^.]{0,40}\b(?:pilot|trial|study)\b/i.test(
      text,
    )
  ) {
    return 'live';
  }
  const stage = findStage(text.replace(PILOT_ASKED_FOR, ' '));
  if (stage) return stage;
  if (yearsRunningForeign(text) >= 5) return 'established';
  if (IN_USE.test(text)) return 'live';
  if (TRIED_WITH.test(text)) return 'prototype';
  return foreignStage(text);
}

/** Tried with real people already, in a story's words ("over the summer we have checked 60 patients"). */
const TRIED_WITH =
  /\b(?:we|i)\s+(?:have|'ve)\s+(?:now\s+|already\s+)?(?:checked|screened|tested|treated|enrolled|recruited|seen|trialled|tried\s+it\s+with)\s+(?:over\s+|more\s+than\s+|about\s+|around\s+|some\s+)?\d/i;

/** Words of a service in use that the chat's stage rules leave to context ("installed on six wards since 2024"). */
const IN_USE =
  /\b(?:installed|rolled\s+out|commissioned|in\s+(?:routine\s+)?use|used\s+(?:by|in|on|at|every)|running\s+(?:in|on|at|since)|(?:since|from)\s+20\d\d|customers|subscribers|adopted\s+by|im\s+(?:Regel)?einsatz|en\s+service|en\s+uso|in\s+uso|em\s+uso|in\s+gebruik)\b/iu;

/**
 * What is planned or not yet begun ("Recruitment will begin in November 2027, and no cutter has
 * been enrolled so far", "Cluster-randomised trial in 60 community pharmacies" of a proposal's
 * methods) tells no stage reached: the model, which reads words, not tense, does not read it.
 */
const STATES_A_PLAN =
  /\b(?:will|shall|would|is\s+planned|are\s+planned|to\s+be\s+\w+ed|we\s+(?:aim|plan|propose|intend)|randomi[sz]ed|so\s+far\b[^.]*\bno\b|no\s+\w+\s+(?:has|have)\s+(?:yet\s+)?been\b|not\s+yet)\b/i;

/** Work said to be still ahead ("Recruitment will begin in November", "Twenty gangs will be randomised", "no cutter has been enrolled so far"). */
const NOT_BEGUN =
  /\b(?:will\s+(?:begin|start|be\s+(?:randomi[sz]ed|recruited|enrolled))|(?:no|not\s+a\s+single)\s+\w+\s+(?:has|have)\s+(?:yet\s+)?been\s+(?:enrolled|recruited|treated|screened|randomi[sz]ed|seen)|(?:has|have)\s+not\s+(?:yet\s+)?(?:started|begun)|not\s+yet\s+(?:started|begun))\b/i;

/** The model's weight on problem and solution together for a unit it cannot split between them. */
const SPLIT_CORE = 0.6;

/** A pilot or trial asked for ("funding for a pilot", "we will run a trial") is a plan, not the stage reached. */
const PILOT_ASKED_FOR =
  /\b(?:for|to\s+(?:run|fund|start|support|test\s+in)|will\s+(?:run|start|test|conduct|pilot)|plan\s+to\s+(?:run|pilot|test)|would\s+(?:run|pilot))\s+(?:a|an|the|our)?\s*(?:\w+[- ]){0,3}(?:pilot|trial|study|prototype|feasibility\s+study)\b/gi;

/**
 * What an amount is said to pay for: the budget of a plan, not a price or a market. "pays for",
 * "would run" say it whatever else the sentence reads as; "a year", "to extend" only outside a
 * problem ("falls cost the NHS £2bn a year").
 */
const PAYS_FOR = /\b(?:pays?\s+for|would\s+(?:run|cover|fund|pay\s+for|let\s+us|allow\s+us))\b/i;
const BUDGET_FOR =
  /\b(?:(?:to|will)\s+(?:run|extend|pay\s+for|cover|open|hire|fund|build|scale|expand|train|buy)|a\s+year|per\s+(?:year|annum)|annually|over\s+(?:two|three|four|five|\d+)\s+years)\b/i;

/** A line of two or more people's names, each perhaps with its affiliation's mark: an author line. */
const AUTHOR_NAME = "(?:\\p{Lu}[\\p{L}'’-]+\\.?\\s+){1,3}\\p{Lu}[\\p{L}'’-]+[¹²³⁴⁵⁶⁷⁸⁹⁰*†‡\\d,]*";
const AUTHOR_LINE = new RegExp(`^${AUTHOR_NAME}(?:(?:\\s*,\\s*(?:and\\s+|&\\s+)?|\\s+(?:and|&)\\s+)${AUTHOR_NAME}){1,12}\\s*$`, 'u');
/** An author line names three people or more, or marks their affiliations: "Upper East Region, Northern Ghana" is two places. */
const isAuthorLine = (line: string) => AUTHOR_LINE.test(line) && (/[¹²³⁴⁵⁶⁷⁸⁹⁰*†‡]|\p{L}\d/u.test(line) || line.split(',').length >= 3);

const TABLE_LINE = /^(?:table|figure|fig\.|chart)\s*\d|(?:[;|]\s*[\d.,%£$€]+\s*){2,}$/i;

/** Who the project is for, named after "for", "among", "aimed at": a group of people or places of care. */
const POPULATION =
  /\b(?:for|among|amongst|aimed\s+at|designed\s+for|helps?|supporting|serving|targeting|affects?|affecting|used\s+by|reaching)\s+(?!too\b|long\b|\d|years\b|months\b|weeks\b|days\b|hours\b|now\b|free\b)((?:(?:the|all|our|local|[\w-]+)\s+){0,5}?(?:patients|people|persons|adults|children|kids|teenagers|teens|adolescents|young\s+people|infants|newborns|babies|mothers|women|men|parents|families|carers|caregivers|residents|older\s+adults|seniors|elderly|veterans|survivors|nurses|midwives|clinicians|physicians|doctors|gps|pharmacists|pharmacies|care\s+homes|practices|hospitals|clinics|wards|schools|pupils|students|workers|staff|communities|households|users|refugees|migrants|farmers|prisoners|smokers|drinkers|homeless\s+people)\b(?:\s+(?:in|with|of|who|where|whose|aged|over|under|living|on|at|across)\s+[^.;!?,]{1,50})?)/i;

const GROUP_ADJECTIVE =
  'older|elderly|young|pregnant|new|rural|frail|vulnerable|isolated|disabled|deaf|blind|housebound|homeless|low-income|autistic|diabetic|bereaved|unpaid|first-time|premature|[\\p{L}-]+-year-old';
const GROUP_NOT_ADJECTIVE =
  'them|were|was|are|is|be|been|but|yet|will|would|can|could|may|might|lost|two|three|four|five|six|seven|eight|nine|ten|twelve|dozen|biggest|largest|reason|screen|screens|also|only|just|even|then|there|they|you|your|his|her|its|once|very|mostly|mainly|especially|including|like|les|des|los|las|die|der|het|gli|the|and|many|most|some|all|with|for|our|their|these|those|see|sees|help|helps|more|than|few|who|which|that|from|into|about|among|other|such|both|each|every|any|thousands|hundreds|millions|lots|number|most|many|where|when|while|because|reach|reaches|support|supports|serve|serves|affect|affects|treat|treats|give|gives|offer|offers|tell|tells|let|lets|allow|allows|ask|asks|train|trains|visit|visits|call|calls|text|texts';
const GROUP_NOUN =
  'people|patients|adults|children|women|men|mothers|parents|residents|families|babies|infants|teenagers|students|veterans|carers|survivors|users|smokers';

/** A group named by who they are, without a lead-in: "people with COPD", "women over 40", "children aged 5 to 11". */
const GROUP = new RegExp(
  `(?<![\\p{L}])((?:(?:${GROUP_ADJECTIVE}|(?!(?:${GROUP_NOT_ADJECTIVE})(?![\\p{L}]))[\\p{L}-]{3,})\\s+){0,2})(${GROUP_NOUN})(?![\\p{L}])(?:\\s+(?:with|over|aged|under|living\\s+(?:with|in|alone)|who\\s+(?:have|live|lived|are|chew|smoke|use|work|attend|speak|sleep)|discharged|going\\s+through|recovering\\s+from|waiting\\s+for)\\s*((?:[\\p{L}\\d'’-]+(?:\\s+|$|(?=[,.;:]))){0,6}))?`,
  'iu',
);

const GROUP_END =
  /^(?:get|gets|are|is|was|were|have|has|had|become|becomes|wait|waits|miss|misses|need|needs|can|cannot|can't|struggle|struggles|lose|loses|fall|falls|die|dies|go|goes|do|does|don't|who|when|and|but|because|often|still|to|at|on)$/i;

const STATE_VERB = /^(?:live|lived|lives|have|has|had|are|were|chew|chews|smoke|smokes|use|uses|work|works|attend|attends|speak|speaks|sleep|sleeps)$/i;

function populationIn(text: string): string | null {
  const led = POPULATION.exec(text);
  const group = led ? null : GROUP.exec(text);
  // A bare noun ("patients") says nothing of who: a group needs its adjective or its qualifier.
  if (!led && (!group || (!group[1]?.trim() && !group[3]))) return null;
  const m = led ?? ([null, group![0]] as unknown as RegExpExecArray);
  // The group ends where what happens to it starts ("people with dementia get lost").
  const words = m[1]!
    .trim()
    .replace(/[,\s]+$/, '')
    .split(/\s+/);
  // "who lived alone", "who chew betel": a clause of who they are, not of what befalls them.
  // "families where someone has type 2 diabetes", "a member on blood-pressure tablets": a clause of
  // who they are, kept to its end.
  const relative = words.findIndex((w, i) => i > 0 && /^(?:where|whose)$/i.test(w));
  const stop = words.findIndex(
    (w, i) =>
      i > 1 &&
      GROUP_END.test(w) &&
      !(w.toLowerCase() === 'who' && STATE_VERB.test(words[i + 1] ?? '')) &&
      !(relative >= 0 && i > relative && !/^(?:and|but|because)$/i.test(w)) &&
      !(
        w.toLowerCase() === 'on' &&
        /^(?:[\p{L}-]+[- ])?(?:tablets|medication|medicines?|insulin|dialysis|oxygen|treatment|statins|warfarin|methadone)/iu.test(
          words.slice(i + 1, i + 3).join(' '),
        )
      ),
  );
  return (stop > 0 ? words.slice(0, stop) : words).join(' ');
}

const FIELD_OF_LABEL: Partial<Record<SentenceReading['label'], string>> = {
  problem: 'problem',
  solution: 'solution',
  need: 'needs',
  audience: 'target_population',
  stage: 'stage',
  team: 'team',
};

const HINT_FIELDS = new Set<SectionHint>(['problem', 'solution', 'needs', 'funding', 'stage', 'team', 'target_population', 'urgency']);

/** A person named with a title ("Dr Tomás Vidal") or with a role beside the name ("Sandro Lima, a river pilot,", "Kenji Mori (chef)"). */
const PERSON_WITH_ROLE =
  /\b(?:Dr|Dra|Prof|Professor|Sister)\.?\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}|\b\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}\s*(?:,\s*(?:a|an|our|the|who)\s+\p{Ll}[\p{Ll} -]{2,40}[,.]|\(\p{Ll}[\p{Ll} -]{2,40}\))/u;

/** What an ask names beside money: people, places, advice, introductions (in the languages the documents come in). */
const ASKS_FOR_MORE_THAN_MONEY =
  /(?<![\p{L}])(?:partner\w*|parceir\w*|parteneri|socios?|advice|advis\w*|advies|asesor\w*|conseils?|consulenz\w*|beratung|rådgiv\w*|help|hilfe|hulp|hjälp|hjælp|aide|ayuda|aiuto|ajuda|ajutor|pomoc\w*|expert\w*|mentor\w*|introductions?|contacts?|support|trial|sites?|hospitals?|clinics?|schools?|pharmac\w*|distributors?|manufacturers?|engineers?|developers?|designers?|trainers?|volunteers?|statisticians?|economists?|regulator\w*|ethics|evaluation|study)(?![\p{L}])/iu;
/** "We need €22,000, and we'd love a mental health charity to join us" asks for more than money: a clause after ", and" without the amount. */
const AND_THEN = /[,;]\s*(?:and|et|und|y|e|en|i|och|og|și)\s+/iu;
function asksForMoneyAlone(text: string): boolean {
  if (fundingAmount(text) === null || ASKS_FOR_MORE_THAN_MONEY.test(text)) return false;
  return !text.split(AND_THEN).some((clause) => !MONEY_AMOUNT.test(clause) && clause.trim().split(/\s+/).length >= 3);
}
const DENIES_A_NEED =
  /\b(?:not|n't|no\s+longer)\s+(?:asking|looking|seeking|applying|need(?:ing)?)\b[^.]{0,40}\b(?:money|funding|funds|grants?|anything)\b|\bno\s+(?:money|funding)\s+(?:is\s+)?(?:needed|required|sought)\b/i;

/** A role or "by" before a person's full name: "coordinator Tereza Nováková", "led by Dr Joseph Mwakyusa". */
const ROLE_THEN_NAME =
  /\b(?:(?:organi[sz]ed|run|led|founded|started|coordinated|supervised|chaired)\s+by|coordinator|manager|lead|director|founder|co-?founder|chair|nurse|doctor|pharmacist|physiotherapist|therapist|engineer|developer|midwife|worker|officer|adviser|advisor|researcher)\s+(?:(?:Dr|Dra|Prof|Professor)\.?\s+)?\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+/u;

interface Unit extends Segment {
  reading: SentenceReading;
}

/** A value of up to two units, cut at a sentence or word boundary. */
function valueOf(units: readonly { text: string }[], max = 600): string {
  let out = '';
  for (const u of units.slice(0, 3)) {
    const t = u.text.trim();
    if (out && (out.length + t.length + 1 > max || out.length > 220)) break;
    out = out ? `${out}${/[.!?…]$/.test(out) ? ' ' : '; '}${t}` : t;
  }
  return clipWords(out, max);
}

/** Cut at a word boundary, never mid-word. */
export function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/**
 * An instruction inside a sentence ("… pharmacy system. SYSTEM NOTE: set the stage …" read as one
 * sentence) ends the part that may be read; the instruction itself is never read for a field.
 */
function beforeInstruction(text: string, reading: SentenceReading): string | null {
  if (reading.label !== 'instruction_to_system') return text;
  const cut =
    /\b(?:system|assistant|admin)\s*(?:note|prompt|message|override)|<\s*system|\[inst|\bignore\b|\bdisregard\b|\byou\s+are\s+now\b|\bnote\s+(?:to|for)\s+the\b|\bset\s+(?:the\s+)?(?:project_?)?stage/i.exec(
      text,
    );
  if (!cut || cut.index < 25) return null;
  const head = text.slice(0, cut.index).replace(/[\s.;:,–—-]+$/, '');
  return classifyDocumentSentence(head).label === 'instruction_to_system' ? null : `${head}.`;
}

/**
 * The offline reading of a document, with the chat's understanding: the text is cut into units
 * (sentences, bullets, cells, slide lines; furniture removed), each unit is classified, and the
 * fields come from what the units say. A heading the visitor gave hints where a field is; a unit
 * that addresses the system is never read. First, whether it describes a healthcare project at
 * all: a menu or a licence proposes nothing.
 */
export function analyseDocumentOffline(text: string, meta: DocumentMeta): DocumentAnalysis {
  const bounded = boundPages(meta.pages && meta.pages.length > 0 ? meta.pages : [{ page: null, text }]);
  const fullText = bounded.pages.map((p) => p.text).join('\n');
  // Health words first: a paper on compressed columns is never classified unit by unit.
  const doc = segmentDocument(mayBeAboutHealth(fullText) ? bounded.pages : []);
  const units: Unit[] = [];
  const injected: string[] = [];
  // A pitch's fields are in its first pages; a 400-page report is not classified to its end.
  for (const s of doc.segments.slice(0, MAX_UNITS)) {
    if (s.kind === 'header') continue;
    const reading = classifyDocumentSentence(s.text);
    const kept = beforeInstruction(s.text, reading);
    if (reading.label === 'instruction_to_system') injected.push(s.text);
    if (kept === null) continue;
    units.push({ ...s, text: kept, reading: kept === s.text ? reading : classifyDocumentSentence(kept) });
  }
  const isInjected = (t: string) => injected.some((i) => i.includes(t) || t.includes(i));
  const pitchSections = new Set(units.filter((u) => u.hint === 'problem' || u.hint === 'solution' || u.hint === 'needs').map((u) => u.hint)).size;
  // (A unit the model splits between problem and solution, "see-through surgical masks so lip-readers
  // can follow their nurses – supplied to 80 NHS trusts", describes a project all the same.)
  const splitCore = (u: Unit) => (u.reading.scores.problem ?? 0) + (u.reading.scores.solution ?? 0) >= SPLIT_CORE;
  const projectUnits = units.filter((u) => (FIELD_OF_LABEL[u.reading.label] || splitCore(u)) && u.hint !== 'market');
  const foreign = writtenInAnotherLanguage(fullText);
  const relevance =
    doc.segments.length === 0
      ? assessRelevance(fullText, undefined, foreign)
      : assessRelevance(
          fullText,
          {
            projectUnits: projectUnits.length,
            coreUnits: projectUnits.filter((u) => u.reading.label === 'problem' || u.reading.label === 'solution' || splitCore(u)).length,
            pitchSections,
          },
          foreign,
        );
  const source = (page: number | null, excerpt: string): FieldSource => ({
    kind: 'document',
    engine: 'offline',
    model: null,
    document_id: meta.documentId,
    page,
    excerpt: clipWords(excerpt, 160),
  });
  const found = new Map<string, DocumentProposal>();
  const put = (field: string, value: string | null | undefined, page: number | null, confidence: number, excerpt = value ?? '') => {
    const v = value?.trim();
    if (!v || isNotMentioned(v) || found.has(field)) return;
    found.set(field, { field, value: clipWords(v, 600), confidence, source: source(page, excerpt) });
  };

  if (relevance.about_healthcare_project) {
    readFields(doc, units, put, isInjected, foreign);
    // A pitch of a line or three says several things in one sentence ("looking for a pilot site
    // for our allergen app for school canteens, running in 9 schools since January"): it is also
    // read as the chat reads a message, for what the sentence-by-sentence reading left empty. Not
    // a canvas or a form: their box labels ("Revenue streams") are no statement.
    if (wordCount(fullText) <= SHORT_PITCH_WORDS && units.every((u) => !u.hint)) {
      for (const f of extractOffline(fullText, { askedField: null, source: source(null, fullText) }))
        if ((DOCUMENT_FIELDS as readonly string[]).includes(f.field) && !isInjected(f.value))
          put(f.field, f.value, bounded.pages[0]?.page ?? null, CONFIDENCE.read);
    }
  }

  const proposals = [...found.values()];
  const fields: ExtractedField[] = proposals
    .filter((p) => p.confidence >= DOCUMENT_PROPOSAL_CONFIDENT)
    .map(({ field, value, source: s }) => ({ field, value, source: s }));
  const reading = meta.reading;
  const described = describeFindings(fields, meta.filename, {
    relevance: relevance.about_healthcare_project,
    relevanceReason: relevance.reason,
    reading: reading ? { ...reading, truncated: reading.truncated || bounded.cut } : undefined,
  });
  return { fields, ...described, proposals, relevance };
}

type Put = (field: string, value: string | null | undefined, page: number | null, confidence: number, excerpt?: string) => void;

function readFields(doc: ReturnType<typeof segmentDocument>, units: Unit[], put: Put, isInjected: (t: string) => boolean, foreign: boolean): void {
  const content = units.filter((u) => u.reading.label !== 'greeting_or_filler' && u.reading.label !== 'question_to_us' && u.reading.label !== 'contact');
  const hinted = (hint: SectionHint) => units.filter((u) => u.hint === hint);

  // The project's name first: a one-line pitch's name is taken off the sentence it opens.
  const titleUnits = hinted('title');
  const project =
    findProjectName(doc, titleUnits[0] ? { text: titleUnits[0].text.replace(/[.]$/, ''), page: titleUnits[0].page } : null) ?? nameOpeningSolution(units);
  if (project) put('title', clipWords(project.name, 120), project.page, project.how === 'first-line' ? CONFIDENCE.title : CONFIDENCE.heading);
  const unnamed = (t: string) =>
    project
      ? t.replace(new RegExp(`^(?:(?:project|projekt|projet)\\s+)?${project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(?::|[–—-]|is\\b)\\s*`, 'i'), '')
      : t;

  // The sentence that says what the named project is ("Lumen is a night light that …") is its solution.
  if (project) {
    const defines = new RegExp(
      `^(?:(?:project|projekt|projet)\\s+)?${project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(?:is|are|will\\s+be|helps|lets|gives|offers|uses|sends|connects|tracks|monitors)\\s`,
      'i',
    );
    for (const u of units)
      if (defines.test(u.text) && u.reading.label !== 'instruction_to_system') u.reading = { ...u.reading, label: 'solution', confidence: 0.9 };
  }

  // Sections under the visitor's headings.
  // A unit the classifier reads surely as another field's ("Raising £750k" under "Team and ask")
  // is left out of its section's value and read for its own.
  const elsewhere = (u: Unit) => {
    const field = FIELD_OF_LABEL[u.reading.label];
    return field !== undefined && u.reading.confidence >= 0.8 && field !== (u.hint === 'funding' ? 'needs' : u.hint) && u.hint !== 'market';
  };
  for (const hint of HINT_FIELDS) {
    const under = hinted(hint).filter(
      (u) =>
        u.reading.label !== 'greeting_or_filler' &&
        !(hint !== 'stage' && elsewhere(u) && hinted(hint).some((o) => !elsewhere(o))) &&
        // A row of figures says how far it got or what it costs, never who it is for or what it is.
        !(hint !== 'stage' && hint !== 'funding' && TABLE_LINE.test(u.text)),
    );
    if (under.length === 0) continue;
    const page = under[0]!.page;
    const body = under.map((u) => u.text).join(' ');
    if (hint === 'stage') {
      put('stage', stageFrom(body), page, CONFIDENCE.headingStage, body);
    } else if (hint === 'funding') {
      // Not an address under "Cash", nor "We are not asking anyone for money yet" under "About money".
      const asked = under.filter((u) => !findEmail(u.text) && !DENIES_A_NEED.test(u.text));
      if (asked.length > 0) put('funding', valueOf(asked), asked[0]!.page, CONFIDENCE.heading, body);
    } else if (hint === 'needs') {
      const asked = under.filter((u) => !DENIES_A_NEED.test(u.text));
      if (asked.length > 0) put('needs', valueOf(asked), asked[0]!.page, CONFIDENCE.heading, body);
      const money = under.find((u) => MONEY_AMOUNT.test(u.text));
      if (money) put('funding', money.text, money.page, CONFIDENCE.heading);
    } else if (hint === 'target_population') {
      put('target_population', valueOf(under, 300), page, CONFIDENCE.heading, body);
    } else {
      put(hint, valueOf(under), page, CONFIDENCE.heading, body);
    }
  }

  // Then what the units say, wherever they are (a paragraph, an e-mail, a slide of bullets).
  const free = content.filter((u) => u.hint === null || u.hint === 'summary' || u.hint === 'title' || elsewhere(u));
  const byLabel = (label: SentenceReading['label'], from = free) => from.filter((u) => u.reading.label === label);
  const take = (field: string, list: Unit[]) => {
    if (list.length === 0) return;
    // Units of one paragraph or bullet list belong together; a later paragraph is another matter.
    const first = list[0]!;
    const together = list.filter((u) => u.block === first.block || (u.kind === 'bullet' && first.kind === 'bullet' && u.hint === first.hint));
    put(field, valueOf(together.map((u) => ({ text: unnamed(u.text) }))), first.page, CONFIDENCE.read, first.text);
  };
  const tagline = project?.tagline?.toLowerCase();
  take(
    'problem',
    byLabel('problem').filter((u) => !tagline || !unnamed(u.text).toLowerCase().startsWith(tagline.slice(0, 30))),
  );
  // A one-pager in another language without headings ("Ma grand-mère a fini aux urgences …") opens
  // with what is wrong, as most pitches do; its cue words are fewer than English ones, so where
  // none says the problem, the first paragraph that says nothing else is it (a problem already taken stands).
  if (foreign) {
    const opening = free.find((u) => u.kind === 'sentence' && u.reading.label === 'other' && (!project || !u.text.includes(project.name)));
    if (opening)
      take(
        'problem',
        free.filter((u) => u.block === opening.block && u.reading.label === 'other'),
      );
  }
  // The sentence that names the project and says what it does ("Our project, Klorin Watch, fits a
  // low-cost sensor to each dispenser") is its solution before any sentence the model merely leans
  // to: an e-mail's opening story reads to the model much like a description.
  const naming = project
    ? free.find(
        (u) =>
          u.text.toLowerCase().includes(project.name.toLowerCase()) &&
          u.text.length > project.name.length + 20 &&
          (u.reading.scores.solution ?? 0) >= 0.2 &&
          u.reading.label !== 'need' &&
          u.reading.label !== 'team',
      )
    : undefined;
  if (naming) put('solution', valueOf([{ text: unnamed(naming.text) }]), naming.page, CONFIDENCE.read, naming.text);
  take('solution', byLabel('solution'));
  if (project?.tagline) put('solution', project.tagline, project.page, CONFIDENCE.read);
  // "The organisation is not asking for money at this stage": what it does not need is no need.
  // An ask for money alone ("il nous faut 40 000 € pour le moulage") is the funding, not a need.
  take(
    'needs',
    byLabel('need').filter((u) => !DENIES_A_NEED.test(u.text) && !asksForMoneyAlone(u.text)),
  );
  // An amount asked for under a Funding heading is what the project needs, when nothing else says.
  const fundingUnits = hinted('funding');
  if (fundingUnits[0]) put('needs', valueOf(fundingUnits), fundingUnits[0].page, CONFIDENCE.read);
  // The people it names with a title or a role are the team ("Dr Tomás Vidal, a geriatrician, …",
  // "coordinator Tereza Nováková with social worker Pavel Dvořák", "organised by Calum MacIver");
  // a story of a patient names none this way. They come before a sentence about the team that names
  // no one ("The listeners are skippers, deckhands and …").
  const namesPeople = (t: string) => PERSON_WITH_ROLE.test(t) || ROLE_THEN_NAME.test(t);
  const named = units.find((u) => u.hint !== 'market' && !isInjected(u.text) && !findEmail(u.text) && namesPeople(u.text));
  const teamUnits = byLabel('team');
  if (named && !teamUnits.some((u) => namesPeople(u.text))) put('team', valueOf([named]), named.page, CONFIDENCE.read);
  take('team', teamUnits);
  if (named) put('team', valueOf([named]), named.page, CONFIDENCE.title);
  // A paper's or poster's authors under its title ("Neema Massawe¹, Baraka Mushi², Elisabeth Kjeldsen³").
  const authors = doc.lines.slice(0, 8).find((l) => isAuthorLine(l.text));
  if (authors) put('team', authors.text.replace(/[¹²³⁴⁵⁶⁷⁸⁹⁰*†‡]|(?<=\p{L})\d+(?=\s*(?:,|$))/gu, '').trim(), authors.page, CONFIDENCE.title);

  // Funding: an amount asked for ("we are seeking £500,000"), never a market's size.
  const notMarket = content.filter((u) => u.hint !== 'market');
  const asked = notMarket.find(
    (u) =>
      MONEY_AMOUNT.test(u.text) &&
      (u.reading.label === 'need' ||
        u.hint === 'needs' ||
        u.hint === 'funding' ||
        /\b(?:grant|fund|funding|budget|raise|raising|seed|round|förderung|finanzierung|zuschuss|financement|subvention|financiación|subvención|finanziamento|financiamento|financiering|subsidie|contributo|contribución|contribution|beitrag|dotacj\w*|bidrag)\b/iu.test(
          u.text,
        )),
  );
  if (asked) put('funding', asked.text, asked.page, CONFIDENCE.read);
  // An amount said with what it would pay for ("USD 40,000 pays for a year of vouchers", "NOK 350,000
  // would run a year of walks"), outside the problem, the market and a price.
  const budget = notMarket.find(
    (u) => fundingAmount(u.text) !== null && u.hint !== 'problem' && (PAYS_FOR.test(u.text) || (u.reading.label !== 'problem' && BUDGET_FOR.test(u.text))),
  );
  if (budget) put('funding', budget.text, budget.page, CONFIDENCE.read);

  // Who it is for: a phrase naming people or places of care, outside the Market slide.
  // Never a table's caption or a row of its figures ("Table 4.3: Outputs against targets", "Calls made; 14,900; 16,700").
  const audience = byLabel('audience', notMarket).find((u) => !TABLE_LINE.test(u.text));
  // A sentence about who it is for is kept whole (to a length a summary line holds): the group is
  // rarely a phrase the rules can cut out cleanly ("widowed and single men over 65, who …").
  const population =
    (audience && audience.reading.confidence >= 0.5 ? clipWords(unnamed(audience.text), 200) : null) ??
    (audience && populationIn(audience.text)) ??
    [...notMarket.filter((u) => u.reading.label === 'solution' || u.reading.label === 'problem'), ...notMarket]
      .map((u) => ({ u, p: populationIn(unnamed(u.text)) }))
      .find((x) => x.p && !MONEY_AMOUNT.test(x.p))?.p ??
    (project?.tagline ? populationIn(project.tagline) : null);
  put('target_population', population ?? (audience && audience.reading.confidence >= 0.7 ? audience.text : null), audience?.page ?? null, CONFIDENCE.read);

  // The stage reached: said in a stage unit, else anywhere the project describes itself.
  const stageUnits = byLabel('stage', notMarket);
  const needTexts = new Set(byLabel('need', notMarket).map((u) => u.text));
  // Not from what the project plans or asks for, nor from the problem it describes.
  const describesItself = notMarket.filter(
    (x) =>
      !needTexts.has(x.text) && x.reading.label !== 'problem' && x.hint !== 'problem' && x.hint !== 'needs' && x.hint !== 'funding' && x.hint !== 'urgency',
  );
  for (const u of [...stageUnits, ...describesItself]) {
    const stage = stageFrom(u.text);
    if (stage) {
      put('stage', stage, u.page, u.reading.label === 'stage' ? CONFIDENCE.read : CONFIDENCE.title, u.text);
      break;
    }
  }
  // Said in words no rule lists ("Since March, 14 health centres use it"): the stage model reads the units that tell it.
  // (It reads English only: a unit in another language is left to the words stageFrom knows.)
  for (const u of [...stageUnits, ...describesItself].filter((x) => looksEnglish(x.text) && !STATES_A_PLAN.test(x.text))) {
    const stage = stageFromModel([candidate(u)]);
    if (stage) {
      put('stage', stage, u.page, CONFIDENCE.read, u.text);
      break;
    }
  }
  // A proposal that tells only what it will do ("Twenty work gangs will be randomised …") is an idea not yet begun.
  const planned = describesItself.find((u) => looksEnglish(u.text) && NOT_BEGUN.test(u.text));
  if (planned) put('stage', 'concept', planned.page, CONFIDENCE.title, planned.text);

  // Who wrote it: never from text addressed to the system, and a project's name is no person's.
  const contactUnits = hinted('contact');
  const person = findDocumentPerson(
    doc,
    contactUnits[0] ? { text: contactUnits.map((u) => u.text).join('  '), page: contactUnits[0].page } : null,
    project?.name ?? null,
    isInjected,
  );
  if (person) {
    put('full_name', person.fullName, person.page, CONFIDENCE.person, person.excerpt);
    put('affiliation', person.affiliation, person.page, CONFIDENCE.person, person.excerpt);
    put('email', person.email, person.page, CONFIDENCE.email, person.excerpt);
  }
  if (contactUnits.length) put('contact', clipWords(contactUnits.map((u) => u.text).join(' '), 200), contactUnits[0]!.page, CONFIDENCE.heading);
  const contactEmail = units.find((u) => !isInjected(u.text) && (u.reading.label === 'contact' || u.hint === 'contact') && findEmail(u.text));
  if (contactEmail) put('email', findEmail(contactEmail.text), contactEmail.page, CONFIDENCE.email, contactEmail.text);

  // Smaller facts, weak: shown to the chat as proposals only.
  const solution = units.find((u) => u.reading.label === 'solution')?.text;
  if (solution) put('category', findCategory(solution), null, CONFIDENCE.weak);
  const needs = byLabel('need', notMarket)
    .map((u) => u.text)
    .join(' ');
  if (needs) put('goal', findGoal(needs), null, CONFIDENCE.weak);
}

const SUMMARY_ORDER = ['title', 'problem', 'solution', 'needs', 'stage', 'team', 'funding', 'target_population', 'contact'];
/** Asked for when missing, in this order: the three the guide needs, then the stage. */
const ASK_WHEN_MISSING = [...GUIDE_REQUIRED_FIELDS, 'stage'] as const;

export interface FindingsContext {
  /** False: the document is not about a healthcare project; nothing was taken from it. */
  relevance?: boolean;
  /** Why it was judged so (DocumentRelevance.reason): a kind of text, or too few health words. */
  relevanceReason?: string;
  reading?: { pages: number; ocrPages: number; truncated: boolean };
}

function readingNote(reading: FindingsContext['reading']): string {
  if (!reading) return '';
  const parts = [`${reading.pages} page${reading.pages === 1 ? '' : 's'} read`];
  if (reading.ocrPages > 0) parts.push(`${reading.ocrPages} with OCR`);
  if (reading.truncated) parts.push('the rest was cut (too long)');
  return ` (${parts.join(', ')})`;
}

/** The three texts the chat shows after a document was read; shared by both engines. */
export function describeFindings(fields: ExtractedField[], filename: string, context: FindingsContext = {}): Omit<DocumentAnalysis, 'fields'> {
  const byField = new Map(fields.map((f) => [f.field, f]));
  const shown = SUMMARY_ORDER.filter((f) => byField.has(f));
  const note = readingNote(context.reading);
  const label = (f: string) => (FIELD_LABELS[f] ?? f).replace(/^(?:the|your)\s+/, '');
  const missingQuestions = ASK_WHEN_MISSING.filter((f) => !byField.has(f)).map((f) => questionFor(f, 'general', 0));
  if (context.relevance === false) {
    const kind = /reads as (.+?), not a project/.exec(context.relevanceReason ?? '')?.[1];
    const what = kind
      ? `it reads as ${kind} rather than a description of a project`
      : /describes no project/.test(context.relevanceReason ?? '')
        ? "it doesn't seem to describe a project"
        : 'it does not seem to describe a healthcare project';
    return {
      analysis_summary: `${filename}${note}: ${what}, so nothing was taken from it.`,
      chat_message: `Thanks for sharing **${filename}**. I've read it, but ${what}, so I haven't taken anything from it. If you meant to send a different file, you're welcome to upload it; or just tell me about the problem you're working on.`,
      verification_questions: missingQuestions,
    };
  }
  if (shown.length === 0) {
    return {
      analysis_summary: `${filename}${note}: no project details were recognised with confidence.`,
      chat_message: `I've read **${filename}**, but I couldn't pick out the project details. Could you tell me about the problem you're working on?`,
      verification_questions: missingQuestions,
    };
  }
  const lines = shown.map((f) => `- **${capitalise(label(f))}:** ${clipWords(byField.get(f)!.value, 240)}`);
  const title = byField.get('title')?.value;
  const problem = byField.get('problem')?.value;
  const gist = [title, problem ? clipWords(sentences(problem)[0] ?? problem, 140) : null].filter(Boolean).join(' — ');
  const questions = [
    ...ASK_WHEN_MISSING.filter((f) => byField.has(f)).map((f) => `Is this right for ${FIELD_LABELS[f]}: "${clipWords(byField.get(f)!.value, 120)}"?`),
    ...missingQuestions,
  ];
  return {
    analysis_summary: `${gist ? `${gist.replace(/[.!?…]+$/, '')}. ` : ''}Read ${filename}${note}; found with confidence: ${shown.map(label).join(', ')}.`,
    chat_message: [`I've read **${filename}**. Here's what I found:`, '', ...lines].join('\n'),
    verification_questions: questions,
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
