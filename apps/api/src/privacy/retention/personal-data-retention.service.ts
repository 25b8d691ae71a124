import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../platform/database/database.types.js';
import { DB, LOGGER } from '../../platform/tokens.js';
import { ErasePersonalData } from '../commands/erase-personal-data.command.js';
import { PERSONAL_DATA_CONTEXTS, type RegisteredPersonalDataContext } from '../privacy.tokens.js';
import { unionOf } from '../stream-expansion.js';
import { retentionCutoffs } from './retention-cutoffs.js';

/**
 * Primary streams erased per erasure: one transaction holds the row locks of every event of the
 * streams it redacts, so a run over years of data is cut into bounded pieces.
 */
export const RETENTION_BATCH_STREAMS = 200;

export interface RetentionOutcome {
  cutoffs: { submissions: string; analytics: string };
  streamsFound: number;
  erasures: number;
  streamsErased: number;
  eventsRedacted: number;
  filesDeleted: number;
}

/** One retention run: erases what every context says is past its limit. Tests call `run` directly. */
@Injectable()
export class PersonalDataRetention {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    private readonly commands: CommandBus,
    @Inject(PERSONAL_DATA_CONTEXTS) private readonly contexts: readonly RegisteredPersonalDataContext[],
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async run(now: Date = new Date()): Promise<RetentionOutcome> {
    const cutoffs = retentionCutoffs(now);
    const expired = await unionOf(this.contexts, (r) => r.context.expiredStreams?.(this.db, cutoffs[r.retention]));
    const outcome: RetentionOutcome = {
      cutoffs: { submissions: cutoffs.submissions.toISOString(), analytics: cutoffs.analytics.toISOString() },
      streamsFound: expired.length,
      erasures: 0,
      streamsErased: 0,
      eventsRedacted: 0,
      filesDeleted: 0,
    };
    for (let i = 0; i < expired.length; i += RETENTION_BATCH_STREAMS) {
      const batch = expired.slice(i, i + RETENTION_BATCH_STREAMS);
      const erased = await this.commands.execute(new ErasePersonalData({ stream_ids: batch }, 'retention', 'retention'));
      if (erased.erasureId) outcome.erasures++;
      outcome.streamsErased += erased.streamsErased;
      outcome.eventsRedacted += erased.eventsRedacted;
      outcome.filesDeleted += erased.filesDeleted;
    }
    this.logger.info({ ...outcome }, 'personal-data retention run finished');
    return outcome;
  }
}
