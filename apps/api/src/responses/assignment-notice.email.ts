import { STAFF_NOTICE_TEMPLATES, type EmailJob, type ResponseAssignedData, type ResponseChannel } from '@intake/contracts';
import { adminResponseUrl, staffNoticeEmail } from '../notifications/index.js';

/** One email per assignment, by construction: named by the event that assigned. */
export const assignmentNoticeEmailId = (eventId: string) => `assignment-${eventId}`;

const KIND: Record<ResponseChannel, string> = {
  'work-with-us': 'Work With Us application',
  questionnaire: 'questionnaire submission',
  chat: 'AI guide chat',
};

/**
 * The email telling a staff member a response is now theirs. It names the response by kind and
 * reference only, never the visitor: the mail leaves our hands, the page behind the link does not.
 */
export function assignmentNotice(d: ResponseAssignedData, eventId: string, to: string, publicUrl: string): EmailJob {
  return staffNoticeEmail({
    emailId: assignmentNoticeEmailId(eventId),
    to,
    subject: `Assigned to you: a ${KIND[d.channel]}`,
    intro: `${d.by} assigned a ${KIND[d.channel]} to you. It is in My queue until it is archived or given to someone else.`,
    rows: [
      { label: 'Response', value: KIND[d.channel] },
      { label: 'Reference', value: d.response_id },
      { label: 'Assigned by', value: d.by },
      { label: 'Assigned at', value: d.at },
    ],
    link: adminResponseUrl(publicUrl, d.channel, d.response_id),
    template: STAFF_NOTICE_TEMPLATES.assignment,
  });
}
