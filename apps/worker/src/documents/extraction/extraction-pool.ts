import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DocumentAnalysis, DocumentMeta } from '@intake/guide-engine';
import type { ExtractedText, ExtractionStage } from './extract-document.js';
import { EXTRACTION_LIMITS, READER_PROCESSES } from './extraction-limits.js';
import { UnreadableDocumentError } from './extraction-errors.js';

export type ExtractionResult = ExtractedText & { analysis?: DocumentAnalysis };

export type ReaderRequest = { type: 'extract'; id: number; bytes: Uint8Array; ext: string; analyse?: Omit<DocumentMeta, 'pages'> };
export type ReaderReply =
  | { type: 'ready' }
  | { type: 'progress'; id: number; stage: ExtractionStage; percent: number }
  | { type: 'done'; id: number; result: ExtractionResult }
  | { type: 'failed'; id: number; unreadable: boolean; message: string };

/** What one job may cost in its reader process; past any of them the reader is killed and replaced. */
export interface JobLimits {
  timeBudgetMs: number;
  cpuBudgetMs?: number;
}

export interface PoolOptions {
  size: number;
  maxHeapMb: number;
  maxRssMb: number;
  maxDataMb: number;
  /** Start the readers' OCR workers while they are idle (the first scan then does not wait). */
  warmOcr: boolean;
}

export const REASONS = {
  time: (ms: number) => `Reading the file took longer than ${Math.round(ms / 1000)} s; it was stopped.`,
  cpu: (ms: number) => `Reading the file needed more than ${Math.round(ms / 1000)} s of processing; it was stopped.`,
  memory: 'The file needs far more memory to read than a document should; it was not read.',
  crashed: 'Reading this file stopped the reader, so it was set aside and will not be tried again. The upload itself succeeded.',
} as const;

/**
 * The reader runs compiled JavaScript: next to this file in dist/, or, when this file runs from
 * src/ (tests), the build of it in dist/ — `npm test` builds before it tests.
 */
function readerFile(): string {
  const here = fileURLToPath(new URL('./extraction.child.js', import.meta.url));
  if (existsSync(here)) return here;
  const built = fileURLToPath(import.meta.url.replace('/apps/worker/src/', '/apps/worker/dist/').replace(/extraction-pool\.ts$/, 'extraction.child.js'));
  if (!existsSync(built)) throw new Error(`extraction reader not built (${built}): run \`npm run build\``);
  return built;
}

/** CPU time (ms, all threads) and resident memory (MB) of a process, from /proc; undefined elsewhere. */
function usage(pid: number): { cpuMs: number; rssMb: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command: state(0) … utime(11) stime(12) … rss(21, pages). CLK_TCK is 100 on Linux.
    return { cpuMs: (Number(f[11]) + Number(f[12])) * 10, rssMb: (Number(f[21]) * 4096) / 2 ** 20 };
  } catch {
    return undefined;
  }
}

interface Job {
  id: number;
  request: ReaderRequest;
  limits: JobLimits;
  onProgress: (stage: ExtractionStage, percent: number) => void;
  resolve: (r: ExtractionResult) => void;
  reject: (e: Error) => void;
}

interface Reader {
  child: ChildProcess;
  ready: boolean;
  job?: Job;
  /** Why the pool killed it (the job's failure reason). */
  killed?: string;
  stderr: string;
  timer?: NodeJS.Timeout;
  watch?: NodeJS.Timeout;
  cpuAtStart: number;
}

/**
 * A few warm reader processes (one per core) that read documents job after job: starting one
 * costs ~2 s (pdf.js, mammoth, tesseract), which used to be paid per document. Each reader is a
 * child process started under `ulimit -d` (the kernel refuses its native allocations past the
 * cap: a decoding bomb fails in the reader, not in the worker) with a V8 heap cap, and is watched
 * while it reads: wall clock, CPU time and resident memory. A reader over a budget, or one that
 * crashes, is killed and replaced; only its job fails, with a reason. Not a thread pool
 * (piscina): threads share the process's native memory, which is exactly what a bomb exhausts.
 */
export class ExtractionPool {
  private readonly readers = new Set<Reader>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private earlyDeaths = 0;
  /** Readers replaced after a kill or a crash, since the pool started. */
  restarts = 0;

  constructor(private readonly options: PoolOptions) {}

  /** Process ids of the readers (tests look at their limits). */
  pids(): number[] {
    return [...this.readers].flatMap((r) => (r.child.pid ? [r.child.pid] : []));
  }

  /** Process ids of the readers reading a document now. */
  busyPids(): number[] {
    return [...this.readers].flatMap((r) => (r.job && r.child.pid ? [r.child.pid] : []));
  }

  /** Starts the readers now, so the first documents do not pay their start-up. */
  warm(): void {
    while (!this.closed && this.readers.size < this.options.size) this.spawn();
  }

  run(bytes: Uint8Array, ext: string, onProgress: Job['onProgress'], limits: JobLimits, analyse?: Omit<DocumentMeta, 'pages'>): Promise<ExtractionResult> {
    if (this.closed) return Promise.reject(new Error('the extraction pool is closed'));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.queue.push({ id, request: { type: 'extract', id, bytes, ext, analyse }, limits, onProgress, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the extraction pool is closed'));
    const exits = [...this.readers].map(
      (r) => new Promise<void>((done) => (r.child.exitCode !== null || r.child.signalCode !== null ? done() : r.child.once('exit', () => done()))),
    );
    for (const r of this.readers) {
      r.child.ref();
      r.child.kill('SIGKILL');
    }
    await Promise.all(exits);
  }

  private dispatch(): void {
    for (const reader of this.readers) {
      if (this.queue.length === 0) return;
      if (reader.ready && !reader.job && !reader.killed) this.start(reader, this.queue.shift()!);
    }
    const starting = [...this.readers].filter((r) => !r.ready).length;
    for (let n = starting; this.queue.length > n && this.readers.size < this.options.size && !this.closed; n++) this.spawn();
    this.holdLoop();
  }

  /**
   * A reader holds the worker's event loop only while it reads, or starts for a waiting job: an
   * idle pool lets a process (or a test) that is done exit without closing it; its readers then
   * see their channel close and exit too.
   */
  private holdLoop(): void {
    for (const r of this.readers) {
      const hold = r.job !== undefined || (!r.ready && this.queue.length > 0);
      const handles = [r.child, r.child.channel, r.child.stderr] as ({ ref?: () => void; unref?: () => void } | null | undefined)[];
      for (const h of handles) (hold ? h?.ref : h?.unref)?.call(h);
    }
  }

  private spawn(): void {
    const file = readerFile();
    const args = [`--max-old-space-size=${this.options.maxHeapMb}`, file, ...(this.options.warmOcr ? ['--warm-ocr'] : [])];
    const stdio: ['ignore', 'ignore', 'pipe', 'ipc'] = ['ignore', 'ignore', 'pipe', 'ipc'];
    // `ulimit -d` through the shell, then exec: the reader is the shell's process, limit included.
    const child =
      process.platform === 'linux' && existsSync('/bin/sh')
        ? spawn('/bin/sh', ['-c', `ulimit -d ${this.options.maxDataMb * 1024} && exec "$0" "$@"`, process.execPath, ...args], {
            stdio,
            serialization: 'advanced',
          })
        : spawn(process.execPath, args, { stdio, serialization: 'advanced' });
    const reader: Reader = { child, ready: false, stderr: '', cpuAtStart: 0 };
    this.readers.add(reader);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (s: string) => (reader.stderr = (reader.stderr + s).slice(-2000)));
    child.on('message', (m: ReaderReply) => this.onReply(reader, m));
    child.on('error', () => child.kill('SIGKILL'));
    child.on('exit', (code, signal) => this.onExit(reader, code, signal));
    this.holdLoop();
  }

  private onReply(reader: Reader, m: ReaderReply): void {
    if (m.type === 'ready') {
      reader.ready = true;
      this.earlyDeaths = 0;
      this.dispatch();
      return;
    }
    const job = reader.job;
    if (!job || job.id !== m.id || reader.killed) return;
    if (m.type === 'progress') {
      job.onProgress(m.stage, m.percent);
      return;
    }
    this.finish(reader);
    if (m.type === 'done') job.resolve(m.result);
    else job.reject(m.unreadable ? new UnreadableDocumentError(m.message) : new Error(m.message));
    this.dispatch();
  }

  private start(reader: Reader, job: Job): void {
    reader.job = job;
    reader.cpuAtStart = usage(reader.child.pid!)?.cpuMs ?? 0;
    this.holdLoop();
    reader.timer = setTimeout(() => this.kill(reader, REASONS.time(job.limits.timeBudgetMs)), job.limits.timeBudgetMs);
    reader.watch = setInterval(() => {
      const now = usage(reader.child.pid!);
      if (!now) return;
      if (now.rssMb > this.options.maxRssMb) this.kill(reader, REASONS.memory);
      else if (job.limits.cpuBudgetMs !== undefined && now.cpuMs - reader.cpuAtStart > job.limits.cpuBudgetMs)
        this.kill(reader, REASONS.cpu(job.limits.cpuBudgetMs));
    }, 100);
    reader.child.send(job.request, (err) => err && this.kill(reader, REASONS.crashed));
  }

  private finish(reader: Reader): void {
    clearTimeout(reader.timer);
    clearInterval(reader.watch);
    reader.job = undefined;
    this.holdLoop();
  }

  private kill(reader: Reader, reason: string): void {
    if (reader.killed) return;
    reader.killed = reason;
    reader.child.kill('SIGKILL');
  }

  private onExit(reader: Reader, code: number | null, signal: NodeJS.Signals | null): void {
    this.readers.delete(reader);
    const job = reader.job;
    this.finish(reader);
    if (job) {
      // Stopped by close(): not the file's doing, so the queue may try it again.
      job.reject(this.closed ? new Error('the extraction pool was closed') : new UnreadableDocumentError(reader.killed ?? this.crashReason(reader)));
      this.restarts++;
    } else if (!reader.ready && !this.closed) {
      // It died before it could read anything (not built, or the machine refuses it): the jobs
      // waiting for it fail (and are retried by the queue) rather than wait for ever.
      this.earlyDeaths++;
      const cause = new Error(`extraction reader could not start (exit ${code ?? signal}): ${reader.stderr.trim().slice(-300)}`);
      if (this.readers.size === 0) for (const waiting of this.queue.splice(0)) waiting.reject(cause);
      return;
    }
    if (this.closed) return;
    if (this.queue.length > 0) this.dispatch();
    else if (this.earlyDeaths < 3) this.spawn();
  }

  /** A crash while reading is the file's doing (a parser's native code, memory refused by the limit). */
  private crashReason(reader: Reader): string {
    return /heap limit|out of memory|bad_alloc|Cannot allocate|allocation failed/i.test(reader.stderr) ? REASONS.memory : REASONS.crashed;
  }
}

let shared: ExtractionPool | undefined;

/** The process's reader pool (one per worker process), created on first use. */
export function extractionPool(): ExtractionPool {
  shared ??= new ExtractionPool({
    size: READER_PROCESSES,
    maxHeapMb: EXTRACTION_LIMITS.maxHeapMb,
    maxRssMb: EXTRACTION_LIMITS.maxRssMb,
    maxDataMb: EXTRACTION_LIMITS.maxDataMb,
    warmOcr: true,
  });
  return shared;
}

/** Stops the shared pool's readers (the worker's shutdown). */
export async function closeExtractionPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
