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
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return [{ page: 1, text: value }];
  } catch {
    throw new UnreadableDocumentError('The Word document is damaged or protected and cannot be read.');
  }
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
