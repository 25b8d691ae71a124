import type { PersonalFieldMap } from '@intake/contracts';

/**
 * One field map from every context's: an event type two contexts both describe (a context that
 * projects another's events) keeps the keys of both, so neither has to know the other's list.
 */
export function mergePersonalFields(maps: readonly PersonalFieldMap[]): PersonalFieldMap {
  const merged: Record<string, string[]> = {};
  for (const map of maps) {
    for (const [type, keys] of Object.entries(map)) {
      const into = (merged[type] ??= []);
      for (const key of keys) if (!into.includes(key)) into.push(key);
    }
  }
  return merged;
}
