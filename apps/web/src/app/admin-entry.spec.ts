import { adminEntryPath, asksForAdmin } from './admin-entry';

describe('admin entry shortcuts', () => {
  it('recognises admin=true and page=admin among other parameters', () => {
    for (const search of ['?admin=true', '?page=admin', '?utm_source=mail&admin=true', 'page=admin&x=1']) expect(asksForAdmin(search)).toBe(true);
  });

  it('ignores anything else', () => {
    for (const search of ['', '?admin=false', '?admin=1', '?page=about', '?admin', '?pageadmin']) expect(asksForAdmin(search)).toBe(false);
  });

  it('sends signed-in admins to /admin and others to /admin/login', () => {
    expect(adminEntryPath(true)).toBe('/admin');
    expect(adminEntryPath(false)).toBe('/admin/login');
  });
});
