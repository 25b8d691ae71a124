import { entryReferrer, trackedPagePath } from './page-paths';

describe('tracked page paths', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/work-with-us', '/work-with-us'],
    ['/chat', '/chat'],
    ['/form', '/form'],
    ['/structured', '/structured'],
  ])('%s is the page %s', (pathname, expected) => {
    expect(trackedPagePath(pathname)).toBe(expected);
  });

  it.each([['/admin'], ['/admin/login'], ['/admin/dashboard'], ['/home'], ['/homepage'], ['/no-such-page']])(
    '%s is not tracked (admin, or an address that only redirects)',
    (pathname) => {
      expect(trackedPagePath(pathname)).toBeNull();
    },
  );
});

describe('entry referrer', () => {
  const own = 'https://intake.example.org';

  it('is the path for this site, and origin plus path for another, never the query', () => {
    expect(entryReferrer('https://intake.example.org/about?x=1#top', own)).toBe('/about');
    expect(entryReferrer('https://www.google.com/search?q=sepsis+alerts', own)).toBe('https://www.google.com/search');
    expect(entryReferrer('https://news.example.com/', own)).toBe('https://news.example.com/');
  });

  it('is null without a usable referrer', () => {
    expect(entryReferrer('', own)).toBeNull();
    expect(entryReferrer(undefined, own)).toBeNull();
    expect(entryReferrer('not a url', own)).toBeNull();
    expect(entryReferrer('android-app://com.example/', own)).toBeNull();
  });
});
