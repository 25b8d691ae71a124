import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import { ChatOpenAI } from '@langchain/openai';
import type { ExtractedField, FieldSource, TurnEngine } from '@intake/contracts';
import { describeFindings } from '../document/analyse-document-offline.js';
import type {
  DocumentAnalysis,
  DocumentMeta,
  ExtractInput,
  ExtractOutcome,
  GuideEngine,
  HistoryEntry,
  ReplyInput,
  ReplyOutcome,
  TurnOptions,
} from '../guide-engine.port.js';
import { OfflineGuideEngine, visitorMessages } from '../offline/offline-engine.js';
import { clip, findEmail, isNotMentioned } from '../offline/text-rules.js';
import { isOwnAddress, screenText, screenDocument, withoutInstructedAddresses } from '../understanding/screen-message.js';
import { documentSystemPrompt, extractionSystemPrompt, llmDocumentSchema, llmExtractionSchema, replySystemPrompt } from './llm-prompts.js';

export interface LlmEngineSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string | undefined;
  /** Per call; past it the turn falls back to the offline engine. */
  timeoutMs?: number;
  /** Characters of a document sent to the model. */
  maxDocumentChars?: number;
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 20_000;
const HISTORY_MESSAGES = 12;

type FallbackReason = NonNullable<TurnEngine['fallback']>['reason'];

/** Sorts a failure into the reasons the state reports. */
export function classifyFailure(err: unknown, timedOut: boolean): { reason: FallbackReason; detail: string } {
  const e = err as { name?: string; message?: string; status?: number; lc_error_code?: string };
  const detail = clip(String(e?.message ?? err), 200);
  if (timedOut || e?.name === 'TimeoutError' || /timed?\s?out|aborted/i.test(detail)) return { reason: 'timeout', detail };
  if (e?.name === 'OutputParserException' || e?.lc_error_code === 'OUTPUT_PARSING_FAILURE' || e?.name === 'ZodError' || e?.name === 'SyntaxError') {
    return { reason: 'malformed_output', detail };
  }
  return { reason: 'provider_error', detail };
}

/**
 * LangChain's ChatOpenAI against any OpenAI-compatible endpoint. Extraction asks for a JSON object
 * and checks it with zod; replies stream. Whatever goes wrong (time-out, provider error, output
 * that is not the JSON asked for), that turn is answered by the offline engine and the outcome
 * says so.
 */
export class LlmGuideEngine implements GuideEngine {
  readonly kind = 'llm' as const;
  readonly model: string;
  private readonly chat: ChatOpenAI;
  private readonly timeoutMs: number;
  private readonly maxDocumentChars: number;
  private readonly offline = new OfflineGuideEngine();

  constructor(settings: LlmEngineSettings) {
    this.model = settings.model ?? DEFAULT_LLM_MODEL;
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
    this.maxDocumentChars = settings.maxDocumentChars ?? 24_000;
    this.chat = new ChatOpenAI({
      model: this.model,
      // Local OpenAI-compatible servers often need no key; the client library insists on one.
      apiKey: settings.apiKey ?? 'not-needed',
      configuration: { baseURL: settings.baseUrl },
      temperature: 0.2,
      timeout: this.timeoutMs,
      // One attempt per turn: the offline engine is the retry, and the visitor is waiting.
      maxRetries: 0,
      // stream_options is not understood by every compatible server.
      streamUsage: false,
      useResponsesApi: false,
    });
  }

  private engine(fallback: TurnEngine['fallback'] = null): TurnEngine {
    return { kind: 'llm', model: this.model, fallback };
  }

  private fallback(err: unknown, timedOut: boolean): TurnEngine {
    const { reason, detail } = classifyFailure(err, timedOut);
    return { kind: 'offline', model: null, fallback: { from: 'llm', reason, detail } };
  }

  private deadline(outer?: AbortSignal): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`LLM call timed out after ${this.timeoutMs} ms`));
    }, this.timeoutMs);
    const forward = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', forward, { once: true });
    return {
      signal: controller.signal,
      timedOut: () => timedOut,
      done: () => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', forward);
      },
    };
  }

  async extract(input: ExtractInput, options: TurnOptions = {}): Promise<ExtractOutcome> {
    // The message is classified first (the library, no call): only answers and corrections are worth a model call.
    const offline = await this.offline.extract(input);
    if (offline.intent.kind !== 'answer' && offline.intent.kind !== 'correction') return { ...offline, engine: this.engine() };
    const own = screenText(input.message, input.askedField === 'email').own.text;
    const addressContext = { contactStep: input.askedField === 'email', previous: input.history.findLast((h) => h.role === 'user')?.content ?? null };
    const deadline = this.deadline(options.signal);
    try {
      const structured = this.chat.withStructuredOutput(llmExtractionSchema, { method: 'jsonMode', name: 'extract' });
      const lastQuestion = [...input.history].reverse().find((h) => h.role === 'assistant');
      const messages: BaseMessage[] = [
        new SystemMessage(extractionSystemPrompt(input)),
        ...(lastQuestion ? [new AIMessage(lastQuestion.content)] : []),
        // Only the visitor's own statements reach the model: sentences addressed to the system were set aside.
        new HumanMessage(own),
      ];
      const result = await structured.invoke(messages, { signal: deadline.signal });
      const source: Omit<FieldSource, 'excerpt'> = { kind: 'message', engine: 'llm', model: this.model, document_id: null, page: null };
      // Whatever the model says, an address is kept only if the visitor's own words give it as theirs.
      const fields = toFields(result, (value) => ({ ...source, excerpt: clip(value, 160) })).filter(
        (f) => f.field !== 'email' || isOwnAddress(own, f.value, addressContext),
      );
      // An address is either in the text or not; a model that overlooked it should not lose it.
      const email = [findEmail(own)].find((e) => e && isOwnAddress(own, e, addressContext)) ?? null;
      if (email && !fields.some((f) => f.field === 'email')) {
        fields.push({ field: 'email', value: email, source: { ...source, engine: 'offline', model: null, excerpt: email } });
      }
      return { intent: offline.intent, fields: withoutInstructedAddresses(fields, visitorMessages(input)), engine: this.engine() };
    } catch (err) {
      const engine = this.fallback(err, deadline.timedOut());
      return { intent: offline.intent, fields: offline.fields, engine };
    } finally {
      deadline.done();
    }
  }

  async reply(input: ReplyInput, options: TurnOptions = {}): Promise<ReplyOutcome> {
    const deadline = this.deadline(options.signal);
    let streamed = false;
    try {
      const messages: BaseMessage[] = [
        new SystemMessage(replySystemPrompt(input)),
        ...historyMessages(input.history.slice(-HISTORY_MESSAGES)),
        new HumanMessage(input.message),
      ];
      let text = '';
      const stream = await this.chat.stream(messages, { signal: deadline.signal });
      for await (const chunk of stream) {
        const piece = typeof chunk.content === 'string' ? chunk.content : chunk.content.map((c) => ('text' in c ? String(c.text) : '')).join('');
        if (!piece) continue;
        text += piece;
        streamed = true;
        options.onChunk?.(piece);
      }
      if (text.trim() === '') throw Object.assign(new Error('The model sent an empty reply'), { name: 'OutputParserException' });
      return { text: text.trim(), engine: this.engine() };
    } catch (err) {
      const engine = this.fallback(err, deadline.timedOut());
      // Chunks already sent cannot be taken back: the final text (sent with the turn's result)
      // replaces them on the client, so only a stream that had not started gets offline chunks.
      const offline = await this.offline.reply(input, streamed ? {} : { onChunk: options.onChunk });
      return { text: offline.text, engine };
    } finally {
      deadline.done();
    }
  }

  async analyseDocument(input: string, inputMeta: DocumentMeta): Promise<DocumentAnalysis> {
    // An instruction inside an upload never reaches the model (or the offline reader) as content.
    const [text, meta] = screenDocument(input, inputMeta);
    const deadline = this.deadline();
    try {
      const structured = this.chat.withStructuredOutput(llmDocumentSchema, { method: 'jsonMode', name: 'analyse_document' });
      const result = await structured.invoke([new SystemMessage(documentSystemPrompt(meta.filename)), new HumanMessage(text.slice(0, this.maxDocumentChars))], {
        signal: deadline.signal,
      });
      const { analysis_summary, ...values } = result;
      const fields = toFields(values, (value) => ({
        kind: 'document',
        engine: 'llm',
        model: this.model,
        document_id: meta.documentId,
        page: pageOf(value, meta.pages),
        excerpt: clip(value, 160),
      }));
      const described = describeFindings(fields, meta.filename);
      return { fields, ...described, analysis_summary: analysis_summary?.trim() || described.analysis_summary };
    } catch {
      // The worker records which engine read the document through each field's source.
      return this.offline.analyseDocument(text, meta);
    } finally {
      deadline.done();
    }
  }
}

function historyMessages(history: readonly HistoryEntry[]): BaseMessage[] {
  return history.map((h) => (h.role === 'user' ? new HumanMessage(h.content) : new AIMessage(h.content)));
}

function toFields(values: Record<string, string | null | undefined>, source: (value: string) => FieldSource): ExtractedField[] {
  const fields: ExtractedField[] = [];
  for (const [field, raw] of Object.entries(values)) {
    if (typeof raw !== 'string') continue;
    const value = raw.trim();
    if (value === '' || isNotMentioned(value)) continue;
    fields.push({ field, value: clip(value, 600), source: source(value) });
  }
  return fields;
}

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/** The page whose text holds the value (or its opening words); null when it cannot be told. */
function pageOf(value: string, pages: DocumentMeta['pages']): number | null {
  if (!pages || pages.length === 0) return null;
  const needle = normalise(value).slice(0, 40);
  const hit = pages.find((p) => normalise(p.text).includes(needle));
  return hit ? hit.page : null;
}
