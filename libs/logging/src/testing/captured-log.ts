import { Writable } from 'node:stream';

/** A log destination in memory, for tests: the JSON lines written to it, parsed, and the raw text. */
export function captureLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    text: () => chunks.join(''),
  };
}
