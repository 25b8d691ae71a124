import { API_KEY_SCOPES, type ApiKeyScope, type CreateApiKeyRequest } from '@intake/contracts';

/** The expiries the form offers; the server takes at most API_KEY_MAX_DAYS. */
export const EXPIRY_CHOICES = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 180, label: '6 months' },
  { days: 365, label: '1 year' },
] as const;

export const SCOPE_LABELS: Record<ApiKeyScope, { label: string; hint: string }> = {
  'responses:read': { label: 'Read responses', hint: 'Lists, response pages, reviews and notes' },
  'analytics:read': { label: 'Read analytics', hint: 'Dashboard figures, visitors, funnels, drop-off' },
  export: { label: 'Export files', hint: 'Download links of uploaded files' },
};

export interface ApiKeyDraft {
  name: string;
  scopes: ReadonlySet<ApiKeyScope>;
  days: number;
}

/** The request the form sends, or what the admin must fix first. */
export function createRequestOf(draft: ApiKeyDraft, now: Date): { ok: true; request: CreateApiKeyRequest } | { ok: false; problem: string } {
  const name = draft.name.trim();
  if (name === '') return { ok: false, problem: 'Give the key a name, e.g. the system that will use it.' };
  if (draft.scopes.size === 0) return { ok: false, problem: 'Choose at least one thing the key may read.' };
  const scopes = API_KEY_SCOPES.filter((scope) => draft.scopes.has(scope));
  return { ok: true, request: { name, scopes, expires_at: new Date(now.getTime() + draft.days * 86_400_000).toISOString() } };
}
