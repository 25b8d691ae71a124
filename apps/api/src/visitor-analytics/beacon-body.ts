import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { BadRequestError } from '../platform/errors/domain-errors.js';

/** The ingest routes, which browsers call with navigator.sendBeacon. */
export const BEACON_ROUTES: ReadonlySet<string> = new Set(['/analytics/track', '/analytics/track-incomplete']);

/** An analytics record is a few KB at most (the contract caps meta at 4 KB, form_data at 16 KB). */
export const BEACON_BODY_LIMIT = 64 * 1024;

/**
 * sendBeacon sends a string as text/plain (parsed by Fastify into a string) and a Blob without a
 * type with no Content-Type at all, which Fastify refuses with 415 unless a catch-all parser
 * exists. This one takes such bodies as text for the beacon routes only; every other route, and
 * any unknown content type, still gets the 415 it got before.
 */
export function acceptTypelessBeacons(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('*', async (req: FastifyRequest, payload: AsyncIterable<Buffer | string>) => {
    if (req.headers['content-type'] !== undefined || !BEACON_ROUTES.has(req.routeOptions.url ?? '')) {
      throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
    }
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size > BEACON_BODY_LIMIT) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      chunks.push(buf);
    }
    return Buffer.concat(chunks).toString('utf8');
  });
}

/** The body as an object: parsed JSON (application/json) or JSON text (text/plain, no type). */
export function beaconJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
}
