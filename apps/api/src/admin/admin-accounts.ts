import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { adminStreamId, type AdminStreamEvent, type AdminUser } from '@intake/contracts';
import { ConcurrencyError, type EventStore, type EventStoreTables } from '@intake/event-store';
import { sql, type Kysely } from 'kysely';
import { ConflictError } from '../platform/errors/domain-errors.js';
import { loadDecideAppend } from '../platform/event-sourcing/load-decide-append.js';
import { adminReducer, decideChangePassword, decideCreateAdmin, validateAdminInput, type AdminState } from './admin.decider.js';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended floor).
const hashPassword = (password: string) => hash(password);

/** Compared against when the user does not exist, so a miss costs the same time as a hit. */
let dummyHash: Promise<string> | undefined;

export interface AdminInput {
  username: string;
  password: string;
  projectName: string;
}

async function loadAdmin(store: EventStore, projectName: string, username: string): Promise<AdminState> {
  const events = await store.readStream<AdminStreamEvent>(adminStreamId(projectName, username));
  return events.reduce(adminReducer.evolve, adminReducer.initial);
}

export async function createAdmin(store: EventStore, input: AdminInput, actor = 'system'): Promise<void> {
  validateAdminInput(input);
  const passwordHash = await hashPassword(input.password);
  await loadDecideAppend(
    store,
    adminStreamId(input.projectName, input.username),
    adminReducer,
    (s) => decideCreateAdmin(s, { username: input.username, projectName: input.projectName, passwordHash }),
    { metadata: { actor }, retries: 0 },
  );
}

/** Creates the admin, or resets its password when it exists with another one. */
export async function ensureAdmin(store: EventStore, input: AdminInput): Promise<'created' | 'updated' | 'unchanged'> {
  validateAdminInput(input);
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
  if (await verify(state.passwordHash, input.password)) return 'unchanged';
  const passwordHash = await hashPassword(input.password);
  await loadDecideAppend(store, adminStreamId(input.projectName, input.username), adminReducer, (s) => decideChangePassword(s, passwordHash), {
    metadata: { actor: 'startup' },
  });
  return 'updated';
}

/** The admin's current password hash, or null when no such account exists (checked on every admin request). */
export async function currentPasswordHash(store: EventStore, projectName: string, username: string): Promise<string | null> {
  const state = await loadAdmin(store, projectName, username);
  return state.status === 'active' ? state.passwordHash : null;
}

/** The admin for these credentials (with the hash its token is stamped from), or null. Reads the admin's own stream: always current. */
export async function authenticateAdmin(store: EventStore, input: AdminInput): Promise<{ user: AdminUser; passwordHash: string } | null> {
  const state = await loadAdmin(store, input.projectName, input.username);
  if (state.status !== 'active') {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, input.password).catch(() => false);
    return null;
  }
  const ok = await verify(state.passwordHash, input.password).catch(() => false);
  return ok ? { user: { username: state.username, project_name: state.projectName, role: 'admin' }, passwordHash: state.passwordHash } : null;
}

export async function anyAdminExists(db: Kysely<EventStoreTables>): Promise<boolean> {
  const r = await sql<{ found: boolean }>`select exists(select 1 from streams where stream_id like 'admin-%') as found`.execute(db);
  return r.rows[0]?.found === true;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
