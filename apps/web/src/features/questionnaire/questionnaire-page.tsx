import { QUESTIONNAIRE_V3_HEADING } from '@intake/contracts';
import { Suspense, useEffect, useState } from 'react';
import { preloadable } from '../../app/preloadable';
import { useContactEmail } from '../../app/public-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { PrivacyPolicyDialog } from '../legal/privacy-policy';
import { useConsentGate } from './use-consent-gate';
import './questionnaire.css';
import { Button } from '../../app/ui/button';

const run = preloadable(() => import('./questionnaire-run').then((m) => m.QuestionnaireRun));

export function QuestionnairePage() {
  useDocumentTitle('Innovation Questionnaire');
  const consent = useConsentGate('questionnaire');
  const contactEmail = useContactEmail();
  const [policyOpen, setPolicyOpen] = useState(false);
  // A first visit reads the consent screen only; the questionnaire's code comes with the consent.
  useEffect(() => {
    if (consent.accepted) void run.preload().catch(() => undefined);
  }, [consent.accepted]);

  return (
    <main id="main" className="page qn">
      {consent.accepted ? (
        <Suspense fallback={<div className="page-loading" aria-busy="true" aria-label="Loading the questionnaire" />}>
          <run.Component onOpenPrivacy={() => setPolicyOpen(true)} contactEmail={contactEmail} />
        </Suspense>
      ) : (
        <section className="card qn-consent" aria-labelledby="qn-consent-title">
          <h1 id="qn-consent-title">{QUESTIONNAIRE_V3_HEADING.title}</h1>
          <p className="lead">Before you start, please read and accept our Privacy Policy: it says what we do with your answers.</p>
          <Button variant="primary" onClick={consent.reopen}>
            Read the Privacy Policy
          </Button>
        </section>
      )}
      <PrivacyPolicyDialog open={consent.dialogOpen} onClose={consent.close} onAccept={consent.accept} contactEmail={contactEmail} />
      <PrivacyPolicyDialog open={policyOpen} onClose={() => setPolicyOpen(false)} contactEmail={contactEmail} />
    </main>
  );
}
