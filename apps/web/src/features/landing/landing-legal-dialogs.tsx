import { useContactEmail } from '../../app/public-config';
import { PrivacyPolicyDialog, type PrivacyPolicyDialogProps } from '../legal/privacy-policy';
import { TermsAndConditionsDialog, type TermsAndConditionsDialogProps } from '../legal/terms-and-conditions';

/** The legal dialogs as the landing footer opens them, quoting the server's contact mailbox. */
export function LandingPrivacyDialog(props: Omit<PrivacyPolicyDialogProps, 'contactEmail'>) {
  return <PrivacyPolicyDialog {...props} contactEmail={useContactEmail()} />;
}

export function LandingTermsDialog(props: Omit<TermsAndConditionsDialogProps, 'contactEmail'>) {
  return <TermsAndConditionsDialog {...props} contactEmail={useContactEmail()} />;
}
