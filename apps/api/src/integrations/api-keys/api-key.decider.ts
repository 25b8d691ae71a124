import { API_KEY_MAX_DAYS, ApiKeyEvents, unhandledEvent, type ApiKeyEvent, type ApiKeyScope } from '@intake/contracts';
import type { NewOf, StoredOf } from '@intake/event-store';
import type { Reducer } from '../../platform/event-sourcing/load-decide-append.js';

/** One key as its stream tells it. */
export type ApiKeyState =
  | { exists: false }
  | { exists: true; keyId: string; name: string; scopes: ApiKeyScope[]; secretSha256: string; expiresAt: Date; revokedAt: Date | null };

export const apiKeyReducer: Reducer<ApiKeyState, ApiKeyEvent> = {
  initial: { exists: false },
  evolve(state, event: StoredOf<ApiKeyEvent>) {
    switch (event.type) {
      case ApiKeyEvents.Created: {
        const d = event.data;
        return {
          exists: true,
          keyId: d.key_id,
          name: d.name,
          scopes: d.scopes,
          secretSha256: d.secret_sha256,
          expiresAt: new Date(d.expires_at),
          revokedAt: null,
        };
      }
      case ApiKeyEvents.Revoked:
        return state.exists && state.revokedAt === null ? { ...state, revokedAt: new Date(event.data.at) } : state;
      default:
        return unhandledEvent(event, state);
    }
  },
};

/** Why a creation is refused, said to the admin (422). */
export class ApiKeyRefused extends Error {}

export interface CreateInput {
  keyId: string;
  name: string;
  scopes: ApiKeyScope[];
  secretSha256: string;
  expiresAt: Date;
  by: string;
  now: Date;
}

const DAY_MS = 86_400_000;

export function decideCreate(state: ApiKeyState, input: CreateInput): NewOf<ApiKeyEvent>[] {
  if (state.exists) throw new ApiKeyRefused('This key id is taken.');
  if (input.expiresAt.getTime() <= input.now.getTime()) throw new ApiKeyRefused('The expiry must be in the future.');
  if (input.expiresAt.getTime() - input.now.getTime() > API_KEY_MAX_DAYS * DAY_MS) {
    throw new ApiKeyRefused(`A key may live at most ${API_KEY_MAX_DAYS} days; choose an earlier expiry.`);
  }
  return [
    {
      type: ApiKeyEvents.Created,
      data: {
        key_id: input.keyId,
        name: input.name,
        scopes: [...input.scopes],
        secret_sha256: input.secretSha256,
        expires_at: input.expiresAt.toISOString(),
        created_by: input.by,
        at: input.now.toISOString(),
      },
    },
  ];
}

/** Revoking a revoked key records nothing; an unknown key is the caller's 404. */
export function decideRevoke(state: ApiKeyState, input: { by: string; now: Date }): NewOf<ApiKeyEvent>[] | 'unknown' {
  if (!state.exists) return 'unknown';
  if (state.revokedAt !== null) return [];
  return [{ type: ApiKeyEvents.Revoked, data: { key_id: state.keyId, name: state.name, revoked_by: input.by, at: input.now.toISOString() } }];
}

export type KeyCheck = { ok: true } | { ok: false; detail: string };

export const KEY_INVALID = 'This API key is not valid.';

/**
 * Whether a presented key (its digest) may be used now. Unknown and wrong keys get one answer,
 * so a caller cannot tell which key ids exist; expired and revoked keys say so, because only the
 * holder of the right secret reaches that far.
 */
export function checkKey(state: ApiKeyState, presentedSha256: string, now: Date, same: (a: string, b: string) => boolean): KeyCheck {
  if (!state.exists || !same(state.secretSha256, presentedSha256)) return { ok: false, detail: KEY_INVALID };
  if (state.revokedAt !== null) return { ok: false, detail: 'This API key has been revoked.' };
  if (state.expiresAt.getTime() <= now.getTime()) return { ok: false, detail: `This API key expired on ${state.expiresAt.toISOString()}.` };
  return { ok: true };
}
