import type { NewEvent, StoredEvent } from '@intake/event-store';
import { AdminEvents, type AdminPasswordChangedData, type AdminUserCreatedData } from '@intake/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';

export type AdminState =
  | { status: 'none' }
  | { status: 'active'; username: string; projectName: string; passwordHash: string };

export const adminReducer = {
  initial: { status: 'none' } as AdminState,
  evolve(state: AdminState, e: StoredEvent): AdminState {
    if (e.type === AdminEvents.UserCreated) {
      const d = e.data as AdminUserCreatedData;
      return { status: 'active', username: d.username, projectName: d.project_name, passwordHash: d.password_hash };
    }
    if (e.type === AdminEvents.PasswordChanged && state.status === 'active') {
      return { ...state, passwordHash: (e.data as AdminPasswordChangedData).password_hash };
    }
    return state;
  },
};

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{2,64}$/;
export const MIN_PASSWORD_LENGTH = 8;

export function validateAdminInput(input: { username: string; password: string; projectName: string }): void {
  if (!USERNAME_PATTERN.test(input.username)) {
    throw new ValidationError('The username must be 2 to 64 letters, digits, dots, dashes or underscores.');
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (!input.projectName.trim()) throw new ValidationError('The project name is required.');
}

export function decideCreateAdmin(state: AdminState, input: { username: string; projectName: string; passwordHash: string }): NewEvent[] {
  if (state.status !== 'none') throw new ConflictError(`The admin ${input.username} already exists in project ${input.projectName}.`);
  const data: AdminUserCreatedData = { username: input.username, project_name: input.projectName, password_hash: input.passwordHash };
  return [{ type: AdminEvents.UserCreated, data }];
}

export function decideChangePassword(state: AdminState, passwordHash: string): NewEvent[] {
  if (state.status !== 'active') throw new NotFoundError('No such admin.');
  const data: AdminPasswordChangedData = { username: state.username, project_name: state.projectName, password_hash: passwordHash };
  return [{ type: AdminEvents.PasswordChanged, data }];
}
