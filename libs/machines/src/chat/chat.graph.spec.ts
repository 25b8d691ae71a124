// Model-based check of the client chat machine: walk every state reachable under every event
// (the visitor's, the replies of each invoked actor, the health-recheck timer) and assert the
// visitor spec's rules (§2 AI guide chat, §4 Chat, §8 chat behaviour) in each one.
import { CHAT_BEHAVIOUR_MESSAGES, GUIDE_TEXT } from '@intake/contracts';
import { transition, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { chatMachine } from './chat.machine.js';
import type { ChatFailure } from './chat-reply.js';
import type { ChatEvent } from './chat.types.js';

type Snapshot = ReturnType<typeof chatMachine.resolveState>;

const reply = (stage: string, percent: number, extra: Record<string, unknown> = {}) => ({
  session_id: 'S1',
  response: `reply at ${stage}`,
  progress: { completed_fields: Math.round((percent / 100) * 3), total_fields: 3, progress_percentage: percent, current_step: stage },
  state: { conv_stage: stage, should_wrap_up: stage === 'wrapping_up' },
  ...extra,
});
const collecting = reply('collecting', 33);
const completed = reply('complete', 100, { is_complete: true });
const session = (r: unknown) => ({ sessionId: 'S1', messages: [], reply: r });

/** Every invoked actor of the machine, by id, so done and error events can be made for each. */
function invokedActors(node: AnyStateNode, into: { id: string; src: string }[] = []) {
  for (const inv of node.invoke) into.push({ id: inv.id, src: String(inv.src) });
  for (const child of Object.values(node.states)) invokedActors(child, into);
  return into;
}

// What each promise actor may answer; `error` is added for every one.
const outputs: Record<string, unknown[]> = {
  probe: [
    { base: 'http://api.test', mode: 'guide', reachable: true },
    { base: 'http://api.test', mode: 'legacy', reachable: true },
    { base: 'http://api.test', mode: 'guide', reachable: false },
  ],
  initSession: [session(null), session(completed)],
  sendContact: [reply('wrapping_up', 100), completed],
  healthCheck: [true, false],
  sendCompletionEmail: [null],
  exportSession: [null],
  cleanupSession: [null],
};

const failures: ChatFailure[] = (['not-found', 'timeout', 'server', 'client', 'stream', 'network'] as const).map((kind) => ({ kind, message: kind }));

const events = [
  { type: 'SEND', text: 'We lose two hours a shift to charting.' },
  { type: 'SEND', text: '   ' },
  { type: 'EMAIL.SUBMIT', email: ' ada@example.org ' },
  { type: 'UPLOAD', file: { name: 'deck.pdf', size: 10 } },
  { type: 'RETRY' },
  { type: 'RESET' },
  // The callback actors' replies: sendMessage streams, uploadDocument reports.
  { type: 'STREAM.CHUNK', content: 'Thanks' },
  { type: 'STREAM.DONE', reply: collecting },
  { type: 'STREAM.DONE', reply: completed },
  ...failures.map((failure) => ({ type: 'STREAM.FAILED', failure })),
  { type: 'UPLOAD.PROGRESS', message: 'Found: problem' },
  { type: 'UPLOAD.DONE', message: 'Found: problem', followUp: 'Is that right?' },
  { type: 'UPLOAD.FAILED', message: 'File upload service is not currently available' },
  { type: 'xstate.after.healthRecheck.chat.connection.watching' },
  ...invokedActors(chatMachine.root).flatMap(({ id, src }) => [
    ...(outputs[src] ?? []).map((output) => ({ type: `xstate.done.actor.${id}`, output })),
    { type: `xstate.error.actor.${id}`, error: { kind: 'network', message: 'down' } },
  ]),
] as unknown as ChatEvent[];

// Messages grow without end; states are told apart by what decides behaviour and what is shown.
const serializeState = (s: Snapshot) => {
  const c = s.context;
  const last = c.messages[c.messages.length - 1];
  return JSON.stringify([
    s.value,
    c.mode,
    c.connection,
    c.sessionId !== null,
    c.isComplete,
    c.botTyping,
    c.completionEmail,
    c.exported,
    c.outgoing !== null,
    c.pendingInitial !== null,
    s.matches({ conversation: 'failing' }) ? c.lastFailure?.kind : null,
    c.messages.some((m) => m.isStreaming),
    last ? [last.isUser, last.isError ?? false, last.content === GUIDE_TEXT.completion] : null,
  ]);
};

function walk(input: Record<string, unknown>): Snapshot[] {
  return getShortestPaths(chatMachine, {
    events,
    input: { clock: () => 0, random: () => 0, ...input },
    serializeState,
  } as Parameters<typeof getShortestPaths<typeof chatMachine>>[1]).map((p) => p.state as Snapshot);
}

const fresh = walk({});
const withInitial = walk({ initialMessage: '  I have an idea  ', storedSessionId: 'b9b7f3c2-8c1e-4a57-9a55-1c1d2f0e6c11' });
const all = [...fresh, ...withInitial];
const conversation = (s: Snapshot) => JSON.stringify((s.value as { conversation: unknown }).conversation);

describe('chatMachine graph', () => {
  it('reaches every conversation state', () => {
    const seen = new Set(all.map(conversation));
    expect([...seen].sort()).toEqual(
      [
        '{"booting":"probing"}',
        '{"booting":"initializing"}',
        '"ready"',
        '{"sending":"opening"}',
        '{"sending":"awaiting"}',
        '"contacting"',
        '"failing"',
        '{"uploading":"opening"}',
        '{"uploading":"sending"}',
        '{"completing":"emailing"}',
        '{"completing":"exporting"}',
        '"complete"',
        '{"resetting":"cleaning"}',
        '{"resetting":"opening"}',
      ].sort(),
    );
    // The connection region: the 5-minute re-check, and the retry button's re-probe.
    expect(new Set(all.map((s) => JSON.stringify((s.value as { connection: unknown }).connection)))).toEqual(
      new Set(['"watching"', '"checking"', '"reprobing"']),
    );
  });

  it('never sends while a send, a contact or an upload is in progress (Send disabled)', () => {
    for (const s of all.filter((s) => s.hasTag('busy'))) {
      const next = transition(chatMachine, s, { type: 'SEND', text: 'again' })[0];
      expect(next.context.messages).toEqual(s.context.messages);
      expect(next.context.outgoing).toBe(s.context.outgoing);
    }
  });

  it('ignores blank and whitespace-only messages everywhere', () => {
    for (const s of all) {
      const next = transition(chatMachine, s, { type: 'SEND', text: ' \n\t ' })[0];
      expect(next.context.messages.length).toBe(s.context.messages.length);
    }
  });

  it('forces progress to 100% and shows the completion message once complete (§4 step 4)', () => {
    const complete = all.filter((s) => s.hasTag('complete') || s.matches({ conversation: 'completing' }));
    expect(complete.length).toBeGreaterThan(0);
    for (const s of complete) {
      expect(s.context.isComplete).toBe(true);
      expect(s.context.progress.progress_percentage).toBe(100);
      // A session restored complete shows its own history; a live completion adds the message.
      if (!s.matches({ conversation: 'complete' }) || s.context.completionEmail !== 'not-sent') {
        expect(s.context.messages.some((m) => !m.isUser && m.content === GUIDE_TEXT.completion)).toBe(true);
      }
    }
  });

  it('reaches the complete panel only after the email and the export were attempted', () => {
    const finishedLive = all.filter((s) => s.matches({ conversation: 'complete' }) && s.context.completionEmail !== 'not-sent');
    expect(finishedLive.length).toBeGreaterThan(0);
    for (const s of finishedLive) expect(['sent', 'failed']).toContain(s.context.completionEmail);
  });

  it('leaves no placeholder or half-streamed message once nothing is in flight', () => {
    for (const s of all.filter((s) => s.matches({ conversation: 'ready' }) || s.matches({ conversation: 'complete' }))) {
      expect(s.context.messages.some((m) => m.isStreaming)).toBe(false);
      expect(s.context.botTyping).toBeNull();
    }
  });

  it('answers every failed send with a §8 message, and Limited Mode says the connection was lost', () => {
    const fixed = [
      CHAT_BEHAVIOUR_MESSAGES.serviceUnavailable,
      CHAT_BEHAVIOUR_MESSAGES.timeout,
      CHAT_BEHAVIOUR_MESSAGES.serverError,
      CHAT_BEHAVIOUR_MESSAGES.badRequest,
      CHAT_BEHAVIOUR_MESSAGES.streamingError,
      ...CHAT_BEHAVIOUR_MESSAGES.fallbackReplies,
    ];
    const failing = all.filter((s) => s.matches({ conversation: 'failing' }));
    expect(new Set(failing.map((s) => s.context.lastFailure?.kind))).toEqual(new Set(['not-found', 'timeout', 'server', 'client', 'stream', 'network']));
    for (const s of failing) {
      const last = s.context.messages[s.context.messages.length - 1]!;
      expect(last.isUser).toBe(false);
      expect(fixed).toContain(last.content);
      const lost = transition(chatMachine, s, { type: 'xstate.done.actor.0.chat.conversation.failing', output: false } as never)[0];
      expect(lost.context.connection).toBe('limited');
      expect(lost.context.messages[lost.context.messages.length - 1]!.content).toBe(CHAT_BEHAVIOUR_MESSAGES.connectionLost);
    }
  });

  it('keeps progress within 0-100 % of the field total', () => {
    for (const s of all) {
      const p = s.context.progress;
      expect(p.progress_percentage).toBeGreaterThanOrEqual(0);
      expect(p.progress_percentage).toBeLessThanOrEqual(100);
      expect(p.completed_fields).toBeLessThanOrEqual(p.total_fields);
    }
  });

  it('starts every new conversation from nothing (§4 step 5)', () => {
    const resetting = all.filter((s) => s.matches({ conversation: 'resetting' }));
    expect(resetting.length).toBeGreaterThan(0);
    for (const s of resetting) {
      expect(s.context.isComplete).toBe(false);
      expect(s.context.progress.progress_percentage).toBe(0);
      expect(s.context.pendingInitial).toBeNull();
      expect(s.context.completionEmail).toBe('not-sent');
    }
  });

  it('sends the stored initial message, trimmed, as soon as the chat is ready, and only once', () => {
    const sending = withInitial.filter((s) => s.matches({ conversation: 'sending' }) && s.context.outgoing === 'I have an idea');
    expect(sending.length).toBeGreaterThan(0);
    for (const s of sending) expect(s.context.messages.filter((m) => m.isUser).map((m) => m.content)).toEqual(['I have an idea']);
    for (const s of withInitial.filter((s) => s.context.pendingInitial !== null)) {
      expect(s.matches({ conversation: 'ready' })).toBe(false);
      expect(s.context.messages.some((m) => m.isUser)).toBe(false);
    }
  });
});
