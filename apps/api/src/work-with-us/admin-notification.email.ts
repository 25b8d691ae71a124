import type { EmailJob } from '@intake/contracts';
import type { SubmittedState } from './work-with-us.decider.js';

/** The email id of a submission's admin notification: one per submission, by construction. */
export const adminNotificationEmailId = (submissionId: string) => `wwu-admin-${submissionId}`;

export function parseAdminNotificationEmailId(emailId: string): string | null {
  return emailId.startsWith('wwu-admin-') ? emailId.slice('wwu-admin-'.length) : null;
}

/** Plain-text notice to the consortium's mailbox about a new application. */
export function renderAdminNotificationEmail(s: SubmittedState, to: string): EmailJob {
  const place = s.location ? [s.location.city, s.location.country].filter(Boolean).join(', ') : '';
  const files = s.files.length ? s.files.map((f) => `  - ${f.filename} (${Math.ceil(f.size / 1024)} KB)`).join('\n') : '  (none)';
  const text = [
    'A new Work With Us application has arrived.',
    '',
    `Name:        ${s.name}`,
    `Email:       ${s.email}`,
    `Describes themselves as: ${s.preferredRoles}`,
    `Work type:   ${s.workType}`,
    place ? `Location:    ${place}` : undefined,
    `Submitted:   ${s.submittedAt}`,
    `Reference:   ${s.submissionId}`,
    '',
    'What they would like us to know:',
    s.additionalNotes ? `  ${s.additionalNotes}` : '  (nothing added)',
    '',
    'Attachments:',
    files,
    '',
    'Open the admin dashboard (Work With Us Applications) to download files and reply.',
  ]
    .filter((l) => l !== undefined)
    .join('\n');
  return {
    email_id: adminNotificationEmailId(s.submissionId),
    to: [to],
    subject: `New Work With Us application: ${s.name}`,
    text,
    reply_to: s.email,
    template: 'work-with-us-admin-notification',
  };
}
