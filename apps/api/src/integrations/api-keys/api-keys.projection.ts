import { defineRowProjection, handlesOf } from '@intake/event-store';
import { ApiKeyEvents, AuditEvents, unhandledEvent, type ApiKeyEvent, type AdminApiKeyUsedData, type Event } from '@intake/contracts';
import type { ApiKeysTable } from './api-keys.tables.js';

type Row = ApiKeysTable & Record<string, unknown>;
type KeyUsed = Event<typeof AuditEvents.ApiKeyUsed, AdminApiKeyUsedData>;

/** Uses come one per call; gathered, "last used" lags by at most this much. */
export const API_KEYS_GATHER_MS = 250;

const apiKeyRows = defineRowProjection<Row, ApiKeyEvent | KeyUsed>({
  name: 'api-keys',
  table: 'api_keys',
  keyColumn: 'key_id',
  jsonColumns: ['scopes'],
  handles: handlesOf<ApiKeyEvent | KeyUsed>()([ApiKeyEvents.Created, ApiKeyEvents.Revoked, AuditEvents.ApiKeyUsed]),
  key: (e) => e.data.key_id,
  startsRow: (e) => e.type === ApiKeyEvents.Created,
  evolve(row, e) {
    switch (e.type) {
      case ApiKeyEvents.Created: {
        const d = e.data;
        return {
          key_id: d.key_id,
          name: d.name,
          scopes: d.scopes,
          created_at: new Date(d.at),
          created_by: d.created_by,
          expires_at: new Date(d.expires_at),
          revoked_at: null,
          last_used_at: null,
        };
      }
      case ApiKeyEvents.Revoked:
        return row && { ...row, revoked_at: new Date(e.data.at) };
      case AuditEvents.ApiKeyUsed:
        return row && { ...row, last_used_at: new Date(e.data.at) };
      default:
        return unhandledEvent(e, row);
    }
  },
});

/**
 * One row per key: name, scopes, dates and when it was last used (from the audit trail's key
 * uses, so replay rebuilds it). Holds no secret, not even its digest.
 */
export const apiKeysProjection = { ...apiKeyRows, gatherMs: API_KEYS_GATHER_MS };
