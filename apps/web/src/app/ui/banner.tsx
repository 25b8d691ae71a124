import type { ReactNode } from 'react';
import { Button } from './button';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

/**
 * A message across its container: a title, the text, and with `onRetry` a Retry button (or other
 * `actions`). An error
 * is an alert (read out when it appears) unless `role` says otherwise; `role={null}` gives none.
 */
export function Banner({
  tone,
  title,
  children,
  onRetry,
  actions,
  role,
  className,
}: {
  tone: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  onRetry?: () => void;
  /** Other buttons, after the text (in place of Retry). */
  actions?: ReactNode;
  role?: 'alert' | 'status' | null;
  className?: string;
}) {
  const shownRole = role === undefined ? (tone === 'error' ? 'alert' : undefined) : (role ?? undefined);
  return (
    <div className={['banner', `banner--${tone}`, className].filter(Boolean).join(' ')} role={shownRole}>
      {title !== undefined && <p className="banner__title">{title}</p>}
      {children !== undefined && children !== null && children !== false && <p className="banner__text">{children}</p>}
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Retry
        </Button>
      )}
      {actions}
    </div>
  );
}
