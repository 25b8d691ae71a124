import { createRequestOf } from './api-key-form';

describe('the API key form', () => {
  const now = new Date('2026-11-29T08:00:00.000Z');

  it('asks for a name and at least one scope, in plain words', () => {
    expect(createRequestOf({ name: '  ', scopes: new Set(['export']), days: 30 }, now)).toEqual({
      ok: false,
      problem: 'Give the key a name, e.g. the system that will use it.',
    });
    expect(createRequestOf({ name: 'CRM', scopes: new Set(), days: 30 }, now)).toEqual({ ok: false, problem: 'Choose at least one thing the key may read.' });
  });

  it('sends the trimmed name, the scopes in their usual order and the expiry that many days ahead', () => {
    expect(createRequestOf({ name: ' Partner CRM ', scopes: new Set(['export', 'responses:read']), days: 90 }, now)).toEqual({
      ok: true,
      request: { name: 'Partner CRM', scopes: ['responses:read', 'export'], expires_at: '2027-02-27T08:00:00.000Z' },
    });
  });
});
