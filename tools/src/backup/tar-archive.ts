import type { Readable, Writable } from 'node:stream';
import tarStream from 'tar-stream';

/**
 * The backup's tar, through tar-stream: regular files of known size, written and read as streams
 * so that no part of the archive is ever held whole. `tar tzf` and `tar xzf` read the result.
 */

/** What writeAll needs of a stream; Node's and streamx's (tar-stream's) both have it. */
interface DrainingWritable {
  write(chunk: Buffer): boolean;
  once(event: 'drain' | 'error', listener: (err?: Error) => void): unknown;
  off(event: 'drain' | 'error', listener: (err?: Error) => void): unknown;
}

/** Writes to a stream, waiting for 'drain' when it asks to: the memory bound of the whole backup. */
export async function writeAll(out: DrainingWritable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) {
    await new Promise<void>((resolve, reject) => {
      const onDrain = () => {
        out.off('error', onError);
        resolve();
      };
      const onError = (err?: Error) => {
        out.off('drain', onDrain);
        reject(err ?? new Error('the stream failed'));
      };
      out.once('drain', onDrain);
      out.once('error', onError);
    });
  }
}

export class TarWriter {
  private readonly pack = tarStream.pack();
  private readonly piped: Promise<void>;

  /** `out` is ended when the archive is (`end`). */
  constructor(out: Writable) {
    this.piped = new Promise((resolve, reject) => {
      this.pack.pipe(out, (err) => (err ? reject(err) : resolve()));
    });
    // Surfaced by `file` or `end`, whichever awaits next.
    this.piped.catch(() => undefined);
  }

  /** One file whose bytes come from `body` (which must yield exactly `size` bytes). */
  async file(name: string, size: number, body: Buffer | AsyncIterable<Buffer>): Promise<void> {
    let written = 0;
    const done = new Promise<void>((resolve, reject) => {
      const entry = this.pack.entry({ name, size, mode: 0o644, mtime: new Date() }, (err) => (err ? reject(err) : resolve()));
      void (async () => {
        try {
          for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
            written += chunk.length;
            if (written > size) throw new Error(`${name} grew while it was being archived`);
            await writeAll(entry, chunk);
          }
          if (written !== size) throw new Error(`${name} shrank while it was being archived (${written} of ${size} bytes)`);
          entry.end(undefined);
        } catch (err) {
          reject(err);
          entry.destroy(err as Error);
        }
      })();
    });
    await Promise.race([done, this.piped]);
  }

  /** Writes the end marker and waits until `out` has taken everything and ended. */
  async end(): Promise<void> {
    this.pack.finalize();
    await this.piped;
  }
}

/** Thrown for bytes that are not a tar archive, or one cut short. */
export class ArchiveFormatError extends Error {}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; what the consumer leaves unread is skipped. */
  body: AsyncIterable<Buffer>;
}

/** tar-stream's words for a damaged archive, said as what they mean; anything else (gzip's, the disk's) passes through. */
function formatError(err: unknown): unknown {
  const message = err instanceof Error ? err.message : '';
  if (message.startsWith('Invalid tar header')) return new ArchiveFormatError('not a tar archive (bad header)');
  if (message === 'Unexpected end of data') return new ArchiveFormatError('the archive is cut short');
  return err;
}

/** The regular files of a tar stream, in order. */
export async function* readTar(source: Readable): AsyncGenerator<TarEntry> {
  const extract = tarStream.extract();
  // pipe() does not carry errors: a gzip error (a cut or damaged file) must end the extraction with its own code.
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, size, type } = entry.header;
      if (type === 'file' || type === 'contiguous-file') {
        const body = (async function* () {
          try {
            for await (const chunk of entry as AsyncIterable<Buffer>) yield chunk;
          } catch (err) {
            throw formatError(err);
          }
        })();
        yield { name, size, body };
      }
      entry.resume();
    }
  } catch (err) {
    throw formatError(err);
  } finally {
    source.unpipe(extract);
    extract.destroy();
  }
}
