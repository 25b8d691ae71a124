import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the embedded defaults when nothing is set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.admin.project).toBe('innovation-intake');
    expect(c.blobDir.endsWith('/.data/blobs')).toBe(true);
    expect(c.adminNotifyEmail).toBe(c.contactEmail);
  });

  it('treats blank values as unset and honours PORT', () => {
    const c = loadConfig({ PORT: '4100', REDIS_URL: '  ', DATABASE_URL: 'postgres://x/y' });
    expect(c.port).toBe(4100);
    expect(c.redisUrl).toBeUndefined();
    expect(c.databaseUrl).toBe('postgres://x/y');
  });

  it('gives LLM calls 20 s unless LLM_TIMEOUT_MS says otherwise, and refuses a time-out that is not a sane number', () => {
    expect(loadConfig({}).llm.timeoutMs).toBe(20_000);
    expect(loadConfig({ LLM_TIMEOUT_MS: '4500' }).llm.timeoutMs).toBe(4500);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '5' })).toThrow(/LLM_TIMEOUT_MS/);
  });

  it('runs the personal-data retention job daily unless PERSONAL_DATA_RETENTION_INTERVAL_MS says otherwise', () => {
    expect(loadConfig({}).personalDataRetentionIntervalMs).toBe(86_400_000);
    expect(loadConfig({ PERSONAL_DATA_RETENTION_INTERVAL_MS: '3600000' }).personalDataRetentionIntervalMs).toBe(3_600_000);
    expect(() => loadConfig({ PERSONAL_DATA_RETENTION_INTERVAL_MS: '10' })).toThrow(/PERSONAL_DATA_RETENTION_INTERVAL_MS/);
  });

  it('sweeps documents every 30 s, looks at operations left 150 s, re-queues twice, unless DOCUMENT_SWEEP_* say otherwise', () => {
    expect(loadConfig({}).documentSweep).toEqual({ everyMs: 30_000, staleAfterMs: 150_000, maxRequeues: 2 });
    expect(loadConfig({ DOCUMENT_SWEEP_INTERVAL_MS: '5000', DOCUMENT_SWEEP_STALE_AFTER_MS: '120000', DOCUMENT_SWEEP_MAX_REQUEUES: '0' }).documentSweep).toEqual(
      { everyMs: 5000, staleAfterMs: 120_000, maxRequeues: 0 },
    );
    expect(() => loadConfig({ DOCUMENT_SWEEP_INTERVAL_MS: '10' })).toThrow(/DOCUMENT_SWEEP_INTERVAL_MS/);
    expect(() => loadConfig({ DOCUMENT_SWEEP_MAX_REQUEUES: '-1' })).toThrow(/DOCUMENT_SWEEP_MAX_REQUEUES/);
  });

  it('believes no forwarded address until TRUST_PROXY names a proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.4');
    expect(loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).trustProxy).toBe('loopback,10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    // Refused here, not by the proxy-address parser when the api starts.
    for (const bad of ['cafe', ',', ':::', 'loopback,not-an-ip', '10.0.0.0/33']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', CONTACT_EMAIL: 'nope' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', CONTACT_EMAIL: 'nope' });
    } catch (e) {
      expect(String(e)).toContain('PORT');
      expect(String(e)).toContain('CONTACT_EMAIL');
    }
  });
  describe('sign-in settings (issue 30)', () => {
    const sso = {
      OIDC_ISSUER: 'https://login.partner.org/realms/c',
      OIDC_CLIENT_ID: 'intake',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_ALLOWED_DOMAINS: 'Partner.org, @other.eu',
    };

    it('has no single sign-on, password sign-in on and no second factor required by default', () => {
      expect(loadConfig({}).signIn).toEqual({ sso: undefined, passwordSignIn: true, totpRequiredForOwners: false });
    });

    it('reads the provider, its redirect URI from PUBLIC_URL, the domains and the group map', () => {
      const c = loadConfig({
        ...sso,
        PUBLIC_URL: 'https://intake.example.org/',
        OIDC_ROLE_CLAIM: 'groups',
        OIDC_ROLE_MAP: 'intake-owners=owner, /partners/reviewers=Reviewer',
        TOTP_REQUIRED_FOR_OWNERS: 'true',
      });
      expect(c.signIn.sso).toMatchObject({
        issuer: sso.OIDC_ISSUER,
        providerName: 'login.partner.org',
        scopes: 'openid email profile',
        redirectUri: 'https://intake.example.org/api/admin/sso/callback',
        allowedDomains: ['partner.org', 'other.eu'],
        domainRole: 'viewer',
        roleClaim: 'groups',
        allowLoopbackHttp: false,
      });
      expect(c.signIn.sso!.roleMap).toEqual([
        { group: 'intake-owners', role: 'owner' },
        { group: '/partners/reviewers', role: 'reviewer' },
      ]);
      expect(c.signIn.totpRequiredForOwners).toBe(true);
    });

    it('says what is missing or wrong, naming the variable', () => {
      expect(() => loadConfig({ OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(/OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: single sign-on needs/);
      expect(() => loadConfig({ ...sso, OIDC_ISSUER: 'http://login.partner.org' })).toThrow(/OIDC_ISSUER: must be https/);
      expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:4000' }).signIn.sso!.allowLoopbackHttp).toBe(true);
      expect(() => loadConfig({ ...sso, OIDC_ALLOWED_DOMAINS: '' })).toThrow(/OIDC_ALLOWED_DOMAINS: .*nobody could be let in/);
      expect(() => loadConfig({ ...sso, OIDC_ROLE_MAP: 'staff=admin', OIDC_ROLE_CLAIM: 'groups' })).toThrow(/OIDC_ROLE_MAP: expected group=role/);
      expect(() => loadConfig({ ...sso, OIDC_ROLE_MAP: 'staff=owner' })).toThrow(/OIDC_ROLE_CLAIM/);
      expect(() => loadConfig({ ...sso, OIDC_DOMAIN_ROLE: 'boss' })).toThrow(/OIDC_DOMAIN_ROLE/);
      expect(() => loadConfig({ PASSWORD_SIGN_IN: 'false' })).toThrow(/PASSWORD_SIGN_IN: switching password sign-in off needs single sign-on/);
      expect(loadConfig({ ...sso, PASSWORD_SIGN_IN: 'false' }).signIn.passwordSignIn).toBe(false);
    });
  });
});
