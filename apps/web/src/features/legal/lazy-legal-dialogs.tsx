import { lazy, Suspense, useState } from 'react';
import type { PrivacyPolicyDialogProps } from './privacy-policy';
import type { TermsAndConditionsDialogProps } from './terms-and-conditions';

// The legal texts are read by few visitors: a page loads them when a dialog first opens, not with
// the page (the forms' JavaScript budget). Once opened, a dialog stays mounted so it can close.
const PrivacyPolicy = lazy(() => import('./privacy-policy').then((m) => ({ default: m.PrivacyPolicyDialog })));
const TermsAndConditions = lazy(() => import('./terms-and-conditions').then((m) => ({ default: m.TermsAndConditionsDialog })));

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function LazyPrivacyPolicyDialog(props: PrivacyPolicyDialogProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <PrivacyPolicy {...props} />
    </Suspense>
  ) : null;
}

export function LazyTermsAndConditionsDialog(props: TermsAndConditionsDialogProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <TermsAndConditions {...props} />
    </Suspense>
  ) : null;
}
