import { CHAT_ERRORS, CHAT_UPLOAD } from '@intake/contracts';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import {
  documentUploadMachine,
  FOLLOW_UP_DELAY_MS,
  MAX_POLLS,
  POLL_FIRST_DELAY_MS,
  POLL_INTERVAL_MS,
  type PollInput,
  type ProgressAnswer,
  type UploadAnswer,
} from './document-upload.machine.js';
import {
  DOCUMENT_UPLOAD_MESSAGES,
  analysisFallbackMessage,
  followUpQuestion,
  foundInformationMessage,
  uploadFailureMessage,
} from './document-upload.messages.js';

const pdf = { name: 'deck.pdf', size: 1000 };
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(opts: { file?: { name: string; size: number }; upload?: () => Promise<UploadAnswer>; polls?: (() => Promise<ProgressAnswer>)[] }) {
  const clock = new SimulatedClock();
  const pollCalls: number[] = [];
  const pollInputs: PollInput[] = [];
  const answers = opts.polls ?? [];
  const machine = documentUploadMachine.provide({
    actors: {
      upload: fromPromise(opts.upload ?? (async () => ({ operation_id: 'op-1', status: 'queued' }))),
      poll: fromPromise<ProgressAnswer, PollInput>(async ({ input }) => {
        pollCalls.push(clock.now());
        pollInputs.push(input);
        const next = answers[Math.min(pollCalls.length - 1, answers.length - 1)];
        return next ? next() : { status: 'processing' as const };
      }),
    },
  });
  const actor = createActor(machine, { input: { file: opts.file ?? pdf }, clock });
  actor.start();
  return { actor, clock, pollCalls, pollInputs };
}

async function advance(clock: SimulatedClock, ms: number) {
  clock.increment(ms);
  await flush();
}

const state = (a: AnyActorRef) => a.getSnapshot().value;

/** The upload settles, then every one of the MAX_POLLS polls comes due. */
async function runAllPolls(clock: SimulatedClock) {
  await flush();
  await advance(clock, POLL_FIRST_DELAY_MS);
  for (let i = 1; i < MAX_POLLS; i++) await advance(clock, POLL_INTERVAL_MS);
}

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
      polls: [
        async () => ({ status: 'processing' }),
        async () => ({ status: 'completed', extracted_data: { problem: 'missed sepsis alerts' }, verification_questions: ['Is the problem right?'] }),
      ],
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
    const t = start({
      upload: async () => ({ operation_id: 'op', status: 'completed', chat_message: 'I found a clear problem statement and a prototype stage.' }),
    });
    await waitFor(t.actor, (s) => s.matches('found'));
    expect(t.actor.getSnapshot().context.message).toBe('I found a clear problem statement and a prototype stage.');
    expect(t.pollCalls).toEqual([]);
  });

  it('stops after 30 polls with the taking-longer message', async () => {
    const t = start({});
    await runAllPolls(t.clock);
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
  });

  it('says the upload service is not available when the upload route is not there (visitor spec §8)', async () => {
    const t = start({ upload: async () => Promise.reject(new Error(CHAT_ERRORS.uploadUnavailable)) });
    await waitFor(t.actor, (s) => s.matches('refused'));
    expect(t.actor.getSnapshot().context.message).toBe('File upload service is not currently available');
  });

  describe('a failed poll is one spent attempt, not the end of polling (visitor spec §4)', () => {
    it('keeps polling past a 404 while the operation is not visible yet, and shows what was found', async () => {
      const t = start({
        polls: [
          async () => Promise.reject(new Error('No upload with this operation id.')),
          async () => Promise.reject(new Error('connection: TypeError: Failed to fetch')),
          async () => ({ status: 'completed', extracted_data: { problem: 'late discharge letters' } }),
        ],
      });
      await flush();
      await advance(t.clock, POLL_FIRST_DELAY_MS);
      expect(state(t.actor)).toBe('waiting');
      expect(t.actor.getSnapshot().context.message).toBe(DOCUMENT_UPLOAD_MESSAGES.reading);
      await advance(t.clock, POLL_INTERVAL_MS);
      await advance(t.clock, POLL_INTERVAL_MS);
      expect(t.pollCalls).toEqual([POLL_FIRST_DELAY_MS, POLL_FIRST_DELAY_MS + POLL_INTERVAL_MS, POLL_FIRST_DELAY_MS + 2 * POLL_INTERVAL_MS]);
      expect(state(t.actor)).toBe('found');
      expect(t.actor.getSnapshot().context.message).toContain('**problem**: late discharge letters');
    });

    it('counts failed polls against the 30 and, when the last one fails, picks the §8 message from its reason', async () => {
      const cases: [string, string][] = [
        ['Request timed out', DOCUMENT_UPLOAD_MESSAGES.analysisSlow],
        ['connection: TypeError: Failed to fetch', DOCUMENT_UPLOAD_MESSAGES.analysisUnavailable],
        ['HTTP 502: Bad Gateway', DOCUMENT_UPLOAD_MESSAGES.readyForDiscussion],
      ];
      for (const [reason, message] of cases) {
        const t = start({ polls: [async () => ({ status: 'processing' }), async () => Promise.reject(new Error(reason))] });
        await runAllPolls(t.clock);
        expect(t.pollCalls).toHaveLength(MAX_POLLS);
        expect(state(t.actor)).toBe('analysisUnavailable');
        expect(t.actor.getSnapshot().context.message).toBe(message);
        await advance(t.clock, POLL_INTERVAL_MS * 5);
        expect(t.pollCalls).toHaveLength(MAX_POLLS);
      }
    });

    it('says it is taking longer when the last poll answers without a result, failed polls before it notwithstanding', async () => {
      const t = start({
        polls: [
          async () => Promise.reject(new Error('Request timed out')),
          ...Array.from({ length: MAX_POLLS }, () => async () => ({ status: 'processing' as const })),
        ],
      });
      await runAllPolls(t.clock);
      expect(t.pollCalls).toHaveLength(MAX_POLLS);
      expect(state(t.actor)).toBe('takingLonger');
      expect(t.actor.getSnapshot().context.message).toBe(DOCUMENT_UPLOAD_MESSAGES.takingLonger);
    });
  });

  it('polls where the upload answer says, when it names a progress endpoint', async () => {
    const t = start({ upload: async () => ({ operation_id: 'op-7', status: 'queued', progress_endpoint: '/api/progress/op-7' }) });
    await flush();
    await advance(t.clock, POLL_FIRST_DELAY_MS);
    expect(t.pollInputs).toEqual([{ operationId: 'op-7', progressEndpoint: '/api/progress/op-7' }]);
    const bare = start({});
    await flush();
    await advance(bare.clock, POLL_FIRST_DELAY_MS);
    expect(bare.pollInputs).toEqual([{ operationId: 'op-1', progressEndpoint: null }]);
  });

  describe('admin spec §9: a backend message counts as real if longer than 10 characters (50 for the standalone reply)', () => {
    const fifty = 'x'.repeat(50);
    it('replaces the found information with chat_message only when it is longer than 50 characters, trimmed', () => {
      const data = { extracted_data: { problem: 'missed sepsis alerts' } };
      expect(foundInformationMessage({ ...data, chat_message: `${fifty}y` }, 'deck.pdf')).toBe(`${fifty}y`);
      expect(foundInformationMessage({ ...data, chat_message: `  ${fifty}  ` }, 'deck.pdf')).toBe(
        'Here is what I found in "deck.pdf":\n- **problem**: missed sepsis alerts',
      );
      expect(foundInformationMessage({ ...data, chat_message: 'I read your deck, thanks!' }, 'deck.pdf')).toContain('**problem**: missed sepsis alerts');
      expect(foundInformationMessage({ chat_message: null }, 'deck.pdf')).toBe(
        'I read "deck.pdf" but found nothing I could use directly. Could you tell me about it?',
      );
    });

    it('asks the first verification question only when it is longer than 10 characters, trimmed; never chat_message', () => {
      expect(followUpQuestion({ verification_questions: ['Is it live?'] })).toBe('Is it live?');
      expect(followUpQuestion({ verification_questions: ['  Correct?  ', 'Is the stage right?'] })).toBe(DOCUMENT_UPLOAD_MESSAGES.followUp);
      expect(followUpQuestion({ verification_questions: [] })).toBe(DOCUMENT_UPLOAD_MESSAGES.followUp);
      expect(followUpQuestion({})).toBe(DOCUMENT_UPLOAD_MESSAGES.followUp);
    });

    it('follows a short backend question with the default follow-up, in the machine', async () => {
      const t = start({
        upload: async () =>
          ({
            operation_id: 'op',
            status: 'completed',
            chat_message: 'Short note.',
            verification_questions: ['Right?'],
            extracted_data: { stage: 'pilot' },
          }) as UploadAnswer,
      });
      await waitFor(t.actor, (s) => s.matches('found'));
      expect(t.actor.getSnapshot().context.message).toContain('**stage**: pilot');
      await advance(t.clock, FOLLOW_UP_DELAY_MS);
      expect(t.actor.getSnapshot().context.followUp).toBe(DOCUMENT_UPLOAD_MESSAGES.followUp);
    });
  });
});
