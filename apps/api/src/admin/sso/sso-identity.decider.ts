import { createHash } from 'node:crypto';
import type { NewOf } from '@intake/event-store';
import { StaffSignInEvents, type StaffRole, type StaffSsoIdentityEvent } from '@intake/contracts';
import type { Reducer } from '../../platform/event-sourcing/load-decide-append.js';
import { ConflictError } from '../../platform/errors/domain-errors.js';

/** A digest of issuer and subject: the stream name reveals neither, and one subject at two issuers are two identities. */
export const ssoSubjectDigest = (issuer: string, subject: string) => createHash('sha256').update(`${issuer}\n${subject}`).digest('base64url');
export const ssoIdentityStreamId = (issuer: string, subject: string) => `staff-sso-identity-${ssoSubjectDigest(issuer, subject)}`;

export type SsoIdentityState = { status: 'unlinked' } | { status: 'linked'; username: string; projectName: string };

export const ssoIdentityReducer: Reducer<SsoIdentityState, StaffSsoIdentityEvent> = {
  initial: { status: 'unlinked' },
  // One event type: nothing to switch over (a second type makes this a switch ending in unhandledEvent).
  evolve(state, e) {
    return e.type === StaffSignInEvents.SsoIdentityLinked ? { status: 'linked', username: e.data.username, projectName: e.data.project_name } : state;
  },
};

export interface IdentityLink {
  issuer: string;
  subject: string;
  username: string;
  projectName: string;
  email: string | null;
  role: StaffRole;
}

/** An identity is linked once; its account stays the same whatever the provider later says. */
export function decideLinkIdentity(state: SsoIdentityState, link: IdentityLink, at: Date): NewOf<StaffSsoIdentityEvent>[] {
  if (state.status === 'linked') throw new ConflictError(`This identity is already linked to the staff account ${state.username}.`);
  const data = {
    issuer: link.issuer,
    subject: link.subject,
    username: link.username,
    project_name: link.projectName,
    email: link.email,
    role: link.role,
    at: at.toISOString(),
  };
  return [{ type: StaffSignInEvents.SsoIdentityLinked, data }];
}
