import { emailContentText, type EmailContent, type EmailJob, type StaffRole } from '@intake/contracts';

export const STAFF_EMAIL_TEMPLATES = { invitation: 'staff-invitation', passwordReset: 'staff-password-reset' } as const;

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: 'an owner (everything, including staff and settings)',
  reviewer: 'a reviewer (reads and reviews responses)',
  viewer: 'a viewer (reads dashboards and responses)',
};

function job(emailId: string, to: string, subject: string, template: string, content: EmailContent): EmailJob {
  return { email_id: emailId, to: [to], subject, text: emailContentText(content), content, template };
}

/** The invitation: who invited, to what, as what; the link works once, for 7 days. */
export function invitationEmail(input: {
  emailId: string;
  to: string;
  username: string;
  projectName: string;
  role: StaffRole;
  by: string;
  url: string;
}): EmailJob {
  return job(input.emailId, input.to, `You are invited to the ${input.projectName} intake admin`, STAFF_EMAIL_TEMPLATES.invitation, {
    blocks: [
      { type: 'paragraph', text: `${input.by} invited you to the Innovation Intake admin of ${input.projectName} as ${ROLE_WORDS[input.role]}.` },
      {
        type: 'fields',
        rows: [
          { label: 'Username', value: input.username },
          { label: 'Project name', value: input.projectName },
        ],
      },
      { type: 'paragraph', text: 'Open the link to choose your password. It works once, for 7 days.' },
    ],
    action: { label: 'Choose your password', url: input.url },
    closing: ['If you did not expect this, ignore this email: nothing happens until the link is used.', 'Innovation Intake'],
  });
}

export function passwordResetEmail(input: { emailId: string; to: string; username: string; projectName: string; url: string }): EmailJob {
  return job(input.emailId, input.to, 'Choose a new password for the intake admin', STAFF_EMAIL_TEMPLATES.passwordReset, {
    blocks: [
      { type: 'paragraph', text: `Someone asked to reset the password of ${input.username} in ${input.projectName}.` },
      { type: 'paragraph', text: 'Open the link to choose a new one. It works once, for 7 days; signing in elsewhere is ended when you do.' },
    ],
    action: { label: 'Choose a new password', url: input.url },
    closing: ['If it was not you, ignore this email: your password stays as it is.', 'Innovation Intake'],
  });
}
