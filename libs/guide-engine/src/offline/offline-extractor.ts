import { NOT_SPECIFIED, PROJECT_STAGES, type ExtractedField, type FieldSource } from '@intake/contracts';
import { readText, type ReadText, type Token } from '../understanding/english-nlp.js';
import {
  CONTENT_LABELS,
  CONTENT_FIELD_OF_LABEL,
  classifySentence,
  classifyTokens,
  knownWordShare,
  leansToAsked,
  type SentenceClass,
  type SentenceLabel,
} from '../understanding/sentence-classifier.js';
import { findPeople, isRole } from '../understanding/find-people.js';
import { headingHint, type SectionHint } from '../document/document-headings.js';
import { foreignLanguage } from '../understanding/detect-language.js';
import { inferredStageExcerpt, stageReading } from '../understanding/stage-classifier.js';
import { tokenise } from '../understanding/sentence-features.js';
import { solutionInPassing } from './solution-in-passing.js';
import { normalisedSentence } from '../understanding/normalise-words.js';
import {
  clip,
  findAffiliation,
  findCategory,
  findCommitment,
  findEmail,
  findFunding,
  findGoal,
  findName,
  findStage,
  findTargetPopulation,
  findTeam,
  findTitle,
  findUrgency,
  findVisitorKind,
  isDecline,
  isQuestion,
  looksLikeBareName,
  looksLikeFullName,
  looksLikeOrganisation,
  ASKS_US,
  STATEMENT_BREAK,
  scoreSentence,
  wordCount,
  type ContentField,
} from './text-rules.js';

export interface OfflineExtractContext {
  /** The field the guide just asked for; a plain answer becomes its value. */
  askedField: string | null;
  /** Where the text came from; every field records it. */
  source: Omit<FieldSource, 'excerpt'>;
  /** Fields the conversation already holds (a chat turn); a solution only named in passing is read only while it is missing. */
  held?: ReadonlySet<string>;
}

const CONTENT_FIELDS: ContentField[] = ['problem', 'solution', 'needs'];
const MAX_VALUE = 600;

/**
 * Rule-based extraction from free text. Each content field takes the sentences that weigh most
 * for it; the smaller facts (stage, contact, goal, ...) have their own patterns. A message that
 * matched nothing but answers the question just asked is taken as that answer.
 */
export function extractOffline(text: string, context: OfflineExtractContext, read: ReadText = readText(text.trim())): ExtractedField[] {
  const found = new Map<string, { value: string; excerpt: string }>();
  const put = (field: string, value: string | null, excerpt?: string) => {
    if (value === null || value.trim() === '' || found.has(field)) return;
    // "Bridie Costigan, None, I'm a pensioner": a word for having none is no organisation's name.
    const none = field === 'affiliation' && NONE_WORD.test(value);
    found.set(field, { value: none ? NOT_SPECIFIED : clip(value.trim(), MAX_VALUE), excerpt: clip((excerpt ?? value).trim(), 160) });
  };
  const trimmed = read.text.trim();
  const asked = context.askedField;

  if (asked && isDecline(trimmed)) {
    put(asked, NOT_SPECIFIED, trimmed);
    return toFields(found, context.source);
  }

  // Sentences from the NLP library (lower case and missing capitals included); rules read their
  // normalised form (British spellings, typos), values keep the visitor's words.
  const read_ = read.sentences.flatMap((s) => clauses({ text: s.text, norm: normalisedSentence(s), tokens: s.tokens }));
  const people = findPeople(read);
  const kind = findVisitorKind(trimmed);
  const normText = read_.map((s) => s.norm).join(' ');

  // Content fields: each sentence counts for the field it weighs most for; the field just asked
  // for wins a tie ("A bedside radar device that detects falls" answers "what is your solution?").
  const buckets: Record<ContentField, string[]> = { problem: [], solution: [], needs: [] };
  const used = new Set<number>();
  const needsSentences = new Set<number>();
  const problemSentences = new Set<number>();
  /** Sentences the model reads as a greeting, a filler or a question to us, or in another language: never a plain answer. */
  const chatter = new Set<number>();
  /** Sentences the model is sure tell only how far along the project is. */
  const stageOnly = new Set<number>();
  // The trained sentence model weighs in beside the cue words: it knows phrasings no cue lists.
  const learnt = read_.map((sentence) => (sentence.tokens ? classifyTokens(sentence.tokens) : classifySentence(sentence.text)));
  // "Support, hmm. Maybe spare parts and training for riders?": a message opened by the name of a
  // field alone is about that field, whatever was asked (visitors tell in their own order).
  const topic = read_.length > 1 ? topicOf(read_[0]!.text) : null;
  const labelled = read_.map((sentence, i) => (topic && i > 0 ? (labelOf(sentence.text) ?? { hint: topic, rest: sentence.text }) : labelOf(sentence.text)));
  // Asked what they need, a few words that ask for nothing ("sketched it", "12 units in hospital
  // testing") tell how far along they are: the guide never asks that, so visitors say it where they can.
  const stageForNeeds = asked === 'needs' && wordCount(normText) <= 8 && !NEEDS_SIGNAL.test(normText);
  read_.forEach((sentence, i) => {
    const { label, confidence, scores, wordsSay } = learnt[i]!;
    if (stageForNeeds && label === 'stage' && confidence >= REMARK_SURE) return;
    if (topic && i === 0) return;
    // A few words the model calls a greeting only by their shortness ("asthma", "clubfoot") answer
    // the question; words it has never seen count as one only when they are long enough to name something ("umm" does not).
    const greets =
      label === 'greeting_or_filler' &&
      (wordsSay === 'greeting_or_filler' || wordCount(sentence.norm) > 3 || (wordsSay === null && !/\p{L}{5}/u.test(sentence.norm)));
    // A sentence in another language inside an English message ("Hello, je suis ingénieur
    // biomédical à Montréal.") is recorded nowhere: the guide reads English only.
    if (foreignLanguage(sentence.text)) {
      chatter.add(i);
      return;
    }
    // "At the idea stage.", "prototype": a stage named alone tells the stage, nothing else; "rural
    // Zambia" says where, not what.
    if (BARE_STAGE.test(sentence.norm) || PLACE_ONLY.test(sentence.text)) return;
    // A short question is no answer, unless it states a fact as a guess ("Maybe funding to test it
    // with a couple of employers?", "door mat that beeps?" asked for the solution).
    const guess = (CONTENT_LABELS.has(label) && confidence >= 0.5) || (leansToAsked(learnt[i]!, asked) && !ASKS_US.test(sentence.norm));
    if (isQuestion(sentence.norm) && wordCount(sentence.norm) < 12 && !guess) return;
    const score = scoreSentence(sentence.norm);
    if ((greets || label === 'question_to_us') && confidence >= 0.6) chatter.add(i);
    // "Hi, I'm a dental hygienist in care homes", "I'd like to propose a project on fatigue", "Our
    // team is called Team Hope and we're three sixth-formers": the visitor or a preamble, not the
    // answer itself, which often follows in the next message.
    // A remark is short: a long sentence the model leans towards a fact for ("Our response times to
    // school bus crashes can be 40 minutes, and a kid with a bad bleed doesn't have 40 minutes") is an answer in words it was not taught.
    // Given as the answer to a content question, a long sentence is a remark only when the model is
    // sure of it ("hiya so basically ppl my age r vaping loads n nothing that helps u stop is actually any good").
    const leansToFact = Math.max(scores.problem, scores.solution, scores.need) >= 0.15 || (CONTENT_FIELDS as string[]).includes(asked ?? '');
    const remark = label === 'other' && (wordCount(sentence.norm) <= 12 || confidence >= 0.85 || !leansToFact);
    // ("TB contact tracing", "nurse burnout": a few words the model calls contact details by a
    // word they share with them are an answer when nothing in them is a contact.)
    const contactLike =
      label === 'contact' && (CONTACT_EVIDENCE.test(sentence.norm) || people.fullName !== null || people.affiliation !== null || wordCount(sentence.norm) > 4);
    // ("an engineer and a bit of money really", asked what they need: who they want, not who they are.)
    const team = label === 'team' && !(asked === 'needs' && !FIRST_PERSON.test(sentence.norm));
    const aboutTheVisitor = (contactLike || remark || team) && confidence >= 0.6;
    if (aboutTheVisitor) chatter.add(i);
    if (greets && confidence >= 0.8) return;
    score.problem += learntWeight(scores.problem);
    score.solution += learntWeight(scores.solution);
    score.needs += learntWeight(scores.need);
    // "We do not have a problem, we have money": a denied problem is none.
    if (NEGATED_PROBLEM.test(sentence.norm)) score.problem = 0;
    // The question just asked is what an answer most likely is (the dialogue's prior): it weighs
    // like a cue word, so only a sentence that says clearly more for another field goes there.
    const askedContent = (CONTENT_FIELDS as string[]).includes(asked ?? '') ? (asked as ContentField) : null;
    // (Not for a sentence the model reads, surely, as only the visitor: "I do shifts for Coral Coast Health and …".)
    const onlyTheVisitor = NOT_AN_ANSWER.has(label) && confidence >= ONLY_THE_VISITOR && projectWeight(scores) < SOME_WEIGHT;
    // (Nor, asked the problem or the need, for one the model is sure tells how far along they are:
    // "We have a bicycle ambulance in two villages, I think that's a pilot". Asked the solution, such
    // a sentence often names it: "We've built a dressing cupboard with a barcode scanner".)
    const onlyTheStage = label === 'stage' && confidence >= STAGE_ONLY_SURE && asked !== 'solution';
    if (onlyTheStage) stageOnly.add(i);
    if (askedContent && !chatter.has(i) && !onlyTheVisitor && !onlyTheStage) score[askedContent] += ASKED_PRIOR;
    // A line the visitor labelled ("Idea: …", "Where we are: …") is what its label says.
    const hint = labelled[i]?.hint;
    if (hint && NOT_CONTENT_HINTS.has(hint)) return;
    const hinted = hint ? CONTENT_HINTS[hint] : undefined;
    if (hinted) score[hinted] += LABEL_WEIGHT;
    let best = CONTENT_FIELDS.reduce((a, b) => (score[b] > score[a] ? b : a));
    if (askedContent && askedContent !== best && score[askedContent] >= 2 && score[askedContent] >= score[best]) best = askedContent;
    if (score[best] >= 2) {
      buckets[best].push(hinted === best ? labelled[i]!.rest : sentence.text);
      used.add(i);
      if (best === 'needs') needsSentences.add(i);
      if (best === 'problem') problemSentences.add(i);
    }
  });
  for (const field of CONTENT_FIELDS) if (buckets[field].length > 0) put(field, buckets[field].join(' '));
  // A request that names what it is for ("seed funding for our remote physio app") names the solution too.
  if (!found.has('solution')) {
    for (const i of needsSentences) {
      const named = FOR_OUR_PRODUCT.exec(read_[i]!.text);
      if (named) {
        put('solution', named[1]!, read_[i]!.text);
        break;
      }
    }
  }

  // "We're a startup in Vilnius making a home spirometer that costs €40": the visitor's introduction names what they make.
  if (!found.has('solution')) {
    for (let i = 0; i < read_.length; i++) {
      if (used.has(i)) continue;
      const made = MAKING.exec(read_[i]!.text);
      if (made) {
        put('solution', made[1]!, read_[i]!.text);
        break;
      }
    }
  }
  if (!found.has('solution') && !context.held?.has('solution')) {
    const named = solutionInPassing(
      read_.flatMap((s, i) => (chatter.has(i) ? [] : [{ text: s.text, learnt: learnt[i]!, theProblem: problemSentences.has(i) }])),
    );
    if (named) put('solution', named.value, named.excerpt);
  }
  // "We have started peer support groups on WhatsApp …, and 30 women have joined so far in a small
  // pilot": a sentence no field took, which the model reads as the solution more than as anything else, is it,
  // when its words speak of the project ("helo, pharmacist here from enugu, sory for typos …" leans there by its shape alone).
  if (!found.has('solution') && !context.held?.has('solution')) {
    const at = read_.findIndex((_, i) => {
      const { label, confidence, wordsSay } = learnt[i]!;
      return !used.has(i) && !chatter.has(i) && label === 'solution' && confidence >= LEANS_TO_SOLUTION && wordsSay !== null && CONTENT_LABELS.has(wordsSay);
    });
    if (at >= 0) put('solution', read_[at]!.text);
  }

  const email = correctedEmail(trimmed, read.emails) ?? people.email ?? findEmail(trimmed);
  put('email', email);
  // A name or organisation inside a sentence about the project ("patients in the East Midlands",
  // "looking for NHS trusts to partner with") is no contact detail unless the visitor introduces themselves there.
  const aboutThem = (value: string | null) => {
    if (!value) return null;
    const sentence = read_.find((s) => s.text.toLowerCase().includes(value.toLowerCase()));
    if (!sentence || SELF_INTRODUCTION.test(sentence.text) || signedWith(trimmed, value)) return value;
    // Read in its own clause where the sentence holds several ("We're two med students at the
    // Faculté de Médecine de Carthage - well, I'm Yassine Trabelsi - and we need a mentor …").
    const clause = sentence.text.split(STATEMENT_BREAK).find((c) => c.toLowerCase().includes(value.toLowerCase()));
    const { scores } =
      clause && clause !== sentence.text ? classifySentence(clause) : sentence.tokens ? classifyTokens(sentence.tokens) : classifySentence(sentence.text);
    // Read as about the project when the model puts most of its weight there, split between
    // labels or not ("patients in the East Midlands wait months": who it is for, and the problem).
    const project = [...ABOUT_THE_PROJECT].reduce((sum, label) => sum + scores[label], 0);
    return project >= 0.6 ? null : value;
  };
  put('full_name', aboutThem(people.fullName ?? findName(trimmed)));
  // The organisation of a signature goes with its name ("— Astrid Haugen, CEO, CalmChair AS").
  const signedOrganisation = (value: string | null) =>
    value &&
    ((people.affiliationStated && value === people.affiliation) ||
      (people.fullName && signedWith(trimmed, people.fullName) && lineOf(trimmed, people.fullName).includes(value)))
      ? value
      : aboutThem(value);
  // No organisation, in the visitor's own words for having none ("I'm a retired teacher", "self-employed").
  // Working for themselves is said of this project before any organisation they also work for
  // ("I'm self-employed, a locum physio. I do shifts for Coral Coast Health …, but this one's mine").
  const noOrganisation = withoutOrganisation(trimmed);
  if (noOrganisation !== 'retired') put('affiliation', noOrganisation);
  put('affiliation', signedOrganisation(people.affiliation ?? findAffiliation(trimmed)));
  put('affiliation', noOrganisation);
  if (asked === 'email' && email) contactAroundEmail(withoutText(trimmed, email), put);
  // "Kieran Oduya-Walsh, Yarra Bend Community Responders.": a line that is only a name and what
  // follows it is a signature, whatever was asked (visitors sign off in their own order).
  // (Only a part that names a kind of organisation: "Maria Lopez, Spain" names a country.)
  else if (!email && SIGNED_LINE.test(trimmed) && looksLikeFullName(trimmed.split(',')[0]!.trim()))
    put(
      'affiliation',
      organisationAmong(
        trimmed
          .split(',')
          .slice(1)
          .map((p) => p.trim().replace(/[.!]+$/, '')),
      ),
    );
  // Asked for their name and organisation (an address kept back), people give both in one line:
  // "Ada Obi, Leeds Teaching Hospitals", "dan okafor from Ring Round".
  if (asked === 'full_name' && !email) contactAroundEmail(trimmed.replace(/\s+(?:from|at)\s+/i, ', '), put);
  if (kind) put('background', clip(kind.sentence, 300), kind.sentence);
  // The stage is read where the visitor speaks of how far along they are: a sentence the model
  // reads as the problem or who it is for ("older people who live alone") names no stage, however
  // its words sound; the answer to the stage question is read whole. A pilot the visitor asks for
  // ("funding for a pilot") is a need, not the stage they are at.
  const labelledStage = (i: number) => labelled[i]?.hint === 'stage';
  // A line the visitor labelled as the problem, the idea or the need ("prob: <30% complete rehab",
  // "Idea: pharmacists could run …") tells none.
  const labelledOther = (i: number) => labelled[i]?.hint === 'problem' || labelled[i]?.hint === 'needs' || labelled[i]?.hint === 'solution';
  const tellsStage = (i: number) =>
    labelledStage(i) ||
    (!labelledOther(i) &&
      (asked === 'stage' || stageForNeeds || !NO_STAGE_IN.has(learnt[i]!.label) || learnt[i]!.confidence < 0.5 || learnt[i]!.scores.stage >= STAGE_SURE));
  const askingFor = (i: number) => needsSentences.has(i) || asked === 'needs';
  const stageText = read_.flatMap((s, i) => (tellsStage(i) ? [askingFor(i) ? s.norm.replace(PILOT_ASKED_FOR, ' ') : s.norm] : []));
  put('stage', findStage(stageText.join(' ')));
  // Said in words no rule lists ("40 families have used it since September"): the stage model reads
  // the sentences the sentence model takes as telling the stage (the answer to the stage question
  // whole; an answer to the needs question only if it reads as the stage, not "pilot schools"), and
  // any other sentence of the project ("Sixty families have come through this year", read as the
  // solution) only if it is itself sure that the sentence tells a stage.
  const readsAsStage = (i: number) => tellsStage(i) && (asked !== 'needs' || stageForNeeds || (learnt[i]!.label === 'stage' && learnt[i]!.confidence >= 0.6));
  if (!found.has('stage')) {
    const reading = stageReading(
      read_.flatMap((s, i) =>
        !needsSentences.has(i) && !labelledOther(i)
          ? [
              {
                tokens: labelledStage(i) ? tokenise(labelled[i]!.rest) : (s.tokens ?? tokenise(s.text)),
                text: s.text,
                stageScore: asked === 'stage' || labelledStage(i) ? 1 : readsAsStage(i) ? learnt[i]!.scores.stage : 0,
              },
            ]
          : [],
      ),
    );
    if (reading) put('stage', reading.stage, reading.inferredFrom ? inferredStageExcerpt(reading.inferredFrom.text ?? '') : undefined);
  }
  put('title', findTitle(trimmed));
  put('team', findTeam(trimmed));
  put('funding', findFunding(trimmed));
  const needsText = found.get('needs')?.value ?? (asked === 'needs' || asked === 'goal' ? normText : '');
  put('goal', needsText ? findGoal(needsText) : null);
  put('target_population', findTargetPopulation(trimmed));
  put('urgency', findUrgency(trimmed));
  put('commitment_level', findCommitment(trimmed));
  const category = findCategory([found.get('solution')?.value, asked === 'category' ? trimmed : ''].filter(Boolean).join(' '));
  put('category', category);

  // The plain-answer rule is for answers in the visitor's own words: the sentences no other rule
  // took, without self-descriptions, contact lines and questions, and only if they fit the question.
  const contentFound = CONTENT_FIELDS.some((f) => found.has(f));
  if (asked && !found.has(asked) && !(contentFound && (CONTENT_FIELDS as string[]).includes(asked)) && !(stageForNeeds && found.has('stage'))) {
    const restAt = read_.flatMap((s, i) =>
      !used.has(i) &&
      !chatter.has(i) &&
      !(kind && s.text === kind.sentence) &&
      !isContactLine(s.text, people) &&
      !(isQuestion(s.norm) && wordCount(s.norm) < 12)
        ? [i]
        : [],
    );
    if ((CONTENT_FIELDS as string[]).includes(asked)) {
      // Each sentence must fit the question ("other mums in my facebook group want them" tells no idea
      // beside the one that does). Asked what they need, people answer with what they want, which no
      // model weighs ("more volunteers").
      const fitting = restAt.filter(
        (i) =>
          !stageOnly.has(i) &&
          fitsContentField(asked as ContentField, read_[i]!.norm) &&
          (asked === 'needs' || tellsOfTheProject(learnt[i]!, read_[i]!.norm, read_.length === 1)),
      );
      if (fitting.length > 0) answerToAsked(asked, fitting.map((i) => read_[i]!.text).join(' '), null, put);
    } else answerToAsked(asked, trimmed, email, put);
  }
  const affiliation = found.get('affiliation');
  if (affiliation) affiliation.value = withParentOrganisation(trimmed, affiliation.value);
  return toFields(found, context.source);
}

/** A part of an organisation, named before the whole ("Department of Nursing, Universidade do Mondego"). */
const SUBUNIT = /^(?:the\s+)?(?:department|dept\.?|school|faculty|division|unit|ward|team|lab|laboratory|centre|center|clinic|service)\b/i;
const PARENT_AFTER = /^(?:,\s*|\s+(?:at|of)\s+)((?:the\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:of|the|for|and|de|do|da|di|del|la|für|&)\s+)*\p{Lu}[\p{L}'’.-]*)*)/u;
const ORGANISATION_WORD =
  /\b(?:university|universidad|universidade|università|universität|université|college|hospital|institute|instituto|trust|clinic|foundation|health|medical|school)\b/i;

/** The department a visitor names, with the university or hospital it belongs to when they name that next. */
function withParentOrganisation(text: string, value: string): string {
  if (!SUBUNIT.test(value)) return value;
  const at = text.indexOf(value);
  if (at < 0) return value;
  const parent = PARENT_AFTER.exec(text.slice(at + value.length))?.[1];
  return parent && ORGANISATION_WORD.test(parent) ? `${value}, ${parent.replace(/^the\s+/i, '')}` : value;
}

/** Words between two addresses that make the second the first one corrected. */
const CORRECTED =
  /\b(?:typo|sorry|oops|i\s+mean|i\s+meant|correct(?:ion|ed)?|actually|should\s+be|wrong|misspelt|misspelled|no\s+wait|old|instead|never\s+(?:check|use|read|look\s+at)|not\s+that\s+one|scrap\s+that|rather|better|prefer)\b/i;

/** "rosa.kimnai@… - sorry, typo! it's rosa.kimani@…": the address the visitor corrected to, in one message. */
function correctedEmail(text: string, emails: readonly string[]): string | null {
  if (emails.length < 2) return null;
  const lower = text.toLowerCase();
  const first = emails[0]!.toLowerCase();
  const last = emails[emails.length - 1]!.toLowerCase();
  const between = lower.slice(lower.indexOf(first) + first.length, lower.lastIndexOf(last));
  return CORRECTED.test(between) ? last : null;
}

interface Piece {
  text: string;
  norm: string;
  /** The library's tokens, for a whole sentence (a clause cut from one is read again). */
  tokens?: Token[];
}

const SELF_INTRODUCTION =
  /\b(?:i'm|i am|im|my name|name is|name:|this is|call me|i work|we're from|i'm from|based at|working (?:at|for)|regards|thanks|cheers|here|i(?:'ve| have)? been (?:a|an|with|at|on)|i(?:'ve| have)? worked|(?:i |and )?joined|i do (?:nights|days|shifts|clinics)|where i(?:'ve| have)? (?:been|worked?)|i (?:coordinate|volunteer|manage|lead|run|teach|nurse))\b/i;
/** A name or organisation that opens a line or follows a dash ("… of no-show rates. — Astrid Haugen, CEO"): a signature. */
const signedWith = (text: string, value: string) => {
  const at = text.toLowerCase().indexOf(value.toLowerCase());
  return at >= 0 && /(?:^|\n|[—–]|\s-)\s*$/.test(text.slice(Math.max(0, at - 3), at));
};
/** The line of `text` that holds `value`, with the next one when `value` ends its line (a name above its role and organisation). */
const lineOf = (text: string, value: string) => {
  const at = text.toLowerCase().indexOf(value.toLowerCase());
  const end = text.indexOf('\n', at);
  const next = end < 0 ? -1 : text.indexOf('\n', end + 1);
  const tail = end >= 0 && text.slice(at + value.length, end).trim() === '' ? text.slice(end, next < 0 ? undefined : next) : '';
  return text.slice(text.lastIndexOf('\n', at) + 1, end < 0 ? undefined : end) + tail;
};
const ABOUT_THE_PROJECT = new Set<SentenceLabel>(['problem', 'solution', 'need', 'audience', 'stage']);

/** How much the sentence model's probability counts against the cue words (each worth 2 or 3). */
const LEARNT_WEIGHT = 3;
/**
 * What the model adds once it is sure: cue words count every match, and a sentence that names a
 * missed dose or what someone needs ("…gets a message when a dose is missed", "…decides who needs
 * a visit") can gather more of them than the model's weight, however sure it is of the solution.
 */
const SURE_MODEL = 0.95;
/** How far the model must lean to the solution for a sentence no field took to be it. */
const LEANS_TO_SOLUTION = 0.5;
const SURE_BONUS = 2;
const learntWeight = (p: number) => LEARNT_WEIGHT * p + (p >= SURE_MODEL ? SURE_BONUS : 0);
/** Sentences of these kinds tell no stage unless the model also gives the stage this much. */
const NO_STAGE_IN = new Set<SentenceLabel>(['problem', 'audience']);
const STAGE_SURE = 0.25;
/** What the question just asked adds to its field's weight for each sentence of the answer. */
const ASKED_PRIOR = 1.5;
/** How sure the model must be that a sentence only tells the stage for it to answer no content question. */
const STAGE_ONLY_SURE = 0.8;
const SURE_OF_A_CLAUSE = 0.7;
const FIELD_LEAD = /^[\W\d]*(?:(?:the|our|my|main)\s+)*(?:problem|issue|challenge|solution|idea|need|needs)\b/;

/**
 * A sentence that weighs for two fields at once ("looking for seed funding for our remote physio
 * app, patients in rural areas cant get to physio") is read clause by clause.
 */
function clauses(sentence: Piece): Piece[] {
  if (!sentence.norm.includes(',') && !sentence.norm.includes(';')) return [sentence];
  // A sentence its visitor opened with what it is ("The problem we set out to solve is that …", "## Problem …") stays whole.
  if (FIELD_LEAD.test(sentence.norm) || FIELD_LEAD.test(sentence.text.toLowerCase())) return [sentence];
  const split = (t: string) => t.split(/[,;]\s+/);
  const texts = split(sentence.text);
  const norms = split(sentence.norm);
  if (texts.length < 2 || texts.length !== norms.length) return [sentence];
  const pieces: Piece[] = texts.map((text, i) => ({
    text: text.trim().replace(/^(?:but|so|and)\s+(?=\S)/i, ''),
    norm: norms[i]!.trim().replace(/^(?:because|but|so|and|as|since|while)\s+/, ''),
  }));
  // Only when the clauses weigh for different fields; otherwise the sentence stays whole.
  const fields = new Set<ContentField>();
  for (const piece of pieces) {
    // Cue words and the model together ("…undiagnosed in villages, so lady health workers measure BP at home").
    // The model where it is sure of the clause ("so lady health workers measure BP at home" is a
    // solution; "and the health worker's phone gets a message when a dose is missed" is one too,
    // whatever "missed" says); the cue words elsewhere.
    // (A clause of a few words is read by its cue words only.)
    const model = piece.norm.split(/\s+/).length >= 5 ? classifySentence(piece.text) : null;
    const learnt = model && model.confidence >= SURE_OF_A_CLAUSE ? CONTENT_FIELD_OF_LABEL[model.label] : undefined;
    if (learnt) {
      fields.add(learnt);
      continue;
    }
    const score = scoreSentence(piece.norm);
    const best = CONTENT_FIELDS.reduce((x, y) => (score[y] > score[x] ? y : x));
    if (score[best] >= 2) fields.add(best);
  }
  return fields.size >= 2 ? pieces : [sentence];
}

/** A name and one to three short parts after it, nothing else. */
const SIGNED_LINE = /^[^,;\n]{3,60}(?:,\s*[^,;\n]{2,60}){1,3}[.!]?$/u;

/** A sentence that is only a name, organisation or address (what is left without them is short). */
function isContactLine(sentence: string, people: { email: string | null; fullName: string | null; affiliation: string | null }): boolean {
  let rest = sentence;
  for (const part of [people.email, people.fullName, people.affiliation]) if (part) rest = withoutText(rest, part);
  if (rest === sentence) return false;
  return (
    wordCount(
      rest
        .replace(/\b(?:i'm|i am|my name is|this is|at|from|with|and|here|is|you can reach me|email|me|founder|co-founder|ceo|cto|of|the)\b/gi, ' ')
        .replace(/[^\w\s]/g, ' '),
    ) <= 2
  );
}

/** "Idea: Free loan of ice grips", "3) Where we are: 4 pharmacies": a line's label and what follows it. */
const LABELLED_LINE = /^\s*(?:(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s*|[*_\-•]\s*)?([^:\n]{2,40}?)\s*:\s+(?=\S)/iu;
/** A field named alone, with a filler at most ("Support, hmm.", "As for the problem -", "Stage? well"). */
const TOPIC_ALONE =
  /^\W*(?:(?:and|as\s+for|about|re|now|ok(?:ay)?|so)\s+)?(?:the\s+|our\s+|my\s+)?(problem|solution|idea|support|help|needs?|stage)\s*[,.:;!?—–-]+\s*(?:(?:hmm+|um+|erm+|uh+|well|ok(?:ay)?|so|right|let\s+me\s+think|good\s+question|let'?s\s+see)\b[\s,.!?…]*)*$/i;
const TOPIC_HINT: Record<string, SectionHint> = {
  problem: 'problem',
  solution: 'solution',
  idea: 'solution',
  support: 'needs',
  help: 'needs',
  need: 'needs',
  needs: 'needs',
  stage: 'stage',
};
function topicOf(text: string): SectionHint | null {
  const word = TOPIC_ALONE.exec(text)?.[1];
  return word ? (TOPIC_HINT[word.toLowerCase()] ?? null) : null;
}

function labelOf(text: string): { hint: SectionHint; rest: string } | null {
  const m = LABELLED_LINE.exec(text);
  // In a document "Need" heads the clinical need; typed to us, it is what the visitor needs.
  const hint = m ? (/^(?:our\s+|my\s+)?needs?$/i.test(m[1]!.trim()) ? 'needs' : headingHint(m[1]!)) : null;
  return hint ? { hint, rest: text.slice(m![0].length) } : null;
}
/** The content field a label names; a funding line is a need in the chat. */
const CONTENT_HINTS: Partial<Record<SectionHint, ContentField>> = { problem: 'problem', solution: 'solution', needs: 'needs', funding: 'needs' };
/** Labels of lines that tell no problem, solution or need ("Where we are:", "Team:", "Contact:"). */
const NOT_CONTENT_HINTS = new Set<SectionHint>(['stage', 'team', 'contact', 'title', 'market', 'urgency']);
/** What a label naming a content field adds to that field's weight: more than the question just asked. */
const LABEL_WEIGHT = 3;

/** What an answer to each content question must carry to be taken as one. */
const NEGATED_PROBLEM = /\b(?:no|not|n't|never|without)\b(?:\s+\w+){0,3}\s+(?:problems?|issues?)\b/;
const NEEDS_SIGNAL =
  /\b(?:need|needs|want|wants|looking|seeking|hope|hoping|would (?:like|love|appreciate)|help|support|advice|guidance|funding|fund|grant|grants|money|invest\w*|capital|partner\w*|collaborat\w*|mentor\w*|expert\w*|engineer\w*|developer\w*|technical|regulatory|fda|ce mark|approval|pilot sites?|introductions?|connect\w*|team|co-?founder|access|data|resources|network|deal flow|due diligence|co-?invest\w*)\b/;
/** What leads a stage named alone: "it's still just an", "at the", "we're in the early". */
const STAGE_LEAD =
  "^(?:(?:it's|it is|we're|we are|i'm|i am)\\s+)?(?:still\\s+)?(?:just\\s+)?(?:(?:at|in)\\s+(?:the\\s+)?(?:very\\s+)?(?:early\\s+)?)?(?:an?\\s+)?";
/** A stage named and nothing else ("prototype", "an idea", "at the idea stage"). */
const BARE_STAGE = new RegExp(`${STAGE_LEAD}(?:idea|concept|prototype|pilot|mvp|beta|live|launched|established)(?:\\s+(?:stage|phase))?[.!]*$`);
const STAGE_ONLY = new RegExp(
  `${STAGE_LEAD}(?:idea|concept|prototype|pilot|mvp|beta)\\b|\\b(?:\\d[\\d,]*|a few|some)\\s+(?:beta\\s+|active\\s+|paying\\s+)?(?:users|customers|patients|sites)\\b`,
);

const FOR_OUR_PRODUCT =
  /\bfor\s+(?:our|my)\s+((?:[\w-]+\s+){0,4}(?:app|application|platform|device|tool|product|service|system|wearable|sensor|test|kit|software|programme|program|chatbot|dashboard))\b/i;

// ("a small company in Tartu that makes a grab-rail that clamps onto any bath": the thing with what it does.)
const MAKING =
  /\b(?:start-?up|company|charity|team|social enterprise|we're|we are|i'm|i am)\b[^.]*?\b(?:making|building|developing|creating|designing|(?:that|which|who)\s+(?:makes?|builds?|develops?|designs?|produces?))\s+(?!(?:an?|the)\s+(?:difference|living|start|change|move|point|case|plan|list|lot|mess|name)\b)((?:an?|the)\s+[^,.;!?]{3,80}?(?:\s+(?:that|which)\s+[^,.;!?]{3,80})?)(?=\s+(?:for|to|in|so)\b|[,.;!?]|$)/i;

const PILOT_ASKED_FOR =
  /\b(?:(?:for|run|test|do|start)\s+(?:a|the)\s+)?pilot(?:\s+(?:sites?|partners?|study|studies|hospitals?|schools?|wards?|practices?|clinics?|homes?|areas?|customers?))?\b/g;

/** A request ("I would like mentorship", "we need a partner") answers no question but the one about support. */
const WANTS = /^(?:(?:i|we)\s+(?:would\s+(?:like|love)|'d\s+(?:like|love)|need|want|are\s+looking|am\s+looking|are\s+seeking)|(?:looking|seeking)\s+for)\b/;

/**
 * Whether a sentence no rule took can be the plain answer to a content question. "Got 5 mins.",
 * "hi, district nurse here, quick one between visits" and "I have a ferry in twenty minutes." are
 * the visitor clearing their throat: taking them for the problem put every later answer one
 * question off. A short sentence is no answer when the model reads it, with some confidence, as a
 * greeting, contact details or a remark and gives the project little weight; a long one only when it
 * gives the project none (the model is weakest on long stories told in their own words).
 */
const PROJECT_WEIGHT = 0.3;
const REMARK_SURE = 0.45;
const SOME_WEIGHT = 0.15;
const ONLY_THE_VISITOR = 0.6;
const SHORT = 10;
const ANSWER_LABELS = new Set<SentenceLabel>(['problem', 'solution', 'need', 'audience']);
const NOT_AN_ANSWER = new Set<SentenceLabel>(['greeting_or_filler', 'contact', 'other', 'question_to_us', 'instruction_to_system']);
/** What the model gives the project's own fields (problem, solution, need, who it is for). */
const projectWeight = (scores: SentenceClass['scores']) => scores.problem + scores.solution + scores.need + scores.audience;
function tellsOfTheProject({ label, confidence, scores, wordsSay }: SentenceClass, norm: string, alone: boolean): boolean {
  const words = wordCount(norm);
  const project = projectWeight(scores);
  if (project >= PROJECT_WEIGHT) return true;
  // A long sentence may tell it in words the model was not taught ("ppl my age r vaping loads"),
  // unless the model reads in it only the visitor ("I do shifts for Coral Coast Health and …").
  if (words > SHORT) return project >= SOME_WEIGHT || !(NOT_AN_ANSWER.has(label) && confidence >= REMARK_SURE);
  // ("TB contact tracing": contact words with no contact in them.)
  const contactWords = (l: SentenceLabel) => l === 'contact' && !CONTACT_EVIDENCE.test(norm);
  if (words <= 4) {
    // Words the model has never seen ("tremor", "clubfoot") answer when they are the whole message;
    // opening a longer one ("Konnichiwa. Engineer from Osaka, …") they greet. Words it knows say what they are.
    if (wordsSay === null) return alone;
    return ANSWER_LABELS.has(wordsSay) || contactWords(wordsSay);
  }
  return !(NOT_AN_ANSWER.has(label) && confidence >= REMARK_SURE && !contactWords(label));
}

function fitsContentField(field: ContentField, norm: string): boolean {
  // A short noun phrase ("thermal insoles", "radar sensor", "sensors") answers the question just asked,
  // unless that one word names a need or a stage ("money", "live").
  if (wordCount(norm) < 2 && field !== 'needs' && (NEEDS_SIGNAL.test(norm) || BARE_STAGE.test(norm))) return false;
  // Asked what support they want, people answer with what they want: "more volunteers", "pilot schools".
  if (field === 'needs') return NEEDS_SIGNAL.test(norm) || (wordCount(norm) <= 5 && !/\d/.test(norm) && !BARE_STAGE.test(norm));
  if (WANTS.test(norm)) return false;
  if (STAGE_ONLY.test(norm) && wordCount(norm) <= 10) return false;
  if (field === 'problem' && NEGATED_PROBLEM.test(norm)) return false;
  return true;
}

function withoutText(text: string, part: string): string {
  return text.replace(new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), '').trim();
}

/** The first of a line's parts that names a kind of organisation (a role, "Clinical Lead", names none). */
const organisationAmong = (parts: readonly string[]): string | null =>
  parts.map((p) => (isRole(p) ? null : looksLikeOrganisation(p))).find((o) => o !== null) ?? null;

/**
 * The contact request says "your name and organisation help too": a reply such as
 * "Ada Lovelace, ada@clinic.org, Mercy Hospital" carries them around the address.
 */
function contactAroundEmail(rest: string, put: (field: string, value: string | null) => void): void {
  const parts = rest
    .split(/[,;\n()<>]|\s[-–|]\s/)
    .map((p) => p.replace(/^[\s\-–|:]+|[\s\-–|:]+$/g, ''))
    .filter(Boolean);
  const name = parts.map((p) => looksLikeFullName(p) ?? lowerCaseName(p)).find((n) => n !== null) ?? null;
  put('full_name', name);
  // A part naming a kind of organisation is one. Asked for their organisation beside the address,
  // a visitor who lists their name lists it too, named as one or not ("Ring Round", "freelance"):
  // a short capitalised part, or a word people give for having none, not a sentence.
  const named = organisationAmong(parts);
  // ("declanmorrow@…, declan morrow, lagan ambulance service": one who types all in lower case names their organisation so too.)
  const typedInLowerCase = rest === rest.toLowerCase();
  // ("I drive for Pennine Freight": the organisation they name in their own words; "My grandson set me up with": none.)
  const listedParts = parts.flatMap((p) => (SPOKEN_BY_THEM.test(p) ? (/\b(?:for|at|with)\s+(\p{Lu}[\p{L}\d&'’ -]*)$/u.exec(p)?.slice(1, 2) ?? []) : [p]));
  const listed = name
    ? listedParts.find(
        (p) =>
          p.toLowerCase() !== name.toLowerCase() &&
          !p.includes('@') &&
          wordCount(p) <= 6 &&
          (LISTED_AFFILIATION.test(p) || (typedInLowerCase && LOWER_CASE_LISTED.test(p) && wordCount(p) >= 2)) &&
          !FILLER_OPENING.test(p) &&
          !CLAUSE_OPENING.test(p) &&
          !SAYS_WHO_THEY_ARE.test(p) &&
          !isRole(p),
      )
    : undefined;
  // "freelance UX designer", "independent consultant": working for no organisation, in the word they use.
  const own = parts.map((p) => /^(freelance|independent|self[- ]employed)\b/i.exec(p)?.[1]?.toLowerCase() ?? null).find((w) => w !== null) ?? null;
  put('affiliation', named ?? listed ?? own);
}

const FIRST_PERSON = /\b(?:i|i'm|im|me|my|we|we're|our|us)\b/;

/** What a statement of one's contact holds: an address, a number, a word about oneself or reaching one. */
const CONTACT_EVIDENCE = /@|\d{5,}|\b(?:i|i'm|im|my|me|mine|we|we're|our|us|name|e-?mail|phone|mobile|call|reach|contact\s+(?:me|us)|linkedin|based)\b/i;

/** A bare place: "rural Malawi", "northern Ghana", "remote Queensland". */
const PLACE_ONLY =
  /^\W*(?:in\s+)?(?:rural|urban|remote|coastal|inner[- ]city|north(?:ern)?|south(?:ern)?|east(?:ern)?|west(?:ern)?|central|upstate|outback)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\W*$/u;

const NONE_WORD =
  /^\W*(?:none(?:\s+(?:yet|really|at\s+the\s+moment|for\s+now))?|nil|retired|n\/?a|nothing|no(?:ne)? (?:organi[sz]ation|company|employer)|not applicable)(?:\W+(?:lol|haha|sorry|thanks|tbh|really|retired|self[- ]employed|just\s+me|i'?m\s+retired))*\W*$/i;

/** Saying of oneself that one works for no organisation: the word is the affiliation the team records. */
const WITHOUT_ORGANISATION =
  /\b(?:i'm|i am|im|i've been|i have been|i work as|i work)\s+(?:now\s+|a\s+|an\s+)?(retired|self[- ]employed|freelance|independent)\b|\b(?:before|since|when)\s+i\s+(retired)\b|^(retired)\s+\p{Ll}*\p{L}+/iu;
const withoutOrganisation = (text: string): string | null => {
  const word = WITHOUT_ORGANISATION.exec(text)?.slice(1).find(Boolean);
  // "self employed" recorded as it is usually written, "self-employed".
  return word ? word.toLowerCase().replace(/\s+/, '-') : null;
};

/** A part where the visitor says what they do ("I'm the clinical director"): their role, not their organisation. */
const SAYS_WHO_THEY_ARE = /^(?:i['’]?m|i am|i work|i run|i lead|we['’]?re|we are)\b/i;
const LISTED_AFFILIATION = /^(?:\p{Lu}[^.!?]*|freelance|self-employed|independent)$/u;
const LOWER_CASE_LISTED = /^(?!.*\b(?:i|i'm|im|my|me|we|our|is|are|was|thanks?|please|same|here)\b)[\p{Ll}\d][\p{L}\d&'’ -]*$/u;
/** A part the visitor says in their own person ("My grandson set me up with", "I am not with anyone") is a remark, not a listed name. */
const SPOKEN_BY_THEM = /^(?:my|i|i'm|im|i've|we|we're|our|me|us)\b/i;
/** A part that opens with a greeting or a filler ("Hi", "Hmm, I'm a councillor") names no organisation. */
const FILLER_OPENING = /^(?:hi|hello|hey|hiya|hmm+|um+|erm*|uh+|ok(?:ay)?|well|so|thanks|cheers|yes|no|sure|sorry)\b/i;
/** A part that opens a clause of condition or reason ("if there's no other way", "since it's only you") names no organisation. */
const CLAUSE_OPENING = /^(?:if|since|because|unless|as long as|provided|only if|as it's|but|though|although|when|while)\b/i;

const COMMON_WORDS = new Set(
  "as well the and to for of my me too also please thanks thank here is it its sure ok yes no not instead or but send copy cc it's at in on with from this that our your work email address contact best regards cheers ugh argh oops whoops typo sorry wrong".split(
    ' ',
  ),
);

/** What someone is rather than who ("retired sparky", "freelance designer"). */
const WHAT_THEY_ARE = /^(?:retired|self-employed|freelance|independent|unemployed|volunteer|student|trainee|former|ex)\b/;

/** What the words of a filler or a slip say ("fair enough", "ugh typo", "no worries"), all of them known: no name's. */
const SAID_IN_PASSING = new Set(['greeting_or_filler', 'correction']);

/** "dan okafor" beside an address: a name typed in lower case, written as a name. */
function lowerCaseName(part: string): string | null {
  const t = part
    .trim()
    .replace(/^(?:it's|its|i'm|im|this is|my name is|name is|name:)\s+/i, '')
    .replace(/[.!]+$/, '');
  // ("tomás o'donnell": letters beyond English are a name's as much as any.)
  if (!/^\p{Ll}[\p{Ll}'’-]+(?:\s+\p{Ll}[\p{Ll}'’-]+){1,2}$/u.test(t) || t.split(/\s+/).some((w) => COMMON_WORDS.has(w)) || WHAT_THEY_ARE.test(t)) return null;
  // (Only words the model knows all of: "brianna kowalczyk" is read by shape, and names are not fillers.)
  const tokens = tokenise(t);
  const { wordsSay } = classifyTokens(tokens);
  if (wordsSay !== null && SAID_IN_PASSING.has(wordsSay) && knownWordShare(tokens) === 1) return null;
  return looksLikeFullName(t.replace(/(^|\s|-)(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase()));
}

/** The plain-answer rule: the visitor answered the question in their own words. */
function answerToAsked(asked: string, text: string, email: string | null, put: (field: string, value: string | null, excerpt?: string) => void): void {
  const withoutEmail = email ? withoutText(text, email) : text;
  if (withoutEmail === '' || (isQuestion(withoutEmail) && wordCount(withoutEmail) < 12)) return;
  switch (asked) {
    case 'email':
      return;
    case 'full_name':
      put('full_name', looksLikeBareName(withoutEmail.split(/[,\n]/)[0] ?? ''));
      return;
    case 'affiliation':
      if (wordCount(withoutEmail) <= 12) put('affiliation', withoutEmail.replace(/[.!]+$/, ''));
      return;
    case 'stage': {
      const stage = findStage(withoutEmail) ?? PROJECT_STAGES.find((s) => new RegExp(`\\b${s}\\b`, 'i').test(withoutEmail)) ?? null;
      put('stage', stage ?? (wordCount(withoutEmail) >= 2 ? clip(withoutEmail, 200) : null));
      return;
    }
    case 'goal':
      put('goal', findGoal(withoutEmail));
      return;
    default:
      // A word the model does not read as a greeting or filler answers the question ("asthma",
      // "clubfoot", "Seed funding."); "yes" and "ok" never reach here, and two letters say nothing.
      // ("idea only", "live 2 yrs" asked for the need: a few words that tell the stage answer no other question.)
      if (wordCount(withoutEmail) <= 3 && findStage(withoutEmail)) return;
      // ("rural Malawi" asked for the problem or the idea says where, not what.)
      if ((asked === 'problem' || asked === 'solution') && PLACE_ONLY.test(withoutEmail)) return;
      if (wordCount(withoutEmail) >= 2 || /\p{L}{3}/u.test(withoutEmail)) put(asked, withoutEmail);
  }
}

function toFields(found: Map<string, { value: string; excerpt: string }>, source: Omit<FieldSource, 'excerpt'>): ExtractedField[] {
  return [...found].map(([field, { value, excerpt }]) => ({ field, value, source: { ...source, excerpt } }));
}
