import { emailContentText, type EmailBlock, type EmailContent, type EmailJob } from '@intake/contracts';

/** The channels whose responses have a detail page in the admin. */
export type ResponseChannel = 'work-with-us' | 'questionnaire' | 'chat';

/**
 * The admin page of one response: `/admin/responses/<channel>/<id>`, the id being the Work With
 * Us submission id, or the session id of a questionnaire or a chat.
 */
export const adminResponseUrl = (publicUrl: string, channel: ResponseChannel, id: string): string =>
  `${publicUrl}/admin/responses/${channel}/${encodeURIComponent(id)}`;

/** One staff notice per chat session, by construction. */
export const chatNoticeEmailId = (sessionId: string) => `chat-notice-${sessionId}`;

/** One staff notice per questionnaire session, by construction. */
export const questionnaireNoticeEmailId = (sessionId: string) => `questionnaire-notice-${sessionId}`;

export interface StaffNotice {
  emailId: string;
  to: string;
  subject: string;
  intro: string;
  rows: { label: string; value: string }[];
  /** Blocks after the rows (a visitor's note, the files). */
  more?: EmailBlock[];
  link: string;
  replyTo?: string;
  template: string;
}

/**
 * A notice to the consortium's mailbox about one response: what arrived, its details, and the
 * link to its page. It greets no one, so nothing a visitor typed stands where our own words do.
 */
export function staffNoticeEmail(n: StaffNotice): EmailJob {
  const content: EmailContent = {
    blocks: [{ type: 'paragraph', text: n.intro }, { type: 'fields', rows: n.rows.filter((r) => r.value.trim() !== '') }, ...(n.more ?? [])],
    action: { label: 'Open it in the admin', url: n.link },
    closing: ['Innovation Intake'],
  };
  return {
    email_id: n.emailId,
    to: [n.to],
    subject: n.subject,
    text: emailContentText(content),
    content,
    ...(n.replyTo ? { reply_to: n.replyTo } : {}),
    template: n.template,
  };
}
