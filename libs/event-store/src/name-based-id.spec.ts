import { nameBasedUuid } from './name-based-id.js';

describe('nameBasedUuid', () => {
  it('matches the RFC 9562 v5 test vector', () => {
    // DNS namespace + "www.example.com", from RFC 9562 appendix A.4.
    expect(nameBasedUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('is stable for a name and distinct across names', () => {
    const a = nameBasedUuid('email-1/delivered');
    expect(nameBasedUuid('email-1/delivered')).toBe(a);
    expect(nameBasedUuid('email-1/failed')).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('rejects a malformed namespace', () => {
    expect(() => nameBasedUuid('x', 'nope')).toThrow(/not a UUID/);
  });
});
