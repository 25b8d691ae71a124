import type { StoredEvent } from '@intake/event-store';
import { formatEvent, formatStream } from './format-event.js';

const event: StoredEvent = {
  globalPosition: 42,
  transactionId: '1234',
  streamId: 'idea-1',
  streamPosition: 3,
  eventId: '00000000-0000-4000-8000-000000000001',
  type: 'IdeaRenamed',
  schemaVersion: 1,
  data: { title: 'A', tags: ['x'] },
  metadata: { actor: 'admin:alice' },
  createdAt: new Date('2025-01-02T03:04:05.000Z'),
};

describe('formatEvent', () => {
  it('puts position, type, time and id on the header line, then indented JSON', () => {
    expect(formatEvent(event)).toBe(
      [
        '#3  IdeaRenamed  2025-01-02T03:04:05.000Z  id 00000000-0000-4000-8000-000000000001  global 42  tx 1234  schema v1',
        '  data:',
        '    {',
        '      "title": "A",',
        '      "tags": [',
        '        "x"',
        '      ]',
        '    }',
        '  metadata:',
        '    {',
        '      "actor": "admin:alice"',
        '    }',
      ].join('\n'),
    );
  });

  it('counts the events in the stream header', () => {
    expect(formatStream('idea-1', [event]).split('\n')[0]).toBe('Stream idea-1: 1 event');
  });
});
