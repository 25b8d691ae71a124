import type { ChatMode, DocumentProposal, DocumentRelevance, ExtractedField, PersonaFlow, TurnEngine } from '@intake/contracts';
import type { MessageIntent } from './understanding/classify-message.js';

/** Who the visitor is, as far as the guide can tell; it words its questions for them. */
export type VisitorKind = 'researcher' | 'entrepreneur' | 'clinician' | 'student' | 'engineer' | 'investor' | 'general';

export interface HistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}

export interface ExtractInput {
  message: string;
  mode: ChatMode;
  /** Values held so far, by canonical field name. */
  collected: Readonly<Record<string, string>>;
  /** The field the guide's last question asked for: a plain answer is taken as its value. */
  askedField: string | null;
  history: readonly HistoryEntry[];
}

export interface ExtractOutcome {
  /** What the message is (answer, confirmation, question back, ...), decided before any field is taken. */
  intent: MessageIntent;
  fields: ExtractedField[];
  engine: TurnEngine;
}

export interface ReplyInput {
  mode: ChatMode;
  visitorKind: VisitorKind;
  persona: PersonaFlow | null;
  message: string;
  /** Fields this turn set, in the order they were found. */
  captured: readonly { field: string; value: string }[];
  /** What to ask next. */
  nextField: string;
  /** How often the guide already asked for `nextField`; the wording changes each time. */
  askCount: number;
  collected: Readonly<Record<string, string>>;
  history: readonly HistoryEntry[];
}

export interface ReplyOutcome {
  text: string;
  engine: TurnEngine;
}

export interface TurnOptions {
  signal?: AbortSignal;
  /** Receives the reply as it is produced; the concatenation equals the final text unless a fallback replaced it. */
  onChunk?: (text: string) => void;
}

export interface DocumentMeta {
  documentId: string;
  filename: string;
  pages?: { page: number; text: string }[];
  /** What extraction read: pages, pages read with OCR, whether anything was cut. */
  reading?: { pages: number; ocrPages: number; truncated: boolean };
}

export interface DocumentAnalysis {
  fields: ExtractedField[];
  analysis_summary: string;
  chat_message: string;
  verification_questions: string[];
  /** Every value found with its confidence; the chat asks the visitor to confirm them. */
  proposals?: DocumentProposal[];
  relevance?: DocumentRelevance;
}

/** The guide's brain: extraction and wording. Which stage the conversation is in is not its business. */
export interface GuideEngine {
  readonly kind: 'offline' | 'llm';
  readonly model: string | null;
  extract(input: ExtractInput, options?: TurnOptions): Promise<ExtractOutcome>;
  reply(input: ReplyInput, options?: TurnOptions): Promise<ReplyOutcome>;
  analyseDocument(text: string, meta: DocumentMeta): Promise<DocumentAnalysis>;
}
