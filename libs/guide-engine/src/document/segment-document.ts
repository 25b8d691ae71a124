import { sentences } from '../offline/text-rules.js';
import { MAX_NLP_CHARS, readText } from '../understanding/english-nlp.js';
import { formLabelHint, headingHint, isFormQuestion, type SectionHint } from './document-headings.js';

/**
 * A document as units the sentence classifier reads: sentences of paragraphs, bullets, table
 * cells, slides' lines, with the heading they sit under (if any). Page furniture (page and slide
 * numbers, running headers and footers, "Confidential") is removed first, so it never leaks into
 * a value. Headings only hint at a field; what a unit says decides (analyse-document-offline.ts).
 */
export interface Segment {
  text: string;
  page: number | null;
  kind: 'sentence' | 'bullet' | 'header';
  /** The field the heading above hints at; null under no heading or one we do not know. */
  hint: SectionHint | null;
  /** The heading's own words, or null. */
  heading: string | null;
  /** Index of the paragraph, bullet or cell the unit comes from (units of one block share it). */
  block: number;
}

export interface SegmentedDocument {
  segments: Segment[];
  /** The first line of the document that is no furniture, heading or e-mail header: a title candidate. */
  firstLine: { text: string; page: number | null } | null;
  /** Every line kept, in order (furniture removed), for the name and title readers. */
  lines: { text: string; page: number | null }[];
}

interface Page {
  page: number | null;
  text: string;
}

const PAGE_NUMBER = /^(?:(?:page|slide|seite|página|pagina|p\.)\s*)?\d{1,3}(?:\s*(?:\/|of|von|de|sur)\s*\d{1,3})?$|^[-–—]\s*\d{1,3}\s*[-–—]$/iu;
const FURNITURE =
  /^(?:(?:strictly\s+|private\s+(?:and|&)\s+)?confidential|draft(?:\s+v?\d+(?:\.\d+)?)?|for\s+internal\s+use(?:\s+only)?|©.{0,80}|copyright\b.{0,80}|all\s+rights\s+reserved\.?|www\.[\w.-]+\.\w+|https?:\/\/\S+)$/iu;
/** "NightSafe | Confidential", "Pitch deck · Draft": the furniture after a separator goes, the rest stays. */
const FURNITURE_TAIL = /\s*[|·•–—-]\s*(?:(?:strictly\s+)?confidential|draft|internal|not\s+for\s+distribution|page\s+\d+)\s*$/iu;
const BULLET = /^\s*(?:[•·▪■►◦‣●○–—*-]|\d{1,2}[.)]|\(?[a-z]\)|[✓✔→])\s+/u;
/** A label and its value on one line: "Problem: nurses lose hours", "Zielgruppe – Pflegeheime". */
// (A form's own question is a label too: "Na czym polega problem?: W powiecie …", "¿A quién va dirigida?: A los niños …".)
const LABEL_LINE = /^([¿\p{L}][\p{L}'’ /&(),-]{0,60}?\??)\s*(?:[:：]|\s[–—]\s|\s-\s)\s*(\S.*)$/u;
const EMAIL_HEADER = /^(?:from|to|cc|bcc|sent|date|subject|re|fw|fwd|von|an|betreff|de|à|objet|asunto|para|oggetto|da|onderwerp|van)$/iu;
/** A line that stops mid-phrase goes on in the next one, whatever that one starts with. */
const WRAPS = /(?:[,;–-]|\b(?:and|or|the|of|to|a|an|with|for|in|on|at|by|from|that|which|who|their|our|its|is|are|was|were|has|have|than|as|into|per)\s*)$/iu;
/** Where a forwarded or replied-to message starts: "-----Original Message-----", "On 3 Nov 2026, Ana wrote:". */
const MAIL_SEPARATOR =
  /^(?:-{2,}\s*(?:original\s+message|forwarded\s+message|message\s+transféré|weitergeleitete\s+nachricht|mensaje\s+reenviado)\s*-{2,}|(?:on|le|am|el|il)\s+.{4,80}\s+(?:wrote|a\s+écrit|schrieb|escribió|ha\s+scritto):?)$/iu;
const TERMINAL = /[.!?…:;)"”]$/u;

/** A short line with the look of a heading: few words, no closing stop, capitalised or in capitals. */
function looksLikeHeading(line: string): boolean {
  const words = line.split(/\s+/);
  if (words.length > 7 || line.length > 60 || /[.!?,;]$/.test(line) || /^\d+[\d,.%]*$/.test(line)) return false;
  if (/[@£$€%]|\d{3,}/.test(line)) return false;
  if (line.endsWith(':')) return true;
  if (!/^[\p{Lu}\d]/u.test(line)) return false;
  const content = words.filter((w) => !/^(?:and|or|of|the|a|an|for|to|in|on|with|we|it|is|und|et|y|e|en|de|la|le|der|die|das)$/i.test(w));
  const capitalised = content.filter((w) => /^[\p{Lu}\d]/u.test(w)).length;
  return words.length <= 4 || capitalised >= content.length - 1 || line === line.toUpperCase();
}

/** Lines repeated on several pages (a running header or footer) are furniture; the first stays. */
function repeatedLines(pages: Page[]): Set<string> {
  if (pages.length < 3) return new Set();
  const count = new Map<string, number>();
  for (const p of pages) {
    for (const line of new Set(p.text.split('\n').map((l) => l.trim().replace(FURNITURE_TAIL, '').toLowerCase()))) {
      if (line && line.length <= 80) count.set(line, (count.get(line) ?? 0) + 1);
    }
  }
  return new Set([...count].filter(([, n]) => n >= Math.max(3, Math.ceil(pages.length / 2))).map(([l]) => l));
}

/** Slide and page numbers printed on a content line ("… warning signs. 3", "5 / 6", "4 The ask"). */
function withoutPageNumber(line: string, pageNumber: number | null, first: boolean, last: boolean): string {
  let out = line.replace(/\s+\d{1,3}\s*\/\s*\d{1,3}$/u, '');
  if (pageNumber !== null) {
    const n = String(pageNumber);
    if (last) out = out.replace(new RegExp(`(?<=[\\p{L}.!?)%])\\s+${n}$`, 'u'), '');
    if (first) out = out.replace(new RegExp(`^${n}\\s+(?=\\p{Lu})`, 'u'), '');
  }
  return out.trim();
}

/** A paragraph being gathered; `last` is the length of its last line (a long one was wrapped). */
interface Paragraph {
  text: string;
  page: number | null;
  hint: SectionHint | null;
  heading: string | null;
  last: number;
}

interface Line {
  text: string;
  page: number | null;
}

/**
 * A paragraph's sentences as the language library reads them: "… so they don't miss doses. need
 * seed money" is two, "approx. 40 units" one. Past the library's bound, the plain splitter.
 */
const paragraphSentences = (text: string) => (text.length <= MAX_NLP_CHARS ? readText(text).sentences.map((s) => s.text) : sentences(text));

/** A sentence of two halves joined by a semicolon ("still an idea; we need a physiotherapist") is two units. */
function clauses(sentence: string): string[] {
  // "… a working prototype and would welcome therapists to test it": the ask is a clause of its own.
  const parts = sentence.split(
    /;\s+|,?\s+(?:and|but)\s+(?=(?:we\s+|i\s+)?(?:would\s+(?:welcome|like|love|value)|(?:now\s+)?need|are\s+(?:now\s+)?(?:looking|seeking|raising)|seek|want)\b)/i,
  );
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length < 3)) return [sentence];
  return parts.map((p, i) => (i < parts.length - 1 ? `${p.replace(/[,\s]+$/, '')}.` : p)).map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

/**
 * A line of a paper exported with its markup, read as the words it shows: "\section{Our approach}"
 * is the heading "Our approach", "\item" a bullet, "\textbf{...}" its words, "<h2>Aims</h2>" a
 * heading; a LaTeX comment line ("% reviewer: …") and an environment's bounds show nothing ("30% of
 * patients" inside a line is no comment).
 */
function withoutMarkup(line: string): string {
  if (!/[\\<%]/.test(line)) return line;
  if (/^%|^\\(?:begin|end|documentclass|usepackage|maketitle|label|bibliography\w*)\b/.test(line)) return '';
  return line
    .replace(/^\\(?:(?:sub){0,2}section|chapter|paragraph|title|caption)\*?\{([^{}]*)\}\s*$/, '$1')
    .replace(/^\\item\s*/, '- ')
    .replace(/\\(?:textbf|textit|emph|underline|texttt|mbox)\{([^{}]*)\}/g, '$1')
    .replace(/^<h[1-6][^>]*>(.*?)<\/h[1-6]>$/i, '$1')
    .replace(/<\/?(?:p|b|i|em|strong|li|ul|ol|span|div|br)\b[^>]*>/gi, ' ')
    .trim();
}

export function segmentDocument(pages: Page[]): SegmentedDocument {
  const repeated = repeatedLines(pages);
  const seenRepeated = new Set<string>();
  const lines: Line[] = [];
  for (const p of pages) {
    const kept = p.text
      .split('\n')
      .map((l) =>
        withoutMarkup(l.trim())
          .replace(/^(?:>\s*)+/, '')
          .replace(FURNITURE_TAIL, ''),
      )
      .filter((l) => {
        if (!l || FURNITURE.test(l)) return false;
        const key = l.toLowerCase();
        if (!repeated.has(key)) return true;
        if (seenRepeated.has(key)) return false;
        seenRepeated.add(key);
        return true;
      });
    // The page's number sits on its first or last line once the furniture is gone.
    const content = kept.filter((l) => !PAGE_NUMBER.test(l));
    content.forEach((l, i) => {
      const text = withoutPageNumber(l, p.page, i === 0, i === content.length - 1);
      if (text && !PAGE_NUMBER.test(text)) lines.push({ text, page: p.page });
    });
  }

  const segments: Segment[] = [];
  let hint: SectionHint | null = null;
  let heading: string | null = null;
  let block = 0;
  let firstLine: SegmentedDocument['firstLine'] = null;
  // Headings met with nothing under them yet: a table's header row ("Problem | Solution") is
  // followed by its cells in the same order.
  let pendingHeadings: { hint: SectionHint | null; heading: string }[] = [];
  let paragraph: Paragraph | null = null;

  const flush = () => {
    if (!paragraph) return;
    const b = block++;
    for (const s of paragraphSentences(paragraph.text).flatMap(clauses))
      segments.push({ text: s, page: paragraph.page, kind: 'sentence', hint: paragraph.hint, heading: paragraph.heading, block: b });
    paragraph = null;
  };
  const sectionFor = () => {
    if (pendingHeadings.length > 1) {
      const h = pendingHeadings.shift()!;
      return { hint: h.hint, heading: h.heading };
    }
    if (pendingHeadings.length === 1) {
      const h = pendingHeadings.shift()!;
      [hint, heading] = [h.hint, h.heading];
    }
    return { hint, heading };
  };

  const questions = lines.map((l) => isFormQuestion(l.text));
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const text = line.text;
    const label = LABEL_LINE.exec(text);
    if ((label && EMAIL_HEADER.test(label[1]!.trim())) || MAIL_SEPARATOR.test(text)) {
      flush();
      segments.push({ text, page: line.page, kind: 'header', hint: null, heading: label?.[1]?.trim() ?? null, block: block++ });
      return;
    }
    const known = headingHint(text);
    // "Problem: nurses miss early" opens its section even as a short first line.
    const labelHint = label ? headingHint(label[1]!) : null;
    // A form's row of its own label or question and the answer ("Na czym polega problem?: W powiecie …",
    // "Nazwa projektu: Kabina Rozmowy") is that field's section, the label never its value.
    const formHint = label && labelHint === null ? formLabelHint(label[1]!) : null;
    if (label && formHint !== null && label[2]!.trim().length > 1) {
      flush();
      pendingHeadings = [];
      [hint, heading] = [formHint, label[1]!.trim()];
      paragraph = { text: label[2]!, page: line.page, hint, heading, last: text.length };
      return;
    }
    if (
      !firstLine &&
      known === null &&
      (labelHint === null || labelHint === 'title') &&
      segments.length === 0 &&
      !paragraph &&
      pendingHeadings.length === 0 &&
      looksLikeHeading(text)
    ) {
      // A short first line is the document's title (a cover slide, a one-pager's name).
      firstLine = { text: text.replace(/:$/, ''), page: line.page };
      return;
    }
    const previous = lines[i - 1];
    const opensSection = !paragraph || TERMINAL.test(paragraph.text) || previous?.page !== line.page || (paragraph as Paragraph).last < 50;
    // A form's question is a heading whatever it asks, and the line under it is its answer, however short ("NailGlow").
    const question = questions[i]!;
    // So is the first line under a heading the reader knows ("Customer segments", then "Housebound
    // older adults" wrapped by a narrow canvas column), unless it is a known heading itself.
    const answersQuestion = (i > 0 && !question && questions[i - 1]!) || (known === null && !question && (pendingHeadings.at(-1)?.hint ?? null) !== null);
    const alone =
      question ||
      (!answersQuestion &&
        (known !== null ||
          (looksLikeHeading(text) && next !== undefined && opensSection && (TERMINAL.test(next.text) || next.text.length > text.length + 10))));
    if (alone && (known !== null || !BULLET.test(text))) {
      flush();
      if (known === 'title') {
        pendingHeadings.push({ hint: known, heading: text });
        return;
      }
      if (!firstLine && known === null && segments.length === 0 && pendingHeadings.length === 0) {
        // The document's first line is its title, not a section.
        firstLine = { text: text.replace(/:$/, ''), page: line.page };
        return;
      }
      pendingHeadings.push({ hint: known, heading: text.replace(/:$/, '') });
      return;
    }
    if (label && labelHint !== null) {
      flush();
      pendingHeadings = [];
      [hint, heading] = [labelHint, label[1]!.trim()];
      paragraph = { text: label[2]!, page: line.page, hint, heading, last: text.length };
      return;
    }
    if (BULLET.test(text)) {
      flush();
      const section = sectionFor();
      const b = block++;
      for (const s of sentences(text.replace(BULLET, '')).flatMap(clauses))
        segments.push({ text: s, page: line.page, kind: 'bullet', hint: section.hint, heading: section.heading, block: b });
      return;
    }
    if (!firstLine && segments.length === 0 && !paragraph && pendingHeadings.length === 0) firstLine = { text, page: line.page };
    // A paragraph broken over lines is one paragraph: it goes on while no sentence has closed, or
    // while the next line starts in lower case.
    const p = paragraph as Paragraph | null;
    // A short line without a stop is a unit of its own (a slide's line, a list without markers).
    const wrapped = p !== null && p.last >= 40 && WRAPS.test(p.text);
    if (p && pendingHeadings.length === 0 && (wrapped || /^[\p{Ll}(]/u.test(text)) && p.page === line.page) {
      p.text = `${p.text} ${text}`;
      p.last = text.length;
      return;
    }
    flush();
    const section = sectionFor();
    paragraph = { text, page: line.page, hint: section.hint, heading: section.heading, last: text.length };
  });
  flush();
  return { segments, firstLine, lines };
}
