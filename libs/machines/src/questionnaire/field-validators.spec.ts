import { QUESTIONNAIRE_V3 } from '@intake/contracts';
import { matchesPattern, validateField } from './field-validators.js';

const v = QUESTIONNAIRE_V3.validation;
const MB = 1024 * 1024;

describe("the configuration's generic validator (visitor spec §5), message by message", () => {
  it.each([
    ['a missing required value', '', { required: true }, 'This field is required'],
    ['a blank required value', '   ', { required: true }, 'This field is required'],
    ['an empty required list', [], { required: true }, 'This field is required'],
    ['a value outside the options', 'maybe', { options: ['yes', 'no'] }, 'Please select a valid option'],
    ['a selection outside the options', ['yes', 'maybe'], { options: ['yes', 'no'] }, 'Please select a valid option'],
    ['a repeated selection', ['yes', 'yes'], { options: ['yes', 'no'] }, 'Please select a valid option'],
    ['too few selections', ['a'], { options: ['a', 'b', 'c'], min_selections: 2 }, 'Please select at least 2 option(s)'],
    ['too many selections', ['a', 'b', 'c'], { options: ['a', 'b', 'c'], max_selections: 2 }, 'Please select no more than 2 option(s)'],
    ['text over its maximum', 'abcdef', { max_length: 5 }, 'Text must be 5 characters or less'],
    ['text under its minimum', 'abc', { min_length: 10 }, 'Text must be at least 10 characters'],
    ['a file over its size', [{ name: 'a.pdf', size: 26 * MB }], { max_size_mb: 25 }, 'File size must be 25MB or less'],
    ['a file of another type', [{ name: 'a.exe', size: 10 }], { allowed_types: ['pdf', 'docx', 'pptx', 'txt'] }, 'File type must be: pdf, docx, pptx, txt'],
    ['an email without a domain', 'ada@', { pattern: 'email' as const }, 'Please enter a valid email address'],
    ['a phone number that is not a US one', '+44 20 7946 0958', { pattern: 'phone' as const }, 'Please enter a valid US phone number'],
    ['a URL without http(s)', 'ftp://example.org', { pattern: 'url' as const }, 'Please enter a valid URL starting with http:// or https://'],
  ])('refuses %s', (_label, value, rules, message) => {
    expect(validateField(value, rules, v)).toBe(message);
  });

  it.each([
    ['an optional empty value', '', {}],
    ['an allowed option', 'yes', { options: ['yes', 'no'] }],
    ['selections within bounds', ['a', 'b'], { options: ['a', 'b', 'c'], min_selections: 1, max_selections: 2 }],
    ['text at its maximum', 'abcde', { max_length: 5 }],
    ['a file at its limits', [{ name: 'deck.PDF', size: 25 * MB }], { max_size_mb: 25, allowed_types: ['pdf'] }],
    ['an email', 'ada@example.org', { pattern: 'email' as const }],
    ['a US phone number', '(312) 555-0199', { pattern: 'phone' as const }],
    ['a US phone number with +1', '+1 312.555.0199', { pattern: 'phone' as const }],
    ['an https URL', 'https://example.org/pitch', { pattern: 'url' as const }],
  ])('accepts %s', (_label, value, rules) => {
    expect(validateField(value, rules, v)).toBeNull();
  });

  it('matches the three static patterns', () => {
    expect(matchesPattern(v, 'email', 'a@b.co')).toBe(true);
    expect(matchesPattern(v, 'email', 'a b@c.co')).toBe(false);
    expect(matchesPattern(v, 'phone', '312-555-0199')).toBe(true);
    expect(matchesPattern(v, 'phone', '555-0199')).toBe(false);
    expect(matchesPattern(v, 'url', 'http://x.org')).toBe(true);
    expect(matchesPattern(v, 'url', 'www.x.org')).toBe(false);
  });
});
