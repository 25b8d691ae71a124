import { z } from 'zod';
import type { Event } from '../common/event.js';
import { staffRoleSchema } from './staff-role.js';

/**
 * Single sign-on identities and second factors of staff accounts (issue 30, docs/single-sign-on.md).
 * An identity is its own stream, `staff-sso-identity-<digest of issuer and subject>`, so the
 * callback finds it by what the provider says without a read model; a second factor is the
 * stream `staff-second-factor-<project>:<username>`, beside the account's own.
 */
export const StaffSignInEvents = {
  SsoIdentityLinked: 'StaffSsoIdentityLinked',
  SecondFactorEnrolmentStarted: 'StaffSecondFactorEnrolmentStarted',
  SecondFactorEnabled: 'StaffSecondFactorEnabled',
  SecondFactorDisabled: 'StaffSecondFactorDisabled',
  TotpCodeAccepted: 'StaffTotpCodeAccepted',
  RecoveryCodeUsed: 'StaffRecoveryCodeUsed',
} as const;

export const staffSecondFactorStreamId = (project: string, username: string) =>
  `staff-second-factor-${encodeURIComponent(project.trim().toLowerCase())}:${username.trim().toLowerCase()}`;

/** The first sign-in through the provider: this issuer's subject is this staff account from now on. */
export const staffSsoIdentityLinkedDataSchema = z.object({
  issuer: z.string(),
  subject: z.string(),
  username: z.string(),
  project_name: z.string(),
  email: z.string().nullable(),
  /** The role the provider's claims gave at the first sign-in (each sign-in maps it again). */
  role: staffRoleSchema,
  at: z.string(),
});
export type StaffSsoIdentityLinkedData = z.infer<typeof staffSsoIdentityLinkedDataSchema>;

/** A TOTP secret made for the account, not yet confirmed with a code; sealed (AES-256-GCM), never in clear. */
export const staffSecondFactorEnrolmentStartedDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  sealed_secret: z.string(),
  at: z.string(),
});
export type StaffSecondFactorEnrolmentStartedData = z.infer<typeof staffSecondFactorEnrolmentStartedDataSchema>;

/** Confirmed with a code: sign-in asks for it from now on. Recovery codes are kept as SHA-256 digests. */
export const staffSecondFactorEnabledDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  time_step: z.number().int(),
  recovery_code_hashes: z.array(z.string()),
  at: z.string(),
});
export type StaffSecondFactorEnabledData = z.infer<typeof staffSecondFactorEnabledDataSchema>;

export const staffSecondFactorDisabledDataSchema = z.object({ username: z.string(), project_name: z.string(), at: z.string() });
export type StaffSecondFactorDisabledData = z.infer<typeof staffSecondFactorDisabledDataSchema>;

/** A code accepted at this RFC 6238 time step: that step and earlier ones are refused from now on (no replay). */
export const staffTotpCodeAcceptedDataSchema = z.object({ username: z.string(), project_name: z.string(), time_step: z.number().int(), at: z.string() });
export type StaffTotpCodeAcceptedData = z.infer<typeof staffTotpCodeAcceptedDataSchema>;

/** A recovery code spent: its digest is refused from now on. */
export const staffRecoveryCodeUsedDataSchema = z.object({ username: z.string(), project_name: z.string(), code_hash: z.string(), at: z.string() });
export type StaffRecoveryCodeUsedData = z.infer<typeof staffRecoveryCodeUsedDataSchema>;

export type StaffSsoIdentityEvent = Event<typeof StaffSignInEvents.SsoIdentityLinked, StaffSsoIdentityLinkedData>;

export type StaffSecondFactorEvent =
  | Event<typeof StaffSignInEvents.SecondFactorEnrolmentStarted, StaffSecondFactorEnrolmentStartedData>
  | Event<typeof StaffSignInEvents.SecondFactorEnabled, StaffSecondFactorEnabledData>
  | Event<typeof StaffSignInEvents.SecondFactorDisabled, StaffSecondFactorDisabledData>
  | Event<typeof StaffSignInEvents.TotpCodeAccepted, StaffTotpCodeAcceptedData>
  | Event<typeof StaffSignInEvents.RecoveryCodeUsed, StaffRecoveryCodeUsedData>;

/** Audit entries of sign-ins through the provider and of failed second factors (`admin-audit-<entry id>` streams). */
export const StaffSignInAuditEvents = {
  SignedInWithSso: 'AdminSignedInWithSso',
  SsoSignInRefused: 'AdminSsoSignInRefused',
  SecondFactorFailed: 'AdminSecondFactorFailed',
} as const;

export const adminSignedInWithSsoDataSchema = z.object({
  entry_id: z.string(),
  username: z.string(),
  project_name: z.string(),
  issuer: z.string(),
  role: staffRoleSchema,
  /** True at the sign-in that linked the identity to the account. */
  linked: z.boolean(),
  at: z.string(),
});
export type AdminSignedInWithSsoData = z.infer<typeof adminSignedInWithSsoDataSchema>;

export const adminSsoSignInRefusedDataSchema = z.object({
  entry_id: z.string(),
  issuer: z.string(),
  /** The address the provider gave, when the refusal came after the id token was checked. */
  email: z.string().nullable(),
  reason: z.string(),
  at: z.string(),
});
export type AdminSsoSignInRefusedData = z.infer<typeof adminSsoSignInRefusedDataSchema>;

export const adminSecondFactorFailedDataSchema = z.object({
  entry_id: z.string(),
  username: z.string(),
  project_name: z.string(),
  /** Where the code was refused: at sign-in, confirming an enrolment, or switching it off. */
  step: z.enum(['sign-in', 'enrolment', 'disable']),
  at: z.string(),
});
export type AdminSecondFactorFailedData = z.infer<typeof adminSecondFactorFailedDataSchema>;

export type StaffSignInAuditEvent =
  | Event<typeof StaffSignInAuditEvents.SignedInWithSso, AdminSignedInWithSsoData>
  | Event<typeof StaffSignInAuditEvents.SsoSignInRefused, AdminSsoSignInRefusedData>
  | Event<typeof StaffSignInAuditEvents.SecondFactorFailed, AdminSecondFactorFailedData>;
