import { Module } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { DatabaseProbeQuery } from './database-probe.query.js';
import { HealthController } from './health.controller.js';
import { ProxyTrustWatch } from '../platform/http/proxy-trust-watch.js';
import { trustsNoProxy } from '../platform/http/proxy-trust-hook.js';
import { APP_CONFIG } from '../platform/tokens.js';

@Module({
  controllers: [HealthController],
  providers: [
    DatabaseProbeQuery,
    { provide: ProxyTrustWatch, useFactory: (config: AppConfig) => new ProxyTrustWatch(trustsNoProxy(config.trustProxy)), inject: [APP_CONFIG] },
  ],
  exports: [ProxyTrustWatch],
})
export class HealthModule {}
