import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { AppConfig } from '@intake/config';
import { closeQueueClient, watchQueueConnection, type QueueConnectionWatch } from '@intake/queue';
import { Queue } from 'bullmq';
import { APP_CONFIG } from '@intake/event-store/nest';

/**
 * Closes every @Processor's BullMQ worker, then the queues, before any `onApplicationShutdown`
 * hook runs. `Worker.close()` waits for the jobs in progress, so they still record their outcome
 * through the event store, whose pool closes later. @nestjs/bullmq would close them too, but in
 * the same phase as the pool, in no guaranteed order, and it would wait for ever on a Redis that
 * is gone: here a close gives up on an unreachable Redis after a short grace (closeQueueClient),
 * and @nestjs/bullmq's own close later finds them closed.
 */
@Injectable()
export class WorkerDrain implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private connection: QueueConnectionWatch | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.connection = watchQueueConnection(this.config);
  }

  async beforeApplicationShutdown(): Promise<void> {
    const instances = this.discovery.getProviders().map((wrapper) => wrapper.instance as unknown);
    const redis = () => this.connection?.state() ?? 'up';
    const workers = instances.filter((instance): instance is WorkerHost => instance instanceof WorkerHost).flatMap((host) => workerOf(host) ?? []);
    await Promise.all(workers.map((worker) => closeQueueClient(worker, redis)));
    const queues = instances.filter((instance): instance is Queue => instance instanceof Queue);
    await Promise.all(queues.map((queue) => closeQueueClient(queue, redis)));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection?.close();
  }
}

/** The host's worker, or nothing when start-up failed before @nestjs/bullmq attached one. */
function workerOf(host: WorkerHost): WorkerHost['worker'] | undefined {
  try {
    return host.worker;
  } catch {
    return undefined;
  }
}
