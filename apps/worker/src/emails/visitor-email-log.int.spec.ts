import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { recipientKey } from './visitor-email-cap.js';
import { VisitorEmailLog } from './visitor-email-log.js';

const HOUR = 3600_000;
const NOW = new Date('2026-11-24T12:00:00Z');
const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR);

describe('VisitorEmailLog (visitor_email_sends)', () => {
  let database: TestDatabase;
  let log: VisitorEmailLog;
  beforeAll(async () => {
    database = await createTestDatabase();
    log = new VisitorEmailLog(database.db);
  });
  afterAll(() => database.drop());

  it('counts each email once per address over the last 24 hours, leaving out the emails asked about, and prunes older ones', async () => {
    await log.record([{ email_id: 'old', to: ['ada@example.org'] }], at(30));
    await log.record(
      [
        { email_id: 'a', to: ['ada@example.org', 'ADA@example.org '] },
        { email_id: 'b', to: ['ada@example.org'] },
      ],
      at(2),
    );
    // A retry records the same email again: still one.
    await log.record([{ email_id: 'a', to: ['ada@example.org'] }], at(1));

    const counts = await log.sentBefore(['ada@example.org', 'bob@example.org'], ['b'], NOW);
    expect(counts).toEqual(new Map([[recipientKey('ada@example.org'), 1]]));
    // The 30-hour-old row went with the next record.
    const { rows } = await database.pool.query('select email_id from visitor_email_sends order by email_id');
    expect(rows.map((r: { email_id: string }) => r.email_id)).toEqual(['a', 'b']);
  });

  it('counts the distinct emails to all visitor addresses since a time, for the hourly cap', async () => {
    await log.record(
      [
        { email_id: 'h1', to: ['one@example.org', 'two@example.org'] },
        { email_id: 'h2', to: ['three@example.org'] },
      ],
      at(0.5),
    );
    await log.record([{ email_id: 'h0', to: ['four@example.org'] }], at(1.5));
    expect(await log.sentSince(at(1), [])).toBe(2);
    expect(await log.sentSince(at(1), ['h2'])).toBe(1);
  });
});
