import type { WebhookDeliveryStatus, WebhookDisableReason, WebhookEventType } from '@intake/contracts';
import type { Generated } from 'kysely';

export interface WebhookEndpointsTable {
  endpoint_id: string;
  url: string;
  events: WebhookEventType[];
  include_personal_data: boolean;
  secret_sealed: string;
  enabled: boolean;
  disabled_reason: WebhookDisableReason | null;
  removed: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The delivery log (outside the event log; migrations/0080_webhooks.sql). */
export interface WebhookDeliveriesTable {
  webhook_id: string;
  seq: Generated<string>;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookEventType;
  subject: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  response_code: number | null;
  duration_ms: number | null;
  response_snippet: string | null;
  error: string | null;
  created_at: Generated<Date>;
  first_attempt_at: Date | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
