import { DocumentEvents, QuestionnaireEvents, type QuestionnaireStreamEvent, type QuestionnaireSubmission, type UploadedFileRef } from '@intake/contracts';
import type { NewOf, StoredEvent, StoredOf } from '@intake/event-store';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';
import { decider } from '../testing/decider-spec.js';
import { decideRecordAnswer, decideStart, decideStepReached, decideSubmit, questionnaireReducer } from './questionnaire.decider.js';

let position = 0;
const stored = (type: string, data: unknown): StoredEvent =>
  ({
    type,
    data,
    streamId: 'questionnaire-s1',
    streamPosition: ++position,
    eventId: `e${position}`,
    globalPosition: position,
    transactionId: '1',
    schemaVersion: 1,
    metadata: {},
    createdAt: new Date(0),
  }) as StoredEvent;
const started = stored(QuestionnaireEvents.Started, { session_id: 's1', config_version: '3.0', client: {}, started_at: '2026-01-01T00:00:00.000Z' });
// Untyped on purpose: the fold must also survive an event type no writer here declares (another writer's, a later version's).
const fold = (...events: StoredEvent[]) => (events as StoredOf<QuestionnaireStreamEvent>[]).reduce(questionnaireReducer.evolve, questionnaireReducer.initial);
const deck: UploadedFileRef = { document_id: 'd1', filename: 'deck.pdf', size: 2048, content_type: 'application/pdf' };
const now = new Date(0);

describe('questionnaire session decisions', () => {
  it("folds the documents context's DocumentAttached into the files of its question, and ignores other writers' events", () => {
    const state = fold(
      started,
      stored('TestSessionOpened', {}),
      stored(DocumentEvents.Attached, { ...deck, operation_id: 'd1', question_id: 'Q1_UPLOAD' }),
      stored(DocumentEvents.FieldsExtracted, { document_id: 'd1', fields: [], analysis_summary: '' }),
    );
    expect(state.files).toEqual({ Q1_UPLOAD: [deck] });
    expect(state.status).toBe('in_progress');
  });

  it('accepts a file answer for an upload the session stream does not show yet', () => {
    const state = fold(started);
    expect(() => decideRecordAnswer(state, { questionId: 'Q1_UPLOAD', value: [deck], uploads: {}, now })).toThrow(
      new ValidationError('Q1_UPLOAD (uploaded_document): The file "deck.pdf" was not uploaded in this session.'),
    );
    const events = decideRecordAnswer(state, {
      questionId: 'Q1_UPLOAD',
      value: [{ document_id: 'd1', filename: 'claimed.pdf' }],
      uploads: { Q1_UPLOAD: [deck] },
      now,
    });
    // Judged and stored on the documents context's record, not on the browser's claim.
    expect(events).toEqual([{ type: QuestionnaireEvents.AnswerRecorded, data: expect.objectContaining({ question_id: 'Q1_UPLOAD', value: [deck] }) }]);
  });

  it('refuses an upload made for another question', () => {
    const state = fold(started);
    expect(() => decideRecordAnswer(state, { questionId: 'Q21', value: [deck], uploads: { Q1_UPLOAD: [deck] }, now })).toThrow(ValidationError);
  });

  it('knows no session before it starts, and takes no answers after it is submitted', () => {
    expect(() => decideRecordAnswer(fold(), { questionId: 'Q1', value: 'no_questions', uploads: {}, now })).toThrow(NotFoundError);
    const submitted = fold(started, stored(QuestionnaireEvents.Submitted, { session_id: 's1', submission_id: 'sub1' }));
    expect(() => decideRecordAnswer(submitted, { questionId: 'Q1', value: 'no_questions', uploads: {}, now })).toThrow(ConflictError);
    expect(decideStepReached(submitted, { questionId: 'Q2', timeSpentMs: 10, now })).toEqual([]);
    expect(decideSubmit(submitted, { submissionId: 'sub2', request: {} as QuestionnaireSubmission, uploads: {}, location: null, now })).toEqual([]);
  });
});

describe('questionnaire decider, given / when / then', () => {
  const spec = decider(questionnaireReducer);
  const client = { user_agent: null, device_type: 'desktop' as const, referrer: null, timezone: null, language: null };
  const begun: NewOf<QuestionnaireStreamEvent> = {
    type: QuestionnaireEvents.Started,
    data: { session_id: 's1', config_version: '3.0', client, started_at: now.toISOString() },
  };

  it('starts a session once; a second start adds nothing', () => {
    spec
      .given([])
      .when((s) => decideStart(s, { sessionId: 's1', configVersion: '3.0', client, now }))
      .thenAppends([begun]);
    spec
      .given([begun])
      .when((s) => decideStart(s, { sessionId: 's1', configVersion: '3.0', client, now }))
      .thenNothing();
  });

  it('records the same answer once', () => {
    const [answered] = spec
      .given([begun])
      .when((s) => decideRecordAnswer(s, { questionId: 'Q1', value: 'no_questions', uploads: {}, now }))
      .thenAppends([
        { type: QuestionnaireEvents.AnswerRecorded, data: expect.objectContaining({ session_id: 's1', question_id: 'Q1', value: 'no_questions' }) },
      ]);
    spec
      .given([begun, answered!])
      .when((s) => decideRecordAnswer(s, { questionId: 'Q1', value: 'no_questions', uploads: {}, now }))
      .thenNothing();
  });

  it('records a step of the questionnaire with its position, and refuses one that is not a question', () => {
    spec
      .given([begun])
      .when((s) => decideStepReached(s, { questionId: 'Q1', timeSpentMs: 1200, now }))
      .thenAppends([{ type: QuestionnaireEvents.StepReached, data: expect.objectContaining({ question_id: 'Q1', position: 1, time_spent_ms: 1200 }) }]);
    spec
      .given([begun])
      .when((s) => decideStepReached(s, { questionId: 'Q999', timeSpentMs: 1, now }))
      .thenThrows(ValidationError);
    spec
      .given([])
      .when((s) => decideStepReached(s, { questionId: 'Q1', timeSpentMs: 1, now }))
      .thenThrows(NotFoundError);
  });
});
