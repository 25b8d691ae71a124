/**
 * The greeting of an email to a visitor. A name the visitor typed is used only when it reads as a
 * person's name and nothing else: letters (accented ones too), spaces, and the `.`, `'` and `-` of
 * "Dr. Mary-Jane O'Neil"; at most four words of at most 24 letters, 60 characters in all; no
 * digits, addresses, links or other punctuation, and no word a phishing line leans on ("Dear
 * Visit http://…" once went out as our greeting). Anything else greets with "Hello,".
 */
// A dot only ends a word ("Dr.", "J."): "phish.example" is not a name.
const NAME_WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*[.]?$/u;
const MAX_WORDS = 4;
const MAX_WORD_LENGTH = 24;
const MAX_LENGTH = 60;
/** Words that turn a greeting into an instruction or a salutation of its own. */
const NOT_NAMES = new Set([
  'dear',
  'hello',
  'hi',
  'hey',
  'visit',
  'click',
  'call',
  'open',
  'login',
  'log',
  'verify',
  'confirm',
  'password',
  'account',
  'bank',
  'pay',
  'payment',
  'invoice',
  'urgent',
  'winner',
  'prize',
  'free',
  'www',
  'http',
  'https',
  'com',
  'org',
  'net',
  'admin',
  'support',
  'team',
  'customer',
  'user',
  'test',
  'null',
  'undefined',
]);

/** The name to greet with, tidied (spaces collapsed), or null when the text is not safely a person's name. */
export function greetableName(typed: string | null | undefined): string | null {
  if (typeof typed !== 'string') return null;
  const trimmed = typed.normalize('NFC').trim();
  // Line breaks and tabs have no place in a name (a second line is a second message).
  if (/[^\S ]/.test(trimmed)) return null;
  const name = trimmed.replace(/ +/g, ' ');
  if (name.length < 2 || name.length > MAX_LENGTH) return null;
  const words = name.split(' ');
  if (words.length > MAX_WORDS) return null;
  for (const word of words) {
    if (word.length > MAX_WORD_LENGTH || !NAME_WORD.test(word)) return null;
    if (NOT_NAMES.has(word.replace(/\.$/, '').toLowerCase())) return null;
  }
  // A name has letters beyond initials: "J. R." alone is not one to greet.
  if (!words.some((w) => w.replace(/[.'’-]/g, '').length >= 2)) return null;
  return name;
}

/** "Hello Ada Lovelace," when the name passes greetableName, else "Hello,". */
export function greetingFor(typed: string | null | undefined): string {
  const name = greetableName(typed);
  return name ? `Hello ${name},` : 'Hello,';
}
