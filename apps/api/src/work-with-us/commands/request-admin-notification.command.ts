import { Command } from '@nestjs/cqrs';

export class RequestAdminNotification extends Command<{ alreadyRequested: boolean }> {
  constructor(readonly submissionId: string) {
    super();
  }
}
