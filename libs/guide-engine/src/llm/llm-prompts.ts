import { z } from 'zod';
import type { ExtractInput, ReplyInput } from '../guide-engine.port.js';
import { FIELD_LABELS } from '../offline/offline-replies.js';

const text = () => z.string().nullable().optional();

/** What the LLM returns for one message: every key optional, null when the message does not say. */
export const llmExtractionSchema = z.object({
  problem: text(),
  solution: text(),
  needs: text(),
  stage: text(),
  title: text(),
  team: text(),
  funding: text(),
  goal: text(),
  full_name: text(),
  email: text(),
  affiliation: text(),
  background: text(),
  target_population: text(),
  category: text(),
  urgency: text(),
  commitment_level: text(),
});

/** A document adds its own one-line summary and the contact line. */
export const llmDocumentSchema = llmExtractionSchema.extend({ contact: text(), analysis_summary: text() });

const KEYS = [
  'problem: the healthcare problem or challenge, who it affects',
  'solution: the idea, product or approach',
  'needs: the support wanted (funding, technical, regulatory, collaborators, ...)',
  'stage: one of concept, prototype, live, established',
  'title: the project or company name',
  'team: who is on the team',
  'funding: funding held or sought, with amounts',
  'goal: one of funding, technical, regulatory, collaboration',
  "full_name, email, affiliation: the visitor's contact details",
  "background: the visitor's role (researcher, clinician, founder, student, engineer, investor)",
  'target_population: who benefits',
  'category: one of Digital Health/AI, Medical Device, Diagnostics, Therapeutics, Care Delivery',
  'urgency: how soon help is needed',
  'commitment_level: full-time, part-time, ...',
].map((k) => `- ${k}`);

export function extractionSystemPrompt(input: ExtractInput): string {
  return [
    "You extract facts from a visitor's message to the intake guide of a healthcare-innovation consortium.",
    'Reply with ONE JSON object and nothing else. Keys (use null when the message does not say it; never invent):',
    ...KEYS,
    'Values are short quotes or faithful paraphrases of what the visitor wrote.',
    input.askedField ? `The guide's last question asked for "${input.askedField}": a plain answer belongs there.` : '',
    `Already known (do not repeat unless the visitor changes it): ${JSON.stringify(input.collected)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

const FIELD_PURPOSE: Record<string, string> = {
  problem: 'the problem or challenge they are working on, and who it affects',
  solution: 'their solution or idea and how it works',
  needs: 'what support they need: funding, technical help, regulatory guidance or collaborators',
  stage: 'how far along the project is (concept, prototype/pilot, live, established)',
  target_population: 'who the project is for',
  category: 'which category fits (digital health/AI, medical device, diagnostics, therapeutics, care delivery)',
  urgency: 'how soon they need help',
  commitment_level: 'how much time they can give the project',
  background: 'their role or background',
  full_name: 'their name',
  affiliation: 'their organisation',
};

export function replySystemPrompt(input: ReplyInput): string {
  const captured = input.captured.map((c) => `${c.field}: ${c.value}`).join('; ') || 'nothing new';
  return [
    'You are the friendly intake guide of a healthcare-innovation consortium. Visitors describe an idea or challenge; the team replies within 2-3 business days.',
    `The visitor appears to be: ${input.visitorKind === 'general' ? 'not yet known' : input.visitorKind}.`,
    `From their last message you noted: ${captured}.`,
    `Write your next message: at most one short sentence acknowledging what they shared, then exactly ONE question to learn ${FIELD_PURPOSE[input.nextField] ?? FIELD_LABELS[input.nextField] ?? input.nextField}.`,
    input.askCount > 0 ? 'You asked this before without a clear answer: rephrase it more simply and say they may type "skip".' : '',
    'At most 70 words. Plain text or light markdown (bold, lists); no headings, no HTML, no links.',
  ]
    .filter(Boolean)
    .join('\n');
}

export function documentSystemPrompt(filename: string): string {
  return [
    `You read a document a visitor uploaded to a healthcare-innovation consortium's intake guide (file: ${filename}).`,
    'Reply with ONE JSON object and nothing else. Keys (use null when the document does not say it; never invent):',
    ...KEYS,
    '- contact: the contact line (name, email, phone) as written',
    '- analysis_summary: one sentence saying what the document is about',
  ].join('\n');
}
