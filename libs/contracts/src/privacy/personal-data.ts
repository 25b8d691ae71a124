import { z } from 'zod';
import type { Event } from '../common/event.js';

/** Personal-data erasure and retention (docs/personal-data.md); the events are in personal-data.events.ts. */

/** Visitor spec §2 (privacy summary): submissions up to 2 years, analytics up to 24 months. */
export const PERSONAL_DATA_RETENTION_MONTHS = { submissions: 24, analytics: 24 } as const;

type Element<T> = T extends readonly (infer U)[] ? U : T;
type Inner<T> = NonNullable<Element<NonNullable<T>>>;
type KeysOf<T> = T extends object ? Extract<keyof T, string> : never;
/** The keys of `T`, dotted for nested values (an array's elements stand in for the array), three deep. */
export type DataPath<T, Depth extends unknown[] = []> = Depth['length'] extends 3
  ? never
  : { [K in KeysOf<Inner<T>>]: K | `${K}.${DataPath<Inner<T>[K], [...Depth, unknown]>}` }[KeysOf<Inner<T>>];

/**
 * Per event type, the keys of its data (dotted for nested values) that hold personal data. Given
 * an event union, every member must be listed (an empty list says "nothing personal") and every
 * path must name a field of that member's data, so a renamed field fails to compile.
 */
export type PersonalFieldMap<E extends Event = Event> = string extends E['type']
  ? Readonly<Record<string, readonly string[]>>
  : { readonly [T in E['type']]: readonly DataPath<Extract<E, { type: T }>['data']>[] };

/** POST /api/admin/personal-data/erase (admin): one of the ways to name the person. */
export const erasePersonalDataRequestSchema = z
  .object({
    email: z.string().trim().toLowerCase().email('email must be an email address').max(320).optional(),
    session_id: z.string().trim().min(1).max(100).optional(),
    submission_id: z.string().trim().min(1).max(100).optional(),
  })
  .refine((r) => [r.email, r.session_id, r.submission_id].filter((v) => v !== undefined).length === 1, 'give exactly one of email, session_id, submission_id');
export type ErasePersonalDataRequest = z.input<typeof erasePersonalDataRequestSchema>;

export const erasePersonalDataResponseSchema = z.object({
  success: z.literal(true),
  /** Null when nothing was found to erase. */
  erasure_id: z.string().nullable(),
  streams_erased: z.number().int(),
  events_redacted: z.number().int(),
  files_deleted: z.number().int(),
});
export type ErasePersonalDataResponse = z.infer<typeof erasePersonalDataResponseSchema>;
