import { capVisitorEmails, recipientKey } from './visitor-email-cap.js';

const completion = (id: string, ...to: string[]) => ({ email_id: id, to, template: 'chat-completion-funding' });
const staff = (id: string, ...to: string[]) => ({ email_id: id, to, template: 'work-with-us-admin-notification' });
const ids = (emails: { email_id: string }[]) => emails.map((e) => e.email_id);

describe('capVisitorEmails', () => {
  it('lets an address get `limit` completion emails in the window, counting those sent before and those earlier in the job', () => {
    const before = new Map([[recipientKey('ada@example.org'), 1]]);
    const { allowed, refused } = capVisitorEmails(
      [completion('a', 'ada@example.org'), completion('b', ' ADA@example.org '), completion('c', 'ada@example.org')],
      before,
      2,
    );
    expect(ids(allowed)).toEqual(['a']);
    expect(ids(refused)).toEqual(['b', 'c']);
  });

  it('never holds back email to staff, whatever the address has had', () => {
    const before = new Map([[recipientKey('team@consortium.example'), 99]]);
    const { allowed, refused } = capVisitorEmails([staff('n', 'team@consortium.example')], before, 1);
    expect(ids(allowed)).toEqual(['n']);
    expect(refused).toEqual([]);
  });

  it('refuses an email when any of its recipients is at the limit, and counts the others only when it goes', () => {
    const before = new Map([[recipientKey('full@example.org'), 1]]);
    const { allowed, refused } = capVisitorEmails([completion('x', 'free@example.org', 'full@example.org'), completion('y', 'free@example.org')], before, 1);
    expect(ids(refused)).toEqual(['x']);
    expect(ids(allowed)).toEqual(['y']);
  });

  it('refuses visitor-addressed emails past the hourly budget for all addresses, never staff email', () => {
    const emails = [
      completion('a', 'one@example.org'),
      staff('n', 'team@consortium.example'),
      completion('b', 'two@example.org'),
      completion('c', 'three@example.org'),
    ];
    const { allowed, refused, refusedHourly } = capVisitorEmails(emails, new Map(), 5, 1);
    expect(ids(allowed)).toEqual(['a', 'n']);
    expect(refused).toEqual([]);
    expect(ids(refusedHourly)).toEqual(['b', 'c']);
  });

  it('keys an address by a hash of its trimmed lower-case form, not the address itself', () => {
    expect(recipientKey(' Ada@Example.org')).toBe(recipientKey('ada@example.org'));
    expect(recipientKey('ada@example.org')).toMatch(/^[0-9a-f]{64}$/);
  });
});
