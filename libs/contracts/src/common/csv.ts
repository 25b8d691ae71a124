/**
 * CSV as RFC 4180 writes it (admin spec §5: values with commas are quoted), shared by the
 * dashboard's exports and the server's streamed ones: a field with a comma, a double quote, a CR
 * or a LF is quoted, inner quotes doubled, records end with CRLF.
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

/** One record, with its CRLF. */
export const csvRecord = (fields: readonly (string | number | null)[]): string => `${fields.map(csvField).join(',')}\r\n`;

export function toCsv(header: readonly string[], records: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...records].map(csvRecord).join('');
}
