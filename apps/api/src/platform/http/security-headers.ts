import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet's defaults with a Content-Security-Policy the built web app runs under: scripts and
 * styles only from our own origin (Vite emits files, no inline script), API calls to any http(s)
 * origin (the spec's backend override), no framing (the admin token lives in localStorage, so an
 * injected script or a framing page is what CSP must stop). No upgrade-insecure-requests: the
 * embedded mode serves plain http on localhost and on LANs.
 */
export function helmetOptions(): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // Any http(s) origin: visitor spec §7 has the client probe a backend override stored in the
        // browser, which can name any host. Scripts, frames and forms stay locked to our origin.
        connectSrc: ["'self'", 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Plain http in the embedded mode; a TLS terminator in front sets HSTS for its own name.
    strictTransportSecurity: false,
  };
}
