import { auditStreamId } from '../admin/admin-audit.events.js';
import { responseReviewStreamId } from '../admin/response-review.events.js';
import { visitorSessionStreamId } from '../analytics/visitor-analytics.events.js';
import { chatStreamId, documentStreamId, questionnaireStreamId } from '../documents/documents.events.js';
import { emailStreamId } from '../notifications/email.events.js';
import { formMetadataStreamId } from '../questionnaire/questionnaire.events.js';
import { workWithUsStreamId } from '../work-with-us/work-with-us.events.js';
import { personalDataStreamId } from './personal-data.events.js';

/**
 * What a record found for a person is, in staff's words (the Privacy tab's list, issue 35). Read
 * from the stream id's prefix, the longest that matches: the `kind` the lookup sends is cut from
 * the id by a rule that cannot tell an id's own dashes from its kind's ("email-wwu-admin",
 * "visitor-session-e2e-gb"). The email prefixes are the api's email ids (wwu-admin-, chat-notice-,
 * questionnaire-notice-, chat-completion-); its privacy tests check each one is labelled here.
 */
const LABELS: readonly (readonly [prefix: string, label: string])[] = [
  [workWithUsStreamId(''), 'Work With Us application'],
  [chatStreamId(''), 'AI guide chat'],
  [questionnaireStreamId(''), 'Questionnaire session'],
  [formMetadataStreamId(''), 'Questionnaire form details'],
  [documentStreamId(''), 'Uploaded document'],
  [visitorSessionStreamId(''), 'Visitor analytics session'],
  [responseReviewStreamId('work-with-us', ''), 'Staff status and notes (Work With Us)'],
  [responseReviewStreamId('questionnaire', ''), 'Staff status and notes (questionnaire)'],
  [responseReviewStreamId('chat', ''), 'Staff status and notes (AI guide chat)'],
  [auditStreamId(''), 'Audit trail entry'],
  [personalDataStreamId(''), 'Erasure record'],
  [emailStreamId(''), 'Email'],
  [emailStreamId('wwu-admin-'), 'Email to staff about a Work With Us application'],
  [emailStreamId('chat-notice-'), 'Email to staff about an AI guide chat'],
  [emailStreamId('questionnaire-notice-'), 'Email to staff about a questionnaire'],
  [emailStreamId('chat-completion-'), 'Summary email to the visitor after an AI guide chat'],
  [emailStreamId('assignment-'), 'Email to a staff member about a response assigned to them'],
];

/** "Email wwu admin" for a kind nothing here names: words, never the raw id. */
function words(kind: string): string {
  const text = kind.replace(/[-_]+/g, ' ').trim();
  return text === '' ? 'Record' : `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

export function personalRecordLabel(streamId: string, kind: string): string {
  let best: readonly [string, string] | undefined;
  for (const entry of LABELS) if (streamId.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best ? best[1] : words(kind);
}
