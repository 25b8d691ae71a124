import { GUIDE_TEXT, guideContactRequestSchema, isDeliverableEmail } from '@intake/contracts';
import type { InitSessionInput } from '@intake/machines';
import { checkedAnswer } from '../../app/api-client';
import { ChatCallError, chatRequest, completionEmailRequest, initChatSession, type ChatCall } from './chat.api';

const SERVER_SESSION = '0b6d1a52-7a43-4c8e-9a0e-5f2d3c4b1a90';
const OLD_SESSION = '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';

/** Records the chat's calls and answers them as the scripted server would. */
function server(answer: (path: string, body: unknown) => unknown) {
  const calls: { path: string; body: unknown; method: string }[] = [];
  const send: ChatCall = async (path, check, body, _signal, method = 'POST') => {
    calls.push({ path, body, method });
    const result = answer(path, body);
    if (result instanceof Error) throw result;
    return checkedAnswer(path, check, result);
  };
  return { calls, send };
}

const legacy = (extra: Partial<InitSessionInput> = {}): InitSessionInput => ({
  base: '',
  mode: 'legacy',
  storedSessionId: null,
  previousSessionId: null,
  persona: 'clinicians',
  autoConfirm: true,
  ...extra,
});

describe('legacy mode opens its session on the server (visitor spec §7 POST /api/session/restart)', () => {
  it('asks the server for the session at start, with the persona and the browser metadata', async () => {
    const { calls, send } = server(() => ({ success: true, session_id: SERVER_SESSION, message: GUIDE_TEXT.consentGreeting }));
    const out = await initChatSession(legacy(), undefined, send);
    expect(out).toMatchObject({ sessionId: SERVER_SESSION, reply: null, messages: [{ content: GUIDE_TEXT.consentGreeting, isUser: false }] });
    expect(calls).toEqual([
      {
        path: '/api/session/restart',
        method: 'POST',
        body: { persona_flow: 'clinicians', auto_confirm_consent: true, metadata: expect.objectContaining({ timezone: expect.any(String) }) },
      },
    ]);
  });

  it('closes the replaced session through the same call', async () => {
    const { calls, send } = server(() => ({ success: true, session_id: SERVER_SESSION }));
    await initChatSession(legacy({ previousSessionId: OLD_SESSION }), undefined, send);
    expect(calls[0]).toMatchObject({ path: '/api/session/restart', body: { session_id: OLD_SESSION } });
  });

  it('falls back to a session of its own naming only when the backend has no restart call', async () => {
    const { send } = server(() => new ChatCallError('not-found', 'HTTP 404: Not Found', 404));
    const out = await initChatSession(legacy(), undefined, send);
    expect(out.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const failing = server(() => new ChatCallError('server', 'HTTP 503: Service Unavailable', 503));
    await expect(initChatSession(legacy(), undefined, failing.send)).rejects.toMatchObject({ kind: 'server' });
  });

  it('restores a stored session the server still knows instead', async () => {
    const { calls, send } = server(() => ({ conversation_history: [{ role: 'assistant', content: 'Hi', timestamp: 't' }] }));
    const out = await initChatSession(legacy({ storedSessionId: OLD_SESSION }), undefined, send);
    expect(out.sessionId).toBe(OLD_SESSION);
    expect(calls.map((c) => [c.method, c.path])).toEqual([['GET', `/api/session/${OLD_SESSION}`]]);
  });
});

describe('the legacy chat request', () => {
  const meta = { user_agent: 'UA', platform: 'Linux x86_64', screen_resolution: '1920x1080', timezone: 'Europe/London', language: 'en-GB', referrer: '' };

  it('sends the page the visitor came from as referral_page, or null, never the chat path', () => {
    expect(chatRequest('s', 'Hi', { persona: null, autoConfirm: false }, meta).referral_page).toBeNull();
    expect(chatRequest('s', 'Hi', { persona: null, autoConfirm: false }, { ...meta, referrer: 'https://news.example/story' }).referral_page).toBe(
      'https://news.example/story',
    );
  });

  it('nests platform, screen resolution and language in device_info, as the server reads them', () => {
    expect(chatRequest('s', 'Hi', { persona: null, autoConfirm: false }, meta).device_info).toEqual({
      screen_resolution: '1920x1080',
      platform: 'Linux x86_64',
      language: 'en-GB',
    });
  });
});

describe('the completion email call (visitor spec §7)', () => {
  it('sends user_email, user_name, project_title, completion_percentage and session_data', () => {
    const sessionData = {
      session_id: 's',
      mode: 'guide' as const,
      collected_info: { email: 'ada@x.org' },
      completed_fields: 3,
      total_fields: 3,
      message_count: 9,
    };
    expect(
      completionEmailRequest({
        base: '',
        mode: 'guide',
        sessionId: 's',
        completionPercentage: 100,
        userEmail: 'ada@x.org',
        userName: 'Ada',
        projectTitle: null,
        sessionData,
      }),
    ).toEqual({ user_email: 'ada@x.org', user_name: 'Ada', project_title: null, completion_percentage: 100, session_data: sessionData });
  });
});

describe('one email rule for the email box and the contact call', () => {
  const accepted = ['ada@example.org', ' Ada.Lovelace+intake@mail.clinic.example.co.uk ', "o'brien@hospital.ie", 'x@xn--80ak6aa92e.xn--p1ai', 'a_b-c@b-c.io'];
  const refused = [
    'a@b.c',
    'jörg@example.de',
    'ada@exämple.de',
    'ada@localhost',
    'ada..x@example.org',
    '.ada@example.org',
    'ada.@example.org',
    'ada@-example.org',
    'ada@example-.org',
    'ada@example.123',
    'a b@example.org',
    '@example.org',
    'ada@',
    `${'a'.repeat(65)}@example.org`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.org`,
  ];

  it.each(accepted)('accepts %p in both', (email) => {
    expect(isDeliverableEmail(email)).toBe(true);
    expect(guideContactRequestSchema.safeParse({ email }).success).toBe(true);
  });

  it.each(refused)('refuses %p in both', (email) => {
    expect(isDeliverableEmail(email)).toBe(false);
    expect(guideContactRequestSchema.safeParse({ email }).success).toBe(false);
  });
});
