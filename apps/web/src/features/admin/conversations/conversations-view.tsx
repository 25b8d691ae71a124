import type { Conversation } from '@intake/contracts';
import type { JSX } from 'react';

/** Admin dashboard, conversation list (admin spec §2 "Conversation list (view without a tab)"). */
export function ConversationsView(props: { conversations: Conversation[] }): JSX.Element {
  return (
    <section className="admin-conversations" aria-labelledby="admin-conversations-title">
      <h2 id="admin-conversations-title">Conversations</h2>
      <p>{props.conversations.length} conversations</p>
    </section>
  );
}
