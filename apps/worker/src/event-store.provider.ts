import type { AppConfig } from '@intake/config';
import { createDb, createPool, EventStore, type EventStoreTables } from '@intake/event-store';
import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG } from './app-config.provider.js';

/** The worker's pool is small: it only appends one outcome event per job. */
const POOL_SIZE = 5;

/** Owns the pg pool behind the worker's EventStore and ends it when the app closes. */
export class EventStoreConnection implements OnApplicationShutdown {
  readonly store: EventStore;
  private readonly db: Kysely<EventStoreTables>;

  constructor(databaseUrl: string) {
    this.db = createDb(createPool(databaseUrl, POOL_SIZE));
    this.store = new EventStore(this.db);
  }

  async onApplicationShutdown(): Promise<void> {
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
