import { z } from 'zod';
import {
  auditFilterSchema,
  auditListResponseSchema,
  personalDataLookupResponseSchema,
  recordExportRequestSchema,
  retentionStatusSchema,
} from '../admin/admin-audit.schema.js';
import type { StaffRole } from '../admin/staff-role.js';
import {
  changeStaffRoleRequestSchema,
  inviteStaffRequestSchema,
  passwordResetRequestSchema,
  staffActionResponseSchema,
  staffLinkPasswordRequestSchema,
  staffLinkPasswordResponseSchema,
  staffListResponseSchema,
} from '../admin/staff.schema.js';
import { loginRequestSchema, loginResponseSchema, logoutResponseSchema } from '../admin/admin-auth.schema.js';
import {
  loginStepResponseSchema,
  secondFactorCodeRequestSchema,
  secondFactorCodeSchema,
  secondFactorConfirmedSchema,
  secondFactorDisabledSchema,
  secondFactorEnrolmentRequestSchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
  ssoExchangeRequestSchema,
  ssoOfferSchema,
} from '../admin/staff-sign-in.schema.js';
import { responseDetailSchema, responseFileDownloadSchema } from '../admin/response-detail.schema.js';
import { responseSummarySchema } from '../admin/response-summary.schema.js';
import { addResponseTagRequestSchema, responseTagsChangedSchema, responseTagsListSchema } from '../admin/response-tags.schema.js';
import {
  addResponseNoteRequestSchema,
  newResponsesCountSchema,
  assignableStaffResponseSchema,
  assignResponseRequestSchema,
  assignResponseResponseSchema,
  responseQueueResponseSchema,
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
import { documentUploadResponseSchema, progressResponseSchema } from '../documents/documents.schema.js';
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
import {
  apiKeyListResponseSchema,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  revokeApiKeyResponseSchema,
  type ApiKeyScope,
} from '../integrations/api-keys.schema.js';
import { erasePersonalDataRequestSchema, erasePersonalDataResponseSchema } from '../privacy/personal-data.js';
import { formSubmissionListResponseSchema } from '../questionnaire/form-submission-list.schema.js';
import {
  registerWebhookRequestSchema,
  updateWebhookRequestSchema,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookSecretShownSchema,
} from '../integrations/webhooks.schema.js';
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
  queue: z.enum(['ok', 'unavailable']),
  guide_engine: z.enum(['llm', 'offline']),
  time: z.string(),
  /** Setup problems an operator must fix, each with its fix (e.g. a proxy that hides the visitors' addresses). */
  warnings: z.array(z.string()).optional(),
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

// Integers as OpenAPI states them; the controllers parse the query's text and answer 400 with a detail otherwise.
const limit = z.int().min(1).optional();
const offset = z.int().min(0).optional();
const days = z.int().min(1).optional();
const pagingQuery = z.object({ limit, offset });
/** A response list's paging, and its filter by tag and answer (issue 35; `answer` repeats). */
const filteredListQuery = z.object({
  limit,
  offset,
  tag: z.string().optional(),
  answer: z.union([z.string(), z.array(z.string())]).optional(),
});
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
  /** The least staff role an admin route needs (owner > reviewer > viewer; docs/staff-accounts.md); every admin route names one. */
  staffRole?: StaffRole;
  /** An API key with this scope is taken too (docs/api-keys.md); admin routes without it refuse keys. */
  apiKeyScope?: ApiKeyScope;
  body?: z.ZodType;
  /** Bodies sent as multipart/form-data (uploads) rather than JSON. */
  multipart?: boolean;
  query?: z.ZodObject;
  /** The 2xx JSON answer. */
  response?: z.ZodType;
  /** Non-JSON answers: a server-sent event stream, a file, a redirect. */
  produces?: 'text/event-stream' | 'application/octet-stream' | 'text/plain' | 'text/csv' | 'redirect';
  /** 2xx status when not 200. */
  status?: number;
  /**
   * Answers other than the success and the shared ones every operation documents (4XX and 5XX
   * with `detail`; 429 with Retry-After on anonymous writes, which spend rate budgets).
   */
  alsoAnswers?: readonly { status: number; description: string; body?: z.ZodType }[];
}

/** Single sign-on and the second factor (issue 30, docs/single-sign-on.md). */
const STAFF_SIGN_IN_ROUTES: readonly ApiRoute[] = [
  { method: 'GET', paths: ['/api/admin/sso'], summary: 'What the login page offers: single sign-on, password sign-in', tag: 'admin', response: ssoOfferSchema },
  {
    method: 'GET',
    paths: ['/api/admin/sso/start'],
    summary: 'Starts a sign-in through the identity provider (redirect there; to the login page with sso_error when it cannot)',
    tag: 'admin',
    query: z.object({ return_to: z.string().optional() }),
    produces: 'redirect',
  },
  {
    method: 'GET',
    paths: ['/api/admin/sso/callback'],
    summary: "The identity provider's answer: to the login page with a one-time code, or with sso_error saying why not",
    tag: 'admin',
    query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
    produces: 'redirect',
  },
  {
    method: 'POST',
    paths: ['/api/admin/sso/exchange'],
    summary: "Exchanges the callback's one-time code for the session (once, within a minute)",
    tag: 'admin',
    body: ssoExchangeRequestSchema,
    response: loginResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/login/second-factor'],
    summary: 'Completes a sign-in with a TOTP code or a recovery code',
    tag: 'admin',
    body: secondFactorCodeRequestSchema,
    response: loginResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/login/second-factor/enrolment'],
    summary: 'Starts the enrolment an owner must make at sign-in (TOTP_REQUIRED_FOR_OWNERS)',
    tag: 'admin',
    body: secondFactorEnrolmentRequestSchema,
    response: secondFactorEnrolmentSchema,
  },
  {
    method: 'POST',
    paths: ['/api/login/second-factor/enrolment/confirm'],
    summary: 'Confirms that enrolment with a code: the recovery codes, once, and the session',
    tag: 'admin',
    body: secondFactorCodeRequestSchema,
    response: secondFactorConfirmedSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/second-factor'],
    summary: "The signed-in account's second factor",
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    response: secondFactorStatusSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/second-factor/enrolment'],
    summary: 'Starts setting up a second factor: a new TOTP secret and its otpauth URI',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    response: secondFactorEnrolmentSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/second-factor/enrolment/confirm'],
    summary: 'Confirms the second factor with a first code: the recovery codes, shown once',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    body: secondFactorCodeSchema,
    response: secondFactorConfirmedSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/second-factor/disable'],
    summary: 'Switches the second factor off (takes a current code or a recovery code)',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    body: secondFactorCodeSchema,
    response: secondFactorDisabledSchema,
  },
];

export const API_ROUTES: readonly ApiRoute[] = [
  // Operations
  {
    method: 'GET',
    paths: ['/api/health', '/health', '/api/guide/health'],
    summary: 'Liveness: the process answers and reaches its database',
    tag: 'operations',
    response: healthResponseSchema,
    alsoAnswers: [{ status: 503, description: 'The database does not answer', body: healthResponseSchema }],
  },
  {
    method: 'GET',
    paths: ['/api/ready'],
    summary: 'Readiness: database, queue backend, worker heartbeat, projection lag (503 with detail when not ready)',
    tag: 'operations',
    response: readinessResponseSchema,
    alsoAnswers: [{ status: 503, description: 'Not ready: `detail` and `checks` say what fails', body: readinessResponseSchema }],
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
    summary: 'Admin sign-in; answers a bearer token, or a second-factor challenge for an account with one (403 when PASSWORD_SIGN_IN=false)',
    tag: 'admin',
    body: loginRequestSchema,
    response: loginStepResponseSchema,
  },
  ...STAFF_SIGN_IN_ROUTES,
  {
    method: 'POST',
    paths: ['/api/admin/logout', '/api/logout'],
    summary: 'Sign out: this token is refused from now on',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    response: logoutResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/conversations', '/conversation', '/sessions', '/api/conversations'],
    summary: 'All conversations (chat and questionnaire)',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'responses:read',
    query: pagingQuery,
    response: conversationsResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/stats', '/api/stats'],
    summary: 'Dashboard figures',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'analytics:read',
    response: statsSchema,
  },
  {
    method: 'GET',
    paths: ['/api/debug/database-direct'],
    summary: 'Debug tab: table counts',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    response: debugDatabaseDirectResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/debug/test-data-flow'],
    summary: 'Debug tab: data-flow check',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    response: debugTestDataFlowResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/debug/create-test-data'],
    summary: 'Debug tab: create a demo conversation',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: debugCreateTestDataResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/work-with-us'],
    summary: 'Work With Us submissions',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'responses:read',
    query: filteredListQuery,
    response: workWithUsListResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/ai-conversations'],
    summary: 'AI guide sessions',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'responses:read',
    query: filteredListQuery,
    response: aiConversationsResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/forms'],
    summary: 'Questionnaire submissions',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'responses:read',
    query: filteredListQuery,
    response: formSubmissionListResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/sessions'],
    summary: 'Visitor sessions',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'analytics:read',
    query: z.object({ timeRange: z.string().optional(), country: z.string().optional(), limit: z.int().min(0).optional(), tz: z.string().optional() }),
    response: analyticsSessionsResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/summary'],
    summary: 'Visitor summary',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'analytics:read',
    query: z.object({ days, tz: z.string().optional() }),
    response: analyticsSummaryResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/timeseries'],
    summary: 'Visitor time series',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'analytics:read',
    query: z.object({ days, granularity: z.enum(['daily', 'hourly', 'both']).optional(), tz: z.string().optional() }),
    response: analyticsTimeseriesResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/traffic'],
    summary: 'Visitor traffic breakdowns for local days, with the previous period',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'analytics:read',
    query: z.object({ from: z.string(), to: z.string(), tz: z.string().optional(), compare: z.enum(['previous', 'none']).optional() }),
    response: trafficResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/realtime'],
    summary: 'Visitors in the last 5 minutes',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'analytics:read',
    response: realtimeResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/analytics/funnels'],
    summary: 'Funnel per channel for local days',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'analytics:read',
    query: z.object({ from: z.string(), to: z.string(), tz: z.string().optional() }),
    response: funnelsResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/questionnaire/drop-off'],
    summary: 'Where questionnaire visitors stop',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'analytics:read',
    response: questionnaireDropOffResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/personal-data/erase'],
    summary: "Erase one person's personal data",
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    body: erasePersonalDataRequestSchema,
    response: erasePersonalDataResponseSchema,
    alsoAnswers: [{ status: 503, description: 'The read models it searches did not catch up in time: nothing was erased; try again', body: errorBodySchema }],
  },
  {
    method: 'GET',
    paths: ['/api/admin/personal-data/lookup'],
    summary: 'What an erasure by email or id would take (record kinds and ids)',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    query: z.object({ email: z.string().optional(), session_id: z.string().optional(), submission_id: z.string().optional() }),
    response: personalDataLookupResponseSchema,
    alsoAnswers: [{ status: 503, description: 'The read models it searches did not catch up in time; try again', body: errorBodySchema }],
  },
  {
    method: 'GET',
    paths: ['/api/admin/retention'],
    summary: 'The retention policy and its next scheduled run',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: retentionStatusSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/reviews'],
    summary: "Status and notes of a channel's reviewed responses",
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'responses:read',
    query: z.object({ channel: z.string() }),
    response: responseReviewsResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/new-count'],
    summary: 'Responses nobody has moved past new',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'responses:read',
    response: newResponsesCountSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/summary'],
    summary: "Each question summarised across a channel's responses that pass the filter (counts, spread, newest texts)",
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'responses:read',
    query: z.object({ channel: z.string(), tag: z.string().optional(), answer: z.union([z.string(), z.array(z.string())]).optional() }),
    response: responseSummarySchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/tags'],
    summary: "Each tagged response's tags and every tag in use, for one channel",
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'responses:read',
    query: z.object({ channel: z.string() }),
    response: responseTagsListSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/responses/:channel/:id/tags'],
    summary: 'Tag a response',
    tag: 'admin',
    admin: true,
    staffRole: 'reviewer',
    body: addResponseTagRequestSchema,
    response: responseTagsChangedSchema,
  },
  {
    method: 'DELETE',
    paths: ['/api/admin/responses/:channel/:id/tags/:tag'],
    summary: 'Remove a tag from a response',
    tag: 'admin',
    admin: true,
    staffRole: 'reviewer',
    response: responseTagsChangedSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/:channel/:id'],
    summary: 'One response as its detail page shows it (answers, files, visitor, provenance, timeline, review)',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    apiKeyScope: 'responses:read',
    response: responseDetailSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/:channel/:id/files/:fileId'],
    summary: "A short-lived download link to one of a response's files",
    tag: 'admin',
    admin: true,
    staffRole: 'reviewer',
    apiKeyScope: 'export',
    response: responseFileDownloadSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/responses/:channel/:id/status'],
    summary: "Set a response's status",
    tag: 'admin',
    admin: true,
    staffRole: 'reviewer',
    body: setResponseStatusRequestSchema,
    response: setResponseStatusResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/responses/:channel/:id/notes'],
    summary: 'Add a note to a response',
    tag: 'admin',
    admin: true,
    staffRole: 'reviewer',
    body: addResponseNoteRequestSchema,
    response: acknowledgedSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/responses/:channel/:id/assignment'],
    summary: 'Assign a response to a staff member, or unassign it (assignee null)',
    tag: 'admin',
    admin: true,
    staffRole: 'reviewer',
    body: assignResponseRequestSchema,
    response: assignResponseResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/queue'],
    summary: 'My queue: the responses assigned to the caller and not done, with their age',
    tag: 'admin',
    admin: true,
    staffRole: 'reviewer',
    response: responseQueueResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/responses/assignees'],
    summary: 'The staff a response can be assigned to',
    tag: 'admin',
    admin: true,
    staffRole: 'viewer',
    response: assignableStaffResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/audit'],
    summary: 'The audit trail, newest first, filtered by person, action and dates',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    query: pagingQuery.extend(auditFilterSchema.shape),
    response: auditListResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/audit/export.csv'],
    summary: 'Every audit entry matching the filters as CSV, streamed (the export is itself recorded)',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    query: auditFilterSchema,
    produces: 'text/csv',
  },
  {
    method: 'POST',
    paths: ['/api/admin/audit/exports'],
    summary: 'Record an export the dashboard made',
    tag: 'admin',
    admin: true,
    staffRole: 'reviewer',
    status: 201,
    body: recordExportRequestSchema,
    response: acknowledgedSchema,
  },
  // Integrations: webhooks (docs/integrations.md)
  {
    method: 'GET',
    paths: ['/api/admin/integrations/webhooks'],
    summary: 'The webhook endpoints',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: webhookEndpointListSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/integrations/webhooks'],
    summary: 'Register a webhook endpoint; the answer holds its signing secret, shown this once',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    status: 201,
    body: registerWebhookRequestSchema,
    response: webhookSecretShownSchema,
  },
  {
    method: 'PATCH',
    paths: ['/api/admin/integrations/webhooks/:id'],
    summary: "Change a webhook endpoint's URL, events or personal-data choice",
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    body: updateWebhookRequestSchema,
    response: webhookEndpointSchema,
  },
  {
    method: 'DELETE',
    paths: ['/api/admin/integrations/webhooks/:id'],
    summary: 'Remove a webhook endpoint',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: acknowledgedSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/integrations/webhooks/:id/disable'],
    summary: 'Stop deliveries to a webhook endpoint',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: webhookEndpointSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/integrations/webhooks/:id/enable'],
    summary: 'Resume deliveries to a webhook endpoint',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: webhookEndpointSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/integrations/webhooks/:id/rotate-secret'],
    summary: "Replace a webhook endpoint's signing secret; the answer shows the new one this once",
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: webhookSecretShownSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/integrations/webhooks/:id/deliveries'],
    summary: "A webhook endpoint's delivery log, newest first",
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    query: z.object({ limit }),
    response: webhookDeliveryListSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/integrations/webhooks/:id/deliveries/:webhookId/resend'],
    summary: 'Send one delivery again, with its webhook-id',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    status: 202,
    response: acknowledgedSchema,
  },
  // Staff accounts (issue 30, docs/staff-accounts.md)
  {
    method: 'GET',
    paths: ['/api/admin/staff'],
    summary: 'The staff accounts of your project, with roles, last sign-in and open invitations',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: staffListResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/staff/invitations'],
    summary: 'Invite someone by email: a signed link, single-use, valid 7 days, to choose their password',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    body: inviteStaffRequestSchema,
    status: 201,
    response: staffActionResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/staff/:username/reinvite'],
    summary: 'Send a new invitation link to someone who has not accepted yet (the old link stops working)',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: staffActionResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/staff/:username/role'],
    summary: "Change a staff account's role (not your own)",
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    body: changeStaffRoleRequestSchema,
    response: staffActionResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/staff/:username/disable'],
    summary: 'Disable a staff account: its tokens are refused at once (not your own)',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: staffActionResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/staff/:username/enable'],
    summary: 'Re-enable a disabled staff account',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: staffActionResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/staff/invitations/accept'],
    summary: "Accept an invitation: the link's token and the invitee's chosen password",
    tag: 'admin',
    body: staffLinkPasswordRequestSchema,
    response: staffLinkPasswordResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/staff/password-reset'],
    summary: 'Forgot password: emails a reset link if an account matches; the answer is the same either way',
    tag: 'admin',
    body: passwordResetRequestSchema,
    status: 202,
    response: staffActionResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/staff/password-reset/complete'],
    summary: "Choose a new password with a reset link's token; the account's other sessions end",
    tag: 'admin',
    body: staffLinkPasswordRequestSchema,
    response: staffLinkPasswordResponseSchema,
  },
  {
    method: 'GET',
    paths: ['/api/admin/api-keys'],
    summary: 'The API keys, newest first (never their secrets)',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: apiKeyListResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/api-keys'],
    summary: 'Create an API key: the answer holds the key, shown this once',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    status: 201,
    body: createApiKeyRequestSchema,
    response: createApiKeyResponseSchema,
  },
  {
    method: 'POST',
    paths: ['/api/admin/api-keys/:keyId/revoke'],
    summary: 'Revoke an API key: refused from the next call on',
    tag: 'admin',
    admin: true,
    staffRole: 'owner',
    response: revokeApiKeyResponseSchema,
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
    staffRole: 'reviewer',
    apiKeyScope: 'export',
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
