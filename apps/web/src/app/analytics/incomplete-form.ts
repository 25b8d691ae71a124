import type { IncompleteInteraction } from './visitor-tracker';

/** Visitor spec §5: the highest step reached divided by total steps, times 100 (whole percent). */
export function completionPercentage(highestStep: number, totalSteps: number): number {
  if (!(totalSteps > 0)) return 0;
  const reached = Math.min(Math.max(0, Math.floor(highestStep)), totalSteps);
  return Math.round((reached / totalSteps) * 100);
}

/** Where a tracked form stands, as the form's feature describes it. */
export interface TrackedFormProgress {
  interactionType: string;
  /** 1-based number of the furthest step reached; 0 before any. */
  highestStep: number;
  totalSteps: number;
  /** The name of the furthest step reached, or null before any. */
  lastStep: string | null;
  /** Whether the form was submitted (or its submission is under way): then it is not incomplete. */
  done: boolean;
  /** Non-sensitive facts only: which fields hold something, never what they hold. */
  formData: Record<string, boolean>;
  /** When the visitor opened the form, on the same clock as `now`. */
  startedAt: number;
}

/**
 * The track-incomplete record for a form being left, or null when there is nothing to report: the
 * visitor never started it (no step reached) or finished it.
 */
export function incompleteInteraction(progress: TrackedFormProgress, pagePath: string, now: number): IncompleteInteraction | null {
  if (progress.done || progress.highestStep < 1) return null;
  return {
    interaction_type: progress.interactionType,
    page_path: pagePath,
    completion_percentage: completionPercentage(progress.highestStep, progress.totalSteps),
    time_spent_ms: Math.max(0, Math.round(now - progress.startedAt)),
    form_data: { ...progress.formData },
    last_step: progress.lastStep,
  };
}
