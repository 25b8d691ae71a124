import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The class list of a button-looking element (a `Link` styled as a button uses it too). */
export function buttonClass(variant?: ButtonVariant, size?: 'small', className?: string): string {
  return ['button', variant && `button--${variant}`, size && `button--${size}`, className].filter(Boolean).join(' ');
}

/**
 * The site's button: `type="button"` unless told (a form's Enter never hits it by accident),
 * and with `busy` a spinner before the label.
 */
export function Button({
  variant,
  size,
  busy = false,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: 'small'; busy?: boolean }) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} {...rest}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
