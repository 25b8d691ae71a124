import { ContactLine } from './contact-line';
import { LEGAL_LAST_UPDATED } from './legal-dates';
import { ModalDialog } from './modal-dialog';
import { Button } from '../../app/ui/button';
import './legal-text.css';

interface PrivacyPolicyTextProps {
  contactEmail?: string | null;
}

export function PrivacyPolicyText({ contactEmail }: PrivacyPolicyTextProps) {
  return (
    <article className="legal-text">
      <p className="legal-text__meta">Last updated: {LEGAL_LAST_UPDATED}</p>
      <p className="legal-text__summary">
        <strong>In short:</strong> we use what you send us to review your idea and reply to you. Submissions are generally kept for up to 2 years; analytics are
        kept only in aggregate, for up to 24 months. The service is for people aged 18 and over. We do not sell personal information.
      </p>

      <h3>1. Who we are</h3>
      <p>
        Innovation Intake is the front door of a healthcare-innovation consortium of academic, clinical and industry partners (“the Consortium”, “we”, “us”).
        This policy explains what personal information we collect through this website, its Work With Us form, its structured questionnaire and its AI guide
        chat, why we collect it, how long we keep it and the choices you have.
      </p>

      <h3>2. Information you give us</h3>
      <ul>
        <li>Contact details: your name, e-mail address and, where you provide it, your affiliation and time zone.</li>
        <li>What you tell us about yourself and your project: how you describe yourself, notes, questionnaire answers and chat messages.</li>
        <li>Files you upload, such as pitch decks, papers, images or short videos, and the text we extract from them.</li>
        <li>Your consent choices, for example whether you accepted this policy or asked for our newsletter.</li>
      </ul>
      <p>
        Please do not send identifiable patient information or anything you are not free to share. We do not need it to assess an idea, and we delete it when we
        find it.
      </p>

      <h3>3. Information collected automatically</h3>
      <p>
        When you use the site we record first-party analytics: pages visited, time spent, the page you came from, how far you got through a form, your device
        type, browser and operating system, screen and window size, browser language and time zone, and an approximate location (city and country) derived from
        your IP address. A random session identifier and your consent choice are kept in your browser’s storage. We use no advertising cookies and no
        third-party trackers.
      </p>

      <h3>4. How we use information</h3>
      <ul>
        <li>to read, assess and answer your submission, and to route it to the right team or expert reviewer;</li>
        <li>to match your project with funding, resources and collaborators within the Consortium;</li>
        <li>to send you the confirmation and follow-up messages you asked for;</li>
        <li>to understand, in aggregate, how the site is used and to improve it;</li>
        <li>to keep the service secure and to meet our legal obligations.</li>
      </ul>
      <p>
        The AI guide and the document reader process your messages and files automatically to summarise them. Their output is a starting point for our team,
        never a final decision about you or your project.
      </p>

      <h3>5. When we share information</h3>
      <p>
        We share submissions only with Consortium staff and reviewers who need them to respond to you, each bound by confidentiality; with service providers
        that host the site, send e-mail or run language models on our behalf, under contracts that forbid any other use; and where the law requires it. We never
        sell or rent personal information.
      </p>

      <h3>6. How long we keep it</h3>
      <ul>
        <li>
          Submissions, uploaded files and chat transcripts are generally kept for up to 2 years from your last contact with us; then the personal information in
          them is erased and the uploaded files are deleted.
        </li>
        <li>
          Analytics are kept in aggregate for up to 24 months; at 24 months, what could identify a visit (IP address, browser details, city and region,
          referring address) is erased, and only anonymous counts remain.
        </li>
        <li>We may keep information longer only where the law requires it or to settle a dispute, and only for that purpose.</li>
      </ul>

      <h3>7. Security</h3>
      <p>
        Information travels encrypted, is stored with access limited to the people who need it, and personal fields are held so that one person’s data can be
        erased on request. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.
      </p>

      <h3>8. Your choices and rights</h3>
      <p>
        You may ask to see, correct, export or delete your personal information, withdraw a consent you gave, or object to a use of it. If you do not accept
        this policy the site still works, and our analytics then count your page visits without ever storing your IP address. Contact us{' '}
        <ContactLine contactEmail={contactEmail} /> and we will reply within 30 days.
      </p>

      <h3>9. Minimum age</h3>
      <p>
        The service is intended for people aged 18 or older. We do not knowingly collect information from anyone under 18; if you believe we have, contact us
        and we will delete it.
      </p>

      <h3>10. International transfers</h3>
      <p>
        We operate from the United States. If you write to us from elsewhere, your information will be processed in the United States under the safeguards
        described in this policy.
      </p>

      <h3>11. Changes to this policy</h3>
      <p>
        We will post any change here and update the date above. If a change materially affects how we use information you already gave us, we will ask for your
        consent again.
      </p>

      <h3>12. Contact</h3>
      <p>
        Questions about this policy or your information: contact us <ContactLine contactEmail={contactEmail} />.
      </p>
    </article>
  );
}

export interface PrivacyPolicyDialogProps extends PrivacyPolicyTextProps {
  open: boolean;
  onClose: () => void;
  /** When given, the dialog offers an Accept button (the landing page records the choice). */
  onAccept?: () => void;
}

export function PrivacyPolicyDialog({ open, onClose, onAccept, contactEmail }: PrivacyPolicyDialogProps) {
  return (
    <ModalDialog open={open} title="Privacy Policy" onClose={onClose} actions={onAccept && <Button onClick={onAccept}>Accept</Button>}>
      <PrivacyPolicyText contactEmail={contactEmail ?? null} />
    </ModalDialog>
  );
}
