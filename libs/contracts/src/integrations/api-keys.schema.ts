import { z } from 'zod';

/**
 * What a key may read (docs/api-keys.md): response lists and pages, the analytics figures, and
 * the uploaded files themselves (signed download links). Writes and staff management never take
 * a key, whatever its scopes.
 */
export const API_KEY_SCOPES = ['responses:read', 'analytics:read', 'export'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key is `ik_` + its id (32 hex digits) + `_` + 43 base64url characters (256 random bits). */
export const API_KEY_PATTERN = /^ik_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
export const API_KEY_PREFIX = 'ik_';

export const API_KEY_NAME_MAX_LENGTH = 100;
/** The longest a key may live: a year; a partner rotates at least that often. */
export const API_KEY_MAX_DAYS = 366;

/** POST /api/admin/api-keys (admin token only). */
export const createApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Give the key a name.').max(API_KEY_NAME_MAX_LENGTH),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, 'Choose at least one scope.')
    .refine((s) => new Set(s).size === s.length, 'Each scope once.'),
  /** When the key stops working (ISO 8601, in the future, at most API_KEY_MAX_DAYS ahead). */
  expires_at: z.iso.datetime({ offset: true }),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeySummarySchema = z.object({
  key_id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created_at: z.string(),
  created_by: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** Answered by the server from the dates above, so every client shows the same state. */
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The only answer that holds the key: it is never shown again. */
export const createApiKeyResponseSchema = z.object({
  success: z.literal(true),
  key: apiKeySummarySchema,
  secret: z.string().regex(API_KEY_PATTERN),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

/** GET /api/admin/api-keys: newest first. */
export const apiKeyListResponseSchema = z.object({ keys: z.array(apiKeySummarySchema) });
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

export const revokeApiKeyResponseSchema = z.object({ success: z.literal(true), revoked: z.boolean() });
export type RevokeApiKeyResponse = z.infer<typeof revokeApiKeyResponseSchema>;
