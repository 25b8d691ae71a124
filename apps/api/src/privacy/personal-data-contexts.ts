import { AdminEvents, AuditEvents, PersonalDataEvents } from '@intake/contracts';
import { documentsPersonalData } from '../documents/documents.personal-data.js';
import { guidePersonalData } from '../guide/guide.personal-data.js';
import { notificationsPersonalData } from '../notifications/notifications.personal-data.js';
import { storedFilesPersonalData } from '../platform/files/stored-files.personal-data.js';
import { responseReviewPersonalData } from '../responses/response-review.personal-data.js';
import { questionnairePersonalData } from '../questionnaire/questionnaire.personal-data.js';
import { visitorAnalyticsPersonalData } from '../visitor-analytics/visitor-analytics.personal-data.js';
import { workWithUsPersonalData } from '../work-with-us/work-with-us.personal-data.js';
import type { RegisteredPersonalDataContext } from './privacy.tokens.js';

/**
 * Every bounded context that keeps personal data, and which of the specs' retention limits its
 * data falls under (visitor spec §2: submissions 2 years, analytics 24 months). A context left
 * out here is neither erased nor expired: personal-data-contexts.spec.ts fails when an event type
 * of libs/contracts is declared by no context.
 */
export const PERSONAL_DATA_CONTEXT_LIST: readonly RegisteredPersonalDataContext[] = [
  { context: workWithUsPersonalData, retention: 'submissions' },
  { context: storedFilesPersonalData, retention: 'submissions' },
  { context: questionnairePersonalData, retention: 'submissions' },
  { context: documentsPersonalData, retention: 'submissions' },
  { context: guidePersonalData, retention: 'submissions' },
  { context: notificationsPersonalData, retention: 'submissions' },
  { context: visitorAnalyticsPersonalData, retention: 'analytics' },
  // Reviews hang off their response: erased with it, never on their own schedule.
  { context: responseReviewPersonalData, retention: 'submissions' },
];

/**
 * Event types no context declares, on purpose: admin accounts are staff accounts (removed by
 * their own means, not by a visitor's erasure), the erasure's own records name streams and
 * erasures only, and the audit trail names admins and records by id and count, never a visitor.
 */
export const NOT_PERSONAL_EVENT_TYPES: readonly string[] = [...Object.values(AdminEvents), ...Object.values(PersonalDataEvents), ...Object.values(AuditEvents)];
