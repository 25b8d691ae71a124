import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { erasePersonalDataRequestSchema, erasePersonalDataResponseSchema, type ErasePersonalDataResponse } from '@intake/contracts';
import { AdminGuard, type AdminRequest } from '../platform/auth/admin.guard.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { ErasePersonalData, type ErasureTarget } from './commands/erase-personal-data.command.js';

/** An admin erases one person's data (docs/personal-data.md). */
@Controller('api/admin/personal-data')
@UseGuards(AdminGuard)
export class PersonalDataController {
  constructor(private readonly commands: CommandBus) {}

  @Post('erase')
  @HttpCode(200)
  async erase(@Body() body: unknown, @Req() req: AdminRequest): Promise<ErasePersonalDataResponse> {
    const request = parseBody(erasePersonalDataRequestSchema, body);
    // The schema lets exactly one through.
    const by: ErasureTarget =
      request.email !== undefined ? { email: request.email } : request.session_id !== undefined ? { session_id: request.session_id } : { submission_id: request.submission_id! };
    const outcome = await this.commands.execute(new ErasePersonalData(by, 'request', req.admin!.username));
    return erasePersonalDataResponseSchema.parse({
      success: true,
      erasure_id: outcome.erasureId,
      streams_erased: outcome.streamsErased,
      events_redacted: outcome.eventsRedacted,
      files_deleted: outcome.filesDeleted,
    });
  }
}
