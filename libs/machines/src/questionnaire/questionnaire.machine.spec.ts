import { QUESTIONNAIRE_V3, type QuestionnaireConfig, type UploadedFileRef } from '@intake/contracts';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { questionnaireMachine } from './questionnaire.machine.js';
import { selectQuestionnaireView, type QuestionnaireSnapshot } from './questionnaire.view.js';
import { buildQuestionnaireSubmission } from './submission-payload.js';
import { CONTACT } from './testing/answer-candidates.js';
import { quietQuestionnaireMachine } from './testing/quiet-machine.js';
import type { OpenSessionOutput, QuestionnaireEmitted, QuestionnaireEvent, SessionFilesInput } from './questionnaire.types.js';

const config = QUESTIONNAIRE_V3;
const fresh: OpenSessionOutput = { session_id: 's-new', config_version: '3.0', status: 'in_progress', answers: {}, files: {}, submission_id: null };
const resumed: OpenSessionOutput = {
  ...fresh,
  session_id: 's-old',
  // Q3's answer is recorded, and an abandoned branch's answer (Q9) is still in the stream.
  answers: { Q1: 'no_questions', Q2: 'startup', Q3: 'Sepsis alerts', Q9: 'grant' },
};
const submitted: OpenSessionOutput = { ...fresh, session_id: 's-done', status: 'submitted', submission_id: 'sub-9' };

function initEvents(s: QuestionnaireSnapshot): AnyEventObject[] {
  if (s.matches({ initializing: 'session' })) {
    return [
      { type: 'xstate.done.actor.openSession', output: fresh },
      { type: 'xstate.done.actor.openSession', output: resumed },
      { type: 'xstate.done.actor.openSession', output: submitted },
      { type: 'xstate.error.actor.openSession', error: new Error('down') },
    ];
  }
  if (s.matches({ initializing: 'config' })) {
    return [
      { type: 'xstate.done.actor.loadConfig', output: config },
      { type: 'xstate.error.actor.loadConfig', error: new Error('chunk failed') },
    ];
  }
  return [];
}

function replay(events: readonly AnyEventObject[], input = {}) {
  const actor = createActor(quietQuestionnaireMachine, { input: { clock: () => 0, ...input } });
  const emitted: QuestionnaireEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as QuestionnaireEmitted));
  actor.start();
  for (const e of events) actor.send(e as QuestionnaireEvent);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, emitted };
}

describe('questionnaire machine: opening a session (every path of the start-up graph)', () => {
  const paths = getShortestPaths(questionnaireMachine, {
    events: initEvents,
    input: { clock: () => 0 },
    serializeState: (s: QuestionnaireSnapshot) => JSON.stringify([s.value, s.context.sessionId, s.context.currentId, s.context.history]),
  } as unknown as Parameters<typeof getShortestPaths<typeof questionnaireMachine>>[1]) as unknown as {
    state: QuestionnaireSnapshot;
    steps: { event: AnyEventObject }[];
  }[];
  const outcomes = paths.map((p) => ({ ...replay(p.steps.map((s) => s.event)), path: p }));

  it('reaches the five outcomes: fresh, resumed, already submitted, and the two failures', () => {
    const ends = outcomes
      .filter((o) => !o.snapshot.hasTag('loading'))
      .map((o) => `${selectQuestionnaireView(o.snapshot).status}:${o.snapshot.context.sessionId}:${o.snapshot.context.currentId}`);
    expect(ends.sort()).toEqual(['answering:s-new:Q1', 'answering:s-old:Q4', 'failed:null:', 'failed:s-new:', 'failed:s-old:', 'submitted:s-done:'].sort());
  });

  it('says which part failed, with the toasts of visitor spec §8', () => {
    const failures = outcomes.filter((o) => o.snapshot.hasTag('failed'));
    const messages = new Set(failures.flatMap((o) => o.emitted.filter((e) => e.type === 'toast').map((e) => (e as { message: string }).message)));
    expect(messages).toEqual(
      new Set([
        'Failed to initialize questionnaire. Please refresh the page.',
        'Failed to load questionnaire. Please ensure the backend is running and refresh the page.',
      ]),
    );
  });

  it('resumes a returning visitor at the first unanswered question of their path, on the version they started', () => {
    const back = outcomes.find((o) => o.snapshot.context.sessionId === 's-old' && o.snapshot.matches('answering'))!;
    expect(back.snapshot.context).toMatchObject({ currentId: 'Q4', history: ['Q1', 'Q2', 'Q3'], configVersion: '3.0', draft: null });
    expect(back.emitted).toContainEqual({ type: 'step', questionId: 'Q4', position: 5, progress: 22 });
    const view = selectQuestionnaireView(back.snapshot);
    expect(view.history.map((h) => h.answer)).toEqual(['No, I will answer a few questions', 'Startup or entrepreneur', 'Sepsis alerts']);
    expect(view.collected).toEqual([
      { field: 'document_availability', label: 'Document availability', collected: true },
      { field: 'user_type', label: 'User type', collected: true },
      { field: 'project_title', label: 'Project title', collected: true },
      { field: 'elevator_pitch', label: 'Elevator pitch', collected: false },
    ]);
  });

  it('loads the configuration of the version the session started on', () => {
    const configStep = paths.find((p) => p.state.matches({ initializing: 'config' }) && p.state.context.sessionId === 's-old')!;
    expect(configStep.state.context.configVersion).toBe('3.0');
  });
});

describe('questionnaire machine: the screen it drives', () => {
  const answer = (value: unknown): AnyEventObject[] => [{ type: 'ANSWER.CHANGE', value }, { type: 'NEXT' }];
  const investor = [...answer('no_questions'), ...answer('investor')];

  it('takes the investor shortcut from Q2 straight to the contact form, at 100% progress', () => {
    const { snapshot } = replay(investor, { config, sessionId: 's1' });
    const view = selectQuestionnaireView(snapshot);
    expect(view.question?.id).toBe('Q22');
    expect(view.progress).toBe(100);
    expect(view.canGoBack).toBe(true);
  });

  it('goes back one step at a time and forgets the selection on the way', () => {
    const { snapshot } = replay([...investor, { type: 'ANSWER.CHANGE', value: CONTACT }, { type: 'BACK' }], { config, sessionId: 's1' });
    expect(snapshot.context).toMatchObject({ currentId: 'Q2', history: ['Q1'], draft: null });
    // The earlier answer is kept until it is answered again.
    expect(snapshot.context.answers.Q2).toBe('investor');
  });

  it('does not go back from the first question', () => {
    const { snapshot } = replay([{ type: 'BACK' }], { config, sessionId: 's1' });
    expect(selectQuestionnaireView(snapshot).canGoBack).toBe(false);
    expect(snapshot.context.currentId).toBe('Q1');
  });

  it('completes on an unknown next step as on the end', () => {
    const broken: QuestionnaireConfig = {
      ...config,
      questions: config.questions.map((q) => (q.id === 'Q1' ? { ...q, next_step_logic: { '*': 'Q404' } } : q)),
    };
    const { snapshot } = replay(answer('no_questions'), { config: broken, sessionId: 's1' });
    expect(snapshot.matches('submitting')).toBe(true);
    expect(selectQuestionnaireView(snapshot).progress).toBe(100);
  });

  it('posts the submission payload of visitor spec §3', () => {
    const { snapshot } = replay([...investor, ...answer({ ...CONTACT, newsletter_consent: true })], { config, sessionId: 's1' });
    expect(snapshot.matches('submitting')).toBe(true);
    expect(buildQuestionnaireSubmission(snapshot.context)).toEqual({
      session_id: 's1',
      submission_type: 'structured_questionnaire',
      conversation_data: {
        document_availability: 'no_questions',
        user_type: 'investor',
        contact_info: { ...CONTACT, newsletter_consent: true },
        session_id: 's1',
        timestamp: '1970-01-01T00:00:00.000Z',
        submission_type: 'STRUCTURED_QUESTIONNAIRE',
        data_source: 'QUESTIONNAIRE',
        conversation_source: 'QUESTIONNAIRE',
        privacy_consent: true,
        newsletter_consent: true,
        email: 'ada@example.org',
        name: 'Ada Lovelace',
      },
      metadata: {
        submissionType: 'structured_questionnaire',
        completedAt: '1970-01-01T00:00:00.000Z',
        totalFields: 3,
        sessionId: 's1',
        uploadedFiles: [],
        questionnaireVersion: '3.0',
      },
      messages: [
        { id: 'Q1-question', content: config.questions[0]!.question, isUser: false, timestamp: '1970-01-01T00:00:00.000Z' },
        { id: 'Q1-answer', content: 'No, I will answer a few questions', isUser: true, timestamp: '1970-01-01T00:00:00.000Z' },
        { id: 'Q2-question', content: 'Which best describes you?', isUser: false, timestamp: '1970-01-01T00:00:00.000Z' },
        { id: 'Q2-answer', content: 'Investor or funder', isUser: true, timestamp: '1970-01-01T00:00:00.000Z' },
        { id: 'Q22-question', content: 'How can we reach you?', isUser: false, timestamp: '1970-01-01T00:00:00.000Z' },
        { id: 'Q22-answer', content: 'Ada Lovelace (ada@example.org), Analytical Engines Inc', isUser: true, timestamp: '1970-01-01T00:00:00.000Z' },
      ],
    });
  });

  it('records each answer as it is given and each step as it is reached', () => {
    const { emitted } = replay(investor, { config, sessionId: 's1' });
    expect(emitted.filter((e) => e.type !== 'toast')).toEqual([
      { type: 'answer', questionId: 'Q1', value: 'no_questions' },
      { type: 'step', questionId: 'Q2', position: 3, progress: 13 },
      { type: 'answer', questionId: 'Q2', value: 'investor' },
      { type: 'step', questionId: 'Q22', position: 23, progress: 100 },
    ]);
  });

  it('stores text answers trimmed', () => {
    const { snapshot } = replay([...answer('no_questions'), ...answer('startup'), ...answer('  Sepsis alerts  ')], { config, sessionId: 's1' });
    expect(snapshot.context.answers.Q3).toBe('Sepsis alerts');
  });
});

describe('questionnaire machine: an upload the browser gave up on that the server kept (Q1_UPLOAD)', () => {
  const toQ1Upload: AnyEventObject[] = [{ type: 'ANSWER.CHANGE', value: 'yes_upload' }, { type: 'NEXT' }];
  const deck = new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' });
  const other = new File(['%PDF-1.4 other'], 'other.pdf', { type: 'application/pdf' });
  const stored = { document_id: 'doc-1', filename: 'deck.pdf', size: 8, content_type: 'application/pdf' };
  const TIMEOUT = { type: 'xstate.after.uploadTimeout.questionnaire.answering.uploading' };
  const toasts = (emitted: QuestionnaireEmitted[]) => emitted.filter((e) => e.type === 'toast').map((e) => (e as { message: string }).message);

  it('reads back what the session holds after the 60 s timer, and the visitor can go on', () => {
    const { snapshot, emitted } = replay(
      [...toQ1Upload, { type: 'FILES.SELECT', files: [deck] }, TIMEOUT, { type: 'xstate.done.actor.sessionFiles', output: [stored] }, { type: 'NEXT' }],
      { config, sessionId: 's1' },
    );
    expect(toasts(emitted)).toEqual(['Upload of "deck.pdf" timed out. Please try with a smaller file.', 'File "deck.pdf" uploaded successfully!']);
    expect(snapshot.context.files.Q1_UPLOAD).toEqual([stored]);
    expect(snapshot.context.currentId).toBe('Q6');
  });

  it('takes over the stored file when a retry with another file is refused for the limit', () => {
    const { snapshot, emitted } = replay(
      [
        ...toQ1Upload,
        { type: 'FILES.SELECT', files: [deck] },
        TIMEOUT,
        // Read back before the server had finished storing it: nothing yet.
        { type: 'xstate.done.actor.sessionFiles', output: [] },
        { type: 'FILES.SELECT', files: [other] },
        { type: 'xstate.error.actor.uploadFile', error: new Error('You can only upload up to 1 file(s)') },
        { type: 'xstate.done.actor.sessionFiles', output: [stored] },
      ],
      { config, sessionId: 's1' },
    );
    expect(snapshot.matches({ answering: 'idle' })).toBe(true);
    expect(snapshot.context.files.Q1_UPLOAD).toEqual([stored]);
    expect(toasts(emitted).slice(-2)).toEqual(['Failed to upload "other.pdf". Please try again.', 'File "deck.pdf" uploaded successfully!']);
  });

  it('asks which files the session holds for the question, and changes nothing when it cannot tell', async () => {
    const asked: SessionFilesInput[] = [];
    const machine = quietQuestionnaireMachine.provide({
      actors: {
        sessionFiles: fromPromise<UploadedFileRef[], SessionFilesInput>(async ({ input }) => {
          asked.push(input);
          throw new Error('offline');
        }),
      },
    });
    const actor = createActor(machine, { input: { config, sessionId: 's1' } });
    actor.start();
    for (const e of [...toQ1Upload, { type: 'FILES.SELECT', files: [deck] }, { type: 'xstate.error.actor.uploadFile', error: new Error('HTTP 500') }])
      actor.send(e as QuestionnaireEvent);
    expect(actor.getSnapshot().matches({ answering: 'reconciling' })).toBe(true);
    expect(selectQuestionnaireView(actor.getSnapshot()).status).toBe('uploading');
    await waitFor(actor, (s) => s.matches({ answering: 'idle' }));
    expect(asked).toEqual([{ sessionId: 's1', questionId: 'Q1_UPLOAD' }]);
    expect(actor.getSnapshot().context.files.Q1_UPLOAD ?? []).toEqual([]);
    actor.stop();
  });
});
