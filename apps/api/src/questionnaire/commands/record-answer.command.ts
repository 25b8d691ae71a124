import { Command } from '@nestjs/cqrs';

export class RecordAnswer extends Command<void> {
  constructor(
    readonly sessionId: string,
    readonly questionId: string,
    readonly value: unknown,
  ) {
    super();
  }
}
