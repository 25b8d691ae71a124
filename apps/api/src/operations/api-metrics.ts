import { Inject, Injectable } from '@nestjs/common';
import { productVersion } from '@intake/config';
import { QUEUES } from '@intake/contracts';
import { PG_POOL } from '@intake/event-store/nest';
import { registerBuildInfo, registerPoolMetrics, registerProcessMetrics } from '@intake/logging';
import { EventStore, processorLag, type EventStoreTables } from '@intake/event-store';
import type { Queue } from 'bullmq';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { DB, DOCUMENTS_QUEUE, EMAIL_QUEUE } from '../platform/tokens.js';
import { routeLabel } from './route-label.js';

/** BullMQ's job states worth a gauge (the rest are transient). */
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children'] as const;

/**
 * The api's Prometheus metrics, in a registry of its own (tests build several apps in one
 * process). Lag and queue depth are read when scraped, so they cost nothing between scrapes.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requestDuration = new Histogram({
    name: 'intake_http_request_duration_seconds',
    help: 'HTTP request durations by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(
    store: EventStore,
    @Inject(DB) private readonly db: Kysely<EventStoreTables>,
    private readonly processors: ProcessorRegistry,
    @Inject(EMAIL_QUEUE) private readonly emailQueue: Queue,
    @Inject(DOCUMENTS_QUEUE) private readonly documentsQueue: Queue,
    @Inject(PG_POOL) pool: Pool,
  ) {
    registerProcessMetrics(this.registry, 'intake_api_');
    registerBuildInfo(this.registry, productVersion());
    registerPoolMetrics(this.registry, 'intake_api_', pool);
    const appends = new Counter({
      name: 'intake_event_appends_total',
      help: 'Successful appends to the event store by this process, by event type',
      labelNames: ['type'] as const,
      registers: [this.registry],
    });
    store.onAppended((types) => {
      for (const type of types) appends.inc({ type });
    });
    const self = this;
    new Gauge({
      name: 'intake_processor_lag_events',
      help: 'Events a projection or reactor has still to read (checkpoint to head, capped at 10000)',
      labelNames: ['processor'] as const,
      registers: [this.registry],
      async collect() {
        for (const lag of await processorLag(self.db, self.processors.all())) this.set({ processor: lag.name }, lag.events);
      },
    });
    new Gauge({
      name: 'intake_queue_jobs',
      help: 'Jobs in each BullMQ queue by state',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        for (const [name, queue] of self.queues()) {
          const counts = await queue.getJobCounts(...QUEUE_STATES);
          for (const state of QUEUE_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
        }
      },
    });
  }

  queues(): [string, Queue][] {
    return [
      [QUEUES.emails, this.emailQueue],
      [QUEUES.documents, this.documentsQueue],
    ];
  }

  observeRequest(req: FastifyRequest, reply: FastifyReply): void {
    const contentType = reply.getHeader('content-type');
    const route = routeLabel({ route: req.routeOptions.url, status: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : undefined });
    this.requestDuration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  }
}
