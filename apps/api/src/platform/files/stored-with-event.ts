import type { BlobStore } from '@intake/blob-store';
import { ConcurrencyError } from '@intake/event-store';
import { DomainError } from '../errors/domain-errors.js';

/**
 * A failure that certainly wrote nothing: refused by a decider, a version conflict, or an error
 * PostgreSQL reported (the transaction rolled back). A lost connection (SQLSTATE class 08, or no
 * SQLSTATE at all) may have committed before it broke, so it is not one.
 */
export function certainlyNotAppended(err: unknown): boolean {
  if (err instanceof DomainError || err instanceof ConcurrencyError) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('08') && !code.startsWith('57');
}

/**
 * Runs the append that records a stored blob; when it certainly failed, the blob goes too, so no
 * file sits on disk that no event names (erasure finds files through their events).
 */
export async function appendOrDropBlob<T>(blobs: Pick<BlobStore, 'delete'>, key: string, append: () => Promise<T>): Promise<T> {
  try {
    return await append();
  } catch (err) {
    if (certainlyNotAppended(err)) await blobs.delete(key).catch(() => undefined);
    throw err;
  }
}
