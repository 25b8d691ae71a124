import { CHAT_UPLOAD } from '@intake/contracts';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import { documentUploadMachine, FOLLOW_UP_DELAY_MS, MAX_POLLS, POLL_FIRST_DELAY_MS, POLL_INTERVAL_MS, type ProgressAnswer, type UploadAnswer } from './document-upload.machine.js';
import { DOCUMENT_UPLOAD_MESSAGES, analysisFallbackMessage, uploadFailureMessage } from './document-upload.messages.js';

const pdf = { name: 'deck.pdf', size: 1000 };
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(opts: { file?: { name: string; size: number }; upload?: () => Promise<UploadAnswer>; polls?: (() => Promise<ProgressAnswer>)[] }) {
  const clock = new SimulatedClock();
  const pollCalls: number[] = [];
  const answers = opts.polls ?? [];
  const machine = documentUploadMachine.provide({
    actors: {
      upload: fromPromise(opts.upload ?? (async () => ({ operation_id: 'op-1', status: 'queued' }))),
      poll: fromPromise(async () => {
        pollCalls.push(clock.now());
        const next = answers[Math.min(pollCalls.length - 1, answers.length - 1)];
        return next ? next() : { status: 'processing' as const };
      }),
    },
  });
  const actor = createActor(machine, { input: { file: opts.file ?? pdf }, clock });
  actor.start();
  return { actor, clock, pollCalls };
}

async function advance(clock: SimulatedClock, ms: number) {
  clock.increment(ms);
  await flush();
}

const state = (a: AnyActorRef) => a.getSnapshot().value;

describe('documentUploadMachine', () => {
  it('refuses too large and wrong-type files before sending, with the spec messages', () => {
    const big = start({ file: { name: 'big.pdf', size: CHAT_UPLOAD.maxBytes + 1 } });
    expect(state(big.actor)).toBe('refused');
    expect(big.actor.getSnapshot().context.message).toBe('File size must be less than 10MB');
    const exe = start({ file: { name: 'tool.exe', size: 10 } });
    expect(exe.actor.getSnapshot().context.message).toBe('Please upload PDF, DOC, DOCX, or TXT files only');
  });

  it('shows the reading message, polls first after 1 s then every 2 s, and replaces it with what was found', async () => {
    const t = start({
      polls: [async () => ({ status: 'processing' }), async () => ({ status: 'completed', extracted_data: { problem: 'missed sepsis alerts' }, verification_questions: ['Is the problem right?'] })],
    });
    await flush();
    expect(state(t.actor)).toBe('reading');
    expect(t.actor.getSnapshot().context.message).toBe("I'm reading your document, it might take 20s");
    await advance(t.clock, POLL_FIRST_DELAY_MS - 1);
    expect(t.pollCalls).toEqual([]);
    await advance(t.clock, 1);
    expect(t.pollCalls).toEqual([POLL_FIRST_DELAY_MS]);
    await advance(t.clock, POLL_INTERVAL_MS);
    expect(t.pollCalls).toEqual([POLL_FIRST_DELAY_MS, POLL_FIRST_DELAY_MS + POLL_INTERVAL_MS]);
    expect(state(t.actor)).toBe('found');
    expect(t.actor.getSnapshot().context.message).toContain('**problem**: missed sepsis alerts');
    expect(t.actor.getSnapshot().context.followUp).toBeNull();
    await advance(t.clock, FOLLOW_UP_DELAY_MS);
    expect(state(t.actor)).toBe('done');
    expect(t.actor.getSnapshot().context.followUp).toBe('Is the problem right?');
  });

  it('uses the server chat message when the upload answered at once', async () => {
    const t = start({ upload: async () => ({ operation_id: 'op', status: 'completed', chat_message: 'I found a clear problem statement and a prototype stage.' }) });
    await waitFor(t.actor, (s) => s.matches('found'));
    expect(t.actor.getSnapshot().context.message).toBe('I found a clear problem statement and a prototype stage.');
    expect(t.pollCalls).toEqual([]);
  });

  it('stops after 30 polls with the taking-longer message', async () => {
    const t = start({});
    await flush();
    await advance(t.clock, POLL_FIRST_DELAY_MS);
    for (let i = 1; i < MAX_POLLS; i++) await advance(t.clock, POLL_INTERVAL_MS);
    expect(t.pollCalls).toHaveLength(MAX_POLLS);
    expect(state(t.actor)).toBe('takingLonger');
    expect(t.actor.getSnapshot().context.message).toBe(DOCUMENT_UPLOAD_MESSAGES.takingLonger);
    await advance(t.clock, POLL_INTERVAL_MS * 5);
    expect(t.pollCalls).toHaveLength(MAX_POLLS);
  });

  it('reassures the visitor when the analysis fails: the upload itself succeeded', async () => {
    const t = start({ polls: [async () => ({ status: 'failed', error: 'The PDF is damaged and cannot be read.' })] });
    await flush();
    await advance(t.clock, POLL_FIRST_DELAY_MS);
    expect(state(t.actor)).toBe('analysisFailed');
    expect(t.actor.getSnapshot().context.message).toMatch(/uploaded successfully/);
  });

  it('maps upload and poll failures to the admin spec §8 messages', async () => {
    const refused = start({ upload: async () => Promise.reject(new Error('File size must be less than 10MB')) });
    await waitFor(refused.actor, (s) => s.matches('refused'));
    expect(refused.actor.getSnapshot().context.message).toBe(DOCUMENT_UPLOAD_MESSAGES.tooLarge);
    expect(uploadFailureMessage('Please upload PDF, DOC, DOCX, or TXT files only (wrong type)')).toBe(DOCUMENT_UPLOAD_MESSAGES.unsupportedType);
    expect(uploadFailureMessage('HTTP 500: boom')).toBe(DOCUMENT_UPLOAD_MESSAGES.troubleUploading);
    expect(analysisFallbackMessage('Request timed out')).toBe(DOCUMENT_UPLOAD_MESSAGES.analysisSlow);
    expect(analysisFallbackMessage('TypeError: Failed to fetch')).toBe(DOCUMENT_UPLOAD_MESSAGES.analysisUnavailable);
    expect(analysisFallbackMessage('odd')).toBe(DOCUMENT_UPLOAD_MESSAGES.readyForDiscussion);

    const lost = start({ polls: [async () => Promise.reject(new Error('Request timed out'))] });
    await flush();
    await advance(lost.clock, POLL_FIRST_DELAY_MS);
    expect(state(lost.actor)).toBe('analysisUnavailable');
    expect(lost.actor.getSnapshot().context.message).toBe(DOCUMENT_UPLOAD_MESSAGES.analysisSlow);
  });
});
