import { normalisePagePath } from './page-path.js';

describe('normalisePagePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/?utm_source=twitter', '/'],
    ['/#top', '/'],
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/about/?x=1#team', '/about'],
    ['about', '/about'],
    ['https://intake.example/work-with-us/?utm_source=x', '/work-with-us'],
    ['https://intake.example', '/'],
    ['/a://b', '/a://b'],
    ['/Chat', '/Chat'],
  ])('counts %j as %j', (raw, path) => {
    expect(normalisePagePath(raw).path).toBe(path);
  });

  it('keeps the utm tags of the query, trimmed and bounded, and nothing else of it', () => {
    expect(normalisePagePath('/?utm_source=Newsletter&utm_medium=e%20mail&utm_campaign=+&email=a@b.c&utm_term=x#utm_content=y').utm).toEqual({
      utm_source: 'Newsletter',
      utm_medium: 'e mail',
      utm_term: 'x',
    });
    expect(normalisePagePath(`/?utm_source=${'a'.repeat(500)}`).utm.utm_source).toHaveLength(200);
    expect(normalisePagePath('/about').utm).toEqual({});
  });
});
