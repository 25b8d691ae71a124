import { Global, Module } from '@nestjs/common';
import { EVENT_CATALOGUE } from '@intake/contracts';
import { DATABASE_EXPORTS, databaseProviders } from '@intake/event-store/nest';

/** The api's pool, kysely handle (`Kysely<Database>`) and EventStore, built as the worker builds its own. */
@Global()
@Module({
  providers: databaseProviders({ poolSize: 20, app: 'api', catalogue: EVENT_CATALOGUE }),
  exports: DATABASE_EXPORTS,
})
export class DatabaseModule {}
