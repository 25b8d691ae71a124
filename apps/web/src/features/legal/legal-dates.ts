/** Shown at the top of both documents; change it whenever either text changes. */
export const LEGAL_LAST_UPDATED = 'November 24, 2026';
