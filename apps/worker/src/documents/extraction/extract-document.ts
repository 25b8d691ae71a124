import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { assertPicturePixels } from './image-guard.js';
import { UnreadableDocumentError } from './extraction-errors.js';
import { docText, docxText, plainText, pptxText, type PageText } from './office-text.js';
import type { Ocr } from './ocr.js';
import { pdfText } from './pdf-text.js';

export type ExtractionStage = 'reading' | 'ocr';

export interface ExtractedText {
  pages: PageText[];
  totalPages: number;
  ocrPages: number;
  truncated: boolean;
}

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'webp', 'bmp', 'tif'] as const;

function clip(pages: PageText[]): { pages: PageText[]; truncated: boolean } {
  let budget: number = EXTRACTION_LIMITS.maxTextChars;
  const out: PageText[] = [];
  for (const p of pages) {
    if (budget <= 0) return { pages: out, truncated: true };
    out.push({ page: p.page, text: p.text.slice(0, budget) });
    budget -= p.text.length;
  }
  return { pages: out, truncated: budget < 0 };
}

/** The text of a document, by kind (the kind was found from its bytes at upload). */
export async function extractDocument(
  bytes: Uint8Array,
  ext: string,
  onProgress: (stage: ExtractionStage, percent: number) => void,
  /** The reader's warm OCR workers (kept across jobs). */
  ocr: Ocr,
): Promise<ExtractedText> {
  {
    onProgress('reading', 10);
    let pages: PageText[];
    let totalPages = 1;
    let ocrPages = 0;
    let picturesRefused = false;
    if (ext === 'pdf') {
      const r = await pdfText(bytes, ocr, onProgress);
      ({ pages, totalPages, ocrPages, picturesRefused } = r);
    } else if (ext === 'docx') pages = await docxText(bytes);
    else if (ext === 'pptx') {
      pages = await pptxText(bytes);
      totalPages = pages.length;
    } else if (ext === 'doc') pages = await docText(bytes);
    else if (ext === 'txt') pages = plainText(bytes);
    else if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) {
      assertPicturePixels(bytes);
      onProgress('ocr', 30);
      pages = [{ page: 1, text: await ocr.recognize(Buffer.from(bytes)) }];
      ocrPages = 1;
    } else throw new UnreadableDocumentError(`Files of type ${ext} cannot be read.`);
    const clipped = clip(pages);
    return { pages: clipped.pages, totalPages, ocrPages, truncated: clipped.truncated || totalPages > pages.length || picturesRefused };
  }
}
