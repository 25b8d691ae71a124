import { inferDeviceType, inferSubmissionSource, selectWorkWithUsView, type WorkWithUsInput } from '@intake/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { visitorTracker } from '../../app/analytics/browser-tracker';
import { useWorkWithUsTracking } from '../../app/analytics/use-work-with-us-tracking';
import { useContactEmail } from '../../app/public-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { IntroVideo } from './intro-video';
import { currentBrowserEnvironment, sessionFactsFrom } from './session-facts';
import { ThankYouPanel } from './thank-you-panel';
import { connectedWorkWithUsMachine, prefetchSubmissionCode } from './work-with-us.runtime';
import { WorkWithUsForm } from './work-with-us-form';
import { LazyPrivacyPolicyDialog, LazyTermsAndConditionsDialog } from '../legal/lazy-legal-dialogs';
import './work-with-us.css';

type LegalDocument = 'terms' | 'privacy';

function visitInput(): WorkWithUsInput {
  // Prerendering at build time: no visit yet (the form renders the same without one).
  if (typeof window === 'undefined') return {};
  return {
    startedAt: Date.now(),
    submissionSource: inferSubmissionSource(document.referrer, window.location.origin),
    deviceType: inferDeviceType(navigator.userAgent),
    // The visit's analytics session (the tracker's, kept in memory where storage is refused), so
    // the record joins the visit's page views.
    sessionFacts: sessionFactsFrom(currentBrowserEnvironment(visitorTracker().sessionId)),
  };
}

export function WorkWithUsPage() {
  useDocumentTitle('Work With Us');
  const [input] = useState(visitInput);
  const [snapshot, send, actorRef] = useMachine(connectedWorkWithUsMachine, { input });
  useWorkWithUsTracking(snapshot);
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const contactEmail = useContactEmail();
  const view = selectWorkWithUsView(snapshot);

  return (
    <main id="main" className="page wwu">
      <section className="wwu__intro">
        <h1>Work With Us</h1>
        <p className="lead">
          Researchers, clinicians, founders, engineers, students and funders: tell us who you are and what you are working on, and we will connect you with the
          funding, resources, collaborators and expert reviewers that fit.
        </p>
        <IntroVideo />
      </section>

      {/* What submitting needs (the calls with their answer checks, the user-agent parser) is fetched once the visitor starts on the form, not with the page. */}
      <section className="card wwu__card" aria-label={view.isSubmitted ? 'Submission received' : 'Work With Us form'} onFocusCapture={prefetchSubmissionCode}>
        {view.isSubmitted ? (
          <ThankYouPanel view={view} confirmation={snapshot.context.confirmation} contactEmail={contactEmail} />
        ) : (
          <>
            <WorkWithUsForm
              snapshot={snapshot}
              view={view}
              send={send}
              latest={() => actorRef.getSnapshot()}
              onOpenTerms={() => setLegal('terms')}
              onOpenPrivacy={() => setLegal('privacy')}
            />
            {contactEmail && (
              <p className="wwu__contact">
                Prefer e-mail? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
              </p>
            )}
          </>
        )}
      </section>

      <LazyTermsAndConditionsDialog open={legal === 'terms'} onClose={() => setLegal(null)} contactEmail={contactEmail} />
      <LazyPrivacyPolicyDialog open={legal === 'privacy'} onClose={() => setLegal(null)} contactEmail={contactEmail} />
    </main>
  );
}
