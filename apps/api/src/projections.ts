import type { Projector } from '@intake/event-store';
import { staffAccountsProjection } from './admin/staff/staff-accounts.projection.js';
import { auditProjection } from './audit/audit.projection.js';
import { apiKeysProjection } from './integrations/api-keys/api-keys.projection.js';
import { responseReviewsProjection } from './responses/response-review.projection.js';
import { responseAnswersProjection } from './responses/response-answers.projection.js';
import { responseTagsProjection } from './responses/response-tags.projection.js';
import { documentOperationsProjection } from './documents/documents.projection.js';
import { chatConversationsProjection } from './guide/chat-conversations.projection.js';
import { questionnaireSessionsProjection } from './questionnaire/questionnaire-sessions.projection.js';
import { questionnaireSubmissionsProjection } from './questionnaire/questionnaire-submissions.projection.js';
import { storedFilesProjection } from './platform/files/stored-files.projection.js';
import { visitorPageviewsProjection } from './visitor-analytics/visitor-pageviews.projection.js';
import { visitorSessionsProjection } from './visitor-analytics/visitor-sessions.projection.js';
import { visitorRollupsProjection } from './visitor-analytics/visitor-rollups.projection.js';
import { workWithUsProjection } from './work-with-us/work-with-us.projection.js';
import { webhookEndpointsProjection } from './integrations/webhooks/webhook-endpoints.projection.js';

/** Every read model, by name: what `npm run replay` can rebuild. */
export const PROJECTIONS: readonly Projector[] = [
  workWithUsProjection,
  storedFilesProjection,
  documentOperationsProjection,
  chatConversationsProjection,
  questionnaireSubmissionsProjection,
  questionnaireSessionsProjection,
  visitorSessionsProjection,
  visitorPageviewsProjection,
  visitorRollupsProjection,
  auditProjection,
  responseReviewsProjection,
  responseAnswersProjection,
  responseTagsProjection,
  apiKeysProjection,
  webhookEndpointsProjection,
  staffAccountsProjection,
];
