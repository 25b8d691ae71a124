import { Module } from '@nestjs/common';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDebugController } from './admin-debug.controller.js';
import { DemoConversation } from './demo-conversation.js';

/** The dashboard's merged conversation list, its stats and the Debug tab: reads of projections only. */
@Module({ controllers: [AdminDashboardController, AdminDebugController], providers: [DemoConversation] })
export class AdminDashboardModule {}
