import { CHAT_BEHAVIOUR_MESSAGES, CHAT_ERRORS, GUIDE_TEXT } from '@intake/contracts';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { DOCUMENT_UPLOAD_MESSAGES } from '../document-upload/document-upload.messages.js';
import { chatMachine } from './chat.machine.js';
import type { ChatFailure } from './chat-reply.js';
import type { ChatInput, InitSessionInput, InitSessionOutput, ProbeOutput, SendMessageInput, UploadInput } from './chat.types.js';

type Reply = { chunks?: string[]; reply?: unknown; failure?: ChatFailure };

interface Harness {
  inits: InitSessionInput[];
  sends: SendMessageInput[];
  contacts: unknown[];
  emails: unknown[];
  exports: unknown[];
  cleanups: unknown[];
  persisted: (string | null)[];
  problems: string[];
  uploads: UploadInput[];
  announced: { outcome: string; filename: string }[];
  /** How many session openings fail before they succeed again. */
  initFailures: number;
  /** The probe answers when this resolves. */
  probeGate: Promise<void>;
  replies: Reply[];
  health: boolean;
  mode: 'guide' | 'legacy';
  restored: InitSessionOutput | null;
}

const guideReply = (response: string, extra: Record<string, unknown> = {}) => ({
  session_id: 'S1',
  response,
  is_complete: false,
  progress: { completed_fields: 1, total_fields: 3, progress_percentage: 33, current_step: 'collecting' },
  state: { conv_stage: 'collecting', should_wrap_up: false, progress: { problem: true, solution: false, needs: false, stage: false } },
  ...extra,
});

const running: { stop(): void }[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function start(input: ChatInput = {}, setup: Partial<Harness> = {}) {
  const h: Harness = {
    inits: [],
    sends: [],
    contacts: [],
    emails: [],
    exports: [],
    cleanups: [],
    persisted: [],
    problems: [],
    uploads: [],
    announced: [],
    initFailures: 0,
    probeGate: Promise.resolve(),
    replies: [],
    health: true,
    mode: 'guide',
    restored: null,
    ...setup,
  };
  let sessions = 0;
  const machine = chatMachine.provide({
    actors: {
      probe: fromPromise(async (): Promise<ProbeOutput> => {
        await h.probeGate;
        return { base: 'http://api.test', mode: h.mode, reachable: true };
      }),
      initSession: fromPromise(async ({ input }: { input: InitSessionInput }) => {
        h.inits.push(input);
        if (h.initFailures > 0) {
          h.initFailures--;
          throw { kind: 'server', status: 503, message: 'HTTP 503: Service Unavailable' };
        }
        if (h.restored && input.storedSessionId) return h.restored;
        return { sessionId: `S${++sessions}`, messages: [{ content: GUIDE_TEXT.consentGreeting, isUser: false, timestamp: 't' }], reply: null };
      }),
      sendMessage: fromCallback<EventObject, SendMessageInput>(({ input, sendBack }) => {
        h.sends.push(input);
        const next = h.replies.shift() ?? { reply: guideReply('ok') };
        queueMicrotask(() => {
          for (const c of next.chunks ?? []) sendBack({ type: 'STREAM.CHUNK', content: c });
          if (next.failure) sendBack({ type: 'STREAM.FAILED', failure: next.failure });
          else sendBack({ type: 'STREAM.DONE', reply: next.reply });
        });
      }),
      sendContact: fromPromise(async ({ input }) => {
        h.contacts.push(input);
        return guideReply('Here is your summary. Do you agree to proceed?', { state: { conv_stage: 'wrapping_up', should_wrap_up: true } });
      }),
      healthCheck: fromPromise(async () => h.health),
      sendCompletionEmail: fromPromise(async ({ input }) => void h.emails.push(input)),
      exportSession: fromPromise(async ({ input }) => void h.exports.push(input)),
      cleanupSession: fromPromise(async ({ input }) => void h.cleanups.push(input)),
      uploadDocument: fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
        h.uploads.push(input);
        queueMicrotask(() => {
          sendBack({ type: 'UPLOAD.PROGRESS', message: DOCUMENT_UPLOAD_MESSAGES.reading });
          if (input.file.name.endsWith('.pdf')) {
            // As the real uploader does: what was found is shown, then the follow-up comes.
            sendBack({ type: 'UPLOAD.PROGRESS', message: 'Found: problem' });
            sendBack({ type: 'UPLOAD.DONE', message: 'Found: problem', followUp: 'Is that right?', found: { problem: 'Falls at night', solution: 'A radar' } });
          } else sendBack({ type: 'UPLOAD.FAILED', message: 'File upload service is not currently available' });
        });
      }),
    },
    actions: {
      persistSession: (_, { sessionId }) => void h.persisted.push(sessionId),
      reportProblem: (_, { what }) => void h.problems.push(what),
      announceUpload: (_, params) => void h.announced.push(params),
    },
  });
  const actor = createActor(machine, { input: { clock: () => 0, random: () => 0, ...input } });
  actor.start();
  running.push(actor);
  const idle = () => waitFor(actor, (s) => s.matches({ conversation: 'ready' }) || s.matches({ conversation: 'complete' }));
  const texts = () => actor.getSnapshot().context.messages.map((m) => `${m.isUser ? 'me' : 'bot'}: ${m.content}`);
  return { actor, h, idle, texts };
}

describe('chat machine', () => {
  it('probes, opens a session, shows the consent greeting and stores the session id', async () => {
    const { actor, h, idle, texts } = start();
    await idle();
    const c = actor.getSnapshot().context;
    expect(c).toMatchObject({ base: 'http://api.test', mode: 'guide', connection: 'online', sessionId: 'S1' });
    expect(texts()).toEqual([`bot: ${GUIDE_TEXT.consentGreeting}`]);
    expect(h.persisted).toEqual(['S1']);
    expect(h.inits[0]).toMatchObject({ storedSessionId: null, persona: null, autoConfirm: false });
  });

  it('sends initial_chat_message as the first message and streams the reply into one message', async () => {
    const { actor, h, idle, texts } = start(
      { initialMessage: '  Nurses chart twice  ', persona: 'clinicians', autoConfirm: true },
      { replies: [{ chunks: ['Thanks! ', 'Please type Confirm.'], reply: guideReply('Thanks! Please type Confirm.') }] },
    );
    await idle();
    expect(h.sends[0]).toEqual({ base: 'http://api.test', mode: 'guide', sessionId: 'S1', message: 'Nurses chart twice' });
    expect(h.inits[0]).toMatchObject({ persona: 'clinicians', autoConfirm: true });
    expect(texts()).toEqual([`bot: ${GUIDE_TEXT.consentGreeting}`, 'me: Nurses chart twice', 'bot: Thanks! Please type Confirm.']);
    const c = actor.getSnapshot().context;
    expect(c.messages.every((m) => !m.isStreaming)).toBe(true);
    expect(c.progress).toEqual({ completed_fields: 1, total_fields: 3, progress_percentage: 33, current_step: 'collecting' });
    expect(c.stage).toBe('collecting');
    expect(c.botTyping).toBeNull();
  });

  it('ignores a blank message', async () => {
    const { actor, h, idle } = start();
    await idle();
    actor.send({ type: 'SEND', text: '   ' });
    expect(actor.getSnapshot().matches({ conversation: 'ready' })).toBe(true);
    expect(h.sends).toHaveLength(0);
  });

  it('completes: progress forced to 100%, one completion message, the email, then the export', async () => {
    const { actor, h, idle, texts } = start({}, { replies: [{ reply: guideReply(GUIDE_TEXT.completion, { is_complete: true }) }] });
    await idle();
    actor.send({ type: 'SEND', text: 'Yes' });
    await waitFor(actor, (s) => s.matches({ conversation: 'complete' }));
    const c = actor.getSnapshot().context;
    expect(c).toMatchObject({ isComplete: true, completionEmail: 'sent', exported: true, stage: 'complete' });
    expect(c.progress.progress_percentage).toBe(100);
    expect(texts().filter((t) => t === `bot: ${GUIDE_TEXT.completion}`)).toHaveLength(1);
    expect(h.emails).toEqual([
      {
        base: 'http://api.test',
        mode: 'guide',
        sessionId: 'S1',
        completionPercentage: 100,
        userEmail: null,
        userName: null,
        projectTitle: null,
        sessionData: { session_id: 'S1', mode: 'guide', collected_info: {}, completed_fields: 3, total_fields: 3, message_count: 3 },
      },
    ]);
    expect(h.exports).toHaveLength(1);
  });

  it('completes on conversation_completed, or on 100% unless explicitly incomplete', async () => {
    const a = start({}, { replies: [{ reply: { response: 'done', questionnaire_status: { conversation_completed: true } } }] });
    await a.idle();
    a.actor.send({ type: 'SEND', text: 'x' });
    await waitFor(a.actor, (s) => s.matches({ conversation: 'complete' }));
    expect(a.texts().at(-1)).toBe(`bot: ${GUIDE_TEXT.completion}`);

    const b = start({}, { replies: [{ reply: { response: 'r', completion_percentage: 100 } }] });
    await b.idle();
    b.actor.send({ type: 'SEND', text: 'x' });
    await waitFor(b.actor, (s) => s.matches({ conversation: 'complete' }));

    const c = start({}, { replies: [{ reply: { response: 'r', completion_percentage: 100, is_complete: false } }] });
    await c.idle();
    c.actor.send({ type: 'SEND', text: 'x' });
    await waitFor(c.actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 3);
    expect(c.actor.getSnapshot().context.isComplete).toBe(false);
  });

  it('falls back from legacy to guide mode on a 404 and resends the message there', async () => {
    const { actor, h, idle, texts } = start(
      {},
      {
        mode: 'legacy',
        replies: [{ failure: { kind: 'not-found', status: 404, message: 'HTTP 404: Not Found' } }, { reply: guideReply('Welcome to guide mode') }],
      },
    );
    await idle();
    actor.send({ type: 'SEND', text: 'Hello' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.mode === 'guide' && s.context.messages.length === 3);
    expect(h.sends.map((s) => [s.mode, s.sessionId, s.message])).toEqual([
      ['legacy', 'S1', 'Hello'],
      ['guide', 'S2', 'Hello'],
    ]);
    expect(texts().at(-1)).toBe('bot: Welcome to guide mode');
  });

  it.each([
    [{ kind: 'timeout', message: 'Request timed out' } as ChatFailure, CHAT_BEHAVIOUR_MESSAGES.timeout, true],
    [{ kind: 'server', status: 503, message: 'HTTP 503: Service Unavailable' } as ChatFailure, CHAT_BEHAVIOUR_MESSAGES.serverError, true],
    [{ kind: 'client', status: 422, message: 'HTTP 422: x' } as ChatFailure, CHAT_BEHAVIOUR_MESSAGES.badRequest, true],
    [{ kind: 'stream', message: 'Response body is not readable' } as ChatFailure, CHAT_BEHAVIOUR_MESSAGES.streamingError, true],
    [{ kind: 'not-found', status: 404, message: 'HTTP 404' } as ChatFailure, CHAT_BEHAVIOUR_MESSAGES.serviceUnavailable, true],
    [{ kind: 'network', message: 'Failed to fetch' } as ChatFailure, CHAT_BEHAVIOUR_MESSAGES.fallbackReplies[0], false],
  ])('answers a %o failure with the spec message', async (failure, text, isError) => {
    const { actor, idle } = start({}, { replies: [{ chunks: ['partial'], failure }] });
    await idle();
    actor.send({ type: 'SEND', text: 'Hello' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 3);
    const last = actor.getSnapshot().context.messages.at(-1)!;
    expect(last).toMatchObject({ content: text, isUser: false, isError });
    // The partial stream is gone; the connection stays online when the health check passes.
    expect(actor.getSnapshot().context.messages.some((m) => m.content === 'partial')).toBe(false);
    expect(actor.getSnapshot().context.connection).toBe('online');
  });

  it('switches to Limited Mode when the health check fails after a failed send', async () => {
    const { actor, idle, texts } = start({}, { health: false, replies: [{ failure: { kind: 'network', message: 'Failed to fetch' } }] });
    await idle();
    actor.send({ type: 'SEND', text: 'Hello' });
    await waitFor(actor, (s) => s.context.connection === 'limited');
    expect(texts().at(-1)).toBe(`bot: ${CHAT_BEHAVIOUR_MESSAGES.connectionLost}`);
  });

  it('drops a guide session the server no longer knows', async () => {
    const { actor, h, idle } = start(
      {},
      { replies: [{ failure: { kind: 'not-found', status: 404, message: 'HTTP 404' } }, { reply: guideReply('fresh', { session_id: 'S2' }) }] },
    );
    await idle();
    actor.send({ type: 'SEND', text: 'Hello' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.sessionId === null);
    actor.send({ type: 'SEND', text: 'Again' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.sessionId === 'S2');
    expect(h.sends.at(-1)).toMatchObject({ sessionId: 'S2', message: 'Again' });
  });

  it('sends the email box to the contact call in guide mode', async () => {
    const { actor, h, idle, texts } = start();
    await idle();
    actor.send({ type: 'EMAIL.SUBMIT', email: ' ada@example.org ', fullName: 'Ada' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.shouldWrapUp);
    expect(h.contacts).toEqual([{ base: 'http://api.test', sessionId: 'S1', email: 'ada@example.org', fullName: 'Ada' }]);
    expect(texts().slice(-2)).toEqual(['me: ada@example.org', 'bot: Here is your summary. Do you agree to proceed?']);
    expect(actor.getSnapshot().context.stage).toBe('wrapping_up');
  });

  it('sends the email box as a message in legacy mode', async () => {
    const { actor, h, idle } = start({}, { mode: 'legacy' });
    await idle();
    actor.send({ type: 'EMAIL.SUBMIT', email: 'ada@example.org' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 3);
    expect(h.sends[0]!.message).toBe('ada@example.org');
    expect(h.contacts).toEqual([]);
  });

  it('shows the reading state during an upload, then what was found and the follow-up', async () => {
    const { actor, idle, texts } = start();
    await idle();
    const shown: [string | undefined, string | null][] = [];
    const sub = actor.subscribe((s) => {
      const streaming = s.context.messages.find((m) => m.isStreaming);
      if (streaming && streaming.content !== shown.at(-1)?.[0]) shown.push([streaming.content, s.context.botTyping]);
    });
    actor.send({ type: 'UPLOAD', file: { name: 'deck.pdf', size: 10 } });
    expect(actor.getSnapshot().context.botTyping).toBe('reading');
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 3);
    expect(texts().slice(1)).toEqual(['bot: Found: problem', 'bot: Is that right?']);
    // What the document found moves the bar, as the server counts it (two content fields of five steps).
    expect(actor.getSnapshot().context.collected).toMatchObject({ problem_statement: 'Falls at night', solution_description: 'A radar' });
    if (actor.getSnapshot().context.mode === 'guide')
      expect(actor.getSnapshot().context.progress).toMatchObject({ completed_fields: 2, progress_percentage: 40 });
    // The reading notice shows while reading, and not beside what was found.
    expect(shown).toEqual([
      ['', 'reading'],
      [DOCUMENT_UPLOAD_MESSAGES.reading, 'reading'],
      ['Found: problem', null],
    ]);
    sub.unsubscribe();
    actor.send({ type: 'UPLOAD', file: { name: 'notes.txt', size: 10 } });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 4);
    expect(texts().at(-1)).toBe('bot: File upload service is not currently available');
  });

  it("'Start New Conversation' cleans up the old session and opens a new one", async () => {
    const { actor, h, idle, texts } = start({}, { replies: [{ reply: guideReply(GUIDE_TEXT.completion, { is_complete: true }) }] });
    await idle();
    actor.send({ type: 'SEND', text: 'Yes' });
    await waitFor(actor, (s) => s.matches({ conversation: 'complete' }));
    actor.send({ type: 'RESET' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.sessionId === 'S2');
    expect(h.cleanups).toEqual([{ base: 'http://api.test', mode: 'guide', sessionId: 'S1' }]);
    expect(h.inits.at(-1)).toMatchObject({ previousSessionId: 'S1', storedSessionId: null });
    expect(texts()).toEqual([`bot: ${GUIDE_TEXT.consentGreeting}`]);
    const c = actor.getSnapshot().context;
    expect(c).toMatchObject({ isComplete: false, completionEmail: 'not-sent', exported: false, stage: null });
    expect(c.progress.progress_percentage).toBe(0);
    expect(h.persisted).toEqual(['S1', null, 'S2']);
  });

  it('restores a stored session with its history, and a completed one straight to the panel', async () => {
    const restored: InitSessionOutput = {
      sessionId: 'OLD',
      messages: [
        { content: GUIDE_TEXT.consentGreeting, isUser: false, timestamp: 't' },
        { content: 'Confirm', isUser: true, timestamp: 't' },
        { content: GUIDE_TEXT.completion, isUser: false, timestamp: 't' },
      ],
      reply: { is_complete: true, completion_percentage: 100 },
    };
    const { actor, h, idle } = start({ storedSessionId: 'OLD' }, { restored });
    await idle();
    expect(actor.getSnapshot().matches({ conversation: 'complete' })).toBe(true);
    expect(actor.getSnapshot().context.messages).toHaveLength(3);
    // A restored, already complete conversation does not send its email again.
    expect(h.emails).toEqual([]);
  });

  it('sends the completion email with what the chat collected (visitor spec §7 fields)', async () => {
    const collected = { problem_statement: 'Charting twice', full_name: 'Ada Lovelace', email: 'ada@clinic.example', project_title: 'VoiceChart' };
    const { actor, h, idle } = start(
      {},
      {
        replies: [
          { reply: guideReply('And your solution?', { extracted_info: { problem_statement: 'Charting twice' } }) },
          { reply: guideReply(GUIDE_TEXT.completion, { is_complete: true, extracted_info: collected }) },
        ],
      },
    );
    await idle();
    actor.send({ type: 'SEND', text: 'We chart twice' });
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 3);
    actor.send({ type: 'SEND', text: 'Yes' });
    await waitFor(actor, (s) => s.matches({ conversation: 'complete' }));
    expect(h.emails).toEqual([
      {
        base: 'http://api.test',
        mode: 'guide',
        sessionId: 'S1',
        completionPercentage: 100,
        userEmail: 'ada@clinic.example',
        userName: 'Ada Lovelace',
        projectTitle: 'VoiceChart',
        sessionData: { session_id: 'S1', mode: 'guide', collected_info: collected, completed_fields: 3, total_fields: 3, message_count: 5 },
      },
    ]);
  });

  it('restores a completed legacy conversation with progress forced to 100% (§4 step 4)', async () => {
    const restored: InitSessionOutput = {
      sessionId: 'OLD',
      messages: [{ content: GUIDE_TEXT.completion, isUser: false, timestamp: 't' }],
      // A legacy session completes without name or affiliation: 10 of its 12 fields.
      reply: {
        is_complete: true,
        progress: { completed_fields: 10, total_fields: 12, progress_percentage: 83, current_step: 'complete' },
        state: { conv_stage: 'complete' },
      },
    };
    const { actor, idle } = start({ storedSessionId: 'OLD' }, { mode: 'legacy', restored });
    await idle();
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().matches({ conversation: 'complete' })).toBe(true);
    expect(c.progress).toEqual({ completed_fields: 12, total_fields: 12, progress_percentage: 100, current_step: 'complete' });
    expect(c).toMatchObject({ isComplete: true, stage: 'complete', shouldWrapUp: false });
  });

  describe('total fields before a reply says (visitor spec §3/§9: 12 by default, 3 in guide mode)', () => {
    it('counts 12 while the mode is not known yet', async () => {
      let answer!: () => void;
      const { actor, idle } = start({}, { probeGate: new Promise<void>((resolve) => (answer = resolve)) });
      expect(actor.getSnapshot().matches({ conversation: { booting: 'probing' } })).toBe(true);
      expect(actor.getSnapshot().context.progress.total_fields).toBe(12);
      answer();
      await idle();
      expect(actor.getSnapshot().context.progress).toMatchObject({ total_fields: 3, completed_fields: 0, progress_percentage: 0 });
    });

    it('counts 12 after a failed start in legacy mode, 3 in guide mode', async () => {
      const legacy = start({}, { mode: 'legacy', initFailures: 1 });
      await legacy.idle();
      expect(legacy.actor.getSnapshot().context).toMatchObject({ sessionId: null, connection: 'limited' });
      expect(legacy.actor.getSnapshot().context.progress.total_fields).toBe(12);
      const guide = start({}, { mode: 'guide', initFailures: 1 });
      await guide.idle();
      expect(guide.actor.getSnapshot().context.progress.total_fields).toBe(3);
    });

    it("counts 12 again after 'Start New Conversation' in legacy mode", async () => {
      const { actor, idle } = start(
        {},
        {
          mode: 'legacy',
          replies: [
            { reply: { response: GUIDE_TEXT.completion, is_complete: true, progress: { completed_fields: 12, total_fields: 12, progress_percentage: 100 } } },
          ],
        },
      );
      await idle();
      actor.send({ type: 'SEND', text: 'Yes' });
      await waitFor(actor, (s) => s.matches({ conversation: 'complete' }));
      actor.send({ type: 'RESET' });
      await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.sessionId === 'S2');
      expect(actor.getSnapshot().context.progress).toMatchObject({ total_fields: 12, completed_fields: 0, progress_percentage: 0 });
    });
  });

  describe('upload', () => {
    it('legacy mode: an upload before the first message goes into the session the start opened', async () => {
      const { actor, h, idle } = start({}, { mode: 'legacy' });
      await idle();
      actor.send({ type: 'UPLOAD', file: { name: 'deck.pdf', size: 10 } });
      await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 3);
      expect(h.inits).toHaveLength(1);
      expect(h.uploads).toEqual([{ base: 'http://api.test', mode: 'legacy', sessionId: 'S1', file: { name: 'deck.pdf', size: 10 } }]);
    });

    it.each(['guide', 'legacy'] as const)('%s mode: without a session it opens one first, then uploads into it', async (mode) => {
      const { actor, h, idle, texts } = start({}, { mode, initFailures: 1 });
      await idle();
      expect(actor.getSnapshot().context.sessionId).toBeNull();
      actor.send({ type: 'UPLOAD', file: { name: 'deck.pdf', size: 10 } });
      expect(actor.getSnapshot().context.botTyping).toBe('reading');
      await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 3);
      expect(h.inits.at(-1)).toMatchObject({ mode, storedSessionId: null, previousSessionId: null });
      expect(h.uploads).toEqual([{ base: 'http://api.test', mode, sessionId: 'S1', file: { name: 'deck.pdf', size: 10 } }]);
      expect(h.persisted.at(-1)).toBe('S1');
      expect(texts().slice(1)).toEqual(['bot: Found: problem', 'bot: Is that right?']);
      // What the document found moves the bar, as the server counts it (two content fields of five steps).
      expect(actor.getSnapshot().context.collected).toMatchObject({ problem_statement: 'Falls at night', solution_description: 'A radar' });
      if (actor.getSnapshot().context.mode === 'guide')
        expect(actor.getSnapshot().context.progress).toMatchObject({ completed_fields: 2, progress_percentage: 40 });
      expect(h.announced).toEqual([{ outcome: 'uploaded', filename: 'deck.pdf' }]);
    });

    it("says 'Unable to initialize Guide session for upload' only when the session cannot be opened", async () => {
      const { actor, h, idle, texts } = start({}, { initFailures: 2 });
      await idle();
      actor.send({ type: 'UPLOAD', file: { name: 'deck.pdf', size: 10 } });
      await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 2);
      expect(h.inits).toHaveLength(2);
      expect(h.uploads).toEqual([]);
      expect(texts().at(-1)).toBe(`bot: ${CHAT_ERRORS.uploadSessionFailed}`);
      const c = actor.getSnapshot().context;
      expect(c.messages.some((m) => m.isStreaming)).toBe(false);
      expect(c.botTyping).toBeNull();
      expect(h.announced).toEqual([{ outcome: 'failed', filename: 'deck.pdf' }]);
    });

    it('announces each upload for its toast: uploaded, or failed', async () => {
      const { actor, h, idle } = start();
      await idle();
      actor.send({ type: 'UPLOAD', file: { name: 'deck.pdf', size: 10 } });
      await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 3);
      actor.send({ type: 'UPLOAD', file: { name: 'notes.txt', size: 10 } });
      await waitFor(actor, (s) => s.matches({ conversation: 'ready' }) && s.context.messages.length === 4);
      expect(h.announced).toEqual([
        { outcome: 'uploaded', filename: 'deck.pdf' },
        { outcome: 'failed', filename: 'notes.txt' },
      ]);
      expect(actor.getSnapshot().context.uploadFile).toBeNull();
    });
  });

  it('re-probes on retry and reports the outcome in the badge', async () => {
    const { actor, idle } = start();
    await idle();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.connection).toBe('checking');
    await waitFor(actor, (s) => s.context.connection === 'online');
  });
});
