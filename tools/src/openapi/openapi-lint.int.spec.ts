import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openApiDocument } from '@intake/api';
import { lintOpenApi } from './openapi-lint.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
/** Minutes, not seconds: two node processes (redocly, openapi-typescript, tsc) on a loaded machine. */
const TIMEOUT_MS = 180_000;

/** A small client typed by the generated file: it must compile, and misuse must not. */
const CLIENT = `import type { components, paths } from './api.js';

type Json<P extends keyof paths, M extends 'get' | 'post', S extends number> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer T } } };
}
  ? T
  : never;

export type Health = Json<'/api/health', 'get', 200>;
export type Readiness = Json<'/api/ready', 'get', 503>;
export type AuditQuery = NonNullable<paths['/api/admin/audit']['get']['parameters']['query']>;
export type ApiError = components['schemas']['Error'];

export async function health(base: string): Promise<Health> {
  const res = await fetch(\`\${base}/api/health\`);
  return (await res.json()) as Health;
}

export async function audit(base: string, token: string, query: AuditQuery): Promise<Json<'/api/admin/audit', 'get', 200> | ApiError> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(\`\${base}/api/admin/audit?\${params}\`, { headers: { authorization: \`Bearer \${token}\` } });
  return (await res.json()) as Json<'/api/admin/audit', 'get', 200> | ApiError;
}

export const page: AuditQuery = { limit: 50, offset: 100 };
// @ts-expect-error limit and offset are integers, not strings
export const wrong: AuditQuery = { limit: '50' };
export const notReady = (r: Readiness): string | undefined => r.checks.worker.detail;
export const detail = (e: ApiError): string => e.detail;
`;

describe('the OpenAPI document the api serves', () => {
  it(
    "is clean under redocly's recommended rules (no error, no warning)",
    async () => {
      const { clean, output } = await lintOpenApi(openApiDocument());
      if (!clean) throw new Error(`redocly lint found problems:\n${output}`);
      expect(output).toContain('Your API description is valid');
    },
    TIMEOUT_MS,
  );

  it(
    'generates a TypeScript client (openapi-typescript) that compiles with the project tsc',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'intake-openapi-client-'));
      try {
        await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(openApiDocument()));
        const generator = path.join(path.dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin/cli.js');
        await run(process.execPath, [generator, 'openapi.json', '--output', 'api.ts'], { cwd: dir });
        await writeFile(path.join(dir, 'client.ts'), CLIENT);
        const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
        const args = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--lib', 'es2022,dom', '--types', '', 'client.ts'];
        const compiled = await run(process.execPath, [tsc, ...args], { cwd: dir }).then(
          () => '',
          (err: { stdout?: string; stderr?: string }) => `${err.stdout ?? ''}${err.stderr ?? ''}`,
        );
        expect(compiled).toBe('');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    TIMEOUT_MS,
  );
});
