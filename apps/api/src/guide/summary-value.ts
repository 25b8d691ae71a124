/**
 * A visitor's value as an intake officer would write it in a summary: the visitor's own words,
 * without the chat around them (greetings, fillers, emoji, a label they typed), the first letter
 * capitalised, and a long value cut at a sentence or word end. Nothing is added but the "…" of a cut.
 */
const LEAD_FILLER =
  /^(?:(?:good\s+(?:morning|afternoon|evening|day)|dear(?=\s*,)|dear\s+(?:sir(?:\s+or\s+madam)?|madam|all|friends|colleagues|everyone|(?:innovation\s+|consortium\s+)?team|consortium)|to\s+whom\s+it\s+may\s+concern|(?:hi|hey|hello|hiya)\s+(?:there|all|everyone|folks|team|guys|y'all)|namaste|salaam|salam|howzit|hola|hallo|bonjour|ciao|kia\s+ora|greetings|hey|hi|hiya|hello|so|well|um+|uh+|erm+|ok(?:ay)?|basically|basicaly|honestly|anyway|anyways|right|yeah|yep|lol|omg|haha+|oh|ah|sorry|ps|sure|hmm+|like|i mean|i guess|i think|tbh|to be honest|so basically|ok so|in short|long story short|because|and|but|also|plus|dunno|not\s+sure(?:\s+yet)?|no\s+idea|maybe|perhaps)\b[\s,.!:;-]*)+/i;
const SYMBOLS = /^(?:\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Emoji_Modifier}|\u200d|\ufe0f|[\s,.!:;*•·>—–-])+/u;
const TRAIL_SYMBOLS = /(?:\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Emoji_Modifier}|\u200d|\ufe0f|\s)+$/u;
const LABEL =
  /^(?:\(?\d{1,2}[.):]\s*|\(?[a-e][.)]\s+|[-*•]\s*)?(?:(?:the\s+)?(?:problem|issue|solution|idea|needs?|support(?: needed)?|what we need|who(?: it is| it's)? for|audience|users|status|stage|team|contact)\s*[:=–-]|a:)\s*/i;

export const SUMMARY_VALUE_MAX = 300;

export function summaryValue(raw: string, max = SUMMARY_VALUE_MAX): string {
  let v = raw.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i++) {
    const before = v;
    v = v.replace(SYMBOLS, '').replace(LEAD_FILLER, '').replace(LABEL, '').trim();
    if (v === before) break;
  }
  // A value cut from a longer message may end on a word that leads nowhere ("…in the city centre, and I").
  v = v.replace(TRAIL_SYMBOLS, '').replace(DANGLING, '').replace(DANGLING, '').trim();
  if (!v) return raw.trim();
  if (v.length > max) v = cut(v, max);
  return v.charAt(0).toUpperCase() + v.slice(1);
}

/** Words that leave a fragment hanging when a cut ends on them. */
const DANGLING =
  /(?:\s+(?:and|or|but|the|a|an|to|of|in|on|at|for|with|by|from|because|that|which|who|as|is|are|was|were|we|i|our|my|their|so|if|than|then|into|about))+$|[\s,;:–-]+$/i;

/**
 * At the last sentence end before `max`; a value that is one long sentence is kept whole up to
 * twice `max`, and only past that cut at a word, without a dangling word, marked with "…".
 */
function cut(v: string, max: number): string {
  const head = v.slice(0, max);
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentence >= 40) return head.slice(0, sentence + 1);
  if (v.length <= max * 2) return v;
  const long = v.slice(0, max * 2);
  return `${long.slice(0, long.lastIndexOf(' ')).replace(DANGLING, '')}…`;
}
