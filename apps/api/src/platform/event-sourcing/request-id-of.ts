import type { EventMetadata } from '@intake/event-store';

/** The request an event was appended in, as a job's `request_id` (absent for background appends). */
export function requestIdOf(event: { metadata: EventMetadata }): { request_id?: string } {
  const id = event.metadata.correlationId;
  return typeof id === 'string' ? { request_id: id } : {};
}
