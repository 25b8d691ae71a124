import { erasureSubject, streamKind } from './erasure-subject.js';

describe('erasure audit subject', () => {
  const id = '6a3792eb-91f2-4dd7-8d85-8ca1d0114e1c';
  const other = '45322529-a38f-457d-ba53-515e10ce52cd';

  it('names kinds in words and counts, never ids or people', () => {
    expect(streamKind(`work-with-us-${id}`)).toBe('work-with-us');
    expect(streamKind('visitor-session-abc')).toBe('visitor-session');
    expect(streamKind('plain')).toBe('plain');
    expect(erasureSubject([`chat-${id}`, `document-${other}`, `chat-${other}`], 'request')).toBe(
      '3 records erased (erasure request): 2 × AI guide chat, 1 × Uploaded document',
    );
    expect(erasureSubject(['visitor-session-x'], 'retention')).toBe('1 record erased (retention policy): 1 × Visitor analytics session');
  });

  // Issue 35: the trail listed "1 email-wwu-admin, 1 response-review-work-with-us" beside readable words.
  it('names the emails and staff reviews an erasure finds as the Privacy tab does, with no raw kind', () => {
    const subject = erasureSubject(
      [`email-wwu-admin-${id}`, `email-chat-completion-${other}`, `response-review-work-with-us-${id}`, `work-with-us-${id}`],
      'request',
    );
    expect(subject).toBe(
      '4 records erased (erasure request): 1 × Email to staff about a Work With Us application, 1 × Staff status and notes (Work With Us), ' +
        '1 × Summary email to the visitor after an AI guide chat, 1 × Work With Us application',
    );
    expect(subject).not.toMatch(/[a-z]+-[a-z]+/);
  });

  it('puts a kind nothing names into words', () => {
    expect(erasureSubject([`something-new-${id}`], 'request')).toBe('1 record erased (erasure request): 1 × Something new');
  });
});
