import type { SsoSettings } from '@intake/config';
import type { StaffRole } from '@intake/contracts';

const RANK: Record<StaffRole, number> = { owner: 3, reviewer: 2, viewer: 1 };

export type SsoMapping = { role: StaffRole; email: string | null } | { refused: string; email: string | null };

/** The groups a claim lists: an array of names (most providers) or one name. */
function groupsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/**
 * Who may come in, and as what (docs/single-sign-on.md, "Who gets in"): a group of OIDC_ROLE_MAP
 * gives its role (the highest, when several match); else a verified address of an allowed domain
 * gives OIDC_DOMAIN_ROLE; anyone else is refused, saying why.
 */
export function mapSsoClaims(
  settings: Pick<SsoSettings, 'allowedDomains' | 'domainRole' | 'roleClaim' | 'roleMap'>,
  claims: Record<string, unknown>,
): SsoMapping {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  if (settings.roleClaim) {
    const groups = new Set(groupsOf(claims[settings.roleClaim]));
    const roles = settings.roleMap.filter((m) => groups.has(m.group)).map((m) => m.role);
    if (roles.length > 0) return { role: roles.reduce((best, r) => (RANK[r] > RANK[best] ? r : best)), email };
  }
  if (email && settings.allowedDomains.length > 0) {
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (settings.allowedDomains.includes(domain)) {
      // A provider that says the address is unverified cannot vouch for the domain.
      if (claims.email_verified === false) {
        return {
          refused: `Your address ${email} is not verified at your identity provider, so its domain cannot let you in. Verify it there, or ask an owner of this site.`,
          email,
        };
      }
      return { role: settings.domainRole, email };
    }
  }
  const who = email ?? 'Your account';
  const paths = [
    settings.allowedDomains.length > 0 ? 'its email domain is not on this site’s allow-list' : null,
    settings.roleClaim ? 'it is in none of the groups that give a role here' : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return { refused: `${who} may not sign in to this site: ${paths}. Ask an owner of this site to let you in.`, email };
}

/** The staff username a provider identity gets at its first sign-in: its address, in the characters usernames allow. */
export function ssoUsername(email: string | null, subjectDigest: string): string {
  if (!email) return `sso-${subjectDigest.slice(0, 16)}`;
  const at = email.lastIndexOf('@');
  const [local, domain] = [email.slice(0, at), email.slice(at + 1)];
  const name = `${local}.${domain}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 64);
  return name.length >= 2 ? name : `sso-${subjectDigest.slice(0, 16)}`;
}
