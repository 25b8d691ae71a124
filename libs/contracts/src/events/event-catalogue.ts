import type { z } from 'zod';
import type { Event } from '../common/event.js';
import {
  AdminEvents,
  adminInvitationAcceptedDataSchema,
  adminPasswordChangedDataSchema,
  adminPasswordResetCompletedDataSchema,
  adminPasswordResetRequestedDataSchema,
  adminRoleChangedDataSchema,
  adminUserCreatedDataSchema,
  adminUserCreatedDataV1Schema,
  adminUserDisabledDataSchema,
  adminUserInvitedDataSchema,
  adminUserReenabledDataSchema,
  upcastAdminUserCreatedV1,
  type AdminEvent,
} from '../admin/admin.events.js';
import {
  AuditEvents,
  adminApiKeyUsedDataSchema,
  adminDataExportedDataSchema,
  adminPersonalDataViewedDataSchema,
  adminSignedInDataSchema,
  type AuditEvent,
} from '../admin/admin-audit.events.js';
import {
  StaffSignInAuditEvents,
  StaffSignInEvents,
  adminSecondFactorFailedDataSchema,
  adminSignedInWithSsoDataSchema,
  adminSsoSignInRefusedDataSchema,
  staffRecoveryCodeUsedDataSchema,
  staffSecondFactorDisabledDataSchema,
  staffSecondFactorEnabledDataSchema,
  staffSecondFactorEnrolmentStartedDataSchema,
  staffSsoIdentityLinkedDataSchema,
  staffTotpCodeAcceptedDataSchema,
  type StaffSecondFactorEvent,
  type StaffSignInAuditEvent,
  type StaffSsoIdentityEvent,
} from '../admin/staff-sign-in.events.js';
import {
  ResponseReviewEvents,
  responseAssignedDataSchema,
  responseNoteAddedDataSchema,
  responseOpenedDataSchema,
  responseStatusSetDataSchema,
  responseUnassignedDataSchema,
  type ResponseReviewEvent,
} from '../admin/response-review.events.js';
import { upcastFormAbandonedV1, upcastPageLeftV1, upcastPageViewedV1, upcastPageViewedV2 } from '../analytics/visitor-analytics.upcasters.js';
import { ResponseTagEvents, responseTagAddedDataSchema, responseTagRemovedDataSchema, type ResponseTagEvent } from '../admin/response-tag.events.js';
import {
  VisitorAnalyticsEvents,
  visitorFormAbandonedDataSchema,
  visitorFormAbandonedDataV1Schema,
  visitorPageLeftDataSchema,
  visitorPageLeftDataV1Schema,
  visitorPageViewedDataSchema,
  visitorPageViewedDataV1Schema,
  visitorPageViewedDataV2Schema,
  type VisitorAnalyticsEvent,
} from '../analytics/visitor-analytics.events.js';
import {
  DocumentEvents,
  documentAttachedDataSchema,
  documentExtractedDataSchema,
  documentExtractionFailedDataSchema,
  documentExtractionProgressedDataSchema,
  documentExtractionRequeuedDataSchema,
  documentFieldsExtractedDataSchema,
  documentUploadedDataSchema,
  type DocumentEvent,
  type DocumentOwnerEvent,
} from '../documents/documents.events.js';
import {
  ChatEvents,
  chatCompletedDataSchema,
  chatCompletionEmailRequestedDataSchema,
  chatContactProvidedDataSchema,
  chatMetadataTrackedDataSchema,
  chatSessionClosedDataSchema,
  chatSessionExportedDataSchema,
  chatSessionStartedDataSchema,
  chatTurnTakenDataSchema,
  type ChatEvent,
} from '../guide/guide.events.js';
import { EmailEvents, emailDeliveredDataSchema, emailFailedDataSchema, type EmailEvent } from '../notifications/email.events.js';
import {
  PersonalDataEvents,
  personalDataErasedDataSchema,
  personalDataStreamErasedDataSchema,
  type PersonalDataErased,
  type StreamErased,
} from '../privacy/personal-data.events.js';
import {
  FormMetadataEvents,
  QuestionnaireEvents,
  formConsentTrackedDataSchema,
  questionnaireAnswerRecordedDataSchema,
  questionnaireStartedDataSchema,
  questionnaireStepReachedDataSchema,
  questionnaireSubmittedDataSchema,
  type FormMetadataEvent,
  type QuestionnaireEvent,
} from '../questionnaire/questionnaire.events.js';
import { ApiKeyEvents, apiKeyCreatedDataSchema, apiKeyRevokedDataSchema, type ApiKeyEvent } from '../integrations/api-keys.events.js';
import {
  WebhookEndpointEvents,
  webhookEndpointDisabledDataSchema,
  webhookEndpointEnabledDataSchema,
  webhookEndpointRegisteredDataSchema,
  webhookEndpointRemovedDataSchema,
  webhookEndpointSecretRotatedDataSchema,
  webhookEndpointUpdatedDataSchema,
  type WebhookEndpointEvent,
} from '../integrations/webhook-endpoint.events.js';
import {
  WorkWithUsEvents,
  workWithUsAdminNotificationRequestedDataSchema,
  workWithUsFileAttachedDataSchema,
  workWithUsSubmittedDataSchema,
  type WorkWithUsEvent,
} from '../work-with-us/work-with-us.events.js';

/** Every event the product writes: the catalogue below must list each member's type. */
export type IntakeEvent =
  | AdminEvent
  | ApiKeyEvent
  | AuditEvent
  | StaffSsoIdentityEvent
  | StaffSecondFactorEvent
  | StaffSignInAuditEvent
  | ResponseReviewEvent
  | ResponseTagEvent
  | ChatEvent
  | DocumentEvent
  | DocumentOwnerEvent
  | EmailEvent
  | FormMetadataEvent
  | QuestionnaireEvent
  | PersonalDataErased
  | StreamErased
  | VisitorAnalyticsEvent
  | WebhookEndpointEvent
  | WorkWithUsEvent;

/** One version of an event type, as the store's EventVersion (@intake/event-store) reads it. */
interface CatalogueVersion {
  readonly version: number;
  readonly schema: z.ZodType;
  readonly upcast?: (older: never) => unknown;
}

/**
 * The versions of one event type, oldest first; `D` is what the newest one's schema gives, which
 * the catalogue requires to be the type's data in its union (so a schema and its event cannot
 * drift apart). `next` adds the next version with the upcaster that reads the one before it.
 */
export class EventVersionChain<D> {
  private constructor(
    readonly versions: readonly CatalogueVersion[],
    readonly current: z.ZodType<D>,
  ) {}

  static first<D>(schema: z.ZodType<D>): EventVersionChain<D> {
    return new EventVersionChain<D>([{ version: 1, schema }], schema);
  }

  next<N>(schema: z.ZodType<N>, upcast: (older: D) => N): EventVersionChain<N> {
    return new EventVersionChain<N>([...this.versions, { version: this.versions.length + 1, schema, upcast: upcast as (older: never) => unknown }], schema);
  }
}

/** Version 1 of an event type; `.next(schema, upcaster)` for each later one. */
const v1 = <D>(schema: z.ZodType<D>) => EventVersionChain.first(schema);

type DataOf<E extends Event, T extends E['type']> = Extract<E, { type: T }>['data'];
type ChainData<C> = C extends EventVersionChain<infer D> ? D : never;
/** Each assignable to the other, with the same keys: an optional field in one only fails too. */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? ([keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false) : false) : false;
/** A line whose newest schema does not give exactly its union member's data becomes this, which no chain is. */
interface SchemaMismatch<Schema, Data> {
  readonly error: 'the newest schema of this type does not give exactly its data in IntakeEvent';
  readonly schema: Schema;
  readonly data: Data;
}
type Checked<E extends Event, C> = {
  readonly [T in E['type']]: T extends keyof C
    ? Exactly<ChainData<C[T]>, DataOf<E, T>> extends true
      ? C[T]
      : SchemaMismatch<ChainData<C[T]>, DataOf<E, T>>
    : never;
};

/** The catalogue of union `E`: a line per type of `E` (a missing one fails to compile), each checked as above. */
const catalogueOf =
  <E extends Event>() =>
  <const C extends { readonly [T in E['type']]: EventVersionChain<unknown> }>(catalogue: C & Checked<E, C>): C =>
    catalogue;

/**
 * THE place to register an event type: one line per type@version. Adding a type to IntakeEvent
 * without a line here fails to compile; changing a schema without a new version fails
 * event-schemas.spec.ts (docs/event-store.md, "Changing an event").
 */
const CATALOGUE = catalogueOf<IntakeEvent>()({
  // 2: the account's role (and an optional email), issue 30; accounts made before are owners.
  [AdminEvents.UserCreated]: v1(adminUserCreatedDataV1Schema).next(adminUserCreatedDataSchema, upcastAdminUserCreatedV1),
  [AdminEvents.PasswordChanged]: v1(adminPasswordChangedDataSchema),
  [AdminEvents.RoleChanged]: v1(adminRoleChangedDataSchema),
  [AdminEvents.UserInvited]: v1(adminUserInvitedDataSchema),
  [AdminEvents.InvitationAccepted]: v1(adminInvitationAcceptedDataSchema),
  [AdminEvents.UserDisabled]: v1(adminUserDisabledDataSchema),
  [AdminEvents.UserReenabled]: v1(adminUserReenabledDataSchema),
  [AdminEvents.PasswordResetRequested]: v1(adminPasswordResetRequestedDataSchema),
  [AdminEvents.PasswordResetCompleted]: v1(adminPasswordResetCompletedDataSchema),
  [AuditEvents.AdminSignedIn]: v1(adminSignedInDataSchema),
  [AuditEvents.PersonalDataViewed]: v1(adminPersonalDataViewedDataSchema),
  [AuditEvents.DataExported]: v1(adminDataExportedDataSchema),
  [AuditEvents.ApiKeyUsed]: v1(adminApiKeyUsedDataSchema),
  [StaffSignInEvents.SsoIdentityLinked]: v1(staffSsoIdentityLinkedDataSchema),
  [StaffSignInEvents.SecondFactorEnrolmentStarted]: v1(staffSecondFactorEnrolmentStartedDataSchema),
  [StaffSignInEvents.SecondFactorEnabled]: v1(staffSecondFactorEnabledDataSchema),
  [StaffSignInEvents.SecondFactorDisabled]: v1(staffSecondFactorDisabledDataSchema),
  [StaffSignInEvents.TotpCodeAccepted]: v1(staffTotpCodeAcceptedDataSchema),
  [StaffSignInEvents.RecoveryCodeUsed]: v1(staffRecoveryCodeUsedDataSchema),
  [StaffSignInAuditEvents.SignedInWithSso]: v1(adminSignedInWithSsoDataSchema),
  [StaffSignInAuditEvents.SsoSignInRefused]: v1(adminSsoSignInRefusedDataSchema),
  [StaffSignInAuditEvents.SecondFactorFailed]: v1(adminSecondFactorFailedDataSchema),
  [ApiKeyEvents.Created]: v1(apiKeyCreatedDataSchema),
  [ApiKeyEvents.Revoked]: v1(apiKeyRevokedDataSchema),
  [ResponseReviewEvents.StatusSet]: v1(responseStatusSetDataSchema),
  [ResponseReviewEvents.NoteAdded]: v1(responseNoteAddedDataSchema),
  [ResponseReviewEvents.Assigned]: v1(responseAssignedDataSchema),
  [ResponseReviewEvents.Unassigned]: v1(responseUnassignedDataSchema),
  [ResponseReviewEvents.Opened]: v1(responseOpenedDataSchema),
  [ResponseTagEvents.Added]: v1(responseTagAddedDataSchema),
  [ResponseTagEvents.Removed]: v1(responseTagRemovedDataSchema),
  [ChatEvents.SessionStarted]: v1(chatSessionStartedDataSchema),
  [ChatEvents.TurnTaken]: v1(chatTurnTakenDataSchema),
  [ChatEvents.ContactProvided]: v1(chatContactProvidedDataSchema),
  [ChatEvents.Completed]: v1(chatCompletedDataSchema),
  [ChatEvents.CompletionEmailRequested]: v1(chatCompletionEmailRequestedDataSchema),
  [ChatEvents.MetadataTracked]: v1(chatMetadataTrackedDataSchema),
  [ChatEvents.SessionExported]: v1(chatSessionExportedDataSchema),
  [ChatEvents.SessionClosed]: v1(chatSessionClosedDataSchema),
  [DocumentEvents.Uploaded]: v1(documentUploadedDataSchema),
  [DocumentEvents.ExtractionProgressed]: v1(documentExtractionProgressedDataSchema),
  [DocumentEvents.Extracted]: v1(documentExtractedDataSchema),
  [DocumentEvents.ExtractionFailed]: v1(documentExtractionFailedDataSchema),
  [DocumentEvents.ExtractionRequeued]: v1(documentExtractionRequeuedDataSchema),
  [DocumentEvents.Attached]: v1(documentAttachedDataSchema),
  [DocumentEvents.FieldsExtracted]: v1(documentFieldsExtractedDataSchema),
  [EmailEvents.Delivered]: v1(emailDeliveredDataSchema),
  [EmailEvents.Failed]: v1(emailFailedDataSchema),
  [FormMetadataEvents.ConsentTracked]: v1(formConsentTrackedDataSchema),
  [QuestionnaireEvents.Started]: v1(questionnaireStartedDataSchema),
  [QuestionnaireEvents.AnswerRecorded]: v1(questionnaireAnswerRecordedDataSchema),
  [QuestionnaireEvents.StepReached]: v1(questionnaireStepReachedDataSchema),
  [QuestionnaireEvents.Submitted]: v1(questionnaireSubmittedDataSchema),
  [PersonalDataEvents.Erased]: v1(personalDataErasedDataSchema),
  [PersonalDataEvents.StreamErased]: v1(personalDataStreamErasedDataSchema),
  // 2: software, campaign and client.bot always recorded, page paths normalised (issue 29).
  // 3: utm_term and utm_content in the campaign, each its own field (issue 35).
  [VisitorAnalyticsEvents.PageViewed]: v1(visitorPageViewedDataV1Schema)
    .next(visitorPageViewedDataV2Schema, upcastPageViewedV1)
    .next(visitorPageViewedDataSchema, upcastPageViewedV2),
  // 2: client.bot always recorded, page paths normalised (issue 35; through the upcaster since issue 29).
  [VisitorAnalyticsEvents.PageLeft]: v1(visitorPageLeftDataV1Schema).next(visitorPageLeftDataSchema, upcastPageLeftV1),
  [VisitorAnalyticsEvents.FormAbandoned]: v1(visitorFormAbandonedDataV1Schema).next(visitorFormAbandonedDataSchema, upcastFormAbandonedV1),
  [WebhookEndpointEvents.Registered]: v1(webhookEndpointRegisteredDataSchema),
  [WebhookEndpointEvents.Updated]: v1(webhookEndpointUpdatedDataSchema),
  [WebhookEndpointEvents.Disabled]: v1(webhookEndpointDisabledDataSchema),
  [WebhookEndpointEvents.Enabled]: v1(webhookEndpointEnabledDataSchema),
  [WebhookEndpointEvents.SecretRotated]: v1(webhookEndpointSecretRotatedDataSchema),
  [WebhookEndpointEvents.Removed]: v1(webhookEndpointRemovedDataSchema),
  [WorkWithUsEvents.Submitted]: v1(workWithUsSubmittedDataSchema),
  [WorkWithUsEvents.FileAttached]: v1(workWithUsFileAttachedDataSchema),
  [WorkWithUsEvents.AdminNotificationRequested]: v1(workWithUsAdminNotificationRequestedDataSchema),
});

/**
 * The catalogue as the store installs it (installEventCatalogue in @intake/event-store): per
 * type, its versions oldest first.
 */
export const EVENT_CATALOGUE: Readonly<Record<string, readonly CatalogueVersion[]>> = Object.fromEntries(
  Object.entries<EventVersionChain<unknown>>(CATALOGUE).map(([type, chain]) => [type, chain.versions]),
);
