import { scannedPdf } from '../../testing/document-fixtures.js';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { Ocr } from './ocr.js';
import { pdfText } from './pdf-text.js';

describe('pdfText: the OCR page limit and the time budget agree', () => {
  it('starts no OCR page once most of the budget is spent, and says the text was cut', async () => {
    const ocr = new Ocr();
    try {
      // A budget already spent: the scanned page is not sent to OCR; the result says so.
      const r = await pdfText(scannedPdf(['Problem: wound photos are lost']), ocr, () => undefined, { ...EXTRACTION_LIMITS, timeBudgetMs: 0 });
      expect(r.totalPages).toBe(1);
      expect(r.ocrPages).toBe(0);
      expect(r.picturesRefused).toBe(true);
    } finally {
      await ocr.close();
    }
  });
});
