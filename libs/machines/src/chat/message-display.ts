import { CHAT_LIMITS } from '@intake/contracts';

// Printable: tabs, line breaks and everything from the space up, minus the C1 controls and the
// replacement character a bad decode leaves behind.
const NON_PRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/g;

/** Text that is really binary (a PDF dumped as text, a bad decode): NUL bytes or >10% control characters. */
export function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const bad = text.match(NON_PRINTABLE)?.length ?? 0;
  return text.length > 0 && bad / text.length > 0.1;
}

export interface MessageDisplay {
  /** Whether Show more / Show less applies. */
  truncatable: boolean;
  /** What shows while collapsed. */
  preview: string;
  binary: boolean;
}

const BINARY_PREVIEW_CHARS = 200;

/**
 * Visitor spec §2: long bot messages (over 1800 characters, binary-looking, or mostly
 * non-printable) are shown truncated. A binary preview has its control characters replaced, so
 * nothing unreadable reaches the screen while collapsed.
 */
export function messageDisplay(text: string): MessageDisplay {
  const binary = looksBinary(text);
  if (binary) {
    return { truncatable: true, binary, preview: `${text.slice(0, BINARY_PREVIEW_CHARS).replace(NON_PRINTABLE, '�')}…` };
  }
  if (text.length > CHAT_LIMITS.truncateAt) {
    return { truncatable: true, binary, preview: `${text.slice(0, CHAT_LIMITS.truncateAt).trimEnd()}…` };
  }
  return { truncatable: false, binary, preview: text };
}
