import { CONVERSATION_SOURCE_LABELS, CONVERSATION_STATUS_LABELS, displayInfo, lastActivity, type ConversationRow } from './conversation-record';

// Admin spec §5's RFC 4180 writer and formula guard, shared with the server's streamed exports.
import { csvField, toCsv } from '@intake/contracts';

export { csvField, toCsv };

const COLUMNS: readonly [string, (row: ConversationRow) => string | number | null][] = [
  ['Session ID', (row) => row.sessionId],
  ['Name', (row) => displayInfo(row.info).name],
  ['Email', (row) => displayInfo(row.info).email],
  ['Source', (row) => CONVERSATION_SOURCE_LABELS[row.source]],
  ['Status', (row) => CONVERSATION_STATUS_LABELS[row.status]],
  ['Progress (%)', (row) => row.progressPercent],
  ['Messages', (row) => row.messageCount],
  ['Problem Statement', (row) => displayInfo(row.info).problemStatement],
  ['Solution Description', (row) => displayInfo(row.info).solutionDescription],
  ['Category', (row) => displayInfo(row.info).category],
  ['Project Stage', (row) => displayInfo(row.info).projectStage],
  ['Support Needed', (row) => displayInfo(row.info).supportNeeded],
  ['Urgency', (row) => displayInfo(row.info).urgency],
  ['Background', (row) => displayInfo(row.info).background],
  ['Affiliation', (row) => displayInfo(row.info).affiliation],
  ['Commitment Level', (row) => displayInfo(row.info).commitmentLevel],
  ['Location', (row) => row.location],
  ['Started', (row) => row.startedAt],
  ['Updated', (row) => lastActivity(row)],
  ['Completed', (row) => row.completedAt],
];

export const CONVERSATION_CSV_HEADER: readonly string[] = COLUMNS.map(([name]) => name);

/** The rows as the admin sees them (filtered and sorted), one record each. */
export function conversationsCsv(rows: readonly ConversationRow[]): string {
  return toCsv(
    CONVERSATION_CSV_HEADER,
    rows.map((row) => COLUMNS.map(([, read]) => read(row))),
  );
}

/** conversations-2025-03-14.csv, dated in the admin's own calendar. */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `conversations-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
