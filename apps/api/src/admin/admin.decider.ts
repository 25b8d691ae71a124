import type { NewOf } from '@intake/event-store';
import {
  AdminEvents,
  PersonalDataEvents,
  unhandledEvent,
  type AdminEvent,
  type AdminStreamEvent,
  type AdminUserCreatedData,
  type StaffRole,
} from '@intake/contracts';
import type { Reducer } from '../platform/event-sourcing/load-decide-append.js';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';

/** A link waiting to be used: the digest of its nonce and when it stops working. */
export interface PendingLink {
  nonceDigest: string;
  expiresAt: string;
}

/**
 * invited: no password yet (the invitation sets it); active: may sign in; disabled: may not, and
 * every token it holds is refused (AdminGuard reads this state on each request).
 */
export interface AdminAccount {
  status: 'invited' | 'active' | 'disabled';
  username: string;
  projectName: string;
  role: StaffRole;
  email?: string;
  passwordHash: string | null;
  invitation: PendingLink | null;
  reset: PendingLink | null;
}

export type AdminState = { status: 'none' } | AdminAccount;

const isAccount = (s: AdminState): s is AdminAccount => s.status !== 'none';

export const adminReducer: Reducer<AdminState, AdminStreamEvent> = {
  initial: { status: 'none' },
  evolve(state, e) {
    switch (e.type) {
      case AdminEvents.UserCreated: {
        const d = e.data;
        return {
          status: 'active',
          username: d.username,
          projectName: d.project_name,
          role: d.role,
          ...(d.email ? { email: d.email } : {}),
          passwordHash: d.password_hash,
          invitation: null,
          reset: null,
        };
      }
      case AdminEvents.PasswordChanged:
        return isAccount(state) ? { ...state, passwordHash: e.data.password_hash } : state;
      case AdminEvents.RoleChanged:
        return isAccount(state) ? { ...state, role: e.data.role } : state;
      case AdminEvents.UserInvited: {
        const d = e.data;
        return {
          status: 'invited',
          username: d.username,
          projectName: d.project_name,
          role: d.role,
          email: d.email,
          passwordHash: null,
          invitation: { nonceDigest: d.nonce_digest, expiresAt: d.expires_at },
          reset: null,
        };
      }
      case AdminEvents.InvitationAccepted:
        return isAccount(state) ? { ...state, status: 'active', passwordHash: e.data.password_hash, invitation: null } : state;
      case AdminEvents.UserDisabled:
        return isAccount(state) ? { ...state, status: 'disabled', invitation: null, reset: null } : state;
      case AdminEvents.UserReenabled:
        return isAccount(state) ? { ...state, status: e.data.status } : state;
      case AdminEvents.PasswordResetRequested:
        return isAccount(state) ? { ...state, reset: { nonceDigest: e.data.nonce_digest, expiresAt: e.data.expires_at } } : state;
      case AdminEvents.PasswordResetCompleted:
        return isAccount(state) ? { ...state, passwordHash: e.data.password_hash, reset: null } : state;
      case PersonalDataEvents.StreamErased:
        return state;
      default:
        return unhandledEvent(e, state);
    }
  },
};

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{2,64}$/;
export const MIN_PASSWORD_LENGTH = 8;
/** Invitations and reset links stop working after this (issue 30). */
export const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function validateUsername(username: string): void {
  if (!USERNAME_PATTERN.test(username)) throw new ValidationError('The username must be 2 to 64 letters, digits, dots, dashes or underscores.');
}

export function validatePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new ValidationError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
}

export function validateAdminInput(input: { username: string; password: string; projectName: string }): void {
  validateUsername(input.username);
  validatePassword(input.password);
  if (!input.projectName.trim()) throw new ValidationError('The project name is required.');
}

const account = (state: AdminState): AdminAccount => {
  if (!isAccount(state)) throw new NotFoundError('No such staff account.');
  return state;
};
const ids = (a: AdminAccount) => ({ username: a.username, project_name: a.projectName });

export function decideCreateAdmin(
  state: AdminState,
  input: { username: string; projectName: string; passwordHash: string; role: StaffRole; email?: string },
): NewOf<AdminEvent>[] {
  if (state.status !== 'none') throw new ConflictError(`The admin ${input.username} already exists in project ${input.projectName}.`);
  const data: AdminUserCreatedData = {
    username: input.username,
    project_name: input.projectName,
    password_hash: input.passwordHash,
    role: input.role,
    ...(input.email ? { email: input.email } : {}),
  };
  return [{ type: AdminEvents.UserCreated, data }];
}

export function decideChangePassword(state: AdminState, passwordHash: string): NewOf<AdminEvent>[] {
  if (state.status !== 'active') throw new NotFoundError('No such admin.');
  return [{ type: AdminEvents.PasswordChanged, data: { ...ids(state), password_hash: passwordHash } }];
}

export function decideChangeRole(state: AdminState, input: { role: StaffRole; by: string; at: string }): NewOf<AdminEvent>[] {
  const a = account(state);
  if (a.role === input.role) return [];
  return [{ type: AdminEvents.RoleChanged, data: { ...ids(a), role: input.role, previous_role: a.role, by: input.by, at: input.at } }];
}

/** A first invitation, or a new one for someone who has not accepted yet (the old link stops working). */
export function decideInvite(
  state: AdminState,
  input: { username: string; projectName: string; email: string; role: StaffRole; nonceDigest: string; expiresAt: string; by: string; at: string },
): NewOf<AdminEvent>[] {
  if (state.status === 'active' || state.status === 'disabled') {
    throw new ConflictError(`${input.username} already has an account: change its role, or disable and re-enable it, instead.`);
  }
  return [
    {
      type: AdminEvents.UserInvited,
      data: {
        username: input.username,
        project_name: input.projectName,
        email: input.email,
        role: input.role,
        nonce_digest: input.nonceDigest,
        expires_at: input.expiresAt,
        by: input.by,
        at: input.at,
      },
    },
  ];
}

export const LINK_NOT_VALID = 'This link is not valid any more: it was used, replaced by a newer one, or it expired. Ask for a new one.';

const linkOpen = (link: PendingLink | null, nonceDigest: string, now: Date) =>
  link !== null && link.nonceDigest === nonceDigest && new Date(link.expiresAt).getTime() > now.getTime();

export function decideAcceptInvitation(state: AdminState, input: { nonceDigest: string; passwordHash: string; now: Date }): NewOf<AdminEvent>[] {
  if (state.status !== 'invited' || !linkOpen(state.invitation, input.nonceDigest, input.now)) throw new ValidationError(LINK_NOT_VALID);
  return [
    {
      type: AdminEvents.InvitationAccepted,
      data: { ...ids(state), nonce_digest: input.nonceDigest, password_hash: input.passwordHash, at: input.now.toISOString() },
    },
  ];
}

export function decideDisable(state: AdminState, input: { by: string; at: string }): NewOf<AdminEvent>[] {
  const a = account(state);
  if (a.status === 'disabled') return [];
  return [{ type: AdminEvents.UserDisabled, data: { ...ids(a), by: input.by, at: input.at } }];
}

export function decideReenable(state: AdminState, input: { by: string; at: string }): NewOf<AdminEvent>[] {
  const a = account(state);
  if (a.status !== 'disabled') return [];
  return [{ type: AdminEvents.UserReenabled, data: { ...ids(a), status: a.passwordHash === null ? 'invited' : 'active', by: input.by, at: input.at } }];
}

/** Only an active account with an address gets a link; for any other the answer is the same and nothing is recorded. */
export function decideRequestReset(state: AdminState, input: { nonceDigest: string; expiresAt: string; at: string }): NewOf<AdminEvent>[] {
  if (state.status !== 'active' || !state.email) return [];
  return [{ type: AdminEvents.PasswordResetRequested, data: { ...ids(state), nonce_digest: input.nonceDigest, expires_at: input.expiresAt, at: input.at } }];
}

export function decideCompleteReset(state: AdminState, input: { nonceDigest: string; passwordHash: string; now: Date }): NewOf<AdminEvent>[] {
  if (state.status !== 'active' || !linkOpen(state.reset, input.nonceDigest, input.now)) throw new ValidationError(LINK_NOT_VALID);
  return [
    {
      type: AdminEvents.PasswordResetCompleted,
      data: { ...ids(state), nonce_digest: input.nonceDigest, password_hash: input.passwordHash, at: input.now.toISOString() },
    },
  ];
}
