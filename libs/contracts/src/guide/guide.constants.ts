import { fileUploadedToast } from '../documents/documents.constants.js';

/** Visitor spec §9 and §4: the chat's limits and timings. */
export const CHAT_LIMITS = {
  /** A message longer than this is refused with a 4xx. */
  maxMessageChars: 5000,
  /** Bot messages longer than this are shown truncated with Show more / Show less. */
  truncateAt: 1800,
  /** Progress bar: 'Nearly complete!' and green from here. */
  nearlyCompletePercent: 90,
  /** The typing state lasts this long after the last key, and blur clears it after the second. */
  typingLingerMs: 1000,
  typingBlurMs: 500,
  /** Message box height in px. */
  inputMinHeight: 48,
  inputMaxHeight: 120,
  /** History entries kept per session; the oldest are dropped from engine prompts, never from the log. */
  promptHistoryTurns: 12,
} as const;

/** 'Confirm', matched case-insensitively; a full stop or exclamation mark may follow. */
export const CONFIRM_PATTERN = /^\s*confirm\s*[.!]*\s*$/i;

/** Yes and no in the main European languages (German, Dutch, Scandinavian, French, Spanish, Italian, Portuguese, Polish, Czech, ...). */
export const EUROPEAN_YES =
  /^\s*(?:ja(?:wohl)?|jep|genau|natürlich|sí|si|sì|claro|vale|desde luego|oui|ouais|d'accord|bien sûr|certo|certamente|sim|claro que sim|tak|ano|igen|kyllä|ναι)(?=$|[\s,.!;:])/i;
export const EUROPEAN_NO = /^\s*(?:nein|nee|neen|non|não|nao|nie|ne|nej|ei|όχι)(?=$|[\s,.!;:])/i;

/** Visitor spec §4 persona flow: "any text of form x@y.z". */
export const EMAIL_LIKE_PATTERN = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[^\s@<>()[\],;:"'.]+/;

const EMAIL_LIKE_STOP = /[\s@<>()[\],;:"']/;

/**
 * The first match of EMAIL_LIKE_PATTERN, found in linear time. The pattern itself, run over a long
 * run without spaces (a 400k-character "word"), tries every start and scans to the end from each:
 * quadratic, minutes of one thread. Every match holds exactly one '@' and stops at the characters
 * the pattern excludes, so it is enough to look left and right of each '@' once.
 */
export function findEmailLike(text: string): string | null {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && !EMAIL_LIKE_STOP.test(text[start - 1]!)) start--;
    if (start === at) continue;
    let end = at + 1;
    while (end < text.length && !EMAIL_LIKE_STOP.test(text[end]!)) end++;
    // The domain part: greedy up to its last '.' that a non-dot follows, as the pattern's backtracking picks.
    const domain = text.slice(at + 1, end);
    let dot = domain.length - 1;
    while (dot > 0 && !(domain[dot] === '.' && dot + 1 < domain.length && domain[dot + 1] !== '.')) dot--;
    if (dot <= 0) continue;
    let stop = dot + 1;
    while (stop < domain.length && domain[stop] !== '.') stop++;
    return text.slice(start, at + 1) + domain.slice(0, stop);
  }
  return null;
}

/**
 * The one rule for an address the guide can send its summary to: the chat's email box enables
 * Send exactly for these, and POST /api/guide/submissions/{id}/contact accepts exactly these
 * (`contactEmailSchema`). Deliverable through any SMTP relay without SMTPUTF8: an ASCII dot-atom
 * local part of at most 64 characters, a public DNS name of at least two labels (letters, digits,
 * inner hyphens, 63 characters each) ending in a top-level domain of 2+ letters or a punycode
 * `xn--` label, and 254 characters at most in all (RFC 5321). Free text still only needs an
 * email-like string (EMAIL_LIKE_PATTERN, visitor spec §4) to be noticed.
 */
const EMAIL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DELIVERABLE_EMAIL_PATTERN = new RegExp(`^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${EMAIL_LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`);
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

/** True for an address (surrounding spaces ignored) the guide can send its summary to. */
export function isDeliverableEmail(value: string): boolean {
  const email = value.trim();
  const at = email.lastIndexOf('@');
  return email.length <= EMAIL_MAX_LENGTH && at > 0 && at <= EMAIL_LOCAL_MAX_LENGTH && DELIVERABLE_EMAIL_PATTERN.test(email);
}

/** The phrase that makes the client show its Yes/No quick buttons (visitor spec §2). */
export const AGREE_TO_PROCEED_PHRASE = 'do you agree to proceed?';

/** The phrase that makes the client show its email entry box (visitor spec §2). */
export const VALID_EMAIL_PHRASE = 'valid email';

/** Texts both sides show, so the greeting the client renders is the one the server recorded. */
export const GUIDE_TEXT = {
  consentGreeting: [
    "Hello! I'm the Innovation Intake guide. In a few questions I'll learn about the problem you are tackling, your solution and the support you need, then connect you with the right people in the consortium.",
    '',
    'What you share here is stored so that our team can review it and reply, as our Privacy Policy describes. To agree and start, type **Confirm**.',
  ].join('\n'),
  consentReminder:
    "Thanks! I've kept your message and will come back to it. Before we go on, please type **Confirm** to agree that we store what you share so our team can review it.",
  contactRequest:
    'To send you a summary and have the right person reply within 2-3 business days, please share a valid email address (your name and organisation help too).',
  /** At the contact step, after a message that told more about the project but held no address. */
  contactNoted: "Thanks, I've kept that for the team.",
  /** At the contact step, after an address the guide did not take as the visitor's own (someone they copy in, an instruction). */
  contactNotTheirs: "I only send the summary to your own address, so I haven't used the one in your message.",
  contactReminder:
    "I couldn't find an email address there. Please share a valid email address so we can send you the summary (your name and organisation help too).",
  completion: "Thank you! Your conversation is complete. We've emailed you a summary, and a member of our team will reply within 2-3 business days.",
  alreadyComplete:
    "This conversation is already complete and the team has your summary. Start a new conversation if there's something else you'd like to tell us.",
  restartAfterNo: 'No problem. What would you like to change or add?',
} as const;

/** Visitor spec §8, word for word where the spec gives the words. */
export const CHAT_ERRORS = {
  http: (status: number, text: string) => `HTTP ${status}: ${text}`,
  requestTimedOut: 'Request timed out',
  noGuideSession: 'No Guide session available',
  uploadSessionFailed: 'Unable to initialize Guide session for upload',
  bodyNotReadable: 'Response body is not readable',
  uploadUnavailable: 'File upload service is not currently available',
} as const;

/** Admin spec §8: the toasts of the chat's file upload, besides its in-chat messages. */
export const CHAT_UPLOAD_TOASTS = {
  uploaded: fileUploadedToast,
  failed: 'Failed to upload file. Please try again.',
} as const;

export const CHAT_BEHAVIOUR_MESSAGES = {
  serviceUnavailable:
    'The chat service is unavailable right now. You can still reach our team through the [Work With Us form](/work-with-us), and we will get back to you.',
  timeout: 'The request timed out... Please try sending your message again.',
  serverError: 'Our server is having a temporary issue. Please try again in a moment.',
  badRequest: 'There was an issue with your request. Please try rephrasing your message.',
  connectionLost: "Connection lost, but I'm still here to help! Your messages will be saved.",
  streamingError: "I apologize, but I'm having technical difficulties. Please try again in a moment.",
  /** The spec leaves these to us: apology-style replies for other send failures, picked at random. */
  fallbackReplies: [
    "I'm sorry, I couldn't process that just now. Could you try again in a moment?",
    'Apologies, something went wrong on my side. Your message is still here; please send it again shortly.',
    "Sorry about that, I lost my train of thought. Let's try that again in a moment.",
  ],
} as const;

/** Labels for the conversation stage the client shows under the progress bar. */
export const STAGE_LABELS = {
  consent: 'Getting your consent',
  collecting: 'Learning about your project',
  contact: 'Contact details',
  wrapping_up: 'Wrapping up',
  complete: 'Complete',
} as const;

export const WRAPPING_UP_LABEL = 'Wrapping up… You will receive a summary by email.';

/** Where the browser keeps the chat's session id between visits (localStorage). */
export const CHAT_SESSION_STORAGE_KEY = 'chat_session_id';
