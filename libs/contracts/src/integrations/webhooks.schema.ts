import { z } from 'zod';
import { RESPONSE_CHANNELS, RESPONSE_STATUSES } from '../admin/response-review.schema.js';
import { WEBHOOK_DISABLE_REASONS } from './webhook-endpoint.events.js';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types.js';

/** An endpoint URL is at most this long (a receiver's path and a token in its query fit). */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** The delivery log keeps this much of a receiver's answer. */
export const WEBHOOK_RESPONSE_SNIPPET_BYTES = 1024;
/** A receiver must answer within this long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a delivery is retried before it is marked failed (and the endpoint, failing that long, disabled). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600 * 1000;

const url = z.string().trim().min(1, 'url is required').max(WEBHOOK_URL_MAX_LENGTH, `url must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`);
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'choose at least one event')
  .transform((list) => [...new Set(list)]);

/** POST /api/admin/integrations/webhooks (admin). */
export const registerWebhookRequestSchema = z.object({ url, events, include_personal_data: z.boolean().default(false) });
export type RegisterWebhookRequest = z.input<typeof registerWebhookRequestSchema>;

/** PATCH /api/admin/integrations/webhooks/{id} (admin): every field optional. */
export const updateWebhookRequestSchema = z.object({ url: url.optional(), events: events.optional(), include_personal_data: z.boolean().optional() });
export type UpdateWebhookRequest = z.input<typeof updateWebhookRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  include_personal_data: z.boolean(),
  enabled: z.boolean(),
  disabled_reason: z.enum(WEBHOOK_DISABLE_REASONS).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** GET /api/admin/integrations/webhooks (admin). */
export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** The answer to a registration or a secret rotation: the only time the secret is shown. */
export const webhookSecretShownSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string().startsWith('whsec_') });
export type WebhookSecretShown = z.infer<typeof webhookSecretShownSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  webhook_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  /** The first 1 kB of the receiver's last answer. */
  response_snippet: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/admin/integrations/webhooks/{id}/deliveries?limit=N (admin): the newest first. */
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const WEBHOOK_DELIVERIES_DEFAULT_LIMIT = 50;
export const WEBHOOK_DELIVERIES_MAX_LIMIT = 500;

/**
 * The payloads, Standard Webhooks style: `{ type, timestamp, data }`. Ids always; personal fields
 * (`person`, a note's `text`) only for an endpoint whose owner ticked "include personal data".
 */
const responseRef = { channel: z.enum(RESPONSE_CHANNELS), response_id: z.string() };
const person = z.object({ name: z.string(), email: z.string() });

export const webhookPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('response.created'),
    timestamp: z.string(),
    data: z.object({ ...responseRef, submitted_at: z.string(), person: person.optional() }),
  }),
  z.object({
    type: z.literal('response.status_changed'),
    timestamp: z.string(),
    data: z.object({ ...responseRef, status: z.enum(RESPONSE_STATUSES), at: z.string() }),
  }),
  z.object({
    type: z.literal('response.note_added'),
    timestamp: z.string(),
    data: z.object({ ...responseRef, note_id: z.string(), at: z.string(), text: z.string().optional() }),
  }),
  z.object({
    type: z.literal('document.extracted'),
    timestamp: z.string(),
    data: z.object({ document_id: z.string(), ...responseRef, pages: z.number().int(), text_chars: z.number().int() }),
  }),
  z.object({
    type: z.literal('person.erased'),
    timestamp: z.string(),
    /** Ids only: the erasure and the responses it covered, never anything that was erased. */
    data: z.object({ erasure_id: z.string(), responses: z.array(z.object(responseRef)) }),
  }),
]);
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** The job on the `webhooks` queue; its jobId is the webhook id (a resend's adds `.resend-<n>`). */
export const webhookJobSchema = z.object({ webhook_id: z.string(), endpoint_id: z.string(), resend: z.boolean().optional() });
export type WebhookJob = z.infer<typeof webhookJobSchema>;

/** The job names on the `webhooks` queue. */
export const WEBHOOK_JOBS = { deliver: 'deliver' } as const;
