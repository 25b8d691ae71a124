import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Visitor spec §2: after the last question, 'Thank You!' with a way back to the landing page. */
export function ThankYouOverlay() {
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="qn-overlay" role="dialog" aria-modal="true" aria-labelledby="qn-thanks-title">
      <div className="card qn-overlay__card">
        <div className="qn-overlay__badge" aria-hidden="true">
          ✓
        </div>
        <h2 id="qn-thanks-title">Thank You!</h2>
        <p>Your answers have reached our team. We will reply within 2-3 business days.</p>
        <button ref={button} type="button" className="button button--primary" onClick={() => navigate('/')}>
          Return to Home
        </button>
      </div>
    </div>
  );
}
