import { decideStaffNotices, digestEmail, digestEmailId, digestJobFor, groupByRecipients, type HeldNotice } from './staff-notice-batching.js';

const rule = { perWindow: 3 };
const notices = (n: number) => Array.from({ length: n }, (_, i) => `n${i}`);
const held = (id: string, to = 'team@consortium.example'): HeldNotice => ({
  email_id: id,
  event_id: `ev-${id}`,
  recipients: [to],
  subject: `New Work With Us application: <${id}>`,
  link: `https://intake.example/admin/responses/work-with-us/${id}`,
});

describe('decideStaffNotices', () => {
  it('sends a trickle one by one, at once', () => {
    expect(decideStaffNotices(['a'], { sentInWindow: 0, heldWaiting: 0 }, rule)).toEqual({ sendNow: ['a'], hold: [] });
    expect(decideStaffNotices(['c'], { sentInWindow: 2, heldWaiting: 0 }, rule)).toEqual({ sendNow: ['c'], hold: [] });
  });

  it('sends up to the window budget and holds the rest of a burst for the digest', () => {
    const { sendNow, hold } = decideStaffNotices(notices(200), { sentInWindow: 1, heldWaiting: 0 }, rule);
    expect(sendNow).toEqual(['n0', 'n1']);
    expect(hold).toHaveLength(198);
    expect(hold[0]).toBe('n2');
  });

  it('holds everything once the window is full, and while older notices wait for their digest', () => {
    expect(decideStaffNotices(['a'], { sentInWindow: 3, heldWaiting: 0 }, rule)).toEqual({ sendNow: [], hold: ['a'] });
    expect(decideStaffNotices(['a'], { sentInWindow: 0, heldWaiting: 5 }, rule)).toEqual({ sendNow: [], hold: ['a'] });
  });
});

describe('digestJobFor', () => {
  const oldest = { email_id: 'wwu-admin-1', logged_at: new Date(10_000) };
  it('names one job per burst (by its oldest held notice), due the delay after that notice was held', () => {
    expect(digestJobFor(oldest, 10_000, 5_000)).toEqual({ jobId: expect.stringMatching(/^staff-digest-[0-9a-f]{24}$/), delay: 5_000 });
    expect(digestJobFor(oldest, 14_000, 5_000)).toEqual({ jobId: digestJobFor(oldest, 10_000, 5_000).jobId, delay: 1_000 });
    // A worker starting long after: due at once.
    expect(digestJobFor(oldest, 99_000, 5_000).delay).toBe(0);
    expect(digestJobFor({ ...oldest, email_id: 'wwu-admin-2' }, 10_000, 5_000).jobId).not.toBe(digestJobFor(oldest, 10_000, 5_000).jobId);
  });
});

describe('the digest email', () => {
  it('lists each held notice with its link, and has one id for one set of notices', () => {
    const email = digestEmail([held('a'), held('b')], 'https://intake.example/admin');
    expect(email.subject).toBe('2 new responses (digest)');
    expect(email.to).toEqual(['team@consortium.example']);
    expect(email.template).toBe('staff-notice-digest');
    expect(email.text).toContain('  - New Work With Us application: <a>\n    https://intake.example/admin/responses/work-with-us/a');
    expect(email.text).toContain('Open the admin dashboard: https://intake.example/admin');
    expect(email.email_id).toBe(digestEmailId(['b', 'a']));
    expect(email.email_id).not.toBe(digestEmailId(['a', 'b', 'c']));
    expect(digestEmail([held('a')], 'x').subject).toBe('1 new response (digest)');
  });

  it('groups held notices by recipients, keeping their order', () => {
    const groups = groupByRecipients([held('a'), held('b', 'other@x.example'), held('c', ' TEAM@consortium.example')]);
    expect(groups.map((g) => g.map((n) => n.email_id))).toEqual([['a', 'c'], ['b']]);
  });
});
