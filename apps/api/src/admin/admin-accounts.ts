import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { adminStreamId, type AdminStreamEvent, type AdminUser, type StaffRole } from '@intake/contracts';
import { ConcurrencyError, type EventStore, type EventStoreTables } from '@intake/event-store';
import { sql, type Kysely } from 'kysely';
import { ConflictError } from '../platform/errors/domain-errors.js';
import { loadDecideAppend } from '../platform/event-sourcing/load-decide-append.js';
import {
  adminReducer,
  decideChangePassword,
  decideChangeRole,
  decideCreateAdmin,
  decideReenable,
  validateAdminInput,
  type AdminState,
} from './admin.decider.js';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended floor).
export const hashPassword = (password: string) => hash(password);

/** Compared against when the user does not exist, so a miss costs the same time as a hit. */
let dummyHash: Promise<string> | undefined;

export interface AdminInput {
  username: string;
  password: string;
  projectName: string;
}

export interface NewAdminInput extends AdminInput {
  role?: StaffRole;
  email?: string;
}

export async function loadAdmin(store: EventStore, projectName: string, username: string): Promise<AdminState> {
  const events = await store.readStream<AdminStreamEvent>(adminStreamId(projectName, username));
  return events.reduce(adminReducer.evolve, adminReducer.initial);
}

export async function createAdmin(store: EventStore, input: NewAdminInput, actor = 'system'): Promise<void> {
  validateAdminInput(input);
  const passwordHash = await hashPassword(input.password);
  await loadDecideAppend(
    store,
    adminStreamId(input.projectName, input.username),
    adminReducer,
    (s) =>
      decideCreateAdmin(s, {
        username: input.username,
        projectName: input.projectName,
        passwordHash,
        role: input.role ?? 'owner',
        ...(input.email ? { email: input.email } : {}),
      }),
    { metadata: { actor }, retries: 0 },
  );
}

/**
 * Creates the admin, or resets its password when it exists with another one. The account that
 * ADMIN_USERNAME names is the operator's own: it is kept an owner, and enabled (issue 30).
 */
export async function ensureAdmin(store: EventStore, input: AdminInput): Promise<'created' | 'updated' | 'unchanged'> {
  validateAdminInput(input);
  const before = await loadAdmin(store, input.projectName, input.username);
  const stream = adminStreamId(input.projectName, input.username);
  const by = { by: 'startup', at: new Date().toISOString() };
  let changed = false;
  if (before.status !== 'none' && before.status !== 'invited' && (before.role !== 'owner' || before.status === 'disabled')) {
    await loadDecideAppend(store, stream, adminReducer, (s) => [...decideChangeRole(s, { role: 'owner', ...by }), ...decideReenable(s, by)], {
      metadata: { actor: 'startup' },
    });
    changed = true;
  }
  const state = await loadAdmin(store, input.projectName, input.username);
  if (state.status === 'none') {
    try {
      await createAdmin(store, input, 'startup');
      return 'created';
    } catch (err) {
      // Replicas starting together each ensure the admin: the one that lost the race ensures it as
      // an existing account (which it now is) instead of failing its start.
      if (!(err instanceof ConflictError || err instanceof ConcurrencyError)) throw err;
      return ensureAdmin(store, input);
    }
  }
  if (state.status !== 'active') throw new ConflictError(`${input.username} has been invited but has not chosen a password yet: the invitation decides it.`);
  if (state.passwordHash !== null && (await verify(state.passwordHash, input.password))) return changed ? 'updated' : 'unchanged';
  const passwordHash = await hashPassword(input.password);
  await loadDecideAppend(store, stream, adminReducer, (s) => decideChangePassword(s, passwordHash), {
    metadata: { actor: 'startup' },
  });
  return 'updated';
}

/** The account's password hash and role now, or null when it does not exist or may not sign in (checked on every admin request). */
export async function currentAccess(store: EventStore, projectName: string, username: string): Promise<{ passwordHash: string; role: StaffRole } | null> {
  const state = await loadAdmin(store, projectName, username);
  return state.status === 'active' && state.passwordHash !== null ? { passwordHash: state.passwordHash, role: state.role } : null;
}

/** The hash a session is stamped from, or null when the account may not sign in (SSO and the second factor's last step). */
export async function currentPasswordHash(store: EventStore, projectName: string, username: string): Promise<string | null> {
  return (await currentAccess(store, projectName, username))?.passwordHash ?? null;
}

/** The admin for these credentials (with the hash its token is stamped from), or null. Reads the admin's own stream: always current. */
export async function authenticateAdmin(store: EventStore, input: AdminInput): Promise<{ user: AdminUser; passwordHash: string } | null> {
  const state = await loadAdmin(store, input.projectName, input.username);
  if (state.status !== 'active' || state.passwordHash === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, input.password).catch(() => false);
    return null;
  }
  const ok = await verify(state.passwordHash, input.password).catch(() => false);
  return ok ? { user: { username: state.username, project_name: state.projectName, role: state.role }, passwordHash: state.passwordHash } : null;
}

export async function anyAdminExists(db: Kysely<EventStoreTables>): Promise<boolean> {
  const r = await sql<{ found: boolean }>`select exists(select 1 from streams where stream_id like 'admin-%') as found`.execute(db);
  return r.rows[0]?.found === true;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
