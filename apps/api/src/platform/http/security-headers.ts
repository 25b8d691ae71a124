import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '@intake/config';
import { isLocalDevelopmentHost, LOCAL_DEVELOPMENT_BACKENDS } from '@intake/machines';

/**
 * Where the page may connect (issue 28 item 4): its own origin, the other backends the operator
 * named (BACKEND_ORIGINS), and, only when the product's own address is on this machine, the local
 * development backends the client also probes (visitor spec §7). The admin's Backend Config
 * switches among exactly these; a backend override stored in the browser for any other origin is
 * blocked by the browser, its probe fails and the app falls back to its own origin. The list is
 * the server's, from its settings, never from a request (a Host header cannot widen it).
 */
export function connectSources(config: Pick<AppConfig, 'publicUrl' | 'backendOrigins'>): string[] {
  const local = isLocalDevelopmentHost(new URL(config.publicUrl).hostname) ? LOCAL_DEVELOPMENT_BACKENDS : [];
  return [...new Set(["'self'", ...config.backendOrigins, ...local])];
}

/**
 * Browser features the product never uses, denied to the page and to anything it embeds. Only
 * names Chromium knows: an unknown one is a console message (an error costs Lighthouse's best
 * practices). `bluetooth` is not one: Chromium 156 warns that it is unrecognised.
 * Autoplay and fullscreen stay allowed (the intro videos autoplay muted and may go full screen).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Helmet's defaults with a Content-Security-Policy the built web app runs under: scripts and
 * styles only from our own origin (Vite emits files, no inline script or style; React sets style
 * props through the CSSOM, which style-src does not govern), API calls only to connectSources, no
 * framing (the admin token lives in localStorage, so an injected script or a framing page is what
 * CSP must stop). No upgrade-insecure-requests: the embedded mode serves plain http on localhost
 * and on LANs.
 */
export function helmetOptions(config: Pick<AppConfig, 'publicUrl' | 'backendOrigins'>): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: connectSources(config),
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Plain http in the embedded mode; a TLS terminator in front sets HSTS for its own name.
    strictTransportSecurity: false,
    // Chromium already keys agent clusters by origin when no header is sent (document.domain is
    // inert either way), and an explicit `?1` is also its hint to give the origin a process of its
    // own: a visitor's cold first page waited ~50 ms longer for its headline (issue 32,
    // docs/public-site.md). The header is a hint, not a security boundary.
    originAgentCluster: false,
  };
}
