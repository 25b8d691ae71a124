import { nameBasedUuid, type StoredOf } from '@intake/event-store';
import type { EmailJob, EventOfType, WebhookEndpointEvent, WebhookEndpointEvents } from '@intake/contracts';
import { staffNoticeEmail } from '../../notifications/index.js';

type Disabled = EventOfType<WebhookEndpointEvent, typeof WebhookEndpointEvents.Disabled>;

export const WEBHOOK_DISABLED_TEMPLATE = 'webhook-endpoint-disabled';

/**
 * The staff's one notice that the worker disabled a failing endpoint. One per Disabled event
 * (its email id is named by the event): an endpoint is disabled once until someone enables it.
 * An owner's own disabling sends nothing.
 */
export function webhookDisabledNotice(event: StoredOf<Disabled>, url: string | undefined, to: string, publicUrl: string): EmailJob | null {
  if (event.data.reason !== 'failing') return null;
  return staffNoticeEmail({
    emailId: nameBasedUuid(`webhook-disabled/${event.eventId}`),
    to,
    subject: 'A webhook endpoint was disabled after failing for 24 hours',
    intro:
      'Every delivery to this webhook endpoint failed for 24 hours, so it has been disabled and receives nothing more. Fix the receiver, then enable it again and resend what it missed from its delivery log.',
    rows: [
      { label: 'Endpoint', value: url ?? event.data.endpoint_id },
      { label: 'Disabled at', value: event.data.at },
    ],
    link: `${publicUrl}/admin/integrations`,
    template: WEBHOOK_DISABLED_TEMPLATE,
  });
}
