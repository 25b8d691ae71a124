import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The rules (redocly's recommended set) and the recorded exceptions, with why, at the repository's root. */
const CONFIG_FILES = ['redocly.yaml', '.redocly.lint-ignore.yaml'];
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

export interface LintResult {
  /** No error and no warning. */
  clean: boolean;
  /** Redocly's report (stylish format). */
  output: string;
}

/**
 * Runs `redocly lint` on an OpenAPI document, with the repository's redocly.yaml and its ignore
 * file beside it in a throw-away folder (the ignore file names the document by its path).
 */
export async function lintOpenApi(document: unknown): Promise<LintResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'intake-openapi-'));
  try {
    await writeFile(path.join(dir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
    for (const file of CONFIG_FILES) await copyFile(path.join(ROOT, file), path.join(dir, file));
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [REDOCLY, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'stylish', '--max-problems', '1000'],
        { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' } },
        (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
    // Redocly exits 0 on warnings; a warning fails here too ("You have 3 warnings.").
    return { clean: code === 0 && !/You have \d+ warnings?/.test(output), output };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
