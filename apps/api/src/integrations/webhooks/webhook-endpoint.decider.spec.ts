import { WebhookEndpointEvents, type WebhookEndpointEvent } from '@intake/contracts';
import type { NewOf } from '@intake/event-store';
import { decider } from '../../testing/decider-spec.js';
import { ConflictError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { decideDisable, decideEnable, decideRegister, decideRemove, decideRotate, decideUpdate, webhookEndpointReducer } from './webhook-endpoint.decider.js';

const at = new Date('2026-11-29T08:00:00Z');
const by = 'owner';
const endpointId = 'e1';
const registered: NewOf<WebhookEndpointEvent> = {
  type: WebhookEndpointEvents.Registered,
  data: {
    endpoint_id: endpointId,
    url: 'https://crm.example/hook',
    events: ['response.created'],
    include_personal_data: false,
    secret_sealed: 'v1.a.b.c',
    by,
    at: at.toISOString(),
  },
};
const disabled: NewOf<WebhookEndpointEvent> = {
  type: WebhookEndpointEvents.Disabled,
  data: { endpoint_id: endpointId, reason: 'failing', by: 'worker', at: at.toISOString() },
};
const removed: NewOf<WebhookEndpointEvent> = { type: WebhookEndpointEvents.Removed, data: { endpoint_id: endpointId, by, at: at.toISOString() } };
const spec = decider(webhookEndpointReducer);

describe('webhook endpoint decisions', () => {
  it('registers once', () => {
    spec
      .given([])
      .when((s) =>
        decideRegister(s, {
          endpointId,
          url: 'https://crm.example/hook',
          events: ['response.created'],
          includePersonalData: true,
          secretSealed: 'v1.x.y.z',
          by,
          at,
        }),
      )
      .thenAppends([{ type: WebhookEndpointEvents.Registered }]);
    spec
      .given([registered])
      .when((s) =>
        decideRegister(s, { endpointId, url: 'https://x.example/', events: ['response.created'], includePersonalData: false, secretSealed: 'v1', by, at }),
      )
      .thenThrows(ConflictError);
  });

  it('records an update only when something changes', () => {
    spec
      .given([registered])
      .when((s) => decideUpdate(s, { endpointId, events: ['response.created'], by, at }))
      .thenNothing();
    spec
      .given([registered])
      .when((s) => decideUpdate(s, { endpointId, includePersonalData: true, by, at }))
      .thenAppends([{ type: WebhookEndpointEvents.Updated, data: expect.objectContaining({ include_personal_data: true, url: 'https://crm.example/hook' }) }]);
  });

  it('disables and enables only across a change of state', () => {
    expect(spec.given([registered]).state.enabled).toBe(true);
    spec
      .given([registered, disabled])
      .when((s) => decideDisable(s, { endpointId, by, at }))
      .thenNothing();
    spec
      .given([registered, disabled])
      .when((s) => decideEnable(s, { endpointId, by, at }))
      .thenAppends([{ type: WebhookEndpointEvents.Enabled }]);
    spec
      .given([registered])
      .when((s) => decideEnable(s, { endpointId, by, at }))
      .thenNothing();
    spec
      .given([registered])
      .when((s) => decideDisable(s, { endpointId, by, at }))
      .thenAppends([{ type: WebhookEndpointEvents.Disabled, data: expect.objectContaining({ reason: 'owner' }) }]);
  });

  it('knows no endpoint that was never registered or was removed', () => {
    for (const history of [[], [registered, removed]]) {
      spec
        .given(history)
        .when((s) => decideRotate(s, { endpointId, secretSealed: 'v1', by, at }))
        .thenThrows(NotFoundError);
      spec
        .given(history)
        .when((s) => decideRemove(s, { endpointId, by, at }))
        .thenThrows(NotFoundError);
      spec
        .given(history)
        .when((s) => decideUpdate(s, { endpointId, url: 'https://y.example/', by, at }))
        .thenThrows(NotFoundError);
    }
  });
});
