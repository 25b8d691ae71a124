import type { AppConfig } from '@intake/config';
import { createDb, createPool, EventNotifications, EventStore, type EventStoreTables } from '@intake/event-store';
import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { currentRequestId } from '@intake/logging';
import { APP_CONFIG } from './app-config.provider.js';

function requestCorrelation(): { correlationId: string } | undefined {
  const requestId = currentRequestId();
  return requestId === undefined ? undefined : { correlationId: requestId };
}

/** The worker's pool is small: it only appends one outcome event per job. */
const POOL_SIZE = 5;

/**
 * Owns the pg pool behind the worker's EventStore and ends it when the app closes. Its appends
 * NOTIFY the api's processors (which would otherwise find them on their next poll).
 */
export class EventStoreConnection implements OnApplicationShutdown {
  readonly store: EventStore;
  /** Also the worker's own small tables (visitor_email_sends). */
  readonly db: Kysely<EventStoreTables>;
  private readonly notifications: EventNotifications;

  constructor(databaseUrl: string) {
    const pool = createPool(databaseUrl, POOL_SIZE);
    this.db = createDb(pool);
    // Events a job appends name the request that caused the job (WorkerMetrics.runJob's context).
    this.store = new EventStore(this.db, { ambientMetadata: requestCorrelation });
    this.notifications = new EventNotifications(databaseUrl, pool);
    this.store.onAppended((types) => this.notifications.poke(types));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.notifications.close();
    await this.db.destroy();
  }
}

export const eventStoreProviders: Provider[] = [
  {
    provide: EventStoreConnection,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => {
      if (!config.databaseUrl) throw new Error('the worker needs DATABASE_URL');
      return new EventStoreConnection(config.databaseUrl);
    },
  },
  { provide: EventStore, inject: [EventStoreConnection], useFactory: (connection: EventStoreConnection) => connection.store },
];
