import { imageSize } from 'image-size';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { UnreadableDocumentError } from './extraction-errors.js';

const TOO_LARGE = 'The picture is far larger than a page scan or photo (a decompression bomb?); it was not read.';

/**
 * Width × height of a picture from its header, before a byte of it is decoded: a 140 KB file
 * can declare 12000×12000 pixels, which decoding turns into gigabytes of native memory that no
 * heap cap bounds. Refuses pictures over the pixel budget, and pictures whose size can't be read.
 */
export function assertPicturePixels(bytes: Uint8Array, maxPixels: number = EXTRACTION_LIMITS.maxImagePixels): { width: number; height: number } {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new UnreadableDocumentError('The picture is damaged or of a kind that cannot be read.');
  }
  const frames = size.images && size.images.length > 0 ? size.images : [size];
  for (const f of frames) if (!(f.width > 0 && f.height > 0) || f.width * f.height > maxPixels) throw new UnreadableDocumentError(TOO_LARGE);
  return { width: size.width, height: size.height };
}

/**
 * The largest picture a PDF holds, read from the PDF's own image dictionaries (`/Width`,
 * `/Height`) and, for JPEG and other streams with a header, from that header: pdf.js decodes
 * at the size the picture data states. Stream dictionaries are never inside compressed object
 * streams, so a byte scan sees every image XObject. Linear: one pass of indexOf.
 */
export function largestPdfPicture(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let largest = 0;
  // Object by object ("N 0 obj" … up to the next "obj"), each looked at through at most 4 KB:
  // the regions are disjoint, so the scan stays linear whatever the file holds.
  for (let at = text.indexOf('obj'); at !== -1; ) {
    const next = text.indexOf('obj', at + 3);
    const objAt = at;
    const region = text.slice(objAt, Math.min(next === -1 ? text.length : next, objAt + 4096));
    at = next;
    const streamAt = region.indexOf('stream');
    const dict = streamAt === -1 ? region : region.slice(0, streamAt);
    if (!/\/Subtype\s*\/Image\b/.test(dict)) continue;
    const width = Number(/\/Width\s+(\d{1,9})\b/.exec(dict)?.[1] ?? 0);
    const height = Number(/\/Height\s+(\d{1,9})\b/.exec(dict)?.[1] ?? 0);
    largest = Math.max(largest, width * height);
    if (streamAt === -1) continue;
    const dataAt = objAt + streamAt + 'stream'.length;
    const start = text.slice(dataAt, dataAt + 2) === '\r\n' ? dataAt + 2 : dataAt + 1;
    try {
      const header = imageSize(bytes.subarray(start, Math.min(bytes.length, start + 65_536)));
      largest = Math.max(largest, header.width * header.height);
    } catch {
      // Not a picture format with a header (raw or Flate-compressed pixels): the dictionary's size holds.
    }
  }
  return largest;
}
