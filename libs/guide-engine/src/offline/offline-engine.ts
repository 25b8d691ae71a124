import type { TurnEngine } from '@intake/contracts';
import { chunkText } from '../chunk-text.js';
import { analyseDocumentOffline } from '../document/analyse-document-offline.js';
import type { DocumentAnalysis, DocumentMeta, ExtractInput, ExtractOutcome, GuideEngine, ReplyInput, ReplyOutcome, TurnOptions } from '../guide-engine.port.js';
import { screenDocument, withoutInstructedAddresses } from '../understanding/screen-message.js';
import { understandMessage } from '../understanding/understand-message.js';
import { composeOfflineReply } from './offline-replies.js';

export const OFFLINE_ENGINE: TurnEngine = { kind: 'offline', model: null, fallback: null };

/** What the visitor has typed in the conversation, this message last. */
export const visitorMessages = (input: ExtractInput): string[] => [...input.history.filter((h) => h.role === 'user').map((h) => h.content), input.message];

/** The default engine: deterministic rules, no network, same answer for the same conversation. */
export class OfflineGuideEngine implements GuideEngine {
  readonly kind = 'offline' as const;
  readonly model = null;

  async extract(input: ExtractInput): Promise<ExtractOutcome> {
    const previous = input.history.findLast((h) => h.role === 'user')?.content ?? null;
    const { intent, fields } = understandMessage(
      input.message,
      {
        askedField: input.askedField,
        source: { kind: 'message', engine: 'offline', model: null, document_id: null, page: null },
        held: new Set(Object.keys(input.collected)),
      },
      previous,
    );
    return { intent, fields: withoutInstructedAddresses(fields, visitorMessages(input)), engine: OFFLINE_ENGINE };
  }

  async reply(input: ReplyInput, options: TurnOptions = {}): Promise<ReplyOutcome> {
    const text = composeOfflineReply(input);
    if (options.onChunk) for (const chunk of chunkText(text)) options.onChunk(chunk);
    return { text, engine: OFFLINE_ENGINE };
  }

  async analyseDocument(text: string, meta: DocumentMeta): Promise<DocumentAnalysis> {
    // An instruction inside an upload is never read for a field.
    return analyseDocumentOffline(...screenDocument(text, meta));
  }
}
