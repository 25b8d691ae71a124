import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig, SsoSettings } from '@intake/config';
import type { LoginResponse, SsoOffer, StaffRole, StaffSsoIdentityEvent } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { TokenService } from '../../platform/auth/token.service.js';
import { UnauthorizedError } from '../../platform/errors/domain-errors.js';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { APP_CONFIG, LOGGER } from '../../platform/tokens.js';
import { AuditTrail } from '../../audit/index.js';
import { createAdmin, currentAccess, currentPasswordHash, generatePassword } from '../admin-accounts.js';
import { issueStaffSession } from '../staff-session.js';
import { decideLinkIdentity, ssoIdentityReducer, ssoIdentityStreamId, ssoSubjectDigest } from './sso-identity.decider.js';
import { SSO_MESSAGES, SsoRefusal, ssoFailureDetail } from './sso-refusal.js';
import { mapSsoClaims, ssoUsername } from './sso-role-mapping.js';
import { SsoSignInRepository } from './sso-sign-in.repository.js';

export const SSO_START_PATH = '/api/admin/sso/start';

/** Only a path of this site is a place to return to: never another origin (an open redirect). */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)[^\\\s]*$/.test(value) && value.length <= 500 ? value : '/admin';
}

/**
 * Sign-in through the consortium's OpenID Connect provider with openid-client: authorization
 * code with PKCE (S256), state and nonce kept server-side, the id token checked by the library
 * (signature, issuer, audience, expiry, nonce). The first sign-in of an identity makes its staff
 * account and links the two (StaffSsoIdentityLinked); each sign-in maps the role again from the
 * claims and is audited, and so is each refusal.
 */
@Injectable()
export class SsoService {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly tokens: TokenService,
    private readonly attempts: SsoSignInRepository,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  offer(): SsoOffer {
    const sso = this.config.signIn.sso;
    return { provider_name: sso?.providerName ?? null, start_path: sso ? SSO_START_PATH : null, password_sign_in: this.config.signIn.passwordSignIn };
  }

  /** Where to send the browser: the provider's authorization endpoint, with this attempt's state, nonce and PKCE challenge. */
  async start(returnTo: unknown): Promise<URL> {
    const sso = this.settings();
    const client = await this.client(sso);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.attempts.started(state, { codeVerifier, nonce, returnTo: safeReturnPath(returnTo) });
    return oidc.buildAuthorizationUrl(client, {
      redirect_uri: sso.redirectUri,
      scope: sso.scopes,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * The provider's answer (the query of the callback): checks it, signs the person in, and gives
   * the login page's address with a one-time code for the session. A refusal is audited and
   * thrown as SsoRefusal.
   */
  async callback(query: string): Promise<{ handoffCode: string; returnTo: string }> {
    const sso = this.settings();
    try {
      return await this.signIn(sso, query);
    } catch (err) {
      const refusal = err instanceof SsoRefusal ? err : new SsoRefusal(ssoFailureDetail(err));
      if (!(err instanceof SsoRefusal)) this.logger.warn({ err }, 'single sign-on refused');
      await this.audit.ssoSignInRefused({ issuer: sso.issuer, email: refusal.email, reason: refusal.detail });
      throw refusal;
    }
  }

  /** The login page's exchange of the one-time code for the session. */
  async exchange(code: string): Promise<LoginResponse> {
    const handoff = await this.attempts.takeHandOff(code);
    if (!handoff) throw new UnauthorizedError(SSO_MESSAGES.handoffExpired);
    const access = await currentAccess(this.store, handoff.projectName, handoff.username);
    if (!access) throw new UnauthorizedError(SSO_MESSAGES.accountGone);
    // The account's role, which an owner may have changed since the first sign-in mapped it.
    return issueStaffSession(this.tokens, { username: handoff.username, projectName: handoff.projectName, passwordHash: access.passwordHash }, access.role);
  }

  private async signIn(sso: SsoSettings, query: string): Promise<{ handoffCode: string; returnTo: string }> {
    const params = new URLSearchParams(query);
    const state = params.get('state');
    if (!state) throw new SsoRefusal(SSO_MESSAGES.noState);
    const attempt = await this.attempts.spend(state);
    if (attempt === 'used') throw new SsoRefusal(SSO_MESSAGES.replayedState);
    if (attempt === 'unknown') throw new SsoRefusal(SSO_MESSAGES.unknownState);
    const client = await this.client(sso);
    // The address the provider sent the browser to, from configuration: never from the request's Host.
    const currentUrl = new URL(sso.redirectUri);
    currentUrl.search = params.toString();
    const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new SsoRefusal('The identity provider sent no id token.');
    const mapped = mapSsoClaims(sso, claims);
    if ('refused' in mapped) throw new SsoRefusal(mapped.refused, mapped.email);

    const project = this.config.admin.project;
    const streamId = ssoIdentityStreamId(sso.issuer, claims.sub);
    const identity = (await this.store.readStream<StaffSsoIdentityEvent>(streamId)).reduce(ssoIdentityReducer.evolve, ssoIdentityReducer.initial);
    const account = identity.status === 'linked' ? identity : await this.link(sso, claims.sub, mapped.email, mapped.role, project);
    if ((await currentPasswordHash(this.store, account.projectName, account.username)) === null) throw new SsoRefusal(SSO_MESSAGES.accountGone, mapped.email);

    await this.audit.signedInWithSso({
      username: account.username,
      project_name: account.projectName,
      issuer: sso.issuer,
      role: mapped.role,
      linked: identity.status !== 'linked',
    });
    const handoffCode = randomBytes(32).toString('base64url');
    await this.attempts.handOff(handoffCode, { username: account.username, projectName: account.projectName, role: mapped.role });
    return { handoffCode, returnTo: attempt.returnTo };
  }

  /**
   * The first sign-in of an identity: a staff account named after the address, with a random
   * password nobody knows (it signs in through the provider only), linked to the identity. An
   * account of that name made otherwise is never taken over.
   */
  private async link(
    sso: SsoSettings,
    subject: string,
    email: string | null,
    role: StaffRole,
    project: string,
  ): Promise<{ username: string; projectName: string }> {
    const username = ssoUsername(email, ssoSubjectDigest(sso.issuer, subject));
    if ((await currentPasswordHash(this.store, project, username)) !== null) {
      throw new SsoRefusal(
        `A staff account named ${username} exists already and is not linked to your identity, so it was not taken over. Ask an owner of this site.`,
        email,
      );
    }
    await loadDecideAppend(
      this.store,
      ssoIdentityStreamId(sso.issuer, subject),
      ssoIdentityReducer,
      (s) => decideLinkIdentity(s, { issuer: sso.issuer, subject, username, projectName: project, email, role }, new Date()),
      { metadata: { actor: username }, retries: 0 },
    );
    await createAdmin(this.store, { username, password: generatePassword(), projectName: project, role, ...(email ? { email } : {}) }, `sso:${sso.issuer}`);
    return { username, projectName: project };
  }

  private settings(): SsoSettings {
    const sso = this.config.signIn.sso;
    if (!sso) throw new SsoRefusal(SSO_MESSAGES.notConfigured);
    return sso;
  }

  /** The provider's metadata, discovered once; a failed discovery is tried again at the next sign-in. */
  private client(sso: SsoSettings): Promise<oidc.Configuration> {
    this.discovered ??= oidc
      .discovery(new URL(sso.issuer), sso.clientId, sso.clientSecret, undefined, sso.allowLoopbackHttp ? { execute: [oidc.allowInsecureRequests] } : undefined)
      .catch((err: unknown) => {
        this.discovered = undefined;
        this.logger.warn({ err, issuer: sso.issuer }, 'OpenID Connect discovery failed');
        throw new SsoRefusal(SSO_MESSAGES.unreachable);
      });
    return this.discovered;
  }
}
