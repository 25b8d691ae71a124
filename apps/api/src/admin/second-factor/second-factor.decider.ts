import type { NewOf } from '@intake/event-store';
import { StaffSignInEvents, unhandledEvent, type StaffSecondFactorEvent } from '@intake/contracts';
import type { Reducer } from '../../platform/event-sourcing/load-decide-append.js';
import { ConflictError, NotFoundError } from '../../platform/errors/domain-errors.js';

interface Account {
  username: string;
  projectName: string;
}

/** A staff account's second factor: none, an enrolment awaiting its first code, or on. */
export type SecondFactorState =
  | { status: 'none' }
  | ({ status: 'pending'; sealedSecret: string } & Account)
  | ({ status: 'enabled'; sealedSecret: string; lastStep: number; recoveryHashes: readonly string[] } & Account);

export const secondFactorReducer: Reducer<SecondFactorState, StaffSecondFactorEvent> = {
  initial: { status: 'none' },
  evolve(state, e) {
    switch (e.type) {
      case StaffSignInEvents.SecondFactorEnrolmentStarted:
        return { status: 'pending', sealedSecret: e.data.sealed_secret, username: e.data.username, projectName: e.data.project_name };
      case StaffSignInEvents.SecondFactorEnabled:
        return state.status === 'pending' ? { ...state, status: 'enabled', lastStep: e.data.time_step, recoveryHashes: e.data.recovery_code_hashes } : state;
      case StaffSignInEvents.SecondFactorDisabled:
        return { status: 'none' };
      case StaffSignInEvents.TotpCodeAccepted:
        return state.status === 'enabled' ? { ...state, lastStep: Math.max(state.lastStep, e.data.time_step) } : state;
      case StaffSignInEvents.RecoveryCodeUsed:
        return state.status === 'enabled' ? { ...state, recoveryHashes: state.recoveryHashes.filter((h) => h !== e.data.code_hash) } : state;
      default:
        return unhandledEvent(e, state);
    }
  },
};

export const ALREADY_ENABLED = 'A second factor is already set up for this account. Switch it off first to set up another.';
export const NOTHING_TO_CONFIRM = 'There is no second factor being set up: start again.';
export const NONE_SET_UP = 'This account has no second factor.';

/** A new secret for the account; an unconfirmed one before it is simply replaced. */
export function decideStartEnrolment(state: SecondFactorState, account: Account, sealedSecret: string, at: Date): NewOf<StaffSecondFactorEvent>[] {
  if (state.status === 'enabled') throw new ConflictError(ALREADY_ENABLED);
  const data = { username: account.username, project_name: account.projectName, sealed_secret: sealedSecret, at: at.toISOString() };
  return [{ type: StaffSignInEvents.SecondFactorEnrolmentStarted, data }];
}

/** The first code matched (at `timeStep`): the factor is on, with these recovery codes' digests. */
export function decideConfirmEnrolment(state: SecondFactorState, timeStep: number, recoveryHashes: string[], at: Date): NewOf<StaffSecondFactorEvent>[] {
  if (state.status !== 'pending') throw new ConflictError(state.status === 'enabled' ? ALREADY_ENABLED : NOTHING_TO_CONFIRM);
  const data = { username: state.username, project_name: state.projectName, time_step: timeStep, recovery_code_hashes: recoveryHashes, at: at.toISOString() };
  return [{ type: StaffSignInEvents.SecondFactorEnabled, data }];
}

export function decideDisable(state: SecondFactorState, at: Date): NewOf<StaffSecondFactorEvent>[] {
  if (state.status === 'none') throw new NotFoundError(NONE_SET_UP);
  return [{ type: StaffSignInEvents.SecondFactorDisabled, data: { username: state.username, project_name: state.projectName, at: at.toISOString() } }];
}

/** A code matched at `timeStep`: that step is spent. A step not after the last one is a replay. */
export function decideCodeAccepted(state: SecondFactorState, timeStep: number, at: Date): NewOf<StaffSecondFactorEvent>[] {
  if (state.status !== 'enabled') throw new NotFoundError(NONE_SET_UP);
  if (timeStep <= state.lastStep) throw new ConflictError('That code has been used already. Wait for the next one.');
  return [
    {
      type: StaffSignInEvents.TotpCodeAccepted,
      data: { username: state.username, project_name: state.projectName, time_step: timeStep, at: at.toISOString() },
    },
  ];
}

/** A recovery code spent; one not among those left (never issued, or spent) is refused. */
export function decideRecoveryCodeUsed(state: SecondFactorState, codeHash: string, at: Date): NewOf<StaffSecondFactorEvent>[] {
  if (state.status !== 'enabled') throw new NotFoundError(NONE_SET_UP);
  if (!state.recoveryHashes.includes(codeHash)) throw new ConflictError('That recovery code is not valid or has been used.');
  return [
    {
      type: StaffSignInEvents.RecoveryCodeUsed,
      data: { username: state.username, project_name: state.projectName, code_hash: codeHash, at: at.toISOString() },
    },
  ];
}
