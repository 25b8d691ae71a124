import { toLegacyName, type ChatResponse, type GuideMessageResponse, type GuideState, type SessionRecord } from '@intake/contracts';
import { clientFieldName, contactFieldToAsk, guideJourneyPercent, hasValue, nextContentField, progressOf, stageOf } from '@intake/machines';
import { fieldSourcesOf, valuesOf, type ChatSessionState } from './chat-session.reducer.js';

const COMPLETION_STATUS = {
  consent: 'in_progress',
  collecting: 'in_progress',
  contact: 'awaiting_contact',
  wrapping_up: 'wrapping_up',
  complete: 'complete',
} as const;

function nextField(state: ChatSessionState): string | null {
  const stage = stageOf(state.machine);
  if (stage === 'collecting') return nextContentField(state.mode, valuesOf(state.collected));
  if (stage === 'contact') return contactFieldToAsk(valuesOf(state.collected));
  return null;
}

function nextStep(state: ChatSessionState): string {
  const stage = stageOf(state.machine);
  switch (stage) {
    case 'consent':
      return 'confirm_consent';
    case 'collecting':
      return `provide_${nextField(state) ?? 'details'}`;
    case 'contact':
      return `provide_${nextField(state)}`;
    case 'wrapping_up':
      return 'confirm_summary';
    case 'complete':
      return 'complete';
  }
}

/** The bar's figure: in guide mode it counts the email and the final Yes too (guideJourneyPercent). */
function percentOf(state: ChatSessionState): number {
  const values = valuesOf(state.collected);
  return state.mode === 'guide' ? guideJourneyPercent(values, state.machine === 'complete') : progressOf(state.mode, values).percent;
}

/** Visitor spec §3 guide state. */
export function guideState(state: ChatSessionState): GuideState {
  const values = valuesOf(state.collected);
  const stage = stageOf(state.machine);
  return {
    progress: {
      problem: hasValue(values, 'problem'),
      solution: hasValue(values, 'solution'),
      needs: hasValue(values, 'needs'),
      stage: hasValue(values, 'stage'),
    },
    completion_status: COMPLETION_STATUS[stage],
    conv_stage: stage,
    should_wrap_up: stage === 'wrapping_up',
    progress_percentage: percentOf(state),
    next_field: nextField(state),
    engine: state.lastEngine,
  };
}

/** Values by the names the client of this mode reads; extracted_info always by the admin names. */
function byName(state: ChatSessionState, name: (field: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(state.collected).map(([field, v]) => [name(field), v.value]));
}

/** What a turn or a contact call leaves: the session after it and the words of its reply. */
export interface ChatTurnResult {
  state: ChatSessionState;
  response: string;
}

/** A guide-mode reply (visitor spec §7): what the guide client reads, and the collected values. */
export function guideMessageResponse({ state, response }: ChatTurnResult): GuideMessageResponse {
  const values = valuesOf(state.collected);
  const progress = progressOf(state.mode, values);
  const stage = stageOf(state.machine);
  const complete = stage === 'complete';
  const next = nextField(state);
  const percent = percentOf(state);
  return {
    success: true,
    session_id: state.sessionId,
    response,
    conversation_type: 'ai_chat',
    mode: state.mode,
    progress: {
      completed_fields: progress.completed.length,
      total_fields: progress.total,
      progress_percentage: percent,
      current_step: stage,
    },
    is_complete: complete,
    state: guideState(state),
    questionnaire_status: {
      is_complete: complete,
      conversation_completed: complete,
      progress_percent: percent,
      completed_fields: progress.completed.length,
      total_fields: progress.total,
      next_field: next ? clientFieldName(state.mode, next) : null,
    },
    extracted_info: byName(state, toLegacyName),
    missing_fields: progress.missing.map((f) => clientFieldName(state.mode, f)),
    completion_percentage: complete ? 100 : percent,
    next_step: nextStep(state),
  };
}

/**
 * Every "chat response field read" of visitor spec §3 (the legacy reply): the guide reply plus
 * the values under the client's names, where each came from, and the history.
 */
export function chatResponse(result: ChatTurnResult): ChatResponse {
  const { state } = result;
  const data = byName(state, (f) => clientFieldName(state.mode, f));
  return {
    ...guideMessageResponse(result),
    questionnaire_data: data,
    extracted_data: data,
    field_sources: fieldSourcesOf(state.collected),
    // A guide session reached through the legacy call has no history for the legacy client.
    conversation_history: state.mode === 'legacy' ? state.history : [],
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * Visitor spec §3 "Session record kept for export". The legacy chat request nests platform,
 * screen resolution and language in `device_info`; guide sessions and the restart call send them
 * flat. A value sent flat (or tracked later) wins over the nested one.
 */
export function sessionRecord(state: ChatSessionState): SessionRecord {
  const meta = { ...state.client, ...state.tracked };
  const device = { ...record(state.client.device_info), ...record(state.tracked.device_info) };
  return {
    session_id: state.sessionId,
    conversation_history: state.history,
    metadata: {
      session_id: state.sessionId,
      created_at: state.startedAt,
      user_agent: str(meta.user_agent) ?? str(meta.userAgent),
      platform: str(meta.platform) ?? str(device.platform),
      screen_resolution: str(meta.screen_resolution) ?? str(meta.screenResolution) ?? str(device.screen_resolution),
      timezone: str(meta.timezone) ?? str(meta.user_timezone),
      language: str(meta.language) ?? str(device.language),
      referrer: str(meta.referrer) ?? str(meta.referral_page),
      uploaded_files: state.documents.map((d) => ({ name: d.filename, size: d.size, type: d.content_type, time: d.attached_at })),
      mode: state.mode,
      persona_flow: state.persona,
      stage: stageOf(state.machine),
      completed_at: state.completedAt,
    },
    document_intelligent: {
      documents: state.documents.map((d) => ({ document_id: d.document_id, filename: d.filename, analysis_summary: d.analysis_summary, fields: d.fields })),
    },
    questionnaire_data: byName(state, (f) => clientFieldName(state.mode, f)),
  };
}
