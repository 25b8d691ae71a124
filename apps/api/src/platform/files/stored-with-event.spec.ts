import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FsBlobStore } from '@intake/blob-store';
import { ConcurrencyError } from '@intake/event-store';
import { ConflictError } from '../errors/domain-errors.js';
import { appendOrDropBlob, certainlyNotAppended } from './stored-with-event.js';

describe('appendOrDropBlob', () => {
  let dir: string;
  let blobs: FsBlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'blob-'));
    blobs = new FsBlobStore(path.join(dir, 'store'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const stored = async () => {
    const temp = path.join(dir, 'upload.tmp');
    await writeFile(temp, 'bytes');
    return blobs.putFile(temp, 'documents');
  };
  const files = async () => readdir(path.join(dir, 'store', 'documents'));

  it('deletes the file when the append certainly wrote nothing (a refusal, a conflict, a PostgreSQL error)', async () => {
    for (const err of [new ConflictError('no'), Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' })]) {
      const blob = await stored();
      await expect(appendOrDropBlob(blobs, blob.key, () => Promise.reject(err))).rejects.toBe(err);
      expect(await blobs.exists(blob.key)).toBe(false);
    }
    expect(await files()).toEqual([]);
  });

  it('keeps the file when the append succeeded or may have committed (a lost connection)', async () => {
    const ok = await stored();
    await appendOrDropBlob(blobs, ok.key, async () => 'appended');
    const lost = await stored();
    await expect(
      appendOrDropBlob(blobs, lost.key, () => Promise.reject(Object.assign(new Error('Connection terminated'), { code: '08006' }))),
    ).rejects.toThrow();
    expect(await blobs.exists(ok.key)).toBe(true);
    expect(await blobs.exists(lost.key)).toBe(true);
    expect(certainlyNotAppended(new ConcurrencyError('s', 1, 2))).toBe(true);
    expect(certainlyNotAppended(new Error('ECONNRESET'))).toBe(false);
  });
});
