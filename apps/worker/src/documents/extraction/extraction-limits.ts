/** What one extraction may cost, whatever the file claims to be. */
export const EXTRACTION_LIMITS = {
  /** Wall-clock budget for one job's extraction thread. */
  timeBudgetMs: 90_000,
  /** Memory the extraction thread may use before it is stopped (a bomb of any kind). */
  maxHeapMb: 768,
  /** PDF pages read; the rest are ignored (said in the result). */
  maxPages: 100,
  /** Pages (or pictures) sent to OCR at most. */
  maxOcrPages: 10,
  /**
   * A PDF page with less text than this is treated as scanned. Kept tiny: a title page with a
   * few words is text, and rendering text pages would need font data pdf.js cannot load here.
   */
  minTextCharsPerPage: 3,
  /** DOCX/PPTX archives: total uncompressed size and entry count, checked before reading. */
  maxUncompressedBytes: 150 * 1024 * 1024,
  maxZipEntries: 3000,
  /**
   * Pixels a picture (or a picture inside a PDF) may have to be decoded: 40 MP is more than an
   * A4 page scanned at 600 dpi (35 MP) or a 24 MP phone photo; a 12000×12000 bomb is 144 MP.
   */
  maxImagePixels: 40_000_000,
  /** Text kept for analysis. */
  maxTextChars: 400_000,
} as const;
