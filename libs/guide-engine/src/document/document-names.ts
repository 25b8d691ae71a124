import { findEmail, findTitle } from '../offline/text-rules.js';
import { readText } from '../understanding/english-nlp.js';
import { findPeople } from '../understanding/find-people.js';
import type { SegmentedDocument } from './segment-document.js';

/** Lines that name what a document is, not what its project is called. */
const DOCUMENT_KIND =
  /^(?:(?:project|innovation|research|grant|funding|pilot)\s+)?(?:proposal|summary|outline|description|one[- ]?pager|pitch(?:\s+deck)?|deck|abstract|executive\s+summary|application(?:\s+form)?|idea(?:\s+form)?|form|submission|overview|brief|concept\s+note|lean\s+canvas|business\s+model\s+canvas|canvas|project|idea|notes?|(?:mid-?term\s+|final\s+|annual\s+|progress\s+)?(?:evaluation\s+)?report)\b|\b(?:annual|evaluation|progress|mid-?term|final)\s+report\b/i;
const NOT_TITLE = /^(?:dear|hi|hello|hey|to\s+whom|good\s+(?:morning|afternoon)|re:|fw:|fwd:|-{3,}|_{3,}|forwarded|original\s+message|subject\b|from\b)/i;

/** "Project NEPHRA", "Projekt LUMA": the word after it is the project's name. */
const PROJECT_NAMED =
  /\b(?:[Pp]roje[ck]t|[Pp]rojet|[Pp]royecto|[Pp]rogetto|[Pp]rojeto|PROJECT|[Pp]rogramme|[Ii]nitiative),?\s+["“'‘]?((?:\p{Lu}[\p{L}\d'’+-]*|\d+[\p{L}\d-]*)(?:\s+(?:\p{Lu}[\p{L}\d'’+-]*|\d+)){0,2})["”'’]?/u;
/** A heading word after "Project" is no name ("Project summary", "Project Team"). */
const NOT_A_PROJECT_NAME =
  /^(?:summary|team|title|name|description|outline|overview|proposal|lead|manager|aims?|goals?|plan|budget|stage|status|details|partners?|timeline|background|idea|form|brief)$/i;

/** A coined name (CamelCase or capitals inside a word) after a verb of making, or opening "… is a/an". */
const COINED = '((?:[A-Z][a-z]+){2,}[A-Za-z]*|[A-Z][a-z]*[A-Z]{2,}[A-Za-z]*|[A-Z]{4,}\\d*)';
// Plain strings, not String.raw: the build (swc) turns a raw `\b` into a backspace.
const INTRODUCED = new RegExp(
  `\\b(?:building|developing|developed|built|created|launched|designed|introducing|meet|called|named)\\s+${COINED}\\b|^${COINED}\\s+(?:is|are)\\s+(?:an?|the|our)\\b`,
);

const NAME_IS_A = /^((?:[A-Z][\w'’+-]*)(?:\s+[A-Z][\w'’+-]*){0,2})\s+(?:is|are)\s+(?:an?|the|our)\s/u;
const NAMED_THING =
  /\b(?:the|our)\s+((?:[A-Z][\w'’+-]*)(?:\s+[A-Z][\w'’+-]*){0,2})\s+(?:project|programme|program|initiative|app|service|scheme|platform|network|pathway|tool|kit|device)\b/u;
const QUOTED_NAME = /[“"]((?:[A-Z][\w'’+-]*)(?:\s+[\w'’+-]+){0,3})[”"]\s+(?:is|project|programme|app|service|scheme|platform|initiative)\b/u;
/** Capitalised words that open a sentence without naming anything. */
const COMMON_OPENER =
  /^(?:the|this|that|it|our|we|there|here|what|which|these|those|each|every|one|care|health|people|patients|children|women|men|older|many|most|some|all|no|a|an|my|their|its|problem|solution|background|aims?|team|stage)(?:\s|$)/i;

export interface ProjectName {
  name: string;
  /** What the line says after the name ("a home dialysis monitor for …"), if anything. */
  tagline: string | null;
  page: number | null;
  how: 'label' | 'named' | 'first-line';
}

/**
 * The project's name: an explicit label, "Project X" or "called X", else a short first line (a
 * "Name: tagline" or "Name — tagline" line gives both). Never a line that only says what kind of
 * document it is, an e-mail header, or a greeting.
 */
export function findProjectName(doc: SegmentedDocument, titleLabel: { text: string; page: number | null } | null): ProjectName | null {
  if (titleLabel) return { name: titleLabel.text, tagline: null, page: titleLabel.page, how: 'label' };
  for (const line of doc.lines.slice(0, 12)) {
    const m = PROJECT_NAMED.exec(line.text);
    if (m && !NOT_A_PROJECT_NAME.test(m[1]!.split(/\s+/)[0]!)) {
      const after = line.text.slice(m.index + m[0].length).replace(/^\s*(?:[:–—-]|is\s+)\s*/, '');
      return { name: m[1]!, tagline: after.trim() || null, page: line.page, how: 'named' };
    }
  }
  const named = findTitle(
    doc.lines
      .slice(0, 30)
      .map((l) => l.text)
      .join('\n'),
  );
  if (named) return { name: named, tagline: null, page: doc.lines[0]?.page ?? null, how: 'named' };
  // A first line the next one continues in lower case is a paragraph wrapped by the page, no title
  // (unless it names the project before a dash or a colon: "LANTERN - a solar-powered blanket …").
  const at = doc.firstLine ? doc.lines.findIndex((l) => l.text.replace(/:$/, '') === doc.firstLine!.text) : -1;
  const wrapped = at >= 0 && /^\p{Ll}/u.test(doc.lines[at + 1]?.text ?? '');
  const fromFirst = firstLineName(doc.firstLine, wrapped);
  if (fromFirst) return fromFirst;
  // No title line (a paragraph, an e-mail): a coined name the text introduces ("We are building HeatCheck, …").
  for (const line of doc.lines.slice(0, 20)) {
    const m = INTRODUCED.exec(line.text);
    if (m) return { name: m[1] ?? m[2]!, tagline: null, page: line.page, how: 'named' };
  }
  // "Lumen is a …" opening one of the first lines, "the Breathe Easy programme", "“Kind Words”".
  for (const line of doc.lines.slice(0, 4)) {
    const m = NAME_IS_A.exec(line.text);
    if (m && !COMMON_OPENER.test(m[1]!) && !namesAPerson(m[1]!, line.text)) return { name: m[1]!, tagline: null, page: line.page, how: 'named' };
  }
  for (const line of doc.lines.slice(0, 20)) {
    const m = NAMED_THING.exec(line.text) ?? QUOTED_NAME.exec(line.text);
    if (m && !COMMON_OPENER.test(m[1]!) && !/^(?:NHS|UK|US|EU|GP|A&E)$/.test(m[1]!)) return { name: m[1]!, tagline: null, page: line.page, how: 'named' };
  }
  const coined = repeatedCoinedName(doc.lines.map((l) => l.text).join('\n'));
  return coined ? { name: coined, tagline: null, page: doc.lines[0]?.page ?? null, how: 'named' } : null;
}

/**
 * A name opening a sentence that says what the project is or does ("Harbour Talk is a peer
 * listening line", "DoseCheck, is a structured review", "RadioPresión combina …"): two capitalised
 * words or more, or one coined word, before a verb. Only a sentence the model reads as the
 * solution is asked, so "Dr Eilidh Morrison is a GP" or "Rural Ireland is …" names nothing.
 */
const NAME_OPENS =
  /^(?:The\s+)?((?:\p{Lu}[\p{L}\d'’+-]*)(?:\s+\p{Lu}[\p{L}\d'’+-]*){0,3})(?:\s+(?:project|programme|program|service|app|initiative|scheme|network))?,?\s+(?:is|are|was|(?:would|will|can|could)\s+\p{Ll}+|brings?|helps?|gives?|fits?|matches|connects?|sends?|teaches|trains?|offers?|uses?|lets?|turns?|puts?|pairs?|links?|combines?|combina|est|ist|è|es|é)\s/u;
const PERSON_TITLE = /^(?:Dr|Prof|Professor|Mr|Mrs|Ms|Miss|Sister|Nurse|Sir|Dame|Cllr)\.?$/;
/** "Dr Eilidh Morrison is a GP": a name with a title, or one the people finder reads as a person's. */
const namesAPerson = (name: string, sentence: string) =>
  PERSON_TITLE.test(name.split(/\s+/)[0]!) || (findPeople(readText(sentence)).fullName ?? '\u0000').startsWith(name.split(/\s+/)[0]!);

export function nameOpeningSolution(
  units: readonly { text: string; page: number | null; reading: { label: string; confidence: number } }[],
): ProjectName | null {
  for (const u of units.slice(0, 40)) {
    if (u.reading.label !== 'solution' || u.reading.confidence < 0.5) continue;
    const m = NAME_OPENS.exec(u.text);
    if (!m) continue;
    const words = m[1]!.split(/\s+/);
    const coined = words.length === 1 && new RegExp(`^${COINED}$`, 'u').test(words[0]!);
    if (!coined && words.length < 2) continue;
    if (COMMON_OPENER.test(m[1]!) || namesAPerson(m[1]!, u.text)) continue;
    return { name: m[1]!, tagline: null, page: u.page, how: 'named' };
  }
  return null;
}

/** A word coined by joining two (EarShare, MenoWork, RadioPresión, HjemmeDialyse+), as projects and products are named. */
const COINED_WORD = /(?<![\p{L}\d])(?:\p{Lu}\p{Ll}+){2,}\+?(?![\p{L}\d])/gu;
/** Coined words that name no project of the visitor's: surnames and the tools everyone uses. */
const NOT_COINED_NAME =
  /^(?:Mc|Mac|De|Di|Van|Von|La|Le|Fitz)\p{Lu}|^(?:WhatsApp|YouTube|LinkedIn|PowerPoint|GitHub|TikTok|FaceTime|JavaScript|TypeScript|WordPress|SharePoint|OneDrive|DropBox|MailChimp|SurveyMonkey|RedCap|SystmOne|EpicCare|ChatGpt|OpenAi|GoFundMe|JustGiving)$/u;

/**
 * A coined name the document uses at least twice, with the word that always follows it when one
 * does ("StepBack Home", "SpotCheck Van"): a paragraph or an e-mail with no title line still names
 * its project this way.
 */
function repeatedCoinedName(text: string): string | null {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(COINED_WORD)) if (!NOT_COINED_NAME.test(m[0])) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  const [name, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  if (!name || n < 2) return null;
  const escaped = name.replace(/[+]/g, '\\+');
  const next = [...text.matchAll(new RegExp(`${escaped} (\\p{Lu}[\\p{L}'’]+)`, 'gu'))].map((m) => m[1]!);
  const follower = next.length === n && next.every((w) => w === next[0]) ? next[0] : null;
  return follower ? `${name} ${follower}` : name;
}

function firstLineName(first: SegmentedDocument['firstLine'], wrapped: boolean): ProjectName | null {
  if (!first || NOT_TITLE.test(first.text) || findEmail(first.text)) return null;
  // "Title: Grace Hopper compilers" names the project after its label, not the label.
  const labelled = /^(?:title|project(?:\s+(?:name|title))?|name)\s*:\s*(.{2,110})$/iu.exec(first.text);
  if (labelled) return { name: labelled[1]!.trim(), tagline: null, page: first.page, how: 'first-line' };
  const split = /^(.{2,40}?)\s*(?::|\s[–—-]\s)\s*(.+)$/u.exec(first.text);
  // "Lean Canvas - MenoWork", "Business Model Canvas: SocketWorks": the kind of document, then the name.
  const afterKind = split && DOCUMENT_KIND.test(split[1]!) ? split[2]!.replace(/\s*\([^)]*\)\s*$/, '').trim() : null;
  if (afterKind && afterKind.split(/\s+/).length <= 6 && !/[.!?,]|\b(?:chapter|page|section|extract|appendix|version|draft)\b/i.test(afterKind)) {
    return { name: afterKind, tagline: null, page: first.page, how: 'first-line' };
  }
  if (split && split[1]!.split(/\s+/).length <= 4 && !DOCUMENT_KIND.test(split[1]!)) {
    return { name: split[1]!.trim(), tagline: split[2]!.trim(), page: first.page, how: 'first-line' };
  }
  const words = first.text.split(/\s+/).length;
  if (wrapped || words > 12 || first.text.length > 110 || /[.!?]$/.test(first.text) || DOCUMENT_KIND.test(first.text)) return null;
  return { name: first.text, tagline: null, page: first.page, how: 'first-line' };
}

export interface DocumentPerson {
  fullName: string | null;
  affiliation: string | null;
  email: string | null;
  page: number | null;
  excerpt: string;
}

const SIGN_OFF =
  /^(?:best(?:\s+wishes|\s+regards)?|kind\s+regards|warm\s+regards|regards|many\s+thanks|thanks(?:\s+(?:again|so\s+much))?|thank\s+you|cheers|sincerely|yours(?:\s+sincerely|\s+faithfully|\s+truly)?|with\s+thanks|mit\s+freundlichen\s+grüßen|cordialement|saludos|un\s+saludo|cordiali\s+saluti|met\s+vriendelijke\s+groet)[,.!]?$/i;
const FROM_HEADER = /^(?:from|von|de|da|van)\s*:\s*(.+)$/i;
const PLACE_WORDS =
  /\b(?:north|south|east|west|midlands|county|city|valley|district|region|borough|shire|rural|urban|project|projekt|projet|team|trust|board|council|programme)\b/i;

/** A person's name of two to four words, not a place, a team or the project itself. */
function personName(name: string | null, projectName: string | null): string | null {
  if (!name) return null;
  if (PLACE_WORDS.test(name)) return null;
  if (projectName && name.toLowerCase().includes(projectName.toLowerCase())) return null;
  const words = name.replace(/^(?:dr|prof|mr|mrs|ms|miss|professor|sister|nurse)\.?\s+/i, '').split(/\s+/);
  return words.length >= 2 && words.length <= 4 ? name : null;
}

/**
 * The person who wrote the document, if it says: an e-mail's From line, the lines after a
 * sign-off, or a Contact section. A name must look like a person's; the project's name never is.
 */
export function findDocumentPerson(
  doc: SegmentedDocument,
  contactSection: { text: string; page: number | null } | null,
  projectName: string | null,
  excluded: (text: string) => boolean,
): DocumentPerson | null {
  const candidates: { text: string; page: number | null }[] = [];
  for (const line of doc.lines) {
    const from = FROM_HEADER.exec(line.text);
    if (from) candidates.push({ text: from[1]!.replace(/[<>]/g, ' '), page: line.page });
  }
  doc.lines.forEach((line, i) => {
    if (!SIGN_OFF.test(line.text)) return;
    const after = doc.lines.slice(i + 1, i + 4).filter((l) => !excluded(l.text));
    if (after.length) candidates.push({ text: after.map((l) => l.text).join('  '), page: after[0]!.page });
  });
  if (contactSection) candidates.push(contactSection);
  for (const c of candidates) {
    if (excluded(c.text)) continue;
    const people = findPeople(readText(c.text));
    const fullName = personName(people.fullName, projectName);
    const email = people.email ?? findEmail(c.text);
    if (fullName || email || people.affiliation) {
      return { fullName, affiliation: people.affiliation, email, page: c.page, excerpt: c.text };
    }
  }
  return null;
}
