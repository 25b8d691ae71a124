import { Module } from '@nestjs/common';
import { AdminReadQuery } from './admin-read.query.js';
import { AnalyticsController } from './analytics.controller.js';
import { DashboardController } from './dashboard.controller.js';
import { DebugController } from './debug.controller.js';
import { DemoConversation } from './debug/demo-conversation.js';

/**
 * The admin read side in one room: every admin-facing list, figure and debug check, one controller
 * per route prefix, each answer read from the projections the contexts keep. The write sides
 * (commands, beacon ingest, projections) stay in their contexts.
 */
@Module({ controllers: [AnalyticsController, DashboardController, DebugController], providers: [AdminReadQuery, DemoConversation] })
export class AdminReadModule {}
