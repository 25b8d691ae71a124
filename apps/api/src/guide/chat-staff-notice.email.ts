import { NOT_SPECIFIED, STAFF_NOTICE_TEMPLATES, type EmailJob } from '@intake/contracts';
import { adminResponseUrl, chatNoticeEmailId, staffNoticeEmail } from '../notifications/index.js';
import { valuesOf, type ChatSessionState } from './chat-session.reducer.js';

const SHOWN: [string, string][] = [
  ['full_name', 'Name'],
  ['email', 'Email'],
  ['affiliation', 'Organisation'],
  ['title', 'Project'],
  ['problem', 'Problem'],
  ['solution', 'Solution'],
  ['needs', 'Support needed'],
  ['stage', 'Stage'],
];

/** The staff's notice of a completed AI-guide chat, linking to its page (keyed by the session id). */
export function chatStaffNotice(state: ChatSessionState, to: string, publicUrl: string): EmailJob {
  const values = valuesOf(state.collected);
  const value = (field: string) => (values[field] && values[field] !== NOT_SPECIFIED ? values[field] : '');
  const who = value('full_name') || value('email') || 'no name given';
  return staffNoticeEmail({
    emailId: chatNoticeEmailId(state.sessionId),
    to,
    subject: `Completed AI guide chat: ${who}`,
    intro: 'A conversation with the AI guide has been completed.',
    rows: [
      ...SHOWN.map(([field, label]) => ({ label, value: value(field) })),
      { label: 'Documents', value: state.documents.length > 0 ? state.documents.map((d) => d.filename).join(', ') : '' },
      { label: 'Completed', value: state.completedAt ?? '' },
      { label: 'Reference', value: state.sessionId },
    ],
    link: adminResponseUrl(publicUrl, 'chat', state.sessionId),
    replyTo: value('email').includes('@') ? value('email') : undefined,
    template: STAFF_NOTICE_TEMPLATES.chat,
  });
}
