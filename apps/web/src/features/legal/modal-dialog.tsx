import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../app/ui/button';
import './modal-dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons for the footer; a Close button is always there. */
  actions?: ReactNode;
}

/**
 * A modal built on the native <dialog>: showModal() makes the page behind it inert, Escape closes
 * it, and focus returns to whatever opened it. Tab is additionally wrapped so focus never leaves
 * for the browser's own toolbar.
 */
export function ModalDialog({ open, title, onClose, children, actions }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // The page behind must not scroll under the dialog.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="modal"
      // Escape and dialog.close() both end here, so React's state follows the element's.
      onClose={() => {
        if (open) onClose();
      }}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the ::backdrop targets the <dialog> itself.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal__frame">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__dismiss" aria-label={`Close ${title}`} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="modal__body" role="region" aria-labelledby={titleId} tabIndex={0}>
            {children}
          </div>
          <footer className="modal__footer">
            {actions}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </footer>
        </div>
      )}
    </dialog>
  );
}
