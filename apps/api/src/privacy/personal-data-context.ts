import type { PersonalFieldMap } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';

/**
 * What one bounded context tells the erasure about the personal data it keeps. Each context
 * exports one (`<context>.personal-data.ts`); `personal-data-contexts.ts` lists them all.
 */
export interface PersonalDataContext {
  name: string;
  /** Event type -> personal keys of its data (dotted for nested values, through arrays). */
  fields: PersonalFieldMap;
  /** Streams of this context that belong to the person with this (lower-case) email. */
  streamsByEmail?(db: Kysely<Database>, email: string): Promise<string[]>;
  /** Streams of this context named by a session or submission id the admin gave. */
  streamsById?(db: Kysely<Database>, id: string): Promise<string[]>;
  /**
   * Streams of this context that hang off streams already found (the emails a chat caused, the
   * files and documents a submission uploaded). The erasure asks every context again until no new
   * stream turns up.
   */
  relatedStreams?(db: Kysely<Database>, streamIds: readonly string[]): Promise<string[]>;
  /** Blob-store keys of uploaded bytes that belong to these streams; deleted with the erasure. */
  blobKeys?(db: Kysely<Database>, streamIds: readonly string[]): Promise<string[]>;
  /**
   * Names of files in the email outbox (`OUTBOX_DIR`, where emails go without SMTP) that belong to
   * these streams; deleted with the erasure. Only the base name counts: nothing outside the
   * outbox is ever deleted.
   */
  outboxFiles?(db: Kysely<Database>, streamIds: readonly string[]): Promise<string[]>;
  /**
   * Rows outside the log and the read models that copy these streams' personal data (a staff
   * notice held for its digest): redacted in the erasure's own transaction. Returns how many.
   */
  redactCopies?(trx: Kysely<Database>, streamIds: readonly string[]): Promise<number>;
  /**
   * Primary streams whose personal data is older than its retention limit: the scheduled job
   * erases them. `before` is the cut-off instant.
   */
  expiredStreams?(db: Kysely<Database>, before: Date): Promise<string[]>;
}
