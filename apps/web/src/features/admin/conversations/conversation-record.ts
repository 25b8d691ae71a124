import type { ConversationSource } from '@intake/contracts';

/**
 * Turns one conversation as the server (or an older backend) sends it into the fields the list
 * shows (admin spec §3 "Conversation or session", "Extracted info fields", §4 states and source).
 * The record is read loosely on purpose: the list must still show something useful for a row
 * that lacks a state, keeps its info under another name, or nests it under conversationData.
 */

/** The spec's state groups (§4): the first value of each list is the one we store. */
export type ConversationStatus = 'completed' | 'active' | 'abandoned' | 'cancelled' | 'unknown';

export const CONVERSATION_STATUS_LABELS: Record<ConversationStatus, string> = {
  completed: 'Completed',
  active: 'Active',
  abandoned: 'Abandoned',
  cancelled: 'Cancelled',
  unknown: 'Unknown',
};

export const CONVERSATION_SOURCE_LABELS: Record<ConversationSource, string> = {
  ai_chat: 'AI chat',
  questionnaire: 'Questionnaire',
};

const STATE_GROUPS: Record<string, ConversationStatus> = {
  completed: 'completed',
  finished: 'completed',
  done: 'completed',
  in_progress: 'active',
  active: 'active',
  ongoing: 'active',
  started: 'active',
  abandoned: 'abandoned',
  cancelled: 'cancelled',
  // Both spellings reach us from older clients.
  canceled: 'cancelled',
};

/** The display defaults of §3. */
export const DISPLAY_DEFAULTS = {
  name: 'Anonymous',
  email: 'No email',
  problemStatement: 'No problem statement',
  solutionDescription: 'No solution',
  other: 'Not specified',
} as const;

export interface ConversationInfo {
  name: string | null;
  email: string | null;
  problemStatement: string | null;
  solutionDescription: string | null;
  category: string | null;
  projectStage: string | null;
  supportNeeded: string | null;
  urgency: string | null;
  background: string | null;
  affiliation: string | null;
  commitmentLevel: string | null;
}

export interface ConversationMessage {
  role: string;
  content: string;
  timestamp: string | null;
}

/** One list row. Dates stay ISO strings; `null` means the record did not say. */
export interface ConversationRow {
  sessionId: string;
  status: ConversationStatus;
  /** True when the record carried no state and §4's rules chose it. */
  statusDerived: boolean;
  source: ConversationSource;
  info: ConversationInfo;
  /** How many info values the record holds (known fields or not). */
  infoCount: number;
  progressPercent: number | null;
  questionsCovered: number | null;
  messageCount: number;
  startedAt: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  completedAt: string | null;
  location: string | null;
  submissionType: string | null;
  messages: ConversationMessage[];
  /** The record as received, for the detail modal's raw data. */
  raw: unknown;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value worth showing: a non-blank string, or a finite number or boolean written as text. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const parts = value.map(text).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  return null;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** An ISO date string the browser can read, else null. */
function dateOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

/**
 * The info maps of a record, most specific first: collected_info, then extracted_info, each with
 * its conversationData nested map after it.
 */
function infoSources(record: Loose): Loose[] {
  const sources: Loose[] = [];
  for (const key of ['collected_info', 'extracted_info'] as const) {
    const info = record[key];
    if (!isObject(info)) continue;
    sources.push(info);
    if (isObject(info.conversationData)) sources.push(info.conversationData);
  }
  if (isObject(record.conversationData)) sources.push(record.conversationData);
  return sources;
}

function firstText(sources: Loose[], keys: readonly string[]): string | null {
  for (const source of sources) {
    for (const key of keys) {
      const value = text(source[key]);
      if (value !== null) return value;
    }
  }
  return null;
}

/** Every distinct key with a value, nested conversationData included (§4 rule 3 counts these). */
function countInfoValues(sources: Loose[]): number {
  const keys = new Set<string>();
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      if (key === 'conversationData') continue;
      if (text(value) !== null) keys.add(key === 'full_name' ? 'name' : key);
    }
  }
  return keys.size;
}

export function readInfo(record: Loose): ConversationInfo {
  const sources = infoSources(record);
  const preview = isObject(record.preview) ? record.preview : {};
  const pick = (...keys: string[]) => firstText(sources, keys);
  return {
    name: pick('name', 'full_name') ?? text(preview.name),
    email: pick('email') ?? text(preview.email),
    problemStatement: pick('problem_statement') ?? text(preview.problem),
    solutionDescription: pick('solution_description'),
    category: pick('category'),
    projectStage: pick('project_stage'),
    supportNeeded: pick('support_needed'),
    urgency: pick('urgency'),
    background: pick('background'),
    affiliation: pick('affiliation'),
    commitmentLevel: pick('commitment_level'),
  };
}

/** §4: the group a stated value belongs to; any other stated value is 'unknown'. */
export function statusOfState(state: string): ConversationStatus {
  return STATE_GROUPS[state.trim().toLowerCase()] ?? 'unknown';
}

/**
 * §4, when the state is missing: completed if completed_at exists; else in progress if there are
 * messages; else completed if more than 3 info fields are collected; else in progress.
 */
export function deriveStatus(facts: { completedAt: string | null; messageCount: number; infoCount: number }): ConversationStatus {
  if (facts.completedAt) return 'completed';
  if (facts.messageCount > 0) return 'active';
  if (facts.infoCount > 3) return 'completed';
  return 'active';
}

/**
 * §4 source derivation. The stated source is read by keyword (questionnaire, structured or form
 * mean the questionnaire; ai or chat mean the AI chat). Questionnaire words are tried first since
 * "questionnaire" itself contains the letters "ai"; "ai" counts only as a word of its own (so
 * "email" or "detail" do not read as AI).
 */
export function sourceFromKeyword(stated: string): ConversationSource | null {
  const value = stated.trim().toLowerCase();
  if (value === '') return null;
  if (/questionnaire|structured|form/.test(value)) return 'questionnaire';
  if (value.includes('chat') || value.split(/[^a-z0-9]+/).includes('ai')) return 'ai_chat';
  return null;
}

export function deriveSource(facts: { stated: string | null; sessionId: string; messageCount: number }): ConversationSource {
  const byKeyword = facts.stated === null ? null : sourceFromKeyword(facts.stated);
  if (byKeyword) return byKeyword;
  if (facts.sessionId.startsWith('questionnaire_')) return 'questionnaire';
  if (facts.messageCount > 5) return 'ai_chat';
  return 'questionnaire';
}

function readMessages(value: unknown): ConversationMessage[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((message) => ({
    role: text(message.role) ?? 'unknown',
    content: typeof message.content === 'string' ? message.content : (text(message.content) ?? ''),
    timestamp: dateOf(message.timestamp),
  }));
}

function readLocation(value: unknown): string | null {
  if (!isObject(value)) return null;
  const parts = [text(value.city), text(value.region), text(value.country) ?? text(value.country_code)].filter((part): part is string => part !== null);
  // A region equal to the city adds nothing.
  const distinct = parts.filter((part, index) => parts.indexOf(part) === index);
  return distinct.length > 0 ? distinct.join(', ') : null;
}

/** progress_percentage when given; else progress, read as a fraction when it is at most 1. */
function readProgress(record: Loose): number | null {
  const percent = numberOf(record.progress_percentage);
  const progress = numberOf(record.progress);
  const value = percent ?? (progress === null ? null : progress <= 1 ? progress * 100 : progress);
  return value === null ? null : Math.min(100, Math.max(0, Math.round(value)));
}

export function toConversationRow(input: unknown, index = 0): ConversationRow {
  const record: Loose = isObject(input) ? input : {};
  const sessionId = text(record.session_id) ?? text(record.id) ?? `row-${index + 1}`;
  const messages = readMessages(record.messages);
  const messageCount = numberOf(record.message_count) ?? messages.length;
  const sources = infoSources(record);
  const infoCount = countInfoValues(sources);
  const completedAt = dateOf(record.completed_at);
  const stated = text(record.state);
  const status = stated === null ? deriveStatus({ completedAt, messageCount, infoCount }) : statusOfState(stated);
  return {
    sessionId,
    status,
    statusDerived: stated === null,
    source: deriveSource({ stated: text(record.conversation_source) ?? text(record.data_source_type) ?? text(record.source), sessionId, messageCount }),
    info: readInfo(record),
    infoCount,
    progressPercent: readProgress(record),
    questionsCovered: numberOf(record.questions_covered),
    messageCount,
    startedAt: dateOf(record.started_at) ?? dateOf(record.created_at),
    createdAt: dateOf(record.created_at),
    updatedAt: dateOf(record.updated_at),
    completedAt,
    location: readLocation(record.location_data),
    submissionType: text(record.submission_type),
    messages,
    raw: input,
  };
}

/** The field as shown, with §3's default when the record has none. */
export function displayInfo(info: ConversationInfo): Record<keyof ConversationInfo, string> {
  const other = (value: string | null) => value ?? DISPLAY_DEFAULTS.other;
  return {
    name: info.name ?? DISPLAY_DEFAULTS.name,
    email: info.email ?? DISPLAY_DEFAULTS.email,
    problemStatement: info.problemStatement ?? DISPLAY_DEFAULTS.problemStatement,
    solutionDescription: info.solutionDescription ?? DISPLAY_DEFAULTS.solutionDescription,
    category: other(info.category),
    projectStage: other(info.projectStage),
    supportNeeded: other(info.supportNeeded),
    urgency: other(info.urgency),
    background: other(info.background),
    affiliation: other(info.affiliation),
    commitmentLevel: other(info.commitmentLevel),
  };
}

/** The newest moment the row says anything happened; the list's default sort key. */
export function lastActivity(row: ConversationRow): string | null {
  return row.updatedAt ?? row.completedAt ?? row.startedAt;
}
