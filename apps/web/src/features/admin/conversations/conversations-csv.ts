import { CONVERSATION_SOURCE_LABELS, CONVERSATION_STATUS_LABELS, displayInfo, lastActivity, type ConversationRow } from './conversation-record';

/**
 * Admin spec §5: the export wraps values that contain commas in quotes. Written to RFC 4180 so any
 * spreadsheet reads it back: a field with a comma, a double quote, a CR or a LF is quoted, inner
 * quotes are doubled, records end with CRLF.
 */

const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A cell that starts like a formula is run by spreadsheet programs (CSV injection); visitors
 * write these texts, so such a cell is prefixed with an apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let textValue = String(value);
  if (typeof value === 'string' && FORMULA_START.test(textValue)) textValue = `'${textValue}`;
  return NEEDS_QUOTES.test(textValue) ? `"${textValue.replace(/"/g, '""')}"` : textValue;
}

export function toCsv(header: readonly string[], records: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...records].map((record) => record.map(csvField).join(',')).join('\r\n') + '\r\n';
}

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
