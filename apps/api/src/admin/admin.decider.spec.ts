import { AdminEvents, type AdminStreamEvent } from '@intake/contracts';
import type { NewOf } from '@intake/event-store';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';
import { decider } from '../testing/decider-spec.js';
import { adminReducer, decideChangePassword, decideCreateAdmin, MIN_PASSWORD_LENGTH, validateAdminInput } from './admin.decider.js';

const spec = decider(adminReducer);
const input = { username: 'ada', projectName: 'Intake', passwordHash: 'h1' };
const created: NewOf<AdminStreamEvent> = { type: AdminEvents.UserCreated, data: { username: 'ada', project_name: 'Intake', password_hash: 'h1' } };

describe('admin decider', () => {
  it('creates an admin once', () => {
    spec
      .given([])
      .when((s) => decideCreateAdmin(s, input))
      .thenAppends([created]);
    spec
      .given([created])
      .when((s) => decideCreateAdmin(s, input))
      .thenThrows(ConflictError, 'The admin ada already exists in project Intake.');
  });

  it('changes the password of an existing admin, and the fold keeps the newest hash', () => {
    const changed = spec
      .given([created])
      .when((s) => decideChangePassword(s, 'h2'))
      .thenAppends([{ type: AdminEvents.PasswordChanged, data: { username: 'ada', project_name: 'Intake', password_hash: 'h2' } }]);
    expect(spec.given([created, ...changed]).state).toEqual({ status: 'active', username: 'ada', projectName: 'Intake', passwordHash: 'h2' });
    spec
      .given([])
      .when((s) => decideChangePassword(s, 'h2'))
      .thenThrows(NotFoundError);
  });

  it('validates the username, the password length and the project', () => {
    expect(() => validateAdminInput({ username: 'a', password: 'x'.repeat(MIN_PASSWORD_LENGTH), projectName: 'p' })).toThrow(ValidationError);
    expect(() => validateAdminInput({ username: 'ada', password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1), projectName: 'p' })).toThrow(ValidationError);
    expect(() => validateAdminInput({ username: 'ada', password: 'x'.repeat(MIN_PASSWORD_LENGTH), projectName: ' ' })).toThrow(ValidationError);
    expect(() => validateAdminInput({ username: 'ada', password: 'x'.repeat(MIN_PASSWORD_LENGTH), projectName: 'p' })).not.toThrow();
  });
});
