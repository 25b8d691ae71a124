import { completionEmailResponseSchema, createGuideSessionResponseSchema, progressResponseSchema, restartSessionResponseSchema } from '@intake/contracts';
import { publicConfigResponseSchema } from '@intake/contracts/http';
import { checkedAnswer, InvalidResponseError, type ResponseCheck } from './api-client';
import { answerShape } from './answer-shape';
import { PUBLIC_CONFIG } from './public-config';

const ENGINE = { kind: 'offline', model: null, fallback: null };

/** The zod-free checks agree with the contract schemas they mirror on answers our server sends and on broken ones. */
function sameVerdicts(schema: ResponseCheck<unknown>, shape: ResponseCheck<unknown>, good: unknown[], bad: unknown[]) {
  for (const answer of good) {
    expect(schema.safeParse(answer).success).toBe(true);
    expect(shape.safeParse(answer).success).toBe(true);
  }
  for (const answer of bad) {
    expect(schema.safeParse(answer).success).toBe(false);
    expect(shape.safeParse(answer).success).toBe(false);
  }
}

describe('answerShape', () => {
  it('reports the fields off their kind as zod does, path and message', () => {
    const check = answerShape({ success: 'true', session_id: 'string', total: 'number?' });
    expect(check.safeParse({ success: true, session_id: 's', total: null })).toEqual({ success: true, data: { success: true, session_id: 's', total: null } });
    const refused = check.safeParse({ success: false, total: '3' });
    expect(refused.success).toBe(false);
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path.join('.'))).toEqual(['success', 'session_id', 'total']);
    expect(check.safeParse('<html>').success).toBe(false);
  });

  it('fails checkedAnswer with an InvalidResponseError that keeps the body', () => {
    const body = { success: false, detail: 'No' };
    expect(() => checkedAnswer('/api/x', answerShape({ success: 'true' }), body)).toThrow(InvalidResponseError);
    try {
      checkedAnswer('/api/x', answerShape({ success: 'true' }), body);
    } catch (error) {
      expect(error).toMatchObject({ path: '/api/x', body, problems: ['success: expected true'] });
    }
  });

  it("public-config's own check mirrors publicConfigResponseSchema", () => {
    sameVerdicts(publicConfigResponseSchema, PUBLIC_CONFIG, [{ contact_email: 'team@example.org' }], [null, { contact_email: 3 }]);
  });

  it('mirrors createGuideSessionResponseSchema on the fields the chat reads', () => {
    const state = {
      progress: { problem: false, solution: false, needs: false, stage: false },
      completion_status: 'in_progress',
      conv_stage: 'consent',
      should_wrap_up: false,
      progress_percentage: 0,
      next_field: null,
      engine: ENGINE,
    };
    sameVerdicts(
      createGuideSessionResponseSchema,
      answerShape({ session_id: 'string?', message: 'string?' }),
      [{ success: true, session_id: '0b6d1a52-7a43-4c8e-9a0e-5f2d3c4b1a90', message: 'Hello', state }],
      ['<!doctype html>', { success: true, session_id: 7, message: 'Hello', state }],
    );
  });

  it('mirrors progressResponseSchema on the fields the upload reads', () => {
    const progress = {
      success: true,
      operation_id: 'op-1',
      status: 'completed',
      percent: 100,
      stage: 'done',
      error: null,
      analysis_result: null,
      result: null,
      extracted_data: { title: 'Deck' },
      chat_message: 'Read it.',
      verification_questions: [],
    };
    sameVerdicts(
      progressResponseSchema,
      answerShape({ status: 'string', error: 'string?', chat_message: 'string?', extracted_data: 'object?', verification_questions: 'array?' }),
      [progress],
      [{ ...progress, status: undefined }, { ...progress, verification_questions: 'none' }, []],
    );
  });

  it('mirrors restartSessionResponseSchema and completionEmailResponseSchema on the fields the chat reads', () => {
    const session = '0b6d1a52-7a43-4c8e-9a0e-5f2d3c4b1a90';
    sameVerdicts(
      restartSessionResponseSchema,
      answerShape({ session_id: 'string?', message: 'string?' }),
      [{ success: true, session_id: session, message: 'Hello' }],
      [null, { success: true, session_id: session, message: 3 }],
    );
    sameVerdicts(
      completionEmailResponseSchema,
      answerShape({ success: 'boolean' }),
      [{ success: true, email: 'ada@example.org', message: 'Sent.' }],
      ['sent', { email: 'ada@example.org', message: 'Sent.' }],
    );
  });
});
