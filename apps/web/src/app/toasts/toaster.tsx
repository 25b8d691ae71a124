import { useSyncExternalStore } from 'react';
import { toastStore, type Toast } from './toast-store';
import './toaster.css';

const ICON: Record<Toast['type'], string> = { blank: '', custom: '', success: '✓', error: '!', loading: '' };

/**
 * The one place toasts appear. The region is always in the page so screen readers already watch it
 * when a toast arrives; errors are alerts and interrupt, everything else waits its turn.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <section className="toaster" aria-label="Notifications">
      <div className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.type}`} role={t.type === 'error' ? 'alert' : 'status'} data-toast-type={t.type}>
            {t.type === 'loading' ? (
              <span className="toast__spinner" aria-hidden="true" />
            ) : (
              ICON[t.type] && (
                <span className="toast__icon" aria-hidden="true">
                  {ICON[t.type]}
                </span>
              )
            )}
            <span className="toast__message">{t.message}</span>
            <button type="button" className="toast__dismiss" aria-label="Dismiss notification" onClick={() => toastStore.dismiss(t.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
