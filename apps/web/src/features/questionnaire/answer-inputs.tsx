import type { ContactAnswer, Question, SelectOrTextAnswer } from '@intake/contracts';
import { uploadLimits } from '@intake/machines';
import { useId } from 'react';

export interface AnswerInputProps {
  question: Question;
  draft: unknown;
  onChange(value: unknown): void;
}

export function ChoiceAnswer({ question, draft, onChange }: AnswerInputProps) {
  const name = useId();
  return (
    <div className="qn-options" role="radiogroup" aria-label={question.question}>
      {(question.options ?? []).map((o) => (
        <label key={o.value} className={`qn-option${draft === o.value ? ' qn-option--selected' : ''}`}>
          <input type="radio" name={name} value={o.value} checked={draft === o.value} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

export function MultipleChoiceAnswer({ question, draft, onChange }: AnswerInputProps) {
  const selected = Array.isArray(draft) ? (draft as string[]) : [];
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <div className="qn-options" role="group" aria-label={question.question}>
      {(question.options ?? []).map((o) => (
        <label key={o.value} className={`qn-option${selected.includes(o.value) ? ' qn-option--selected' : ''}`}>
          <input type="checkbox" value={o.value} checked={selected.includes(o.value)} onChange={() => toggle(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

function Counter({ length, max }: { length: number; max: number | undefined }) {
  if (max === undefined) return null;
  return <span className={`qn-counter${length > max ? ' qn-counter--over' : ''}`}>{`${length} / ${max}`}</span>;
}

export function TextAnswer({ question, draft, onChange }: AnswerInputProps) {
  const id = useId();
  const text = typeof draft === 'string' ? draft : '';
  // No maxLength: the step itself says when a response is too long, in the spec's words.
  return (
    <div className="qn-text">
      <label htmlFor={id} className="visually-hidden">
        {question.question}
      </label>
      <textarea id={id} rows={question.rows ?? 3} value={text} placeholder={question.placeholder} onChange={(e) => onChange(e.target.value)} />
      <Counter length={text.length} max={question.max_length} />
    </div>
  );
}

export function SelectOrTextAnswer({ question, draft, onChange }: AnswerInputProps) {
  const name = useId();
  const detailsId = useId();
  const answer = (draft ?? { value: '', other_text: '' }) as SelectOrTextAnswer;
  return (
    <div className="qn-options" role="radiogroup" aria-label={question.question}>
      {(question.options ?? []).map((o) => (
        <label key={o.value} className={`qn-option${answer.value === o.value ? ' qn-option--selected' : ''}`}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={answer.value === o.value}
            onChange={() => onChange({ value: o.value, other_text: answer.other_text })}
          />
          <span>{o.label}</span>
        </label>
      ))}
      {answer.value === 'other' && (
        <div className="qn-text">
          <label htmlFor={detailsId}>Please specify</label>
          <input
            id={detailsId}
            type="text"
            value={answer.other_text}
            placeholder={question.placeholder}
            onChange={(e) => onChange({ value: 'other', other_text: e.target.value })}
          />
          <Counter length={answer.other_text.length} max={question.max_length} />
        </div>
      )}
    </div>
  );
}

const EMPTY_CONTACT: ContactAnswer = { name: '', email: '', affiliation: '', timezone: '', privacy_consent: false, newsletter_consent: false };

export function ContactFormAnswer({
  draft,
  onChange,
  requiredIndicator,
  onOpenPrivacy,
}: AnswerInputProps & { requiredIndicator: string; onOpenPrivacy(): void }) {
  const contact = { ...EMPTY_CONTACT, ...(draft as Partial<ContactAnswer> | null) };
  const set = (patch: Partial<ContactAnswer>) => onChange({ ...contact, ...patch });
  const ids = { name: useId(), email: useId(), affiliation: useId(), timezone: useId() };
  const guessedZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="qn-contact">
      <div className="field">
        <label className="field__label" htmlFor={ids.name}>
          Name <span className="field__required">{requiredIndicator}</span>
        </label>
        <input id={ids.name} type="text" autoComplete="name" value={contact.name} onChange={(e) => set({ name: e.target.value })} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.email}>
          Email <span className="field__required">{requiredIndicator}</span>
        </label>
        <input id={ids.email} type="email" autoComplete="email" value={contact.email} onChange={(e) => set({ email: e.target.value })} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.affiliation}>
          Affiliation <span className="field__required">{requiredIndicator}</span>
        </label>
        <input
          id={ids.affiliation}
          type="text"
          autoComplete="organization"
          value={contact.affiliation}
          onChange={(e) => set({ affiliation: e.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.timezone}>
          Time zone <span className="field__optional">(optional)</span>
        </label>
        <input id={ids.timezone} type="text" placeholder={guessedZone} value={contact.timezone} onChange={(e) => set({ timezone: e.target.value })} />
      </div>
      <label className="qn-check">
        <input type="checkbox" checked={contact.privacy_consent} onChange={(e) => set({ privacy_consent: e.target.checked })} />
        <span>
          I agree to the{' '}
          <button type="button" className="link-button" onClick={onOpenPrivacy}>
            Privacy Policy
          </button>{' '}
          <span className="field__required">{requiredIndicator}</span>
        </span>
      </label>
      <label className="qn-check">
        <input type="checkbox" checked={contact.newsletter_consent} onChange={(e) => set({ newsletter_consent: e.target.checked })} />
        <span>Send me the consortium's newsletter</span>
      </label>
    </div>
  );
}

export function FileAnswer({
  question,
  files,
  uploading,
  onSelect,
}: {
  question: Question;
  files: { document_id: string; filename: string; size: number }[];
  uploading: { name: string; waiting: number } | null;
  onSelect(files: File[]): void;
}) {
  const id = useId();
  const { maxFiles, types } = uploadLimits(question);
  const full = files.length >= maxFiles;
  return (
    <div className="qn-files">
      <label htmlFor={id} className={`file-picker${full || uploading ? ' file-picker--disabled' : ''}`}>
        <span className="file-picker__button">{maxFiles > 1 ? 'Choose files' : 'Choose a file'}</span>
        <input
          id={id}
          className="file-picker__input"
          type="file"
          accept={types.map((t) => `.${t}`).join(',')}
          multiple={question.type === 'file_upload_multiple'}
          disabled={full || uploading !== null}
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            // Cleared so that picking the same file again after a failure fires a change.
            e.target.value = '';
            if (picked.length > 0) onSelect(picked);
          }}
        />
      </label>
      {uploading && (
        <p className="qn-uploading" role="status">
          <span className="spinner" aria-hidden="true" /> Uploading {uploading.name}
          {uploading.waiting > 0 ? ` (${uploading.waiting} more waiting)` : ''}…
        </p>
      )}
      {files.length > 0 && (
        <ul className="qn-file-list" aria-label="Uploaded files">
          {files.map((f) => (
            <li key={f.document_id}>
              <span aria-hidden="true">✓</span> {f.filename}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
