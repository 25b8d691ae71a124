import {
  bmpBomb,
  corruptPdf,
  filledPdfForm,
  textTiff,
  twoColumnPdf,
  docx,
  docxWithTables,
  manyPagePdf,
  pdfWithPicture,
  pdfWithUnreadableTail,
  pngBomb,
  pptx,
  scannedPdf,
  textPdf,
  textPng,
  zipBombDocx,
} from '../../testing/document-fixtures.js';
import iconv from 'iconv-lite';
import { UnreadableDocumentError } from './extraction-errors.js';
import { runExtraction } from './run-extraction.js';

const noProgress = () => undefined;
const textOf = (r: { pages: { text: string }[] }) => r.pages.map((p) => p.text).join('\n');

describe('document extraction in a warm reader process (real parsers, real OCR)', () => {
  it('reads a text PDF page by page', async () => {
    const stages: string[] = [];
    const r = await runExtraction(textPdf(['Problem: missed sepsis alerts', 'Solution: a bedside early-warning score']), 'pdf', (s) => stages.push(s));
    expect(r.totalPages).toBe(2);
    expect(r.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(r.pages[0]!.text).toContain('missed sepsis alerts');
    expect(r.pages[1]!.text).toContain('bedside early-warning score');
    expect(r.ocrPages).toBe(0);
    expect(stages).toContain('reading');
  });

  it('reads a Word table of Problem | Solution and a deck printed to PDF as the chat would, in the reader', async () => {
    const table = await runExtraction(
      await docxWithTables([
        'MedsLink',
        [
          ['Problem', 'Solution'],
          ['Patients go home with changed medicines and their pharmacy is not told.', 'MedsLink sends the discharge summary to the community pharmacy.'],
        ],
      ]),
      'docx',
      noProgress,
      undefined,
      { documentId: 'table', filename: 'table.docx' },
    );
    const byField = Object.fromEntries((table.analysis?.fields ?? []).map((f) => [f.field, f.value]));
    expect(byField.problem).toMatch(/^Patients go home with changed medicines/);
    expect(byField.solution).toMatch(/^MedsLink sends the discharge summary/);
    const deck = await runExtraction(
      textPdf(['Sleepwell\n1', 'The problem\nCare home residents fall at night\n2', 'The ask\nA £300,000 seed round\n3']),
      'pdf',
      noProgress,
      undefined,
      { documentId: 'deck', filename: 'deck.pdf' },
    );
    const deckFields = Object.fromEntries((deck.analysis?.fields ?? []).map((f) => [f.field, f.value]));
    expect(deckFields.problem).toBe('Care home residents fall at night');
    expect(deckFields.funding).toBe('A £300,000 seed round');
  });

  it('reads DOCX paragraphs, PPTX slides in order, and plain text', async () => {
    expect(textOf(await runExtraction(await docx(['Our team: two nurses and a data scientist', 'Stage: prototype']), 'docx', noProgress))).toMatch(
      /two nurses and a data scientist[\s\S]*Stage: prototype/,
    );
    const deck = await runExtraction(
      await pptx([
        ['Title slide', 'CardioWatch'],
        ['Funding', 'Seeking $250k seed'],
      ]),
      'pptx',
      noProgress,
    );
    expect(deck.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(deck.pages[1]!.text).toBe('Funding\nSeeking $250k seed');
    expect(textOf(await runExtraction(Buffer.from('Needs: clinical partners\n'), 'txt', noProgress))).toBe('Needs: clinical partners\n');
  });

  it('reads a picture of text with the shipped English OCR data', async () => {
    const r = await runExtraction(textPng(['Remote monitoring for', 'heart failure patients']), 'png', noProgress);
    expect(r.ocrPages).toBe(1);
    expect(textOf(r).toLowerCase()).toMatch(/remote monitoring/);
    expect(textOf(r).toLowerCase()).toMatch(/heart failure/);
  });

  it('OCRs a scanned PDF page (a picture of text, no text layer)', async () => {
    const r = await runExtraction(scannedPdf(['Problem: wound photos are', 'lost between visits']), 'pdf', noProgress);
    expect(r.ocrPages).toBe(1);
    expect(textOf(r).toLowerCase()).toMatch(/wound photos/);
  });

  it('fails cleanly on a corrupt PDF, a zip bomb and an unknown kind', async () => {
    await expect(runExtraction(corruptPdf(), 'pdf', noProgress)).rejects.toThrow(UnreadableDocumentError);
    await expect(runExtraction(await zipBombDocx(160), 'docx', noProgress)).rejects.toThrow(/expands to far more data/);
    await expect(runExtraction(Buffer.from('x'), 'exe', noProgress)).rejects.toThrow(/cannot be read/);
  });

  it('stops an extraction that exceeds its time budget; the next document is read by a fresh reader', async () => {
    await expect(runExtraction(manyPagePdf(5000), 'pdf', noProgress, { timeBudgetMs: 5 })).rejects.toThrow(/took longer than/);
    expect(textOf(await runExtraction(Buffer.from('Needs: a ward\n'), 'txt', noProgress))).toBe('Needs: a ward\n');
  });

  it('refuses decompression bombs by their declared size, before decoding a pixel', async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      // 12000×12000 (144 MP) in ~140 KB: decoding took the process to 3.2 GB.
      await expect(runExtraction(pngBomb(), 'png', noProgress)).rejects.toThrow(/far larger than a page scan/);
      await expect(runExtraction(bmpBomb(), 'bmp', noProgress)).rejects.toThrow(/far larger than a page scan/);
      await expect(runExtraction(pdfWithPicture(), 'pdf', noProgress)).rejects.toThrow(/far larger than a page scan/);
      // Text pages of such a PDF are still read; the picture is not decoded.
      const mixed = await runExtraction(pdfWithPicture(12_000, ['Problem: ward falls at night']), 'pdf', noProgress);
      expect(textOf(mixed)).toContain('ward falls at night');
      expect(mixed.ocrPages).toBe(0);
    } finally {
      clearInterval(sampler);
    }
    // Four bombs decoded would need gigabytes; refused by their headers, the threads' own start-up is all.
    expect(peak - baseline).toBeLessThan(600 * 1024 * 1024);
  });

  it('applies the page cap before reading pages: a 5,000-page PDF is read to page 100', async () => {
    const r = await runExtraction(manyPagePdf(5000), 'pdf', noProgress);
    expect(r.totalPages).toBe(5000);
    expect(r.pages).toHaveLength(100);
    expect(r.pages[99]!.text).toContain('Page 100');
    expect(r.truncated).toBe(true);
    // Pages past the cap are never touched: here they cannot be read at all.
    const tail = await runExtraction(pdfWithUnreadableTail(100, 5000), 'pdf', noProgress);
    expect(tail.pages).toHaveLength(100);
  });

  it('reads text saved as UTF-16 or Windows-1252, a TIFF with its directory at the end, and a filled PDF form', async () => {
    expect(textOf(await runExtraction(iconv.encode('Needs: a pilot ward – £1.5 million', 'utf-16le', { addBOM: true }), 'txt', noProgress))).toBe(
      'Needs: a pilot ward – £1.5 million',
    );
    expect(textOf(await runExtraction(iconv.encode('We are raising £1.5 million', 'windows-1252'), 'txt', noProgress))).toBe('We are raising £1.5 million');
    const tiff = await runExtraction(textTiff(['Remote monitoring for', 'heart failure patients']), 'tif', noProgress);
    expect(textOf(tiff).toLowerCase()).toMatch(/heart failure/);
    const form = await runExtraction(
      filledPdfForm([
        { name: 'problem', label: 'Problem', value: 'Night-time falls on the ward go unseen for hours' },
        { name: 'needs', label: 'What support do you need', value: 'A hospital partner for a pilot' },
      ]),
      'pdf',
      noProgress,
    );
    expect(textOf(form)).toContain('Problem: Night-time falls on the ward go unseen for hours');
    expect(textOf(form)).toContain('What support do you need: A hospital partner for a pilot');
  });

  it('reads a two-column page column by column, and a deck with a near-empty slide (Node 22+ built-ins)', async () => {
    const r = await runExtraction(
      twoColumnPdf(
        'WardWatch',
        ['Problem', 'Patients who deteriorate at', 'night on general wards are', 'often seen late.'],
        ['Solution', 'A chest patch streams vital', 'signs to the nurses station', 'and raises early alerts.'],
      ),
      'pdf',
      noProgress,
    );
    const text = textOf(r).replace(/\s+/g, ' ');
    expect(text).toContain('Patients who deteriorate at night on general wards are often seen late.');
    expect(text).toContain('A chest patch streams vital signs to the nurses station and raises early alerts.');
    const deck = await runExtraction(textPdf(['CardioWatch', '.', 'Problem: readmissions after heart failure are missed']), 'pdf', noProgress);
    expect(deck.totalPages).toBe(3);
    expect(textOf(deck)).toContain('readmissions after heart failure');
  });
});
