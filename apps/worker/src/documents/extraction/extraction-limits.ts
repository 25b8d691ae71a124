import { availableParallelism } from 'node:os';

/** What one extraction may cost, whatever the file claims to be. */
export const EXTRACTION_LIMITS = {
  /** Wall-clock budget for one job in a reader process; past it the reader is killed and replaced. */
  timeBudgetMs: 90_000,
  /** CPU time (all of the reader's threads, OCR included) one job may use before its reader is killed. */
  cpuBudgetMs: 120_000,
  /** V8 heap of a reader process (--max-old-space-size). */
  maxHeapMb: 768,
  /**
   * Resident memory of a reader process (V8 heap + native decoding buffers + OCR's WASM), watched
   * by the pool: a reader over it is killed and only its job fails.
   */
  maxRssMb: 1536,
  /**
   * Writable memory a reader process may map (`ulimit -d`, RLIMIT_DATA, enforced by the kernel):
   * a native allocation past it fails however fast it comes, between two looks of the pool's RSS
   * watch. Not `ulimit -v`: V8 reserves address space it never touches (WASM guard regions, ~19 GB
   * with two OCR workers) and shrinks those reservations to fit whatever cap it gets, so an address
   * cap leaves no headroom whatever its size. Inaccessible reservations do not count here; a warm
   * reader with two OCR workers still counts ~3.0 GB (V8's heaps and the WASM memories are mapped
   * writable up front; its RSS is ~300 MB), which leaves ~1 GB for a document.
   */
  maxDataMb: 4096,
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

/** Warm reader processes: one per core, at most two (the documents queue runs two jobs at once). */
export const READER_PROCESSES = Math.max(1, Math.min(2, availableParallelism()));
