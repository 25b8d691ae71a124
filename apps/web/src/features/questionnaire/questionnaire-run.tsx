import { QUESTIONNAIRE_V3_HEADING } from '@intake/contracts';
import { selectQuestionnaireView } from '@intake/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { ConversationHistory } from './conversation-history';
import { QuestionCard } from './question-card';
import { reportRecordingFailure } from './recording-failure';
import { connectQuestionnaireMachine } from './questionnaire.runtime';
import { createSerialQueue } from './serial-queue';
import { CollectedPanel, HelpPanel, ProgressPanel } from './side-panels';
import { ThankYouOverlay } from './thank-you-overlay';
import { useQuestionnaireRecorder } from './use-questionnaire-recorder';
import { Banner } from '../../app/ui/banner';
import { Button } from '../../app/ui/button';

/**
 * The questionnaire itself, once privacy is accepted: a chunk of its own (issue 32), so a first
 * visit loads the consent screen only, and the machine, the questions and their checks (zod) load
 * when the visitor accepts.
 */
export function QuestionnaireRun({ onOpenPrivacy, contactEmail }: { onOpenPrivacy(): void; contactEmail: string | null }) {
  const [visitStartedAt] = useState(Date.now);
  const [recordings] = useState(() => createSerialQueue(reportRecordingFailure));
  const [machine] = useState(() => connectQuestionnaireMachine(recordings));
  const [snapshot, send, actor] = useMachine(machine, { input: {} });
  useQuestionnaireRecorder(actor, recordings, visitStartedAt);
  const view = selectQuestionnaireView(snapshot);
  const config = snapshot.context.config;

  return (
    <>
      <header className="qn__header">
        <h1>{config?.title ?? QUESTIONNAIRE_V3_HEADING.title}</h1>
        <p className="lead">{config?.description ?? QUESTIONNAIRE_V3_HEADING.description}</p>
      </header>
      <div className="qn__layout">
        <div className="qn__main">
          {view.status === 'loading' && <div className="page-loading" aria-busy="true" aria-label="Loading the questionnaire" />}
          {view.status === 'failed' && (
            <Banner
              tone="error"
              title="The questionnaire could not start"
              actions={
                <Button variant="secondary" onClick={() => window.location.reload()}>
                  Refresh
                </Button>
              }
            >
              Please refresh the page to try again.
            </Banner>
          )}
          {(view.status === 'answering' || view.status === 'uploading') && view.question && config && (
            <QuestionCard
              key={view.question.id}
              question={view.question}
              theme={config.theme}
              view={view}
              draft={snapshot.context.draft}
              onChange={(value) => send({ type: 'ANSWER.CHANGE', value })}
              onNext={() => send({ type: 'NEXT' })}
              onBack={() => send({ type: 'BACK' })}
              onSelectFiles={(files) => send({ type: 'FILES.SELECT', files })}
              onOpenPrivacy={onOpenPrivacy}
            />
          )}
          {view.status === 'submitting' && (
            <div className="card qn-card" aria-busy="true">
              <p role="status">
                <span className="spinner" aria-hidden="true" /> Submitting your answers…
              </p>
            </div>
          )}
          {view.status === 'submit-failed' && (
            <Banner
              tone="error"
              title="Your answers are saved, but the submission did not go through."
              actions={
                <div className="actions">
                  <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
                    Back to the last question
                  </Button>
                  <Button variant="primary" onClick={() => send({ type: 'SUBMIT.RETRY' })}>
                    Try again
                  </Button>
                </div>
              }
            >
              {view.submitError || null}
            </Banner>
          )}
          <ConversationHistory entries={view.history} />
        </div>
        <aside className="qn__side" aria-label="Questionnaire overview">
          <ProgressPanel percent={view.progress} />
          <CollectedPanel fields={view.collected} />
          <HelpPanel contactEmail={contactEmail} />
        </aside>
      </div>
      {view.status === 'submitted' && <ThankYouOverlay />}
    </>
  );
}
