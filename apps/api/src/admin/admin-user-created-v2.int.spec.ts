import { hash } from '@node-rs/argon2';
import { AdminEvents, adminStreamId, type AdminUserCreatedDataV1 } from '@intake/contracts';
import { EventStore, readLog, replayProjection } from '@intake/event-store';
import { appendAsRecorded, waitFor } from '@intake/event-store/testing';
import { postJson, startApi, type ApiHarness } from '../testing/api-harness.js';
import { staffAccountsProjection } from './staff/staff-accounts.projection.js';

/** An account as the releases before roles wrote it (AdminUserCreated 1): it reads and signs in as an owner. */
describe('AdminUserCreated 1 read as 2 (role owner)', () => {
  let api: ApiHarness;
  const stream = adminStreamId('pilot', 'veteran');
  let recorded: AdminUserCreatedDataV1;

  beforeAll(async () => {
    api = await startApi();
    recorded = { username: 'veteran', project_name: 'pilot', password_hash: await hash('an old password') };
    await appendAsRecorded(api.database.db, stream, [{ type: AdminEvents.UserCreated, schemaVersion: 1, data: recorded }]);
  }, 60_000);
  afterAll(() => api.close());

  it('reads it as version 2 in readStream and readLog', async () => {
    const expected = expect.objectContaining({ type: AdminEvents.UserCreated, schemaVersion: 2, data: { ...recorded, role: 'owner' } });
    expect(await new EventStore(api.database.db).readStream(stream)).toEqual([expected]);
    const logged = await waitFor('the log to show the account', async () => {
      const found = (await readLog(api.database.db, { types: [AdminEvents.UserCreated] })).filter((e) => e.streamId === stream);
      return found.length > 0 && found;
    });
    expect(logged).toEqual([expected]);
  });

  it('signs in as an owner, and replays into the staff list as one', async () => {
    const res = await postJson<{ user: unknown }>(api, '/api/login', { username: 'veteran', password: 'an old password', project_name: 'pilot' });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ username: 'veteran', project_name: 'pilot', role: 'owner' });
    await replayProjection(api.database.db, staffAccountsProjection);
    const row = await api.database.db.selectFrom('staff_accounts').select(['username', 'role', 'status']).where('project_name', '=', 'pilot').execute();
    expect(row).toEqual([{ username: 'veteran', role: 'owner', status: 'active' }]);
  });
});
