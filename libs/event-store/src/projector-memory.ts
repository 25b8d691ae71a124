/**
 * Records what a batch wrote as the most recently written (a Map keeps insertion order) and
 * forgets the least recently written past `limit`: a live projector's bounded memory.
 */
export function rememberRecent<V>(memory: Map<string, V>, written: Iterable<[string, V]>, limit: number): void {
  for (const [key, value] of written) {
    memory.delete(key);
    memory.set(key, value);
  }
  for (const key of memory.keys()) {
    if (memory.size <= limit) break;
    memory.delete(key);
  }
}
