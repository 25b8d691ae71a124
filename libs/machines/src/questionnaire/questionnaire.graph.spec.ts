// Model-based check of the questionnaire machine: xstate/graph generates the paths, and each one
// is replayed on a live client actor and judged by the server's check of the submission it makes.
import { QUESTIONNAIRE_V3, type Question } from '@intake/contracts';
import { createActor, type AnyEventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { questionnaireMachine } from './questionnaire.machine.js';
import { findQuestion, isFileQuestion } from './routing.js';
import { buildQuestionnaireSubmission } from './submission-payload.js';
import { checkQuestionnaireSubmission } from './submission-check.js';
import { quietQuestionnaireMachine } from './testing/quiet-machine.js';
import { CONTACT, fileOfSize, invalidCandidates, uploadedRef, validCandidates } from './testing/answer-candidates.js';
import type { QuestionnaireEmitted, QuestionnaireEvent } from './questionnaire.types.js';
import type { QuestionnaireSnapshot } from './questionnaire.view.js';

const config = QUESTIONNAIRE_V3;
const MB = 1024 * 1024;
const input = { config, sessionId: 'session-1', clock: () => 0 };
const UPLOAD_TIMEOUT = 'xstate.after.uploadTimeout.questionnaire.answering.uploading';

const question = (s: QuestionnaireSnapshot): Question => {
  const q = findQuestion(config, s.context.currentId);
  if (!q) throw new Error(`no question ${s.context.currentId}`);
  return q;
};
const change = (value: unknown) => ({ type: 'ANSWER.CHANGE', value }) as QuestionnaireEvent;
const NEXT = { type: 'NEXT' } as QuestionnaireEvent;
const BACK = { type: 'BACK' } as QuestionnaireEvent;
const pdfFor = (q: Question) => fileOfSize(`${q.id.toLowerCase()}-deck.pdf`, 2048);

/** The machine's own events plus the replies of its actors and its upload timer. */
function actorReplies(s: QuestionnaireSnapshot): AnyEventObject[] {
  if (s.matches({ answering: 'uploading' })) {
    const head = s.context.uploadQueue[0]!;
    return [
      { type: 'xstate.done.actor.uploadFile', output: uploadedRef(s.context.currentId, head) },
      { type: 'xstate.error.actor.uploadFile', error: new Error('network down') },
      { type: UPLOAD_TIMEOUT },
    ];
  }
  if (s.matches({ answering: 'reconciling' })) {
    return [
      { type: 'xstate.done.actor.sessionFiles', output: [] },
      { type: 'xstate.error.actor.sessionFiles', error: new Error('offline') },
    ];
  }
  if (s.matches('submitting')) {
    return [
      { type: 'xstate.done.actor.submitQuestionnaire', output: { success: true, submission_id: 'sub-1' } },
      { type: 'xstate.done.actor.submitQuestionnaire', output: { success: false, detail: 'Refused' } },
      {
        type: 'xstate.error.actor.submitQuestionnaire',
        error: Object.assign(new Error('HTTP 422'), { detail: 'Q3 (project_title): Please provide a response.' }),
      },
    ];
  }
  if (s.matches('submitFailed')) return [{ type: 'SUBMIT.RETRY' }, BACK];
  return [];
}

/** Only accepted answers: the paths the questionnaire can take. */
function routeEvents(s: QuestionnaireSnapshot): QuestionnaireEvent[] {
  if (!s.matches({ answering: 'idle' })) return actorReplies(s) as QuestionnaireEvent[];
  const q = question(s);
  const events: QuestionnaireEvent[] = [BACK];
  if (isFileQuestion(q)) {
    const held = s.context.files[q.id] ?? [];
    if (held.length === 0) events.push({ type: 'FILES.SELECT', files: [pdfFor(q)] });
    if (held.length > 0 || !q.required) events.push(NEXT);
  } else if (s.context.draft === null) {
    events.push(...validCandidates(q).map(change));
  } else {
    events.push(NEXT);
  }
  return events;
}

/** Accepted and refused answers: every validation message of the steps. */
function validationEvents(s: QuestionnaireSnapshot): QuestionnaireEvent[] {
  if (!s.matches({ answering: 'idle' })) return actorReplies(s) as QuestionnaireEvent[];
  const q = question(s);
  if (isFileQuestion(q)) {
    const max = q.max_files ?? 1;
    return [
      ...routeEvents(s),
      NEXT,
      { type: 'FILES.SELECT', files: [fileOfSize('tool.exe', 100)] },
      { type: 'FILES.SELECT', files: [fileOfSize('huge.pdf', (q.max_size_mb ?? 10) * MB + 1)] },
      { type: 'FILES.SELECT', files: Array.from({ length: max + 1 }, (_, i) => fileOfSize(`part-${i}.pdf`, 10)) },
    ];
  }
  if (s.context.draft === null || s.context.error !== null) {
    return [...validCandidates(q), ...invalidCandidates(q).map((c) => c.value)].map(change);
  }
  return [NEXT, BACK];
}

// The traversals serialise the same snapshot objects many times over.
const serialized = new WeakMap<QuestionnaireSnapshot, string>();
const serializeState = (s: QuestionnaireSnapshot) => {
  const hit = serialized.get(s);
  if (hit !== undefined) return hit;
  const out = describeState(s);
  serialized.set(s, out);
  return out;
};
const describeState = (s: QuestionnaireSnapshot) => {
  const c = s.context;
  return JSON.stringify([
    s.value,
    c.currentId,
    c.history,
    c.draft,
    c.error,
    (c.files[c.currentId] ?? []).map((f) => f.document_id),
    c.uploadQueue.map((f) => f.name),
    c.submissionId,
    c.submitError,
  ]);
};
// Files serialise to {} by default, which would merge different picks.
const serializeEvent = (event: unknown) =>
  JSON.stringify(event, (_key, value: unknown) => (value instanceof File ? `${value.name}:${value.size}` : value instanceof Error ? value.message : value));

type Path = { state: QuestionnaireSnapshot; steps: { event: QuestionnaireEvent }[] };
const traversal = (events: (s: QuestionnaireSnapshot) => QuestionnaireEvent[]) =>
  ({ events, input, serializeState, serializeEvent }) as unknown as Parameters<typeof getShortestPaths<typeof questionnaireMachine>>[1];

const simplePaths = getSimplePaths(questionnaireMachine, traversal(routeEvents)) as unknown as Path[];
const routeShortest = getShortestPaths(questionnaireMachine, traversal(routeEvents)) as unknown as Path[];
const validationShortest = getShortestPaths(questionnaireMachine, traversal(validationEvents)) as unknown as Path[];

/** Replays a path on a live actor whose actors never settle (the path supplies their replies). */
function replay(path: Path) {
  const actor = createActor(quietQuestionnaireMachine, { input });
  const emitted: QuestionnaireEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as QuestionnaireEmitted));
  actor.start();
  for (const step of path.steps) actor.send(step.event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, emitted };
}

const SPEC_ROUTES = (() => {
  const tail = ['Q18', 'Q19', 'Q20', 'Q21', 'Q22'];
  const branches = [
    ['Q9', 'Q10', 'Q11'],
    ['Q12', 'Q13'],
    ['Q14', 'Q15'],
    ['Q16', 'Q17'],
  ];
  const heads = [
    ['Q1', 'Q1_UPLOAD', 'Q6', 'Q7', 'Q8'],
    ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7', 'Q8'],
  ];
  return [...heads.flatMap((h) => branches.map((b) => [...h, ...b, ...tail])), ['Q1', 'Q2', 'Q22']].map((r) => r.join(' '));
})();

const completePaths = simplePaths.filter((p) => p.state.matches('submitting'));
const attachedOf = (s: QuestionnaireSnapshot) => s.context.files;

describe('questionnaire machine: every path of its graph', () => {
  it('takes exactly the routes of visitor spec §4', () => {
    const routes = new Set(completePaths.map((p) => [...p.state.context.history, p.state.context.currentId].join(' ')));
    expect([...routes].sort()).toEqual([...SPEC_ROUTES].sort());
    // Optional answers, 'other' and uploads multiply the paths along each route.
    expect(completePaths.length).toBeGreaterThan(SPEC_ROUTES.length);
  });

  it('replays every simple path on the client machine to the same state', () => {
    for (const path of simplePaths) expect(serializeState(replay(path).snapshot)).toBe(serializeState(path.state));
  });

  it('has the server accept the submission of every complete path', () => {
    for (const path of completePaths) {
      const payload = buildQuestionnaireSubmission(path.state.context);
      const check = checkQuestionnaireSubmission(config, payload.conversation_data, attachedOf(path.state));
      expect(check).toMatchObject({ ok: true, path: [...path.state.context.history, path.state.context.currentId] });
    }
  });

  it('has the server refuse, naming the question, every complete path with a required answer removed', () => {
    for (const path of completePaths) {
      const payload = buildQuestionnaireSubmission(path.state.context);
      const route = [...path.state.context.history, path.state.context.currentId];
      for (const id of route) {
        const q = findQuestion(config, id)!;
        if (!q.required) continue;
        const data = { ...payload.conversation_data };
        delete data[q.field];
        const check = checkQuestionnaireSubmission(config, data, attachedOf(path.state));
        expect(check).toMatchObject({ ok: false, questionId: id });
        if (!check.ok) expect(check.detail.startsWith(`${id} (${q.field}): `)).toBe(true);
      }
    }
  });

  it('has the server refuse, naming the question, an answer off the path of every complete path', () => {
    for (const path of completePaths) {
      const payload = buildQuestionnaireSubmission(path.state.context);
      const route = new Set([...path.state.context.history, path.state.context.currentId]);
      for (const q of config.questions.filter((q) => !route.has(q.id) && !isFileQuestion(q))) {
        const check = checkQuestionnaireSubmission(config, { ...payload.conversation_data, [q.field]: validCandidates(q)[0] }, attachedOf(path.state));
        expect(check).toEqual({
          ok: false,
          questionId: q.id,
          field: q.field,
          message: 'This question is not on the path your earlier answers lead to.',
          detail: `${q.id} (${q.field}): This question is not on the path your earlier answers lead to.`,
        });
      }
    }
  });

  it('has the server refuse every complete path without the privacy consent, naming Q22', () => {
    for (const path of completePaths) {
      const data = buildQuestionnaireSubmission(path.state.context).conversation_data;
      const topLevel = checkQuestionnaireSubmission(config, { ...data, privacy_consent: false }, attachedOf(path.state));
      expect(topLevel).toMatchObject({ ok: false, detail: 'Q22 (contact_info): Please accept the privacy policy to continue.' });
      const inForm = checkQuestionnaireSubmission(config, { ...data, contact_info: { ...CONTACT, privacy_consent: false } }, attachedOf(path.state));
      expect(inForm).toMatchObject({ ok: false, detail: 'Q22 (contact_info): Please accept the privacy policy to continue.' });
    }
  });

  it("has the server accept every complete path with the consents at the spec payload's level only (issue 35)", () => {
    for (const path of completePaths) {
      const data = buildQuestionnaireSubmission(path.state.context).conversation_data;
      const { name, email, affiliation } = CONTACT;
      const spec = { ...data, contact_info: { name, email, affiliation }, privacy_consent: true, newsletter_consent: true };
      const check = checkQuestionnaireSubmission(config, spec, attachedOf(path.state));
      expect(check).toMatchObject({ ok: true, answers: { Q22: { name, email, affiliation, privacy_consent: true, newsletter_consent: true } } });
      // Neither level consenting, or the payload saying no, still refuses.
      const silent = { ...spec, privacy_consent: undefined };
      expect(checkQuestionnaireSubmission(config, silent, attachedOf(path.state))).toMatchObject({ ok: false, questionId: 'Q22' });
      expect(checkQuestionnaireSubmission(config, { ...spec, privacy_consent: false }, attachedOf(path.state))).toMatchObject({ ok: false, questionId: 'Q22' });
    }
  });

  it('has the server refuse a file the session never received, naming the question', () => {
    const withUpload = completePaths.find((p) => p.state.context.history.includes('Q1_UPLOAD'))!;
    const data = buildQuestionnaireSubmission(withUpload.state.context).conversation_data;
    const check = checkQuestionnaireSubmission(config, data, {});
    expect(check).toMatchObject({
      ok: false,
      questionId: 'Q1_UPLOAD',
      detail: 'Q1_UPLOAD (uploaded_document): The file "q1_upload-deck.pdf" was not uploaded in this session.',
    });
  });

  it('reports progress as the position of the current question, resets the selection on every step, and only walks back the way it came', () => {
    for (const path of routeShortest) {
      const { snapshot, emitted } = replay(path);
      const steps = emitted.filter((e) => e.type === 'step');
      for (const e of steps) expect(e.progress).toBe(Math.round(((config.questions.findIndex((q) => q.id === e.questionId) + 1) / 23) * 100));
      const last = path.steps[path.steps.length - 1]?.event;
      if (last?.type === 'BACK' && snapshot.matches('answering')) expect(snapshot.context.draft).toBeNull();
      if (steps.length > 0 && snapshot.matches({ answering: 'idle' })) expect(steps[steps.length - 1]!.questionId).toBe(snapshot.context.currentId);
    }
  });

  // Every transition: each state's shortest path followed by each event the state can take.
  const transitions = routeShortest.flatMap((p) => routeEvents(p.state).map((event) => ({ ...p, steps: [...p.steps, { event }] })));

  it('shows the upload and submission toasts of visitor spec §8, the 60 s timer included', () => {
    const toasts = new Set<string>();
    for (const path of transitions) for (const e of replay(path).emitted) if (e.type === 'toast') toasts.add(e.message);
    expect([...toasts].sort()).toEqual(
      [
        'File "q1_upload-deck.pdf" uploaded successfully!',
        'Failed to upload "q1_upload-deck.pdf". Please try again.',
        'Upload of "q1_upload-deck.pdf" timed out. Please try with a smaller file.',
        'File "q21-deck.pdf" uploaded successfully!',
        'Failed to upload "q21-deck.pdf". Please try again.',
        'Upload of "q21-deck.pdf" timed out. Please try with a smaller file.',
        'Questionnaire submitted successfully!',
        'Submission failed, but your responses are recorded.',
      ].sort(),
    );
  });

  it("leaves a failed or timed-out upload out of the question's files when the session does not hold it either", () => {
    const failedUploads = transitions.filter((p) => ['xstate.error.actor.uploadFile', UPLOAD_TIMEOUT].includes(p.steps.at(-1)!.event.type));
    expect(failedUploads.length).toBeGreaterThan(0);
    for (const path of failedUploads) {
      expect(replay(path).snapshot.matches({ answering: 'reconciling' })).toBe(true);
      const { snapshot } = replay({
        ...path,
        steps: [...path.steps, { event: { type: 'xstate.done.actor.sessionFiles', output: [] } as unknown as QuestionnaireEvent }],
      });
      expect(snapshot.matches({ answering: 'idle' })).toBe(true);
      expect(snapshot.context.files[snapshot.context.currentId] ?? []).toEqual([]);
    }
  });

  it("keeps the server's reason after a refused submission, and Back returns to the last question with every answer kept, its own filled in", () => {
    const failed = routeShortest.filter((p) => p.state.matches('submitFailed'));
    expect(new Set(failed.map((p) => p.state.context.submitError))).toEqual(new Set(['Refused', 'Q3 (project_title): Please provide a response.']));
    const backs = transitions.filter((p) => p.state.matches('submitFailed') && p.steps.at(-1)!.event.type === 'BACK');
    expect(backs.length).toBeGreaterThan(0);
    for (const path of backs) {
      const { snapshot } = replay(path);
      expect(snapshot.matches({ answering: 'idle' })).toBe(true);
      expect(snapshot.context.currentId).toBe('Q22');
      expect(snapshot.context.answers).toEqual(path.state.context.answers);
      // The contact form shows what was sent, so nothing has to be typed again.
      expect(snapshot.context.draft).toEqual(path.state.context.answers.Q22);
      expect(snapshot.context.submitError).toBeNull();
    }
  });
});

describe('questionnaire machine: every validation message, on the client and on the server', () => {
  const refusals = validationShortest.filter((p) => p.state.context.error !== null);

  it('refuses each wrong answer with the visitor spec §5 sentence, and the server refuses it with the same one', () => {
    const seen = new Set<string>();
    for (const path of refusals) {
      const s = path.state;
      const q = question(s);
      const last = path.steps[path.steps.length - 1]!.event;
      const { snapshot } = replay(path);
      expect(snapshot.context.error).toBe(s.context.error);
      seen.add(s.context.error!);
      if (last.type !== 'NEXT') continue;
      if (!isFileQuestion(q)) {
        const expected = invalidCandidates(q).find((c) => JSON.stringify(c.value) === JSON.stringify(s.context.draft));
        expect(expected?.message).toBe(s.context.error);
      }
      // The server, given the answers so far and this one, refuses at the same question with the same words.
      const data: Record<string, unknown> = { privacy_consent: true };
      for (const id of s.context.history) data[findQuestion(config, id)!.field] = s.context.answers[id];
      data[q.field] = isFileQuestion(q) ? [] : s.context.draft;
      const check = checkQuestionnaireSubmission(config, data, s.context.files);
      expect(check).toMatchObject({ ok: false, questionId: q.id, message: s.context.error, detail: `${q.id} (${q.field}): ${s.context.error}` });
    }
    expect([...seen].sort()).toEqual(
      [
        'Please select an option.',
        'Please select at least one option.',
        'Please select a valid option',
        'Please select no more than 2 option(s)',
        'Please provide a response.',
        'Response too long (max 100 characters).',
        'Response too long (max 300 characters).',
        'Response too long (max 500 characters).',
        'Response too long (max 200 characters).',
        'Please provide details for "Other".',
        'Please provide your name.',
        'Please provide a valid email address.',
        'Please provide your affiliation.',
        'Text must be 200 characters or less',
        'Please accept the privacy policy to continue.',
        'Please upload a file.',
        'File "tool.exe" type not allowed. Please upload PDF, DOC, DOCX, or TXT files only',
        'File "huge.pdf" is too large. Maximum size is 100MB',
        'File "huge.pdf" is too large. Maximum size is 25MB',
        'You can only upload up to 1 file(s)',
        'You can only upload up to 5 file(s)',
      ].sort(),
    );
  });

  it('never leaves a step with a refused answer', () => {
    for (const path of validationShortest) {
      const s = path.state;
      for (const id of s.context.history) {
        const q = findQuestion(config, id)!;
        if (!isFileQuestion(q)) expect(invalidCandidates(q).some((c) => JSON.stringify(c.value) === JSON.stringify(s.context.answers[id]))).toBe(false);
      }
    }
  });
});
