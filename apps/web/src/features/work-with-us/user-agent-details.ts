import Bowser from 'bowser';

export interface UserAgentDetails {
  browser: { name: string | null; version: string | null };
  os: { name: string | null; version: string | null };
}

const clip = (value: string | undefined) => (value && value.trim() ? value.trim().slice(0, 64) : null);

/** Browser and OS named by a user agent, through bowser (its own chunk: the form needs it only at submit). */
export function userAgentDetails(userAgent: string): UserAgentDetails {
  const parsed = Bowser.parse(userAgent);
  return {
    browser: { name: clip(parsed.browser.name), version: clip(parsed.browser.version) },
    os: { name: clip(parsed.os.name), version: clip(parsed.os.version) },
  };
}
