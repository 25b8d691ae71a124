/** Debian's Chromium, which `npm run check:system` installs; the benches that draw pages drive it. */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Flags for a bench's Chromium: no sandbox (root in a container), no GPU, and nothing that reaches
 * for the network on its own, so a timed load carries only the page's own traffic. The browser
 * tests use the same list (apps/web/e2e/support/browser.ts).
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
