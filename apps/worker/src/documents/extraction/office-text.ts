import { decodeText } from '@intake/blob-store';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { UnreadableDocumentError } from './extraction-errors.js';
import { openCheckedZip, readZipText } from './zip-guard.js';

export interface PageText {
  page: number;
  text: string;
}

const decodeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, d) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

export async function docxText(bytes: Uint8Array): Promise<PageText[]> {
  // The guard runs first: mammoth would inflate every part it touches.
  await openCheckedZip(bytes);
  try {
    // Through mammoth's HTML, not its raw text: the raw text puts each table cell on a line of its
    // own, so a canvas's "Customer segments" box or a report's "Participants | 164 | 188" row reads
    // as a heading followed by loose figures. A row is one line, its cells kept apart with bars.
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    return [{ page: 1, text: htmlAsText(value) }];
  } catch {
    throw new UnreadableDocumentError('The Word document is damaged or protected and cannot be read.');
  }
}

/**
 * mammoth's HTML as lines: a paragraph, heading or list item a line; a table row of a label and its
 * box a labelled line, a row of figures one line of " | "-joined cells, any other row a line a cell.
 */
export function htmlAsText(html: string): string {
  const inline = (fragment: string) =>
    fragment
      .replace(/<\/(?:p|h[1-6]|li)>|<br\s*\/?>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const rows = html.replace(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi, (_row, cells: string) => {
    const html = [...cells.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((m) => m[1]!).filter((c) => inline(c) !== '');
    const texts = html.map(inline);
    const [first, ...rest] = texts;
    // A box and its label ("Customer segments | Housebound older adults …"): a labelled line.
    if (first && rest.length === 1 && first.split(' ').length <= 5 && !/[.:]$/.test(first)) return `<p>${first}: ${rest[0]}</p>`;
    // A row of figures ("Calls made | 14,900 | 16,700"): one line.
    if (first && rest.length >= 1 && rest.every((c) => /^[\d\s.,%£$€¥+–-]+$/.test(c) || c.split(' ').length <= 2)) return `<p>${texts.join(' | ')}</p>`;
    // A grid of boxes (a canvas): each box its own line, as the eye reads it.
    return html.map((c) => `<p>${c}</p>`).join('');
  });
  return decodeXml(
    rows
      .replace(/<img\b[^>]*>/gi, '')
      .replace(/<\/(?:p|h[1-6]|li|table)>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Slide text: the `<a:t>` runs of ppt/slides/slideN.xml, slide by slide, in number order. */
export async function pptxText(bytes: Uint8Array): Promise<PageText[]> {
  const zip = await openCheckedZip(bytes);
  const slides = Object.keys(zip.files)
    .map((name) => /^ppt\/slides\/slide(\d+)\.xml$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[0], n: Number(m[1]) }))
    .sort((a, b) => a.n - b.n);
  if (slides.length === 0) throw new UnreadableDocumentError('The presentation has no slides that can be read.');
  const out: PageText[] = [];
  for (const slide of slides) {
    const xml = (await readZipText(zip, slide.name)) ?? '';
    const paragraphs = xml.split(/<\/a:p>/).map((p) => [...p.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1]!)).join(''));
    out.push({ page: slide.n, text: paragraphs.filter((p) => p.trim()).join('\n') });
  }
  return out;
}

/** Legacy Word (.doc): best effort through word-extractor; a clear failure otherwise. */
export async function docText(bytes: Uint8Array): Promise<PageText[]> {
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    return [{ page: 1, text: doc.getBody() }];
  } catch {
    throw new UnreadableDocumentError('This older Word (.doc) file could not be read. Please save it as DOCX or PDF and upload it again.');
  }
}

/** Plain text in the encoding it was saved in (byte-order mark, UTF-8, UTF-16, or a legacy one). */
export function plainText(bytes: Uint8Array): PageText[] {
  const decoded = decodeText(bytes);
  return [{ page: 1, text: decoded ? decoded.text : new TextDecoder('utf-8', { fatal: false }).decode(bytes) }];
}
