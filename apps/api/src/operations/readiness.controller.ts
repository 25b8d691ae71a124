import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ReadinessProbe, type Readiness } from './readiness.js';

/** For a load balancer or orchestrator: 200 when this replica can serve, 503 with what fails. */
@Controller()
export class ReadinessController {
  constructor(private readonly probe: ReadinessProbe) {}

  @Get('api/ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness & { detail?: string }> {
    const readiness = await this.probe.check();
    if (readiness.status === 'ready') return readiness;
    void reply.status(503);
    const failing = Object.entries(readiness.checks).filter(([, c]) => c.status !== 'ok');
    return { ...readiness, detail: `Not ready: ${failing.map(([name, c]) => `${name}: ${c.detail}`).join('; ')}` };
  }
}
