import { Controller, Get, Inject, Res } from '@nestjs/common';
import { productVersion, type AppConfig } from '@intake/config';
import type { FastifyReply } from 'fastify';
import type { QueueConnectionWatch } from '@intake/queue';
import type { HealthResponse, PublicConfigResponse } from '@intake/contracts/http';
import { APP_CONFIG, QUEUE_CONNECTION } from '../platform/tokens.js';
import { ProxyTrustWatch } from '../platform/http/proxy-trust-watch.js';
import { DatabaseProbeQuery } from './database-probe.query.js';

/** The three paths the client's backend probe tries, in its order. */
@Controller()
export class HealthController {
  constructor(
    private readonly database: DatabaseProbeQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QUEUE_CONNECTION) private readonly queueConnection: QueueConnectionWatch,
    @Inject(ProxyTrustWatch) private readonly proxyTrust: ProxyTrustWatch,
  ) {}

  @Get(['api/guide/health', 'api/health', 'health'])
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse & { queue: 'ok' | 'unavailable' }> {
    const database = (await this.database.answers()) ? ('ok' as const) : ('unavailable' as const);
    // Redis down is not ok, but still 200: pages load and uploads are accepted (queued once it is
    // back), so the web client's backend probe must keep using this backend; documents and
    // emails wait. /api/ready reports each dependency for orchestrators.
    const queue = this.queueConnection.state() === 'up' ? ('ok' as const) : ('unavailable' as const);
    const body = {
      status: database === 'ok' && queue === 'ok' ? ('ok' as const) : ('degraded' as const),
      service: 'innovation-intake',
      version: productVersion(),
      database,
      queue_backend: this.config.redisUrl ? ('redis' as const) : ('postgres' as const),
      queue,
      guide_engine: this.config.llm.baseUrl ? ('llm' as const) : ('offline' as const),
      time: new Date().toISOString(),
      // A proxy in front that hides the visitors' addresses (issue 28): the product works, but its
      // budgets and sign-in throttle do not; said here as well as once in the log.
      warnings: this.proxyTrust.current().map((w) => w.detail),
    };
    if (database !== 'ok') void reply.status(503);
    return body;
  }

  @Get('api/public-config')
  publicConfig(): PublicConfigResponse {
    return { contact_email: this.config.contactEmail };
  }
}
