import { routeLabel } from './route-label.js';

describe('the route label of the request metrics', () => {
  it('keeps a matched api route pattern', () => {
    expect(routeLabel({ route: '/api/sessions/:id', status: 200, contentType: 'application/json' })).toBe('/api/sessions/:id');
    expect(routeLabel({ route: '/api/openapi.json', status: 200, contentType: 'application/json' })).toBe('/api/openapi.json');
  });

  it('groups the web app’s files, whatever their hashed names', () => {
    expect(routeLabel({ route: '/assets/index-Bx3kQ9aZ.js', status: 200, contentType: 'text/javascript' })).toBe('(asset)');
    expect(routeLabel({ route: '/favicon.svg', status: 304, contentType: undefined })).toBe('(asset)');
    expect(routeLabel({ route: '/robots.txt', status: 200, contentType: 'text/plain' })).toBe('(asset)');
  });

  it('groups the app’s pages: the root and every path the SPA fallback answers', () => {
    expect(routeLabel({ route: '/', status: 200, contentType: 'text/html; charset=utf-8' })).toBe('(app page)');
    expect(routeLabel({ route: undefined, status: 200, contentType: 'text/html; charset=utf-8' })).toBe('(app page)');
  });

  it('groups every 404 without a route, an unknown api path, a missing file or a page, as not found', () => {
    expect(routeLabel({ route: undefined, status: 404, contentType: 'application/json' })).toBe('(not found)');
  });

  it('leaves anything else unmatched, never a raw URL', () => {
    expect(routeLabel({ route: undefined, status: 400, contentType: 'application/json' })).toBe('(unmatched)');
    expect(routeLabel({ route: undefined, status: 200, contentType: 'application/json' })).toBe('(unmatched)');
  });
});
