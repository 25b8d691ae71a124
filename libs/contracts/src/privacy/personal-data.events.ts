import { z } from 'zod';
import type { Event } from '../common/event.js';

/**
 * Personal-data erasure and retention (docs/personal-data.md). An erasure overwrites the personal
 * fields of a person's events in place and records one `PersonalDataErased` event, which
 * projections follow to rebuild the rows of the erased streams.
 *
 * `Erased`: the erasure's own record (same literal as `PERSONAL_DATA_ERASED` in
 * @intake/event-store, which redacts and follows it). `StreamErased` (`STREAM_ERASED` there):
 * appended to each erased stream in the same transaction, so that a writer still holding the stream's old version (a turn
 * in flight, another replica's cache) fails its compare-and-set and reads the erased stream again.
 */
export const PersonalDataEvents = { Erased: 'PersonalDataErased', StreamErased: 'PersonalDataStreamErased' } as const;

/** The marker's data: which erasure, nothing about the person. */
export const personalDataStreamErasedDataSchema = z.object({ erasure_id: z.string() });
export type PersonalDataStreamErasedData = z.infer<typeof personalDataStreamErasedDataSchema>;

export const personalDataStreamId = (erasureId: string) => `personal-data-${erasureId}`;

export const ERASURE_REASONS = ['request', 'retention'] as const;

/**
 * The erasure event's data. It names streams, never the person: the email an admin searched by
 * is not kept.
 */
export const personalDataErasedDataSchema = z.object({
  erasure_id: z.string(),
  reason: z.enum(ERASURE_REASONS),
  stream_ids: z.array(z.string()),
  /** The admin who asked, for a request; 'retention' for the scheduled job. */
  requested_by: z.string(),
});
export type PersonalDataErasedData = z.infer<typeof personalDataErasedDataSchema>;

/** The erasure's own record, on `personal-data-<erasure id>`. */
export type PersonalDataErased = Event<typeof PersonalDataEvents.Erased, PersonalDataErasedData>;

/** The marker every stream kind's union carries: any stream may be erased. */
export type StreamErased = Event<typeof PersonalDataEvents.StreamErased, PersonalDataStreamErasedData>;
