import type { StoredEvent } from '@intake/event-store';

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n');

/** One event as an engineer reads it: a header line, then data and metadata as pretty JSON. */
export function formatEvent(e: StoredEvent): string {
  const header = [
    `#${e.streamPosition}`,
    e.type,
    e.createdAt.toISOString(),
    `id ${e.eventId}`,
    `global ${e.globalPosition}`,
    `tx ${e.transactionId}`,
    `schema v${e.schemaVersion}`,
  ].join('  ');
  return [
    header,
    '  data:',
    indent(JSON.stringify(e.data ?? null, null, 2), '    '),
    '  metadata:',
    indent(JSON.stringify(e.metadata ?? {}, null, 2), '    '),
  ].join('\n');
}

export function formatStream(streamId: string, events: readonly StoredEvent[]): string {
  const head = `Stream ${streamId}: ${events.length} event${events.length === 1 ? '' : 's'}`;
  return [head, '', ...events.map((e) => `${formatEvent(e)}\n`)].join('\n');
}
