import { assertAnswerMatchesContract, catalogueRouteFor } from './contract-check.js';

describe('the harness contract check', () => {
  it('finds the catalogue route of a concrete request, literal paths before patterns', () => {
    expect(catalogueRouteFor('POST', '/api/session/restart')?.paths).toContain('/api/session/restart');
    expect(catalogueRouteFor('GET', '/api/session/3f1c2d9e-0000-4000-8000-000000000000?x=1')?.paths).toContain('/api/session/:id');
    expect(catalogueRouteFor('GET', '/api/nowhere')).toBeUndefined();
  });

  it('passes a 2xx answer that fits its schema and names what does not fit', () => {
    expect(() => assertAnswerMatchesContract('POST', '/api/session/restart', 200, { success: true, session_id: 's', message: 'm' })).not.toThrow();
    expect(() => assertAnswerMatchesContract('POST', '/api/session/restart', 200, { success: true, message: 'm' })).toThrow(/does not match its contract/);
    expect(() => assertAnswerMatchesContract('POST', '/api/forms/track-metadata', 200, { success: true, extra: 1 })).toThrow(/does not match/);
  });

  it('leaves error answers to the tests that expect them', () => {
    expect(() => assertAnswerMatchesContract('POST', '/api/session/restart', 400, { detail: 'bad' })).not.toThrow();
  });
});
