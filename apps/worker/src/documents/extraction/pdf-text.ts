import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { extractImages, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { UnreadableDocumentError } from './extraction-errors.js';
import { largestPdfPicture } from './image-guard.js';
import type { PageText } from './office-text.js';
import { OCR_WORKERS, type Ocr } from './ocr.js';
import { readingOrder, type TextItem } from './pdf-reading-order.js';

export interface PdfText {
  pages: PageText[];
  totalPages: number;
  ocrPages: number;
  /** Scanned pages left unread: the PDF holds a picture over the pixel budget, or OCR ran out of time. */
  picturesRefused: boolean;
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

type NapiCanvas = Canvas;
type CanvasAndContext = { canvas: NapiCanvas | null; context: ReturnType<NapiCanvas['getContext']> | null };

/**
 * The canvases pdf.js draws on by itself while it renders a page (stencil masks such as a
 * black-and-white scan, soft masks, tiling patterns). The pdf.js bundled in unpdf has a stub
 * Node factory that throws "@napi-rs/canvas is not available in this environment" whatever is
 * installed; this one makes them with @napi-rs/canvas, imported here like every other module
 * (resolved from this package, wherever the product is started from).
 */
class NapiCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    if (!(width > 0 && height > 0)) throw new Error('Invalid canvas size');
    const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
    return { canvas, context: canvas.getContext('2d') };
  }

  reset(target: CanvasAndContext, width: number, height: number): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    target.canvas.width = Math.ceil(width);
    target.canvas.height = Math.ceil(height);
  }

  destroy(target: CanvasAndContext): void {
    if (target.canvas) {
      target.canvas.width = 0;
      target.canvas.height = 0;
    }
    target.canvas = null;
    target.context = null;
  }
}

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
async function pageImage(pdf: PdfDocument, pageNumber: number, maxPixels: number): Promise<Buffer> {
  const images = await extractImages(pdf, pageNumber);
  const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (largest) return toPng(largest);
  // Drawn at twice its size, unless that exceeds the pixel budget (a page may declare 14400 pt a side).
  const { width, height } = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
  const scale = Math.min(2, Math.sqrt(maxPixels / Math.max(1, width * height)));
  return Buffer.from(await renderPageAsImage(pdf, pageNumber, { canvasImport: () => import('@napi-rs/canvas'), scale }));
}

/** One page's text as pdf.js lays it out (the same joining unpdf's extractText uses). */
async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const items = readingOrder(content.items as TextItem[], page.getViewport({ scale: 1 }).width);
  const text = items.map((item) => (item.str !== undefined ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
  const answers = formAnswers(await page.getAnnotations().catch(() => []));
  return answers ? `${text}\n${answers}` : text;
}

interface FormWidget {
  subtype?: string;
  fieldType?: string;
  fieldName?: string;
  alternativeText?: string;
  fieldValue?: unknown;
  exportValue?: string;
  buttonValue?: string;
  checkBox?: boolean;
  radioButton?: boolean;
}

/**
 * What a visitor typed into a filled PDF form: the field values live in the form's widgets, not
 * in the page's text. One line per answered field, labelled by its tooltip or its name.
 */
function formAnswers(annotations: FormWidget[]): string {
  const lines: string[] = [];
  for (const a of annotations) {
    if (a.subtype !== 'Widget') continue;
    const label = (a.alternativeText || a.fieldName || '').replace(/[_.]+/g, ' ').trim();
    let value: string | null = null;
    if (a.fieldType === 'Tx' && typeof a.fieldValue === 'string') value = a.fieldValue;
    else if (a.fieldType === 'Ch') value = Array.isArray(a.fieldValue) ? a.fieldValue.join(', ') : typeof a.fieldValue === 'string' ? a.fieldValue : null;
    else if (a.fieldType === 'Btn' && a.checkBox && a.fieldValue && a.fieldValue !== 'Off') value = 'yes';
    else if (a.fieldType === 'Btn' && a.radioButton && a.fieldValue === a.buttonValue && a.buttonValue) value = String(a.buttonValue);
    if (value && value.trim()) lines.push(label ? `${label}: ${value.trim()}` : value.trim());
  }
  return lines.join('\n');
}

/** Share of the job's time budget after which no further page is sent to OCR (the rest: analysis, margin). */
const OCR_SHARE_OF_BUDGET = 0.7;

/**
 * Text page by page, the page cap applied before any page is touched (a 5,000-page PDF costs
 * what its first 100 pages cost); pages that hold (almost) no text are read by OCR, up to a cap,
 * unless the PDF holds a picture over the pixel budget: pictures are sized before decoding.
 */
export async function pdfText(
  bytes: Uint8Array,
  ocr: Ocr,
  onProgress: (stage: 'reading' | 'ocr', percent: number) => void,
  limits: typeof EXTRACTION_LIMITS | (Omit<typeof EXTRACTION_LIMITS, 'timeBudgetMs'> & { timeBudgetMs: number }) = EXTRACTION_LIMITS,
): Promise<PdfText> {
  const started = Date.now();
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { CanvasFactory: NapiCanvasFactory });
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') throw new UnreadableDocumentError('The PDF is password-protected; please upload an unprotected copy.');
    throw new UnreadableDocumentError('The PDF is damaged and cannot be read.');
  }
  try {
    const totalPages = pdf.numPages;
    const pages: PageText[] = [];
    const read = Math.min(totalPages, limits.maxPages);
    for (let n = 1; n <= read; n++) {
      pages.push({ page: n, text: await pageText(pdf, n) });
      if (n % 10 === 0) onProgress('reading', 10 + Math.round((30 * n) / read));
    }
    onProgress('reading', 40);
    const scanned = pages.filter((p) => p.text.trim().length < limits.minTextCharsPerPage).slice(0, limits.maxOcrPages);
    const picturesRefused = scanned.length > 0 && largestPdfPicture(bytes) > limits.maxImagePixels;
    if (picturesRefused) {
      if (pages.every((p) => p.text.trim().length < limits.minTextCharsPerPage)) {
        throw new UnreadableDocumentError('The PDF holds a picture far larger than a page scan (a decompression bomb?); it was not read.');
      }
      return { pages, totalPages, ocrPages: 0, picturesRefused };
    }
    // OCR stops starting pages once most of the job's time budget is spent, so the page limit and
    // the time limit agree: a long scan ends with the pages read so far, not with the budget's kill.
    const ocrDeadline = started + limits.timeBudgetMs * OCR_SHARE_OF_BUDGET;
    // Pages are drawn one at a time (pdf.js) and read by OCR_WORKERS tesseract workers at once.
    let done = 0;
    let cut = false;
    const reading = new Set<Promise<void>>();
    for (const page of scanned) {
      if (Date.now() > ocrDeadline) {
        cut = true;
        break;
      }
      const image = await pageImage(pdf, page.page, limits.maxImagePixels);
      const read: Promise<void> = ocr.recognize(image).then((seen) => {
        // A short text page (a title slide) may render no better than it reads: keep the longer.
        if (seen.trim().length > page.text.trim().length) page.text = seen;
        done++;
        onProgress('ocr', 40 + Math.round((30 * done) / scanned.length));
      });
      reading.add(read);
      void read.finally(() => reading.delete(read)).catch(() => undefined);
      if (reading.size >= OCR_WORKERS) await Promise.race(reading);
    }
    await Promise.all(reading);
    if (cut) return { pages, totalPages, ocrPages: done, picturesRefused: true };
    return { pages, totalPages, ocrPages: done, picturesRefused };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
