import { Command } from '@nestjs/cqrs';

export class RecordStep extends Command<void> {
  constructor(
    readonly sessionId: string,
    readonly questionId: string,
    readonly timeSpentMs: number,
  ) {
    super();
  }
}
