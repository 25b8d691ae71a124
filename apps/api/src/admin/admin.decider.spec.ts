import { AdminEvents, upcastAdminUserCreatedV1, type AdminStreamEvent } from '@intake/contracts';
import type { NewOf } from '@intake/event-store';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';
import { decider } from '../testing/decider-spec.js';
import {
  adminReducer,
  decideAcceptInvitation,
  decideChangePassword,
  decideChangeRole,
  decideCompleteReset,
  decideCreateAdmin,
  decideDisable,
  decideInvite,
  decideReenable,
  decideRequestReset,
  LINK_NOT_VALID,
  MIN_PASSWORD_LENGTH,
  validateAdminInput,
} from './admin.decider.js';

const spec = decider(adminReducer);
const input = { username: 'ada', projectName: 'Intake', passwordHash: 'h1', role: 'owner' as const };
const created: NewOf<AdminStreamEvent> = {
  type: AdminEvents.UserCreated,
  data: { username: 'ada', project_name: 'Intake', password_hash: 'h1', role: 'owner' },
};
const by = { by: 'grace', at: '2026-11-01T00:00:00.000Z' };
const now = new Date('2026-11-02T00:00:00Z');
const invite = {
  username: 'bob',
  projectName: 'Intake',
  email: 'bob@consortium.test',
  role: 'reviewer' as const,
  nonceDigest: 'n1',
  expiresAt: '2026-11-08T00:00:00.000Z',
  ...by,
};
const invited: NewOf<AdminStreamEvent> = {
  type: AdminEvents.UserInvited,
  data: {
    username: 'bob',
    project_name: 'Intake',
    email: 'bob@consortium.test',
    role: 'reviewer',
    nonce_digest: 'n1',
    expires_at: '2026-11-08T00:00:00.000Z',
    ...by,
  },
};
const withEmail: NewOf<AdminStreamEvent> = { type: AdminEvents.UserCreated, data: { ...created.data, email: 'ada@consortium.test' } as never };

describe('admin decider', () => {
  it('creates an admin once, with its role', () => {
    spec
      .given([])
      .when((s) => decideCreateAdmin(s, input))
      .thenAppends([created]);
    spec
      .given([created])
      .when((s) => decideCreateAdmin(s, input))
      .thenThrows(ConflictError, 'The admin ada already exists in project Intake.');
  });

  it('reads a version 1 account as an owner (the upcaster)', () => {
    expect(upcastAdminUserCreatedV1({ username: 'ada', project_name: 'Intake', password_hash: 'h1' })).toEqual({
      username: 'ada',
      project_name: 'Intake',
      password_hash: 'h1',
      role: 'owner',
    });
  });

  it('changes the password of an existing admin, and the fold keeps the newest hash', () => {
    const changed = spec
      .given([created])
      .when((s) => decideChangePassword(s, 'h2'))
      .thenAppends([{ type: AdminEvents.PasswordChanged, data: { username: 'ada', project_name: 'Intake', password_hash: 'h2' } }]);
    expect(spec.given([created, ...changed]).state).toMatchObject({
      status: 'active',
      username: 'ada',
      projectName: 'Intake',
      passwordHash: 'h2',
      role: 'owner',
    });
    spec
      .given([])
      .when((s) => decideChangePassword(s, 'h2'))
      .thenThrows(NotFoundError);
  });

  it('changes a role (nothing when it is the same), and refuses an unknown account', () => {
    const changed = spec
      .given([created])
      .when((s) => decideChangeRole(s, { role: 'viewer', ...by }))
      .thenAppends([{ type: AdminEvents.RoleChanged, data: { username: 'ada', project_name: 'Intake', role: 'viewer', previous_role: 'owner', ...by } }]);
    expect(spec.given([created, ...changed]).state).toMatchObject({ role: 'viewer' });
    spec
      .given([created])
      .when((s) => decideChangeRole(s, { role: 'owner', ...by }))
      .thenAppends([]);
    spec
      .given([])
      .when((s) => decideChangeRole(s, { role: 'owner', ...by }))
      .thenThrows(NotFoundError);
  });

  it('invites, replaces an open invitation, and refuses to invite an existing account', () => {
    spec
      .given([])
      .when((s) => decideInvite(s, invite))
      .thenAppends([invited]);
    expect(spec.given([invited]).state).toMatchObject({ status: 'invited', passwordHash: null, invitation: { nonceDigest: 'n1' } });
    const again = spec
      .given([invited])
      .when((s) => decideInvite(s, { ...invite, nonceDigest: 'n2' }))
      .thenAppends([{ type: AdminEvents.UserInvited }]);
    expect(spec.given([invited, ...again]).state).toMatchObject({ invitation: { nonceDigest: 'n2' } });
    spec
      .given([created])
      .when((s) => decideInvite(s, { ...invite, username: 'ada' }))
      .thenThrows(ConflictError);
  });

  it('accepts an invitation once, with its latest link, before it expires', () => {
    const accepted = spec
      .given([invited])
      .when((s) => decideAcceptInvitation(s, { nonceDigest: 'n1', passwordHash: 'hb', now }))
      .thenAppends([
        {
          type: AdminEvents.InvitationAccepted,
          data: { username: 'bob', project_name: 'Intake', nonce_digest: 'n1', password_hash: 'hb', at: now.toISOString() },
        },
      ]);
    expect(spec.given([invited, ...accepted]).state).toMatchObject({ status: 'active', passwordHash: 'hb', invitation: null, role: 'reviewer' });
    spec
      .given([invited, ...accepted])
      .when((s) => decideAcceptInvitation(s, { nonceDigest: 'n1', passwordHash: 'hx', now }))
      .thenThrows(ValidationError, LINK_NOT_VALID);
    spec
      .given([invited])
      .when((s) => decideAcceptInvitation(s, { nonceDigest: 'other', passwordHash: 'hx', now }))
      .thenThrows(ValidationError, LINK_NOT_VALID);
    spec
      .given([invited])
      .when((s) => decideAcceptInvitation(s, { nonceDigest: 'n1', passwordHash: 'hx', now: new Date('2026-11-08T00:00:00Z') }))
      .thenThrows(ValidationError, LINK_NOT_VALID);
  });

  it('disables (withdrawing open links) and re-enables, each once', () => {
    const disabled = spec
      .given([invited])
      .when((s) => decideDisable(s, by))
      .thenAppends([{ type: AdminEvents.UserDisabled, data: { username: 'bob', project_name: 'Intake', ...by } }]);
    expect(spec.given([invited, ...disabled]).state).toMatchObject({ status: 'disabled', invitation: null });
    spec
      .given([invited, ...disabled])
      .when((s) => decideDisable(s, by))
      .thenAppends([]);
    spec
      .given([invited, ...disabled])
      .when((s) => decideReenable(s, by))
      .thenAppends([{ type: AdminEvents.UserReenabled, data: { username: 'bob', project_name: 'Intake', status: 'invited', ...by } }]);
    const off = spec
      .given([created])
      .when((s) => decideDisable(s, by))
      .thenAppends([{ type: AdminEvents.UserDisabled }]);
    const on = spec
      .given([created, ...off])
      .when((s) => decideReenable(s, by))
      .thenAppends([{ type: AdminEvents.UserReenabled, data: { username: 'ada', project_name: 'Intake', status: 'active', ...by } }]);
    expect(spec.given([created, ...off, ...on]).state).toMatchObject({ status: 'active' });
    spec
      .given([created])
      .when((s) => decideReenable(s, by))
      .thenAppends([]);
  });

  it('asks for a reset only for an active account with an email, and completes it once', () => {
    const reset = { nonceDigest: 'r1', expiresAt: '2026-11-08T00:00:00.000Z', at: by.at };
    spec
      .given([created])
      .when((s) => decideRequestReset(s, reset))
      .thenAppends([]);
    spec
      .given([invited])
      .when((s) => decideRequestReset(s, reset))
      .thenAppends([]);
    const requested = spec
      .given([withEmail])
      .when((s) => decideRequestReset(s, reset))
      .thenAppends([{ type: AdminEvents.PasswordResetRequested }]);
    const done = spec
      .given([withEmail, ...requested])
      .when((s) => decideCompleteReset(s, { nonceDigest: 'r1', passwordHash: 'h9', now }))
      .thenAppends([{ type: AdminEvents.PasswordResetCompleted }]);
    expect(spec.given([withEmail, ...requested, ...done]).state).toMatchObject({ passwordHash: 'h9', reset: null });
    spec
      .given([withEmail, ...requested, ...done])
      .when((s) => decideCompleteReset(s, { nonceDigest: 'r1', passwordHash: 'h10', now }))
      .thenThrows(ValidationError, LINK_NOT_VALID);
  });

  it('validates the username, the password length and the project', () => {
    expect(() => validateAdminInput({ username: 'a', password: 'x'.repeat(MIN_PASSWORD_LENGTH), projectName: 'p' })).toThrow(ValidationError);
    expect(() => validateAdminInput({ username: 'ada', password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1), projectName: 'p' })).toThrow(ValidationError);
    expect(() => validateAdminInput({ username: 'ada', password: 'x'.repeat(MIN_PASSWORD_LENGTH), projectName: ' ' })).toThrow(ValidationError);
    expect(() => validateAdminInput({ username: 'ada', password: 'x'.repeat(MIN_PASSWORD_LENGTH), projectName: 'p' })).not.toThrow();
  });
});
