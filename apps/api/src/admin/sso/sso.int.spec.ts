import { STAFF_SIGN_IN_MESSAGES, type LoginResponse, type SsoOffer } from '@intake/contracts';
import { eventually, getJson, postJson, startApi, type ApiHarness } from '../../testing/api-harness.js';
import { SSO_MESSAGES } from './sso-refusal.js';
import { startLoopbackOidcProvider, type LoopbackOidcProvider } from './testing/loopback-oidc-provider.js';

const USERS = [
  { sub: 'u-ann', email: 'ann@partner.org', name: 'Ann' },
  { sub: 'u-olu', email: 'olu@elsewhere.example', groups: ['intake-owners'] },
  { sub: 'u-eve', email: 'eve@evil.example', groups: ['staff'] },
];

/**
 * A browser's part, by hand: follows redirects through the provider (its cookies kept), posts
 * its sign-in form, and stops at our callback, whose address it returns.
 */
async function throughProvider(api: ApiHarness, email: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    return res;
  };
  const start = await fetch(`${api.url}/api/admin/sso/start?return_to=/admin/dashboard`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  let url = new URL(start.headers.get('location')!);
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(`${api.url}/api/admin/sso/callback`)) return url.href;
    const res = url.pathname.startsWith('/interaction/')
      ? await send(url.href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email }).toString(),
        })
      : await send(url.href);
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status} at ${url.href}: ${await res.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}

/** Our callback's answer: the login page's address and what it carries. */
async function callback(url: string): Promise<URLSearchParams> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!, url);
  expect(location.pathname).toBe('/admin/login');
  return location.searchParams;
}

describe('single sign-on against a real OpenID Connect provider on loopback (oidc-provider)', () => {
  let provider: LoopbackOidcProvider;
  let api: ApiHarness;

  beforeAll(async () => {
    provider = await startLoopbackOidcProvider({ users: USERS });
    api = await startApi({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Consortium login',
      OIDC_ALLOWED_DOMAINS: 'partner.org',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAP: 'intake-owners=owner',
      PASSWORD_SIGN_IN: 'false',
    });
    provider.allowRedirectUri(`${api.url}/api/admin/sso/callback`);
  });
  afterEach(() => provider.tamperIdTokens(null));
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  it('offers the provider on the login page and refuses password sign-in when it is switched off', async () => {
    expect((await getJson<SsoOffer>(api, '/api/admin/sso')).body).toEqual({
      provider_name: 'Consortium login',
      start_path: '/api/admin/sso/start',
      password_sign_in: false,
    });
    const res = await postJson(api, '/api/login', { username: 'tester', password: 'correct horse battery', project_name: 'innovation-intake' });
    expect([res.status, res.body.detail]).toEqual([403, STAFF_SIGN_IN_MESSAGES.passwordSignInOff]);
  });

  it('signs in through the provider: code + PKCE, the identity linked to a new staff account at the first sign-in, the same account after', async () => {
    const first = await callback(await throughProvider(api, 'ann@partner.org'));
    expect(first.get('sso_error')).toBeNull();
    expect(first.get('return_to')).toBe('/admin/dashboard');
    const session = await postJson<LoginResponse>(api, '/api/admin/sso/exchange', { code: first.get('sso')! });
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual({ username: 'ann.partner.org', project_name: 'innovation-intake', role: 'viewer' });
    // The session is a staff session like any other.
    expect((await getJson(api, '/api/admin/second-factor', { authorization: `Bearer ${session.body.access_token}` })).status).toBe(200);
    // The hand-over code is good once.
    const again = await postJson(api, '/api/admin/sso/exchange', { code: first.get('sso')! });
    expect([again.status, again.body.detail]).toEqual([401, SSO_MESSAGES.handoffExpired]);

    const second = await callback(await throughProvider(api, 'ann@partner.org'));
    expect((await postJson<LoginResponse>(api, '/api/admin/sso/exchange', { code: second.get('sso')! })).body.user.username).toBe('ann.partner.org');
    const { rows } = await api.database.pool.query<{ data: { username: string; role: string; email: string } }>(
      "select data from events where event_type = 'StaffSsoIdentityLinked'",
    );
    expect(rows.map((r) => r.data)).toEqual([
      expect.objectContaining({ username: 'ann.partner.org', role: 'viewer', email: 'ann@partner.org', subject: 'u-ann' }),
    ]);

    const owner = await callback(await throughProvider(api, 'olu@elsewhere.example'));
    expect((await postJson<LoginResponse>(api, '/api/admin/sso/exchange', { code: owner.get('sso')! })).status).toBe(200);
    const audited = await eventually(async () => {
      const found = await api.database.db
        .selectFrom('admin_audit_entries')
        .select(['actor', 'subject'])
        .where('action', '=', 'sign-in')
        .orderBy('at')
        .execute();
      return found.length >= 3 ? found : undefined;
    });
    expect(audited).toEqual([
      { actor: 'ann.partner.org', subject: `project innovation-intake, first single sign-on, identity linked (${provider.issuer}) as viewer` },
      { actor: 'ann.partner.org', subject: `project innovation-intake, single sign-on (${provider.issuer}) as viewer` },
      { actor: 'olu.elsewhere.example', subject: `project innovation-intake, first single sign-on, identity linked (${provider.issuer}) as owner` },
    ]);
  });

  it('refuses someone neither the domains nor the groups let in, saying why, and audits it', async () => {
    const answer = await callback(await throughProvider(api, 'eve@evil.example'));
    expect(answer.get('sso')).toBeNull();
    expect(answer.get('sso_error')).toBe(
      'eve@evil.example may not sign in to this site: its email domain is not on this site’s allow-list and it is in none of the groups that give a role here. Ask an owner of this site to let you in.',
    );
    await eventually(async () => {
      const found = await api.database.db
        .selectFrom('admin_audit_entries')
        .select(['actor', 'subject'])
        .where('action', '=', 'sign-in-refused')
        .where('actor', '=', 'eve@evil.example')
        .execute();
      return found.length === 1;
    });
  });

  it.each([
    ['a wrong audience', (c: Record<string, unknown>) => ({ ...c, aud: 'another-application' }), SSO_MESSAGES.wrongAudience],
    [
      'an expired id token',
      (c: Record<string, unknown>) => ({ ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
      SSO_MESSAGES.expiredToken,
    ],
    ['a tampered nonce', (c: Record<string, unknown>) => ({ ...c, nonce: 'not-the-nonce-we-sent' }), SSO_MESSAGES.nonceMismatch],
  ])('refuses %s (re-signed with the provider’s own key) with a clear message', async (_label, change, message) => {
    const url = await throughProvider(api, 'ann@partner.org');
    provider.tamperIdTokens(change);
    const answer = await callback(url);
    expect(answer.get('sso')).toBeNull();
    expect(answer.get('sso_error')).toBe(message);
  });

  it('refuses a replayed state, and an answer to a sign-in never started here', async () => {
    const url = await throughProvider(api, 'ann@partner.org');
    expect((await callback(url)).get('sso')).toBeTruthy();
    expect((await callback(url)).get('sso_error')).toBe(SSO_MESSAGES.replayedState);
    const forged = new URL(url);
    forged.searchParams.set('state', 'made-up-state');
    expect((await callback(forged.href)).get('sso_error')).toBe(SSO_MESSAGES.unknownState);
    expect((await callback(`${api.url}/api/admin/sso/callback`)).get('sso_error')).toBe(SSO_MESSAGES.noState);
  });

  it('passes on the provider’s own refusal (access_denied) in its words', async () => {
    const url = await throughProvider(api, 'nobody@partner.org');
    expect(new URL(url).searchParams.get('error')).toBe('access_denied');
    expect((await callback(url)).get('sso_error')).toBe('The identity provider did not sign you in: Unknown user at the loopback provider.');
  });
});
