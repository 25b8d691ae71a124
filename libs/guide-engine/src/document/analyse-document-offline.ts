import { GUIDE_REQUIRED_FIELDS, type ExtractedField, type FieldSource } from '@intake/contracts';
import type { DocumentAnalysis, DocumentMeta } from '../guide-engine.port.js';
import { extractOffline } from '../offline/offline-extractor.js';
import { FIELD_LABELS, questionFor } from '../offline/offline-replies.js';
import { clip, findEmail, findStage, isNotMentioned } from '../offline/text-rules.js';
import { boundPages } from './bound-text.js';

/** Headings that open a section of a pitch deck, one-pager or proposal, by the field they hold. */
const HEADINGS: [RegExp, string][] = [
  [/^(?:project\s+)?(?:title|name)$/i, 'title'],
  [/^(?:the\s+)?(?:problem(?:\s+statement)?|challenge|unmet\s+need|pain\s+points?|background\s+and\s+problem)$/i, 'problem'],
  [/^(?:the\s+|our\s+)?(?:solution|approach|product|innovation|proposed\s+solution|technology|how\s+it\s+works)$/i, 'solution'],
  [/^(?:the\s+)?(?:ask|needs|what\s+we\s+need|support\s+needed|support\s+requested|funding\s+request|request)$/i, 'needs'],
  [/^(?:stage|status|development\s+stage|current\s+stage|traction|progress(?:\s+to\s+date)?)$/i, 'stage'],
  [/^(?:the\s+|our\s+)?(?:team|founders|founding\s+team|people)$/i, 'team'],
  [/^(?:funding(?:\s+to\s+date)?|financials|budget|investment|use\s+of\s+funds)$/i, 'funding'],
  [/^(?:contact(?:\s+(?:information|details))?|get\s+in\s+touch)$/i, 'contact'],
  [/^(?:target\s+(?:population|users|market|audience)|market|who\s+it'?s\s+for|beneficiaries)$/i, 'target_population'],
  [/^(?:timeline|milestones|next\s+steps)$/i, 'urgency'],
];

interface Page {
  page: number | null;
  text: string;
}

function headingField(line: string): { field: string; rest: string } | null {
  const stripped = line.trim().replace(/^(?:#+\s*|\d+[.)]\s*)/, '');
  // "Problem: nurses spend ..." or a heading on a line of its own.
  const m = /^([A-Za-z][A-Za-z' ]{1,40}?)\s*(?:[:–—]|\s-\s)\s*(.*)$/.exec(stripped) ?? /^([A-Za-z][A-Za-z' ]{1,40})()$/.exec(stripped);
  if (!m) return null;
  for (const [pattern, field] of HEADINGS) if (pattern.test(m[1]!.trim())) return { field, rest: m[2]!.trim() };
  return null;
}

/** Text under each recognised heading, with the page it starts on. */
function sections(pages: Page[]): Map<string, { text: string; page: number | null }> {
  const out = new Map<string, { text: string; page: number | null }>();
  let current: { field: string; lines: string[]; page: number | null } | null = null;
  const close = () => {
    if (current && !out.has(current.field)) {
      const text = current.lines.join(' ').replace(/\s+/g, ' ').trim();
      if (text && !isNotMentioned(text)) out.set(current.field, { text, page: current.page });
    }
    current = null;
  };
  for (const p of pages) {
    for (const line of p.text.split(/\r?\n/)) {
      // "Problem: …" opens a section however long its line; a bare heading is a short line.
      const heading = line.trim().length <= 80 || /^[^:]{1,40}:/.test(line.trim()) ? headingField(line) : null;
      if (heading) {
        close();
        current = { field: heading.field, lines: heading.rest ? [heading.rest] : [], page: p.page };
      } else if (current && line.trim()) {
        current.lines.push(line.trim());
      }
    }
  }
  close();
  return out;
}

/**
 * Rule-based reading of a document's text: sections under recognised headings first, then the
 * same sentence rules the chat uses, page by page so each value keeps the page it came from.
 */
export function analyseDocumentOffline(text: string, meta: DocumentMeta): DocumentAnalysis {
  const { pages } = boundPages(meta.pages && meta.pages.length > 0 ? meta.pages : [{ page: null, text }]);
  const source = (page: number | null, excerpt: string): FieldSource => ({
    kind: 'document',
    engine: 'offline',
    model: null,
    document_id: meta.documentId,
    page,
    excerpt: clip(excerpt, 160),
  });
  const found = new Map<string, ExtractedField>();
  const put = (field: string, value: string, page: number | null, excerpt = value) => {
    const v = value.trim();
    if (!v || isNotMentioned(v) || found.has(field)) return;
    found.set(field, { field, value: clip(v, 600), source: source(page, excerpt) });
  };

  for (const [field, { text: body, page }] of sections(pages)) {
    if (field === 'stage') put('stage', findStage(body) ?? clip(body, 200), page, body);
    else if (field === 'contact') {
      put('contact', clip(body, 200), page);
      const email = findEmail(body);
      if (email) put('email', email, page, body);
    } else put(field, body, page);
  }

  for (const p of pages) {
    for (const f of extractOffline(p.text, { askedField: null, source: source(p.page, '') })) {
      put(f.field, f.value, p.page, f.source.excerpt ?? f.value);
    }
  }

  const firstLine = pages[0]?.text.split(/\r?\n/).map((l) => l.trim()).find((l) => l.length > 0);
  if (firstLine && firstLine.length <= 80 && firstLine.split(/\s+/).length <= 8 && !/[.!?]$/.test(firstLine) && !headingField(firstLine)) {
    put('title', firstLine.replace(/^#+\s*/, ''), pages[0]!.page);
  }

  const fields = [...found.values()];
  return { fields, ...describeFindings(fields, meta.filename) };
}

const SUMMARY_ORDER = ['title', 'problem', 'solution', 'needs', 'stage', 'team', 'funding', 'target_population', 'contact'];

/** The three texts the chat shows after a document was read; shared by both engines. */
export function describeFindings(fields: ExtractedField[], filename: string): Omit<DocumentAnalysis, 'fields'> {
  const byField = new Map(fields.map((f) => [f.field, f]));
  const shown = SUMMARY_ORDER.filter((f) => byField.has(f));
  if (shown.length === 0) {
    return {
      analysis_summary: `Read ${filename}; no project details were recognised.`,
      chat_message: `I've read **${filename}**, but I couldn't pick out the project details. Could you tell me about the problem you're working on?`,
      verification_questions: GUIDE_REQUIRED_FIELDS.map((f) => questionFor(f, 'general', 0)),
    };
  }
  const label = (f: string) => {
    const l = FIELD_LABELS[f] ?? f;
    return l.replace(/^(?:the|your)\s+/, '');
  };
  const lines = shown.map((f) => `- **${capitalise(label(f))}:** ${clip(byField.get(f)!.value, 240)}`);
  const missing = GUIDE_REQUIRED_FIELDS.filter((f) => !byField.has(f));
  const questions = [
    ...GUIDE_REQUIRED_FIELDS.filter((f) => byField.has(f)).map((f) => `Is this right for ${FIELD_LABELS[f]}: "${clip(byField.get(f)!.value, 120)}"?`),
    ...missing.map((f) => questionFor(f, 'general', 0)),
  ];
  return {
    analysis_summary: `Read ${filename}: found ${shown.map(label).join(', ')}.`,
    chat_message: [`I've read **${filename}**. Here's what I found:`, '', ...lines].join('\n'),
    verification_questions: questions,
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
