import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '@intake/config';
import { EventStore } from '@intake/event-store';
import { workWithUsStreamId } from '@intake/contracts';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { renderAdminNotificationEmail } from '../admin-notification.email.js';
import { decideRequestAdminNotification, workWithUsReducer } from '../work-with-us.decider.js';
import { RequestAdminNotification } from './request-admin-notification.command.js';

@CommandHandler(RequestAdminNotification)
export class RequestAdminNotificationHandler implements ICommandHandler<RequestAdminNotification> {
  constructor(
    private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(cmd: RequestAdminNotification): Promise<{ alreadyRequested: boolean }> {
    const { appended } = await loadDecideAppend(this.store, workWithUsStreamId(cmd.submissionId), workWithUsReducer, (state) =>
      decideRequestAdminNotification(state, (s) => renderAdminNotificationEmail(s, this.config.adminNotifyEmail, this.config.publicUrl)),
    );
    return { alreadyRequested: appended.length === 0 };
  }
}
