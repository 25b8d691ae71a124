import { personalRecordLabel } from '@intake/contracts';
import { streamKind } from '../audit/index.js';
import { chatNoticeEmailId, questionnaireNoticeEmailId } from '../notifications/index.js';
import { completionEmailId } from '../guide/completion.email.js';
import { adminNotificationEmailId } from '../work-with-us/admin-notification.email.js';
import { assignmentNoticeEmailId } from '../responses/assignment-notice.email.js';

/** The Privacy tab names every email a person's lookup can find as what it is (issue 35), not "email-wwu-admin". */
describe('personal record labels for the emails the api sends', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it.each([
    [adminNotificationEmailId(id), 'Email to staff about a Work With Us application'],
    [chatNoticeEmailId(id), 'Email to staff about an AI guide chat'],
    [questionnaireNoticeEmailId(id), 'Email to staff about a questionnaire'],
    [completionEmailId(id), 'Summary email to the visitor after an AI guide chat'],
    [assignmentNoticeEmailId(id), 'Email to a staff member about a response assigned to them'],
  ])('%s', (emailId, label) => {
    const streamId = `email-${emailId}`;
    expect(personalRecordLabel(streamId, streamKind(streamId))).toBe(label);
  });
});
