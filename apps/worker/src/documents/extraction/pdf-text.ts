import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { UnreadableDocumentError } from './extraction-errors.js';
import type { PageText } from './office-text.js';
import type { Ocr } from './ocr.js';

export interface PdfText {
  pages: PageText[];
  totalPages: number;
  ocrPages: number;
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
      const image = await renderPageAsImage(pdf, page.page, { canvasImport: () => import('@napi-rs/canvas'), scale: 2 });
      const seen = await ocr.recognize(Buffer.from(image));
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
