import { Command } from '@nestjs/cqrs';

export class RequestCompletionEmail extends Command<{ email: string; alreadyRequested: boolean }> {
  constructor(
    readonly sessionId: string,
    readonly request: { email?: string; name?: string; projectTitle?: string; completionPercentage?: number },
  ) {
    super();
  }
}
