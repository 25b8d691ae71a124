import { z } from 'zod';
import type { Event } from '../common/event.js';
import { API_KEY_SCOPES } from './api-keys.schema.js';

/**
 * API keys (issue 31, docs/api-keys.md): one stream per key, `api-key-<key id>`, holding its
 * creation (name, scopes, expiry, the SHA-256 of the secret) and, later, its revocation. The
 * secret itself is never stored: it is shown once, in the answer to the creation.
 */
export const ApiKeyEvents = {
  Created: 'ApiKeyCreated',
  Revoked: 'ApiKeyRevoked',
} as const;

export const apiKeyStreamId = (keyId: string) => `api-key-${keyId}`;

export const apiKeyCreatedDataSchema = z.object({
  key_id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** Hex SHA-256 of the whole key as shown once (`ik_<key id>_<secret>`). */
  secret_sha256: z.string(),
  expires_at: z.string(),
  created_by: z.string(),
  at: z.string(),
});
export type ApiKeyCreatedData = z.infer<typeof apiKeyCreatedDataSchema>;

export const apiKeyRevokedDataSchema = z.object({
  key_id: z.string(),
  /** The key's name, so the audit trail can say which key without reading its stream. */
  name: z.string(),
  revoked_by: z.string(),
  at: z.string(),
});
export type ApiKeyRevokedData = z.infer<typeof apiKeyRevokedDataSchema>;

/** What an `api-key-<key id>` stream holds. */
export type ApiKeyEvent = Event<typeof ApiKeyEvents.Created, ApiKeyCreatedData> | Event<typeof ApiKeyEvents.Revoked, ApiKeyRevokedData>;
