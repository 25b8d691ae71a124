import { connectSources } from './security-headers.js';

describe('connect-src: the product and the backends its operator named', () => {
  it('is only its own origin for a deployed site with no other backend', () => {
    expect(connectSources({ publicUrl: 'https://intake.example', backendOrigins: [] })).toEqual(["'self'"]);
  });

  it('adds the named backends, and the local development ports only when the product itself is on this machine', () => {
    expect(connectSources({ publicUrl: 'https://intake.example', backendOrigins: ['https://eu.intake.example'] })).toEqual([
      "'self'",
      'https://eu.intake.example',
    ]);
    expect(connectSources({ publicUrl: 'http://localhost:3000', backendOrigins: [] })).toEqual(["'self'", 'http://localhost:8000', 'http://localhost:8080']);
  });
});
