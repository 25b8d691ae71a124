import type { ChatStage, PersonaFlow } from '@intake/contracts';
import type { BackendMode } from '../backend/backend-probe.js';
import type { ChatFailure } from './chat-reply.js';

/** Visitor spec §3 "Chat message". */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: string;
  isStreaming?: boolean;
  isError?: boolean;
}

export type ConnectionStatus = 'checking' | 'online' | 'limited';

export interface ChatProgressView {
  completed_fields: number;
  total_fields: number;
  progress_percentage: number;
  current_step: string;
}

export interface ChatContext {
  base: string;
  mode: BackendMode;
  connection: ConnectionStatus;
  sessionId: string | null;
  storedSessionId: string | null;
  messages: ChatMessage[];
  progress: ChatProgressView;
  stage: ChatStage | null;
  shouldWrapUp: boolean;
  isComplete: boolean;
  /** The visitor's message being sent, kept to resend after a fall-back from legacy to guide mode. */
  outgoing: string | null;
  /** `initial_chat_message`: sent as the first message once the session exists. */
  pendingInitial: string | null;
  persona: PersonaFlow | null;
  autoConfirm: boolean;
  /** The typing indicator: 'thinking...' while a reply is awaited, the reading line during an upload. */
  botTyping: 'thinking' | 'reading' | null;
  /**
   * What the replies say was collected so far, by the legacy/admin names (full_name, email,
   * project_title, problem_statement, …): the completion email call sends it (visitor spec §7).
   */
  collected: Record<string, string>;
  /** The file picked for the upload under way, kept while a session is opened for it. */
  uploadFile: UploadInput['file'] | null;
  completionEmail: 'not-sent' | 'sent' | 'failed';
  exported: boolean;
  lastFailure: ChatFailure | null;
  serial: number;
  clock: () => number;
  random: () => number;
}

export interface ChatInput {
  storedSessionId?: string | null;
  initialMessage?: string | null;
  persona?: PersonaFlow | null;
  autoConfirm?: boolean;
  clock?: () => number;
  random?: () => number;
}

export type ChatEvent =
  | { type: 'SEND'; text: string }
  | { type: 'EMAIL.SUBMIT'; email: string; fullName?: string }
  | { type: 'UPLOAD'; file: File | { name: string; size: number; type?: string } }
  | { type: 'RETRY' }
  | { type: 'RESET' }
  | { type: 'STREAM.CHUNK'; content: string }
  | { type: 'STREAM.DONE'; reply: unknown }
  | { type: 'STREAM.FAILED'; failure: ChatFailure }
  | { type: 'UPLOAD.PROGRESS'; message: string }
  | { type: 'UPLOAD.DONE'; message: string; followUp: string | null; found?: Record<string, string> | null }
  | { type: 'UPLOAD.FAILED'; message: string };

export interface ProbeOutput {
  base: string;
  mode: BackendMode;
  reachable: boolean;
}

export interface InitSessionInput {
  base: string;
  mode: BackendMode;
  /** Reused when it is a valid UUID the server still knows. */
  storedSessionId: string | null;
  /** The session being replaced by 'Start New Conversation', if any. */
  previousSessionId: string | null;
  persona: PersonaFlow | null;
  autoConfirm: boolean;
}

export interface InitSessionOutput {
  sessionId: string;
  /** The conversation so far when a stored session was restored; otherwise the greeting alone. */
  messages: { content: string; isUser: boolean; timestamp: string }[];
  /** The last reply's figures when restored. */
  reply: unknown;
}

export interface SendMessageInput {
  base: string;
  mode: BackendMode;
  sessionId: string;
  message: string;
}

export interface ContactInput {
  base: string;
  sessionId: string;
  email: string;
  fullName: string;
}

export interface UploadInput {
  base: string;
  mode: BackendMode;
  /** Always a session: the chat opens one first when it has none (visitor spec §8). */
  sessionId: string;
  file: File | { name: string; size: number; type?: string };
}

/** Visitor spec §7: the completion email call's `session_data`, from what the chat collected. */
export interface CompletionSessionData {
  session_id: string;
  mode: BackendMode;
  collected_info: Record<string, string>;
  completed_fields: number;
  total_fields: number;
  message_count: number;
}

export interface FinishInput {
  base: string;
  mode: BackendMode;
  sessionId: string;
  completionPercentage: number;
  /** The collected address, name and project title; null when the chat has none (the server then uses its own). */
  userEmail: string | null;
  userName: string | null;
  projectTitle: string | null;
  sessionData: CompletionSessionData;
}

/** How an upload ended, for the upload toasts (admin spec §8). */
export type UploadOutcome = 'uploaded' | 'failed';
