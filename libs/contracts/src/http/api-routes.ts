import { z } from 'zod';
import { auditListResponseSchema, personalDataLookupResponseSchema, recordExportRequestSchema, retentionStatusSchema } from '../admin/admin-audit.schema.js';
import { loginRequestSchema, loginResponseSchema, logoutResponseSchema } from '../admin/admin-auth.schema.js';
import { responseDetailSchema, responseFileDownloadSchema } from '../admin/response-detail.schema.js';
import {
  addResponseNoteRequestSchema,
  newResponsesCountSchema,
  responseReviewsResponseSchema,
  setResponseStatusRequestSchema,
  setResponseStatusResponseSchema,
} from '../admin/response-review.schema.js';
import {
  conversationsResponseSchema,
  debugCreateTestDataResponseSchema,
  debugDatabaseDirectResponseSchema,
  debugTestDataFlowResponseSchema,
  statsSchema,
} from '../admin/admin-dashboard.schema.js';
import {
  analyticsSessionsResponseSchema,
  analyticsSummaryResponseSchema,
  analyticsTimeseriesResponseSchema,
  trackAcceptedResponseSchema,
  trackAnalyticsEventRequestSchema,
  trackIncompleteRequestSchema,
} from '../analytics/visitor-analytics.schema.js';
import { funnelsResponseSchema, realtimeResponseSchema, trafficResponseSchema } from '../analytics/visitor-insights.schema.js';
import { acknowledgedSchema } from '../common/acknowledged.schema.js';
import { errorBodySchema } from '../common/error-body.schema.js';
import { documentUploadResponseSchema, progressResponseSchema } from '../documents/documents.contract.js';
import {
  aiConversationsResponseSchema,
  chatRequestSchema,
  chatResponseSchema,
  closeSessionResponseSchema,
  completionEmailRequestSchema,
  completionEmailResponseSchema,
  exportSessionResponseSchema,
  createGuideSessionRequestSchema,
  createGuideSessionResponseSchema,
  exportSessionRequestSchema,
  guideContactRequestSchema,
  guideMessageRequestSchema,
  guideMessageResponseSchema,
  restartSessionRequestSchema,
  restartSessionResponseSchema,
  sessionViewResponseSchema,
  trackMetadataRequestSchema,
} from '../guide/guide.schema.js';
import { erasePersonalDataRequestSchema, erasePersonalDataResponseSchema } from '../privacy/personal-data.js';
import { formSubmissionListResponseSchema } from '../questionnaire/form-submission-list.schema.js';
import {
  questionnaireConfigResponseSchema,
  questionnaireDropOffResponseSchema,
  questionnaireSessionViewSchema,
  questionnaireSubmitRequestSchema,
  questionnaireSubmitResponseSchema,
  recordAnswerRequestSchema,
  recordAnswerResponseSchema,
  startQuestionnaireSessionRequestSchema,
  stepReachedRequestSchema,
  trackFormMetadataRequestSchema,
} from '../questionnaire/questionnaire.schema.js';
import {
  adminNotificationResponseSchema,
  downloadResponseSchema,
  workWithUsListResponseSchema,
  workWithUsSubmitRequestSchema,
  workWithUsSubmitResponseSchema,
  workWithUsUploadResponseSchema,
} from '../work-with-us/work-with-us.schema.js';

/*
 * The catalogue of the api's HTTP routes with the zod schemas of what they take and answer: the
 * OpenAPI document (/api/openapi.json) is generated from it, a test checks that every route the
 * api registers is in it, and integration tests check answers against `response`. A route added
 * to a controller must be added here.
 */

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  service: z.string(),
  version: z.string(),
  database: z.enum(['ok', 'unavailable']),
  queue_backend: z.enum(['redis', 'postgres']),
  guide_engine: z.enum(['llm', 'offline']),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

const dependencyCheckSchema = z.object({ status: z.enum(['ok', 'failing']), detail: z.string() });
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  detail: z.string().optional(),
  checks: z.object({ database: dependencyCheckSchema, queue: dependencyCheckSchema, worker: dependencyCheckSchema, projections: dependencyCheckSchema }),
});

export const publicConfigResponseSchema = z.object({ contact_email: z.string() });
export type PublicConfigResponse = z.infer<typeof publicConfigResponseSchema>;

const pagingQuery = z.object({ limit: z.string().optional(), offset: z.string().optional() });
const multipartFile = z.object({ file: z.string().meta({ format: 'binary' }) }).meta({ description: 'multipart/form-data with one file part' });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify patterns (`/api/x/:id`); aliases of one handler share an entry. */
  paths: readonly string[];
  summary: string;
  tag: string;
  /** An admin bearer token is required. */
  admin?: boolean;
  body?: z.ZodType;
  /** Bodies sent as multipart/form-data (uploads) rather than JSON. */
  multipart?: boolean;
  query?: z.ZodObject;
  /** The 2xx JSON answer. */
  response?: z.ZodType;
  /** Non-JSON answers: a server-sent event stream, a file, a redirect. */
  produces?: 'text/event-stream' | 'application/octet-stream' | 'text/plain' | 'redirect';
  /** 2xx status when not 200. */
  status?: number;
}

export const API_ROUTES: readonly ApiRoute[] = [
  // Operations
  {
    method: 'GET',
    paths: ['/api/health', '/health', '/api/guide/health'],
    summary: 'Liveness: the process answers and reaches its database',
    tag: 'operations',
    response: healthResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/ready'],
    summary: 'Readiness: database, queue backend, worker heartbeat, projection lag (503 with detail when not ready)',
    tag: 'operations',
    response: readinessResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/public-config'],
    summary: 'Public settings the site shows (contact address)',
    tag: 'operations',
    response: publicConfigResponseSchema,
  },
  { method: 'GET', paths: ['/api/openapi.json'], summary: 'This OpenAPI document', tag: 'operations', response: z.looseObject({ openapi: z.string() }) },
  {
    method: 'GET',
    paths: ['/api/docs', '/api/docs/swagger-initializer.js', '/api/docs/*'],
    summary: 'API reference viewer (Swagger UI) and its assets',
    tag: 'operations',
    produces: 'application/octet-stream',
  },

  { method: 'GET', paths: ['/robots.txt'], summary: 'Crawler rules: the admin area and the api are disallowed', tag: 'operations', produces: 'text/plain' },

  // Admin sign-in and dashboard
  {
    method: 'POST',
    paths: ['/api/login', '/login'],
    summary: 'Admin sign-in; answers a bearer token',
    tag: 'admin',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/logout', '/api/logout'],
    summary: 'Sign out: this token is refused from now on',
    tag: 'admin',
    admin: true,
    response: logoutResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/conversations', '/conversation', '/sessions', '/api/conversations'],
    summary: 'All conversations (chat and questionnaire)',
    tag: 'admin',
    admin: true,
    query: pagingQuery,
    response: conversationsResponseSchema,
  },
  { method: 'GET', paths: ['/stats', '/api/stats'], summary: 'Dashboard figures', tag: 'admin', admin: true, response: statsSchema },
  {
    method: 'GET',
    paths: ['/api/debug/database-direct'],
    summary: 'Debug tab: table counts',
    tag: 'admin',
    admin: true,
    response: debugDatabaseDirectResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/debug/test-data-flow'],
    summary: 'Debug tab: data-flow check',
    tag: 'admin',
    admin: true,
    response: debugTestDataFlowResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/debug/create-test-data'],
    summary: 'Debug tab: create a demo conversation',
    tag: 'admin',
    admin: true,
    response: debugCreateTestDataResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/work-with-us'],
    summary: 'Work With Us submissions',
    tag: 'admin',
    admin: true,
    query: pagingQuery,
    response: workWithUsListResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/ai-conversations'],
    summary: 'AI guide sessions',
    tag: 'admin',
    admin: true,
    query: pagingQuery,
    response: aiConversationsResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/forms'],
    summary: 'Questionnaire submissions',
    tag: 'admin',
    admin: true,
    query: pagingQuery,
    response: formSubmissionListResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/sessions'],
    summary: 'Visitor sessions',
    tag: 'admin',
    admin: true,
    query: z.object({ timeRange: z.string().optional(), country: z.string().optional(), limit: z.string().optional(), tz: z.string().optional() }),
    response: analyticsSessionsResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/summary'],
    summary: 'Visitor summary',
    tag: 'admin',
    admin: true,
    query: z.object({ days: z.string().optional(), tz: z.string().optional() }),
    response: analyticsSummaryResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/timeseries'],
    summary: 'Visitor time series',
    tag: 'admin',
    admin: true,
    query: z.object({ days: z.string().optional(), granularity: z.string().optional(), tz: z.string().optional() }),
    response: analyticsTimeseriesResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/traffic'],
    summary: 'Visitor traffic breakdowns for local days, with the previous period',
    tag: 'admin',
    admin: true,
    query: z.object({ from: z.string(), to: z.string(), tz: z.string().optional(), compare: z.string().optional() }),
    response: trafficResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/realtime'],
    summary: 'Visitors in the last 5 minutes',
    tag: 'admin',
    admin: true,
    response: realtimeResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/funnels'],
    summary: 'Funnel per channel for local days',
    tag: 'admin',
    admin: true,
    query: z.object({ from: z.string(), to: z.string(), tz: z.string().optional() }),
    response: funnelsResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/questionnaire/drop-off'],
    summary: 'Where questionnaire visitors stop',
    tag: 'admin',
    admin: true,
    response: questionnaireDropOffResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/personal-data/erase'],
    summary: "Erase one person's personal data",
    tag: 'admin',
    admin: true,
    body: erasePersonalDataRequestSchema,
    response: erasePersonalDataResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/personal-data/lookup'],
    summary: 'What an erasure by email or id would take (record kinds and ids)',
    tag: 'admin',
    admin: true,
    query: z.object({ email: z.string().optional(), session_id: z.string().optional(), submission_id: z.string().optional() }),
    response: personalDataLookupResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/retention'],
    summary: 'The retention policy and its next scheduled run',
    tag: 'admin',
    admin: true,
    response: retentionStatusSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/reviews'],
    summary: "Status and notes of a channel's reviewed responses",
    tag: 'admin',
    admin: true,
    query: z.object({ channel: z.string() }),
    response: responseReviewsResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/new-count'],
    summary: 'Responses nobody has moved past new',
    tag: 'admin',
    admin: true,
    response: newResponsesCountSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/:channel/:id'],
    summary: 'One response as its detail page shows it (answers, files, visitor, provenance, timeline, review)',
    tag: 'admin',
    admin: true,
    response: responseDetailSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/:channel/:id/files/:fileId'],
    summary: "A short-lived download link to one of a response's files",
    tag: 'admin',
    admin: true,
    response: responseFileDownloadSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/responses/:channel/:id/status'],
    summary: "Set a response's status",
    tag: 'admin',
    admin: true,
    body: setResponseStatusRequestSchema,
    response: setResponseStatusResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/responses/:channel/:id/notes'],
    summary: 'Add a note to a response',
    tag: 'admin',
    admin: true,
    body: addResponseNoteRequestSchema,
    response: acknowledgedSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/audit'],
    summary: 'The audit trail, newest first',
    tag: 'admin',
    admin: true,
    query: pagingQuery,
    response: auditListResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/audit/exports'],
    summary: 'Record an export the dashboard made',
    tag: 'admin',
    admin: true,
    status: 201,
    body: recordExportRequestSchema,
    response: acknowledgedSchema,
  },
  {
    method: 'GET',
    paths: ['/api/files/:fileId'],
    summary: 'Download an uploaded file through a signed link',
    tag: 'admin',
    produces: 'application/octet-stream',
  },
  {
    method: 'GET',
    paths: ['/api/work-with-us/download/:fileId'],
    summary: 'A signed download link for an uploaded file',
    tag: 'admin',
    admin: true,
    response: downloadResponseSchema,
  },

  // Visitor analytics
  {
    method: 'POST',
    paths: ['/analytics/track'],
    summary: 'Record a page view or page leave',
    tag: 'analytics',
    body: trackAnalyticsEventRequestSchema,
    response: trackAcceptedResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/analytics/track-incomplete'],
    summary: 'Record a form abandoned',
    tag: 'analytics',
    body: trackIncompleteRequestSchema,
    response: trackAcceptedResponseSchema,
  },

  // Work With Us
  {
    method: 'POST',
    paths: ['/api/work-with-us/submit'],
    summary: 'Submit the Work With Us form',
    tag: 'work-with-us',
    body: workWithUsSubmitRequestSchema,
    response: workWithUsSubmitResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/work-with-us/upload/:submissionId'],
    summary: 'Attach a file to a submission',
    tag: 'work-with-us',
    multipart: true,
    body: multipartFile,
    response: workWithUsUploadResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/work-with-us/send-admin-notification/:submissionId'],
    summary: 'Tell the team about a submission by email',
    tag: 'work-with-us',
    response: adminNotificationResponseSchema,
  },

  // Questionnaire
  {
    method: 'GET',
    paths: ['/api/questionnaire/config'],
    summary: 'The questionnaire configuration (v3.0)',
    tag: 'questionnaire',
    response: questionnaireConfigResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/questionnaire/sessions'],
    summary: 'Start a questionnaire session',
    tag: 'questionnaire',
    body: startQuestionnaireSessionRequestSchema,
    response: questionnaireSessionViewSchema,
  },
  {
    method: 'GET',
    paths: ['/api/questionnaire/sessions/:id'],
    summary: 'A questionnaire session',
    tag: 'questionnaire',
    response: questionnaireSessionViewSchema,
  },
  {
    method: 'POST',
    paths: ['/api/questionnaire/sessions/:id/answers'],
    summary: 'Record an answer',
    tag: 'questionnaire',
    body: recordAnswerRequestSchema,
    response: recordAnswerResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/questionnaire/sessions/:id/steps'],
    summary: 'Record the step reached',
    tag: 'questionnaire',
    body: stepReachedRequestSchema,
    response: acknowledgedSchema,
  },
  {
    method: 'POST',
    paths: ['/api/submit', '/api/structured-questionnaire/submit'],
    summary: 'Submit the questionnaire',
    tag: 'questionnaire',
    body: questionnaireSubmitRequestSchema,
    response: questionnaireSubmitResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/forms/track-metadata'],
    summary: 'Record the consent and form metadata',
    tag: 'questionnaire',
    body: trackFormMetadataRequestSchema,
    response: acknowledgedSchema,
  },

  // AI guide
  {
    method: 'POST',
    paths: ['/api/guide/sessions'],
    summary: 'Start a guide session',
    tag: 'guide',
    body: createGuideSessionRequestSchema,
    response: createGuideSessionResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/guide/submissions/:id/message'],
    summary: 'One guide turn',
    tag: 'guide',
    body: guideMessageRequestSchema,
    response: guideMessageResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/guide/submissions/:id/contact'],
    summary: 'Give the contact details',
    tag: 'guide',
    body: guideContactRequestSchema,
    response: guideMessageResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/guide/sessions/:id/track-metadata'],
    summary: 'Record client metadata for a guide session',
    tag: 'guide',
    body: trackMetadataRequestSchema,
    response: acknowledgedSchema,
  },
  { method: 'POST', paths: ['/api/chat'], summary: 'One chat turn (legacy client)', tag: 'guide', body: chatRequestSchema, response: chatResponseSchema },
  {
    method: 'POST',
    paths: ['/api/chat/stream'],
    summary: 'One chat turn streamed as server-sent events',
    tag: 'guide',
    body: chatRequestSchema,
    produces: 'text/event-stream',
  },
  { method: 'POST', paths: ['/api/session/cleanup/:id'], summary: 'Close a chat session', tag: 'guide', response: closeSessionResponseSchema },
  {
    method: 'POST',
    paths: ['/api/session/restart'],
    summary: 'Start a chat session again',
    tag: 'guide',
    body: restartSessionRequestSchema,
    response: restartSessionResponseSchema,
  },
  { method: 'GET', paths: ['/api/session/:id'], summary: 'A chat session', tag: 'guide', response: sessionViewResponseSchema },
  {
    method: 'POST',
    paths: ['/api/export'],
    summary: 'Export a chat session',
    tag: 'guide',
    body: exportSessionRequestSchema,
    response: exportSessionResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/session/:id/send-completion-email'],
    summary: 'Email the visitor a summary',
    tag: 'guide',
    body: completionEmailRequestSchema,
    response: completionEmailResponseSchema,
  },

  // Documents
  {
    method: 'POST',
    paths: ['/api/guide/sessions/:id/upload', '/api/upload/:sessionId', '/api/supabase/upload'],
    summary: 'Upload a document for a session',
    tag: 'documents',
    multipart: true,
    body: multipartFile,
    response: documentUploadResponseSchema,
  },
  { method: 'GET', paths: ['/api/progress/:operationId'], summary: 'Progress of a document operation', tag: 'documents', response: progressResponseSchema },
];

export { errorBodySchema as apiErrorSchema };

/** `/api/x/:id` → `/api/x/{id}` (OpenAPI's path template). */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** The catalogue entry for a registered route, if any. */
export function apiRouteFor(method: string, path: string): ApiRoute | undefined {
  const m = method.toUpperCase();
  return API_ROUTES.find((r) => r.method === m && r.paths.includes(path));
}
