import winkNLP, { type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * Sentences, parts of speech and entities from wink-nlp with its English light model, which ships
 * inside its npm package (nothing is downloaded at run time). The model loads once per process
 * (about 0.3 s); a message of a few sentences then reads in well under a millisecond.
 */
let instance: WinkMethods | null = null;
export function nlp(): WinkMethods {
  // Sentence boundaries and parts of speech only: emails are token types of the tokenizer, and
  // the sentiment, negation and entity steps would cost a third more per message for nothing read.
  instance ??= winkNLP(model, ['sbd', 'pos']);
  return instance;
}

/** Loads the model now rather than on the first visitor's message. */
export function warmUpNlp(): void {
  nlp();
}

/** Longer text is cut here: a chat message is at most 5,000 characters, and reading is linear. */
export const MAX_NLP_CHARS = 6_000;

export interface Token {
  text: string;
  lower: string;
  /** Universal POS tag (PROPN, NOUN, VERB, ...). */
  pos: string;
  /** wink's token type: word, number, email, url, punctuation, ... */
  type: string;
  /** Whitespace before the token ('' when glued to the previous one). */
  pre: string;
}

export interface ReadSentence {
  text: string;
  tokens: Token[];
}

export interface ReadText {
  text: string;
  sentences: ReadSentence[];
  emails: string[];
}

/** Abbreviations after which a capital does not start a new sentence ("Dr. Alan", "St. Mary's"). */
const ABBREVIATIONS = new Set(['dr.', 'mr.', 'mrs.', 'ms.', 'prof.', 'st.', 'e.g.', 'i.e.', 'vs.', 'inc.', 'ltd.', 'co.', 'no.', 'jr.', 'sr.', 'mt.']);
const endsSentence = (t: Token) =>
  /^[.!?]+$/.test(t.text) || (/[a-z0-9][.!?]$/i.test(t.text) && !ABBREVIATIONS.has(t.lower) && !/^[A-Z]\.$/.test(t.text) && !/^(?:[a-z]\.){2,}$/i.test(t.text));

/** One pass of the library over the text; everything the guide's rules read comes from it. */
export function readText(input: string): ReadText {
  const text = input.length > MAX_NLP_CHARS ? input.slice(0, MAX_NLP_CHARS) : input;
  const sentences: ReadSentence[] = [];
  const emails: string[] = [];
  // A line break ends a sentence ("1. who: …\n2. problem: …"), and a list marker is no word of it.
  for (const line of text.split(/\n+/)) {
    const item = questionAfterDash(line.replace(LIST_MARKER, ''));
    if (item.trim()) readLine(item, sentences, emails);
  }
  return { text, sentences: sentences.filter((s) => s.text.length > 0), emails };
}

const letters = (text: string) => /^\p{L}+$/u.test(text);
const endsInLetter = (t: Token) => (t.type === 'word' || t.type === 'unk') && /\p{L}$/u.test(t.text);

/**
 * The light model cuts a word at a letter outside Latin-1 ("Zieli" "ń" "ska") and a capitalised
 * double name at its hyphen ("Osei" "-" "Bonsu"): glued pieces are one word again, so names and
 * organisations read whole.
 */
function glued(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const last = out[out.length - 1];
    const next = tokens[i + 1];
    if (last && t.pre === '' && endsInLetter(last) && letters(t.text) && (t.type === 'unk' || /[^\x00-\x7f]$/.test(last.text))) {
      out[out.length - 1] = { ...last, type: 'word', text: last.text + t.text, lower: (last.text + t.text).toLowerCase() };
    } else if (
      last &&
      t.pre === '' &&
      t.text === '-' &&
      endsInLetter(last) &&
      /^\p{Lu}/u.test(last.text) &&
      next &&
      next.pre === '' &&
      /^\p{Lu}\p{L}*$/u.test(next.text)
    ) {
      const text = `${last.text}-${next.text}`;
      out[out.length - 1] = { ...last, text, lower: text.toLowerCase() };
      i++;
    } else out.push(t);
  }
  return out;
}

const unclosed = (text: string) => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

/**
 * "We need money for printing and a study - can you help with studies, or only money?": a question
 * after a spaced dash at the end of a line is a sentence of its own, so the statement before it is
 * read as the answer it is and the question as the question.
 */
const QUESTION_AFTER_DASH = /\s[-–—]\s+(can|could|do|does|did|is|are|will|would|should|shall|may|how|what|who|why|where|when|which)\b(?=[^?\n]{0,200}\?\s*$)/i;
const questionAfterDash = (line: string) => line.replace(QUESTION_AFTER_DASH, (_, word: string) => `. ${word[0]!.toUpperCase()}${word.slice(1)}`);

const LIST_MARKER = /^\s*(?:\(?\d{1,2}[.):]|[-*•–]|\(?[a-h][.)]|\(?(?:[ivx]{1,4}|[IVX]{2,4})[.)]|#\d{1,2}[.):]?)\s+/;

function readLine(text: string, sentences: ReadSentence[], emails: string[]): void {
  const w = nlp();
  const its = w.its;
  const doc = w.readDoc(text);
  const first = sentences.length;
  const join = (tokens: Token[]) =>
    tokens
      .map((t, i) => (i === 0 ? t.text : t.pre + t.text))
      .join('')
      .trim();
  doc.sentences().each((s: ItemSentence) => {
    let tokens: Token[] = [];
    const close = () => {
      const joined = join(tokens);
      const previous = sentences.length > first ? sentences[sentences.length - 1]! : null;
      // "teens (like my little brother!!) stop checking": the library ends a sentence inside the
      // brackets; what follows the closing bracket belongs to the sentence that opened them.
      if (joined && previous && tokens[0]!.text === ')' && unclosed(previous.text)) {
        previous.tokens = [...previous.tokens, ...glued(tokens)];
        previous.text = join(previous.tokens);
      } else if (joined) sentences.push({ text: joined, tokens: glued(tokens) });
      tokens = [];
    };
    s.tokens().each((t: ItemToken) => {
      const value = t.out() as string;
      const type = t.out(its.type) as string;
      const pre = t.out(its.precedingSpaces) as string;
      // The light model keeps "… $250k. We're …" in one sentence: a full stop, a space and a capital end one.
      const last = tokens[tokens.length - 1];
      // The library cuts a word's last letter off with the full stop after it when the word holds
      // letters outside English ("Derneği." as "Derneğ" "i.", "Yıldırım." as "Yıldırı" "m."): joined back.
      const cutLetter = /^\p{L}\.$/u.exec(value);
      if (last && cutLetter && pre === '' && /\p{L}$/u.test(last.text) && /[^\x00-\x7F]/.test(last.text)) {
        last.text += value[0];
        last.lower = last.text.toLowerCase();
        tokens.push({ text: '.', lower: '.', pos: 'PUNCT', type: 'punctuation', pre: '' });
        return;
      }
      if (last && endsSentence(last) && pre !== '' && /^[A-Z]/.test(value)) close();
      tokens.push({ text: value, lower: value.toLowerCase(), pos: t.out(its.pos) as string, type, pre });
      if (type === 'email') emails.push(value);
    });
    close();
  });
}
