import { spawn } from 'node:child_process';

export interface PromtoolResult {
  code: number | null;
  /** stdout and stderr together: promtool prints its findings on either. */
  output: string;
}

/** Runs Prometheus's promtool (Debian's `prometheus` package), the text on stdin when given. */
export function promtool(args: readonly string[], stdin?: string): Promise<PromtoolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('promtool', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
    child.stdin.end(stdin ?? '');
  });
}

/** `promtool check metrics`: exposition errors and lint findings (names, suffixes, help) of a scrape. */
export function checkMetrics(text: string): Promise<PromtoolResult> {
  return promtool(['check', 'metrics'], text);
}
