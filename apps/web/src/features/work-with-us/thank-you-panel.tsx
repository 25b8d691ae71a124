import type { AttachmentUploadStatus, WorkWithUsView } from '@intake/machines';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../app/ui/banner';

interface ThankYouPanelProps {
  view: WorkWithUsView;
  confirmation: string | null;
  contactEmail: string | null;
}

export function ThankYouPanel({ view, confirmation, contactEmail }: ThankYouPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in has just disappeared; put them at the start of what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="thank-you" aria-labelledby="thank-you-title">
      <div className="thank-you__badge" aria-hidden="true">
        ✓
      </div>
      <h2 id="thank-you-title" ref={headingRef} tabIndex={-1}>
        Thank You for Reaching Out!
      </h2>
      {confirmation && <p className="thank-you__message">{confirmation}</p>}
      <p>Our team will review what you sent and get back to you by e-mail.</p>

      {view.attachmentStatus && <UploadStatus status={view.attachmentStatus} />}
      {view.partialFailureMessage && <Banner tone="warning">{view.partialFailureMessage}</Banner>}

      {contactEmail && (
        <p className="thank-you__contact">
          Questions in the meantime? Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      )}
      <p>
        <Link to="/" className="button button--secondary">
          Back to home
        </Link>
      </p>
    </section>
  );
}

function UploadStatus({ status }: { status: AttachmentUploadStatus }) {
  if (status.state === 'failed') {
    return (
      <div className="upload-status upload-status--failed" role="alert">
        <p className="upload-status__file">{status.fileName}</p>
        <p>{status.message}</p>
      </div>
    );
  }
  return (
    <div className={`upload-status upload-status--${status.state}`} role="status" aria-live="polite">
      <p className="upload-status__file">
        <span>{status.fileName}</span>
        <span className="upload-status__label">
          {status.label} {status.percent}%
        </span>
      </p>
      <progress max={100} value={status.percent} aria-label={`Upload of ${status.fileName}`} />
    </div>
  );
}
