import { replayProjection, type EventStoreTables } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { sql, type Kysely } from 'kysely';
import { PROJECTIONS } from './projections.js';
import { eventually, startApi, type ApiHarness } from './testing/api-harness.js';
import { tableSnapshot } from './testing/table-snapshot.js';
import { textPdf } from '@intake/worker/testing';
import { multipart, tinyPng } from './testing/fixtures.js';

describe('replaying the real projections', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('rebuilds every read model from the log into tables equal to the live ones', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${api.url}/api/work-with-us/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Visitor ${i}`, email: `v${i}@example.org`, preferred_roles: 'Other', metadata: { additional_notes: `note ${i}` } }),
      });
      const { submission_id } = (await res.json()) as { submission_id: string };
      ids.push(submission_id);
      if (i % 3 === 0) {
        await fetch(`${api.url}/api/work-with-us/upload/${submission_id}`, {
          method: 'POST',
          body: multipart('file', `deck-${i}.pdf`, textPdf([`deck ${i}`])),
        });
        await fetch(`${api.url}/api/work-with-us/upload/${submission_id}`, { method: 'POST', body: multipart('file', `photo-${i}.png`, tinyPng) });
      }
      if (i % 2 === 0) await fetch(`${api.url}/api/work-with-us/send-admin-notification/${submission_id}`, { method: 'POST' });
    }
    // Guide conversations too, one carried to completion, so the chat read model is rebuilt from real turns.
    const script = [
      'Confirm',
      'Nurses spend two hours a shift on duplicate charting.',
      'A voice assistant that fills the flowsheet.',
      'Funding for a pilot.',
      'Reach me at nurse@clinic.example',
      'Yes',
    ];
    for (let c = 0; c < 3; c++) {
      const { session_id } = (await (await fetch(`${api.url}/api/guide/sessions`, { method: 'POST' })).json()) as { session_id: string };
      for (const message of script.slice(0, c === 0 ? script.length : 2 + c)) {
        const res = await fetch(`${api.url}/api/guide/submissions/${session_id}/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message }),
        });
        expect(res.status).toBe(200);
      }
    }
    const db = api.database.db as Kysely<EventStoreTables>;
    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from chat_conversations where message_count >= 5`.execute(db);
      return rows[0]!.n === 3;
    });
    await eventually(async () => {
      const [rows, withFiles, files, notified] = await Promise.all([
        sql<{ n: number }>`select count(*)::int as n from work_with_us_submissions`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from work_with_us_submissions where jsonb_array_length(uploaded_files) = 2`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from stored_files`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from work_with_us_submissions where admin_notification is not null`.execute(db),
      ]);
      return rows.rows[0]!.n === 12 && withFiles.rows[0]!.n === 4 && files.rows[0]!.n === 8 && notified.rows[0]!.n === 6;
    });

    // The row counts above can be reached before a session's last turn is projected: wait for every
    // projector to reach the end of the log, so the live tables are final before they are compared.
    for (const p of PROJECTIONS) await waitForCatchUp(db, p.name, { types: p.handles, timeoutMs: 20000 });

    const before: Record<string, unknown[]> = {};
    for (const p of PROJECTIONS) for (const t of p.tables) before[t] = await tableSnapshot(db, t);
    expect(before.work_with_us_submissions).toHaveLength(12);

    for (const p of PROJECTIONS) {
      const result = await replayProjection(db, p);
      // A projection with rows must have been rebuilt from events; one with none (no uploads here) from none.
      expect(result.events > 0).toBe(p.tables.some((t) => before[t]!.length > 0));
    }
    for (const p of PROJECTIONS) for (const t of p.tables) expect(await tableSnapshot(db, t)).toEqual(before[t]);

    // The live processors carry on from the swapped-in tables.
    const res = await fetch(`${api.url}/api/work-with-us/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'After replay', email: 'after@example.org', preferred_roles: 'Other' }),
    });
    const { submission_id } = (await res.json()) as { submission_id: string };
    await eventually(async () => (await tableSnapshot(db, 'work_with_us_submissions')).some((r: any) => r.submission_id === submission_id));
    expect(await tableSnapshot(db, 'work_with_us_submissions')).toHaveLength(13);
  });
});
