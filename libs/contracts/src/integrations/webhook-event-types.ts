/**
 * What an endpoint may subscribe to (docs/integrations.md). `response.created` covers every
 * channel (its data names the channel).
 */
export const WEBHOOK_EVENT_TYPES = ['response.created', 'response.status_changed', 'response.note_added', 'document.extracted', 'person.erased'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
