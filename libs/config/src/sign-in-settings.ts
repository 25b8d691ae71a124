import type { Env } from './env.schema.js';

/** The staff roles as config knows them (libs/contracts' StaffRole; config imports no contracts). */
const ROLES = ['owner', 'reviewer', 'viewer'] as const;
type Role = (typeof ROLES)[number];

/** Single sign-on with the consortium's OpenID Connect provider (docs/single-sign-on.md). */
export interface SsoSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the login page's button says: "Sign in with <providerName>". */
  providerName: string;
  scopes: string;
  /** Where the provider sends the browser back: PUBLIC_URL + /api/admin/sso/callback. */
  redirectUri: string;
  /** Lower-case mail domains whose verified addresses may sign in, and the role they get. */
  allowedDomains: string[];
  domainRole: Role;
  /** The id token claim holding groups (e.g. `groups`, `roles`), and which group gives which role. */
  roleClaim: string | undefined;
  roleMap: { group: string; role: Role }[];
  /** http to the provider is taken only when it is on this host (tests, a local Keycloak). */
  allowLoopbackHttp: boolean;
}

export interface SignInSettings {
  sso: SsoSettings | undefined;
  /** PASSWORD_SIGN_IN=false: the spec's login answers 403 and staff sign in through the provider only. */
  passwordSignIn: boolean;
  /** TOTP_REQUIRED_FOR_OWNERS: an owner without a second factor must enrol before using the workspace. */
  totpRequiredForOwners: boolean;
}

const isRole = (v: string): v is Role => (ROLES as readonly string[]).includes(v);
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The sign-in settings, or the list of what is wrong with them, each line naming its variable. */
export function signInSettingsFrom(e: Env, publicUrl: string): { settings: SignInSettings; problems: string[] } {
  const problems: string[] = [];
  const named = { OIDC_ISSUER: e.OIDC_ISSUER, OIDC_CLIENT_ID: e.OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET };
  const given = Object.entries(named).filter(([, v]) => v !== undefined);
  let sso: SsoSettings | undefined;
  if (given.length > 0 && given.length < 3) {
    const missing = Object.entries(named)
      .filter(([, v]) => v === undefined)
      .map(([k]) => k);
    problems.push(`  ${missing.join(', ')}: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together (docs/single-sign-on.md)`);
  } else if (given.length === 3) {
    let issuer: URL | undefined;
    try {
      issuer = new URL(e.OIDC_ISSUER!);
    } catch {
      problems.push(`  OIDC_ISSUER: not a URL: ${e.OIDC_ISSUER}`);
    }
    const loopback = issuer !== undefined && LOOPBACK_HOSTS.has(issuer.hostname);
    if (issuer && issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback)) {
      problems.push(`  OIDC_ISSUER: must be https (plain http is taken only for a provider on this host): ${e.OIDC_ISSUER}`);
    }
    const allowedDomains = list(e.OIDC_ALLOWED_DOMAINS).map((d) => d.toLowerCase().replace(/^@/, ''));
    for (const d of allowedDomains) if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(d)) problems.push(`  OIDC_ALLOWED_DOMAINS: not a mail domain: ${d}`);
    const domainRole = (e.OIDC_DOMAIN_ROLE ?? 'viewer').toLowerCase();
    if (!isRole(domainRole)) problems.push(`  OIDC_DOMAIN_ROLE: expected one of ${ROLES.join(', ')}, got ${domainRole}`);
    const roleMap: { group: string; role: Role }[] = [];
    for (const entry of list(e.OIDC_ROLE_MAP)) {
      const at = entry.lastIndexOf('=');
      const group = entry.slice(0, at).trim();
      const role = entry
        .slice(at + 1)
        .trim()
        .toLowerCase();
      if (at <= 0 || !isRole(role)) problems.push(`  OIDC_ROLE_MAP: expected group=role with a role of ${ROLES.join(', ')}, got ${entry}`);
      else roleMap.push({ group, role });
    }
    if (roleMap.length > 0 && !e.OIDC_ROLE_CLAIM)
      problems.push('  OIDC_ROLE_CLAIM: OIDC_ROLE_MAP is set, so name the claim that holds the groups (e.g. groups)');
    if (e.OIDC_ROLE_CLAIM && roleMap.length === 0)
      problems.push('  OIDC_ROLE_MAP: OIDC_ROLE_CLAIM is set, so say which group gives which role (e.g. intake-owners=owner)');
    if (allowedDomains.length === 0 && roleMap.length === 0) {
      problems.push('  OIDC_ALLOWED_DOMAINS: single sign-on needs OIDC_ALLOWED_DOMAINS or OIDC_ROLE_CLAIM with OIDC_ROLE_MAP, or nobody could be let in');
    }
    sso = {
      issuer: e.OIDC_ISSUER!,
      clientId: e.OIDC_CLIENT_ID!,
      clientSecret: e.OIDC_CLIENT_SECRET!,
      providerName: e.OIDC_PROVIDER_NAME ?? issuer?.hostname ?? 'your identity provider',
      scopes: e.OIDC_SCOPES,
      redirectUri: `${publicUrl}/api/admin/sso/callback`,
      allowedDomains,
      domainRole: isRole(domainRole) ? domainRole : 'viewer',
      roleClaim: e.OIDC_ROLE_CLAIM,
      roleMap,
      allowLoopbackHttp: loopback,
    };
  }
  if (!e.PASSWORD_SIGN_IN && !sso) {
    problems.push(
      '  PASSWORD_SIGN_IN: switching password sign-in off needs single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET), or nobody could sign in',
    );
  }
  return { settings: { sso, passwordSignIn: e.PASSWORD_SIGN_IN, totpRequiredForOwners: e.TOTP_REQUIRED_FOR_OWNERS }, problems };
}
