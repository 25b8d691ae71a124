import { CONTACT_FIELDS, NOT_SPECIFIED, type ExtractedField } from '@intake/contracts';
import { extractOffline, type OfflineExtractContext } from '../offline/offline-extractor.js';
import { classifyMessage, type MessageIntent } from './classify-message.js';
import { readText } from './english-nlp.js';

export interface Understanding {
  intent: MessageIntent;
  fields: ExtractedField[];
}

const CONTACT = new Set<string>([...CONTACT_FIELDS, 'background']);

/** Lead words of a correction, dropped before the rest is read as the new value. */
const CORRECTION_LEAD =
  /^\s*(?:(?:no|nope|sorry|oops|wait|actually|correction|to correct|let me correct(?: that)?|scratch that|i meant|i mean|yes but|but)[\s,:;.!-]+)+/i;

/**
 * Understanding before recording: the message is read once by the NLP library, classified, and
 * only then are fields taken from it, as its kind allows. A confirmation, a refusal, a question
 * back or a remark carries no field; contact details carry only contact fields; a correction is
 * read for the field it names.
 */
export function understandMessage(text: string, context: OfflineExtractContext): Understanding {
  const read = readText(text.trim());
  const intent = classifyMessage(read);
  switch (intent.kind) {
    case 'question':
    case 'confirmation':
    case 'refusal':
    case 'other':
      return { intent, fields: [] };
    case 'decline':
      return {
        intent,
        fields: context.askedField
          ? [{ field: context.askedField, value: NOT_SPECIFIED, source: { ...context.source, excerpt: read.text.slice(0, 160) } }]
          : [],
      };
    case 'contact':
      return { intent, fields: extractOffline(text, { ...context, askedField: 'email' }, read).filter((f) => CONTACT.has(f.field)) };
    case 'correction': {
      const rest = read.text.replace(CORRECTION_LEAD, '').trim();
      const fields = extractOffline(rest, { ...context, askedField: intent.field ?? context.askedField });
      return { intent, fields };
    }
    case 'answer':
      return { intent, fields: extractOffline(text, context, read) };
  }
}
