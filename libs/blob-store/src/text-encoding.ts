import chardet from 'chardet';
import iconv from 'iconv-lite';

export interface DecodedText {
  text: string;
  /** The encoding the bytes were read as (utf-8, utf-16le, windows-1252, ...). */
  encoding: string;
}

/** UTF-16 without a byte-order mark: in Latin text most code units have one zero byte, on one side. */
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const units = n / 2;
  if (oddZero > units * 0.4 && evenZero < units * 0.05) return 'utf-16le';
  if (evenZero > units * 0.4 && oddZero < units * 0.05) return 'utf-16be';
  return null;
}

/** Control characters (other than tab, line breaks, form feed) and replacement characters. */
function junkRatio(text: string): number {
  let bad = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0xfffd) bad++;
  }
  return bad / Math.max(text.length, 1);
}

/**
 * Plain text in whatever encoding it was saved in: a byte-order mark first, then valid UTF-8,
 * then BOM-less UTF-16, then chardet's guess (Windows-1252, Latin-1, ...) decoded by iconv-lite.
 * `null` when the bytes do not read as text in any of them (a binary file).
 * `complete`: false when `bytes` is only the file's head (a multi-byte character may be cut at its end).
 */
export function decodeText(bytes: Uint8Array, complete = true): DecodedText | null {
  if (bytes.length === 0) return null;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const accept = (text: string, encoding: string) => (junkRatio(text) < 0.01 ? { text, encoding } : null);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return accept(buf.subarray(3).toString('utf8'), 'utf-8');
  if (buf[0] === 0xff && buf[1] === 0xfe) return accept(iconv.decode(buf.subarray(2), 'utf-16le'), 'utf-16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return accept(iconv.decode(buf.subarray(2), 'utf-16be'), 'utf-16be');
  const utf16 = bomlessUtf16(buf);
  if (utf16) return accept(iconv.decode(buf, utf16), utf16);
  if (buf.includes(0)) return null;
  try {
    // A head cut mid-character is still UTF-8: drop up to three trailing bytes of a cut sequence.
    const body = complete ? buf : buf.subarray(0, utf8CutEnd(buf));
    return accept(new TextDecoder('utf-8', { fatal: true }).decode(body), 'utf-8');
  } catch {
    // Not UTF-8: guess the legacy encoding.
  }
  const guess = chardet.detect(buf.subarray(0, 65_536));
  const encoding = guess && iconv.encodingExists(guess) && !/^utf/i.test(guess) ? guess.toLowerCase() : 'windows-1252';
  return accept(iconv.decode(buf, encoding), encoding);
}

/** Where a buffer cut at an arbitrary byte ends its last complete UTF-8 sequence. */
function utf8CutEnd(buf: Buffer): number {
  let i = buf.length - 1;
  let back = 0;
  while (i >= 0 && back < 3 && (buf[i]! & 0xc0) === 0x80) {
    i--;
    back++;
  }
  if (i < 0) return buf.length;
  const lead = buf[i]!;
  const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return buf.length - i >= need ? buf.length : i;
}
