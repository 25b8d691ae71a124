import type { NewOf } from '@intake/event-store';
import {
  evolveWebhookEndpoint,
  initialWebhookEndpointState,
  WebhookEndpointEvents,
  type WebhookEndpointEvent,
  type WebhookEndpointState,
  type WebhookEventType,
} from '@intake/contracts';
import { ConflictError, NotFoundError } from '../../platform/errors/domain-errors.js';
import type { Reducer } from '../../platform/event-sourcing/load-decide-append.js';

export const webhookEndpointReducer: Reducer<WebhookEndpointState, WebhookEndpointEvent> = {
  initial: initialWebhookEndpointState,
  evolve: evolveWebhookEndpoint,
};

type New = NewOf<WebhookEndpointEvent>;

export interface Actor {
  by: string;
  at: Date;
}

function mustExist(state: WebhookEndpointState): void {
  if (!state.exists || state.removed) throw new NotFoundError('No such webhook endpoint.');
}

export function decideRegister(
  state: WebhookEndpointState,
  c: Actor & { endpointId: string; url: string; events: WebhookEventType[]; includePersonalData: boolean; secretSealed: string },
): New[] {
  if (state.exists) throw new ConflictError('This webhook endpoint exists already.');
  return [
    {
      type: WebhookEndpointEvents.Registered,
      data: {
        endpoint_id: c.endpointId,
        url: c.url,
        events: c.events,
        include_personal_data: c.includePersonalData,
        secret_sealed: c.secretSealed,
        by: c.by,
        at: c.at.toISOString(),
      },
    },
  ];
}

/** Nothing when nothing changes, so a repeated save records no event (nor an audit entry). */
export function decideUpdate(
  state: WebhookEndpointState,
  c: Actor & { endpointId: string; url?: string; events?: WebhookEventType[]; includePersonalData?: boolean },
): New[] {
  mustExist(state);
  const next = { url: c.url ?? state.url, events: c.events ?? state.events, include_personal_data: c.includePersonalData ?? state.includePersonalData };
  const same =
    next.url === state.url &&
    next.include_personal_data === state.includePersonalData &&
    next.events.length === state.events.length &&
    next.events.every((e) => state.events.includes(e));
  if (same) return [];
  return [{ type: WebhookEndpointEvents.Updated, data: { endpoint_id: c.endpointId, ...next, by: c.by, at: c.at.toISOString() } }];
}

export function decideDisable(state: WebhookEndpointState, c: Actor & { endpointId: string }): New[] {
  mustExist(state);
  if (!state.enabled) return [];
  return [{ type: WebhookEndpointEvents.Disabled, data: { endpoint_id: c.endpointId, reason: 'owner', by: c.by, at: c.at.toISOString() } }];
}

export function decideEnable(state: WebhookEndpointState, c: Actor & { endpointId: string }): New[] {
  mustExist(state);
  if (state.enabled) return [];
  return [{ type: WebhookEndpointEvents.Enabled, data: { endpoint_id: c.endpointId, by: c.by, at: c.at.toISOString() } }];
}

export function decideRotate(state: WebhookEndpointState, c: Actor & { endpointId: string; secretSealed: string }): New[] {
  mustExist(state);
  return [{ type: WebhookEndpointEvents.SecretRotated, data: { endpoint_id: c.endpointId, secret_sealed: c.secretSealed, by: c.by, at: c.at.toISOString() } }];
}

export function decideRemove(state: WebhookEndpointState, c: Actor & { endpointId: string }): New[] {
  mustExist(state);
  return [{ type: WebhookEndpointEvents.Removed, data: { endpoint_id: c.endpointId, by: c.by, at: c.at.toISOString() } }];
}
