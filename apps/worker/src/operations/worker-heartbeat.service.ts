import { hostname } from 'node:os';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { productVersion } from '@intake/config';
import { HEARTBEAT_INTERVAL_MS, removeHeartbeat, writeHeartbeat, type EventStoreTables, type WorkerHeartbeatTables } from '@intake/event-store';
import type { Kysely } from 'kysely';
import { DB, LOGGER } from '@intake/event-store/nest';
import type { Logger } from '../logging/logger.provider.js';

/**
 * Writes this worker's row in worker_heartbeats every HEARTBEAT_INTERVAL_MS, so the api's
 * readiness check knows jobs are being taken; removes it on a clean stop.
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly workerId = `${hostname()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  private readonly startedAt = new Date();
  private timer: NodeJS.Timeout | undefined;
  private beating: Promise<void> = Promise.resolve();
  private failing = false;
  private readonly db: Kysely<WorkerHeartbeatTables>;

  constructor(
    @Inject(DB) db: Kysely<EventStoreTables>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.db = db.withTables<WorkerHeartbeatTables>();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => {
      this.beating = this.beat();
    }, HEARTBEAT_INTERVAL_MS);
    this.timer.unref();
  }

  // Before: the pool it writes through closes in an onApplicationShutdown hook.
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.beating;
    await removeHeartbeat(this.db, this.workerId).catch((err: unknown) => this.logger.warn({ err }, 'could not remove the worker heartbeat'));
  }

  private async beat(): Promise<void> {
    try {
      await writeHeartbeat(this.db, { workerId: this.workerId, version: productVersion(), startedAt: this.startedAt });
      if (this.failing) this.logger.info('worker heartbeat written again');
      this.failing = false;
    } catch (err) {
      // Once per outage, not every five seconds.
      if (!this.failing) this.logger.warn({ err }, 'could not write the worker heartbeat');
      this.failing = true;
    }
  }
}
