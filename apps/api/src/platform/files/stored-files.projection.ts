import { defineRowProjection, handlesOf, idsFromStreamIds } from '@intake/event-store';
import { WorkWithUsEvents, workWithUsStreamId, type EventOfType, type WorkWithUsEvent } from '@intake/contracts';
import type { StoredFilesTable } from './files.tables.js';

/** file id → where its bytes are and what they are; read by downloads. */
export const storedFilesProjection = defineRowProjection<
  StoredFilesTable & Record<string, unknown>,
  EventOfType<WorkWithUsEvent, typeof WorkWithUsEvents.FileAttached>
>({
  name: 'stored-files',
  table: 'stored_files',
  keyColumn: 'file_id',
  handles: handlesOf<EventOfType<WorkWithUsEvent, typeof WorkWithUsEvents.FileAttached>>()([WorkWithUsEvents.FileAttached]),
  key: (e) => e.data.file_id,
  // An erased application's files: their rows are rebuilt from its redacted stream.
  erasure: { column: 'owner_id', values: (streamIds) => idsFromStreamIds(streamIds, workWithUsStreamId('')) },
  evolve(_row, e) {
    const d = e.data;
    return {
      file_id: d.file_id,
      owner_kind: 'work-with-us',
      owner_id: d.submission_id,
      filename: d.filename,
      file_type: d.file_type,
      content_type: d.content_type,
      size: d.size,
      sha256: d.sha256,
      blob_key: d.blob_key,
      created_at: e.createdAt,
    };
  },
});
