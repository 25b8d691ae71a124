import {
  STAFF_SIGN_IN_MESSAGES,
  type LoginResponse,
  type SecondFactorChallenge,
  type SecondFactorConfirmed,
  type SecondFactorEnrolment,
} from '@intake/contracts';
import { generate } from 'otplib';
import { eventually, getJson, postJson, startApi, TEST_ADMIN, type ApiHarness } from '../../testing/api-harness.js';
import { FAILURES_PER_ACCOUNT } from '../login-attempts.service.js';
import { TOTP_PERIOD_SECONDS } from './totp.js';

/** A code of the step `offset` steps from now: each sign-in spends its step, so the next takes a later one. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * TOTP_PERIOD_SECONDS });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function auditActions(api: ApiHarness, action: string): Promise<{ actor: string; subject: string }[]> {
  return api.database.db
    .selectFrom('admin_audit_entries')
    .select(['actor', 'subject'])
    .where('action', '=', action as never)
    .execute();
}

describe('second factor (TOTP and recovery codes)', () => {
  let api: ApiHarness;
  let auth: Record<string, string>;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    api = await startApi();
    auth = { authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(() => api.close());

  it('is enrolled from the workspace: a secret and its otpauth URI, confirmed with a first code, recovery codes shown once', async () => {
    expect((await getJson(api, '/api/admin/second-factor', auth)).body).toEqual({ enabled: false, pending: false, required: false, recovery_codes_left: 0 });
    const started = await postJson<SecondFactorEnrolment>(api, '/api/admin/second-factor/enrolment', undefined, auth);
    expect(started.status).toBe(200);
    secret = started.body.secret;
    expect(started.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Innovation%20Intake:tester\?/);
    expect((await getJson(api, '/api/admin/second-factor', auth)).body).toMatchObject({ enabled: false, pending: true });

    const wrong = await postJson(api, '/api/admin/second-factor/enrolment/confirm', { code: '000000' }, { ...auth, ...from('10.0.0.1') });
    expect([wrong.status, wrong.body.detail]).toEqual([422, STAFF_SIGN_IN_MESSAGES.wrongCode]);

    const confirmed = await postJson<SecondFactorConfirmed>(api, '/api/admin/second-factor/enrolment/confirm', { code: await codeAt(secret) }, auth);
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.body.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect((await getJson(api, '/api/admin/second-factor', auth)).body).toEqual({ enabled: true, pending: false, required: false, recovery_codes_left: 10 });
    // Stored sealed and hashed: neither the secret nor a recovery code is in the log.
    const { rows } = await api.database.pool.query<{ data: string }>("select data::text from events where stream_id like 'staff-second-factor-%'");
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.data).not.toContain(secret);
      for (const c of recoveryCodes) expect(r.data).not.toContain(c);
    }
  });

  it('makes the password step answer a challenge, completed by a code once, then by a recovery code once', async () => {
    const step1 = await postJson<SecondFactorChallenge>(api, '/api/login', TEST_ADMIN);
    expect(step1.status).toBe(200);
    expect(step1.body).toMatchObject({ second_factor: 'code_required', detail: STAFF_SIGN_IN_MESSAGES.codeRequired });
    expect(step1.body).not.toHaveProperty('access_token');
    const challenge = step1.body.challenge_token;

    const wrong = await postJson(api, '/api/login/second-factor', { challenge_token: challenge, code: '123456' }, from('10.0.0.2'));
    expect([wrong.status, wrong.body.detail]).toEqual([401, STAFF_SIGN_IN_MESSAGES.wrongCode]);

    const code = await codeAt(secret, 1);
    const ok = await postJson<LoginResponse>(api, '/api/login/second-factor', { challenge_token: challenge, code });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toEqual({ username: 'tester', project_name: 'innovation-intake', role: 'owner' });
    expect((await getJson(api, '/api/admin/second-factor', { authorization: `Bearer ${ok.body.access_token}` })).status).toBe(200);

    const replay = await postJson(api, '/api/login/second-factor', { challenge_token: challenge, code });
    expect(replay.status).toBe(401);

    const recovery = recoveryCodes[3]!.toUpperCase();
    expect((await postJson(api, '/api/login/second-factor', { challenge_token: challenge, code: recovery })).status).toBe(200);
    const again = await postJson(api, '/api/login/second-factor', { challenge_token: challenge, code: recovery });
    expect(again.status).toBe(401);
    expect((await getJson(api, '/api/admin/second-factor', auth)).body).toMatchObject({ recovery_codes_left: 9 });

    // A session token is not a challenge, nor a made-up one.
    const forged = await postJson(api, '/api/login/second-factor', { challenge_token: ok.body.access_token, code: await codeAt(secret, 1) });
    expect([forged.status, forged.body.detail]).toEqual([401, STAFF_SIGN_IN_MESSAGES.challengeExpired]);
  });

  it('throttles wrong codes as it throttles wrong passwords, and audits each one', async () => {
    const { body } = await postJson<SecondFactorChallenge>(api, '/api/login', TEST_ADMIN, from('10.0.0.9'));
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) {
      expect((await postJson(api, '/api/login/second-factor', { challenge_token: body.challenge_token, code: '111111' }, from('10.0.0.9'))).status).toBe(401);
    }
    const blocked = await postJson(api, '/api/login/second-factor', { challenge_token: body.challenge_token, code: await codeAt(secret, 1) }, from('10.0.0.9'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/^Too many failed sign-in attempts/);
    const entries = await eventually(async () => {
      const found = await auditActions(api, 'second-factor-failed');
      return found.length >= FAILURES_PER_ACCOUNT + 3 ? found : undefined;
    });
    expect(entries[0]).toEqual({ actor: 'tester', subject: expect.stringMatching(/^project innovation-intake, wrong code at (sign-in|enrolment)$/) });
  });

  it('is switched off with a current code, after which the spec’s one-step login is back', async () => {
    const wrong = await postJson(api, '/api/admin/second-factor/disable', { code: '999999' }, { ...auth, ...from('10.0.0.3') });
    expect(wrong.status).toBe(422);
    const off = await postJson(api, '/api/admin/second-factor/disable', { code: recoveryCodes[0]! }, { ...auth, ...from('10.0.0.3') });
    expect([off.status, off.body]).toEqual([200, { enabled: false }]);
    const login = await postJson<LoginResponse>(api, '/api/login', TEST_ADMIN, from('10.0.0.4'));
    expect(login.status).toBe(200);
    expect(login.body.access_token).toBeTruthy();
  });
});

describe('second factor required for owners (TOTP_REQUIRED_FOR_OWNERS=true)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ TOTP_REQUIRED_FOR_OWNERS: 'true' });
  });
  afterAll(() => api.close());

  it('asks an owner without one to enrol before any session, then signs them in with its first code', async () => {
    const step1 = await postJson<SecondFactorChallenge>(api, '/api/login', TEST_ADMIN);
    expect(step1.body).toMatchObject({ second_factor: 'enrolment_required', detail: STAFF_SIGN_IN_MESSAGES.enrolmentRequired });
    const challenge = step1.body.challenge_token;
    // The enrolment challenge completes nothing but the enrolment.
    expect((await postJson(api, '/api/login/second-factor', { challenge_token: challenge, code: '123456' })).status).toBe(401);

    const started = await postJson<SecondFactorEnrolment>(api, '/api/login/second-factor/enrolment', { challenge_token: challenge });
    expect(started.status).toBe(200);
    const confirmed = await postJson<SecondFactorConfirmed>(api, '/api/login/second-factor/enrolment/confirm', {
      challenge_token: challenge,
      code: await codeAt(started.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    const token = confirmed.body.session!.access_token;
    const status = await getJson(api, '/api/admin/second-factor', { authorization: `Bearer ${token}` });
    expect(status.body).toEqual({ enabled: true, pending: false, required: true, recovery_codes_left: 10 });

    const off = await postJson(api, '/api/admin/second-factor/disable', { code: confirmed.body.recovery_codes[0]! }, { authorization: `Bearer ${token}` });
    expect(off.status).toBe(409);
    expect(off.body.detail).toMatch(/required for owners/);
    // From now on the password step asks for a code.
    expect((await postJson<SecondFactorChallenge>(api, '/api/login', TEST_ADMIN)).body.second_factor).toBe('code_required');
  });
});
