import { inferSubmissionSource } from './submission-source.js';

describe('inferSubmissionSource', () => {
  const origin = 'https://intake.example.org';

  it('is direct without a referrer', () => {
    expect(inferSubmissionSource('', origin)).toBe('direct');
    expect(inferSubmissionSource(undefined, origin)).toBe('direct');
  });

  it('is direct when the referrer is this site', () => {
    expect(inferSubmissionSource('https://intake.example.org/about', origin)).toBe('direct');
  });

  it('is referral when the referrer is another site', () => {
    expect(inferSubmissionSource('https://www.linkedin.com/feed/', origin)).toBe('referral');
    expect(inferSubmissionSource('http://intake.example.org/', origin)).toBe('referral');
  });

  it('is direct when the referrer cannot be parsed', () => {
    expect(inferSubmissionSource('not a url', origin)).toBe('direct');
  });
});
