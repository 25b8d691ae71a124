import { EVENT_CATALOGUE } from '@intake/contracts';
import type { Processor } from '@intake/event-store';
import { documentDispatchReactor, documentOwnerSyncReactor } from './documents/documents.reactor.js';
import { emailDispatchReactor } from './notifications/email-dispatch.reactor.js';
import { PROJECTIONS } from './projections.js';

const unused = () => {
  throw new Error('not called: only handles are read');
};

/** Every processor of the api whose handles are fixed (the staff-notice reactors take theirs from their context). */
const PROCESSORS: readonly Processor[] = [
  ...PROJECTIONS,
  emailDispatchReactor({ addBulk: unused }),
  documentDispatchReactor({ add: unused }),
  documentOwnerSyncReactor(unused as never),
];

/** Event types no processor follows, each with where it is read instead: the explicit exceptions. */
const READ_FROM_STREAMS_ONLY: Record<string, string> = {
  AdminPasswordChanged: 'sign-in folds the admin stream (admin-accounts.ts)',
  StaffSsoIdentityLinked: 'the callback reads the identity stream it names from issuer and subject (sso.service.ts)',
  StaffSecondFactorEnrolmentStarted: 'sign-in folds the account’s second-factor stream (second-factor.service.ts)',
  StaffSecondFactorEnabled: 'sign-in folds the account’s second-factor stream (second-factor.service.ts)',
  StaffSecondFactorDisabled: 'sign-in folds the account’s second-factor stream (second-factor.service.ts)',
  StaffTotpCodeAccepted: 'sign-in folds the account’s second-factor stream (second-factor.service.ts)',
  StaffRecoveryCodeUsed: 'sign-in folds the account’s second-factor stream (second-factor.service.ts)',
  AdminPasswordResetRequested: 'the reset link is checked against the admin stream (admin/staff/staff.service.ts); the trail records its completion',
  FormConsentTracked: 'a record kept for the consent trail; retention finds its streams in the log (questionnaire.personal-data.ts)',
  PersonalDataStreamErased: 'a marker for writers holding an old stream version; the PersonalDataErased event moves the read models',
};

describe('event coverage', () => {
  it('has every event type of the catalogue followed by a processor, or read from its stream alone (listed with why)', () => {
    const handled = new Set(PROCESSORS.flatMap((p) => p.handles));
    const unhandled = Object.keys(EVENT_CATALOGUE).filter((type) => !handled.has(type) && !(type in READ_FROM_STREAMS_ONLY));
    expect(unhandled).toEqual([]);
  });

  it('lists as stream-only no type a processor follows, and none the catalogue lacks', () => {
    const handled = new Set(PROCESSORS.flatMap((p) => p.handles));
    for (const type of Object.keys(READ_FROM_STREAMS_ONLY)) {
      expect({ type, inCatalogue: type in EVENT_CATALOGUE, handled: handled.has(type) }).toEqual({ type, inCatalogue: true, handled: false });
    }
  });

  it('lets processors follow only types the catalogue knows', () => {
    const unknown = PROCESSORS.flatMap((p) => p.handles.filter((type) => !(type in EVENT_CATALOGUE)).map((type) => `${p.name}: ${type}`));
    expect(unknown).toEqual([]);
  });
});
