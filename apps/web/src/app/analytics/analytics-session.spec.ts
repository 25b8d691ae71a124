import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { resolveAnalyticsSession } from './analytics-session';
import { brokenStorage, memoryStorage } from '../memory-storage.testing';
import { newSessionId } from './session-id';

const KEY = LOCAL_STORAGE_KEYS.analyticsSessionId;

describe('analytics session (visitor spec §4: created on first visit)', () => {
  it('creates and stores a session on the first visit, and reuses it on every later one', () => {
    const storage = memoryStorage();
    let n = 0;
    const newId = () => `id-${++n}`;
    expect(resolveAnalyticsSession(storage, newId)).toEqual({ id: 'id-1', created: true });
    expect(storage.data.get(KEY)).toBe('id-1');
    expect(resolveAnalyticsSession(storage, newId)).toEqual({ id: 'id-1', created: false });
    expect(n).toBe(1);
  });

  it.each([[''], ['   '], ['x'.repeat(101)]])('replaces a stored value the server would refuse (%j)', (stored) => {
    const storage = memoryStorage({ [KEY]: stored });
    expect(resolveAnalyticsSession(storage, () => 'fresh')).toEqual({ id: 'fresh', created: true });
    expect(storage.data.get(KEY)).toBe('fresh');
  });

  it('works for the page load when storage fails, as a new session', () => {
    expect(resolveAnalyticsSession(brokenStorage, () => 'page-only')).toEqual({ id: 'page-only', created: true });
    expect(resolveAnalyticsSession(null, () => 'page-only')).toEqual({ id: 'page-only', created: true });
  });
});

describe('newSessionId', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('uses crypto.randomUUID where the page has it', () => {
    expect(newSessionId({ randomUUID: () => 'from-random-uuid', getRandomValues: (a) => a })).toBe('from-random-uuid');
  });

  it('builds a v4 UUID from getRandomValues outside secure contexts', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newSessionId({ getRandomValues: (a) => globalThis.crypto.getRandomValues(a) })));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(V4);
    // All-ones and all-zeros bytes still give the version and variant bits.
    expect(newSessionId({ getRandomValues: (a) => a.fill(0xff) })).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newSessionId({ getRandomValues: (a) => a.fill(0) })).toBe('00000000-0000-4000-8000-000000000000');
  });
});
