import type { NewOf } from '@intake/event-store';
import {
  AdminEvents,
  PersonalDataEvents,
  unhandledEvent,
  type AdminEvent,
  type AdminPasswordChangedData,
  type AdminStreamEvent,
  type AdminUserCreatedData,
} from '@intake/contracts';
import type { Reducer } from '../platform/event-sourcing/load-decide-append.js';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';

export type AdminState = { status: 'none' } | { status: 'active'; username: string; projectName: string; passwordHash: string };

export const adminReducer: Reducer<AdminState, AdminStreamEvent> = {
  initial: { status: 'none' },
  evolve(state, e) {
    switch (e.type) {
      case AdminEvents.UserCreated:
        return { status: 'active', username: e.data.username, projectName: e.data.project_name, passwordHash: e.data.password_hash };
      case AdminEvents.PasswordChanged:
        return state.status === 'active' ? { ...state, passwordHash: e.data.password_hash } : state;
      case PersonalDataEvents.StreamErased:
        return state;
      default:
        return unhandledEvent(e, state);
    }
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

export function decideCreateAdmin(state: AdminState, input: { username: string; projectName: string; passwordHash: string }): NewOf<AdminEvent>[] {
  if (state.status !== 'none') throw new ConflictError(`The admin ${input.username} already exists in project ${input.projectName}.`);
  const data: AdminUserCreatedData = { username: input.username, project_name: input.projectName, password_hash: input.passwordHash };
  return [{ type: AdminEvents.UserCreated, data }];
}

export function decideChangePassword(state: AdminState, passwordHash: string): NewOf<AdminEvent>[] {
  if (state.status !== 'active') throw new NotFoundError('No such admin.');
  const data: AdminPasswordChangedData = { username: state.username, project_name: state.projectName, password_hash: passwordHash };
  return [{ type: AdminEvents.PasswordChanged, data }];
}
