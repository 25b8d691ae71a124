import JSZip from 'jszip';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { UnreadableDocumentError } from './extraction-errors.js';

interface ZipEntryInternals {
  _data?: { uncompressedSize?: number };
}

/**
 * Opens an Office archive after checking its central directory: entry count and the sum of the
 * declared uncompressed sizes. JSZip reads the directory without inflating anything.
 */
export async function openCheckedZip(bytes: Uint8Array, limits = EXTRACTION_LIMITS): Promise<JSZip> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch {
    throw new UnreadableDocumentError('The file is damaged: its archive structure cannot be read.');
  }
  const entries = Object.values(zip.files);
  if (entries.length > limits.maxZipEntries) {
    throw new UnreadableDocumentError(`The file holds too many parts (${entries.length}) to be read safely.`);
  }
  let total = 0;
  for (const entry of entries) {
    const size = (entry as unknown as ZipEntryInternals)._data?.uncompressedSize ?? 0;
    total += size;
    if (total > limits.maxUncompressedBytes) {
      throw new UnreadableDocumentError('The file expands to far more data than a document holds; it was not read.');
    }
  }
  return zip;
}

/** Reads one entry, refusing it if it inflates beyond what the directory declared. */
export async function readZipText(zip: JSZip, name: string): Promise<string | undefined> {
  const entry = zip.file(name);
  if (!entry) return undefined;
  const declared = (entry as unknown as ZipEntryInternals)._data?.uncompressedSize ?? 0;
  const text = await entry.async('string');
  if (text.length > Math.max(declared, 1) * 4 + 1024) throw new UnreadableDocumentError('The file is damaged: a part is larger than declared.');
  return text;
}
