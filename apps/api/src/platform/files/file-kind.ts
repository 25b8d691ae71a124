import { open } from 'node:fs/promises';
import { decodeText } from '@intake/blob-store';
import { fileTypeFromFile } from 'file-type';

export interface DetectedFile {
  /** Canonical extension of what the bytes are (pdf, docx, png, mp4, doc, txt ...). */
  ext: string;
  mime: string;
}

const HEAD_BYTES = 64 * 1024;

/**
 * Looks like text in some encoding: UTF-8, UTF-16 (with or without a byte-order mark), or a
 * legacy one such as Windows-1252 (docs/documents.md "Text files").
 */
function looksLikeText(head: Buffer, complete: boolean): boolean {
  return decodeText(head, complete) !== null;
}

/**
 * What a file really is, from its bytes — never from its name. OLE2 containers (legacy
 * .doc/.ppt) share one signature, so the claimed extension picks between them.
 */
export async function detectFileKind(filePath: string, claimedName: string): Promise<DetectedFile | undefined> {
  const fh = await open(filePath, 'r');
  let head: Buffer;
  let complete: boolean;
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
    head = buf.subarray(0, bytesRead);
    complete = bytesRead < HEAD_BYTES;
  } finally {
    await fh.close();
  }
  const claimed = claimedName.toLowerCase().split('.').pop() ?? '';
  // From the file, not only its head: a TIFF may keep its directory at the end (ImageMagick does).
  const detected = await fileTypeFromFile(filePath);
  if (detected) {
    if (detected.ext === 'cfb') {
      if (claimed === 'ppt') return { ext: 'ppt', mime: 'application/vnd.ms-powerpoint' };
      return { ext: 'doc', mime: 'application/msword' };
    }
    if (detected.ext === 'jpg' || detected.ext === 'jpeg') return { ext: 'jpg', mime: 'image/jpeg' };
    if (detected.ext === 'tif') return { ext: 'tif', mime: 'image/tiff' };
    if (detected.ext === 'heic' || detected.ext === 'heif' || detected.mime.startsWith('image/heic')) return { ext: 'heic', mime: 'image/heic' };
    // A .m4v/.mov claimed as video is still an ISO media file; file-type names the brand.
    if (detected.mime === 'video/mp4' || detected.ext === 'mp4' || detected.ext === 'm4v') return { ext: 'mp4', mime: 'video/mp4' };
    return { ext: detected.ext, mime: detected.mime };
  }
  if (looksLikeText(head, complete)) return { ext: 'txt', mime: 'text/plain' };
  return undefined;
}

/** A file name safe to store and to show: no path, no control or shell-special characters. */
export function sanitizeFileName(name: string, fallbackExt?: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean = base
    .normalize('NFKC')
    .replace(/[\u0000-\u001f\u007f"'<>:|?*`$;&]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s-]+/, '')
    .trim();
  // Cut on code points: a cut at 150 UTF-16 units could split an emoji into a lone surrogate.
  const points = Array.from(clean.toWellFormed());
  if (points.length > 150) {
    const dot = points.lastIndexOf('.');
    const ext = dot > 0 && points.length - dot <= 10 ? points.slice(dot) : [];
    clean = [...points.slice(0, 150 - ext.length), ...ext].join('');
  }
  if (!clean) clean = `upload${fallbackExt ? `.${fallbackExt}` : ''}`;
  return clean;
}
