import type { EventStoreTables } from '@intake/event-store';
import type { AdminTables } from '../../admin/admin.tables.js';
import type { SsoTables } from '../../admin/sso/sso.tables.js';
import type { AuditTables } from '../../audit/audit.tables.js';
import type { ApiKeysTables } from '../../integrations/api-keys/api-keys.tables.js';
import type { ResponseReviewTables } from '../../responses/response-review.tables.js';
import type { ResponseInsightTables } from '../../responses/response-insight.tables.js';
import type { DocumentsTables } from '../../documents/documents.tables.js';
import type { FilesTables } from '../files/files.tables.js';
import type { ChatTables } from '../../guide/chat.tables.js';
import type { QuestionnaireTables } from '../../questionnaire/questionnaire.tables.js';
import type { VisitorAnalyticsTables, VisitorRollupTables } from '../../visitor-analytics/visitor-analytics.tables.js';
import type { WorkWithUsTables } from '../../work-with-us/work-with-us.tables.js';
import type { WebhookTables } from '../../integrations/webhooks/webhooks.tables.js';

/** Every table the api reads or writes, for typed kysely queries. */
export type Database = EventStoreTables &
  AdminTables &
  SsoTables &
  AuditTables &
  ApiKeysTables &
  ResponseReviewTables &
  ResponseInsightTables &
  WorkWithUsTables &
  FilesTables &
  DocumentsTables &
  ChatTables &
  QuestionnaireTables &
  VisitorAnalyticsTables &
  VisitorRollupTables &
  WebhookTables;
