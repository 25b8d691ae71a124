import type { ApiKeyScope } from '@intake/contracts';

/** The API keys tab's list (migration 0084), from the key streams and the audit's key uses. */
export interface ApiKeysTable {
  key_id: string;
  name: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  created_by: string;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export interface ApiKeysTables {
  api_keys: ApiKeysTable;
}
