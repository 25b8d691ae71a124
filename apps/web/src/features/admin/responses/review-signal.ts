/**
 * Tells whoever counts new responses (the dashboard header) that a status or note was saved
 * somewhere on the page, so the count follows without waiting for its next periodic read.
 */
let version = 0;
const listeners = new Set<() => void>();

export function reviewsChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeReviewChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const reviewChangesVersion = (): number => version;
