import { z } from 'zod';
import type { Event } from '../common/event.js';
import { RESPONSE_CHANNELS } from './response-review.schema.js';

/**
 * Staff's tags on a response (issue 35), on the response's review stream
 * (`response-review-<channel>-<response id>`), beside its status and notes: an erasure of the
 * response takes them with the review.
 */
export const ResponseTagEvents = {
  Added: 'ResponseTagAdded',
  Removed: 'ResponseTagRemoved',
} as const;

export const responseTagAddedDataSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  response_id: z.string(),
  /** As responseTagSchema leaves it: trimmed, lower case. */
  tag: z.string(),
  by: z.string(),
  at: z.string(),
});
export type ResponseTagAddedData = z.infer<typeof responseTagAddedDataSchema>;

export const responseTagRemovedDataSchema = responseTagAddedDataSchema;
export type ResponseTagRemovedData = z.infer<typeof responseTagRemovedDataSchema>;

export type ResponseTagEvent = Event<typeof ResponseTagEvents.Added, ResponseTagAddedData> | Event<typeof ResponseTagEvents.Removed, ResponseTagRemovedData>;
