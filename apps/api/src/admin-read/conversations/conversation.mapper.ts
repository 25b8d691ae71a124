import type { ConversationEntry, Conversation, LocationData } from '@intake/contracts';
import { toAiConversationItem } from './ai-conversations.query.js';
import { questionnaireInfo } from './questionnaire-info.mapper.js';
import type { Database } from '../../platform/database/database.types.js';

/** A stored row read through to_jsonb: timestamps arrive as text. */
type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** One page row as the database returns it: which read model, and that model's row(s) as stored. */
export type RawConversationRow =
  | { source: 'ai_chat'; session_id: string; state: string; chat: Database['chat_conversations'] | null; messages: ConversationEntry[] }
  | {
      source: 'questionnaire';
      session_id: string;
      state: string;
      session: AsJson<Database['questionnaire_sessions']> | null;
      submission: AsJson<Database['questionnaire_submissions']> | null;
    };

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

function fromChat(row: Extract<RawConversationRow, { source: 'ai_chat' }>): Conversation {
  if (!row.chat) throw new Error('the chat row is gone');
  const item = toAiConversationItem(row.chat, row.messages);
  return {
    session_id: item.session_id,
    state: item.state,
    conversation_source: 'ai_chat',
    data_source_type: 'ai_chat',
    submission_type: 'AI_CHAT',
    collected_info: item.collected_info,
    extracted_info: item.extracted_info,
    preview: item.preview,
    progress: item.progress,
    progress_percentage: item.progress_percentage,
    questions_covered: item.questions_covered,
    message_count: item.message_count,
    started_at: item.started_at,
    created_at: item.created_at,
    updated_at: item.updated_at,
    completed_at: item.completed_at,
    messages: item.messages,
    location_data: item.location_data,
    raw_data: { ...row.chat },
  };
}

function fromQuestionnaire(row: Extract<RawConversationRow, { source: 'questionnaire' }>): Conversation {
  const { session, submission } = row;
  if (!session) throw new Error('the questionnaire session row is gone');
  const submitted = row.state === 'completed';
  // The raw answers under the questionnaire's own names, plus the same answers under the §3 names
  // the dashboard reads (questionnaire-info.mapper.ts).
  const info: Record<string, unknown> = submission
    ? {
        ...submission.form_data,
        ...questionnaireInfo(submission.form_data, submission.questionnaire_version),
        name: submission.name,
        email: submission.email,
        organization: submission.organization,
        affiliation: submission.organization,
      }
    : {};
  // A submitted questionnaire covered every question it answered; an open one, the questions it passed.
  const covered = submission ? Object.keys(submission.form_data).length : session.steps_reached.filter((id) => id !== session.last_question_id).length;
  return {
    session_id: session.session_id,
    state: submitted ? 'completed' : 'in_progress',
    conversation_source: 'questionnaire',
    data_source_type: 'questionnaire',
    submission_type: 'QUESTIONNAIRE',
    collected_info: info,
    extracted_info: info,
    preview: { name: text(submission?.name), email: text(submission?.email), problem: text(submission?.form_data.problem_statement) },
    progress: session.progress_percent,
    progress_percentage: session.progress_percent,
    questions_covered: covered,
    // The answers are events, not rows; the list does not replay them (the Form Submissions tab shows them).
    message_count: 0,
    started_at: iso(session.started_at),
    created_at: iso(session.started_at),
    updated_at: iso(session.updated_at),
    completed_at: isoOrNull(session.submitted_at),
    messages: [],
    location_data: (submission?.location_data as LocationData | null | undefined) ?? null,
    raw_data: { session, submission },
  };
}

/** One stored row, either kind, as the admin list's Conversation (admin spec §3). */
export function toConversation(row: RawConversationRow): Conversation {
  return row.source === 'ai_chat' ? fromChat(row) : fromQuestionnaire(row);
}
