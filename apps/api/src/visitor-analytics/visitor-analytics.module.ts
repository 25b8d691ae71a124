import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import type { Kysely } from 'kysely';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { APP_CONFIG, DB } from '../platform/tokens.js';
import { registerBenchFloorRoute } from './bench-floor.route.js';
import { acceptTypelessBeacons } from './beacon-body.js';
import { TrackIncompleteInteractionHandler } from './commands/track-incomplete-interaction.handler.js';
import { TrackVisitorEventHandler } from './commands/track-visitor-event.handler.js';
import { visitorPageviewsProjection } from './visitor-pageviews.projection.js';
import { visitorRollupsProjection } from './visitor-rollups.projection.js';
import { visitorSessionsProjection } from './visitor-sessions.projection.js';
import { VisitorTrackingController } from './visitor-tracking.controller.js';

/** First-party visitor analytics: beacon ingest and the visitor read models (the admin reads them in admin-read/). */
@Module({
  controllers: [VisitorTrackingController],
  providers: [TrackVisitorEventHandler, TrackIncompleteInteractionHandler],
})
export class VisitorAnalyticsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProcessorRegistry,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Kysely<unknown>,
  ) {}

  onModuleInit(): void {
    this.registry.register(visitorSessionsProjection, visitorPageviewsProjection, visitorRollupsProjection);
    // The beacon routes' own parsing rule; it lives with them rather than in the app's set-up.
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    acceptTypelessBeacons(fastify);
    if (this.config.benchFloorRoute) registerBenchFloorRoute(fastify, this.db);
  }
}
