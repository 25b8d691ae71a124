import { personalRecordLabel } from './record-label.js';

describe('personalRecordLabel', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it.each([
    [`work-with-us-${id}`, 'work-with-us', 'Work With Us application'],
    [`chat-${id}`, 'chat', 'AI guide chat'],
    [`questionnaire-${id}`, 'questionnaire', 'Questionnaire session'],
    [`form-metadata-${id}`, 'form-metadata', 'Questionnaire form details'],
    [`document-${id}`, 'document', 'Uploaded document'],
    // An analytics session id the browser made up, with dashes of its own.
    ['visitor-session-e2e-gb-1', 'visitor-session-e2e-gb', 'Visitor analytics session'],
    [`response-review-chat-${id}`, 'response-review-chat', 'Staff status and notes (AI guide chat)'],
    [`email-wwu-admin-${id}`, 'email-wwu-admin', 'Email to staff about a Work With Us application'],
    [`email-chat-completion-${id}`, 'email-chat-completion', 'Summary email to the visitor after an AI guide chat'],
    [`email-something-new-${id}`, 'email-something-new', 'Email'],
  ])('labels %s (kind %s) as %j', (streamId, kind, label) => {
    expect(personalRecordLabel(streamId, kind)).toBe(label);
  });

  it('puts a kind it does not know into words, never the raw id', () => {
    expect(personalRecordLabel('ledger-entry-7', 'ledger-entry')).toBe('Ledger entry');
  });
});
