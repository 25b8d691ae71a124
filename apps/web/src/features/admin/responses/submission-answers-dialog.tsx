import { QUESTIONNAIRE_V3, readableAnswers, type FormSubmissionListReplyItem } from '@intake/contracts';
import { useMemo } from 'react';
import { ModalDialog } from '../../legal/modal-dialog';
import { formatDateTime } from '../conversations/format-date';
import { locationText } from '../dashboard/display';

/**
 * One questionnaire submission, readable (issue 20): who, where and when, then every answer with
 * its question text and the chosen options' labels from the questionnaire configuration.
 */
export function SubmissionAnswersDialog({ item, onClose }: { item: FormSubmissionListReplyItem | null; onClose: () => void }) {
  const answers = useMemo(() => (item ? readableAnswers(QUESTIONNAIRE_V3, item.form_data) : []), [item]);
  return (
    <ModalDialog open={item !== null} title="Questionnaire submission" onClose={onClose}>
      {item && (
        <div className="conversation-detail">
          <p className="conversation-detail__id">
            Submission <code>{item.submission_id}</code>
            {/* Ours says the session and version; a backend answering as admin spec §3 may not. */}
            {item.session_id ? (
              <>
                {' '}
                · session <code>{item.session_id}</code>
              </>
            ) : null}
            {item.questionnaire_version ? ` · questionnaire version ${item.questionnaire_version}` : null}
          </p>
          <dl className="conversation-detail__facts">
            <div>
              <dt>Name</dt>
              <dd>{item.name || 'Anonymous'}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{item.email || 'No email'}</dd>
            </div>
            <div>
              <dt>Organization</dt>
              <dd>{item.organization || 'Not specified'}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{locationText(item.location_data)}</dd>
            </div>
            <div>
              <dt>Submitted</dt>
              <dd>{formatDateTime(item.submitted_at)}</dd>
            </div>
          </dl>
          <h3>Answers</h3>
          <dl className="submission-answers">
            {answers.map((answer) => (
              <div key={answer.question} className="submission-answers__item">
                <dt>{answer.question}</dt>
                {answer.lines.length === 0 ? (
                  <dd className="conversations__default">Not answered</dd>
                ) : (
                  answer.lines.map((line, index) => <dd key={index}>{line}</dd>)
                )}
              </div>
            ))}
          </dl>
        </div>
      )}
    </ModalDialog>
  );
}
