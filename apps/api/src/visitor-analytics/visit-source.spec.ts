import { visitSource } from './visit-source.js';

describe('visitSource', () => {
  it.each([
    ['utm_source wins over the referrer', 'Newsletter', 'https://www.google.com/', 'intake.example', 'newsletter'],
    ['an external referrer gives its host, without www.', undefined, 'https://www.google.com/search?q=x', 'intake.example', 'google.com'],
    ['an external app referrer gives its host', undefined, 'android-app://com.linkedin.android/', 'intake.example', 'com.linkedin.android'],
    ['no referrer is a direct entry', undefined, null, 'intake.example', 'direct'],
    ['a blank referrer is a direct entry', '  ', '', 'intake.example', 'direct'],
    ['a referrer from this site continues the visit', undefined, 'https://intake.example/about', 'intake.example', null],
    ['www. on either side is the same site', undefined, 'https://www.intake.example/', 'intake.example', null],
    ['a bare path is in-app navigation', undefined, '/work-with-us', 'intake.example', null],
    ['without a known site host an absolute referrer is external', undefined, 'https://news.ycombinator.com/', null, 'news.ycombinator.com'],
  ])('%s', (_label, utm, referrer, siteHost, expected) => {
    expect(visitSource(utm, referrer, siteHost)).toBe(expected);
  });
});
