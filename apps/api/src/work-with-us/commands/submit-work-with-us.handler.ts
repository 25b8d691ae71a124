import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@intake/event-store';
import { workWithUsStreamId } from '@intake/contracts';
import { IpLocationService } from '../../platform/geo/ip-location.service.js';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { decideSubmit, workWithUsReducer } from '../work-with-us.decider.js';
import { SubmitWorkWithUs } from './submit-work-with-us.command.js';

@CommandHandler(SubmitWorkWithUs)
export class SubmitWorkWithUsHandler implements ICommandHandler<SubmitWorkWithUs> {
  constructor(
    private readonly store: EventStore,
    private readonly geo: IpLocationService,
  ) {}

  async execute(cmd: SubmitWorkWithUs): Promise<{ submissionId: string }> {
    const submissionId = randomUUID();
    const location = await this.geo.lookup(cmd.ip);
    await loadDecideAppend(
      this.store,
      workWithUsStreamId(submissionId),
      workWithUsReducer,
      (state) => decideSubmit(state, { submissionId, request: cmd.request, location, now: new Date() }),
      { metadata: { actor: 'visitor', ip: cmd.ip, userAgent: cmd.userAgent } },
    );
    return { submissionId };
  }
}
