import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import {
  STAFF_SIGN_IN_MESSAGES,
  staffSecondFactorStreamId,
  type LoginResponse,
  type SecondFactorChallenge,
  type SecondFactorConfirmed,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
  type StaffSecondFactorEvent,
} from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { credentialStamp, TokenService } from '../../platform/auth/token.service.js';
import { ConflictError, UnauthorizedError, ValidationError } from '../../platform/errors/domain-errors.js';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { AuditTrail } from '../../audit/index.js';
import { currentPasswordHash } from '../admin-accounts.js';
import { LoginAttempts } from '../login-attempts.service.js';
import { issueStaffSession } from '../staff-session.js';
import {
  ALREADY_ENABLED,
  NOTHING_TO_CONFIRM,
  decideCodeAccepted,
  decideConfirmEnrolment,
  decideDisable,
  decideRecoveryCodeUsed,
  decideStartEnrolment,
  secondFactorReducer,
  type SecondFactorState,
} from './second-factor.decider.js';
import { CHALLENGE_TTL_SECONDS, issueChallenge, readChallenge, type ChallengePurpose } from './sign-in-challenge.js';
import { StaffRoles } from './staff-roles.js';
import { newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash, TOTP_DIGITS, TOTP_PERIOD_SECONDS, verifyTotp } from './totp.js';
import { openTotpSecret, sealTotpSecret, totpSealingKey } from './totp-secret-seal.js';

export interface StaffAccount {
  username: string;
  projectName: string;
}
type FailedStep = 'sign-in' | 'enrolment' | 'disable';
type Matched = { kind: 'totp'; step: number } | { kind: 'recovery'; hash: string };

const ISSUER_LABEL = 'Innovation Intake';

/**
 * TOTP second factor of staff accounts (docs/single-sign-on.md, "Second factor"): enrolment from
 * the workspace or, for an owner TOTP_REQUIRED_FOR_OWNERS holds back, right after the password;
 * the sign-in step after the password; switching it off. Wrong codes count against the same
 * throttle as wrong passwords and are audited.
 */
@Injectable()
export class SecondFactorService {
  private readonly challengeKey: Uint8Array;
  private readonly sealingKey: Buffer;

  constructor(
    private readonly store: EventStore,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttempts,
    private readonly audit: AuditTrail,
    private readonly roles: StaffRoles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // TokenService has refused to start without a JWT_SECRET of 32+ characters.
    const secret = config.jwtSecret ?? '';
    this.challengeKey = new TextEncoder().encode(secret);
    this.sealingKey = totpSealingKey(secret);
  }

  async status(account: StaffAccount): Promise<SecondFactorStatus> {
    const state = await this.load(account);
    return {
      enabled: state.status === 'enabled',
      pending: state.status === 'pending',
      required: await this.required(account),
      recovery_codes_left: state.status === 'enabled' ? state.recoveryHashes.length : 0,
    };
  }

  /**
   * After a right password: null when the account signs in at once (no factor, not required: the
   * spec's one-step login), else the challenge to complete.
   */
  async afterPassword(account: StaffAccount & { passwordHash: string }): Promise<SecondFactorChallenge | null> {
    const state = await this.load(account);
    let purpose: ChallengePurpose | null = null;
    if (state.status === 'enabled') purpose = 'code_required';
    else if (await this.required(account)) purpose = 'enrolment_required';
    if (purpose === null) return null;
    return {
      second_factor: purpose,
      challenge_token: await issueChallenge(this.challengeKey, account, purpose),
      expires_in: CHALLENGE_TTL_SECONDS,
      detail: purpose === 'code_required' ? STAFF_SIGN_IN_MESSAGES.codeRequired : STAFF_SIGN_IN_MESSAGES.enrolmentRequired,
    };
  }

  /** The second step of a sign-in: a TOTP code or a recovery code completes it. */
  async completeSignIn(challengeToken: string, code: string, ip: string | undefined): Promise<LoginResponse> {
    const { account, passwordHash } = await this.challenged(challengeToken, 'code_required');
    const attempt = { username: account.username, projectName: account.projectName, ip };
    await this.attempts.admit(attempt);
    await this.spend(account, code, 'sign-in', ip);
    await this.attempts.succeeded(attempt);
    await this.audit.signedIn(account.username, account.projectName);
    return issueStaffSession(this.tokens, { ...account, passwordHash }, await this.roles.roleOf(account.projectName, account.username));
  }

  async startEnrolment(account: StaffAccount): Promise<SecondFactorEnrolment> {
    const secret = newTotpSecret();
    const streamId = staffSecondFactorStreamId(account.projectName, account.username);
    const sealed = sealTotpSecret(secret, this.sealingKey, streamId);
    await loadDecideAppend(this.store, streamId, secondFactorReducer, (s) => decideStartEnrolment(s, account, sealed, new Date()), {
      metadata: { actor: account.username },
    });
    return { secret, otpauth_uri: otpauthUri(secret, account.username, ISSUER_LABEL), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS };
  }

  /** The first code from the app: the factor is on, and the recovery codes are shown this once. */
  async confirmEnrolment(account: StaffAccount, code: string, ip: string | undefined): Promise<SecondFactorConfirmed> {
    const attempt = { username: account.username, projectName: account.projectName, ip };
    await this.attempts.admit(attempt);
    const state = await this.load(account);
    if (state.status !== 'pending') throw new ConflictError(state.status === 'enabled' ? ALREADY_ENABLED : NOTHING_TO_CONFIRM);
    const secret = openTotpSecret(state.sealedSecret, this.sealingKey, this.streamOf(account));
    const step = secret === null ? null : await verifyTotp(secret, code, null);
    if (step === null) {
      await this.refuse(account, 'enrolment', ip);
      throw new ValidationError(STAFF_SIGN_IN_MESSAGES.wrongCode);
    }
    const codes = newRecoveryCodes();
    await loadDecideAppend(
      this.store,
      this.streamOf(account),
      secondFactorReducer,
      (s) => decideConfirmEnrolment(s, step, codes.map(recoveryCodeHash), new Date()),
      {
        metadata: { actor: account.username },
        retries: 0,
      },
    );
    await this.attempts.succeeded(attempt);
    return { enabled: true, recovery_codes: codes };
  }

  /** Enrolment held up by TOTP_REQUIRED_FOR_OWNERS, with the challenge the password step gave. */
  async startEnrolmentAtSignIn(challengeToken: string): Promise<SecondFactorEnrolment> {
    const { account } = await this.challenged(challengeToken, 'enrolment_required');
    return this.startEnrolment(account);
  }

  async confirmEnrolmentAtSignIn(challengeToken: string, code: string, ip: string | undefined): Promise<SecondFactorConfirmed> {
    const { account, passwordHash } = await this.challenged(challengeToken, 'enrolment_required');
    const confirmed = await this.confirmEnrolment(account, code, ip);
    await this.audit.signedIn(account.username, account.projectName);
    const session = await issueStaffSession(this.tokens, { ...account, passwordHash }, await this.roles.roleOf(account.projectName, account.username));
    return { ...confirmed, session };
  }

  /** Switching it off takes a current code (or a recovery code): a session left open is not enough. */
  async disable(account: StaffAccount, code: string, ip: string | undefined): Promise<void> {
    const attempt = { username: account.username, projectName: account.projectName, ip };
    await this.attempts.admit(attempt);
    const state = await this.load(account);
    if (state.status === 'enabled') {
      if (await this.required(account)) {
        throw new ConflictError('A second factor is required for owners on this site (TOTP_REQUIRED_FOR_OWNERS): it cannot be switched off.');
      }
      await this.spend(account, code, 'disable', ip);
    }
    await loadDecideAppend(this.store, this.streamOf(account), secondFactorReducer, (s) => decideDisable(s, new Date()), {
      metadata: { actor: account.username },
    });
  }

  private required(account: StaffAccount): Promise<boolean> {
    if (!this.config.signIn.totpRequiredForOwners) return Promise.resolve(false);
    return this.roles.roleOf(account.projectName, account.username).then((role) => role === 'owner');
  }

  /** Checks the code and spends it (its time step, or the recovery code), or counts and audits the failure. */
  private async spend(account: StaffAccount, code: string, step: FailedStep, ip: string | undefined): Promise<void> {
    const state = await this.load(account);
    const matched = await this.match(state, code);
    if (matched === null) {
      await this.refuse(account, step, ip);
      throw step === 'sign-in' ? new UnauthorizedError(STAFF_SIGN_IN_MESSAGES.wrongCode) : new ValidationError(STAFF_SIGN_IN_MESSAGES.wrongCode);
    }
    try {
      await loadDecideAppend(
        this.store,
        this.streamOf(account),
        secondFactorReducer,
        (s) => (matched.kind === 'totp' ? decideCodeAccepted(s, matched.step, new Date()) : decideRecoveryCodeUsed(s, matched.hash, new Date())),
        { metadata: { actor: account.username } },
      );
    } catch (err) {
      // Another request spent the same code first: a replay, refused as a wrong code.
      if (!(err instanceof ConflictError)) throw err;
      await this.refuse(account, step, ip);
      throw step === 'sign-in' ? new UnauthorizedError(err.detail) : new ValidationError(err.detail);
    }
  }

  private async match(state: SecondFactorState, code: string): Promise<Matched | null> {
    if (state.status !== 'enabled') return null;
    if (/^\d{6}$/.test(code)) {
      const secret = openTotpSecret(state.sealedSecret, this.sealingKey, staffSecondFactorStreamId(state.projectName, state.username));
      const step = secret === null ? null : await verifyTotp(secret, code, state.lastStep);
      return step === null ? null : { kind: 'totp', step };
    }
    const hash = recoveryCodeHash(code);
    return state.recoveryHashes.includes(hash) ? { kind: 'recovery', hash } : null;
  }

  private async refuse(account: StaffAccount, step: FailedStep, ip: string | undefined): Promise<void> {
    await this.attempts.failed({ username: account.username, projectName: account.projectName, ip });
    await this.audit.secondFactorFailed(account.username, account.projectName, step);
  }

  /** The challenge's account, provided its password is still the one the first step was passed with. */
  private async challenged(token: string, purpose: ChallengePurpose): Promise<{ account: StaffAccount; passwordHash: string }> {
    const challenge = await readChallenge(this.challengeKey, token, purpose);
    const passwordHash = await currentPasswordHash(this.store, challenge.projectName, challenge.username);
    if (passwordHash === null || credentialStamp(passwordHash) !== challenge.credential) throw new UnauthorizedError(STAFF_SIGN_IN_MESSAGES.challengeExpired);
    return { account: { username: challenge.username, projectName: challenge.projectName }, passwordHash };
  }

  private streamOf(account: StaffAccount): string {
    return staffSecondFactorStreamId(account.projectName, account.username);
  }

  private async load(account: StaffAccount): Promise<SecondFactorState> {
    const events = await this.store.readStream<StaffSecondFactorEvent>(this.streamOf(account));
    return events.reduce(secondFactorReducer.evolve, secondFactorReducer.initial);
  }
}
