import type { HistoryEntry } from '@intake/machines';

/** The questions answered so far, as a conversation. */
export function ConversationHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className="qn-history" aria-label="Conversation history">
      <h2 className="qn-panel__title">Your answers so far</h2>
      <ol className="qn-history__list">
        {entries.map((e) => (
          <li key={e.questionId} className="qn-history__entry">
            <p className="qn-history__question">{e.question}</p>
            <p className="qn-history__answer">{e.answer}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
