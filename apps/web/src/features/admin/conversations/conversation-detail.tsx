import { ModalDialog } from '../../legal/modal-dialog';
import { CONVERSATION_SOURCE_LABELS, CONVERSATION_STATUS_LABELS, displayInfo, type ConversationRow } from './conversation-record';
import { formatDateTime } from './format-date';

function Facts({ facts }: { facts: [label: string, value: string, isDefault?: boolean][] }) {
  return (
    <dl className="conversation-detail__facts">
      {facts.map(([label, value, isDefault]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={isDefault ? 'conversations__default' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The detail dialog of one conversation (admin spec §2): contact info, innovation details,
 * timeline, problem statement, solution description and the raw record.
 */
export function ConversationDetail({ row, onClose }: { row: ConversationRow | null; onClose: () => void }) {
  const shown = row ? displayInfo(row.info) : null;
  return (
    <ModalDialog open={row !== null} title="Conversation details" onClose={onClose}>
      {row && shown && (
        <div className="conversation-detail">
          <p className="conversation-detail__id">
            Session <code>{row.sessionId}</code>
          </p>

          <h3>Contact info</h3>
          <Facts
            facts={[
              ['Name', shown.name, row.info.name === null],
              ['Email', shown.email, row.info.email === null],
              ['Affiliation', shown.affiliation, row.info.affiliation === null],
              ['Background', shown.background, row.info.background === null],
              ['Location', row.location ?? 'Not specified', row.location === null],
            ]}
          />

          <h3>Innovation details</h3>
          <Facts
            facts={[
              ['Category', shown.category, row.info.category === null],
              ['Project stage', shown.projectStage, row.info.projectStage === null],
              ['Support needed', shown.supportNeeded, row.info.supportNeeded === null],
              ['Urgency', shown.urgency, row.info.urgency === null],
              ['Commitment level', shown.commitmentLevel, row.info.commitmentLevel === null],
            ]}
          />

          <h3>Timeline</h3>
          <Facts
            facts={[
              ['Source', CONVERSATION_SOURCE_LABELS[row.source]],
              ['Status', CONVERSATION_STATUS_LABELS[row.status] + (row.statusDerived ? ' (derived)' : '')],
              ['Progress', row.progressPercent === null ? 'Not specified' : `${row.progressPercent}%`, row.progressPercent === null],
              ['Messages', String(row.messageCount)],
              ...(row.questionsCovered === null ? [] : [['Questions covered', String(row.questionsCovered)] as [string, string]]),
              ['Started', formatDateTime(row.startedAt)],
              ['Last activity', formatDateTime(row.updatedAt)],
              ['Completed', row.completedAt === null ? 'Not completed' : formatDateTime(row.completedAt)],
            ]}
          />

          <h3>Problem statement</h3>
          <p className={`conversation-detail__text${row.info.problemStatement === null ? ' conversations__default' : ''}`}>{shown.problemStatement}</p>

          <h3>Solution description</h3>
          <p className={`conversation-detail__text${row.info.solutionDescription === null ? ' conversations__default' : ''}`}>{shown.solutionDescription}</p>

          {row.messages.length > 0 && (
            <details className="conversation-detail__more">
              <summary>Messages ({row.messages.length})</summary>
              <ol className="conversation-detail__messages">
                {row.messages.map((message, index) => (
                  <li key={index}>
                    <strong>{message.role}</strong>
                    {message.timestamp && <span className="conversation-detail__when"> · {formatDateTime(message.timestamp)}</span>}
                    <p className="conversation-detail__text">{message.content}</p>
                  </li>
                ))}
              </ol>
            </details>
          )}

          <details className="conversation-detail__more">
            <summary>Raw data</summary>
            <pre className="conversation-detail__raw" tabIndex={0} aria-label="Raw data as JSON">
              {JSON.stringify(row.raw, null, 2)}
            </pre>
          </details>
        </div>
      )}
    </ModalDialog>
  );
}
