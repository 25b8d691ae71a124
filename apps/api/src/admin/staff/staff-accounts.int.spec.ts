import { randomBytes } from 'node:crypto';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { foreignUrls, readableMail, startTestSmtpServer, type TestSmtpServer } from '@intake/worker/testing';
import { STAFF_MESSAGES, type StaffAccount } from '@intake/contracts';
import { eventually, startApi, TEST_ADMIN, type ApiHarness } from '../../testing/api-harness.js';
import { LINK_NOT_VALID, LINK_TTL_MS } from '../admin.decider.js';
import { StaffLinks } from './staff-links.js';

const PROJECT = TEST_ADMIN.project_name;

describe('staff accounts: invitations, roles, disable, password reset (api + worker + SMTP, real Postgres)', () => {
  let smtp: TestSmtpServer;
  let api: ApiHarness;
  let worker: WorkerApp;
  let owner: Record<string, string>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startApi({ SMTP_URL: smtp.url, QUEUE_PREFIX: `s${randomBytes(4).toString('hex')}` });
    worker = await createWorkerApp(api.config);
    owner = { authorization: `Bearer ${await api.adminToken()}` };
  }, 30_000);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const login = (username: string, password: string) => send('POST', '/api/login', { username, password, project_name: PROJECT });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const staffList = async () => (await send('GET', '/api/admin/staff', undefined, owner)).body.accounts as StaffAccount[];

  /** The newest mail to this address matching the subject, decoded; and the token of its link. */
  const mailTo = async (address: string, subject: RegExp, path: string, after = 0) => {
    const mail = await eventually(async () => smtp.inbox.slice(after).find((m) => m.to.includes(address) && subject.test(m.raw)), 20_000);
    const text = readableMail(mail.raw);
    const link = new RegExp(`${api.config.publicUrl}${path}#token=([A-Za-z0-9_.-]+)`).exec(text);
    expect(link).not.toBeNull();
    return { raw: mail.raw, text, token: link![1]! };
  };

  it('invites by email (HTML and text, nothing remote); the invitee chooses a password once, and signs in with the role given', async () => {
    const invited = await send('POST', '/api/admin/staff/invitations', { username: 'bob', email: 'bob@consortium.test', role: 'reviewer' }, owner);
    expect(invited).toMatchObject({ status: 201, body: { success: true } });
    const before = (await staffList()).find((a) => a.username === 'bob');
    expect(before).toMatchObject({ role: 'reviewer', status: 'invited', email: 'bob@consortium.test', last_sign_in_at: null });
    const expiresIn = Date.parse(before!.invitation_expires_at!) - Date.now();
    expect(expiresIn).toBeGreaterThan(LINK_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(LINK_TTL_MS);

    const mail = await mailTo('bob@consortium.test', /Subject: You are invited/, '/admin/invitation');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.text).toContain(`href="${api.config.publicUrl}/admin/invitation#token=${mail.token}"`);
    expect(foreignUrls(mail.text, api.config.publicUrl)).toEqual([]);

    expect((await login('bob', 'bobs own password')).status).toBe(401);
    const accepted = await send('POST', '/api/staff/invitations/accept', { token: mail.token, password: 'bobs own password' });
    expect(accepted).toMatchObject({ status: 200, body: { username: 'bob', project_name: PROJECT } });
    const again = await send('POST', '/api/staff/invitations/accept', { token: mail.token, password: 'another password' });
    expect(again).toMatchObject({ status: 422, body: { detail: LINK_NOT_VALID } });

    const signedIn = await login('bob', 'bobs own password');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toEqual({ username: 'bob', project_name: PROJECT, role: 'reviewer' });
    const bob = bearer(signedIn.body.access_token);
    expect((await send('GET', '/api/admin/staff', undefined, bob)).status).toBe(403);
    expect((await send('GET', '/analytics/forms?limit=1', undefined, bob)).status).toBe(200);
    const after = await eventually(async () => (await staffList()).find((a) => a.username === 'bob' && a.last_sign_in_at !== null));
    expect(after).toMatchObject({ status: 'active', invited_at: null, invitation_expires_at: null });
  });

  it('changes a role (held from the next call), disables (tokens refused at once) and re-enables; never one’s own', async () => {
    const bob = bearer((await login('bob', 'bobs own password')).body.access_token);
    const notes = () => send('POST', '/api/admin/responses/chat/00000000-0000-4000-8000-000000000000/notes', { text: 'hello' }, bob);
    expect((await notes()).status).not.toBe(403);
    expect((await send('POST', '/api/admin/staff/bob/role', { role: 'viewer' }, owner)).status).toBe(200);
    expect((await notes()).status).toBe(403);
    expect((await send('GET', '/analytics/forms?limit=1', undefined, bob)).status).toBe(200);

    expect((await send('POST', '/api/admin/staff/bob/disable', undefined, owner)).status).toBe(200);
    const refused = await send('GET', '/analytics/forms?limit=1', undefined, bob);
    expect(refused.status).toBe(401);
    expect((await login('bob', 'bobs own password')).status).toBe(401);
    expect((await staffList()).find((a) => a.username === 'bob')).toMatchObject({ status: 'disabled', role: 'viewer' });

    expect((await send('POST', '/api/admin/staff/bob/enable', undefined, owner)).status).toBe(200);
    expect((await login('bob', 'bobs own password')).body.user).toMatchObject({ role: 'viewer' });

    for (const path of ['/api/admin/staff/tester/disable', '/api/admin/staff/tester/role']) {
      expect((await send('POST', path, { role: 'viewer' }, owner)).status).toBe(403);
    }
    expect((await send('POST', '/api/admin/staff/nobody/disable', undefined, owner)).status).toBe(404);
    expect((await send('POST', '/api/admin/staff/invitations', { username: 'bob', email: 'b@consortium.test', role: 'owner' }, owner)).status).toBe(409);
  });

  it('re-invites (the first link stops working) and refuses an expired or forged link', async () => {
    await send('POST', '/api/admin/staff/invitations', { username: 'carol', email: 'carol@consortium.test', role: 'viewer' }, owner);
    const first = await mailTo('carol@consortium.test', /Subject: You are invited/, '/admin/invitation');
    const seen = smtp.inbox.length;
    expect((await send('POST', '/api/admin/staff/carol/reinvite', undefined, owner)).status).toBe(200);
    const second = await mailTo('carol@consortium.test', /Subject: You are invited/, '/admin/invitation', seen);
    expect(second.token).not.toBe(first.token);
    expect((await send('POST', '/api/staff/invitations/accept', { token: first.token, password: 'carols password' })).status).toBe(422);

    const links = new StaffLinks(api.config.jwtSecret!);
    const expired = links.issue('invite', PROJECT, 'carol', Date.now() - LINK_TTL_MS - 1000).token;
    expect((await send('POST', '/api/staff/invitations/accept', { token: expired, password: 'carols password' })).body.detail).toBe(LINK_NOT_VALID);
    const forged = new StaffLinks('f'.repeat(64)).issue('invite', PROJECT, 'carol').token;
    expect((await send('POST', '/api/staff/invitations/accept', { token: forged, password: 'carols password' })).status).toBe(422);
    expect((await send('POST', '/api/staff/invitations/accept', { token: second.token, password: 'carols password' })).status).toBe(200);
    expect((await send('POST', '/api/admin/staff/carol/reinvite', undefined, owner)).status).toBe(422);
  });

  it('"forgot password": the same answer for anyone; a link only to a real account, once; other sessions end', async () => {
    const bobToken = bearer((await login('bob', 'bobs own password')).body.access_token);
    const seen = smtp.inbox.length;
    const real = await send('POST', '/api/staff/password-reset', { project_name: PROJECT, username: 'BOB@consortium.test' });
    const unknown = await send('POST', '/api/staff/password-reset', { project_name: PROJECT, username: 'nobody@consortium.test' });
    const noEmail = await send('POST', '/api/staff/password-reset', { project_name: PROJECT, username: TEST_ADMIN.username });
    for (const answer of [real, unknown, noEmail]) expect(answer).toEqual({ status: 202, body: { success: true, message: STAFF_MESSAGES.resetRequested } });

    const mail = await mailTo('bob@consortium.test', /Subject: Choose a new password/, '/admin/reset-password', seen);
    expect(foreignUrls(mail.text, api.config.publicUrl)).toEqual([]);
    const done = await send('POST', '/api/staff/password-reset/complete', { token: mail.token, password: 'bobs newer password' });
    expect(done).toMatchObject({ status: 200, body: { username: 'bob' } });
    expect((await send('GET', '/analytics/forms?limit=1', undefined, bobToken)).status).toBe(401);
    expect((await login('bob', 'bobs newer password')).status).toBe(200);
    expect((await send('POST', '/api/staff/password-reset/complete', { token: mail.token, password: 'yet another one' })).body.detail).toBe(LINK_NOT_VALID);
    // Only bob's mail went out: nothing to the unknown address, nothing for the account without one.
    expect(smtp.inbox.slice(seen).filter((m) => !m.to.includes('bob@consortium.test'))).toEqual([]);
  });

  it('puts invitations, role changes, disables and re-enables in the audit trail', async () => {
    const entries = await eventually(async () => {
      const res = await send('GET', '/api/admin/audit?limit=100', undefined, owner);
      const staff = (res.body.entries as { action: string; actor: string; subject: string }[]).filter((e) => e.action === 'staff');
      return staff.length >= 9 ? staff : undefined;
    });
    const subjects = entries.map((e) => `${e.actor}: ${e.subject}`).join('\n');
    expect(subjects).toContain(`tester: invited bob (project ${PROJECT}) as reviewer`);
    expect(subjects).toContain(`tester: changed the role of bob (project ${PROJECT}) from reviewer to viewer`);
    expect(subjects).toContain(`tester: disabled bob (project ${PROJECT})`);
    expect(subjects).toContain(`tester: re-enabled bob (project ${PROJECT})`);
    expect(subjects).toContain(`bob: accepted the invitation of bob (project ${PROJECT})`);
    expect(subjects).toContain(`bob: reset the password of bob (project ${PROJECT}) through an emailed link`);
  });
});
