/**
 * Punctuation a visitor dictating to their phone says aloud ("… in mid wales full stop", "Saskatoon
 * comma Saskatchewan", "new paragraph"), written as the marks they meant, so sentences end where the
 * visitor ended them and no value carries the words "full stop". A mark that is part of what is said
 * stays a word: "it came to a full stop", "an Oxford comma".
 */
const SPOKEN: [RegExp, string][] = [
  [/\s*(?<!\b(?:a|the|to)\s)\b(?:full\s+stop|full-stop)\b\.?/gi, '.'],
  [/\s*(?<!\b(?:a|the|oxford)\s)\bcomma\b(?=\s+\p{L})/giu, ','],
  [/\s*\bquestion\s+mark\b\.?/gi, '?'],
  [/\s*\bexclamation\s+(?:mark|point)\b\.?/gi, '!'],
  [/\s*\bnew\s+(?:paragraph|line)\b\.?\s*/gi, '\n'],
];

export function withSpokenPunctuation(text: string): string {
  if (!/\b(?:full[\s-]+stop|comma|question\s+mark|exclamation\s+(?:mark|point)|new\s+(?:paragraph|line))\b/i.test(text)) return text;
  let out = text;
  for (const [spoken, mark] of SPOKEN) out = out.replace(spoken, mark);
  // "… mid wales. right so …": a sentence the visitor ended starts with a capital.
  return out.replace(/([.!?]\s+|\n)(\p{Ll})/gu, (_, end: string, first: string) => end + first.toUpperCase()).replace(/^\s*[.,]\s*/, '');
}
