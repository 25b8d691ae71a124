import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '@intake/config';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PersonalDataEvents, personalDataStreamId, type PersonalDataErasedData, type PersonalDataStreamErasedData } from '@intake/contracts';
import type { BlobStore } from '@intake/blob-store';
import { ConcurrencyError, EventStore, redactStreams, streamVersions, type EventStoreTables } from '@intake/event-store';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../platform/database/database.types.js';
import { APP_CONFIG, BLOB_STORE, DB, LOGGER } from '../../platform/tokens.js';
import { mergePersonalFields } from '../personal-fields.js';
import { PersonalDataFinder } from '../personal-data-finder.js';
import { QueuedPersonalData } from '../queued-personal-data.js';
import { EVICT_ERASED, PERSONAL_DATA_CONTEXTS, type EvictErased, type RegisteredPersonalDataContext } from '../privacy.tokens.js';
import { unionOf } from '../stream-expansion.js';
import { ErasePersonalData, type ErasureOutcome } from './erase-personal-data.command.js';

/** Writers racing the erasure on its streams are rare; three tries outlast any such burst. */
const ERASURE_ATTEMPTS = 3;

/**
 * Erases one person (or the streams the retention job found): every stream that is theirs, and
 * every stream hanging off those, is redacted in place and one PersonalDataErased event records
 * it, in one transaction, so projections never see a redacted log without the event that makes
 * them rebuild those streams' rows. The uploaded bytes go after the commit (a file system is not
 * transactional; a failed delete is found and retried by the next erasure of the same person).
 */
@CommandHandler(ErasePersonalData)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalData> {
  private readonly contexts;
  private readonly fields;

  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(PERSONAL_DATA_CONTEXTS) registered: readonly RegisteredPersonalDataContext[],
    @Inject(EVICT_ERASED) private readonly evict: EvictErased,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly finder: PersonalDataFinder,
    private readonly queued: QueuedPersonalData,
  ) {
    this.contexts = registered.map((r) => r.context);
    this.fields = mergePersonalFields(this.contexts.map((c) => c.fields));
  }

  async execute(cmd: ErasePersonalData): Promise<ErasureOutcome> {
    const streamIds = await this.finder.find(cmd.by);
    if (streamIds.length === 0) return { erasureId: null, streamsErased: 0, eventsRedacted: 0, filesDeleted: 0 };
    // Read before the redaction: a context may find its blobs through rows the erasure rebuilds.
    const blobKeys = await unionOf(this.contexts, (c) => c.blobKeys?.(this.db, streamIds));
    const outboxFiles = await unionOf(this.contexts, (c) => c.outboxFiles?.(this.db, streamIds));

    const erasureId = randomUUID();
    const eventsRedacted = await this.redactAndRecord(erasureId, streamIds, cmd);

    let filesDeleted = 0;
    for (const key of blobKeys) {
      try {
        if (await this.blobs.delete(key)) filesDeleted++;
      } catch (err) {
        this.logger.error({ err, erasureId }, 'personal-data erasure could not delete an uploaded file; erase again to retry');
      }
    }
    for (const name of outboxFiles.filter((n) => typeof n === 'string' && n !== '')) {
      // The base name only: a stored location can never point the erasure outside the outbox.
      await rm(path.join(this.config.outboxDir, path.basename(name))).then(
        () => filesDeleted++,
        (err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') this.logger.error({ err, erasureId }, 'personal-data erasure could not delete an outbox email; erase again to retry');
        },
      );
    }
    // Queued and finished jobs hold copies too (an extraction's file name, an email's recipients);
    // a queue that cannot be reached now is reached by the next erasure of the same person.
    let jobsScrubbed = 0;
    try {
      jobsScrubbed = await this.queued.erase(streamIds);
    } catch (err) {
      this.logger.error({ err, erasureId }, 'personal-data erasure could not reach the queued jobs; erase again to retry');
    }
    this.evict(streamIds);
    const recorded = eventsRedacted > 0;
    this.logger.info(
      { erasureId: recorded ? erasureId : null, reason: cmd.reason, streams: streamIds.length, eventsRedacted, filesDeleted, jobsScrubbed },
      'personal data erased',
    );
    return { erasureId: recorded ? erasureId : null, streamsErased: recorded ? streamIds.length : 0, eventsRedacted, filesDeleted };
  }

  /**
   * One transaction: redact, mark each erased stream at its current version, record the erasure.
   * A writer that appended to one of the streams meanwhile (a turn in flight) makes a marker's
   * compare-and-set fail: the whole transaction is tried again, and redacts that event too.
   * After the commit, any writer still holding an old version fails the same way and reads the
   * erased stream again (the guide then answers 410).
   */
  private async redactAndRecord(erasureId: string, streamIds: string[], cmd: ErasePersonalData): Promise<number> {
    const actor = cmd.reason === 'retention' ? 'retention' : 'admin';
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const events = trx as unknown as Kysely<EventStoreTables>;
          // Read before redacting: an event committed after this read takes the position a
          // marker expects, so it cannot slip past the redaction unnoticed.
          const versions = await streamVersions(events, streamIds);
          const changed = await redactStreams(trx, streamIds, this.fields);
          for (const c of this.contexts) await c.redactCopies?.(trx, streamIds);
          // Erased before and nothing appended since: the log and the read models already agree.
          if (changed === 0) return 0;
          const marker: PersonalDataStreamErasedData = { erasure_id: erasureId };
          for (const [streamId, version] of versions) {
            await this.store.append(streamId, [{ type: PersonalDataEvents.StreamErased, data: marker, metadata: { actor } }], version, events);
          }
          const data: PersonalDataErasedData = { erasure_id: erasureId, reason: cmd.reason, stream_ids: streamIds, requested_by: cmd.requestedBy };
          await this.store.append(personalDataStreamId(erasureId), [{ type: PersonalDataEvents.Erased, data, metadata: { actor } }], 0, events);
          return changed;
        });
      } catch (err) {
        if (!(err instanceof ConcurrencyError) || attempt >= ERASURE_ATTEMPTS) throw err;
      }
    }
  }
}
