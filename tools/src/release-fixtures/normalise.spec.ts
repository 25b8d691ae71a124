import { shiftTimes, type FixtureEvent } from './fixture-log.js';
import { maskReaderOutput, normaliser, READER_OUTPUT, WALL_CLOCK } from './normalise.js';

const A = '4b46eb8e-dca6-4f15-b8b1-4b6d1a481c0a';
const B = '5e26b3d0-a5c5-4997-b498-6cfff87776cd';
const FIXED = '00000000-0000-4000-8000-000000000001';

describe('normaliser', () => {
  it('names ids in order of appearance, alone or inside strings and keys, and keeps the client-made ones', () => {
    const n = normaliser([FIXED]);
    expect(n.value({ id: B, files: [{ url: `/api/files/${A}`, of: B }], [`chat-${A}`]: FIXED })).toEqual({
      id: '<id1>',
      files: [{ url: '/api/files/<id2>', of: '<id1>' }],
      'chat-<id2>': FIXED,
    });
    expect(n.ids()).toBe(2);
  });

  it('so two sides with the same records in the same places read the same, and different ones do not', () => {
    const side = (first: string, second: string) => normaliser().value([{ id: first }, { id: second, parent: first }]);
    expect(side(A, B)).toEqual(side(B, A));
    expect(normaliser().value([{ id: A }, { id: B, parent: B }])).not.toEqual(side(A, B));
  });

  it('replaces timestamps and durations, and nothing else', () => {
    expect(
      normaliser().value({
        at: '2026-11-29T06:47:34.303513+00:00',
        viewed_at: '2026-11-29T06:47:30.170Z',
        average_completion_time: '4 seconds',
        time_spent_ms: 3000,
        day: '2026-11-29',
        text: 'Submitted on 2026-11-29',
      }),
    ).toEqual({
      at: '<time>',
      viewed_at: '<time>',
      average_completion_time: '<duration>',
      time_spent_ms: 3000,
      day: '2026-11-29',
      text: 'Submitted on 2026-11-29',
    });
  });
});

describe('maskReaderOutput', () => {
  it("leaves out a document's proposals, masks the reader's summary and timeline words and a visit's duration, not a message's field", () => {
    const page = {
      provenance: [
        { field: 'problem', value: 'x', confidence: 0.5, source: { kind: 'document', page: 1 } },
        { field: 'needs', value: 'y', confidence: 1, source: { kind: 'message', page: null } },
      ],
      documents: [{ analysis_summary: 'Read notes.txt', fields: { problem: 'x' } }],
      timeline: [{ what: 'Read a document: proposed problem, stage' }, { what: 'Read a document: nothing found' }, { what: 'Status set to new' }],
      totals: { duration_ms: 58, engaged_ms: 42000 },
    };
    expect(maskReaderOutput(page)).toEqual({
      provenance: [{ field: 'needs', value: 'y', confidence: 1, source: { kind: 'message', page: null } }],
      documents: [{ analysis_summary: READER_OUTPUT, fields: { problem: 'x' } }],
      timeline: [{ what: `Read a document: ${READER_OUTPUT}` }, { what: `Read a document: ${READER_OUTPUT}` }, { what: 'Status set to new' }],
      totals: { duration_ms: WALL_CLOCK, engaged_ms: 42000 },
    });
  });
});

describe('shiftTimes', () => {
  const event = (created_at: string, data: unknown): FixtureEvent => ({
    global_position: 1,
    stream_id: 's',
    stream_position: 1,
    event_id: A,
    event_type: 'T',
    schema_version: 1,
    data,
    metadata: {},
    created_at,
  });

  it("moves created_at and the release's own timestamps; the client's (far from the recording) and other values stay", () => {
    const day = 86_400_000;
    const [moved] = shiftTimes(
      [
        event('2026-11-29T06:47:34.303513+00:00', {
          viewed_at: '2026-11-29T06:47:30.170Z',
          nested: [{ at: '2026-11-29T06:47:33.000Z' }],
          client_timestamp: '2020-01-15T10:00:00.000Z',
          note: 'on 2026-11-29T06:47:30.170Z',
          n: 5,
        }),
      ],
      day,
    );
    expect(moved).toMatchObject({
      created_at: '2026-11-30T06:47:34.303Z',
      data: {
        viewed_at: '2026-11-30T06:47:30.170Z',
        nested: [{ at: '2026-11-30T06:47:33.000Z' }],
        client_timestamp: '2020-01-15T10:00:00.000Z',
        note: 'on 2026-11-29T06:47:30.170Z',
        n: 5,
      },
    });
  });
});
