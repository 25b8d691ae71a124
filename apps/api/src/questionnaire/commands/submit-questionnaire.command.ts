import { Command } from '@nestjs/cqrs';
import type { QuestionnaireSubmission } from '@intake/contracts';

export class SubmitQuestionnaire extends Command<{ submissionId: string }> {
  constructor(
    readonly request: QuestionnaireSubmission,
    readonly ip: string | undefined,
    readonly userAgent: string | undefined,
  ) {
    super();
  }
}
