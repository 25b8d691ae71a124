import * as contracts from '@intake/contracts';
import { NOT_PERSONAL_EVENT_TYPES, PERSONAL_DATA_CONTEXT_LIST } from './personal-data-contexts.js';

/**
 * Every event type libs/contracts declares, found by shape rather than listed by hand, so a new
 * `...Events` object is covered the day it is exported: any export named `*Events` whose values
 * are all strings.
 */
function declaredEventTypes(): Map<string, string> {
  const types = new Map<string, string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!name.endsWith('Events') || value === null || typeof value !== 'object') continue;
    const values = Object.values(value as Record<string, unknown>);
    if (values.length === 0 || !values.every((v) => typeof v === 'string')) continue;
    for (const type of values as string[]) types.set(type, name);
  }
  return types;
}

/**
 * Types two contexts both describe, each with the reason. Their keys must be the same in both,
 * so neither context redacts less than the other believes.
 */
const SHARED: Record<string, string> = {
  [contracts.WorkWithUsEvents.FileAttached]: 'work-with-us owns it; the stored-files index projects it (file name) for downloads',
};

describe('personal-data contexts', () => {
  const declared = declaredEventTypes();
  const byType = new Map<string, { context: string; keys: readonly string[] }[]>();
  for (const { context } of PERSONAL_DATA_CONTEXT_LIST) {
    for (const [type, keys] of Object.entries(context.fields)) byType.set(type, [...(byType.get(type) ?? []), { context: context.name, keys }]);
  }

  it('finds the event declarations of every context in libs/contracts', () => {
    const objects = new Set(declared.values());
    for (const name of [
      'WorkWithUsEvents',
      'QuestionnaireEvents',
      'FormMetadataEvents',
      'ChatEvents',
      'EmailEvents',
      'DocumentEvents',
      'VisitorAnalyticsEvents',
      'AdminEvents',
      'PersonalDataEvents',
    ]) {
      expect(objects).toContain(name);
    }
  });

  it('declares every event type in exactly one context (or as not personal), shared ones alike in each', () => {
    const problems: string[] = [];
    for (const [type, object] of declared) {
      const owners = byType.get(type) ?? [];
      const exempt = NOT_PERSONAL_EVENT_TYPES.includes(type);
      if (exempt && owners.length > 0) problems.push(`${object}: ${type} is declared not personal and by ${owners.map((o) => o.context).join(', ')}`);
      if (!exempt && owners.length === 0) problems.push(`${object}: ${type} is in no context's fields`);
      if (owners.length > 1 && !SHARED[type]) problems.push(`${object}: ${type} is in ${owners.map((o) => o.context).join(' and ')}`);
      if (owners.length > 1 && SHARED[type] && owners.some((o) => JSON.stringify([...o.keys].sort()) !== JSON.stringify([...owners[0]!.keys].sort()))) {
        problems.push(`${object}: ${type} has different keys in ${owners.map((o) => o.context).join(' and ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names no event type libs/contracts does not declare (a typo would redact nothing)', () => {
    expect([...byType.keys()].filter((type) => !declared.has(type))).toEqual([]);
  });

  it('gives each context a unique name and analytics the analytics limit', () => {
    const names = PERSONAL_DATA_CONTEXT_LIST.map((r) => r.context.name);
    expect(new Set(names).size).toBe(names.length);
    expect(PERSONAL_DATA_CONTEXT_LIST.filter((r) => r.retention === 'analytics').map((r) => r.context.name)).toEqual(['visitor-analytics']);
  });
});
