import { createCanvas } from '@napi-rs/canvas';
import { extractImages, extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { UnreadableDocumentError } from './extraction-errors.js';
import type { PageText } from './office-text.js';
import type { Ocr } from './ocr.js';

export interface PdfText {
  pages: PageText[];
  totalPages: number;
  ocrPages: number;
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Raw pixels (gray, RGB or RGBA) as a PNG, for OCR. */
function toPng(image: { data: Uint8ClampedArray | Uint8Array; width: number; height: number; channels: number }): Buffer {
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  const out = ctx.createImageData(image.width, image.height);
  for (let i = 0, px = 0; px < image.width * image.height; px++, i += image.channels) {
    const o = px * 4;
    const c = image.channels;
    out.data[o] = image.data[i]!;
    out.data[o + 1] = image.data[c >= 3 ? i + 1 : i]!;
    out.data[o + 2] = image.data[c >= 3 ? i + 2 : i]!;
    out.data[o + 3] = c === 4 ? image.data[i + 3]! : 255;
  }
  ctx.putImageData(out, 0, 0);
  return canvas.toBuffer('image/png');
}

/**
 * What a scanned page shows: its largest embedded picture (a scan is one), else the page drawn.
 * Pictures are decoded by pdf.js itself; drawing a page with pictures needs a canvas the bundled
 * pdf.js build cannot create in Node.
 */
async function pageImage(pdf: PdfDocument, pageNumber: number): Promise<Buffer> {
  const images = await extractImages(pdf, pageNumber);
  const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (largest) return toPng(largest);
  return Buffer.from(await renderPageAsImage(pdf, pageNumber, { canvasImport: () => import('@napi-rs/canvas'), scale: 2 }));
}

/**
 * Text page by page; pages that hold (almost) no text are rendered and read by OCR, up to a cap.
 */
export async function pdfText(
  bytes: Uint8Array,
  ocr: Ocr,
  onProgress: (stage: 'reading' | 'ocr', percent: number) => void,
  limits = EXTRACTION_LIMITS,
): Promise<PdfText> {
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') throw new UnreadableDocumentError('The PDF is password-protected; please upload an unprotected copy.');
    throw new UnreadableDocumentError('The PDF is damaged and cannot be read.');
  }
  try {
    const totalPages = pdf.numPages;
    const { text } = await extractText(pdf, { mergePages: false });
    const pages: PageText[] = text.slice(0, limits.maxPages).map((t, i) => ({ page: i + 1, text: t }));
    onProgress('reading', 40);
    const scanned = pages.filter((p) => p.text.trim().length < limits.minTextCharsPerPage).slice(0, limits.maxOcrPages);
    let done = 0;
    for (const page of scanned) {
      const seen = await ocr.recognize(await pageImage(pdf, page.page));
      // A short text page (a title slide) may render no better than it reads: keep the longer.
      if (seen.trim().length > page.text.trim().length) page.text = seen;
      done++;
      onProgress('ocr', 40 + Math.round((30 * done) / scanned.length));
    }
    return { pages, totalPages, ocrPages: scanned.length };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
