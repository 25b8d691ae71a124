import { STAFF_NOTICE_TEMPLATES, type EmailJob } from '@intake/contracts';
import { adminResponseUrl, staffNoticeEmail } from '../notifications/index.js';
import type { SubmittedState } from './work-with-us.decider.js';

/** The email id of a submission's admin notification: one per submission, by construction. */
export const adminNotificationEmailId = (submissionId: string) => `wwu-admin-${submissionId}`;

export function parseAdminNotificationEmailId(emailId: string): string | null {
  return emailId.startsWith('wwu-admin-') ? emailId.slice('wwu-admin-'.length) : null;
}

/** The notice to the consortium's mailbox about a new application, with the link to its page in the admin. */
export function renderAdminNotificationEmail(s: SubmittedState, to: string, publicUrl: string): EmailJob {
  const place = s.location ? [s.location.city, s.location.country].filter(Boolean).join(', ') : '';
  return staffNoticeEmail({
    emailId: adminNotificationEmailId(s.submissionId),
    to,
    subject: `New Work With Us application: ${s.name}`,
    intro: 'A new Work With Us application has arrived.',
    rows: [
      { label: 'Name', value: s.name },
      { label: 'Email', value: s.email },
      { label: 'Describes themselves as', value: s.preferredRoles },
      { label: 'Work type', value: s.workType },
      { label: 'Location', value: place },
      { label: 'Submitted', value: s.submittedAt },
      { label: 'Reference', value: s.submissionId },
    ],
    more: [
      { type: 'heading', text: 'What they would like us to know:' },
      { type: 'paragraph', text: s.additionalNotes || '(nothing added)' },
      { type: 'heading', text: 'Attachments:' },
      s.files.length ? { type: 'list', items: s.files.map((f) => `${f.filename} (${Math.ceil(f.size / 1024)} KB)`) } : { type: 'paragraph', text: '(none)' },
    ],
    link: adminResponseUrl(publicUrl, 'work-with-us', s.submissionId),
    replyTo: s.email,
    template: STAFF_NOTICE_TEMPLATES.workWithUs,
  });
}
