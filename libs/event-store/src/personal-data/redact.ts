/**
 * Personal-data erasure by redaction in place (docs/personal-data.md): the personal fields of an
 * erased person's events are overwritten in the log, so every reader from then on — projections,
 * replays, the events CLI — sees the same placeholders.
 */

/** The event type that tells projections a set of streams was erased. */
export const PERSONAL_DATA_ERASED = 'PersonalDataErased';

/**
 * The marker an erasure appends to each stream it erased (same literal as
 * PersonalDataEvents.StreamErased in @intake/contracts).
 */
export const STREAM_ERASED = 'PersonalDataStreamErased';

/** What an erased text reads as. Other values keep their JSON type so readers need no new cases. */
export const ERASED_TEXT = '[erased]';

/** Per event type, the top-level (or dotted) keys of its data that hold personal data. */
export type PersonalFields = Readonly<Record<string, readonly string[]>>;

/** Metadata keys that identify a person on any event (the request's address and browser). */
export const PERSONAL_METADATA_KEYS = ['ip', 'userAgent', 'user_agent'] as const;

export interface ErasedEventData {
  /** Every stream whose personal data was erased, in the order the erasure found them. */
  stream_ids: string[];
}

function placeholderFor(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string') return value === '' ? '' : ERASED_TEXT;
  if (Array.isArray(value)) return [];
  if (typeof value === 'object') return {};
  return null;
}

function redactPath(target: Record<string, unknown>, path: readonly string[]): boolean {
  const [head, ...rest] = path;
  if (head === undefined || !(head in target)) return false;
  if (rest.length === 0) {
    const replaced = placeholderFor(target[head]);
    if (JSON.stringify(replaced) === JSON.stringify(target[head])) return false;
    target[head] = replaced;
    return true;
  }
  const next = target[head];
  if (next === null || typeof next !== 'object') return false;
  if (Array.isArray(next)) {
    let changed = false;
    for (const item of next) if (item !== null && typeof item === 'object' && redactPath(item as Record<string, unknown>, rest)) changed = true;
    return changed;
  }
  return redactPath(next as Record<string, unknown>, rest);
}

/**
 * The event's data and metadata with its personal fields replaced by placeholders, or null when
 * nothing changes (already redacted, or nothing personal). A dotted path walks into objects and
 * into every element of an array (`files.filename`). Pure: the inputs are not modified.
 */
export function redactEvent(event: { type: string; data: unknown; metadata: unknown }, fields: PersonalFields): { data: unknown; metadata: unknown } | null {
  const data = structuredClone(event.data ?? {}) as Record<string, unknown>;
  const metadata = structuredClone(event.metadata ?? {}) as Record<string, unknown>;
  let changed = false;
  for (const path of fields[event.type] ?? []) if (redactPath(data, path.split('.'))) changed = true;
  for (const key of PERSONAL_METADATA_KEYS) {
    if (key in metadata) {
      delete metadata[key];
      changed = true;
    }
  }
  return changed ? { data, metadata } : null;
}
