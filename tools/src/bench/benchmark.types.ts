/** One `npm run bench -- <name>` benchmark. Benchmarks report; they never fail on timing. */
export interface Benchmark {
  name: string;
  summary: string;
  /** Option lines shown under the benchmark's name in the usage text. */
  options: string;
  /** `args` are the arguments after the name; a bad one is a UsageError. */
  run(args: string[]): Promise<void>;
}
