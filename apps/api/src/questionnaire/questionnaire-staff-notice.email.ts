import { STAFF_NOTICE_TEMPLATES, type EmailJob, type QuestionnaireSubmittedData } from '@intake/contracts';
import { adminResponseUrl, questionnaireNoticeEmailId, staffNoticeEmail } from '../notifications/index.js';

/** The staff's notice of a submitted questionnaire, linking to its page (keyed by the session id). */
export function questionnaireStaffNotice(d: QuestionnaireSubmittedData, to: string, publicUrl: string): EmailJob {
  const place = d.location_data ? [d.location_data.city, d.location_data.country].filter(Boolean).join(', ') : '';
  const answered = Object.keys(d.form_data).length;
  return staffNoticeEmail({
    emailId: questionnaireNoticeEmailId(d.session_id),
    to,
    subject: `New questionnaire submission: ${d.name}`,
    intro: 'A questionnaire has been submitted.',
    rows: [
      { label: 'Name', value: d.name },
      { label: 'Email', value: d.email },
      { label: 'Affiliation', value: d.affiliation },
      { label: 'Location', value: place },
      { label: 'Answers', value: `${answered} ${answered === 1 ? 'question' : 'questions'} answered` },
      { label: 'Files', value: d.uploaded_files.length > 0 ? String(d.uploaded_files.length) : '' },
      { label: 'Submitted', value: d.submitted_at },
      { label: 'Reference', value: d.session_id },
    ],
    link: adminResponseUrl(publicUrl, 'questionnaire', d.session_id),
    replyTo: d.email.includes('@') ? d.email : undefined,
    template: STAFF_NOTICE_TEMPLATES.questionnaire,
  });
}
