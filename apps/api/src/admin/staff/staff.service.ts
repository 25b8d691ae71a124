import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { adminStreamId, type AdminUser, type EmailJob, type InviteStaffRequest, type StaffAccount, type StaffRole } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import type { Queue } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { emailJobsForRequests } from '../../notifications/index.js';
import type { Database } from '../../platform/database/database.types.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors/domain-errors.js';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { waitForReadModels } from '../../platform/processors/read-models-caught-up.js';
import { APP_CONFIG, DB, EMAIL_QUEUE, LOGGER } from '../../platform/tokens.js';
import { hashPassword, loadAdmin } from '../admin-accounts.js';
import {
  adminReducer,
  decideAcceptInvitation,
  decideChangeRole,
  decideCompleteReset,
  decideDisable,
  decideInvite,
  decideReenable,
  decideRequestReset,
  LINK_NOT_VALID,
  validatePassword,
  validateUsername,
  type AdminState,
} from '../admin.decider.js';
import { staffAccountsProjection } from './staff-accounts.projection.js';
import { invitationEmail, passwordResetEmail } from './staff-emails.js';
import { invitationUrl, nonceDigest, passwordResetUrl, StaffLinks, type StaffLinkPurpose } from './staff-links.js';

const LISTED_WAIT_MS = 5000;

/**
 * Staff management (issue 30): owners invite, change roles, disable and re-enable; anyone holding
 * a link accepts an invitation or resets a password. Each action is a decision on the account's
 * own stream; the emails are queued directly (not carried by the events), so a working link
 * never sits in the event log, only its nonce's digest.
 */
@Injectable()
export class StaffService {
  private readonly links: StaffLinks;

  constructor(
    private readonly store: EventStore,
    @Inject(DB) private readonly db: Kysely<Database>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EMAIL_QUEUE) private readonly queue: Queue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.links = new StaffLinks(config.jwtSecret ?? '');
  }

  async list(projectName: string): Promise<StaffAccount[]> {
    const rows = await this.db
      .selectFrom('staff_accounts')
      .selectAll()
      .where(sql<boolean>`lower(project_name) = lower(${projectName})`)
      .orderBy('username')
      .execute();
    return rows.map((r) => ({
      username: r.username,
      role: r.role as StaffRole,
      email: r.email,
      status: r.status as StaffAccount['status'],
      last_sign_in_at: r.last_sign_in_at?.toISOString() ?? null,
      invited_at: r.invited_at?.toISOString() ?? null,
      invitation_expires_at: r.invitation_expires_at?.toISOString() ?? null,
    }));
  }

  async invite(actor: AdminUser, input: InviteStaffRequest): Promise<string> {
    validateUsername(input.username);
    await this.sendInvitation(actor, input.username, input.email, input.role);
    return `Invitation sent to ${input.email}.`;
  }

  /** A new link for someone who has not accepted yet; the one before stops working. */
  async reinvite(actor: AdminUser, username: string): Promise<string> {
    const state = await this.account(actor.project_name, username);
    if (state.status !== 'invited' || !state.email)
      throw new ValidationError(`${state.username} has already chosen a password: there is nothing to re-invite.`);
    await this.sendInvitation(actor, state.username, state.email, state.role);
    return `Invitation sent again to ${state.email}.`;
  }

  async changeRole(actor: AdminUser, username: string, role: StaffRole): Promise<string> {
    this.notSelf(actor, username, 'change your own role');
    const state = await this.account(actor.project_name, username);
    await this.decide(actor.project_name, state.username, actor.username, (s) => decideChangeRole(s, { role, ...this.stamp(actor) }));
    return `${state.username} is now ${role === 'owner' ? 'an' : 'a'} ${role}.`;
  }

  async disable(actor: AdminUser, username: string): Promise<string> {
    this.notSelf(actor, username, 'disable your own account');
    const state = await this.account(actor.project_name, username);
    await this.decide(actor.project_name, state.username, actor.username, (s) => decideDisable(s, this.stamp(actor)));
    return `${state.username} is disabled: signed out everywhere, and cannot sign in.`;
  }

  async enable(actor: AdminUser, username: string): Promise<string> {
    const state = await this.account(actor.project_name, username);
    await this.decide(actor.project_name, state.username, actor.username, (s) => decideReenable(s, this.stamp(actor)));
    return state.passwordHash === null ? `${state.username} is enabled again; re-invite them to choose a password.` : `${state.username} may sign in again.`;
  }

  async acceptInvitation(token: string, password: string): Promise<{ username: string; projectName: string }> {
    return this.useLink('invite', token, password, (s, nonce, passwordHash, now) =>
      decideAcceptInvitation(s, { nonceDigest: nonceDigest(nonce), passwordHash, now }),
    );
  }

  async completeReset(token: string, password: string): Promise<{ username: string; projectName: string }> {
    return this.useLink('reset', token, password, (s, nonce, passwordHash, now) =>
      decideCompleteReset(s, { nonceDigest: nonceDigest(nonce), passwordHash, now }),
    );
  }

  /**
   * "Forgot password": a link to the account's email if an active account with one matches the
   * username or the email. The caller answers the same either way and does not wait for this.
   */
  async requestReset(projectName: string, usernameOrEmail: string): Promise<void> {
    const row = await this.db
      .selectFrom('staff_accounts')
      .select(['username', 'project_name', 'email'])
      .where(sql<boolean>`lower(project_name) = lower(${projectName})`)
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', usernameOrEmail.toLowerCase()), eb(sql`lower(email)`, '=', usernameOrEmail.toLowerCase())]))
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!row?.email) return;
    const { token, claims } = this.links.issue('reset', row.project_name, row.username);
    const digest = nonceDigest(claims.nonce);
    const { appended } = await loadDecideAppend(
      this.store,
      adminStreamId(row.project_name, row.username),
      adminReducer,
      (s) => decideRequestReset(s, { nonceDigest: digest, expiresAt: new Date(claims.expires).toISOString(), at: new Date().toISOString() }),
      { metadata: { actor: 'password-reset' } },
    );
    if (appended.length === 0) return;
    await this.send(
      passwordResetEmail({
        emailId: `staff-reset-${digest.slice(0, 22)}`,
        to: row.email,
        username: row.username,
        projectName: row.project_name,
        url: passwordResetUrl(this.config.publicUrl, token),
      }),
    );
  }

  /** requestReset without making the caller wait: its answer takes as long whether or not someone matched. */
  requestResetInBackground(projectName: string, usernameOrEmail: string): void {
    this.requestReset(projectName, usernameOrEmail).catch((err: unknown) => this.logger.error({ err }, 'password reset request failed'));
  }

  private async sendInvitation(actor: AdminUser, username: string, email: string, role: StaffRole): Promise<void> {
    const { token, claims } = this.links.issue('invite', actor.project_name, username);
    const digest = nonceDigest(claims.nonce);
    await loadDecideAppend(
      this.store,
      adminStreamId(actor.project_name, username),
      adminReducer,
      (s) =>
        decideInvite(s, {
          username: s.status === 'none' ? username : s.username,
          projectName: s.status === 'none' ? actor.project_name : s.projectName,
          email,
          role,
          nonceDigest: digest,
          expiresAt: new Date(claims.expires).toISOString(),
          ...this.stamp(actor),
        }),
      { metadata: { actor: actor.username } },
    );
    await this.send(
      invitationEmail({
        emailId: `staff-invite-${digest.slice(0, 22)}`,
        to: email,
        username,
        projectName: actor.project_name,
        role,
        by: actor.username,
        url: invitationUrl(this.config.publicUrl, token),
      }),
    );
  }

  private async useLink(
    purpose: StaffLinkPurpose,
    token: string,
    password: string,
    decide: (s: AdminState, nonce: string, passwordHash: string, now: Date) => ReturnType<typeof decideAcceptInvitation>,
  ): Promise<{ username: string; projectName: string }> {
    const claims = this.links.read(token, purpose);
    if (!claims) throw new ValidationError(LINK_NOT_VALID);
    validatePassword(password);
    const passwordHash = await hashPassword(password);
    const { state } = await loadDecideAppend(
      this.store,
      adminStreamId(claims.project, claims.username),
      adminReducer,
      (s) => decide(s, claims.nonce, passwordHash, new Date()),
      // A retry after a concurrent use re-reads the stream, where the link is then spent.
      { metadata: { actor: claims.username } },
    );
    const a = state as Exclude<AdminState, { status: 'none' }>;
    return { username: a.username, projectName: a.projectName };
  }

  /** Read your own write: the list shows a change once it answers (it holds either way). */
  listed(): Promise<void> {
    return waitForReadModels(this.db, [staffAccountsProjection], LISTED_WAIT_MS).catch(() => undefined);
  }

  private async send(email: EmailJob): Promise<void> {
    await this.queue.addBulk(emailJobsForRequests([{ event_id: randomUUID(), email }]));
  }

  private async account(projectName: string, username: string): Promise<Exclude<AdminState, { status: 'none' }>> {
    const state = await loadAdmin(this.store, projectName, username);
    if (state.status === 'none') throw new NotFoundError(`There is no staff account ${username}.`);
    return state;
  }

  private async decide(projectName: string, username: string, actor: string, decide: (s: AdminState) => ReturnType<typeof decideDisable>): Promise<void> {
    await loadDecideAppend(this.store, adminStreamId(projectName, username), adminReducer, decide, { metadata: { actor } });
  }

  private notSelf(actor: AdminUser, username: string, what: string): void {
    // So there is always an owner: the one acting keeps their own role and access.
    if (actor.username.toLowerCase() === username.toLowerCase()) throw new ForbiddenError(`You cannot ${what}; ask another owner.`);
  }

  private stamp(actor: AdminUser) {
    return { by: actor.username, at: new Date().toISOString() };
  }
}
