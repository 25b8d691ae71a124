import type { ApiKeyScope } from '@intake/contracts';

/** The key a request was answered to: what the audit trail names and the scopes it holds. */
export interface ApiKeyPrincipal {
  keyId: string;
  name: string;
  scopes: readonly ApiKeyScope[];
}

/**
 * Checks a presented API key against its current state (the integrations/api-keys context
 * provides it). Throws UnauthorizedError for a key that is malformed, unknown, wrong, expired or
 * revoked; the state is read on every call, so a revocation holds on every replica at once.
 */
export abstract class ApiKeyAuthenticator {
  abstract authenticate(presented: string): Promise<ApiKeyPrincipal>;
}
