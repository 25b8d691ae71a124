import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { questionnaireStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { decideRecordAnswer, questionnaireReducer } from '../questionnaire.decider.js';
import { claimedDocumentIds, findSessionUploads } from '../questionnaire-uploads.js';
import { RecordAnswer } from './record-answer.command.js';

@CommandHandler(RecordAnswer)
export class RecordAnswerHandler implements ICommandHandler<RecordAnswer> {
  constructor(private readonly store: EventStore) {}

  async execute(cmd: RecordAnswer): Promise<void> {
    const uploads = await findSessionUploads(this.store, cmd.sessionId, claimedDocumentIds(cmd.value));
    await loadDecideAppend(this.store, questionnaireStreamId(cmd.sessionId), questionnaireReducer, (s) =>
      decideRecordAnswer(s, { questionId: cmd.questionId, value: cmd.value, uploads, now: new Date() }),
    );
  }
}
