import type { AppConfig } from '@intake/config';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { ProxyTrustWatch } from './proxy-trust-watch.js';

/** Health and readiness probes come from one orchestrator address by nature: not visitors. */
const PROBE_PATH = /^\/(api\/guide\/health|api\/health|health|api\/ready)(\?|$)/;

/** TRUST_PROXY=false (the default) or a hop count of 0: no peer may name the client. */
export const trustsNoProxy = (trustProxy: AppConfig['trustProxy']): boolean => trustProxy === false || trustProxy === 0;

/** Feeds every visitor request to the watch and logs each problem it finds once, loudly. */
export function registerProxyTrustWatch(fastify: FastifyInstance, watch: ProxyTrustWatch, logger: Logger): void {
  fastify.addHook('onRequest', async (req) => {
    if (PROBE_PATH.test(req.url)) return;
    const warning = watch.observe({ peer: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'], clientIp: req.ip });
    if (warning) logger.warn({ problem: warning.problem }, `PROXY SETUP UNSAFE (also shown in GET /api/health): ${warning.detail}`);
  });
}
