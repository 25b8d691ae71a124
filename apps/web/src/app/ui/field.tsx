import type { ReactNode } from 'react';

/**
 * A labelled form control: the label (with a required mark, or "(optional)"), the control given
 * as children with `id`, then a hint and the error. The required mark is hidden from screen
 * readers: the control says `required` itself. Ids: `hintId` and `errorId` (default `<id>-error`)
 * are for the control's `aria-describedby`.
 */
export function Field({
  id,
  label,
  required = false,
  optional = false,
  hint,
  hintId,
  error,
  errorId = `${id}-error`,
  errorIsAlert = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: string | null | undefined;
  errorId?: string;
  /** Read the error out when it appears (for a control whose error comes without a submit). */
  errorIsAlert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role={errorIsAlert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
