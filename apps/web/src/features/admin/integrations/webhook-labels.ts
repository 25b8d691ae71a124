import type { WebhookDeliveryStatus, WebhookEndpoint, WebhookEventType } from '@intake/contracts';

/** The events an endpoint may choose, in the words of the settings screen. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'response.created': 'Response created (Work With Us, questionnaire, AI guide)',
  'response.status_changed': 'Status changed',
  'response.note_added': 'Note added',
  'document.extracted': 'Document read',
  'person.erased': 'Person erased (ids only)',
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Waiting',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** An endpoint's state in a word or three. */
export function endpointStateLabel(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabled_reason'>): string {
  if (endpoint.enabled) return 'Enabled';
  return endpoint.disabled_reason === 'failing' ? 'Disabled: failing for 24 hours' : 'Disabled';
}
