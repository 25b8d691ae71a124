import { eventually, postJson, startApi, type ApiHarness } from '../../testing/api-harness.js';
import { multipart, tinyPng } from '../../testing/fixtures.js';

describe('browser-facing headers (real HTTP)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ CORS_ORIGINS: 'https://partner.example', BACKEND_ORIGINS: 'https://backup.intake.example' });
  });
  afterAll(() => api.close());

  const preflight = (origin: string) =>
    fetch(`${api.url}/api/guide/sessions`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('allows CORS only for the product itself and the configured extra origins', async () => {
    for (const origin of [api.config.publicUrl, 'https://partner.example']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const get = await fetch(`${api.url}/api/health`, { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('sends a Content-Security-Policy and helmet defaults on every answer', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/']) {
      const res = await fetch(`${api.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // Chromium's default already; sent explicitly it delayed a cold first paint (issue 32).
      expect(res.headers.get('origin-agent-cluster')).toBeNull();
    }
  });

  it('lets the page connect only to itself and the configured backends, inject no style, and use no device (issue 28)', async () => {
    const res = await fetch(`${api.url}/`);
    const directives = Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '').split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    // PUBLIC_URL is on 127.0.0.1 here: the local development backends the client probes are allowed too.
    expect(directives['connect-src']).toEqual(["'self'", 'https://backup.intake.example', 'http://localhost:8000', 'http://localhost:8080']);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(JSON.stringify(directives)).not.toContain('unsafe-inline');
    const permissions = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  });

  it('builds download_url from PUBLIC_URL, whatever Host or X-Forwarded-Host say', async () => {
    const { body } = await postJson(api, '/api/work-with-us/submit', { name: 'Ada', email: 'ada@example.org', preferred_roles: 'Engineer / Designer' });
    const up = await fetch(`${api.url}/api/work-with-us/upload/${body.submission_id}`, {
      method: 'POST',
      body: multipart('file', 'a.png', tinyPng, 'image/png'),
    });
    const { file_id } = (await up.json()) as { file_id: string };
    const token = await api.adminToken();
    // The file's row is a projection: it appears shortly after the upload.
    const { download_url } = await eventually(async () => {
      const res = await fetch(`${api.url}/api/work-with-us/download/${file_id}`, {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': 'phish.example', 'x-forwarded-proto': 'https' },
      });
      return res.status === 200 ? ((await res.json()) as { download_url: string }) : undefined;
    });
    expect(download_url.startsWith(`${api.config.publicUrl}/api/files/`)).toBe(true);
    expect(download_url).not.toContain('phish');
    expect((await fetch(download_url)).status).toBe(200);
  });
});
