import { createHash } from 'node:crypto';
import { emailContentText, isVisitorAddressed, unlinkedContent, unlinkedText, type EmailJob } from '@intake/contracts';
import { contentFromText, renderEmailHtml, type CompiledEmailLayouts } from './email-html.js';
import type { SendMailOptions } from './email-transport.js';

const FALLBACK_DOMAIN = 'innovation-intake.invalid';

/** The domain of the sender address, as RFC 5322 wants it on the right of a Message-ID. */
export function senderDomain(mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = /@([A-Za-z0-9.-]+)\s*$/.exec(address.trim())?.[1];
  return domain ?? FALLBACK_DOMAIN;
}

/**
 * The email id as headers show it: hashed, because a completion email's id holds the chat
 * session id, and that id is all the transcript calls (GET /api/session/{id}) ask for.
 */
export const publicEmailId = (emailId: string): string => createHash('sha256').update(emailId).digest('hex').slice(0, 32);

/**
 * The Message-ID is derived from the email id, so a message sent twice (a redelivery after a
 * crash between sending and recording) carries the same id and receivers can drop the copy.
 */
export function messageIdFor(emailId: string, mailFrom: string): string {
  return `<${publicEmailId(emailId)}@${senderDomain(mailFrom)}>`;
}

/**
 * The message for a job: multipart/alternative, the request's text as the plain part and the
 * HTML laid out from its content blocks (from its text when it has none, as requests made before
 * HTML do). A job that brings its own html keeps it, unless it goes to a visitor-typed address.
 */
export function renderEmail(request: EmailJob, mailFrom: string, layouts: CompiledEmailLayouts): SendMailOptions {
  const job = isVisitorAddressed(request) ? unlinkedEmail(request) : request;
  return {
    from: mailFrom,
    to: job.to,
    subject: job.subject,
    text: job.text,
    html: job.html ?? renderEmailHtml(layouts, job.subject, job.content ?? contentFromText(job.text)),
    ...(job.reply_to !== undefined ? { replyTo: job.reply_to } : {}),
    messageId: messageIdFor(job.email_id, mailFrom),
    headers: { 'X-Intake-Email-Id': publicEmailId(job.email_id), 'X-Intake-Template': job.template },
  };
}

/**
 * The last gate before a visitor-typed address (issue 28): whatever made the request, neither part
 * carries a link or link-looking text, and no html of its own. The api already builds completion
 * emails this way (completion.email.ts); this covers requests queued before it did.
 */
function unlinkedEmail(job: EmailJob): EmailJob {
  const { html: _ignored, ...fields } = job;
  const rest = { ...fields, subject: unlinkedText(job.subject, Number.POSITIVE_INFINITY) };
  if (!job.content) return { ...rest, text: unlinkedText(job.text, Number.POSITIVE_INFINITY) };
  const content = unlinkedContent(job.content);
  return { ...rest, content, text: emailContentText(content) };
}
