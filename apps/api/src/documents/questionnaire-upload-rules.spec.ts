import { decideQuestionnaireUpload, questionnaireUploadTarget, type HeldUpload } from './questionnaire-upload-rules.js';

const held = (document_id: string, sha256: string | null): HeldUpload => ({ document_id, filename: `${document_id}.pdf`, status: 'queued', sha256 });

describe('a questionnaire upload against what its question already holds', () => {
  it('is the held file when the bytes are the same, even at the limit', () => {
    expect(decideQuestionnaireUpload([held('a', 'h1')], 'h1', 1)).toEqual(held('a', 'h1'));
    expect(decideQuestionnaireUpload([held('a', 'h1'), held('b', 'h2')], 'h2', 5)?.document_id).toBe('b');
  });

  it('is a new file when the bytes differ and there is room', () => {
    expect(decideQuestionnaireUpload([], null, 1)).toBeNull();
    expect(decideQuestionnaireUpload([held('a', 'h1')], 'h2', 5)).toBeNull();
  });

  it('is refused with the configuration message when the question is full of other files', () => {
    expect(() => decideQuestionnaireUpload([held('a', 'h1')], 'h2', 1)).toThrow('You can only upload up to 1 file(s)');
    // A held file whose hash is unknown never matches.
    expect(() => decideQuestionnaireUpload([held('a', null)], 'h2', 1)).toThrow('You can only upload up to 1 file(s)');
  });

  it('names the file questions when question_id names none', () => {
    expect(() => questionnaireUploadTarget({ kind: 'questionnaire', session_id: 's', question_id: 'Q3' })).toThrow(
      'question_id must name a file question: Q1_UPLOAD, Q21.',
    );
    expect(questionnaireUploadTarget({ kind: 'questionnaire', session_id: 's', question_id: 'Q21' })).toMatchObject({ questionId: 'Q21', maxFiles: 5 });
  });
});
