import { headerVisibility } from './header-visibility';

describe('headerVisibility', () => {
  it('hides the header on every landing path and on the admin login screen', () => {
    for (const path of ['/', '/home', '/homepage', '/home/', '/admin/login', '/admin/login/']) expect(headerVisibility(path).header).toBe(false);
  });

  it.each([
    ['/about', false, false],
    ['/work-with-us', false, false],
    ['/chat', false, true],
    ['/form', true, false],
    ['/structured', true, false],
    ['/admin', true, true],
    ['/admin/dashboard', true, true],
  ])('on %s shows Form=%s and AI Guide=%s', (path, formButton, guideButton) => {
    expect(headerVisibility(path)).toEqual({ header: true, formButton, guideButton });
  });
});
