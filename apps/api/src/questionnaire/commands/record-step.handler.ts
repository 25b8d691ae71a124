import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { questionnaireStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { decideStepReached, questionnaireReducer } from '../questionnaire.decider.js';
import { RecordStep } from './record-step.command.js';

@CommandHandler(RecordStep)
export class RecordStepHandler implements ICommandHandler<RecordStep> {
  constructor(private readonly store: EventStore) {}

  async execute(cmd: RecordStep): Promise<void> {
    await loadDecideAppend(this.store, questionnaireStreamId(cmd.sessionId), questionnaireReducer, (s) =>
      decideStepReached(s, { questionId: cmd.questionId, timeSpentMs: cmd.timeSpentMs, now: new Date() }),
    );
  }
}
