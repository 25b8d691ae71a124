import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

/**
 * The floor the beacon ingest is measured against (`npm run bench -- analytics`, BENCH_FLOOR_ROUTE):
 * the same server, pool and commit settings, but a bare Fastify route that appends one row to
 * `bench_floor` (a table the bench creates) and answers 202, with no validation, no command bus and
 * no event store in between.
 */
export function registerBenchFloorRoute(fastify: FastifyInstance, db: Kysely<any>): void {
  fastify.post('/api/bench/floor', async (req, reply) => {
    await sql`insert into bench_floor (body) values (${JSON.stringify(req.body ?? null)}::jsonb)`.execute(db);
    return reply.code(202).send({ success: true });
  });
}
