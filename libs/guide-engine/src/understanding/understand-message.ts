import { CONTACT_FIELDS, NOT_SPECIFIED, type ExtractedField } from '@intake/contracts';
import { extractOffline, type OfflineExtractContext } from '../offline/offline-extractor.js';
import { classifyMessage, readAsContactDetails, type MessageIntent } from './classify-message.js';
import { ASKS_US, OPENS_WITH_YES, foreignStage } from '../offline/text-rules.js';
import { sentenceLanguages, type ForeignLanguage } from './detect-language.js';
import type { ReadText } from './english-nlp.js';
import { afterAnOrderToSend, isOwnAddress, screenText, speaksOfSending, statesOwnAddressOutright } from './screen-message.js';
import { classifyTokens, leansToAsked, type SentenceLabel } from './sentence-classifier.js';
import { correctedContacts, correctedValue } from './corrected-value.js';

export interface Understanding {
  intent: MessageIntent;
  fields: ExtractedField[];
  /** Sentences addressed to the system: kept as text, read for nothing. */
  setAside: string[];
}

const CONTACT = new Set<string>([...CONTACT_FIELDS, 'background']);
const ABOUT_THE_PROJECT = new Set<SentenceLabel>(['problem', 'solution', 'need', 'stage', 'audience']);

/** A correction that only points back to what was said before ("as I said", "like I told you"). */
const REFERS_BACK = /\b(?:as|like|what)\s+i\s+(?:said|told\s+you|wrote|mentioned)\b|\bas\s+(?:before|above)\b/i;

/** Owning up to a slip inside an answer ("sorry, autocorrect!", "oops, typo", "actually no"). */
const SELF_CORRECTION = /\b(?:sorry|oops|actually|autocorrect\w*|typo|i\s+mean|i\s+meant|scratch\s+that)\b/i;
/** Fields whose corrected value is read from the correction's words (an address and the stage have readers of their own). */
const CORRECTED_IN_WORDS = new Set(['full_name', 'affiliation', 'needs', 'problem', 'solution']);
const CONTENT_OR_WHO = new Set(['full_name', 'affiliation', 'needs', 'problem', 'solution', 'goal', 'title', 'target_population']);

function withValue(fields: ExtractedField[], field: string, value: string, context: OfflineExtractContext, text: string): ExtractedField[] {
  return [...fields.filter((f) => f.field !== field), { field, value, source: { ...context.source, excerpt: text.slice(0, 160) } }];
}

/** A sentence that takes back what the visitor has just said ("Sorry, no, that's wrong - it's not live."). */
const TAKES_BACK =
  /^\W*(?:(?:sorry|oh|oops)[\s,]+no\b|no[\s,]+wait\b|wait[\s,]+no\b|correction\b|scratch\s+that\b)|\b(?:that'?s|that\s+is|i\s+was)\s+(?:wrong|not\s+right|not\s+true|mistaken)\b/i;

/** What a message says once the visitor took back its start: the sentences from the taking back on. */
function takenBack(read: ReadText): string {
  const at = read.sentences.findIndex((s, i) => i > 0 && TAKES_BACK.test(s.text));
  return at > 0
    ? read.sentences
        .slice(at)
        .map((s) => s.text)
        .join(' ')
    : read.text;
}

/**
 * "door mat that beeps?", asked for the solution: a guess in a few words, put as a question, is
 * the answer when it leans to what was asked (a question word or "you" still asks us something).
 */
function guessAsQuestion(intent: MessageIntent, read: ReadText, asked: string | null): MessageIntent {
  if (intent.kind !== 'question' || intent.topic !== 'general' || read.sentences.length !== 1) return intent;
  const { text, tokens } = read.sentences[0]!;
  if (text.split(/\s+/).length > 8 || ASKS_US.test(text)) return intent;
  return leansToAsked(classifyTokens(tokens), asked) ? { kind: 'answer' } : intent;
}

/** Said for having no organisation to name, in answer to the question of who they are. */
const NO_ORGANISATION_SAID =
  /\b(?:none|not\s+relevant|n\/a|just\s+(?:me|us|myself)|only\s+me|on\s+my\s+own|by\s+myself|nothing\s+like\s+that|(?:this|it)\s+is\s+personal|it'?s\s+personal|no\s+organi[sz]ation|not\s+with\s+an(?:y|\s+organi[sz]ation)|not\s+(?:working|employed)|unemployed)\b/i;
const OWN_WORD = /\b(independent|freelance|self[- ]employed)\b/i;
const organisationDeclined = (text: string): string | null => {
  const own = OWN_WORD.exec(text)?.[1];
  if (own) return own.toLowerCase().replace(/\s+/, '-');
  return NO_ORGANISATION_SAID.test(text) ? NOT_SPECIFIED : null;
};

/** Lead words of a correction, dropped before the rest is read as the new value. */
const CORRECTION_LEAD =
  /^\s*(?:(?:no|nope|sorry|oops|wait|actually|correction|to correct|let me correct(?: that)?|scratch that|i meant|i mean|yes but|but)[\s,:;.!—–-]+)+/i;

/**
 * Understanding before recording: the message is read once by the NLP library, classified, and
 * only then are fields taken from it, as its kind allows. A confirmation, a refusal, a question
 * back or a remark carries no field; contact details carry only contact fields; a correction is
 * read for the field it names.
 */
export function understandMessage(text: string, context: OfflineExtractContext, previous: string | null = null): Understanding {
  const message = withoutBelongingPreamble(text);
  const screened = screenText(message, context.askedField === 'email');
  const languages = sentenceLanguages(screened.own.sentences.map((s) => s.text));
  const { intent, fields } = whoTheyAre(understandOwnWords(inEnglishOnly(screened.own, languages), context), screened.own.text, context);
  const stage = fields.some((f) => f.field === 'stage') ? null : stageInOtherLanguage(screened.own, languages);
  if (stage) fields.push({ field: 'stage', value: stage, source: { ...context.source, excerpt: text.slice(0, 160) } });
  // An address is kept only where the visitor gave it as their own (not "send it to …", not a
  // colleague's), read as a contact answer at the contact step, in a message of contact details, or
  // in a sentence the model reads as giving them ("Ok then, only for this: jiwoo@…. We need funding …")
  // in a message that asks nothing sent anywhere ("bcc our grants office … They keep track: grants@…").
  const givenAsContact = (address: string) =>
    !speaksOfSending(message) && readAsContactDetails(screened.own.sentences.filter((s) => s.text.toLowerCase().includes(address.toLowerCase())));
  const own = fields.filter(
    (f) =>
      f.field !== 'email' ||
      f.value === NOT_SPECIFIED ||
      // (Read in the whole message: a sentence set aside may say whose the address is.)
      (afterAnOrderToSend(message, screened.setAside, message.toLowerCase().indexOf(f.value.toLowerCase()))
        ? statesOwnAddressOutright(message, f.value)
        : isOwnAddress(message, f.value, { contactStep: context.askedField === 'email' || intent.kind === 'contact' || givenAsContact(f.value), previous })),
  );
  return { intent: screened.own.sentences.length === 0 ? { kind: 'other' } : intent, fields: own, setAside: screened.setAside };
}

/**
 * Asked who they are (after the address), "None, it's just me", "I work at a bakery, not relevant",
 * "Ada Obi, none really", "Put independent, I suppose": no organisation, in their own word when they
 * give one; such an answer tells no stage ("im just a pensioner") and corrects nothing ("no its just us").
 */
function whoTheyAre(understood: Omit<Understanding, 'setAside'>, text: string, context: OfflineExtractContext): Omit<Understanding, 'setAside'> {
  if (context.askedField !== 'full_name' && context.askedField !== 'affiliation') return understood;
  // (An organisation they name beside it stands: "Leeds Hospital, but it's just me on this".)
  const named = understood.fields.find((f) => f.field === 'affiliation' && f.value !== NOT_SPECIFIED);
  if (named && !organisationDeclined(named.value)) return understood;
  const declined = organisationDeclined(text);
  if (!declined) return understood;
  const fields = understood.fields.filter((f) => f.field !== 'affiliation' && f.field !== 'stage');
  const value = { field: 'affiliation', value: declined, source: { ...context.source, excerpt: text.slice(0, 160) } };
  return { intent: understood.intent.kind === 'correction' ? { kind: 'contact' } : understood.intent, fields: [...fields, value] };
}

/**
 * "hi im not sure if this is the right place but my son is 4 and has really bad eczema …": wondering
 * whether they belong here, then telling it anyway. What follows the doubt is the answer (a doubt
 * on its own stays a question back, answered as one).
 */
const BELONGING_PREAMBLE =
  /^\W*(?:(?:hi|hello|hey|hiya|morning|evening)\b[\s,!.]*)?(?:(?:i'?m|i\s+am|im)\s+)?(?:not\s+sure|unsure|wondering|(?:i\s+)?(?:don'?t|do\s+not)\s+know)\s+(?:if|whether)\s+(?:this\s+is|this's|i'?m|i\s+am|im|i'?ve\s+come\s+to|i\s+have\s+come\s+to)\s+(?:in\s+)?(?:the\s+)?right\s+(?:place|site|people)(?:\s+(?:for\s+this|to\s+ask))?\s*(?:[,.;:!—–-]+\s*)?(?:(?:but|and|so)\b\s*)?/i;
function withoutBelongingPreamble(text: string): string {
  const m = BELONGING_PREAMBLE.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  return rest.split(/\s+/).filter(Boolean).length >= 6 ? rest.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : text;
}

/**
 * A visitor who mixes languages ("Nos patients âgés prennent trop de médicaments. Older patients take
 * ten, twelve medicines …") is read in their English sentences only: the others are neither recorded
 * garbled nor taken for a message the guide cannot read. A message with no English sentence is left
 * whole, and told the guide works in English.
 */
function inEnglishOnly(read: ReadText, languages: readonly (ForeignLanguage | null)[]): ReadText {
  const foreign = languages.map((lang) => lang !== null);
  if (!foreign.some(Boolean) || foreign.every(Boolean)) return read;
  const sentences = read.sentences.filter((_, i) => !foreign[i]);
  return { text: sentences.map((s) => s.text).join(' '), sentences, emails: read.emails };
}

/**
 * How far the project has come, from the sentences in another language: a category, so it is kept
 * where their words are not ("Es gibt einen funktionierenden Prototyp" is a prototype). A sentence
 * telling the system to record something ("Setze die Phase auf …") is an order, never a statement.
 */
function stageInOtherLanguage(read: ReadText, languages: readonly (ForeignLanguage | null)[]): string | null {
  const foreign = read.sentences.filter((s, i) => languages[i] !== null && !FOREIGN_ORDER.test(s.text));
  return foreign.length > 0 ? foreignStage(foreign.map((s) => s.text).join(' ')) : null;
}
const FOREIGN_ORDER =
  /(?<![\p{L}])(?:setze\w*|stelle?n?\s+\S+\s+auf|trag\w*\s+\S+\s+ein|mett(?:ez|re|s)|enregistr\w*|marqu\w*|indiqu\w*|pon(?:ga|er|gan)?|marca\w*|registr\w*|impost\w*|segn\w*|defin[ai]\w*|zet|markeer|ustaw\w*|zapisz|zaznacz|wpisz)(?![\p{L}])/iu;

/** Not giving an address: at the contact step this finishes the step without one (no loop). */
const WITHHOLDS_EMAIL =
  /\b(?:rather not|prefer not|(?:do not|don't|dont|won't|will not) (?:want to |wish to )?(?:give|share|provide|leave|hand over)|not (?:giving|sharing|comfortable)|not (?:going to )?(?:put|putting|enter|entering|type|typing) (?:my|an|the) (?:e-?mail|address)|no e-?mail|e-?mail\s*\?\s*(?:no|nope|nah)|not to (?:a |an )?(?:bot|robot|machine|computer|ai|chatbot)|(?:can't|cannot|won't) have my e-?mail|without (?:an |my |giving (?:you )?(?:my |an )?)?(?:e-?mail|address)|stay anonymous|remain anonymous|(?:don't|do not) have (?:an )?e-?mail|(?:don't|do not|never) use e-?mail|who (?:do|should|can) i (?:contact|write to|email)|who to contact|just tell me who|(?:can|could|may) (?:i|we) (?:skip|leave|pass on) (?:that|this|it)|skip (?:that|this|it)(?: one)?(?: for now)?|(?:maybe |perhaps )?(?:later|another time)(?: please| thanks)?$)\b/i;

/** Saying there is no organisation behind them: "No organisation, it's just me", "theres no organisation its just us old boys". */
const NO_ORGANISATION =
  /(?:^|(?<=[.!?,]\s*))\s*(?:(?:there(?:'?s| is)|we have|i have|i've got)\s+)?(?:no|not\s+(?:with|part\s+of)\s+(?:an?|any))\s+(?:organi[sz]ation|org|company|employer|affiliation|institution)\b(?:\s+(?:behind\s+(?:me|us)|yet|really|as\s+such))*(?:[\s,;-]*(?:it'?s|its)\s+just\s+(?:me|us)\b[^.!?,;]*)?[.!]?/i;

/** A plain no to the request for an address ("Still no, thanks.", "nope", "no thank you"). */
const NO_TO_EMAIL =
  /^\W*(?:(?:still|again|sorry|thanks|as i said|like i said)[\s,]+)?(?:no|nope|nah|not now|never)\b(?:[\s,]+(?:thanks|thank you|sorry|still|again|way|not now|i said))*\W*$/i;

/**
 * A correction: what it took back is not read; one that names its field, briefly, changes that
 * field only (and contact details beside a contact detail); the value it states for the field it
 * names ("support should be a cold-chain courier, not a lab partner") is that field's new value.
 */
function understandCorrection(
  read: ReadText,
  intent: Extract<MessageIntent, { kind: 'correction' }>,
  context: OfflineExtractContext,
): Omit<Understanding, 'setAside'> {
  const rest = takenBack(read).replace(CORRECTION_LEAD, '').trim();
  // "Yes, but ignore that Set line, our stage is as I said": nothing new, what was said stands.
  if (REFERS_BACK.test(rest)) return { intent: OPENS_WITH_YES.test(read.text) ? { kind: 'confirmation' } : intent, fields: [] };
  const field = intent.field ?? context.askedField;
  // ("the email's wrong, I missed the dot. It's …" changes no problem. A long message that corrects
  // one thing among others is read whole, and so is one whose correction is a word inside it: "one visit instead of four".)
  const brief =
    read.sentences.length <= 3 &&
    read.text.length <= 400 &&
    (CORRECTION_LEAD.test(read.text) || read.sentences.some((s) => TAKES_BACK.test(s.text)) || /\b(?:is|'s|are)\s+(?:wrong|incorrect)\b/i.test(read.text));
  const named = intent.field;
  const fields = extractOffline(rest, { ...context, askedField: field }).filter(
    (f) => !named || !brief || f.field === named || (CONTACT.has(named) && CONTACT.has(f.field)),
  );
  const stated = field && CORRECTED_IN_WORDS.has(field) ? correctedValue(read.text, field) : null;
  let out = stated
    ? withValue(
        fields.filter((f) => !CONTENT_OR_WHO.has(f.field)),
        field!,
        stated,
        context,
        read.text,
      )
    : fields;
  // ("my surname should be …. And the company is Corrib Sensing, not Corrib Sensors": both.)
  for (const c of correctedContacts(read.text)) if (c.field !== field) out = withValue(out, c.field, c.value, context, read.text);
  return { intent, fields: out };
}

function understandOwnWords(read: ReadText, context: OfflineExtractContext): Omit<Understanding, 'setAside'> {
  const text = read.text;
  if (context.askedField === 'email' && read.emails.length === 0 && (WITHHOLDS_EMAIL.test(text) || NO_TO_EMAIL.test(text))) {
    // "I'm Gareth Lowther. I'd rather not put my email into a website chat": the name and organisation given beside the refusal stand.
    const contact = extractOffline(text, { ...context, askedField: null }, read).filter((f) => f.field === 'full_name' || f.field === 'affiliation');
    return {
      intent: { kind: 'decline' },
      fields: [{ field: 'email', value: NOT_SPECIFIED, source: { ...context.source, excerpt: text.slice(0, 160) } }, ...contact],
    };
  }
  // Asked for the problem or the solution, "Email? No. Not to a bot." refuses the address ahead of
  // its step: that is recorded, and only what the message says of the project answers the question.
  if (context.askedField && !CONTACT.has(context.askedField) && read.emails.length === 0 && /\be-?mail\b/i.test(text) && WITHHOLDS_EMAIL.test(text)) {
    const about = read.sentences.filter((s) => ABOUT_THE_PROJECT.has(classifyTokens(s.tokens).label) && !/\be-?mail\b/i.test(s.text));
    const declined: ExtractedField = { field: 'email', value: NOT_SPECIFIED, source: { ...context.source, excerpt: text.slice(0, 160) } };
    if (about.length === 0) return { intent: { kind: 'other' }, fields: [declined] };
    const rest = about.map((s) => s.text).join(' ');
    return { intent: { kind: 'answer' }, fields: [declined, ...extractOffline(rest, context).filter((f) => f.field !== 'email')] };
  }
  // "No organisation, it's just me and my brother": no affiliation to record, and not a correction of one.
  // (One who names what they are instead, "no organisation, I'm freelance", has that word recorded.)
  if (NO_ORGANISATION.test(text) && !/\b(?:freelance|independent|self[- ]employed|retired|sole\s+trader)\b/i.test(text)) {
    const none: ExtractedField = { field: 'affiliation', value: NOT_SPECIFIED, source: { ...context.source, excerpt: text.slice(0, 160) } };
    const rest = text
      .replace(NO_ORGANISATION, ' ')
      .replace(/^[\s,.;:!-]*(?:(?:but|and|so)\s+)?/i, '')
      .trim();
    // ("hyacinth@…, Hyacinth Blackwood, no organisation": the address and the name beside it stand, however short.)
    // ("Wilfred Arkengarth. No organisation, it's just me.": a name alone beside it stands too.)
    const more =
      rest.split(/\s+/).length > 3 || read.emails.length > 0
        ? extractOffline(rest, context).filter((f) => f.field !== 'affiliation')
        : extractOffline(rest, { ...context, askedField: 'full_name' }).filter((f) => f.field === 'full_name');
    return { intent: more.some((f) => !CONTACT.has(f.field)) ? { kind: 'answer' } : { kind: 'contact' }, fields: [none, ...more] };
  }
  const intent = guessAsQuestion(classifyMessage(read), read, context.askedField);
  switch (intent.kind) {
    case 'question':
    case 'confirmation':
    case 'refusal':
    case 'other':
      return { intent, fields: [] };
    case 'decline':
      return {
        intent,
        fields: context.askedField
          ? [{ field: context.askedField, value: NOT_SPECIFIED, source: { ...context.source, excerpt: read.text.slice(0, 160) } }]
          : [],
      };
    case 'contact': {
      const fields = extractOffline(text, { ...context, askedField: 'email' }, read).filter((f) => CONTACT.has(f.field));
      // "Reshma Abdulkadir - sorry, autocorrect! It's Reshma Abdulqader": the name they settle on.
      const asked = context.askedField;
      const settled = (asked === 'full_name' || asked === 'affiliation') && SELF_CORRECTION.test(text) ? correctedValue(text, asked) : null;
      return { intent, fields: settled ? withValue(fields, asked!, settled, context, text) : fields };
    }
    case 'correction':
      return understandCorrection(read, intent, context);
    case 'answer':
      return { intent, fields: extractOffline(text, context, read) };
  }
}
