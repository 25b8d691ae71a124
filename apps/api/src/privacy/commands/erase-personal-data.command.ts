import { Command } from '@nestjs/cqrs';
import type { PersonalDataErasedData } from '@intake/contracts';

/** How the person is named: what a visitor or admin knows, or streams the retention job found. */
export type ErasureTarget = { email: string } | { session_id: string } | { submission_id: string } | { stream_ids: readonly string[] };

export interface ErasureOutcome {
  /** Null when nothing was found, or everything found was erased before. */
  erasureId: string | null;
  streamsErased: number;
  eventsRedacted: number;
  filesDeleted: number;
}

export class ErasePersonalData extends Command<ErasureOutcome> {
  constructor(
    readonly by: ErasureTarget,
    readonly reason: PersonalDataErasedData['reason'],
    /** The admin's username, or 'retention'. */
    readonly requestedBy: string,
  ) {
    super();
  }
}
