import { analyticsBenchmark } from './bench/analytics.bench.js';
import { backupBenchmark } from './bench/backup.bench.js';
import type { Benchmark } from './bench/benchmark.types.js';
import { chatBenchmark } from './bench/chat.bench.js';
import { documentsBenchmark } from './bench/documents.bench.js';
import { eventStoreBenchmark } from './bench/event-store.bench.js';
import { guideBenchmark } from './bench/guide.bench.js';
import { responsesBenchmark } from './bench/responses.bench.js';
import { sentenceClassifierBenchmark } from './bench/sentence-classifier.bench.js';
import { soakBenchmark } from './bench/soak.bench.js';
import { webBenchmark } from './bench/web.bench.js';
import { UsageError, runCli } from './cli/run-cli.js';

/** Every benchmark by name; each measures against a baseline taken in the same run. */
const BENCHMARKS: readonly Benchmark[] = [
  eventStoreBenchmark,
  webBenchmark,
  documentsBenchmark,
  chatBenchmark,
  guideBenchmark,
  sentenceClassifierBenchmark,
  analyticsBenchmark,
  responsesBenchmark,
  soakBenchmark,
  backupBenchmark,
];

const USAGE = [
  'Usage: npm run bench -- <name> [options]',
  '',
  'Benchmarks print figures and ratios against a baseline measured in the same run.',
  'They never fail on timing: the exit code is 0 whatever the figures.',
  '',
  ...BENCHMARKS.flatMap((b) => [`${b.name}: ${b.summary}`, ...b.options.split('\n').map((l) => `    ${l}`), '']),
].join('\n');

runCli(USAGE, async () => {
  const [name, ...rest] = process.argv.slice(2);
  if (name === '--help' || name === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const known = BENCHMARKS.map((b) => b.name).join(', ');
  if (!name) throw new UsageError(`Name a benchmark. Known: ${known}.`);
  const bench = BENCHMARKS.find((b) => b.name === name);
  if (!bench) throw new UsageError(`Unknown benchmark "${name}". Known: ${known}.`);
  await bench.run(rest);
});
