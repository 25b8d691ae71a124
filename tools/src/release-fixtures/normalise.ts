/**
 * What may differ between two runs of the same visits, and nothing else (docs/release-fixtures.md):
 *
 * - ids the server makes up (submissions, sessions, documents, emails, erasures): UUIDs, wherever
 *   they appear (alone or inside a longer string such as `email-wwu-admin-<id>` or a link), become
 *   `<id1>`, `<id2>`, ... in the order they first appear. One normaliser is used for all the pages
 *   of one side, read in the same order on both sides, so an id that stands for the same record on
 *   two pages must get the same name on both sides too. Ids the client made up (`keep`) stay.
 * - timestamps: every ISO date-time string becomes `<time>` (the two runs happen at different
 *   moments, and a release's clock is not HEAD's).
 * - durations measured between two readings of the server's clock (`DURATION_KEYS`): the value
 *   becomes `<duration>`. The visits are played call after call, so these depend on how fast each
 *   product answered, not on what it recorded.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_TIME = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?$/;

/** Keys whose values are durations between two readings of the server's clock (`/stats`: chat start to completion, "4 seconds"). */
export const DURATION_KEYS: ReadonlySet<string> = new Set(['average_completion_time']);

export function normaliser(keep: Iterable<string> = []) {
  const kept = new Set([...keep].map((k) => k.toLowerCase()));
  const names = new Map<string, string>();
  const id = (uuid: string) => {
    const key = uuid.toLowerCase();
    if (kept.has(key)) return uuid;
    let name = names.get(key);
    if (!name) {
      name = `<id${names.size + 1}>`;
      names.set(key, name);
    }
    return name;
  };
  const text = (s: string) => (ISO_TIME.test(s) ? '<time>' : s.replace(UUID, id));
  const value = (v: unknown, key?: string): unknown => {
    if (key !== undefined && DURATION_KEYS.has(key) && (typeof v === 'number' || typeof v === 'string')) return '<duration>';
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) return v.map((x) => value(x));
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [text(k), value(x, k)]));
    return v;
  };
  return { value: (v: unknown) => value(v), ids: () => names.size };
}

export const READER_OUTPUT = '<document reader>';
export const WALL_CLOCK = '<time between page views>';
/**
 * A response timeline's entry for a document read: what it proposed, or that it found nothing, is
 * the reader's judgement (HEAD's reader finds fields in a file the release's found nothing in).
 */
const READ_A_DOCUMENT = 'Read a document: ';

/**
 * The document reader's own judgement, masked: a document field's `confidence` and a document's
 * `analysis_summary`. They are the worker's output, recorded in the release's DocumentExtracted
 * events, and HEAD's reader judges the same file otherwise (1.0.0 recorded no confidence at all;
 * HEAD records one per proposal and words its summary differently). The live side shows HEAD's
 * judgement and the replay the release's, so the test checks the replay's against the fixture's
 * events instead (release-fixtures.int.spec.ts). Every other field of a document, its values,
 * excerpts and pages included, is compared as it is.
 * Left out: the proposals a document made (objects whose `source.kind` is `document`), which HEAD's
 * reader (issue 34) makes otherwise; the test checks the replay's against the fixture's events.
 * Also masked: a visit's `duration_ms` (issue 35), the time between its page views, which the
 * release's recorded visits and HEAD's live ones spend differently (engaged time, which the beacons
 * state, is compared as it is).
 */
export function maskReaderOutput(v: unknown): unknown {
  // The fields a document proposed are the reader's judgement as a whole: HEAD's reader (issue 34)
  // reads the same file into other proposals. They are checked against the release's own events.
  if (Array.isArray(v)) return v.filter((x) => !isDocumentProposal(x)).map(maskReaderOutput);
  if (v === null || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const fromDocument = (o.source as { kind?: unknown } | undefined)?.kind === 'document';
  return Object.fromEntries(
    Object.entries(o).map(([k, x]) => [
      k,
      k === 'analysis_summary' || (k === 'confidence' && fromDocument)
        ? READER_OUTPUT
        : k === 'what' && typeof x === 'string' && x.startsWith(READ_A_DOCUMENT)
          ? `${READ_A_DOCUMENT}${READER_OUTPUT}`
          : k === 'duration_ms' && typeof x === 'number'
            ? WALL_CLOCK
            : maskReaderOutput(x),
    ]),
  );
}

const isDocumentProposal = (x: unknown): boolean =>
  x !== null && typeof x === 'object' && 'value' in x && ((x as { source?: { kind?: unknown } }).source?.kind ?? null) === 'document';
