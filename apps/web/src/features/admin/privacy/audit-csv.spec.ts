import { auditCsv } from './audit-csv';

describe('auditCsv', () => {
  it('writes one record per entry with the formula-injection guard', () => {
    const csv = auditCsv([
      { id: '1', at: '2026-11-25T14:00:00.000Z', actor: 'admin', action: 'export', subject: 'conversations CSV, 3 rows' },
      { id: '2', at: '2026-11-25T13:00:00.000Z', actor: '=HYPERLINK("x")', action: 'sign-in', subject: 'project p' },
    ]);
    expect(csv).toBe(
      'When (UTC),Who,Action,What\r\n' +
        '2026-11-25T14:00:00.000Z,admin,Export,"conversations CSV, 3 rows"\r\n' +
        `2026-11-25T13:00:00.000Z,"'=HYPERLINK(""x"")",Sign-in,project p\r\n`,
    );
  });
});
