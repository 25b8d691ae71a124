import {
  AdminEvents,
  ApiKeyEvents,
  AuditEvents,
  PersonalDataEvents,
  StaffSignInAuditEvents,
  StaffSignInEvents,
  WebhookEndpointEvents,
} from '@intake/contracts';
import { documentsPersonalData } from '../documents/index.js';
import { guidePersonalData } from '../guide/index.js';
import { notificationsPersonalData } from '../notifications/index.js';
import { storedFilesPersonalData } from '../platform/files/stored-files.personal-data.js';
import { responseReviewPersonalData } from '../responses/index.js';
import { questionnairePersonalData } from '../questionnaire/index.js';
import { visitorAnalyticsPersonalData } from '../visitor-analytics/index.js';
import { workWithUsPersonalData } from '../work-with-us/index.js';
import { webhooksPersonalData } from '../integrations/index.js';
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
  // Receivers' answers in the webhook delivery log, about the erased streams' events.
  { context: webhooksPersonalData, retention: 'submissions' },
];

/**
 * Event types no context declares, on purpose: admin accounts are staff accounts (removed by
 * their own means, not by a visitor's erasure), the erasure's own records name streams and
 * erasures only, and the audit trail names admins and records by id and count, never a visitor.
 * API keys name a partner's integration and the admin who made it.
 * Webhook endpoints hold a receiver's URL, the events it wants and the admin who set it up.
 * Single sign-on identities, second factors and their audit entries are staff's (a refused
 * sign-in names the address the provider gave, someone asking for staff access).
 */
export const NOT_PERSONAL_EVENT_TYPES: readonly string[] = [
  ...Object.values(AdminEvents),
  ...Object.values(PersonalDataEvents),
  ...Object.values(AuditEvents),
  ...Object.values(ApiKeyEvents),
  ...Object.values(WebhookEndpointEvents),
  ...Object.values(StaffSignInEvents),
  ...Object.values(StaffSignInAuditEvents),
];
