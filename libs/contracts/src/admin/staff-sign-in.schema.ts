import { z } from 'zod';
import { loginReplySchema, loginResponseSchema } from './admin-auth.schema.js';

/** GET /api/admin/sso: what the login page offers (docs/single-sign-on.md). */
export const ssoOfferSchema = z.object({
  /** Set when single sign-on is configured: the button says "Sign in with <provider_name>". */
  provider_name: z.string().nullable(),
  /** Where the button sends the browser (a redirect to the provider). */
  start_path: z.string().nullable(),
  /** False when PASSWORD_SIGN_IN=false: the page shows the provider's button only. */
  password_sign_in: z.boolean(),
});
export type SsoOffer = z.infer<typeof ssoOfferSchema>;

/** POST /api/admin/sso/exchange: the one-time code the callback put in the login page's address. */
export const ssoExchangeRequestSchema = z.object({ code: z.string().min(1).max(200) });

/**
 * The password step's answer for an account with a second factor (or an owner who must enrol):
 * no token yet, a short-lived challenge to complete with a code. Accounts without one get the
 * spec's login response unchanged.
 */
export const secondFactorChallengeSchema = z.object({
  second_factor: z.enum(['code_required', 'enrolment_required']),
  challenge_token: z.string(),
  expires_in: z.number(),
  detail: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

export const loginStepResponseSchema = z.union([loginResponseSchema, secondFactorChallengeSchema]);
/** What the browser accepts from the password step: the spec's reply (loginReplySchema), or a challenge. */
export const loginStepReplySchema = z.union([loginReplySchema, secondFactorChallengeSchema]);

const code = z
  .string()
  .trim()
  .min(1, 'Enter the code from your authenticator app, or a recovery code.')
  .max(64)
  .transform((v) => v.replace(/[\s-]/g, ''));

/** POST /api/login/second-factor. */
export const secondFactorCodeRequestSchema = z.object({ challenge_token: z.string().min(1).max(4000), code });

/** GET /api/admin/second-factor. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** An enrolment started and not yet confirmed with a code. */
  pending: z.boolean(),
  /** TOTP_REQUIRED_FOR_OWNERS applies to this account. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A new TOTP secret: typed by hand or opened from the otpauth URI (no QR image from elsewhere). */
export const secondFactorEnrolmentSchema = z.object({ secret: z.string(), otpauth_uri: z.string(), digits: z.number(), period: z.number() });
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** Confirming or switching off needs a current code; enrolment at sign-in carries its challenge too. */
export const secondFactorCodeSchema = z.object({ code });
export const secondFactorEnrolmentRequestSchema = z.object({ challenge_token: z.string().min(1).max(4000) });

/** Recovery codes are shown once, here. After an enrolment at sign-in the session comes with them. */
export const secondFactorConfirmedSchema = z.object({
  enabled: z.literal(true),
  recovery_codes: z.array(z.string()),
  session: loginResponseSchema.optional(),
});
export type SecondFactorConfirmed = z.infer<typeof secondFactorConfirmedSchema>;

export const secondFactorDisabledSchema = z.object({ enabled: z.literal(false) });

export const STAFF_SIGN_IN_MESSAGES = {
  passwordSignInOff: 'Password sign-in is switched off for this site. Please use single sign-on.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  enrolmentRequired: 'Owners must set up a second factor before using the workspace. Add this account to your authenticator app, then enter its code.',
  wrongCode: 'That code is not valid. Check your authenticator app (and its clock) and try again.',
  challengeExpired: 'This sign-in step has expired. Please sign in again.',
} as const;
