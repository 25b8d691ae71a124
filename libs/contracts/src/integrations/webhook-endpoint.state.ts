import { unhandledEvent } from '../common/event.js';
import { WebhookEndpointEvents, type WebhookEndpointEvent } from './webhook-endpoint.events.js';
import type { WebhookEventType } from './webhook-event-types.js';

/** A webhook endpoint as its stream tells it: what the api's deciders and the worker read. */
export interface WebhookEndpointState {
  exists: boolean;
  removed: boolean;
  enabled: boolean;
  url: string;
  events: WebhookEventType[];
  includePersonalData: boolean;
}

export const initialWebhookEndpointState: WebhookEndpointState = {
  exists: false,
  removed: false,
  enabled: false,
  url: '',
  events: [],
  includePersonalData: false,
};

/** Folds one event into the endpoint's state (a reducer's evolve). */
export function evolveWebhookEndpoint(state: WebhookEndpointState, event: WebhookEndpointEvent): WebhookEndpointState {
  switch (event.type) {
    case WebhookEndpointEvents.Registered:
      return {
        exists: true,
        removed: false,
        enabled: true,
        url: event.data.url,
        events: event.data.events,
        includePersonalData: event.data.include_personal_data,
      };
    case WebhookEndpointEvents.Updated:
      return { ...state, url: event.data.url, events: event.data.events, includePersonalData: event.data.include_personal_data };
    case WebhookEndpointEvents.Disabled:
      return { ...state, enabled: false };
    case WebhookEndpointEvents.Enabled:
      return { ...state, enabled: true };
    case WebhookEndpointEvents.SecretRotated:
      return state;
    case WebhookEndpointEvents.Removed:
      return { ...state, removed: true, enabled: false };
    default:
      return unhandledEvent(event, state);
  }
}
