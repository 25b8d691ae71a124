import { personalRecordLabel } from '@intake/contracts';

/** A stream id without its trailing id: `work-with-us-<uuid>` → `work-with-us`. */
export function streamKind(streamId: string): string {
  const withoutUuid = streamId.replace(/-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '');
  if (withoutUuid !== streamId) return withoutUuid;
  const cut = streamId.lastIndexOf('-');
  return cut > 0 ? streamId.slice(0, cut) : streamId;
}

/**
 * The audit line of an erasure: how many records of which kind, and why. Kinds are named as the
 * Privacy tab names them (personalRecordLabel, issue 35), never as raw stream kinds such as
 * "email-wwu-admin". It never names the person (the erasure event itself does not keep the email
 * an admin searched by).
 */
export function erasureSubject(streamIds: readonly string[], reason: string): string {
  const counts = new Map<string, number>();
  for (const id of streamIds) {
    const label = personalRecordLabel(id, streamKind(id));
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const kinds = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([label, n]) => `${n} × ${label}`);
  const why = reason === 'retention' ? 'retention policy' : 'erasure request';
  return `${streamIds.length} record${streamIds.length === 1 ? '' : 's'} erased (${why}): ${kinds.join(', ')}`;
}
