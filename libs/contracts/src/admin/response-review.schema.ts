import { z } from 'zod';
import type { Event } from '../common/event.js';
import type { StreamErased } from '../privacy/personal-data.js';

/**
 * Staff's review of one response (issue 20): a status (new, reviewed, contacted, archived) and
 * notes, each an event with who and when, on the stream `response-review-<channel>-<response id>`.
 * A response nobody has reviewed has no stream and counts as new.
 */
export const RESPONSE_CHANNELS = ['work-with-us', 'questionnaire', 'chat'] as const;
export type ResponseChannel = (typeof RESPONSE_CHANNELS)[number];

export const RESPONSE_STATUSES = ['new', 'reviewed', 'contacted', 'archived'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const REVIEW_NOTE_MAX_LENGTH = 2000;

export const ResponseReviewEvents = {
  StatusSet: 'ResponseStatusSet',
  NoteAdded: 'ResponseNoteAdded',
} as const;

export const responseReviewStreamId = (channel: ResponseChannel, responseId: string) => `response-review-${channel}-${responseId}`;

/** The response's own stream, which the review hangs off (an erasure of it takes the review's notes too). */
export const responseStreamPrefix: Record<ResponseChannel, string> = { 'work-with-us': 'work-with-us-', questionnaire: 'questionnaire-', chat: 'chat-' };

export interface ResponseStatusSetData {
  channel: ResponseChannel;
  response_id: string;
  status: ResponseStatus;
  by: string;
  at: string;
}

export interface ResponseNoteAddedData {
  channel: ResponseChannel;
  response_id: string;
  note_id: string;
  /** Staff's words about the person: personal data, erased with the response. */
  text: string;
  by: string;
  at: string;
}

export type ResponseReviewEvent =
  | Event<typeof ResponseReviewEvents.StatusSet, ResponseStatusSetData>
  | Event<typeof ResponseReviewEvents.NoteAdded, ResponseNoteAddedData>;
export type ResponseReviewStreamEvent = ResponseReviewEvent | StreamErased;

export const setResponseStatusRequestSchema = z.object({ status: z.enum(RESPONSE_STATUSES) });
export const addResponseNoteRequestSchema = z.object({
  text: z.string().trim().min(1, 'text must not be empty').max(REVIEW_NOTE_MAX_LENGTH, `text must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`),
});

export const responseReviewSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  response_id: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  notes: z.array(z.object({ note_id: z.string(), text: z.string(), by: z.string(), at: z.string() })),
  /** Every status change and note, oldest first: the review's timeline. */
  history: z.array(z.object({ at: z.string(), by: z.string(), what: z.string() })),
});
export type ResponseReview = z.infer<typeof responseReviewSchema>;

/** GET /api/admin/responses/reviews?channel=… (admin): the reviews of a channel's responses that have one. */
export const responseReviewsResponseSchema = z.object({ reviews: z.array(responseReviewSchema) });
export type ResponseReviewsResponse = z.infer<typeof responseReviewsResponseSchema>;

/** POST /api/admin/responses/{channel}/{id}/status: `changed` is false when it already had that status. */
export const setResponseStatusResponseSchema = z.object({ success: z.literal(true), status: z.enum(RESPONSE_STATUSES), changed: z.boolean() });
export type SetResponseStatusResponse = z.infer<typeof setResponseStatusResponseSchema>;

/** GET /api/admin/responses/new-count (admin): responses nobody has moved past "new", per channel. */
export const newResponsesCountSchema = z.object({
  new: z.number().int(),
  by_channel: z.object({ 'work-with-us': z.number().int(), questionnaire: z.number().int(), chat: z.number().int() }),
});
export type NewResponsesCount = z.infer<typeof newResponsesCountSchema>;
