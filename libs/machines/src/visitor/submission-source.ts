export type SubmissionSource = 'referral' | 'direct';

/**
 * 'referral' when the visitor arrived from another site. An empty, unparsable or same-origin
 * referrer (in-app navigation, bookmarks, typed URLs) counts as direct.
 */
export function inferSubmissionSource(referrer: string | null | undefined, currentOrigin: string): SubmissionSource {
  if (!referrer) return 'direct';
  try {
    return new URL(referrer).origin === currentOrigin ? 'direct' : 'referral';
  } catch {
    return 'direct';
  }
}
