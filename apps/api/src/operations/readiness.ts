import { Inject, Injectable } from '@nestjs/common';
import { liveWorkers, processorLag, type EventStoreTables, type WorkerHeartbeatTables } from '@intake/event-store';
import { sql, type Kysely } from 'kysely';
import { Gauge } from 'prom-client';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { within } from '../platform/timing/within.js';
import { DB } from '../platform/tokens.js';
import { ApiMetrics } from './api-metrics.js';

/** A dependency slower than this to answer counts as down. */
const CHECK_TIMEOUT_MS = 2_000;
/** A projection further behind than this many events is not ready to be read. */
export const READY_MAX_LAG_EVENTS = 1_000;

export interface DependencyCheck {
  status: 'ok' | 'failing';
  detail: string;
}

export interface Readiness {
  status: 'ready' | 'not ready';
  checks: { database: DependencyCheck; queue: DependencyCheck; worker: DependencyCheck; projections: DependencyCheck };
}

async function check(what: string, probe: () => Promise<string>): Promise<DependencyCheck> {
  try {
    return { status: 'ok', detail: await within(probe(), CHECK_TIMEOUT_MS, () => `${what} did not answer within ${CHECK_TIMEOUT_MS} ms`) };
  } catch (err) {
    return { status: 'failing', detail: err instanceof Error ? err.message : String(err) };
  }
}

/** Whether this replica can serve: database, queue backend, a live worker, projections caught up. */
@Injectable()
export class ReadinessProbe {
  constructor(
    @Inject(DB) private readonly db: Kysely<EventStoreTables & WorkerHeartbeatTables>,
    private readonly processors: ProcessorRegistry,
    private readonly metrics: ApiMetrics,
  ) {
    // The same answer as GET /api/ready, for alerting: read when scraped.
    const probe = this;
    new Gauge({
      name: 'intake_readiness_check',
      help: 'Each readiness check of this api replica: 1 ok, 0 failing (GET /api/ready is ready when all are 1)',
      labelNames: ['check'] as const,
      registers: [metrics.registry],
      async collect() {
        const { checks } = await probe.check();
        for (const [name, result] of Object.entries(checks)) this.set({ check: name }, result.status === 'ok' ? 1 : 0);
      },
    });
  }

  async check(): Promise<Readiness> {
    const [database, queue, worker, projections] = await Promise.all([
      check('the database', async () => {
        await sql`select 1`.execute(this.db);
        return 'answers';
      }),
      check('the queue backend', async () => {
        const waiting = await Promise.all(this.metrics.queues().map(async ([name, q]) => `${name}: ${(await q.getJobCounts('waiting')).waiting ?? 0} waiting`));
        return waiting.join(', ');
      }),
      check('the worker heartbeat', async () => {
        const workers = await liveWorkers(this.db);
        if (workers.length === 0) throw new Error('no worker has written a heartbeat in the last 20 s');
        return `${workers.length} live (last beat ${workers[0]!.ageMs} ms ago)`;
      }),
      check('the projections', async () => {
        const lags = await processorLag(this.db, this.processors.all());
        const behind = lags.filter((l) => l.events > READY_MAX_LAG_EVENTS);
        if (behind.length > 0)
          throw new Error(`behind by more than ${READY_MAX_LAG_EVENTS} events: ${behind.map((l) => `${l.name} (${l.events})`).join(', ')}`);
        const most = lags.reduce((max, l) => Math.max(max, l.events), 0);
        return `${lags.length} processors, at most ${most} events behind`;
      }),
    ]);
    const checks = { database, queue, worker, projections };
    return { status: Object.values(checks).every((c) => c.status === 'ok') ? 'ready' : 'not ready', checks };
  }
}
