import { clearAdminSession, readAdminSession, writeAdminSession } from './admin-session';
import { loginReturnPath } from './require-admin';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const user = { username: 'ada', project_name: 'innovation-intake', role: 'admin' as const };

describe('admin session in local storage', () => {
  it('writes the token and the user under admin_token and admin_user and reads them back', () => {
    const storage = memoryStorage();
    writeAdminSession(storage, { token: 'jwt', user });
    expect(Object.fromEntries(storage.data)).toEqual({ admin_token: 'jwt', admin_user: JSON.stringify(user) });
    expect(readAdminSession(storage)).toEqual({ token: 'jwt', user });
  });

  it('restores nothing unless both are stored', () => {
    expect(readAdminSession(memoryStorage({ admin_token: 'jwt' }))).toBeNull();
    expect(readAdminSession(memoryStorage({ admin_user: JSON.stringify(user) }))).toBeNull();
    expect(readAdminSession(null)).toBeNull();
  });

  it('removes both when the stored user cannot be parsed', () => {
    for (const bad of ['{not json', '"just text"', '{"role":"admin"}', 'null']) {
      const storage = memoryStorage({ admin_token: 'jwt', admin_user: bad, privacyAccepted: 'true' });
      expect(readAdminSession(storage)).toBeNull();
      expect(Object.fromEntries(storage.data)).toEqual({ privacyAccepted: 'true' });
    }
  });

  it('clears both on logout', () => {
    const storage = memoryStorage({ admin_token: 'jwt', admin_user: JSON.stringify(user) });
    clearAdminSession(storage);
    expect(storage.data.size).toBe(0);
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeAdminSession(throwing, { token: 't', user })).not.toThrow();
    expect(readAdminSession(throwing)).toBeNull();
  });
});

describe('loginReturnPath', () => {
  it('returns to the guarded page the admin came from', () => {
    expect(loginReturnPath({ from: '/admin/dashboard?tab=raw' })).toBe('/admin/dashboard?tab=raw');
  });

  it('goes to /admin when the origin is unknown or not a path of this app', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: 'https://evil.example' }, { from: '//evil.example' }, { from: '/admin/login' }]) {
      expect(loginReturnPath(state)).toBe('/admin');
    }
  });
});
