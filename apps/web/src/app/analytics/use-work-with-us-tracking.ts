import type { WorkWithUsSnapshot } from '@intake/machines';
import { useIncompleteFormTracking } from './use-incomplete-form-tracking';
import { workWithUsProgress } from './work-with-us-progress';

/** The Work With Us page's one call: reports the form when the visitor leaves it unfinished. */
export function useWorkWithUsTracking(snapshot: WorkWithUsSnapshot): void {
  useIncompleteFormTracking(workWithUsProgress(snapshot.context, snapshot.matches('editing')));
}
