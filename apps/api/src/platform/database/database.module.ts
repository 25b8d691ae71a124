import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createDb, createPool, EventStore, type EventStoreTables } from '@intake/event-store';
import type { AppConfig } from '@intake/config';
import { currentRequestId } from '@intake/logging';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { APP_CONFIG, DB, PG_POOL } from '../tokens.js';
import type { Database } from './database.types.js';

/** Events appended while a request is served name it as their correlation id (its `x-request-id`). */
function requestCorrelation(): { correlationId: string } | undefined {
  const requestId = currentRequestId();
  return requestId === undefined ? undefined : { correlationId: requestId };
}

@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('DATABASE_URL is required by the api (the launcher sets it in embedded mode)');
        return createPool(config.databaseUrl, 20);
      },
    },
    { provide: DB, inject: [PG_POOL], useFactory: (pool: pg.Pool) => createDb<Database>(pool) },
    {
      provide: EventStore,
      inject: [DB],
      useFactory: (db: Kysely<Database>) => new EventStore(db as unknown as Kysely<EventStoreTables>, { ambientMetadata: requestCorrelation }),
    },
  ],
  exports: [PG_POOL, DB, EventStore],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  async onApplicationShutdown(): Promise<void> {
    // Destroys the pool too (kysely owns it through the dialect).
    await this.db.destroy();
  }
}
