import type { WorkWithUsSubmitRequest } from '@intake/contracts';

const loadDetails = () => import('./user-agent-details');

/** Starts fetching the user-agent parser while the visitor fills the form, so submitting never waits for it. */
export function prefetchUserAgentDetails(): void {
  loadDetails().catch(() => undefined);
}

/**
 * The submission with the browser and OS its user agent names filled in. The parser is a chunk of
 * its own (the page's JavaScript budget); if it cannot be loaded the two stay unknown, as in a
 * browser that sends no user agent, and the submission goes ahead.
 */
export async function withUserAgentDetails(payload: WorkWithUsSubmitRequest): Promise<WorkWithUsSubmitRequest> {
  const facts = payload.metadata?.session_metadata;
  if (!facts?.user_agent || facts.browser.name || facts.os.name) return payload;
  try {
    const { userAgentDetails } = await loadDetails();
    const details = userAgentDetails(facts.user_agent);
    return { ...payload, metadata: { ...payload.metadata!, session_metadata: { ...facts, ...details } } };
  } catch {
    return payload;
  }
}
