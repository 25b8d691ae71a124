import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { watchQueueConnection, type QueueConnectionWatch } from '@intake/queue';
import { APP_CONFIG, QUEUE_CONNECTION } from '../tokens.js';

/** The queue backend's connection state (QueueConnectionWatch) for health and readiness. */
@Global()
@Module({
  providers: [{ provide: QUEUE_CONNECTION, inject: [APP_CONFIG], useFactory: (config: AppConfig) => watchQueueConnection(config) }],
  exports: [QUEUE_CONNECTION],
})
export class QueueConnectionModule implements OnApplicationShutdown {
  constructor(@Inject(QUEUE_CONNECTION) private readonly watch: QueueConnectionWatch) {}

  async onApplicationShutdown(): Promise<void> {
    await this.watch.close();
  }
}
