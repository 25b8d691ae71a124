import { ContactLine } from './contact-line';
import { LEGAL_LAST_UPDATED } from './legal-dates';
import { ModalDialog } from './modal-dialog';
import './legal-text.css';

interface TermsAndConditionsTextProps {
  contactEmail?: string | null;
}

export function TermsAndConditionsText({ contactEmail }: TermsAndConditionsTextProps) {
  return (
    <article className="legal-text">
      <p className="legal-text__meta">Last updated: {LEGAL_LAST_UPDATED}</p>
      <p className="legal-text__summary">
        <strong>In short:</strong> you must be 18 or older; you keep ownership of your ideas and let us review them; we make no promise of funding; our
        liability is capped at the greater of $100 or the fees you paid us; Illinois law governs.
      </p>

      <h3>1. Agreement</h3>
      <p>
        These terms govern your use of the Innovation Intake website and its Work With Us form, structured questionnaire and AI guide chat (together, “the
        Service”), operated by a healthcare-innovation consortium (“the Consortium”, “we”, “us”). By using the Service or sending us a submission you accept
        these terms and our Privacy Policy. If you do not accept them, please do not use the Service.
      </p>

      <h3>2. Eligibility</h3>
      <p>You must be at least 18 years old. If you act for an organisation, you confirm that you may accept these terms on its behalf.</p>

      <h3>3. What the Service is</h3>
      <p>
        The Service lets you describe an idea, project or challenge so that we can consider it and point you toward funding, resources, collaboration or expert
        review. Sending a submission creates no partnership, employment, agency or funding commitment. We decide at our discretion whether and how to respond,
        and we may change or pause the Service at any time.
      </p>

      <h3>4. Your submissions</h3>
      <ul>
        <li>You keep all rights you hold in what you submit.</li>
        <li>
          You grant us a non-exclusive, royalty-free licence to store, copy, analyse and share your submission with Consortium staff and reviewers for the
          purpose of evaluating it and responding to you.
        </li>
        <li>
          You confirm that you have the right to share what you send, that it is accurate to the best of your knowledge, and that it contains no identifiable
          patient information.
        </li>
        <li>
          We treat submissions with care and limit who sees them, but no confidentiality agreement exists unless we sign one separately. Do not send trade
          secrets or unfiled inventions you are not ready to disclose.
        </li>
      </ul>

      <h3>5. Acceptable use</h3>
      <p>
        Do not misuse the Service: no unlawful, misleading or infringing content, no malware, no attempts to reach data that is not yours, no automated scraping
        or bulk submissions, and nothing that disrupts the Service for others. We may remove content and refuse access where these terms are broken.
      </p>

      <h3>6. The AI guide and automated summaries</h3>
      <p>
        Replies from the AI guide and summaries of uploaded documents are generated automatically and may be incomplete or wrong. They are not medical, legal,
        regulatory, financial or investment advice, and nothing on the Service replaces advice from a qualified professional.
      </p>

      <h3>7. Our content</h3>
      <p>The Service’s design, text, graphics and software belong to the Consortium or its licensors. You may use them only to use the Service as intended.</p>

      <h3>8. Links to other sites</h3>
      <p>We are not responsible for the content or practices of websites we link to.</p>

      <h3>9. Disclaimer</h3>
      <p>
        The Service is provided “as is” and “as available”, without warranties of any kind, express or implied, including fitness for a particular purpose,
        non-infringement and uninterrupted or error-free operation, to the fullest extent the law allows.
      </p>

      <h3>10. Limitation of liability</h3>
      <p>
        To the fullest extent the law allows, the Consortium and its members, staff and reviewers are not liable for any indirect, incidental, special,
        consequential or punitive damages, or for lost profits, data, opportunities or goodwill, arising from your use of the Service. Our total liability for
        any claim relating to the Service is limited to the greater of one hundred US dollars ($100) or the fees you paid us for the Service in the twelve
        months before the claim.
      </p>

      <h3>11. Indemnity</h3>
      <p>You agree to indemnify the Consortium against claims arising from content you submit in breach of these terms or from your misuse of the Service.</p>

      <h3>12. Ending use</h3>
      <p>
        You may stop using the Service at any time and ask us to delete your submissions as the Privacy Policy describes. Sections 4, 9, 10, 11 and 13 survive
        the end of your use.
      </p>

      <h3>13. Governing law</h3>
      <p>
        These terms are governed by the laws of the State of Illinois, United States, without regard to its conflict of laws rules. The state and federal courts
        located in Illinois have exclusive jurisdiction over any dispute arising from them, and you consent to their jurisdiction.
      </p>

      <h3>14. Changes</h3>
      <p>We may update these terms and will post the new version here with a new date. Continuing to use the Service after a change means you accept it.</p>

      <h3>15. Contact</h3>
      <p>
        Questions about these terms: contact us <ContactLine contactEmail={contactEmail} />.
      </p>
    </article>
  );
}

export interface TermsAndConditionsDialogProps extends TermsAndConditionsTextProps {
  open: boolean;
  onClose: () => void;
}

export function TermsAndConditionsDialog({ open, onClose, contactEmail }: TermsAndConditionsDialogProps) {
  return (
    <ModalDialog open={open} title="Terms and Conditions" onClose={onClose}>
      <TermsAndConditionsText contactEmail={contactEmail ?? null} />
    </ModalDialog>
  );
}
