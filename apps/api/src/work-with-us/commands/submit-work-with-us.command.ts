import { Command } from '@nestjs/cqrs';
import type { WorkWithUsSubmission } from '@intake/contracts';

export class SubmitWorkWithUs extends Command<{ submissionId: string }> {
  constructor(
    readonly request: WorkWithUsSubmission,
    readonly ip: string | undefined,
    readonly userAgent: string | undefined,
  ) {
    super();
  }
}
