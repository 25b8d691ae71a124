import { capVisitorEmails, domainKey, EMPTY_HISTORY, recipientKey, type VisitorEmailLimits } from './visitor-email-cap.js';

const completion = (id: string, ...to: string[]) => ({ email_id: id, to, template: 'chat-completion-funding' });
const staff = (id: string, ...to: string[]) => ({ email_id: id, to, template: 'work-with-us-admin-notification' });
const ids = (emails: { email_id: string }[]) => emails.map((e) => e.email_id);
const refusedBy = (refused: { email: { email_id: string }; budget: string }[]) => refused.map((r) => [r.email.email_id, r.budget]);
const LOOSE: VisitorEmailLimits = { perAddressPerDay: 5, addressesPerHour: 1000, perDomainPerHour: 1000, perHour: 1000 };

describe('capVisitorEmails', () => {
  it('lets an address get `perAddressPerDay` completion emails in the window, counting those sent before and those earlier in the job', () => {
    const history = { ...EMPTY_HISTORY, perAddressDay: new Map([[recipientKey('ada@example.org'), 1]]) };
    const { allowed, refused } = capVisitorEmails(
      [completion('a', 'ada@example.org'), completion('b', ' ADA@example.org '), completion('c', 'ada@example.org')],
      history,
      { ...LOOSE, perAddressPerDay: 2 },
    );
    expect(ids(allowed)).toEqual(['a']);
    expect(refusedBy(refused)).toEqual([
      ['b', 'address-per-day'],
      ['c', 'address-per-day'],
    ]);
  });

  it('never holds back email to staff, whatever the budgets say', () => {
    const history = {
      perAddressDay: new Map([[recipientKey('team@consortium.example'), 99]]),
      addressesHour: new Set(['x']),
      perDomainHour: new Map(),
      allHour: 99,
    };
    const { allowed, refused } = capVisitorEmails([staff('n', 'team@consortium.example')], history, {
      perAddressPerDay: 1,
      addressesPerHour: 1,
      perDomainPerHour: 1,
      perHour: 1,
    });
    expect(ids(allowed)).toEqual(['n']);
    expect(refused).toEqual([]);
  });

  it('refuses an email when any of its recipients is at the limit, and counts the others only when it goes', () => {
    const history = { ...EMPTY_HISTORY, perAddressDay: new Map([[recipientKey('full@example.org'), 1]]) };
    const { allowed, refused } = capVisitorEmails([completion('x', 'free@example.org', 'full@example.org'), completion('y', 'free@example.org')], history, {
      ...LOOSE,
      perAddressPerDay: 1,
    });
    expect(refusedBy(refused)).toEqual([['x', 'address-per-day']]);
    expect(ids(allowed)).toEqual(['y']);
  });

  it('mails at most `addressesPerHour` distinct addresses, while one already mailed this hour may get another', () => {
    const history = { ...EMPTY_HISTORY, addressesHour: new Set([recipientKey('known@a.example')]) };
    const emails = [
      completion('1', 'new1@b.example'),
      completion('2', 'new2@c.example'),
      completion('3', 'known@a.example'),
      completion('4', 'new1@b.example'),
    ];
    const { allowed, refused } = capVisitorEmails(emails, history, { ...LOOSE, addressesPerHour: 2 });
    expect(ids(allowed)).toEqual(['1', '3', '4']);
    expect(refusedBy(refused)).toEqual([['2', 'addresses-per-hour']]);
  });

  it('mails one domain at most `perDomainPerHour` times an hour, its case and spaces aside', () => {
    const history = { ...EMPTY_HISTORY, perDomainHour: new Map([[domainKey('x@victim.example'), 1]]) };
    const emails = [completion('1', 'a@VICTIM.example '), completion('2', 'b@victim.example'), completion('3', 'c@other.example')];
    const { allowed, refused } = capVisitorEmails(emails, history, { ...LOOSE, perDomainPerHour: 2 });
    expect(ids(allowed)).toEqual(['1', '3']);
    expect(refusedBy(refused)).toEqual([['2', 'domain-per-hour']]);
  });

  it('refuses visitor-addressed emails past the hourly budget for all addresses, never staff email', () => {
    const emails = [
      completion('a', 'one@example.org'),
      staff('n', 'team@consortium.example'),
      completion('b', 'two@example.org'),
      completion('c', 'three@example.org'),
    ];
    const { allowed, refused } = capVisitorEmails(emails, { ...EMPTY_HISTORY, allHour: 4 }, { ...LOOSE, perHour: 5 });
    expect(ids(allowed)).toEqual(['a', 'n']);
    expect(refusedBy(refused)).toEqual([
      ['b', 'all-per-hour'],
      ['c', 'all-per-hour'],
    ]);
  });

  it('keys an address, and its domain, by a hash of the trimmed lower-case form, not the address itself', () => {
    expect(recipientKey(' Ada@Example.org')).toBe(recipientKey('ada@example.org'));
    expect(recipientKey('ada@example.org')).toMatch(/^[0-9a-f]{64}$/);
    expect(domainKey('ada@Example.org ')).toBe(domainKey('bob@example.org'));
    expect(domainKey('ada@example.org')).not.toBe(domainKey('ada@example.net'));
  });
});
