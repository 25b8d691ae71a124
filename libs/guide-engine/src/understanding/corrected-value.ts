/**
 * The new value a correction gives for the field it names, in the visitor's words: what follows
 * its last "should be", "it's" or dash, without what it replaces ("not a lab partner") and without
 * the agreement beside it ("The rest is right"). Null when the correction holds no such value; the
 * message is then read as an answer to the field.
 *
 * - "Almost - support should be a cold-chain courier, not a lab partner; we found a lab last week."
 *   gives "a cold-chain courier";
 * - "the organisation's wrong, I left Clydeview in August, it's Next Step Leaving Care now" gives
 *   "Next Step Leaving Care";
 * - "Ioana Moldovan. Actually no, put my married name - Ioana Sălăjan." gives "Ioana Sălăjan".
 */

/** A sentence that only agrees with the rest ("The rest is right.", "Otherwise yes.", "Everything else is fine."). */
const AGREES_WITH_THE_REST =
  /^\W*(?:(?:the\s+)?rest|everything\s+else|all\s+(?:the\s+)?(?:rest|else)|otherwise|apart\s+from\s+that|other\s+than\s+that|the\s+others?)\b[^.!?]*?(?:\b(?:right|fine|correct|good|ok(?:ay)?|yes|perfect|accurate)\b|$)[^.!?]*[.!?]*\s*$/i;

/** Where the new value starts: after the last of these. */
const VALUE_LEAD =
  /(?:\b(?:should\s+(?:be|say|read)|(?:it|that|this)(?:'s|\s+is)(?:\s+(?:now|actually|really))?|(?:is|are)\s+(?:now|actually)|change\s+(?:it|that)\s+to|make\s+(?:it|that)|put|i\s+meant|i\s+mean)\b\s*:?|[:—–]|\s-\s)\s*/gi;

/** What the new value replaces, or the reason after it: cut there. */
const VALUE_END =
  /\s*(?:,\s*not\b|;\s*|\bnot\s+(?:the\s+|a\s+|an\s+)?\S+\s*(?:[,;.]|$)|\brather\s+than\b|\binstead\s+of\b|,\s*(?:because|since|as|we|i|with|which)\b|\s+now\b|\s+these\s+days\b|[.!?](?:\s|$)).*$/i;

const MAX_WORDS: Record<string, number> = { full_name: 5, affiliation: 9 };
const DEFAULT_MAX_WORDS = 25;

/** A project field is corrected in these words only ("support should be a cold-chain courier"); freer words are read as an answer. */
const SAYS_WHAT_IT_SHOULD_BE: Record<string, RegExp> = {
  needs: /\b(?:support|need|needs|help|ask)\s+should\s+(?:be|say|read)\b/i,
  problem: /\b(?:problem|issue)\s+should\s+(?:be|say|read)\b/i,
  solution: /\b(?:solution|idea)\s+should\s+(?:be|say|read)\b/i,
};
const CONTACT_DETAIL = new Set(['full_name', 'affiliation']);

/** The words naming a contact detail: the value follows them ("the company is Corrib Sensing, not Corrib Sensors"). */
const NAMES_THE_FIELD: Record<string, RegExp> = {
  full_name: /\b(?:name|surname|spelt|spelled|spelling)\b/i,
  affiliation: /\b(?:organi[sz]ation(?:'s)?|company(?:'s)?|employer|org|affiliation|hospital|university|practice|charity)\b/i,
};

export function correctedValue(text: string, field: string): string | null {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() && !AGREES_WITH_THE_REST.test(s));
  for (let i = sentences.length - 1; i >= 0; i--) {
    const whole = sentences[i]!;
    if (!CONTACT_DETAIL.has(field) && !SAYS_WHAT_IT_SHOULD_BE[field]?.test(whole)) continue;
    // Two details corrected in one sentence: each is read from where its own words name it.
    const named = NAMES_THE_FIELD[field]?.exec(whole);
    const other = Object.entries(NAMES_THE_FIELD).find(([f, words]) => f !== field && words.test(whole));
    if (!named && other) continue;
    const sentence = named ? whole.slice(named.index + named[0].length) : whole;
    // Right after the words naming it ("the company is …", "support should be …"), else after the first lead (named) or the last one.
    const says = CONTACT_DETAIL.has(field) ? null : SAYS_WHAT_IT_SHOULD_BE[field]!.exec(sentence);
    let start = says ? says.index + says[0].length : named ? (/^\s*(?:is|are|was|'s|should\s+(?:be|say|read))\s+/i.exec(sentence)?.[0].length ?? -1) : -1;
    if (start < 0)
      for (const m of sentence.matchAll(VALUE_LEAD)) {
        start = m.index + m[0].length;
        if (named) break;
      }
    if (start < 0) continue;
    const said = sentence.slice(start);
    // A name said twice, the second time whole ("Ó Súilleabháin - Declan Ó Súilleabháin, the Irish spelling").
    const contact = CONTACT_DETAIL.has(field)
      ? said
          .replace(/,.*$/, '')
          .split(/\s+[-–—]\s+/)
          .filter((p) => /^[\p{Lu}\d]/u.test(p.trim()))
      : [said];
    const value = contact
      .reduce((a, b) => (b.length > a.length ? b : a), '')
      .replace(VALUE_END, '')
      .replace(/^(?:(?:my|our)\s+(?:married\s+|full\s+|maiden\s+|new\s+)?(?:name|organi[sz]ation)\s*(?:is|:|-)?\s*)/i, '')
      .replace(/^[\s"'“‘]+|[\s"'”’,;:.!]+$/g, '');
    const words = value.split(/\s+/).filter(Boolean).length;
    if (words === 0 || words > (MAX_WORDS[field] ?? DEFAULT_MAX_WORDS)) continue;
    // A contact detail is a name: it starts with a capital letter or a digit.
    if (CONTACT_DETAIL.has(field) && !/^[\p{Lu}\d]/u.test(value)) continue;
    return value;
  }
  return null;
}

/** Every contact detail a correction names and restates ("my surname should be …. And the company is …"). */
export function correctedContacts(text: string): { field: string; value: string }[] {
  return Object.entries(NAMES_THE_FIELD).flatMap(([field, words]) => {
    const value = words.test(text) ? correctedValue(text, field) : null;
    return value ? [{ field, value }] : [];
  });
}
