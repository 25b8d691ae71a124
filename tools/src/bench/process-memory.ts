import { readdir, readFile } from 'node:fs/promises';

interface Status {
  vmRssKb: number;
  anonKb: number;
  fileKb: number;
  shmemKb: number;
}

/** VmRSS and its parts from /proc/<pid>/status; undefined once the process is gone. */
async function status(pid: number): Promise<Status | undefined> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  return { vmRssKb: kb('VmRSS'), anonKb: kb('RssAnon'), fileKb: kb('RssFile'), shmemKb: kb('RssShmem') };
}

async function children(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const lists = await Promise.all(tasks.map((t) => readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '')));
  return lists.flatMap((l) => l.trim().split(/\s+/).filter(Boolean).map(Number));
}

async function descendants(pid: number): Promise<number[]> {
  const direct = await children(pid);
  return [...direct, ...(await Promise.all(direct.map(descendants))).flat()];
}

const commandLine = (pid: number) =>
  readFile(`/proc/${pid}/cmdline`, 'utf8').then(
    (s) => s.replaceAll('\0', ' '),
    () => '',
  );

export interface TreeMemory {
  /** Resident kB by process label. */
  kb: Record<string, number>;
  /** PostgreSQL's processes (postmaster, background workers, one backend per connection). */
  postgresProcesses: number;
  /** PostgreSQL's figure split: its processes' private memory (Σ RssAnon) and the shared buffers touched (the largest RssShmem). */
  postgresPrivateKb: number;
  postgresSharedKb: number;
}

/**
 * Resident memory of the product `npm start` runs, read from /proc (Linux): its own process (api
 * and worker share it on the embedded default), each document reader (child processes running
 * extraction.child.js, labelled in the order they were first seen, so a replaced reader is a new
 * label), and the embedded PostgreSQL with all its processes. PostgreSQL's processes share its
 * buffers and binary, which each one's VmRSS counts again: its figure is their private memory
 * (Σ RssAnon) plus the binary once (the largest RssFile); the shared buffers touched (the largest
 * RssShmem) are returned apart.
 */
export class ProductMemory {
  private readonly readerLabels = new Map<number, string>();

  constructor(private readonly productPid: number) {}

  async sample(): Promise<TreeMemory> {
    const kb: Record<string, number> = {};
    const own = await status(this.productPid);
    if (own) kb['api + worker'] = own.vmRssKb;
    let postgresProcesses = 0;
    let postgresPrivateKb = 0;
    let postgresSharedKb = 0;
    for (const pid of await children(this.productPid)) {
      const cmd = await commandLine(pid);
      if (cmd.includes('extraction.child')) {
        const s = await status(pid);
        if (!s) continue;
        if (!this.readerLabels.has(pid)) this.readerLabels.set(pid, `reader ${this.readerLabels.size + 1}`);
        kb[this.readerLabels.get(pid)!] = s.vmRssKb;
      } else if (/\bpostgres\b/.test(cmd)) {
        const all = (await Promise.all([pid, ...(await descendants(pid))].map(status))).filter((s): s is Status => s !== undefined);
        postgresProcesses += all.length;
        postgresPrivateKb = all.reduce((sum, s) => sum + s.anonKb, 0);
        postgresSharedKb = Math.max(0, ...all.map((s) => s.shmemKb));
        // Judged without the shared memory: that is the buffer cache, allocated at start and
        // resident as it fills up to shared_buffers (30 → 61 MB in a soak as the data grows), so
        // its pages are a cache warming, not memory the processes hold on to. Shown apart ('pg shared').
        kb.postgresql = postgresPrivateKb + Math.max(0, ...all.map((s) => s.fileKb));
      }
    }
    return { kb, postgresProcesses, postgresPrivateKb, postgresSharedKb };
  }
}

export interface V8Heap {
  usedKb: number;
  /** What V8 holds from the system for its heap, used or not. */
  totalKb: number;
  /** Memory outside the heap that JavaScript objects own (Buffers, mostly). */
  externalKb: number;
}

/**
 * The product process's V8 heap, from its metrics endpoint (prom-client's default metrics): with
 * the resident figure it tells live objects growing (a leak) from a heap the collector has not
 * shrunk yet, and both from native memory. Undefined when the endpoint does not answer.
 */
export async function v8Heap(metricsUrl: string): Promise<V8Heap | undefined> {
  const text = await fetch(metricsUrl, { signal: AbortSignal.timeout(10_000) }).then(
    (r) => r.text(),
    () => '',
  );
  const kb = (name: string) => {
    const value = new RegExp(`^intake_api_${name} (\\d+(?:\\.\\d+)?(?:e\\+\\d+)?)$`, 'm').exec(text)?.[1];
    return value === undefined ? undefined : Number(value) / 1024;
  };
  const [usedKb, totalKb, externalKb] = [kb('nodejs_heap_size_used_bytes'), kb('nodejs_heap_size_total_bytes'), kb('nodejs_external_memory_bytes')];
  return usedKb === undefined || totalKb === undefined || externalKb === undefined ? undefined : { usedKb, totalKb, externalKb };
}
