import type { Benchmark } from './benchmark.types.js';
import { parseBenchArgs } from './bench-options.js';
import { CONVERSATIONS as ALL_CONVERSATIONS } from './guide-corpus/conversations.js';
import { SCORED_FIELDS, type CorpusConversation, type ScoredField } from './guide-corpus/corpus.types.js';
import { launchProduct } from './launched-product.js';
import { fmtDec, table } from './report.js';

const MAX_TURNS = 20;
const TARGETS = { recall: 0.9, precision: 0.95, reAsks: 0, turns: 12 };

interface GuideReply {
  response: string;
  is_complete: boolean;
  extracted_info: Record<string, string>;
  state: { completion_status: string; next_field: string | null };
}

interface Played {
  id: string;
  /** Fields asked for again after the visitor gave them. */
  reAsked: string[];
  turns: number;
  complete: boolean;
  reAsks: number;
  values: Record<string, string>;
}

const CANONICAL: Record<string, ScoredField | 'email'> = {
  problem: 'problem_statement',
  solution: 'solution_description',
  needs: 'support_needed',
  email: 'email',
};

async function post<T>(url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function upload(base: string, session: string, doc: NonNullable<CorpusConversation['document']>): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([doc.text], { type: 'text/plain' }), doc.filename);
  const res = await fetch(`${base}/api/guide/sessions/${session}/upload`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const { operation_id } = (await res.json()) as { operation_id: string };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const p = (await (await fetch(`${base}/api/progress/${operation_id}`)).json()) as { status?: string };
    if (p.status === 'failed') return;
    if (p.status === 'completed') {
      // The analysis is on the chat session once its record lists the document's findings, as the visitor then sees them.
      const record = (await (await fetch(`${base}/api/session/${session}`)).json()) as {
        document_intelligent?: { documents?: { analysis_summary: string | null }[] };
      };
      if (record.document_intelligent?.documents?.some((d) => d.analysis_summary)) return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const matches = (value: string | undefined, phrases: string[]) => !!value && phrases.some((p) => value.toLowerCase().includes(p.toLowerCase()));

/** Plays one scripted visitor through the real API; answers what the guide asks until it completes. */
async function play(base: string, c: CorpusConversation, verbose: boolean): Promise<Played> {
  const { session_id } = await post<{ session_id: string }>(`${base}/api/guide/sessions`);
  const send = (message: string) => post<GuideReply>(`${base}/api/guide/submissions/${session_id}/message`, { message });
  let turns = 0;
  let reAsks = 0;
  const reAsked: string[] = [];
  const given = new Set<string>();
  let last: GuideReply | null = null;
  const say = async (message: string) => {
    turns++;
    last = await send(message);
    if (verbose)
      process.stdout.write(
        `  > ${message}\n  < [${last.state.completion_status}, next ${last.state.next_field}] ${last.response.replace(/\n+/g, ' ').slice(0, 200)}\n`,
      );
    // The visitor gave a field when the message holds one of its expected phrases.
    for (const [canonical, admin] of Object.entries(CANONICAL)) {
      const phrases = c.expect[admin as ScoredField];
      if (phrases && matches(message, phrases)) given.add(canonical);
    }
    const asked = last.state.next_field;
    if (asked && given.has(asked) && !last.extracted_info[CANONICAL[asked] ?? asked]) {
      reAsks++;
      reAsked.push(asked);
    }
  };
  if (c.idea) await say(c.idea);
  await say('Confirm');
  for (const line of c.script) await say(line);
  if (c.document) {
    await upload(base, session_id, c.document);
    await say("Yes, that's right");
  }
  while (last && !(last as GuideReply).is_complete && turns < MAX_TURNS) {
    const reply: GuideReply = last;
    if (reply.state.completion_status === 'wrapping_up') await say('Yes');
    else {
      const asked = reply.state.next_field ?? 'email';
      await say(c.answers[asked as keyof CorpusConversation['answers']] ?? 'skip');
    }
  }
  const final = last as GuideReply | null;
  if (verbose) process.stdout.write(`  = ${JSON.stringify(final?.extracted_info ?? {})}\n`);
  return { id: c.id, reAsked, turns, complete: !!final?.is_complete, reAsks, values: final?.extracted_info ?? {} };
}

export const guideBenchmark: Benchmark = {
  name: 'guide',
  summary: `plays ${ALL_CONVERSATIONS.length} scripted visitor conversations through the real API (offline engine, or the LLM engine when LLM_BASE_URL is set): per-field recall and precision, re-asks, turns to completion`,
  options: ['--only ID   play the conversations whose id contains ID (repeatable)', '--verbose  print every turn'].join('\n'),
  async run(args) {
    const values = parseBenchArgs(args, { only: { type: 'string', multiple: true }, verbose: { type: 'boolean' } });
    const only = (values.only as string[] | undefined) ?? [];
    const verbose = values.verbose === true;
    const CONVERSATIONS = ALL_CONVERSATIONS.filter((c) => only.length === 0 || only.some((o) => c.id.includes(o)));
    // Every scripted visitor comes from one address: the anonymous budgets (RATE_LIMIT_*) would refuse them.
    const env: Record<string, string> = { RATE_LIMITS: 'false' };
    for (const k of ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS']) if (process.env[k]) env[k] = process.env[k]!;
    const product = await launchProduct(env);
    try {
      const played: Played[] = [];
      for (const c of CONVERSATIONS) {
        if (verbose) process.stdout.write(`${c.id}\n`);
        played.push(await play(product.url, c, verbose));
      }
      const rows: string[][] = [];
      let tpAll = 0;
      let expAll = 0;
      let recAll = 0;
      const misses: string[] = [];
      for (const field of SCORED_FIELDS) {
        let expected = 0;
        let found = 0;
        let recorded = 0;
        let right = 0;
        CONVERSATIONS.forEach((c, i) => {
          const want = c.expect[field];
          const got = played[i]!.values[field];
          const real = got !== undefined && got !== 'Not specified';
          if (want) {
            expected++;
            if (matches(got, want)) found++;
            else misses.push(`${c.id} ${field}: expected ~"${want[0]}", got ${real ? JSON.stringify(got.slice(0, 80)) : 'nothing'}`);
          }
          // Precision is judged where the corpus says what is right (a phrase, or null for "never said").
          if (real && want !== undefined) {
            recorded++;
            if (want && matches(got, want)) right++;
            else if (!want || !matches(got, want))
              if (want === null) misses.push(`${c.id} ${field}: recorded ${JSON.stringify(got.slice(0, 80))} though never said`);
          }
        });
        tpAll += found;
        expAll += expected;
        recAll += recorded;
        rows.push([field, String(expected), expected ? fmtDec(found / expected) : '-', String(recorded), recorded ? fmtDec(right / recorded) : '-']);
        void right;
      }
      const rightAll = CONVERSATIONS.reduce(
        (n, c, i) =>
          n +
          SCORED_FIELDS.filter(
            (f) =>
              c.expect[f] !== undefined &&
              played[i]!.values[f] !== undefined &&
              played[i]!.values[f] !== 'Not specified' &&
              matches(played[i]!.values[f], c.expect[f] ?? []),
          ).length,
        0,
      );
      const reAsks = played.reduce((n, p) => n + p.reAsks, 0);
      const incomplete = played.filter((p) => !p.complete).map((p) => p.id);
      const over = played.filter((p) => p.turns > TARGETS.turns).map((p) => `${p.id} (${p.turns})`);
      const turns = played.map((p) => p.turns).sort((a, b) => a - b);
      const recall = tpAll / expAll;
      const precision = rightAll / recAll;
      process.stdout.write(
        [
          `guide: ${CONVERSATIONS.length} conversations through the real API, engine ${env.LLM_BASE_URL ? `LLM at ${env.LLM_BASE_URL}` : 'offline'}`,
          '',
          table(['field', 'expected', 'recall', 'recorded', 'precision'], rows),
          '',
          `recall ${fmtDec(recall)} (target ≥ ${TARGETS.recall}: ${recall >= TARGETS.recall ? 'met' : 'not met'}), precision ${fmtDec(precision)} (target ≥ ${TARGETS.precision}: ${precision >= TARGETS.precision ? 'met' : 'not met'})`,
          `re-asks ${reAsks} (target ${TARGETS.reAsks}: ${reAsks === 0 ? 'met' : 'not met'})${
            reAsks
              ? `: ${played
                  .filter((p) => p.reAsks)
                  .map((p) => `${p.id} (${p.reAsked.join(', ')})`)
                  .join(', ')}`
              : ''
          }`,
          `turns to completion: median ${turns[Math.floor(turns.length / 2)]}, max ${turns[turns.length - 1]}; over ${TARGETS.turns}: ${over.length ? over.join(', ') : 'none'}; not completed: ${incomplete.length ? incomplete.join(', ') : 'none'}`,
          '',
          'misses:',
          ...misses.map((m) => `  ${m}`),
          '',
        ].join('\n'),
      );
    } finally {
      await product.stop();
    }
  },
};
