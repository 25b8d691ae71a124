import { QUESTIONNAIRE_FILE_RULES, QUESTIONNAIRE_V3 } from '@intake/contracts';
import { checkAnswer } from './answer-validation.js';
import { findQuestion } from './routing.js';
import { checkPickedFiles } from './upload-picks.js';
import { fileOfSize } from './testing/answer-candidates.js';

const config = QUESTIONNAIRE_V3;
const q = (id: string) => findQuestion(config, id)!;
const MB = 1024 * 1024;
const ref = (filename: string, size = 1000) => ({ document_id: `d-${filename}`, filename, size, content_type: 'application/pdf' });

describe("file answers as the server judges them (from the documents context's records)", () => {
  it.each([
    ['no file for the required upload', 'Q1_UPLOAD', [], 'Please upload a file.'],
    ['two files where one is allowed', 'Q1_UPLOAD', [ref('a.pdf'), ref('b.pdf')], 'You can only upload up to 1 file(s)'],
    ['six supporting documents', 'Q21', [1, 2, 3, 4, 5, 6].map((i) => ref(`${i}.pdf`)), 'You can only upload up to 5 file(s)'],
    ['a supporting document over 25 MB', 'Q21', [ref('big.pdf', 25 * MB + 1)], 'File size must be 25MB or less'],
    ['a document over 100 MB', 'Q1_UPLOAD', [ref('big.pdf', 100 * MB + 1)], 'File size must be 100MB or less'],
    ['a document of another kind', 'Q1_UPLOAD', [ref('scan.png')], 'File type must be: pdf, docx, pptx, txt'],
    ['something that is not a file record', 'Q1_UPLOAD', ['a.pdf'], 'Please upload a file.'],
  ])('refuses %s', (_label, id, value, message) => {
    expect(checkAnswer(q(id), value, config.validation)).toEqual({ ok: false, message });
  });

  it('accepts no supporting documents, and up to five within the limits', () => {
    expect(checkAnswer(q('Q21'), [], config.validation)).toEqual({ ok: true, value: [] });
    const five = [1, 2, 3, 4, 5].map((i) => ref(`${i}.docx`, 25 * MB));
    expect(checkAnswer(q('Q21'), five, config.validation)).toEqual({ ok: true, value: five });
  });
});

describe("the picker's checks (visitor spec §5, chat-side upload in the wizard)", () => {
  it('refuses the whole pick when it has too many files', () => {
    const picked = [fileOfSize('a.pdf', 1), fileOfSize('b.pdf', 1)];
    expect(checkPickedFiles(q('Q21'), 4, picked)).toEqual({ accepted: [], problems: ['You can only upload up to 5 file(s)'] });
  });

  it('keeps the good files of a pick and names each refused one', () => {
    const good = fileOfSize('deck.pptx', 5 * MB);
    const picked = [good, fileOfSize('notes.doc', 1), fileOfSize('scan.pdf', 26 * MB)];
    expect(checkPickedFiles(q('Q21'), 0, picked)).toEqual({
      accepted: [good],
      problems: ['File "notes.doc" type not allowed. Please upload PDF, DOC, DOCX, or TXT files only', 'File "scan.pdf" is too large. Maximum size is 25MB'],
    });
  });
});

describe('QUESTIONNAIRE_FILE_RULES (what the documents context checks uploads against)', () => {
  it('holds the limits of Q1_UPLOAD and Q21', () => {
    expect(QUESTIONNAIRE_FILE_RULES).toEqual({
      Q1_UPLOAD: {
        question_id: 'Q1_UPLOAD',
        field: 'uploaded_document',
        required: true,
        allowed_types: ['pdf', 'docx', 'pptx', 'txt'],
        max_size_mb: 100,
        max_files: 1,
      },
      Q21: { question_id: 'Q21', field: 'supporting_documents', required: false, allowed_types: ['pdf', 'docx', 'pptx', 'txt'], max_size_mb: 25, max_files: 5 },
    });
  });
});

describe('single-choice answers', () => {
  const single = config.questions.find((question) => question.type === 'single_choice')!;
  const option = single.options![0]!.value;

  it.each([[' '], ['   '], [[]], [[option]], [{ value: option }], [42], ['not-an-option']])('refuses %j', (value) => {
    expect(checkAnswer(single, value, config.validation)).toMatchObject({ ok: false });
  });

  it('accepts one of its options', () => {
    expect(checkAnswer(single, option, config.validation)).toEqual({ ok: true, value: option });
  });
});
