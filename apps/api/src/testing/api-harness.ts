import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type AppConfig } from '@intake/config';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { createApiApp } from '../create-api-app.js';
import { within } from '../platform/timing/within.js';
import { createLogger } from '../platform/logging/logger.js';
import { assertAnswerMatchesContract } from './contract-check.js';
import type { Logger } from 'pino';

export const TEST_ADMIN = { username: 'tester', password: 'correct horse battery', project_name: 'innovation-intake' };

export interface ApiHarness {
  url: string;
  app: NestFastifyApplication;
  config: AppConfig;
  database: TestDatabase;
  dataDir: string;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

/** The real api on a fresh database and a random port; env overrides go through loadConfig. */
export async function startApi(
  env: Record<string, string> = {},
  options: {
    logger?: Logger;
    /** The DATABASE_URL the api gets for the test database's (a forwarder in between, to cut it). */
    databaseUrl?: (url: string) => Promise<string>;
  } = {},
): Promise<ApiHarness> {
  const database = await createTestDatabase();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'intake-api-'));
  const config = loadConfig({
    DATABASE_URL: options.databaseUrl ? await options.databaseUrl(database.url) : database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Suites drive hundreds of sessions from 127.0.0.1; the budgets' own suites switch them on.
    RATE_LIMITS: 'false',
    // Suites play many visitors by sending X-Forwarded-For from loopback (DESIGN, "Per-address rate
    // budgets apply to tests and benches too"): the test client stands in for a proxy on this host.
    TRUST_PROXY: 'loopback',
    ...env,
  });
  const app = await createApiApp(config, options.logger ?? createLogger('silent'));
  await app.listen(port, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  let token: string | undefined;
  return {
    url,
    app,
    config,
    database,
    dataDir,
    async adminToken() {
      if (token) return token;
      const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
      if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      token = ((await res.json()) as { access_token: string }).access_token;
      return token;
    },
    async close() {
      // Each step named, so a close that hangs under load says where instead of timing the hook out.
      await named('app.close', app.close());
      await named('database.drop', database.drop());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A liveness bound below Jest's hook timeout (60 s), not a timing assertion. */
const CLOSE_STEP_BOUND_MS = 45_000;

const named = (step: string, work: Promise<unknown>) =>
  within(work, CLOSE_STEP_BOUND_MS, () => `${step} still running after ${CLOSE_STEP_BOUND_MS} ms; active: ${process.getActiveResourcesInfo().join(', ')}`);

/** A port nothing listens on now (the api is told it up front: PUBLIC_URL names it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls until `fn` returns a truthy value (projections are eventually consistent). */
export async function eventually<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v as T;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** POSTs JSON to the harness's api; the reply's status and parsed body (undefined when empty), a 2xx checked against its contract. */
export async function postJson<T = any>(
  api: ApiHarness,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  assertAnswerMatchesContract('POST', path, res.status, parsed);
  return { status: res.status, body: parsed as T };
}

/**
 * fetch against the harness's api for tests that read the Response themselves (status, headers,
 * multipart uploads): a 2xx JSON answer is checked against its contract first.
 */
export async function fetchChecked(api: ApiHarness, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${api.url}${path}`, init);
  if (res.ok && res.headers.get('content-type')?.includes('application/json')) {
    assertAnswerMatchesContract(init.method ?? 'GET', path, res.status, await res.clone().json());
  }
  return res;
}

/** GETs JSON from the harness's api, as postJson does (a 2xx checked against its contract). */
export async function getJson<T = any>(api: ApiHarness, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${api.url}${path}`, { headers });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  assertAnswerMatchesContract('GET', path, res.status, parsed);
  return { status: res.status, body: parsed as T };
}
