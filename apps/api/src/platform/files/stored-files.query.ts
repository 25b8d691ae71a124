import { Inject, Injectable } from '@nestjs/common';
import { DocumentEvents, documentStreamId, type DocumentStreamEvent } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import type { Kysely } from 'kysely';
import type { Database } from '../database/database.types.js';
import { DB } from '../tokens.js';

/** What a download needs to know of a kept file. */
export interface KeptFile {
  filename: string;
  content_type: string;
  blob_key: string;
}

/** Kept files by id, as the query object the download controllers take. */
@Injectable()
export class StoredFilesQuery {
  constructor(
    @Inject(DB) private readonly db: Kysely<Database>,
    private readonly store: EventStore,
  ) {}

  /** The id of the Work With Us attachment stored under this id, as stored; undefined if there is none. */
  async storedId(fileId: string): Promise<string | undefined> {
    const file = await this.db.selectFrom('stored_files').select('file_id').where('file_id', '=', fileId).executeTakeFirst();
    return file?.file_id;
  }

  /** Work With Us attachments are stored files; documents (chat, questionnaire) are read from their upload. */
  async find(fileId: string): Promise<KeptFile | undefined> {
    return (await this.db.selectFrom('stored_files').selectAll().where('file_id', '=', fileId).executeTakeFirst()) ?? (await this.documentFile(fileId));
  }

  /** A document uploaded to a chat or questionnaire: its bytes as its upload event recorded them. */
  private async documentFile(documentId: string): Promise<KeptFile | undefined> {
    const [uploaded] = await this.store.readStream<DocumentStreamEvent>(documentStreamId(documentId));
    return uploaded?.type === DocumentEvents.Uploaded ? uploaded.data : undefined;
  }
}
