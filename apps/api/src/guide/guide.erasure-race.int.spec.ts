import { chatStreamId, PersonalDataEvents } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { postJson, startApi, type ApiHarness } from '../testing/api-harness.js';
import { ChatSessionCache } from './chat-session.cache.js';

/**
 * An erasure evicts the chat from this instance's cache, but another api replica may still hold
 * the session as it was. Its next turn must not write into the erased stream: the erasure's
 * marker moved the stream's version, so the stale turn fails its compare-and-set, reads the
 * stream again and finds it erased.
 */
describe('a stale copy of an erased chat (real api and PostgreSQL)', () => {
  let api: ApiHarness;
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) => postJson<Record<string, unknown>>(api, path, body ?? {}, headers);

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('takes no turn from a replica that still caches the session: 410, and nothing new in the log', async () => {
    const { session_id: id } = (await post('/api/guide/sessions')).body as { session_id: string };
    for (const message of ['Confirm', 'Nurses on night shifts miss early signs of sepsis in older patients.']) {
      expect((await post(`/api/guide/submissions/${id}/message`, { message })).status).toBe(200);
    }
    const cache = api.app.get(ChatSessionCache, { strict: false });
    const stale = cache.get(id)!;
    expect(stale.erased).toBe(false);

    const erased = await post('/api/admin/personal-data/erase', { session_id: id }, { authorization: `Bearer ${await api.adminToken()}` });
    expect(erased.status).toBe(200);
    // The replica that did not run the erasure still holds the session as it was.
    cache.set(id, stale);

    const turn = await post(`/api/guide/submissions/${id}/message`, { message: 'My colleague Dr. Jane Roe at St. Mary’s can confirm this.' });
    expect(turn.status).toBe(410);
    expect(turn.body.detail).toMatch(/erased/);
    // Reads on that replica catch up with the stream first, so they see the erasure too.
    cache.set(id, stale);
    expect((await fetch(`${api.url}/api/session/${id}`)).status).toBe(410);
    const log = await new EventStore(api.database.db).readStream(chatStreamId(id));
    expect(log.at(-1)!.type).toBe(PersonalDataEvents.StreamErased);
    expect(JSON.stringify(log)).not.toContain('Jane Roe');
  });
});
