const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const SAME_YEAR = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const OTHER_YEAR = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function dateOf(iso: string | null): Date | null {
  if (iso === null) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A moment in the admin's own locale and zone; a dash when the record has none. */
export function formatDateTime(iso: string | null): string {
  const at = dateOf(iso);
  return at === null ? '–' : DATE_TIME.format(at);
}

/** The table's compact form: day and time this year, day and year before it. */
export function formatShortDateTime(iso: string | null, now: Date = new Date()): string {
  const at = dateOf(iso);
  if (at === null) return '–';
  return at.getFullYear() === now.getFullYear() ? SAME_YEAR.format(at) : OTHER_YEAR.format(at);
}
