// A page for the browser tests only (apps/web/e2e/toasts.e2e.spec.ts builds it on its own; the
// product's build never includes it): the real Toaster and toast API, driven from the test.
import { createRoot } from 'react-dom/client';
import '../styles.css';
import '../app/ui/ui.css';
import { toast, type ToastOptions, type ToastType } from '../app/toasts/toast-store';
import { Toaster } from '../app/toasts/toaster';

declare global {
  interface Window {
    toastHarness?: { show(type: ToastType, message: string, options?: ToastOptions): string; dismiss(id?: string): void };
  }
}

window.toastHarness = {
  show: (type, message, options) => (type === 'blank' ? toast(message, options) : toast[type](message, options)),
  dismiss: (id) => toast.dismiss(id),
};

createRoot(document.getElementById('root')!).render(<Toaster />);
