import { auditQuery } from './audit-export';

describe('the Audit tab filters as a query', () => {
  it('names only the filters given', () => {
    expect(auditQuery({})).toBe('');
    expect(auditQuery({ actor: 'ana@example.org', action: 'view', from: '2026-11-01', to: '', tz: 'Europe/Berlin' })).toBe(
      'actor=ana%40example.org&action=view&from=2026-11-01&tz=Europe%2FBerlin',
    );
  });
});
