import { ERASED_TEXT, redactEvent, type PersonalFields } from './redact.js';

const fields: PersonalFields = {
  Submitted: ['name', 'email', 'metadata', 'files.filename', 'contact.phone'],
  Viewed: [],
};

describe('redactEvent', () => {
  it('replaces personal values by placeholders of the same JSON type and keeps the rest', () => {
    const event = {
      type: 'Submitted',
      data: {
        name: 'Ada',
        email: 'ada@example.org',
        metadata: { ua: 'x' },
        files: [{ filename: 'cv.pdf', size: 3 }],
        contact: { phone: '555' },
        roles: 'Engineer',
        score: 4,
      },
      metadata: { actor: 'visitor', ip: '203.0.113.9', userAgent: 'Firefox' },
    };
    const before = structuredClone(event);
    expect(redactEvent(event, fields)).toEqual({
      data: {
        name: ERASED_TEXT,
        email: ERASED_TEXT,
        metadata: {},
        files: [{ filename: ERASED_TEXT, size: 3 }],
        contact: { phone: ERASED_TEXT },
        roles: 'Engineer',
        score: 4,
      },
      metadata: { actor: 'visitor' },
    });
    expect(event).toEqual(before);
  });

  it('leaves empty and missing values alone, and says when nothing changed', () => {
    expect(redactEvent({ type: 'Submitted', data: { name: '', email: null }, metadata: {} }, fields)).toBeNull();
    expect(redactEvent({ type: 'Viewed', data: { page: '/' }, metadata: { actor: 'visitor' } }, fields)).toBeNull();
    expect(redactEvent({ type: 'Unknown', data: { name: 'Ada' }, metadata: {} }, fields)).toBeNull();
  });

  it('strips the request address from any event, and is idempotent', () => {
    const once = redactEvent({ type: 'Viewed', data: { page: '/' }, metadata: { ip: '198.51.100.1', actor: 'visitor' } }, fields);
    expect(once).toEqual({ data: { page: '/' }, metadata: { actor: 'visitor' } });
    const first = redactEvent({ type: 'Submitted', data: { name: 'Ada' }, metadata: {} }, fields)!;
    expect(redactEvent({ type: 'Submitted', ...first }, fields)).toBeNull();
  });

  it('turns other scalars into null', () => {
    expect(redactEvent({ type: 'Submitted', data: { name: 42, email: true }, metadata: {} }, fields)?.data).toEqual({ name: null, email: null });
  });
});
