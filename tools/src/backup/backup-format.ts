/**
 * The backup archive (docs/backup.md): a gzip'd ustar file holding, in this order,
 *   intake-backup.json            the header: format, product version, migrations, source
 *   db/<part>/<nnnnnn>.copy       each part's PostgreSQL COPY text, cut into chunks
 *   blobs/<key>                   every file of BLOB_DIR
 *   manifest.json                 counts, sizes and SHA-256 of every part and file
 * The manifest comes last because it is only known once everything is written: restore reads the
 * header first (so a wrong or too-new file is refused before anything changes), loads everything
 * inside one transaction, and commits only once the manifest agrees with what it read.
 */
export const BACKUP_FORMAT = 'innovation-intake-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const HEADER_ENTRY = 'intake-backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const BLOB_PREFIX = 'blobs/';
/** A part's COPY text is cut into entries of this size: the most the backup holds in memory. */
export const CHUNK_BYTES = 8 << 20;

export const partEntry = (part: string, index: number) => `db/${part}/${String(index).padStart(6, '0')}.copy`;
export const partOfEntry = (name: string): string | undefined => /^db\/([a-z_]+)\/\d{6}\.copy$/.exec(name)?.[1];

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  product_version: string;
  created_at: string;
  /** The source server's version (text), for the operator: the archive itself does not depend on it. */
  server_version: string;
  /** The migrations applied to the source: the restoring checkout must know each of them. */
  migrations: string[];
  /** Each part's columns, in the order of its COPY text. */
  parts: Record<string, string[]>;
}

export interface PartFigures {
  rows: number;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  parts: Record<string, PartFigures>;
  blobs: { files: number; bytes: number; sha256: Record<string, string> };
}

/**
 * The event log's part. Positions are renumbered 1..n in the readers' order (transaction id, then
 * global position): transaction ids are the source server's own and mean nothing on another
 * server, where they would sort the restored log after (and hide it behind) the new server's
 * transactions. Restore gives every restored event its own transaction's id instead.
 */
export const EVENT_COLUMNS = [
  'global_position',
  'stream_id',
  'stream_position',
  'event_id',
  'event_type',
  'schema_version',
  'data',
  'metadata',
  'created_at',
] as const;

/** The processors' checkpoints, as positions in the renumbered log. */
export const CHECKPOINT_COLUMNS = ['name', 'position', 'updated_at'] as const;

/**
 * Tables written outside the event log that a restore must bring back, and why (docs/backup.md).
 * Everything else is either rebuilt by replay (the projections' tables) or short-lived (below).
 */
export const KEPT_TABLES: Readonly<Record<string, string>> = {
  visitor_email_sends: 'the per-address cap on completion emails (24 h): a restore must not reopen it',
  staff_notice_log: 'staff notices held for a digest and the ids of notices sent: a restore must not lose or resend them',
  revoked_admin_tokens: 'signed-out admin sessions, until their expiry: a restore must not make them valid again',
  questionnaire_upload_claims: "the files each questionnaire question has taken (its limit's ledger)",
};

/** Short-lived state, deliberately not backed up: losing it costs nothing a user would notice. */
const TRANSIENT_TABLES: Readonly<Record<string, string>> = {
  admin_login_failures: 'the sign-in throttle (15 minutes)',
  rate_limits: 'the request budgets (an unlogged table; minutes)',
  worker_heartbeats: "running workers' liveness",
  audit_view_marks: 'which list views this hour already have their audit entry (hours): a restore records one more',
  sso_sign_in_attempts: 'single sign-on attempts under way (state, nonce, PKCE verifier; 10 minutes): one in flight during a restore starts again',
  sso_session_handoffs: 'one-time codes that hand an SSO sign-in to the login page (1 minute)',
  webhook_deliveries:
    'the webhook delivery log (docs/integrations.md): a restore loses its history, and the deliveries waiting in the queue, which the restore empties too; the kept checkpoint stops the dispatch from sending old events again',
};

/** The event store's own tables, written by the backup as the parts above. */
const EVENT_STORE_TABLES = ['events', 'streams', 'processor_checkpoints', 'kysely_migration', 'kysely_migration_lock'] as const;

/** The tables of `public` no list accounts for: a new migration's table must be classified here. */
export function unclassifiedTables(publicTables: readonly string[], projectionTables: readonly string[]): string[] {
  const known = new Set<string>([...EVENT_STORE_TABLES, ...Object.keys(KEPT_TABLES), ...Object.keys(TRANSIENT_TABLES), ...projectionTables]);
  return publicTables.filter((t) => !known.has(t)).sort();
}

export function parseHeader(text: string): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('its header is not JSON');
  }
  const h = value as Partial<BackupHeader>;
  if (h?.format !== BACKUP_FORMAT) throw new Error(`its header names no "${BACKUP_FORMAT}" format`);
  if (h.format_version !== BACKUP_FORMAT_VERSION) {
    throw new Error(`it is format version ${String(h.format_version)}; this checkout reads version ${BACKUP_FORMAT_VERSION}`);
  }
  if (!Array.isArray(h.migrations) || typeof h.parts !== 'object' || h.parts === null) throw new Error('its header lacks migrations or parts');
  return h as BackupHeader;
}
