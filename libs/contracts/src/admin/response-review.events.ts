import { z } from 'zod';
import type { Event } from '../common/event.js';
import type { StreamErased } from '../privacy/personal-data.events.js';
import type { ResponseTagEvent } from './response-tag.events.js';
import { RESPONSE_CHANNELS, RESPONSE_STATUSES, type ResponseChannel } from './response-review.schema.js';

export const ResponseReviewEvents = {
  StatusSet: 'ResponseStatusSet',
  NoteAdded: 'ResponseNoteAdded',
  Assigned: 'ResponseAssigned',
  Unassigned: 'ResponseUnassigned',
  Opened: 'ResponseOpened',
} as const;

export const responseReviewStreamId = (channel: ResponseChannel, responseId: string) => `response-review-${channel}-${responseId}`;

/** The response's own stream, which the review hangs off (an erasure of it takes the review's notes too). */
export const responseStreamPrefix: Record<ResponseChannel, string> = { 'work-with-us': 'work-with-us-', questionnaire: 'questionnaire-', chat: 'chat-' };

export const responseStatusSetDataSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  response_id: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  by: z.string(),
  at: z.string(),
});
export type ResponseStatusSetData = z.infer<typeof responseStatusSetDataSchema>;

export const responseNoteAddedDataSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  response_id: z.string(),
  note_id: z.string(),
  /** Staff's words about the person: personal data, erased with the response. */
  text: z.string(),
  by: z.string(),
  at: z.string(),
});
export type ResponseNoteAddedData = z.infer<typeof responseNoteAddedDataSchema>;

/** A staff member is now the one handling the response (issue 30); `by` is who assigned. */
export const responseAssignedDataSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  response_id: z.string(),
  assignee: z.string(),
  by: z.string(),
  at: z.string(),
});
export type ResponseAssignedData = z.infer<typeof responseAssignedDataSchema>;

/** Nobody handles the response any more; `previous` is who did. */
export const responseUnassignedDataSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  response_id: z.string(),
  previous: z.string(),
  by: z.string(),
  at: z.string(),
});
export type ResponseUnassignedData = z.infer<typeof responseUnassignedDataSchema>;

/** A staff member opened the response's page for the first time: it is no longer new to them. */
export const responseOpenedDataSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  response_id: z.string(),
  by: z.string(),
  at: z.string(),
});
export type ResponseOpenedData = z.infer<typeof responseOpenedDataSchema>;

export type ResponseReviewEvent =
  | Event<typeof ResponseReviewEvents.StatusSet, ResponseStatusSetData>
  | Event<typeof ResponseReviewEvents.NoteAdded, ResponseNoteAddedData>
  | Event<typeof ResponseReviewEvents.Assigned, ResponseAssignedData>
  | Event<typeof ResponseReviewEvents.Unassigned, ResponseUnassignedData>
  | Event<typeof ResponseReviewEvents.Opened, ResponseOpenedData>;
/** Everything on a review stream: status, notes, assignment, tags (issue 35) and the erasure's mark. */
export type ResponseReviewStreamEvent = ResponseReviewEvent | ResponseTagEvent | StreamErased;
