import { Command } from '@nestjs/cqrs';
import type { QuestionnaireClientInfo } from '@intake/contracts';

export interface StartedSession {
  sessionId: string;
  configVersion: string;
  startedAt: string;
}

export class StartQuestionnaire extends Command<StartedSession> {
  constructor(
    readonly client: QuestionnaireClientInfo,
    readonly ip: string | undefined,
  ) {
    super();
  }
}
