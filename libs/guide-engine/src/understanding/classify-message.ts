import { EUROPEAN_NO, EUROPEAN_YES } from '@intake/contracts';
import { foreignLanguage, sentenceLanguages, type ForeignLanguage } from './detect-language.js';
import { normalisedSentence } from './normalise-words.js';
import { CONTENT_LABELS, classifyTokens, knownWordShare, type SentenceLabel } from './sentence-classifier.js';
import { readText, type ReadSentence, type ReadText } from './english-nlp.js';
import { findPeople } from './find-people.js';
import { speaksOfSending } from './screen-message.js';

/**
 * What a visitor message is, decided before anything is recorded:
 * - `answer`: content (it may answer the pending question, or others, or several at once);
 * - `confirmation` / `refusal`: yes or no to what the guide just proposed (a yes may carry a
 *   question back: "Yes. Who will actually read it, though?");
 * - `correction`: replaces an earlier value (`field` when the message names it);
 * - `question`: a question back to the guide (`topic` picks the explanation);
 * - `contact`: name, email, organisation and nothing else;
 * - `decline`: "skip", "I don't know";
 * - `other`: small talk or remarks about the conversation ("I've uploaded our one-pager"), kept as a note.
 */
export type MessageIntent =
  | { kind: 'answer' }
  | { kind: 'confirmation'; question?: QuestionTopic }
  | { kind: 'refusal' }
  | { kind: 'correction'; field: string | null }
  | { kind: 'question'; topic: QuestionTopic; language?: ForeignLanguage }
  | { kind: 'contact' }
  | { kind: 'decline' }
  | { kind: 'other' };

export type QuestionTopic =
  | 'privacy'
  | 'offer'
  | 'about'
  | 'fit'
  | 'stage'
  | 'problem'
  | 'solution'
  | 'needs'
  | 'contact'
  | 'why'
  | 'human'
  | 'language'
  | 'general';

/** Questions about the guide or the consortium, answered whatever remark stands beside them. */
const ABOUT_US: ReadonlySet<QuestionTopic> = new Set(['contact', 'privacy', 'human', 'about', 'fit', 'offer']);
/**
 * "I don't know if I'm in the right place", "not sure this is for me": asking whether they belong
 * here, without a question mark.
 */
const WHETHER_THEY_BELONG =
  /\b(?:(?:i )?(?:do n't|don't|dont) know|not sure|wondering|unsure) (?:if|whether) (?:i'm|i am|this is|this's|it's|it is|i've|i have|my \w+ (?:is|counts?|fits?)|we're|we are) (?:in )?(?:the right (?:place|site|people)|for me|come to the right|right for|what you (?:want|are looking for|look for)|good enough|counts?|fits?)/;

const CONFIRM =
  /^(?:ye+s+|yeah+|yep+|yup+|yes please|send it|go ahead|correct|that's (?:right|correct|it|fine|good)|that is (?:right|correct)|exactly|right|spot on|looks (?:good|right|correct)|sounds (?:good|right)|all (?:good|correct)|perfect|confirmed?|sure|ok(?:ay)?|absolutely|indeed|true|precisely|agreed?|i (?:think|guess|suppose|believe) so)\b/;
// ("no-shows at physio": a word joined to "no" by a hyphen names something.)
const REFUSE = /^(?:no(?!-\w)|nope|nah|not (?:quite|really|exactly|right|correct)|that's (?:wrong|not (?:right|it|correct))|wrong|incorrect)\b/;
// ("Not sure if this is the right place?" wonders whether they belong: a question back, not a skip.)
const DECLINE =
  /^(?:i (?:do n't|don't|dont) know(?! (?:if|whether)\b)|dunno|not sure(?: yet)?(?! (?:if|whether)\b)|no idea|skip(?: (?:this|it|that))?|pass|n\/?a|none(?: yet)?|not (?:yet|applicable)|prefer not to say|rather not say|no comment|next question)\b/;
/**
 * Words that take back what was said. "Actually" does so where it opens what is said ("actually,
 * it's a voice assistant", "no, actually we need…"); inside a clause it only stresses ("nothing that
 * helps is actually any good").
 */
const CORRECTION =
  /(?:^|[,.;:!?(–—-]\s*|\b(?:no|oh|wait|sorry|um+|er+m?|well|hmm+|and|but|so|ok(?:ay)?|it's|it is)\s+)actually\b|\b(?:correction|i meant|i mean|to correct|let me correct|sorry,? (?:i meant|it's|it is|we're|we are|the)|scratch that|not .{1,40} but|change (?:the |my )?\w+ to|update (?:the |my )?\w+ to|should (?:say|be|read)|(?:'s|is|are) (?:wrong|incorrect|not (?:right|correct)|misspelt|misspelled|a typo))\b/;
/**
 * "a prototype rather than live", "volunteers instead of funding": a swap that corrects in a few
 * words; in a longer answer it tells what is new ("called by a buzzer instead of shouting").
 */
const SWAPPED = /\b(?:rather than|instead of)(?!\s*[$€£\d])/;
const SWAP_WORDS = 15;
const META =
  /\b(?:upload(?:ed|ing)?|attach(?:ed|ing)?|sent you|the (?:document|file|deck|one-pager|pdf)|our (?:document|file|deck|one-pager|pitch deck)|(?:has|have|got) (?:all )?the details|it's all in|see (?:the|my|our) (?:document|file|deck))\b/;
const SMALL_TALK =
  /^(?:hi|hello|hey|salam|salaam|as+alam(?:u|o)?\s+(?:alaikum|aleikum)|namaste|moin|kia\s+ora|thanks|thank you|cheers|great|cool|ok(?:ay)?|sure|fine|good|nice|wow|hmm|lol|nothing (?:more|else)(?: to add)?|that's (?:all|it)|no more|i'm done|all done|done)\b/;
const WH = /^(?:what|what's|how|why|who|whom|whose|when|where|which|can|could|do|does|is|are|will|would|should|may|might|shall)\b/;
const TO_GUIDE =
  /\b(?:you|your|yours|u|ur|this (?:chat|form|conversation|process)|the (?:consortium|team|guide)|mean(?:s|t)?|stand for|example|e\.g|offer|provide)\b/;

const FIELD_WORDS: [RegExp, string][] = [
  [/\b(?:email|e-mail|address)\b/, 'email'],
  [/\b(?:my name|name is|call me|spelt|spelled|(?:my\s+)?(?:surname|first name|last name|family name|married name|maiden name))\b/, 'full_name'],
  [/\b(?:organi[sz]ation|company|employer|university|hospital|affiliation|i work (?:at|for))\b/, 'affiliation'],
  [/\b(?:stage|pilot|piloting|prototype|concept|idea stage|just an idea|live|launched|established|mvp|beta)\b/, 'stage'],
  [/\b(?:problem|issue|challenge|pain point)\b/, 'problem'],
  [/\b(?:solution|idea|product|app|device|platform|approach)\b/, 'solution'],
  [/\b(?:need|needs|support|help|funding|looking for|seeking)\b/, 'needs'],
];

function guessAfterDoubt(norm: string): boolean {
  const rest = norm
    .replace(DECLINE, '')
    .replace(/^[\s,.;:!?-]*(?:(?:maybe|perhaps|probably|possibly|i\s+guess|i\s+think|but|so|yet|really|sorry|tbh|honestly|lol)[\s,.;:!?-]*)*/, '')
    .trim();
  return /\p{L}{3,}/u.test(rest.replace(/\b(?:yet|really|sorry|tbh|lol|mate|haha|honestly|either|though|atm|now|right now|at the moment)\b/g, ''));
}

/** The field a correction or a question names, by its words; null when it names none. */
export function fieldNamed(text: string): string | null {
  // The field named first is the one spoken of ("Support should be a clinical trials unit …, not money for devices").
  let named: { field: string; at: number } | null = null;
  for (const [pattern, field] of FIELD_WORDS) {
    const at = text.search(pattern);
    if (at >= 0 && (named === null || at < named.at)) named = { field, at };
  }
  return named?.field ?? null;
}

function topicOf(text: string): QuestionTopic {
  if (
    /\b(?:real person|human|a person|someone real|bot|robot|chatgpt|an ai|automated|talk to (?:someone|somebody|a person)|speak (?:to|with) (?:someone|somebody|a person))\b/.test(
      text,
    )
  )
    return 'human';
  if (
    /\b(?:who (?:(?:will|would|can|gets to)(?: \w+)? (?:read|see)|reads|sees)|privacy|private|confidential|share|shared|store|stored|data protection|gdpr|my data)\b/.test(
      text,
    )
  )
    return 'privacy';
  if (
    /\b(?:what (?:kind|sort|type)s? of (?:support|help)|what do you (?:offer|provide|do)|how can you help|what can you (?:do|offer)|support (?:do|can) you)\b/.test(
      text,
    )
  )
    return 'offer';
  if (
    /\b(?:right place|right site|for me\b|good enough|too (?:small|early|simple|silly|basic)|(?:does|would|will) (?:it|this|that|mine|my \w+) (?:count|qualify|fit)|can i (?:submit|send|share|bring)|is it (?:normal|ok|okay|fine|alright) (?:for|to|if)|do you (?:take|accept|want) (?:ideas|projects|things|people)|(?:for|from) (?:people|someone) (?:like me|who (?:are|is) not))/.test(
      text,
    )
  )
    return 'fit';
  if (
    /\b(?:what(?:'s| is) (?:the |this )?(?:consortium|innovation intake|this (?:site|website|place|page|thing|service))|who (?:are you|is the consortium|runs (?:this|it)|is behind)|what (?:is|are) (?:this|you) (?:for|exactly)|who are the consortium|tell me (?:about|more about) (?:the consortium|you))/.test(
      text,
    )
  )
    return 'about';
  if (/\b(?:why do you (?:need|want|ask)|why (?:is|are) .{1,30} need(?:ed)?)\b/.test(text)) return 'why';
  const field = fieldNamed(text);
  if (field === 'stage' || field === 'problem' || field === 'solution' || field === 'needs') return field;
  if (field === 'email' || field === 'full_name' || field === 'affiliation') return 'contact';
  return 'general';
}

/** A sentence that is a yes and nothing else ("Yes.", "Yes please!", "Sounds good."). */
const isBareYes = (norm: string) => CONFIRM.test(norm) && norm.replace(CONFIRM, '').replace(/[\s,.!]|please|thank you|thanks?/g, '') === '';

const contentWords = (s: ReadSentence) => s.tokens.filter((t) => t.type === 'word' && /^(?:NOUN|PROPN|VERB|ADJ|NUM)$/.test(t.pos)).length;

/** A sentence that tells nothing about the project: a greeting, a filler, a remark ("I get enough newsletters."). */
function isRemark(sentence: ReadSentence, norm: string): boolean {
  const learnt = classifyTokens(sentence.tokens);
  return !CONFIRM.test(norm) && !REFUSE.test(norm) && !CONTENT_LABELS.has(learnt.label) && learnt.label !== 'correction';
}

/** "what I need is …", "how we do it is …" without a question mark: a statement, not a question. */
const WH_CLEFT = /^(?:what|how|why|where|when)\s+(?:i|we|they|he|she|it|my|our|i'd|we'd|i'm|we're)\b/;
/** "Why isn't there a website where the units post free slots", "what if …": an idea put as a question. */
const IDEA_AS_QUESTION =
  /^(?:why\s+(?:isn'?t|is\s+not|aren'?t|are\s+not|don'?t|doesn'?t|can'?t|couldn'?t)\s+(?:there|they|we|the|hospitals?|gps?|clinics?|schools?|pharmacies)|wouldn'?t\s+it\s+be|what\s+if|how\s+about)\b/;

const ASKS_BY_ORDER =
  /^(?:(?:what|what's|how|why|who|whom|whose|when|where|which)\s+(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|may|might|has|have|had|kind|sort|type|happens|about|if|else|exactly|'s)\b|(?:who|what|which)\s+(?:\w+s|gets|sees)\s+(?:this|it|that|my|our|the|them|next)\b|how\s+(?:long|much|many|soon|often|far|quickly)\b|(?:what's|who's|where's|how's)\b|(?:can|could|do|does|did|is|are|was|will|would|should|shall|may|might)\s+(?:i|you|we|it|this|that|they|someone|anyone|somebody|anybody|the|there|my|our)\b)/;

function isQuestionBack(sentence: ReadSentence, norm: string): boolean {
  if (WHETHER_THEY_BELONG.test(norm)) return true;
  const marked = /\?\s*$/.test(sentence.text);
  // Unmarked, a question word asks only before the verb it inverts ("how do I …", "can you …"):
  // "When someone with dementia goes into hospital, the ward staff don't know …" tells.
  const asks = marked || (WH.test(norm) && !WH_CLEFT.test(norm) && ASKS_BY_ORDER.test(norm));
  if (!asks || (IDEA_AS_QUESTION.test(norm) && norm.split(/\s+/).length >= 8)) return false;
  // "Who will read what I write?", "what do you mean by stage?": addressed to the guide.
  if (TO_GUIDE.test(norm)) return true;
  // "Not sure yet, maybe a game on a tablet?": a hedged answer, not a question to us.
  const learnt = classifyTokens(sentence.tokens);
  return learnt.label === 'question_to_us' || (WH.test(norm) && !CONTENT_LABELS.has(learnt.label));
}

/** Sentences that give contact details, or say nothing: a message of them with an address gives the address. */
const GIVES_CONTACT: ReadonlySet<SentenceLabel> = new Set(['contact', 'greeting_or_filler']);
const KNOWN_ENOUGH = 0.6;

/**
 * Whether the model reads these sentences as giving contact details (or as saying nothing), in
 * English it knows most words of: "Ok then, only for this: jiwoo@…" is, "Proszę wysłać kopię do
 * szef@…" is not.
 */
export function readAsContactDetails(sentences: readonly ReadSentence[]): boolean {
  return (
    sentences.every((s) => GIVES_CONTACT.has(classifyTokens(s.tokens).label) && knownWordShare(s.tokens) >= KNOWN_ENOUGH) &&
    sentenceLanguages(sentences.map((s) => s.text)).every((language) => language === null)
  );
}

/** Classifies a visitor message read by the NLP library. `proposing` says a proposal awaits a yes or no. */
export function classifyMessage(read: ReadText): MessageIntent {
  const sentences = read.sentences;
  if (sentences.length === 0) return { kind: 'other' };
  const norms = sentences.map(normalisedSentence);
  const all = norms.join(' ');
  const words = all.split(/\s+/).filter((w) => /[a-z0-9]/.test(w)).length;
  const first = norms[0]!;

  // ("dunno, a grant?", "not sure - maybe a mentor": a guess after the doubt is the answer.)
  if (DECLINE.test(first) && words <= 8 && !guessAfterDoubt(all)) return { kind: 'decline' };
  // "Ja", "Sí, claro", "Nein danke": yes and no in the visitor's own language.
  if (words <= 4 && EUROPEAN_YES.test(read.text)) return { kind: 'confirmation' };
  if (words <= 4 && EUROPEAN_NO.test(read.text)) return { kind: 'refusal' };
  // Another language: the guide says, in it, that it works in English; nothing is recorded.
  const language = foreignLanguage(read.text);
  if (language) return { kind: 'question', topic: 'language', language };

  // Every sentence a question back (a content sentence with a question tacked on is an answer).
  const questions = sentences.filter((s, i) => isQuestionBack(s, norms[i]!));
  // "jade@example.com, Jade Wilkinson, the group is called Feeding Friends if that counts?": an
  // address given is contact details, whatever question is tacked on.
  if (questions.length === sentences.length && words <= 40 && read.emails.length === 0) return { kind: 'question', topic: topicOf(all) };
  // "What's my email for? I get enough newsletters.", "What's the consortium exactly? I saw a link on
  // LinkedIn.": a question about the guide, the consortium or their data with a remark beside it is
  // that question (a hedged answer with a question tacked on is not).
  if (questions.length > 0 && words <= 40 && read.emails.length === 0 && sentences.every((s, i) => questions.includes(s) || isRemark(s, norms[i]!))) {
    const topic = topicOf(norms.filter((_, i) => questions.includes(sentences[i]!)).join(' '));
    if (ABOUT_US.has(topic)) return { kind: 'question', topic };
  }
  // "Yes. Who will actually read it, though?": the yes counts, and the question is answered beside it.
  if (sentences.length > 1 && questions.length === sentences.length - 1 && !read.emails.length && isBareYes(first) && words <= 40) {
    return { kind: 'confirmation', question: topicOf(norms.slice(1).join(' ')) };
  }

  const hasEmail = read.emails.length > 0;
  if (!hasEmail && CONFIRM.test(first) && !REFUSE.test(first)) {
    // "Yes, that's right" alone confirms; "yes but the problem is really X" corrects.
    const rest = all.replace(CONFIRM, '').replace(/^[\s,.!]+/, '');
    if (
      words <= 6 ||
      (/^(?:that's (?:right|correct)|it is|please|go ahead|thanks?|thank you|all good|looks good|[.!]*)(?:[\s,.!]|$)/.test(rest) && words <= 10)
    )
      return { kind: 'confirmation' };
    if (/^(?:but|although|except|however)\b/.test(rest)) return { kind: 'correction', field: fieldNamed(rest) };
  }
  if (!hasEmail && REFUSE.test(first)) {
    if (words <= 5) return { kind: 'refusal' };
    const rest = all.replace(REFUSE, '');
    if (fieldNamed(rest) || CORRECTION.test(rest) || SWAPPED.test(rest) || /\b(?:it's|it is|we're|we are|the)\b/.test(rest))
      return { kind: 'correction', field: fieldNamed(rest) };
  }
  if (CORRECTION.test(all) || (SWAPPED.test(all) && words <= SWAP_WORDS)) return { kind: 'correction', field: fieldNamed(all) };

  const people = findPeople(read);
  const contentless = sentences.every((s) => contentWords(s) <= 4);
  if ((people.email || people.fullName || people.affiliation) && (contentless || people.email) && words <= 30) {
    const leftover = all
      .replace(/\S+@\S+/g, ' ')
      .replace(
        /\b(?:i'm|i am|my name is|this is|name|email|e-mail|at|from|with|and|is|here|it's|sure|thanks|thank you|you can reach me|reach me|contact me|me)\b/g,
        ' ',
      );
    const nameWords = `${people.fullName ?? ''} ${people.affiliation ?? ''}`.toLowerCase().split(/\W+/).filter(Boolean);
    const remaining = leftover.split(/[^a-z]+/).filter((w) => w.length > 2 && !nameWords.includes(w) && !['dr', 'prof'].includes(w));
    if (remaining.length <= 3) return { kind: 'contact' };
  }
  // "ok fine, if it's only for this: camila@…", "alright, use jodie@…, that's my work one": an
  // address in sentences the model reads as giving contact details (or as fillers) is contact
  // details, however the visitor words it, when it is English the model knows most words of
  // ("Proszę wysłać kopię do szef@…" is no contact). Whose address it is stays the screen's question.
  if (hasEmail && words <= 30 && !speaksOfSending(read.text) && readAsContactDetails(sentences)) return { kind: 'contact' };

  if (META.test(all) && words <= 25) return { kind: 'other' };
  if (SMALL_TALK.test(first) && words <= 6) return { kind: 'other' };
  if (sentences.every((s) => contentWords(s) === 0)) return { kind: 'other' };
  return { kind: 'answer' };
}

const NOT_ABOUT_THE_PROJECT: ReadonlySet<SentenceLabel> = new Set(['instruction_to_system', 'question_to_us', 'contact']);

/**
 * Whether a message tells something about the project (a sentence the model gives at least even
 * odds of being its problem, solution, need, stage, audience or team). At the contact step such a
 * message is the visitor still talking about their work, not a failed try at an address.
 */
export function tellsAboutTheProject(message: string): boolean {
  // A question, or an address (someone else's, set aside), is answered otherwise.
  if (/[?@]/.test(message)) return false;
  return readText(message).sentences.some((s) => {
    const { label, scores, wordsSay } = classifyTokens(s.tokens);
    if (NOT_ABOUT_THE_PROJECT.has(label)) return false;
    // A word or two ("grants", "ten pharmacies") is read by what its words say.
    const short = s.tokens.filter((t) => t.type === 'word').length <= 3;
    return [...CONTENT_LABELS].reduce((sum, l) => sum + scores[l], 0) >= 0.5 || (short && wordsSay !== null && CONTENT_LABELS.has(wordsSay));
  });
}
