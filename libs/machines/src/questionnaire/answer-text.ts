import type { ContactAnswer, Question, SelectOrTextAnswer, UploadedFileRef } from '@intake/contracts';

/** A choice's label, or the value itself when the question does not list it. */
export const optionLabel = (q: Question | undefined, value: string): string => q?.options?.find((o) => o.value === value)?.label ?? value;

/** An accepted answer as a sentence for the conversation history and the submission's messages. */
export function describeAnswer(question: Question, value: unknown): string {
  switch (question.type) {
    case 'single_choice':
      return optionLabel(question, String(value));
    case 'multiple_choice':
      return (value as string[]).map((v) => optionLabel(question, v)).join(', ');
    case 'textarea':
      return value === '' ? 'Skipped' : String(value);
    case 'select_or_text': {
      const a = value as SelectOrTextAnswer;
      return a.value === 'other' ? `${optionLabel(question, 'other')}: ${a.other_text}` : optionLabel(question, a.value);
    }
    case 'file_upload':
    case 'file_upload_multiple': {
      const files = value as UploadedFileRef[];
      return files.length === 0 ? 'No files' : files.map((f) => f.filename).join(', ');
    }
    case 'contact_form': {
      const c = value as ContactAnswer;
      return `${c.name} (${c.email}), ${c.affiliation}`;
    }
  }
}
