import { erasureSubject, streamKind } from './erasure-subject.js';

describe('erasure audit subject', () => {
  it('names kinds and counts, never ids or people', () => {
    expect(streamKind('work-with-us-6a3792eb-91f2-4dd7-8d85-8ca1d0114e1c')).toBe('work-with-us');
    expect(streamKind('visitor-session-abc')).toBe('visitor-session');
    expect(streamKind('plain')).toBe('plain');
    expect(
      erasureSubject(
        ['chat-6a3792eb-91f2-4dd7-8d85-8ca1d0114e1c', 'document-45322529-a38f-457d-ba53-515e10ce52cd', 'chat-45322529-a38f-457d-ba53-515e10ce52cd'],
        'request',
      ),
    ).toBe('3 records erased (erasure request): 2 chat, 1 document');
    expect(erasureSubject(['visitor-session-x'], 'retention')).toBe('1 record erased (retention policy): 1 visitor-session');
  });
});
