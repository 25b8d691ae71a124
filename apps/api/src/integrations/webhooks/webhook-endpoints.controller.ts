import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  registerWebhookRequestSchema,
  updateWebhookRequestSchema,
  WEBHOOK_DELIVERIES_DEFAULT_LIMIT,
  WEBHOOK_DELIVERIES_MAX_LIMIT,
  type Acknowledged,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookSecretShown,
} from '@intake/contracts';
import { AdminGuard, type AdminRequest } from '../../platform/auth/admin.guard.js';
import { MinRole } from '../../platform/auth/staff-access.decorator.js';
import { NotFoundError } from '../../platform/errors/domain-errors.js';
import { parseBody } from '../../platform/validation/parse-body.js';
import { parseLimit } from '../../platform/validation/paging.js';
import { WebhookEndpointCommands } from './webhook-endpoints.service.js';
import { WebhooksQuery } from './webhooks.query.js';

const ID = /^[0-9a-f-]{36}$/i;
function endpointId(raw: string): string {
  if (!ID.test(raw)) throw new NotFoundError('No such webhook endpoint.');
  return raw;
}

/** Webhook endpoints and their delivery logs (docs/integrations.md): the admin's settings screen. */
@Controller('api/admin/integrations/webhooks')
@MinRole('owner')
@UseGuards(AdminGuard)
export class WebhookEndpointsController {
  constructor(
    private readonly commands: WebhookEndpointCommands,
    private readonly query: WebhooksQuery,
  ) {}

  @Get()
  async list(): Promise<WebhookEndpointList> {
    return { endpoints: await this.query.endpoints() };
  }

  @Post()
  @HttpCode(201)
  register(@Body() body: unknown, @Req() req: AdminRequest): Promise<WebhookSecretShown> {
    return this.commands.register(req.admin!.username, parseBody(registerWebhookRequestSchema, body));
  }

  @Patch(':id')
  update(@Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest): Promise<WebhookEndpoint> {
    return this.commands.update(req.admin!.username, endpointId(id), parseBody(updateWebhookRequestSchema, body));
  }

  @Post(':id/disable')
  @HttpCode(200)
  disable(@Param('id') id: string, @Req() req: AdminRequest): Promise<WebhookEndpoint> {
    return this.commands.disable(req.admin!.username, endpointId(id));
  }

  @Post(':id/enable')
  @HttpCode(200)
  enable(@Param('id') id: string, @Req() req: AdminRequest): Promise<WebhookEndpoint> {
    return this.commands.enable(req.admin!.username, endpointId(id));
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  rotate(@Param('id') id: string, @Req() req: AdminRequest): Promise<WebhookSecretShown> {
    return this.commands.rotateSecret(req.admin!.username, endpointId(id));
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @Req() req: AdminRequest): Promise<Acknowledged> {
    await this.commands.remove(req.admin!.username, endpointId(id));
    return { success: true };
  }

  @Get(':id/deliveries')
  async deliveries(@Param('id') id: string, @Query('limit') rawLimit?: string): Promise<WebhookDeliveryList> {
    const endpoint = await this.query.endpoint(endpointId(id));
    if (!endpoint) throw new NotFoundError('No such webhook endpoint.');
    const limit = parseLimit(rawLimit, WEBHOOK_DELIVERIES_DEFAULT_LIMIT, WEBHOOK_DELIVERIES_MAX_LIMIT);
    return { deliveries: await this.query.deliveries(endpoint.endpoint_id, limit) };
  }

  @Post(':id/deliveries/:webhookId/resend')
  @HttpCode(202)
  async resend(@Param('id') id: string, @Param('webhookId') webhookId: string): Promise<Acknowledged> {
    await this.commands.resend(endpointId(id), webhookId);
    return { success: true };
  }
}
