import { jsonDepthExceeds, MAX_JSON_DEPTH, wellFormed, wellFormedValue } from './well-formed-input.js';

describe('well-formed input', () => {
  it('drops NUL and replaces lone surrogates, keeping whole emoji', () => {
    expect(wellFormed('a\u0000b')).toBe('ab');
    expect(wellFormed('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
    expect(wellFormed('ok 😀')).toBe('ok 😀');
  });

  it('cleans every string and key of a parsed body, without turning a key into a prototype', () => {
    const body = JSON.parse('{"a\\u0000":["\\ud800",{"__proto\\u0000__":{"polluted":true}}]}');
    const clean = wellFormedValue(body) as Record<string, [string, Record<string, unknown>]>;
    expect(clean.a![0]).toBe('\ufffd');
    expect(Object.getPrototypeOf(clean.a![1])).toBe(Object.prototype);
    expect(Object.keys(clean.a![1])).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('measures nesting without counting brackets inside strings', () => {
    expect(jsonDepthExceeds('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ s: '['.repeat(1000) + '\\"[[' }))).toBe(false);
  });
});
