import type { AppConfig } from '@intake/config';
import type { Projector } from '@intake/event-store';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { APP_CONFIG, DB } from '../platform/tokens.js';
import type { ErasureTarget } from './commands/erase-personal-data.command.js';
import { ERASURE_READ_MODELS, PERSONAL_DATA_CONTEXTS, type RegisteredPersonalDataContext } from './privacy.tokens.js';
import { waitForReadModels } from '../platform/processors/read-models-caught-up.js';
import { expandStreams, unionOf } from './stream-expansion.js';

/**
 * Every stream that is one person's (named by email or by an id), and every stream hanging off
 * those: what an erasure takes, and what the admin's lookup shows before the erasure is confirmed.
 */
@Injectable()
export class PersonalDataFinder {
  private readonly contexts;

  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    @Inject(PERSONAL_DATA_CONTEXTS) registered: readonly RegisteredPersonalDataContext[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ERASURE_READ_MODELS) private readonly readModels: readonly Projector[],
  ) {
    this.contexts = registered.map((r) => r.context);
  }

  async find(by: ErasureTarget): Promise<string[]> {
    const seed = await this.seed(by);
    return expandStreams(seed, (known) => unionOf(this.contexts, (c) => c.relatedStreams?.(this.db, known)));
  }

  private async seed(by: ErasureTarget): Promise<string[]> {
    if ('stream_ids' in by) return [...by.stream_ids];
    await waitForReadModels(this.db, this.readModels, this.config.personalDataErasureCatchUpMs);
    if ('email' in by) {
      const email = by.email.trim().toLowerCase();
      return unionOf(this.contexts, (c) => c.streamsByEmail?.(this.db, email));
    }
    const id = 'session_id' in by ? by.session_id : by.submission_id;
    return unionOf(this.contexts, (c) => c.streamsById?.(this.db, id.trim()));
  }
}
