import { DocumentEvents, QUESTIONNAIRE_V3, QuestionnaireEvents, WorkWithUsEvents, type WorkWithUsSubmittedData } from '@intake/contracts';
import type { StoredOf } from '@intake/event-store';
import { stored } from '../testing/decider-spec.js';
import { responseTimeline, type ResponseStreamEvent } from './response-timeline.js';

const at = (event: StoredOf<ResponseStreamEvent>, iso: string, actor?: string) => ({
  ...event,
  createdAt: new Date(iso),
  metadata: actor ? { actor } : {},
});

describe('a response timeline', () => {
  it('says what each event did, who did it and when, oldest first, with the review changes among them', () => {
    const submitted = stored<ResponseStreamEvent>({ type: WorkWithUsEvents.Submitted, data: { submission_id: 's1' } as WorkWithUsSubmittedData });
    const read = stored<ResponseStreamEvent>({
      type: DocumentEvents.FieldsExtracted,
      data: { document_id: 'd1', fields: [], analysis_summary: '', proposals: [{ field: 'needs', value: 'x', confidence: 0.9, source: {} as never }] },
    });
    const timeline = responseTimeline(
      [at(submitted, '2026-01-01T10:00:00Z', 'visitor'), at(read, '2026-01-01T10:05:00Z', 'worker')],
      [{ at: '2026-01-01T10:02:00Z', by: 'ada', what: 'status set to reviewed' }],
    );
    expect(timeline).toEqual([
      { at: '2026-01-01T10:00:00.000Z', who: 'visitor', what: 'Sent the Work With Us application' },
      { at: '2026-01-01T10:02:00Z', who: 'ada', what: 'Status set to reviewed' },
      { at: '2026-01-01T10:05:00.000Z', who: 'document reader', what: 'Read a document: proposed needs' },
    ]);
  });

  it('names questions by their text and leaves out the steps that repeat the answers', () => {
    const question = QUESTIONNAIRE_V3.questions[2]!;
    const events = [
      stored<ResponseStreamEvent>({
        type: QuestionnaireEvents.AnswerRecorded,
        data: { session_id: 'q', question_id: question.id, field: question.field, value: 'x', recorded_at: '' },
      }),
      stored<ResponseStreamEvent>({
        type: QuestionnaireEvents.StepReached,
        data: { session_id: 'q', question_id: question.id, position: 3, progress_percent: 10, time_spent_ms: 1, reached_at: '' },
      }),
    ];
    expect(responseTimeline(events, [], QUESTIONNAIRE_V3).map((e) => e.what)).toEqual([`Answered "${question.question}"`]);
  });
});
