import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { trackFormMetadataRequestSchema, type Acknowledged } from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { parseBody } from '../platform/validation/parse-body.js';
import { TrackFormConsent } from './commands/track-form-consent.command.js';
import { Budget } from '../platform/rate-limits/budgets.js';

/** Visitor spec §7: consent_viewed / consent_accepted events of the forms' privacy dialog. */
@Controller('api/forms')
export class FormMetadataController {
  constructor(private readonly commands: CommandBus) {}

  @Budget('beacons')
  @Post('track-metadata')
  @HttpCode(200)
  async track(@Body() body: unknown, @Req() req: FastifyRequest): Promise<Acknowledged> {
    const request = parseBody(trackFormMetadataRequestSchema, body);
    await this.commands.execute(new TrackFormConsent(request, req.ip));
    return { success: true };
  }
}
