import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import type { VisitorEmailLimits } from './visitor-email-cap.js';
import { VisitorEmailLog } from './visitor-email-log.js';

const HOUR = 3600_000;
const NOW = new Date('2026-11-24T12:00:00Z');
const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR);
const completion = (email_id: string, ...to: string[]) => ({ email_id, to, template: 'chat-completion-funding' });
const LOOSE: VisitorEmailLimits = { perAddressPerDay: 100, addressesPerHour: 100, perDomainPerHour: 100, perHour: 100 };
const ids = (emails: { email_id: string }[]) => emails.map((e) => e.email_id);

describe('VisitorEmailLog (visitor_email_sends)', () => {
  let database: TestDatabase;
  let log: VisitorEmailLog;
  beforeEach(async () => {
    database = await createTestDatabase();
    log = new VisitorEmailLog(database.db);
  });
  afterEach(() => database.drop());

  it('counts each email once per address over the last 24 hours, leaving out the emails asked about, and prunes older ones', async () => {
    await log.admit([completion('old', 'ada@example.org')], LOOSE, at(30));
    await log.admit([completion('a', 'ada@example.org', 'ADA@example.org '), completion('b', 'ada@example.org')], LOOSE, at(2));
    // A retry admits the same email again: still one.
    await log.admit([completion('a', 'ada@example.org')], LOOSE, at(1));

    // Two sent before (a, b) and the limit is 3: c goes, d does not; b's retry is not counted against itself.
    const { allowed, refused } = await log.admit(
      [completion('b', 'ada@example.org'), completion('c', 'ada@example.org'), completion('d', 'ada@example.org')],
      { ...LOOSE, perAddressPerDay: 3 },
      NOW,
    );
    expect(ids(allowed)).toEqual(['b', 'c']);
    expect(refused.map((r) => [r.email.email_id, r.budget])).toEqual([['d', 'address-per-day']]);
    // The 30-hour-old row went with the next record; the table holds hashes, no address.
    const { rows } = await database.pool.query('select email_id, recipient_key, domain_key from visitor_email_sends order by email_id');
    expect([...new Set(rows.map((r: { email_id: string }) => r.email_id))]).toEqual(['a', 'b', 'c']);
    expect(JSON.stringify(rows)).not.toContain('example');
  });

  it('budgets the last hour: distinct addresses, emails per domain, all emails', async () => {
    await log.admit([completion('h0', 'old@a.example')], LOOSE, at(1.5));
    await log.admit([completion('h1', 'one@a.example', 'two@a.example'), completion('h2', 'three@b.example')], LOOSE, at(0.5));
    const decide = (emails: ReturnType<typeof completion>[], limits: Partial<VisitorEmailLimits>) => log.admit(emails, { ...LOOSE, ...limits }, NOW);
    // 3 addresses this hour (the 1.5-hour-old one is out of it).
    expect(ids((await decide([completion('x1', 'four@c.example'), completion('x2', 'one@a.example')], { addressesPerHour: 3 })).allowed)).toEqual(['x2']);
    // x2 made a.example's second email this hour.
    expect((await decide([completion('y1', 'five@a.example')], { perDomainPerHour: 2 })).refused.map((r) => r.budget)).toEqual(['domain-per-hour']);
    // h1, h2, x2: three emails this hour.
    expect((await decide([completion('z1', 'six@d.example')], { perHour: 3 })).refused.map((r) => r.budget)).toEqual(['all-per-hour']);
  });

  it('lets no more than the budget through when many jobs decide at once', async () => {
    const jobs = Array.from({ length: 30 }, (_, i) => log.admit([completion(`c${i}`, `s${i}@v${i}.example`)], { ...LOOSE, addressesPerHour: 7 }, NOW));
    const decided = await Promise.all(jobs);
    expect(decided.flatMap((d) => d.allowed)).toHaveLength(7);
  });
});
