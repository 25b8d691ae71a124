import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { lazy, Suspense, useState } from 'react';
import { writeStoredFlag } from '../../app/browser-storage';
import { useBrowserState } from '../../app/hydration';
import { toast } from '../../app/toasts/toast-store';
import './landing.css';

// The legal texts are long and most visitors never open them: they load (with the contact mailbox
// they quote) on the first click, or as the pointer or focus reaches a link.
const loadLegal = () => import('./landing-legal-dialogs');
const PrivacyPolicyDialog = lazy(() => loadLegal().then((m) => ({ default: m.LandingPrivacyDialog })));
const TermsAndConditionsDialog = lazy(() => loadLegal().then((m) => ({ default: m.LandingTermsDialog })));

type LegalDocument = 'privacy' | 'terms';

/** The year the page was built (vite.config.ts), which the prerendered footer shows. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

export function LandingFooter() {
  const [open, setOpen] = useState<LegalDocument | null>(null);
  // Once mounted a dialog stays mounted (closed), so reopening it is instant.
  const [mounted, setMounted] = useState<ReadonlySet<LegalDocument>>(new Set());

  const show = (doc: LegalDocument) => {
    setMounted((m) => new Set(m).add(doc));
    setOpen(doc);
  };
  const close = () => setOpen(null);
  // The prerendered page has the build's year; a page hydrated in a later year moves on at once.
  const [year] = useBrowserState(() => new Date().getFullYear(), BUILD_YEAR);

  return (
    <footer className="landing-footer">
      <p className="landing-footer__copy">© {year} Innovation Intake · a healthcare-innovation consortium</p>
      <nav className="landing-footer__links" aria-label="Legal">
        <button type="button" className="link-button" onClick={() => show('privacy')} onPointerEnter={() => void loadLegal()} onFocus={() => void loadLegal()}>
          Privacy
        </button>
        <button type="button" className="link-button" onClick={() => show('terms')} onPointerEnter={() => void loadLegal()} onFocus={() => void loadLegal()}>
          Terms
        </button>
      </nav>
      <Suspense fallback={null}>
        {mounted.has('privacy') && (
          <PrivacyPolicyDialog
            open={open === 'privacy'}
            onClose={close}
            onAccept={() => {
              writeStoredFlag(LOCAL_STORAGE_KEYS.privacyAccepted);
              writeStoredFlag(LOCAL_STORAGE_KEYS.analyticsConsent);
              close();
              toast.success('Thank you. Your acceptance of the Privacy Policy is saved.');
            }}
          />
        )}
        {mounted.has('terms') && <TermsAndConditionsDialog open={open === 'terms'} onClose={close} />}
      </Suspense>
    </footer>
  );
}
