import { workWithUsSubmitRequestSchema } from '@intake/contracts';
import fc from 'fast-check';
import { fieldProblem } from './form-validation.js';
import type { WorkWithUsFields } from './work-with-us.types.js';

// The form checks name and email without zod (form-validation.ts); the server applies the contract.
// Both must give the same verdict, in the same words, on any input.
const { name: nameSchema, email: emailSchema } = workWithUsSubmitRequestSchema.shape;
const zodVerdict = (schema: typeof nameSchema | typeof emailSchema, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
};
const fields = (name: string, email: string): WorkWithUsFields => ({ name, email, selfDescription: '', notes: '' });

const blank = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff', '');
const padded = (text: fc.Arbitrary<string>) => fc.tuple(fc.string({ unit: blank }), text, fc.string({ unit: blank })).map(([a, t, b]) => a + t + b);
const emailChar = fc.constantFrom(..."abcXYZ019_'+-.@@..é!#".split(''), '\u{1F600}');
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.string({ unit: emailChar, maxLength: 30 }),
  fc
    .tuple(fc.string({ unit: emailChar, maxLength: 12 }), fc.string({ unit: emailChar, maxLength: 12 }), fc.string({ unit: emailChar, maxLength: 4 }))
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  // Around the 320-character limit.
  fc.tuple(fc.integer({ min: 300, max: 330 }), fc.emailAddress()).map(([n, e]) => 'a'.repeat(Math.max(0, n - e.length)) + e),
);
const nameLike = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer({ min: 195, max: 205 }).map((n) => 'n'.repeat(n)),
  fc.string({ unit: fc.constantFrom('x', ' ', 'é', '\u{1F600}', '\ud800', '\udc00'), minLength: 190, maxLength: 210 }),
);

describe('the Work With Us field checks', () => {
  it('judge a name as the contract does', () => {
    fc.assert(
      fc.property(padded(nameLike), (name) => {
        expect(fieldProblem('name', fields(name, ''))).toBe(zodVerdict(nameSchema, name));
      }),
      { numRuns: 2000 },
    );
  });

  it('judge an e-mail address as the contract does', () => {
    fc.assert(
      fc.property(padded(emailLike), (email) => {
        expect(fieldProblem('email', fields('', email))).toBe(zodVerdict(emailSchema, email));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['Ada', null],
    ['n'.repeat(201), 'Too big: expected string to have <=200 characters'],
  ])('name %j: %j', (name, problem) => {
    expect(fieldProblem('name', fields(name, ''))).toBe(problem);
    expect(zodVerdict(nameSchema, name)).toBe(problem);
  });

  it.each([
    ['', 'Email is required'],
    ['ada@example', 'Please enter a valid email address'],
    [' ada@example.org ', null],
    ['a..b@example.org', 'Please enter a valid email address'],
  ])('email %j: %j', (email, problem) => {
    expect(fieldProblem('email', fields('', email))).toBe(problem);
    expect(zodVerdict(emailSchema, email)).toBe(problem);
  });
});
