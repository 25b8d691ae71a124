import { EventVersions, type EventDataSchema, type StoredEvent } from './index.js';

const any: EventDataSchema = { safeParse: () => ({ success: true }) };
const up = (f: (d: { n: number }) => { n: number }) => f as (older: never) => unknown;

const stored = (schemaVersion: number, data: unknown, type = 'Counted'): StoredEvent => ({
  globalPosition: 1,
  transactionId: '1',
  streamId: 's',
  streamPosition: 1,
  eventId: 'e',
  type,
  schemaVersion,
  data,
  metadata: {},
  createdAt: new Date(0),
});

describe('EventVersions', () => {
  const versions = new EventVersions({
    Counted: [
      { version: 1, schema: any },
      { version: 2, schema: any, upcast: up((d) => ({ n: d.n * 10 })) },
      { version: 3, schema: any, upcast: up((d) => ({ n: d.n + 1 })) },
    ],
  });

  it('runs each upcaster from the stored version to the current one, in order', () => {
    expect(versions.upcast(stored(1, { n: 2 }))).toMatchObject({ schemaVersion: 3, data: { n: 21 } });
    expect(versions.upcast(stored(2, { n: 2 }))).toMatchObject({ schemaVersion: 3, data: { n: 3 } });
  });

  it('returns the event itself when it is current, newer than this code knows, or of a type not listed', () => {
    for (const e of [stored(3, { n: 2 }), stored(4, { n: 2 }), stored(1, { n: 2 }, 'Other')]) expect(versions.upcast(e)).toBe(e);
  });

  it('refuses a catalogue with a gap, a missing upcaster, or an upcaster on version 1', () => {
    expect(() => new EventVersions({ A: [{ version: 2, schema: any }] })).toThrow('version 2 listed where 1 belongs');
    expect(
      () =>
        new EventVersions({
          A: [
            { version: 1, schema: any },
            { version: 2, schema: any },
          ],
        }),
    ).toThrow('needs an upcaster');
    expect(() => new EventVersions({ A: [{ version: 1, schema: any, upcast: up((d) => d) }] })).toThrow('nothing to upcast from');
    expect(() => new EventVersions({ A: [] })).toThrow('has no version');
  });
});
