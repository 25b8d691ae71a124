import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CURRENT_QUESTIONNAIRE_VERSION, questionnaireStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { decideStart, questionnaireReducer } from '../questionnaire.decider.js';
import { StartQuestionnaire, type StartedSession } from './start-questionnaire.command.js';

@CommandHandler(StartQuestionnaire)
export class StartQuestionnaireHandler implements ICommandHandler<StartQuestionnaire> {
  constructor(private readonly store: EventStore) {}

  async execute(cmd: StartQuestionnaire): Promise<StartedSession> {
    const sessionId = randomUUID();
    const now = new Date();
    await loadDecideAppend(
      this.store,
      questionnaireStreamId(sessionId),
      questionnaireReducer,
      (s) => decideStart(s, { sessionId, configVersion: CURRENT_QUESTIONNAIRE_VERSION, client: cmd.client, now }),
      { metadata: { actor: 'visitor', ip: cmd.ip } },
    );
    return { sessionId, configVersion: CURRENT_QUESTIONNAIRE_VERSION, startedAt: now.toISOString() };
  }
}
