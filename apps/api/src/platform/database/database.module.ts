import { Global, Module } from '@nestjs/common';
import { DATABASE_EXPORTS, databaseProviders } from '@intake/event-store/nest';

/** The api's pool, kysely handle (`Kysely<Database>`) and EventStore, built as the worker builds its own. */
@Global()
@Module({
  providers: databaseProviders({ poolSize: 20, app: 'api' }),
  exports: DATABASE_EXPORTS,
})
export class DatabaseModule {}
