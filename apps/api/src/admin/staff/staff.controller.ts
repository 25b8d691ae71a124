import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  changeStaffRoleRequestSchema,
  inviteStaffRequestSchema,
  passwordResetRequestSchema,
  STAFF_MESSAGES,
  staffLinkPasswordRequestSchema,
  type StaffActionResponse,
  type StaffLinkPasswordResponse,
  type StaffListResponse,
} from '@intake/contracts';
import { AdminGuard, type AdminRequest } from '../../platform/auth/admin.guard.js';
import { MinRole } from '../../platform/auth/staff-access.decorator.js';
import { parseBody } from '../../platform/validation/parse-body.js';
import { StaffService } from './staff.service.js';

/** The staff screen (owners only): accounts, invitations, roles, disable and re-enable. */
@Controller('api/admin/staff')
@MinRole('owner')
@UseGuards(AdminGuard)
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  async list(@Req() req: AdminRequest): Promise<StaffListResponse> {
    return { accounts: await this.staff.list(req.admin!.project_name) };
  }

  @Post('invitations')
  @HttpCode(201)
  async invite(@Body() body: unknown, @Req() req: AdminRequest): Promise<StaffActionResponse> {
    const message = await this.staff.invite(req.admin!, parseBody(inviteStaffRequestSchema, body));
    return this.done(message);
  }

  @Post(':username/reinvite')
  @HttpCode(200)
  async reinvite(@Param('username') username: string, @Req() req: AdminRequest): Promise<StaffActionResponse> {
    return this.done(await this.staff.reinvite(req.admin!, username));
  }

  @Post(':username/role')
  @HttpCode(200)
  async changeRole(@Param('username') username: string, @Body() body: unknown, @Req() req: AdminRequest): Promise<StaffActionResponse> {
    return this.done(await this.staff.changeRole(req.admin!, username, parseBody(changeStaffRoleRequestSchema, body).role));
  }

  /** Every token the account holds is refused from the next call on (AdminGuard reads the account). */
  @Post(':username/disable')
  @HttpCode(200)
  async disable(@Param('username') username: string, @Req() req: AdminRequest): Promise<StaffActionResponse> {
    return this.done(await this.staff.disable(req.admin!, username));
  }

  @Post(':username/enable')
  @HttpCode(200)
  async enable(@Param('username') username: string, @Req() req: AdminRequest): Promise<StaffActionResponse> {
    return this.done(await this.staff.enable(req.admin!, username));
  }

  private async done(message: string): Promise<StaffActionResponse> {
    await this.staff.listed();
    return { success: true, message };
  }
}

/** What a link in an invitation or reset email opens: public, the link's signed token is the credential. */
@Controller('api/staff')
export class StaffLinksController {
  constructor(private readonly staff: StaffService) {}

  @Post('invitations/accept')
  @HttpCode(200)
  async accept(@Body() body: unknown): Promise<StaffLinkPasswordResponse> {
    const input = parseBody(staffLinkPasswordRequestSchema, body);
    const who = await this.staff.acceptInvitation(input.token, input.password);
    return { success: true, username: who.username, project_name: who.projectName, message: 'Your password is set. Sign in with it now.' };
  }

  /** The same answer whether or not the account exists; the work happens after it. */
  @Post('password-reset')
  @HttpCode(202)
  request(@Body() body: unknown): StaffActionResponse {
    const input = parseBody(passwordResetRequestSchema, body);
    this.staff.requestResetInBackground(input.project_name, input.username);
    return { success: true, message: STAFF_MESSAGES.resetRequested };
  }

  @Post('password-reset/complete')
  @HttpCode(200)
  async complete(@Body() body: unknown): Promise<StaffLinkPasswordResponse> {
    const input = parseBody(staffLinkPasswordRequestSchema, body);
    const who = await this.staff.completeReset(input.token, input.password);
    return {
      success: true,
      username: who.username,
      project_name: who.projectName,
      message: 'Your new password is set; other sessions are signed out. Sign in with it now.',
    };
  }
}
