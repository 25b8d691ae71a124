const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the admin's own locale and zone; a dash when the record has none. */
export function formatDateTime(iso: string | null): string {
  if (iso === null) return '–';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '–' : DATE_TIME.format(at);
}
