import { pageHtml, type WebApp } from './web-app.js';

describe('pageHtml: the prerendered page of a path, else the shell (issue 32)', () => {
  const web: WebApp = {
    root: '/nowhere',
    indexHtml: 'shell',
    pages: new Map([
      ['/', 'landing'],
      ['/about', 'about'],
    ]),
  };

  it('answers a prerendered route with its page, whatever its trailing slash, query or fragment', () => {
    expect(['/', '/?admin=true', '/about', '/about/', '/about?utm_source=x', '/about#team'].map((url) => pageHtml(web, url))).toEqual([
      'landing',
      'landing',
      'about',
      'about',
      'about',
      'about',
    ]);
  });

  it('answers every other page path with the shell', () => {
    expect(['/admin', '/admin/login', '/home', '/about/extra', '/chat'].map((url) => pageHtml(web, url))).toEqual([
      'shell',
      'shell',
      'shell',
      'shell',
      'shell',
    ]);
  });
});
