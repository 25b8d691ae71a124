import { z } from 'zod';

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

export const setResponseStatusRequestSchema = z.object({ status: z.enum(RESPONSE_STATUSES) });
export const addResponseNoteRequestSchema = z.object({
  text: z.string().trim().min(1, 'text must not be empty').max(REVIEW_NOTE_MAX_LENGTH, `text must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`),
});

/** Who handles a response, and who gave it to them when. */
export const responseAssignmentSchema = z.object({ assignee: z.string(), by: z.string(), at: z.string() });
export type ResponseAssignment = z.infer<typeof responseAssignmentSchema>;

export const responseReviewSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  response_id: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  notes: z.array(z.object({ note_id: z.string(), text: z.string(), by: z.string(), at: z.string() })),
  /** Every status change and note, oldest first: the review's timeline. */
  history: z.array(z.object({ at: z.string(), by: z.string(), what: z.string() })),
  /** Who handles it (issue 30); absent or null when nobody does. */
  assignment: responseAssignmentSchema.nullable().optional(),
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

/**
 * Assignment and the queue (issue 30): a response can be given to one staff member, who sees it
 * in "My queue" until it is archived or given to someone else.
 */
export const RESPONSE_ASSIGNEE_MAX_LENGTH = 200;

/** POST /api/admin/responses/{channel}/{id}/assignment: `assignee` null unassigns. */
export const assignResponseRequestSchema = z.object({
  assignee: z.string().trim().min(1, 'assignee must not be empty').max(RESPONSE_ASSIGNEE_MAX_LENGTH).nullable(),
});
export type AssignResponseRequest = z.infer<typeof assignResponseRequestSchema>;

/** `changed` is false when the response was already assigned so. */
export const assignResponseResponseSchema = z.object({ success: z.literal(true), assignee: z.string().nullable(), changed: z.boolean() });
export type AssignResponseResponse = z.infer<typeof assignResponseResponseSchema>;

/** Statuses that take a response out of its assignee's queue. */
export const QUEUE_DONE_STATUSES: readonly ResponseStatus[] = ['archived'];

/** GET /api/admin/responses/queue (admin): what is assigned to the caller and not done, oldest assignment first. */
export const responseQueueItemSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  response_id: z.string(),
  /** The person the response is from, as its list shows them; null when none was given. */
  name: z.string().nullable(),
  status: z.enum(RESPONSE_STATUSES),
  assigned_at: z.string(),
  assigned_by: z.string(),
  /** Seconds since it was assigned, at the server's clock when it answered. */
  age_seconds: z.number().int().nonnegative(),
});
export type ResponseQueueItem = z.infer<typeof responseQueueItemSchema>;
export const responseQueueResponseSchema = z.object({ username: z.string(), items: z.array(responseQueueItemSchema) });
export type ResponseQueueResponse = z.infer<typeof responseQueueResponseSchema>;

/** GET /api/admin/responses/assignees (admin): the staff a response can be assigned to. */
export const assignableStaffResponseSchema = z.object({ staff: z.array(z.object({ username: z.string() })) });
export type AssignableStaffResponse = z.infer<typeof assignableStaffResponseSchema>;
