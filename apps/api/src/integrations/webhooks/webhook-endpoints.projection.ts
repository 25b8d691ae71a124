import { defineRowProjection, handlesOf } from '@intake/event-store';
import { unhandledEvent, WebhookEndpointEvents, type WebhookEndpointEvent } from '@intake/contracts';
import type { WebhookEndpointsTable } from './webhooks.tables.js';

type Row = WebhookEndpointsTable & Record<string, unknown>;

/** One row per endpoint, kept after removal (flagged) so deliveries in the log still name it. */
export const webhookEndpointsProjection = defineRowProjection<Row, WebhookEndpointEvent>({
  name: 'webhook-endpoints',
  table: 'webhook_endpoints',
  keyColumn: 'endpoint_id',
  jsonColumns: ['events'],
  handles: handlesOf<WebhookEndpointEvent>()([
    WebhookEndpointEvents.Registered,
    WebhookEndpointEvents.Updated,
    WebhookEndpointEvents.Disabled,
    WebhookEndpointEvents.Enabled,
    WebhookEndpointEvents.SecretRotated,
    WebhookEndpointEvents.Removed,
  ]),
  key: (e) => e.data.endpoint_id,
  startsRow: (e) => e.type === WebhookEndpointEvents.Registered,
  evolve(row, e) {
    const at = new Date(e.data.at);
    switch (e.type) {
      case WebhookEndpointEvents.Registered: {
        const d = e.data;
        return {
          endpoint_id: d.endpoint_id,
          url: d.url,
          events: d.events,
          include_personal_data: d.include_personal_data,
          secret_sealed: d.secret_sealed,
          enabled: true,
          disabled_reason: null,
          removed: false,
          created_at: at,
          updated_at: at,
        };
      }
      case WebhookEndpointEvents.Updated:
        return row && { ...row, url: e.data.url, events: e.data.events, include_personal_data: e.data.include_personal_data, updated_at: at };
      case WebhookEndpointEvents.Disabled:
        return row && { ...row, enabled: false, disabled_reason: e.data.reason, updated_at: at };
      case WebhookEndpointEvents.Enabled:
        return row && { ...row, enabled: true, disabled_reason: null, updated_at: at };
      case WebhookEndpointEvents.SecretRotated:
        return row && { ...row, secret_sealed: e.data.secret_sealed, updated_at: at };
      case WebhookEndpointEvents.Removed:
        return row && { ...row, enabled: false, removed: true, updated_at: at };
      default:
        return unhandledEvent(e, row);
    }
  },
});
