import { jwtVerify, SignJWT } from 'jose';
import { credentialStamp } from '../../platform/auth/token.service.js';
import { UnauthorizedError } from '../../platform/errors/domain-errors.js';
import { STAFF_SIGN_IN_MESSAGES } from '@intake/contracts';

/** The password was right; what is still asked before a session: a code, or an enrolment first. */
export type ChallengePurpose = 'code_required' | 'enrolment_required';

export interface SignInChallenge {
  username: string;
  projectName: string;
  purpose: ChallengePurpose;
  /** The password the first step was passed with: a change in between makes the challenge stale. */
  credential: string;
}

// Not the session tokens' issuer: a challenge is never taken as a session, nor a session as a challenge.
const ISSUER = 'innovation-intake/second-factor';
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export async function issueChallenge(
  key: Uint8Array,
  account: { username: string; projectName: string; passwordHash: string },
  purpose: ChallengePurpose,
): Promise<string> {
  return new SignJWT({ project: account.projectName, purpose, cred: credentialStamp(account.passwordHash) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(account.username)
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
    .sign(key);
}

export async function readChallenge(key: Uint8Array, token: string, purpose: ChallengePurpose): Promise<SignInChallenge> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: purpose, algorithms: ['HS256'] });
    const { sub, project, cred } = payload;
    if (typeof sub !== 'string' || typeof project !== 'string' || typeof cred !== 'string') throw new Error('claims');
    return { username: sub, projectName: project, purpose, credential: cred };
  } catch {
    throw new UnauthorizedError(STAFF_SIGN_IN_MESSAGES.challengeExpired);
  }
}
