import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { acceptTypelessBeacons } from './beacon-body.js';
import { TrackIncompleteInteractionHandler } from './commands/track-incomplete-interaction.handler.js';
import { TrackVisitorEventHandler } from './commands/track-visitor-event.handler.js';
import { VisitorAnalyticsController } from './visitor-analytics.controller.js';
import { visitorPageviewsProjection } from './visitor-pageviews.projection.js';
import { visitorRollupsProjection } from './visitor-rollups.projection.js';
import { visitorSessionsProjection } from './visitor-sessions.projection.js';
import { VisitorTrackingController } from './visitor-tracking.controller.js';

/** First-party visitor analytics: beacon ingest, the visitor read models, the admin figures. */
@Module({
  controllers: [VisitorTrackingController, VisitorAnalyticsController],
  providers: [TrackVisitorEventHandler, TrackIncompleteInteractionHandler],
})
export class VisitorAnalyticsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProcessorRegistry,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    this.registry.register(visitorSessionsProjection, visitorPageviewsProjection, visitorRollupsProjection);
    // The beacon routes' own parsing rule; it lives with them rather than in the app's set-up.
    acceptTypelessBeacons(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
