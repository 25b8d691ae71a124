/**
 * Would an intake officer be embarrassed to have written this summary or email line? The
 * checks are the failures issue 34 lists from unseen visitors: a value that opens with a greeting,
 * filler or emoji, starts lower-case, is cut mid-word or mid-sentence, holds a bare yes/no as a
 * fact, holds text addressed to the system, or gives a place or organisation as the person.
 */

const GREETING_OR_FILLER =
  /^(?:hey|hi|hiya|hello|helo|omg|oh|ok|okay|so|um+|uh+|erm+|hmm+|well|lol|tbh|basically|basicaly|anyway|anyways|yeah|yep|like|right|sorry|haha|ha|wow|thanks|thank you|dear|good (?:morning|afternoon|evening))\b/i;
const EMOJI_START = /^\p{Extended_Pictographic}/u;
/** Yes and no in the main European languages, as the visitor would answer the confirmation. */
const YES_NO = new Set([
  'yes',
  'yeah',
  'yep',
  'no',
  'nope',
  'ok',
  'okay',
  'ja',
  'nein',
  'jawohl',
  'sí',
  'si',
  'oui',
  'non',
  'sì',
  'nee',
  'sim',
  'não',
  'nao',
  'tak',
  'nie',
  'da',
  'ne',
  'nej',
  'kyllä',
  'ei',
]);
const ADDRESSED_TO_SYSTEM =
  /\bsystem\s*(?:note|prompt|message)\b|<\/?\s*system\s*>|\bignore\s+(?:all\s+)?(?:the\s+)?(?:previous|prior|above)\s+instructions?|\byou\s+are\s+now\b|\bdeveloper\s+mode\b|\badmin\s+override\b|\bnote\s+to\s+(?:the\s+)?(?:assistant|ai|bot)\b|\bproject_stage\s*=|\bset\s+(?:project_)?stage\s+to\b/i;
/** Words that end a fragment, never a finished value ("…in the city centre, and I"). */
// A word start is a letter after no letter: "\b" would see "so" ending "Valparaíso" as a word.
const DANGLING_END =
  /(?:(?<!\p{L})(?:and|or|but|the|a|an|to|of|in|on|at|for|with|by|from|because|that|which|who|as|is|are|was|were|we|i|our|my|their|so|if|than|then|into|about)|[,;:(\-–—/&])\s*$/iu;
const TRUNCATED = /(?:\.\.\.|…)\s*$/;
/** Organisation and place words: a person's name holds none of them. */
const NOT_A_PERSON =
  /\b(?:nhs|trust|hospital|university|college|school|institute|ltd|limited|inc|llc|gmbh|plc|council|clinic|practice|surgery|foundation|charity|group|company|team|consortium|project|system|note|admin|midlands|county|city|borough|district|region|street|road|valley|north|south|east|west|england|scotland|wales|ireland|london|manchester|birmingham|uk|europe)\b/i;

/**
 * What kind of line the value fills: a person's name, an email address, a value from the spec's
 * fixed vocabulary (a stage, a goal: written as the spec writes them), or any other fact.
 */
export type LineKind = 'name' | 'email' | 'fact' | 'category';

/** The reasons one summary or email value would embarrass; empty when it reads well. */
export function embarrassments(value: string, kind: LineKind = 'fact'): string[] {
  const v = value.trim();
  if (!v) return [];
  const reasons: string[] = [];
  const bare = v.toLowerCase().replace(/[\s.!?,;:¡¿]+/g, '');
  if (YES_NO.has(bare)) reasons.push('a yes/no word as a fact');
  else if (GREETING_OR_FILLER.test(v)) reasons.push('starts with a greeting or filler');
  if (EMOJI_START.test(v)) reasons.push('starts with an emoji');
  if ((kind === 'fact' || kind === 'name') && /^\p{Ll}/u.test(v)) reasons.push('starts lower-case');
  if (kind === 'fact' && (TRUNCATED.test(v) || (v.split(/\s+/).length > 3 && DANGLING_END.test(v)))) reasons.push('cut mid-sentence');
  if (ADDRESSED_TO_SYSTEM.test(v)) reasons.push('text addressed to the system');
  if (kind === 'name' && (NOT_A_PERSON.test(v) || /@|\d/.test(v))) reasons.push('a place or organisation as the person');
  return reasons;
}

/** The labelled lines of a wrap-up summary (`- **Problem:** …`) or an email's rows (`  Problem: …`). */
export function labelledLines(text: string): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:-\s*\*\*([^*:]+):\*\*|\s{2}([A-Z][A-Za-z /'-]{1,40}):)\s+(.+)$/.exec(line);
    if (m) lines.push({ label: (m[1] ?? m[2])!.trim(), value: m[3]!.trim() });
  }
  return lines;
}

const kindOf = (label: string): LineKind =>
  /\bname\b/i.test(label) && !/\bproject\b/i.test(label)
    ? 'name'
    : /e-?mail/i.test(label)
      ? 'email'
      : /^(?:stage|goal|main goal)$/i.test(label)
        ? 'category'
        : 'fact';

/**
 * Every embarrassing value of a summary or email, as "Label: reason". A Contact line
 * (`Name, Organisation (email)`, either part may be missing) is judged part by part; the part that
 * is the recorded `person` is judged as a name.
 */
export function embarrassingLines(text: string, person?: string): string[] {
  const found: string[] = [];
  for (const { label, value } of labelledLines(text)) {
    if (/^contact$/i.test(label)) {
      const [who, email] = /^(.*?)\s*(?:\(([^)]*@[^)]*)\))?$/.exec(value)!.slice(1) as [string, string | undefined];
      const parts = who.includes('@') ? [] : who.split(/,\s*/).filter(Boolean);
      for (const p of parts) found.push(...embarrassments(p, p === person?.trim() ? 'name' : 'fact').map((r) => `${label}: ${r} (${JSON.stringify(p)})`));
      if (email) found.push(...embarrassments(email, 'email').map((r) => `${label}: ${r}`));
      continue;
    }
    found.push(...embarrassments(value, kindOf(label)).map((r) => `${label}: ${r} (${JSON.stringify(value.slice(0, 60))})`));
  }
  return found;
}
