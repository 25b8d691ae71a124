import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi, type ApiHarness } from '../../testing/api-harness.js';

/** A built web app in miniature: index.html, one hashed script big enough to compress, a favicon. */
async function fakeWebBuild(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  await writeFile(path.join(dir, 'assets', 'index-AbCd1234.js'), `export const greeting = ${JSON.stringify('Hello, innovator. '.repeat(400))};\n`);
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('web delivery (real api, a web build on disk)', () => {
  let api: ApiHarness;
  const dir = path.join(tmpdir(), `intake-web-${process.pid}-${Date.now()}`);
  beforeAll(async () => {
    await fakeWebBuild(dir);
    api = await startApi({ WEB_DIST: dir });
  });
  afterAll(async () => {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${api.url}${p}`, { headers });

  it('compresses text with brotli or gzip as the client accepts, and leaves small answers alone', async () => {
    const br = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('Hello, innovator.');
    const gzip = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(((await gzip.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
    const html = await get('/', { 'accept-encoding': 'br' });
    expect(html.headers.get('content-encoding')).toBe('br');
    const small = await get('/api/public-config', { 'accept-encoding': 'br, gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('caches hashed assets for a year as immutable and never caches the HTML', async () => {
    expect((await get('/assets/index-AbCd1234.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    for (const page of ['/', '/chat', '/admin/login']) {
      const res = await get(page);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers real 404s for unknown api paths, missing files and /metrics, while app routes get the app', async () => {
    const api404 = await get('/api/no-such-thing');
    expect(api404.status).toBe(404);
    expect(((await api404.json()) as { detail: string }).detail).toBeTruthy();
    for (const missing of ['/assets/gone-ZZZZ9999.js', '/favicon.png', '/media/intro.mp4', '/metrics']) {
      const res = await get(missing);
      expect([missing, res.status]).toEqual([missing, 404]);
      expect(res.headers.get('content-type')).not.toMatch(/text\/html/);
    }
    const app = await get('/work-with-us');
    expect(await app.text()).toContain('<div id="root">');
  });

  it('serves robots.txt that keeps crawlers out of the admin area and the api', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});
