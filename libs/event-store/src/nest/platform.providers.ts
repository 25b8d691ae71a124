import type { AppConfig } from '@intake/config';
import { currentRequestId } from '@intake/logging';
import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type pg from 'pg';
import { createDb, createPool, type EventStoreTables } from '../database.js';
import { EventNotifications } from '../event-notifications.js';
import { EventStore } from '../event-store.js';
import { installEventCatalogue, type EventCatalogue } from '../event-versions.js';
import { APP_CONFIG, DB, LOGGER, PG_POOL } from './platform-tokens.js';

/** Config and logger arrive as values: neither app reads the environment in its module graph. */
export function configAndLoggerProviders(config: AppConfig, logger: Logger): Provider[] {
  return [
    { provide: APP_CONFIG, useValue: config },
    { provide: LOGGER, useValue: logger },
  ];
}

/** Events appended while a request (or a job it caused) is handled name it as their correlation id. */
function requestCorrelation(): { correlationId: string } | undefined {
  const requestId = currentRequestId();
  return requestId === undefined ? undefined : { correlationId: requestId };
}

export interface DatabaseOptions {
  /** Connections in the pool: the api serves requests and runs processors, the worker appends one event per job. */
  poolSize: number;
  /** Which app asks, for the start-up error when DATABASE_URL is missing. */
  app: string;
  /**
   * NOTIFY other processes of each append (the worker: the api's processors would otherwise find
   * its events only on their next poll). The api's processor host pokes and listens itself.
   */
  notifyAppends?: boolean;
  /**
   * Every event type's versions (EVENT_CATALOGUE in @intake/contracts): the store reads older
   * events as their current version and appends the current version, its data checked.
   */
  catalogue: EventCatalogue;
}

/** Owns the pool, the kysely handle over it and the EventStore; ends them when the app closes. */
export class DatabaseConnection implements OnApplicationShutdown {
  readonly pool: pg.Pool;
  readonly db: Kysely<EventStoreTables>;
  readonly store: EventStore;
  private readonly notifications: EventNotifications | undefined;

  constructor(databaseUrl: string, options: DatabaseOptions) {
    this.pool = createPool(databaseUrl, options.poolSize);
    this.db = createDb(this.pool);
    installEventCatalogue(options.catalogue);
    this.store = new EventStore(this.db, { ambientMetadata: requestCorrelation });
    if (options.notifyAppends) {
      const notifications = new EventNotifications(databaseUrl, this.pool);
      this.store.onAppended((types) => notifications.poke(types));
      this.notifications = notifications;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.notifications?.close();
    // Destroys the pool too (kysely owns it through the dialect).
    await this.db.destroy();
  }
}

/** PG_POOL, DB (kysely, typed by whoever injects it) and EventStore, from one DatabaseConnection. */
export function databaseProviders(options: DatabaseOptions): Provider[] {
  return [
    {
      provide: DatabaseConnection,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error(`DATABASE_URL is required by the ${options.app} (the launcher sets it in embedded mode)`);
        return new DatabaseConnection(config.databaseUrl, options);
      },
    },
    { provide: PG_POOL, inject: [DatabaseConnection], useFactory: (c: DatabaseConnection) => c.pool },
    { provide: DB, inject: [DatabaseConnection], useFactory: (c: DatabaseConnection) => c.db },
    { provide: EventStore, inject: [DatabaseConnection], useFactory: (c: DatabaseConnection) => c.store },
  ];
}

/** What `databaseProviders` makes injectable, for a module's `exports`. */
export const DATABASE_EXPORTS = [DatabaseConnection, PG_POOL, DB, EventStore];
