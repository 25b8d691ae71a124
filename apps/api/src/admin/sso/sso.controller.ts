import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ssoExchangeRequestSchema, type LoginResponse, type SsoOffer } from '@intake/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseBody } from '../../platform/validation/parse-body.js';
import { SsoRefusal } from './sso-refusal.js';
import { SsoService } from './sso.service.js';

const LOGIN_PAGE = '/admin/login';

/** The login page with what it shows: a refusal's words, or the one-time code to finish with. */
const loginPage = (params: Record<string, string>) => `${LOGIN_PAGE}?${new URLSearchParams(params).toString()}`;

/**
 * Single sign-on (docs/single-sign-on.md). The browser goes start → provider → callback → login
 * page, which exchanges the one-time code for the session as it would store a password sign-in's.
 */
@Controller()
export class SsoController {
  constructor(private readonly sso: SsoService) {}

  @Get('api/admin/sso')
  offer(): SsoOffer {
    return this.sso.offer();
  }

  @Get('api/admin/sso/start')
  async start(@Query('return_to') returnTo: unknown, @Res() reply: FastifyReply): Promise<void> {
    try {
      const url = await this.sso.start(returnTo);
      await reply.redirect(url.href, 302);
    } catch (err) {
      if (!(err instanceof SsoRefusal)) throw err;
      await reply.redirect(loginPage({ sso_error: err.detail }), 302);
    }
  }

  @Get('api/admin/sso/callback')
  async callback(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    // The provider's answer must not linger in caches or be sent on as a Referer.
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      const done = await this.sso.callback(query);
      await reply.redirect(loginPage({ sso: done.handoffCode, return_to: done.returnTo }), 302);
    } catch (err) {
      if (!(err instanceof SsoRefusal)) throw err;
      await reply.redirect(loginPage({ sso_error: err.detail }), 302);
    }
  }

  @Post('api/admin/sso/exchange')
  @HttpCode(200)
  exchange(@Body() body: unknown): Promise<LoginResponse> {
    return this.sso.exchange(parseBody(ssoExchangeRequestSchema, body).code);
  }
}
