import { ADMIN_MESSAGES, loginStepReplySchema } from '@intake/contracts';
import { checkedAnswer } from '../../app/api-client';
import { loginErrorMessage } from './admin-login.api';

/** A reply as requestAdminLogin checks it, failing with the words the login screen shows. */
function readLoginReply(reply: unknown) {
  try {
    return checkedAnswer('/api/login', loginStepReplySchema, reply);
  } catch (error) {
    throw new Error(loginErrorMessage(error));
  }
}

describe('the login reply check (admin spec §3, §7: "access_token and user")', () => {
  it('accepts a second-factor challenge from an account that has one (issue 30)', () => {
    const challenge = { second_factor: 'code_required', challenge_token: 'c.h.t', expires_in: 300, detail: 'Enter the code.' };
    expect(readLoginReply(challenge)).toEqual(challenge);
  });

  it('accepts a reply with only an access token and a user, as another backend may send it', () => {
    const reply = readLoginReply({ access_token: 'tok-123', user: { username: 'grace' } });
    expect(reply).toEqual({ access_token: 'tok-123', user: { username: 'grace' } });
  });

  it("accepts our server's full reply and keeps what the user object carries", () => {
    const full = {
      access_token: 'tok',
      token_type: 'bearer',
      expires_in: 28_800,
      user: { username: 'grace', project_name: 'innovation-intake', role: 'admin' },
    };
    expect(readLoginReply(full)).toEqual(full);
    expect(readLoginReply({ access_token: 'tok', user: { username: 'grace', email: 'grace@example.org' } })).toHaveProperty('user', {
      username: 'grace',
      email: 'grace@example.org',
    });
  });

  it('refuses a reply without a token or without a user name', () => {
    for (const reply of [
      null,
      'ok',
      {},
      { user: { username: 'grace' } },
      { access_token: '', user: { username: 'grace' } },
      { access_token: 'tok' },
      { access_token: 'tok', user: {} },
      { access_token: 'tok', user: 'grace' },
    ]) {
      expect(() => readLoginReply(reply)).toThrow(ADMIN_MESSAGES.loginFailed);
    }
  });
});
