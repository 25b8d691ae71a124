import { z } from 'zod';
import type { Event } from '../common/event.js';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types.js';

/**
 * A webhook endpoint's life, on stream `webhook-endpoint-<endpoint id>` (docs/integrations.md).
 * Each event's data is also a zod schema (`<EventName>DataSchema`), for the versioned event
 * schemas. The signing secret travels only sealed (AES-256-GCM, `secret_sealed`): a copy of the
 * database alone does not give it away.
 */
export const WebhookEndpointEvents = {
  Registered: 'WebhookEndpointRegistered',
  Updated: 'WebhookEndpointUpdated',
  Disabled: 'WebhookEndpointDisabled',
  Enabled: 'WebhookEndpointEnabled',
  SecretRotated: 'WebhookEndpointSecretRotated',
  Removed: 'WebhookEndpointRemoved',
} as const;

export const webhookEndpointStreamId = (endpointId: string) => `webhook-endpoint-${endpointId}`;

const eventTypes = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1);

export const webhookEndpointRegisteredDataSchema = z.object({
  endpoint_id: z.string(),
  url: z.string(),
  events: eventTypes,
  include_personal_data: z.boolean(),
  /** The secret, sealed with the deployment's webhook key (never the `whsec_` text itself). */
  secret_sealed: z.string(),
  by: z.string(),
  at: z.string(),
});
export type WebhookEndpointRegisteredData = z.infer<typeof webhookEndpointRegisteredDataSchema>;

export const webhookEndpointUpdatedDataSchema = z.object({
  endpoint_id: z.string(),
  url: z.string(),
  events: eventTypes,
  include_personal_data: z.boolean(),
  by: z.string(),
  at: z.string(),
});
export type WebhookEndpointUpdatedData = z.infer<typeof webhookEndpointUpdatedDataSchema>;

/** `failing`: the worker gave up on a delivery after 24 hours with no success meanwhile. */
export const WEBHOOK_DISABLE_REASONS = ['owner', 'failing'] as const;
export type WebhookDisableReason = (typeof WEBHOOK_DISABLE_REASONS)[number];

export const webhookEndpointDisabledDataSchema = z.object({
  endpoint_id: z.string(),
  reason: z.enum(WEBHOOK_DISABLE_REASONS),
  /** The admin, or `worker` for a failing endpoint. */
  by: z.string(),
  at: z.string(),
});
export type WebhookEndpointDisabledData = z.infer<typeof webhookEndpointDisabledDataSchema>;

export const webhookEndpointEnabledDataSchema = z.object({ endpoint_id: z.string(), by: z.string(), at: z.string() });
export type WebhookEndpointEnabledData = z.infer<typeof webhookEndpointEnabledDataSchema>;

export const webhookEndpointSecretRotatedDataSchema = z.object({ endpoint_id: z.string(), secret_sealed: z.string(), by: z.string(), at: z.string() });
export type WebhookEndpointSecretRotatedData = z.infer<typeof webhookEndpointSecretRotatedDataSchema>;

export const webhookEndpointRemovedDataSchema = z.object({ endpoint_id: z.string(), by: z.string(), at: z.string() });
export type WebhookEndpointRemovedData = z.infer<typeof webhookEndpointRemovedDataSchema>;

export type WebhookEndpointEvent =
  | Event<typeof WebhookEndpointEvents.Registered, WebhookEndpointRegisteredData>
  | Event<typeof WebhookEndpointEvents.Updated, WebhookEndpointUpdatedData>
  | Event<typeof WebhookEndpointEvents.Disabled, WebhookEndpointDisabledData>
  | Event<typeof WebhookEndpointEvents.Enabled, WebhookEndpointEnabledData>
  | Event<typeof WebhookEndpointEvents.SecretRotated, WebhookEndpointSecretRotatedData>
  | Event<typeof WebhookEndpointEvents.Removed, WebhookEndpointRemovedData>;
