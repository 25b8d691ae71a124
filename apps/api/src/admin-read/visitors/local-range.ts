import { BadRequestError } from '../../platform/errors/domain-errors.js';

/**
 * A date range in the admin's own time zone (the browser's Intl zone), turned into the UTC hours
 * the rollups are kept in. Pure: no clock, no I/O (docs/visitor-analytics.md "Traffic").
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** A custom range spans at most this many days: the series reads one hourly row per hour of it. */
export const MAX_RANGE_DAYS = 92;
/** Ranges of at most this many days are charted per local hour, longer ones per local day. */
export const HOURLY_SERIES_MAX_DAYS = 2;

export interface LocalRange {
  /** First and last local day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  tz: string;
  /** UTC instants: the whole UTC hours from local midnight of `from` to local midnight after `to`. */
  start: Date;
  end: Date;
  days: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(raw: string | undefined, name: string): number {
  const m = raw === undefined ? null : DATE.exec(raw);
  const t = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (!m || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== raw) throw new BadRequestError(`${name} must be a date written YYYY-MM-DD.`);
  return t;
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function parseTimeZone(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'UTC';
  // Zone names only (Area/City, UTC): Intl also takes offsets such as +05:30, which no admin browser reports.
  if (raw.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(raw) || !isTimeZone(raw))
    throw new BadRequestError('tz must be an IANA time zone such as Europe/London.');
  return raw;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatIn(tz: string): Intl.DateTimeFormat {
  let f = partsFormat.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormat.set(tz, f);
  }
  return f;
}

/** The wall clock in `tz` at `t`, as if it were UTC (ms). */
function wallClock(t: number, tz: string): number {
  const p = Object.fromEntries(
    formatIn(tz)
      .formatToParts(new Date(t))
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/** The offset of `tz` from UTC at `t`, in ms (positive east of Greenwich). */
export function zoneOffset(t: number, tz: string): number {
  return wallClock(Math.floor(t / 60_000) * 60_000, tz) - Math.floor(t / 60_000) * 60_000;
}

/** The UTC instant of local midnight starting the day `date` (UTC ms of that date) in `tz`. */
export function localMidnight(date: number, tz: string): number {
  let t = date - zoneOffset(date, tz);
  t = date - zoneOffset(t, tz);
  return t;
}

/** YYYY-MM-DD of the local day holding the wall clock `wall`, and with `hour` its local hour too. */
const labelAt = (wall: number, hour: boolean) => {
  const iso = new Date(wall).toISOString();
  return hour ? `${iso.slice(0, 13)}:00` : iso.slice(0, 10);
};

/**
 * The local day (or hour) of any instant of [start, end) in `tz`: Intl is asked once per day and a few times more
 * around each change of offset (DST), not once per instant (about 35 µs a call: a 92-day chart
 * has 2,208 hours).
 */
export function localLabeler(start: number, end: number, tz: string): (t: number, hour: boolean) => string {
  const changes = [{ at: start, offset: zoneOffset(start, tz) }];
  for (let day = start + DAY_MS; ; day += DAY_MS) {
    const at = Math.min(day, end);
    const offset = zoneOffset(at, tz);
    const last = changes.at(-1)!;
    if (offset !== last.offset) {
      // The change lies in (at - 1 day, at]: halve that to the minute.
      let lo = Math.max(last.at, at - DAY_MS);
      let hi = at;
      while (hi - lo > 60_000) {
        const mid = Math.floor((lo + hi) / 120_000) * 60_000;
        if (zoneOffset(mid, tz) === last.offset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, offset });
    }
    if (at >= end) break;
  }
  return (t, hour) => {
    let offset = changes[0]!.offset;
    for (const c of changes) {
      if (t < c.at) break;
      offset = c.offset;
    }
    return labelAt(t + offset, hour);
  };
}

const floorHour = (t: number) => Math.floor(t / HOUR_MS) * HOUR_MS;

function rangeOf(fromDay: number, toDay: number, tz: string): LocalRange {
  return {
    from: new Date(fromDay).toISOString().slice(0, 10),
    to: new Date(toDay).toISOString().slice(0, 10),
    tz,
    // Rounded down to the UTC hour: the rollups' smallest bucket (exact wherever the offset is whole hours).
    start: new Date(floorHour(localMidnight(fromDay, tz))),
    end: new Date(floorHour(localMidnight(toDay + DAY_MS, tz))),
    days: Math.round((toDay - fromDay) / DAY_MS) + 1,
  };
}

/** `from`..`to` (local days, both included) in `tz`; refused when reversed or longer than MAX_RANGE_DAYS. */
export function parseLocalRange(rawFrom: string | undefined, rawTo: string | undefined, rawTz: string | undefined): LocalRange {
  const tz = parseTimeZone(rawTz);
  const from = parseDate(rawFrom, 'from');
  const to = parseDate(rawTo, 'to');
  if (to < from) throw new BadRequestError('to must not be before from.');
  if ((to - from) / DAY_MS + 1 > MAX_RANGE_DAYS) throw new BadRequestError(`A range spans at most ${MAX_RANGE_DAYS} days.`);
  return rangeOf(from, to, tz);
}

/** The period of the same number of days just before `range` (the comparison). */
export function previousRange(range: LocalRange): LocalRange {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  return rangeOf(from - range.days * DAY_MS, from - DAY_MS, range.tz);
}

/** The labels of every bucket of the range, oldest first (so empty ones are shown as zero). */
export function seriesLabels(range: LocalRange, label = localLabeler(range.start.getTime(), range.end.getTime(), range.tz)): string[] {
  const hourly = range.days <= HOURLY_SERIES_MAX_DAYS;
  const labels: string[] = [];
  for (let t = range.start.getTime(); t < range.end.getTime(); t += HOUR_MS) {
    const label_ = label(t, hourly);
    if (labels.at(-1) !== label_) labels.push(label_);
  }
  return labels;
}

/** `compare=previous` asks for the previous period as well; `none` or nothing does not. */
export function parseCompare(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'none') return false;
  if (raw === 'previous') return true;
  throw new BadRequestError('compare must be previous or none.');
}
