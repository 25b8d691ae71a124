import { backendCandidates, isLocalDevelopmentHost, normaliseBackendBase } from './backend-candidates.js';
import { checkBackendHealth, HEALTH_PROBE_PATHS, probeBackends, type ProbeFetch } from './backend-probe.js';
import { HEALTH_CHECK_INTERVAL_MS, HEALTH_CHECK_TIMEOUT_MS, PROBE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, UPLOAD_RACE_TIMEOUT_MS } from './backend-timing.js';

type Behaviour = 'ok' | 'html' | 'hang' | 'refuse' | number;

/** A fetch whose answer per URL is scripted; unknown URLs refuse the connection. */
function scriptedFetch(script: Record<string, Behaviour>) {
  const calls: string[] = [];
  const fetch: ProbeFetch = (url, init) => {
    calls.push(url);
    const behaviour = script[url] ?? 'refuse';
    if (behaviour === 'hang') {
      return new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    if (behaviour === 'refuse') return Promise.reject(new TypeError('Failed to fetch'));
    const status = typeof behaviour === 'number' ? behaviour : 200;
    const type = behaviour === 'html' ? 'text/html; charset=utf-8' : 'application/json';
    return Promise.resolve({ ok: status >= 200 && status < 300, status, headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? type : null) } });
  };
  return { fetch, calls };
}

describe('backend candidates', () => {
  it('orders the stored override, the same origin, then the local ports in local development', () => {
    expect(backendCandidates({ override: 'https://api.example.org/', origin: 'http://localhost:5173', localDevelopment: true })).toEqual([
      'https://api.example.org',
      'http://localhost:5173',
      'http://localhost:8000',
      'http://localhost:8080',
    ]);
  });

  it('has only the same origin on a deployed site without an override', () => {
    expect(backendCandidates({ override: null, origin: 'https://intake.example.org', localDevelopment: false })).toEqual(['https://intake.example.org']);
  });

  it('drops an override that is not an http(s) URL and never lists a backend twice', () => {
    expect(backendCandidates({ override: 'javascript:alert(1)', origin: 'http://localhost:8000', localDevelopment: true })).toEqual([
      'http://localhost:8000',
      'http://localhost:8080',
    ]);
    expect(backendCandidates({ override: 'not a url', origin: 'https://a.example', localDevelopment: false })).toEqual(['https://a.example']);
  });

  it('keeps a path prefix but no query, fragment or credentials', () => {
    expect(normaliseBackendBase(' https://host.example/backend/?x=1#y ')).toBe('https://host.example/backend');
    expect(normaliseBackendBase('https://user:pw@host.example')).toBeNull();
    expect(normaliseBackendBase('')).toBeNull();
    expect(normaliseBackendBase(undefined)).toBeNull();
  });

  it('treats loopback hosts as local development', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) expect(isLocalDevelopmentHost(host)).toBe(true);
    for (const host of ['intake.example.org', '10.0.0.5']) expect(isLocalDevelopmentHost(host)).toBe(false);
  });
});

describe('probeBackends', () => {
  it('probes the three health paths in order and takes the first OK reply', async () => {
    const { fetch, calls } = scriptedFetch({ 'https://a.test/api/guide/health': 503, 'https://a.test/api/health': 'ok', 'https://a.test/health': 'ok' });
    const selection = await probeBackends(['https://a.test', 'https://b.test'], { fetch });
    expect(HEALTH_PROBE_PATHS).toEqual(['/api/guide/health', '/api/health', '/health']);
    expect(calls).toEqual(['https://a.test/api/guide/health', 'https://a.test/api/health']);
    expect(selection).toMatchObject({ base: 'https://a.test', reachable: true, healthPath: '/api/health', mode: 'legacy' });
  });

  it('chooses guide mode when the guide health path answers', async () => {
    const { fetch } = scriptedFetch({ 'https://a.test/api/guide/health': 'ok' });
    expect(await probeBackends(['https://a.test'], { fetch })).toMatchObject({ mode: 'guide', healthPath: '/api/guide/health', reachable: true });
  });

  it('falls back from a failing override to the next candidate', async () => {
    const { fetch, calls } = scriptedFetch({ 'https://override.test/api/guide/health': 'hang', 'https://site.test/api/guide/health': 'ok' });
    const selection = await probeBackends(['https://override.test', 'https://site.test'], { fetch, timeoutMs: 20 });
    expect(selection.base).toBe('https://site.test');
    expect(selection.attempts.map((a) => a.outcome)).toEqual(['timeout', 'network-error', 'network-error', 'ok']);
    expect(calls).toHaveLength(4);
  });

  it('does not take an HTML page for a backend', async () => {
    const { fetch } = scriptedFetch({
      'https://static.test/api/guide/health': 'html',
      'https://static.test/api/health': 'html',
      'https://static.test/health': 'html',
      'https://api.test/health': 'ok',
    });
    const selection = await probeBackends(['https://static.test', 'https://api.test'], { fetch });
    expect(selection).toMatchObject({ base: 'https://api.test', healthPath: '/health' });
    expect(selection.attempts[0]).toMatchObject({ outcome: 'not-a-backend', status: 200 });
  });

  it('uses the first candidate when nothing answers', async () => {
    const { fetch, calls } = scriptedFetch({});
    const selection = await probeBackends(['https://a.test', 'https://b.test'], { fetch });
    expect(selection).toMatchObject({ base: 'https://a.test', reachable: false, healthPath: null });
    expect(calls).toHaveLength(6);
  });

  it('stops when its signal aborts', async () => {
    const { fetch } = scriptedFetch({ 'https://a.test/api/guide/health': 'hang' });
    const controller = new AbortController();
    const pending = probeBackends(['https://a.test'], { fetch, signal: controller.signal });
    controller.abort(new Error('page closed'));
    await expect(pending).rejects.toThrow('page closed');
  });

  it('refuses an empty candidate list', async () => {
    await expect(probeBackends([], { fetch: scriptedFetch({}).fetch })).rejects.toThrow('at least one candidate');
  });
});

describe('checkBackendHealth', () => {
  it('asks GET /api/health and reports whether it answered OK', async () => {
    const { fetch, calls } = scriptedFetch({ 'https://a.test/api/health': 'ok' });
    expect(await checkBackendHealth('https://a.test', { fetch })).toBe(true);
    expect(calls).toEqual(['https://a.test/api/health']);
    expect(await checkBackendHealth('https://b.test', { fetch })).toBe(false);
  });

  it('gives up after its time-out', async () => {
    const { fetch } = scriptedFetch({ 'https://a.test/api/health': 'hang' });
    expect(await checkBackendHealth('https://a.test', { fetch, timeoutMs: 20 })).toBe(false);
  });
});

describe('timing constants', () => {
  it('are the spec values', () => {
    expect(PROBE_TIMEOUT_MS).toEqual({ general: 5000, chat: 8000 });
    expect([HEALTH_CHECK_TIMEOUT_MS, HEALTH_CHECK_INTERVAL_MS, REQUEST_TIMEOUT_MS, UPLOAD_RACE_TIMEOUT_MS]).toEqual([3000, 300000, 45000, 60000]);
  });
});
