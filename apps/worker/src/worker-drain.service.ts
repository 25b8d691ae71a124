import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/**
 * Closes every @Processor's BullMQ worker before any `onApplicationShutdown` hook runs.
 * `Worker.close()` waits for the jobs in progress, so they still record their outcome
 * through the event store, whose pool closes later. @nestjs/bullmq would close the workers
 * too, but in the same phase as the pool, in no guaranteed order.
 */
@Injectable()
export class WorkerDrain implements BeforeApplicationShutdown {
  constructor(private readonly discovery: DiscoveryService) {}

  async beforeApplicationShutdown(): Promise<void> {
    const hosts = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    await Promise.all(hosts.map((host) => workerOf(host)?.close()));
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
