import { END_OF_QUESTIONNAIRE, type ContactAnswer, type Question, type QuestionnaireTheme } from '@intake/contracts';
import type { QuestionnaireView } from '@intake/machines';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { ChoiceAnswer, ContactFormAnswer, FileAnswer, MultipleChoiceAnswer, SelectOrTextAnswer, TextAnswer } from './answer-inputs';
import { Button } from '../../app/ui/button';

interface QuestionCardProps {
  question: Question;
  theme: QuestionnaireTheme;
  view: QuestionnaireView;
  draft: unknown;
  onChange(value: unknown): void;
  onNext(): void;
  onBack(): void;
  onSelectFiles(files: File[]): void;
  onOpenPrivacy(): void;
}

const endsHere = (q: Question) => Object.values(q.next_step_logic).every((next) => next === END_OF_QUESTIONNAIRE);

export function QuestionCard({ question, theme, view, draft, onChange, onNext, onBack, onSelectFiles, onOpenPrivacy }: QuestionCardProps) {
  const titleId = useId();
  const errorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Each step replaces the last one's controls; focus moves to the new question, not the page top.
  useEffect(() => heading.current?.focus(), []);
  const busy = view.status === 'uploading';
  // Visitor spec §5: the contact form's button stays disabled until the privacy box is ticked.
  const consentMissing = question.type === 'contact_form' && (draft as Partial<ContactAnswer> | null)?.privacy_consent !== true;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !consentMissing) onNext();
  };
  const input = { question, draft, onChange };

  return (
    <form className="card qn-card" aria-labelledby={titleId} aria-describedby={view.error ? errorId : undefined} onSubmit={submit} noValidate>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="qn-card__question">
        {question.question}
        {question.required && (
          <span className="field__required" aria-label="required">
            {' '}
            {theme.required_indicator}
          </span>
        )}
      </h2>
      {question.help_text && <p className="field__hint">{question.help_text}</p>}

      {question.type === 'single_choice' && <ChoiceAnswer {...input} />}
      {question.type === 'multiple_choice' && <MultipleChoiceAnswer {...input} />}
      {question.type === 'textarea' && <TextAnswer {...input} />}
      {question.type === 'select_or_text' && <SelectOrTextAnswer {...input} />}
      {question.type === 'contact_form' && <ContactFormAnswer {...input} requiredIndicator={theme.required_indicator} onOpenPrivacy={onOpenPrivacy} />}
      {(question.type === 'file_upload' || question.type === 'file_upload_multiple') && (
        <FileAnswer question={question} files={view.files} uploading={view.uploading} onSelect={onSelectFiles} />
      )}

      {view.error && (
        <p id={errorId} className="field__error qn-card__error" role="alert">
          {view.error}
        </p>
      )}

      <div className="actions qn-card__actions">
        {theme.allow_back_navigation && view.canGoBack && (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            Back
          </Button>
        )}
        <Button variant="primary" type="submit" disabled={busy || consentMissing}>
          {endsHere(question) ? 'Submit' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
