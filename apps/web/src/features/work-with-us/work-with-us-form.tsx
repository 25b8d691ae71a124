import { SELF_DESCRIPTION_OPTIONS } from '@intake/contracts';
import type { WorkWithUsEvent, WorkWithUsField, WorkWithUsSnapshot, WorkWithUsView } from '@intake/machines';
import { type FormEvent, type KeyboardEvent, useRef } from 'react';
import { Banner } from '../../app/ui/banner';
import { Button } from '../../app/ui/button';
import { Field } from '../../app/ui/field';
import { AttachmentField } from './attachment-field';

interface WorkWithUsFormProps {
  snapshot: WorkWithUsSnapshot;
  view: WorkWithUsView;
  send: (event: WorkWithUsEvent) => void;
  /** Reads the machine after a send, to see whether the submit was refused. */
  latest: () => WorkWithUsSnapshot;
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
}

const FIELD_IDS: Record<WorkWithUsField, string> = {
  name: 'wwu-name',
  email: 'wwu-email',
  selfDescription: 'wwu-self-description',
  notes: 'wwu-notes',
};

export function WorkWithUsForm({ snapshot, view, send, latest, onOpenTerms, onOpenPrivacy }: WorkWithUsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { fields, fieldErrors, attachment, attachmentError } = snapshot.context;
  const busy = view.isSubmitting;

  const handlers = (field: WorkWithUsField) => ({
    id: FIELD_IDS[field],
    name: field,
    onFocus: () => send({ type: 'FIELD.FOCUS', field }),
    onBlur: () => send({ type: 'FIELD.BLUR', field }),
  });

  const errorProps = (field: Exclude<WorkWithUsField, 'notes'>) =>
    fieldErrors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${FIELD_IDS[field]}-error` } : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    const after = latest();
    const firstInvalid = (['name', 'email', 'selfDescription'] as const).find((f) => after.context.fieldErrors[f]);
    if (after.matches('editing') && firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[firstInvalid]}`)?.focus();
    }
  };

  // A one-line note: Enter would submit the form from here, which visitors did by accident.
  const blockEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <form ref={formRef} className="wwu-form" noValidate onSubmit={submit} aria-busy={busy}>
      {view.error && (
        <Banner tone="error" title="Submission Error">
          {view.error}
        </Banner>
      )}

      <fieldset className="wwu-form__fields" disabled={busy}>
        <legend className="visually-hidden">Your details</legend>

        <Field id={FIELD_IDS.name} label="Name" required error={fieldErrors.name}>
          <input
            {...handlers('name')}
            {...errorProps('name')}
            type="text"
            autoComplete="name"
            required
            maxLength={200}
            value={fields.name}
            onChange={(e) => send({ type: 'FIELD.CHANGE', field: 'name', value: e.target.value })}
          />
        </Field>

        <Field id={FIELD_IDS.email} label="Email" required error={fieldErrors.email}>
          <input
            {...handlers('email')}
            {...errorProps('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={320}
            value={fields.email}
            onChange={(e) => send({ type: 'FIELD.CHANGE', field: 'email', value: e.target.value })}
          />
        </Field>

        <Field id={FIELD_IDS.selfDescription} label="How would you describe yourself?" required error={fieldErrors.selfDescription}>
          <select
            {...handlers('selfDescription')}
            {...errorProps('selfDescription')}
            required
            value={fields.selfDescription}
            onChange={(e) => send({ type: 'FIELD.CHANGE', field: 'selfDescription', value: e.target.value })}
          >
            <option value="" disabled>
              Select one
            </option>
            {SELF_DESCRIPTION_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Field>

        <Field id={FIELD_IDS.notes} label="What would you like us to know?">
          <input
            {...handlers('notes')}
            type="text"
            maxLength={5000}
            placeholder="Your project, your challenge, or how you would like to help"
            value={fields.notes}
            onKeyDown={blockEnter}
            onChange={(e) => send({ type: 'FIELD.CHANGE', field: 'notes', value: e.target.value })}
          />
        </Field>

        <AttachmentField
          file={attachment}
          error={attachmentError}
          disabled={busy}
          onSelect={(file) => send({ type: 'ATTACHMENT.SELECT', file })}
          onClear={() => send({ type: 'ATTACHMENT.CLEAR' })}
        />
      </fieldset>

      <p className="wwu-form__legal">
        By submitting, you agree to our{' '}
        <button type="button" className="link-button" onClick={onOpenTerms}>
          Terms and Conditions
        </button>{' '}
        and{' '}
        <span className="nowrap">
          <button type="button" className="link-button" onClick={onOpenPrivacy}>
            Privacy Policy
          </button>
          .
        </span>
      </p>

      <Button type="submit" variant="primary" className="wwu-form__submit" disabled={busy} busy={busy}>
        {view.submitLabel}
      </Button>
    </form>
  );
}
