import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { trackAnalyticsEventRequestSchema, trackIncompleteRequestSchema, type TrackAcceptedResponse } from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { parseBody } from '../platform/validation/parse-body.js';
import { beaconJson } from './beacon-body.js';
import { TrackIncompleteInteraction } from './commands/track-incomplete-interaction.command.js';
import { TrackVisitorEvent } from './commands/track-visitor-event.command.js';
import { visitorRequestContext } from './visitor-request.js';
import { Budget } from '../platform/rate-limits/budgets.js';

/** Public ingest (visitor spec §7 "Analytics and consent"), sent by beacon or fetch; no auth. */
@Controller('analytics')
export class VisitorTrackingController {
  constructor(private readonly commands: CommandBus) {}

  @Budget('beacons')
  @Post('track')
  @HttpCode(202)
  async track(@Body() body: unknown, @Req() req: FastifyRequest): Promise<TrackAcceptedResponse> {
    const request = parseBody(trackAnalyticsEventRequestSchema, beaconJson(body));
    await this.commands.execute(new TrackVisitorEvent(request, visitorRequestContext(req)));
    return { success: true as const };
  }

  @Budget('beacons')
  @Post('track-incomplete')
  @HttpCode(202)
  async trackIncomplete(@Body() body: unknown, @Req() req: FastifyRequest): Promise<TrackAcceptedResponse> {
    const request = parseBody(trackIncompleteRequestSchema, beaconJson(body));
    await this.commands.execute(new TrackIncompleteInteraction(request, visitorRequestContext(req)));
    return { success: true as const };
  }
}
