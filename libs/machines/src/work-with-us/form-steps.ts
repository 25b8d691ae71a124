import { WORK_WITH_US_FORM_STEPS } from '@intake/contracts';
import type { WorkWithUsField } from './work-with-us.types.js';

/** The form's steps in order, for completion measurement (spec: "The form tracks 4 steps"). */
export const WORK_WITH_US_STEPS = ['name', 'email', 'selfDescription', 'submit'] as const satisfies readonly string[] & {
  length: typeof WORK_WITH_US_FORM_STEPS;
};
export type WorkWithUsStep = (typeof WORK_WITH_US_STEPS)[number];

export function stepForField(field: WorkWithUsField): WorkWithUsStep | null {
  return field === 'notes' ? null : field;
}

/** Steps reached, kept in form order and without repeats. */
export function reachStep(reached: readonly WorkWithUsStep[], step: WorkWithUsStep): WorkWithUsStep[] {
  if (reached.includes(step)) return [...reached];
  return WORK_WITH_US_STEPS.filter((s) => s === step || reached.includes(s));
}

/** 1-based number of the furthest step reached, 0 before any. */
export function highestStepReached(reached: readonly WorkWithUsStep[]): number {
  return reached.reduce((max, step) => Math.max(max, WORK_WITH_US_STEPS.indexOf(step) + 1), 0);
}

/** Spec §5: the highest step reached divided by total steps, times 100. */
export function completionPercentage(reached: readonly WorkWithUsStep[]): number {
  return Math.round((highestStepReached(reached) / WORK_WITH_US_FORM_STEPS) * 100);
}
