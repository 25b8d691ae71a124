import { NEXT_STEP_WILDCARD, type ContactAnswer, type Question, type UploadedFileRef } from '@intake/contracts';

/** Test data for walking the questionnaire: answers that are accepted, and answers that are not. */

export const CONTACT: ContactAnswer = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  affiliation: 'Analytical Engines Inc',
  timezone: 'America/Chicago',
  privacy_consent: true,
  newsletter_consent: false,
};

const sample = (q: Question) => `Sample ${q.field.replace(/_/g, ' ')}`.slice(0, q.max_length ?? 100);

/**
 * One accepted answer per distinct next step (so every branch is taken once), plus the other
 * shapes an accepted answer can have: an empty optional text, and select_or_text's 'other'.
 * File questions are answered by uploading, not by a value.
 */
export function validCandidates(q: Question): unknown[] {
  switch (q.type) {
    case 'single_choice': {
      const byTarget = new Map<string, string>();
      for (const o of q.options ?? []) {
        const target = q.next_step_logic[o.value] ?? q.next_step_logic[NEXT_STEP_WILDCARD] ?? 'none';
        if (!byTarget.has(target)) byTarget.set(target, o.value);
      }
      return [...byTarget.values()];
    }
    case 'multiple_choice':
      return [(q.options ?? []).slice(0, Math.min(2, q.max_selections ?? 2)).map((o) => o.value)];
    case 'textarea':
      return q.required ? [sample(q)] : ['', sample(q)];
    case 'select_or_text':
      return [
        { value: q.options?.[0]?.value ?? '', other_text: '' },
        { value: 'other', other_text: 'Seed round from a family office' },
      ];
    case 'contact_form':
      return [CONTACT];
    case 'file_upload':
    case 'file_upload_multiple':
      return [];
  }
}

/** Answers the step must refuse, each with the visitor spec §5 sentence it must show (literal text). */
export function invalidCandidates(q: Question): { value: unknown; message: string }[] {
  const tooLong = (n: number) => ({ value: 'x'.repeat(n + 1), message: `Response too long (max ${n} characters).` });
  switch (q.type) {
    case 'single_choice':
      return [
        { value: '', message: 'Please select an option.' },
        { value: 'not_an_option', message: 'Please select a valid option' },
      ];
    case 'multiple_choice': {
      const all = (q.options ?? []).map((o) => o.value);
      const out = [
        { value: [], message: 'Please select at least one option.' },
        { value: ['not_an_option'], message: 'Please select a valid option' },
      ];
      if (q.max_selections !== undefined) {
        out.push({ value: all.slice(0, q.max_selections + 1), message: `Please select no more than ${q.max_selections} option(s)` });
      }
      return out;
    }
    case 'textarea': {
      const out = q.max_length !== undefined ? [tooLong(q.max_length)] : [];
      return q.required ? [{ value: '   ', message: 'Please provide a response.' }, ...out] : out;
    }
    case 'select_or_text':
      return [
        { value: { value: '', other_text: '' }, message: 'Please select an option.' },
        { value: { value: 'not_an_option', other_text: '' }, message: 'Please select a valid option' },
        { value: { value: 'other', other_text: '  ' }, message: 'Please provide details for "Other".' },
        ...(q.max_length !== undefined
          ? [{ value: { value: 'other', other_text: 'x'.repeat(q.max_length + 1) }, message: `Response too long (max ${q.max_length} characters).` }]
          : []),
      ];
    case 'contact_form':
      return [
        { value: { ...CONTACT, name: ' ' }, message: 'Please provide your name.' },
        { value: { ...CONTACT, email: '' }, message: 'Please provide a valid email address.' },
        { value: { ...CONTACT, email: 'ada.example.org' }, message: 'Please provide a valid email address.' },
        { value: { ...CONTACT, affiliation: '' }, message: 'Please provide your affiliation.' },
        { value: { ...CONTACT, name: 'A'.repeat(201) }, message: 'Text must be 200 characters or less' },
        { value: { ...CONTACT, privacy_consent: false }, message: 'Please accept the privacy policy to continue.' },
      ];
    case 'file_upload':
    case 'file_upload_multiple':
      return [];
  }
}

/** What the documents context records for a file uploaded to a question, derived from the name. */
export function uploadedRef(questionId: string, file: { name: string; size: number }): UploadedFileRef {
  return { document_id: `doc-${questionId}-${file.name}`, filename: file.name, size: file.size, content_type: 'application/pdf' };
}

/** A File that claims a size without holding the bytes (the picker only reads `size`). */
export function fileOfSize(name: string, size: number): File {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
