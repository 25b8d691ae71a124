import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredBlob {
  key: string;
  size: number;
  sha256: string;
}

/** Where uploaded bytes live. Keys are ours (never the visitor's file name). */
export interface BlobStore {
  /** Moves a finished temp file into the store. */
  putFile(tempPath: string, prefix: string): Promise<StoredBlob>;
  open(key: string): Promise<{ stream: Readable; size: number }>;
  exists(key: string): Promise<boolean>;
  /** Removes the bytes for good (personal-data erasure); true when they were there. */
  delete(key: string): Promise<boolean>;
}

/** The SHA-256 of a file's bytes, hex; the key the store records with them. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The default store: a folder on disk (BLOB_DIR). */
export class FsBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('blob key escapes the store');
    return full;
  }

  async putFile(tempPath: string, prefix: string): Promise<StoredBlob> {
    const key = `${prefix.replace(/[^a-z0-9-]/gi, '')}/${randomUUID()}`;
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    const sha256 = await sha256File(tempPath);
    try {
      await rename(tempPath, target);
    } catch {
      // The temp folder may be on another file system.
      await copyFile(tempPath, target);
      await rm(tempPath, { force: true });
    }
    const { size } = await stat(target);
    return { key, size, sha256 };
  }

  async open(key: string): Promise<{ stream: Readable; size: number }> {
    const file = this.resolve(key);
    const { size } = await stat(file);
    return { stream: createReadStream(file), size };
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.resolve(key)).then(
      () => true,
      () => false,
    );
  }

  async delete(key: string): Promise<boolean> {
    const file = this.resolve(key);
    const existed = await this.exists(key);
    await rm(file, { force: true });
    return existed;
  }
}
