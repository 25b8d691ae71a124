import { NOT_SPECIFIED } from '@intake/contracts';
import { sql } from 'kysely';

/**
 * Every conversation the admin area lists, one row each, from both read models: the AI guide
 * chats (chat_conversations) and the questionnaire sessions (questionnaire_sessions, with their
 * submission when there is one). The state of a questionnaire is decided here and nowhere else,
 * so the list and the stats can never disagree: submitted means completed, anything else is in
 * progress (the questionnaire has no abandon step). The innovation type is the `category` a chat
 * collects; the questionnaire v3.0 does not ask for one, but a submission's form_data that carries
 * a `category` is counted too.
 */
export const conversationIndex = sql`
  select 'ai_chat'::text as source, c.session_id, c.state, c.started_at, c.updated_at, c.completed_at,
         c.collected_info->>'category' as innovation_type
  from chat_conversations c
  union all
  select 'questionnaire'::text, s.session_id,
         case when s.status = 'submitted' then 'completed' else 'in_progress' end,
         s.started_at, s.updated_at, s.submitted_at,
         q.form_data->>'category'
  from questionnaire_sessions s
  left join questionnaire_submissions q on q.session_id = s.session_id`;

/** Collected values that say nothing about the innovation type. */
export const NO_INNOVATION_TYPE = ['', NOT_SPECIFIED];
