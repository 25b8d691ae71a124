import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  secondFactorCodeRequestSchema,
  secondFactorCodeSchema,
  secondFactorEnrolmentRequestSchema,
  type LoginResponse,
  type SecondFactorConfirmed,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard, type AdminRequest } from '../../platform/auth/admin.guard.js';
import { parseBody } from '../../platform/validation/parse-body.js';
import { SecondFactorService, type StaffAccount } from './second-factor.service.js';
import { MinRole } from '../../platform/auth/staff-access.decorator.js';

const accountOf = (req: AdminRequest): StaffAccount => ({ username: req.admin!.username, projectName: req.admin!.project_name });

/** The second factor from the workspace (signed in), and the sign-in steps after the password (a challenge). */
@Controller()
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Get('api/admin/second-factor')
  @MinRole('viewer')
  @UseGuards(AdminGuard)
  status(@Req() req: AdminRequest): Promise<SecondFactorStatus> {
    return this.secondFactor.status(accountOf(req));
  }

  @Post('api/admin/second-factor/enrolment')
  @HttpCode(200)
  @MinRole('viewer')
  @UseGuards(AdminGuard)
  startEnrolment(@Req() req: AdminRequest): Promise<SecondFactorEnrolment> {
    return this.secondFactor.startEnrolment(accountOf(req));
  }

  @Post('api/admin/second-factor/enrolment/confirm')
  @HttpCode(200)
  @MinRole('viewer')
  @UseGuards(AdminGuard)
  confirmEnrolment(@Body() body: unknown, @Req() req: AdminRequest): Promise<SecondFactorConfirmed> {
    const input = parseBody(secondFactorCodeSchema, body);
    return this.secondFactor.confirmEnrolment(accountOf(req), input.code, req.ip);
  }

  @Post('api/admin/second-factor/disable')
  @HttpCode(200)
  @MinRole('viewer')
  @UseGuards(AdminGuard)
  async disable(@Body() body: unknown, @Req() req: AdminRequest): Promise<{ enabled: false }> {
    const input = parseBody(secondFactorCodeSchema, body);
    await this.secondFactor.disable(accountOf(req), input.code, req.ip);
    return { enabled: false };
  }

  @Post('api/login/second-factor')
  @HttpCode(200)
  completeSignIn(@Body() body: unknown, @Req() req: FastifyRequest): Promise<LoginResponse> {
    const input = parseBody(secondFactorCodeRequestSchema, body);
    return this.secondFactor.completeSignIn(input.challenge_token, input.code, req.ip);
  }

  @Post('api/login/second-factor/enrolment')
  @HttpCode(200)
  startEnrolmentAtSignIn(@Body() body: unknown): Promise<SecondFactorEnrolment> {
    const input = parseBody(secondFactorEnrolmentRequestSchema, body);
    return this.secondFactor.startEnrolmentAtSignIn(input.challenge_token);
  }

  @Post('api/login/second-factor/enrolment/confirm')
  @HttpCode(200)
  confirmEnrolmentAtSignIn(@Body() body: unknown, @Req() req: FastifyRequest): Promise<SecondFactorConfirmed> {
    const input = parseBody(secondFactorCodeRequestSchema, body);
    return this.secondFactor.confirmEnrolmentAtSignIn(input.challenge_token, input.code, req.ip);
  }
}
