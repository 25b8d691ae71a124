import { StaffSignInEvents, type StaffSecondFactorEvent } from '@intake/contracts';
import type { NewOf } from '@intake/event-store';
import { ConflictError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { decider } from '../../testing/decider-spec.js';
import {
  ALREADY_ENABLED,
  decideCodeAccepted,
  decideConfirmEnrolment,
  decideDisable,
  decideRecoveryCodeUsed,
  decideStartEnrolment,
  NONE_SET_UP,
  NOTHING_TO_CONFIRM,
  secondFactorReducer,
} from './second-factor.decider.js';

const spec = decider(secondFactorReducer);
const at = new Date('2026-11-29T10:00:00Z');
const account = { username: 'ada', projectName: 'Intake' };
const who = { username: 'ada', project_name: 'Intake' };
const started: NewOf<StaffSecondFactorEvent> = {
  type: StaffSignInEvents.SecondFactorEnrolmentStarted,
  data: { ...who, sealed_secret: 's1', at: at.toISOString() },
};
const enabled: NewOf<StaffSecondFactorEvent> = {
  type: StaffSignInEvents.SecondFactorEnabled,
  data: { ...who, time_step: 100, recovery_code_hashes: ['h1', 'h2'], at: at.toISOString() },
};

describe('second factor decider', () => {
  it('starts an enrolment, replaces an unconfirmed one, and refuses while one is on', () => {
    spec
      .given([])
      .when((s) => decideStartEnrolment(s, account, 's1', at))
      .thenAppends([started]);
    spec
      .given([started])
      .when((s) => decideStartEnrolment(s, account, 's2', at))
      .thenAppends([{ type: StaffSignInEvents.SecondFactorEnrolmentStarted }]);
    spec
      .given([started, enabled])
      .when((s) => decideStartEnrolment(s, account, 's2', at))
      .thenThrows(ConflictError, ALREADY_ENABLED);
  });

  it('confirms only a pending enrolment, keeping the step and the recovery digests', () => {
    spec
      .given([started])
      .when((s) => decideConfirmEnrolment(s, 100, ['h1', 'h2'], at))
      .thenAppends([enabled]);
    spec
      .given([])
      .when((s) => decideConfirmEnrolment(s, 100, [], at))
      .thenThrows(ConflictError, NOTHING_TO_CONFIRM);
    expect(spec.given([started, enabled]).state).toEqual({ status: 'enabled', sealedSecret: 's1', lastStep: 100, recoveryHashes: ['h1', 'h2'], ...account });
  });

  it('spends a time step once: the same or an older step is a replay', () => {
    const accepted = spec
      .given([started, enabled])
      .when((s) => decideCodeAccepted(s, 101, at))
      .thenAppends([{ type: StaffSignInEvents.TotpCodeAccepted }]);
    spec
      .given([started, enabled, ...accepted])
      .when((s) => decideCodeAccepted(s, 101, at))
      .thenThrows(ConflictError, 'That code has been used already. Wait for the next one.');
    spec
      .given([started, enabled])
      .when((s) => decideCodeAccepted(s, 100, at))
      .thenThrows(ConflictError, 'That code has been used already. Wait for the next one.');
    spec
      .given([started])
      .when((s) => decideCodeAccepted(s, 101, at))
      .thenThrows(NotFoundError, NONE_SET_UP);
  });

  it('spends each recovery code once', () => {
    const used = spec
      .given([started, enabled])
      .when((s) => decideRecoveryCodeUsed(s, 'h2', at))
      .thenAppends([{ type: StaffSignInEvents.RecoveryCodeUsed, data: { ...who, code_hash: 'h2', at: at.toISOString() } }]);
    spec
      .given([started, enabled, ...used])
      .when((s) => decideRecoveryCodeUsed(s, 'h2', at))
      .thenThrows(ConflictError, 'That recovery code is not valid or has been used.');
    spec
      .given([started, enabled])
      .when((s) => decideRecoveryCodeUsed(s, 'nope', at))
      .thenThrows(ConflictError, 'That recovery code is not valid or has been used.');
  });

  it('switches off what is on or pending, and says so when there is nothing', () => {
    const off = spec
      .given([started, enabled])
      .when((s) => decideDisable(s, at))
      .thenAppends([{ type: StaffSignInEvents.SecondFactorDisabled, data: { ...who, at: at.toISOString() } }]);
    expect(spec.given([started, enabled, ...off]).state).toEqual({ status: 'none' });
    spec
      .given([])
      .when((s) => decideDisable(s, at))
      .thenThrows(NotFoundError, NONE_SET_UP);
  });
});
