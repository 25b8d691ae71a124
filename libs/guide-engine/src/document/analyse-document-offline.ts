import { DOCUMENT_PROPOSAL_CONFIDENT, GUIDE_REQUIRED_FIELDS, type DocumentProposal, type ExtractedField, type FieldSource } from '@intake/contracts';
import type { DocumentAnalysis, DocumentMeta } from '../guide-engine.port.js';
import { extractOffline } from '../offline/offline-extractor.js';
import { FIELD_LABELS, questionFor } from '../offline/offline-replies.js';
import { findEmail, findStage, isNotMentioned, sentences } from '../offline/text-rules.js';
import { boundPages } from './bound-text.js';
import { assessRelevance } from './document-relevance.js';

/**
 * Headings that open a section of a pitch deck, one-pager, proposal or paper, by the field they
 * hold; English, French and German. A paper's Background states the problem and its Methods the
 * approach; its Results and a deck's "Evidence so far" say how far the work has come.
 */
const HEADINGS: [RegExp, string][] = [
  [/^(?:project\s+)?(?:title|name)$|^(?:titre|nom\s+du\s+projet|projekttitel|projektname)$/iu, 'title'],
  [
    /^(?:the\s+)?(?:(?:clinical\s+|unmet\s+)?(?:problem(?:\s+statement)?|need)|challenge|pain\s+points?|background(?:\s+and\s+problem)?|introduction|motivation)$|^(?:le\s+)?(?:problème|besoin\s+clinique|contexte|défi)$|^(?:das\s+)?(?:problem(?:stellung)?|herausforderung|hintergrund|ausgangslage)$/iu,
    'problem',
  ],
  [
    /^(?:the\s+|our\s+)?(?:solution|approach|product|innovation|proposed\s+(?:solution|approach)|technology|how\s+it\s+works|methods?|methodology|intervention)$|^(?:la\s+|notre\s+)?(?:solution|approche|méthodes?)$|^(?:die\s+|unsere\s+)?(?:lösung|methoden?|ansatz)$/iu,
    'solution',
  ],
  [
    /^(?:the\s+|our\s+)?(?:ask|needs|what\s+we\s+need|support\s+(?:needed|requested)|funding\s+request|request)$|^(?:nos\s+|les\s+)?besoins$|^(?:ce\s+dont\s+nous\s+avons\s+besoin|notre\s+demande)$|^(?:unser\s+)?bedarf$|^was\s+wir\s+brauchen$/iu,
    'needs',
  ],
  [
    /^(?:stage|status|development\s+stage|current\s+stage|traction|progress(?:\s+to\s+date)?|evidence(?:\s+so\s+far)?|results|findings)$|^(?:stade|avancement|état\s+d['’]avancement|résultats)$|^(?:entwicklungsstand|stand|ergebnisse)$/iu,
    'stage',
  ],
  [/^(?:the\s+|our\s+)?(?:team|founders|founding\s+team|people)$|^(?:l['’]\s*)?équipe$|^(?:das\s+)?team$/iu, 'team'],
  [/^(?:funding(?:\s+to\s+date)?|financials|budget|investment|use\s+of\s+funds)$|^(?:financement|finanzierung)$/iu, 'funding'],
  [/^(?:contact(?:\s+(?:information|details))?|get\s+in\s+touch)$|^(?:kontakt)$/iu, 'contact'],
  [/^(?:target\s+(?:population|users|market|audience)|market|who\s+it['’]?s\s+for|beneficiaries)$|^(?:population\s+cible|zielgruppe)$/iu, 'target_population'],
  [/^(?:timeline|milestones|next\s+steps)$|^(?:calendrier|prochaines\s+étapes|zeitplan|nächste\s+schritte)$/iu, 'urgency'],
  [/^(?:conclusions?|discussion|summary|abstract)$|^(?:résumé|zusammenfassung|fazit)$/iu, 'summary'],
];

/** How sure a value is, by how it was found. */
const CONFIDENCE = { heading: 0.9, headingStage: 0.85, email: 0.9, title: 0.65, sentence: 0.5, weak: 0.3 } as const;

/** Values taken from sentence wording alone that too often mislead ("urgent referral" is no deadline). */
const WEAK_SENTENCE_FIELDS = new Set(['urgency', 'category', 'commitment_level', 'goal', 'background', 'full_name', 'affiliation']);

interface Page {
  page: number | null;
  text: string;
}

function headingField(line: string): { field: string; rest: string } | null {
  const stripped = line.trim().replace(/^(?:#+\s*|\d+(?:\.\d+)*[.)]?\s+)/, '');
  // "Problem: nurses spend ..." or a heading on a line of its own.
  const m = /^(\p{L}[\p{L}'’ ]{1,40}?)\s*(?:[:–—]|\s-\s)\s*(.*)$/u.exec(stripped) ?? /^(\p{L}[\p{L}'’ ]{1,40})()$/u.exec(stripped);
  if (!m) return null;
  const name = m[1]!.trim().replace(/\s+/g, ' ');
  for (const [pattern, field] of HEADINGS) if (pattern.test(name)) return { field, rest: m[2]!.trim() };
  return null;
}

/** Text under each recognised heading, with the page it starts on; lines of a paragraph are joined whole. */
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
      const heading = headingField(line);
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

/** A section's value: its first sentences, cut at a sentence or word boundary. */
function sectionValue(text: string, max = 600): string {
  let out = '';
  for (const s of sentences(text)) {
    if (out && out.length + s.length + 1 > max) break;
    out = out ? `${out} ${s}` : s;
  }
  return clipWords(out || text, max);
}

/** Cut at a word boundary, never mid-word. */
export function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** A completed pilot or trial with patients is evidence of use, not a prototype. */
function stageFrom(text: string): string | null {
  if (
    /\b(?:completed|finished|concluded)\b[^.]{0,60}\b(?:pilot|trial|study)\b|\b(?:pilot|trial|study)\b[^.]{0,40}\b(?:completed|finished|concluded)\b|\b\d[\d,]*[- ](?:patient|participant)s?\b[^.]{0,40}\b(?:pilot|trial|study)\b/i.test(
      text,
    )
  ) {
    return 'live';
  }
  return findStage(text);
}

/**
 * Rule-based reading of a document's text. First whether it is about a healthcare project at all
 * (an unrelated paper or manual proposes nothing); then sections under recognised headings, then
 * the chat's sentence rules, page by page so each value keeps its page. Every value is a proposal
 * with a confidence; the confident ones are also the `fields` the chat shows as found.
 */
export function analyseDocumentOffline(text: string, meta: DocumentMeta): DocumentAnalysis {
  const bounded = boundPages(meta.pages && meta.pages.length > 0 ? meta.pages : [{ page: null, text }]);
  const pages: Page[] = bounded.pages;
  const relevance = assessRelevance(pages.map((p) => p.text).join('\n'));
  const source = (page: number | null, excerpt: string): FieldSource => ({
    kind: 'document',
    engine: 'offline',
    model: null,
    document_id: meta.documentId,
    page,
    excerpt: clipWords(excerpt, 160),
  });
  const found = new Map<string, DocumentProposal>();
  const put = (field: string, value: string, page: number | null, confidence: number, excerpt = value) => {
    const v = value.trim();
    if (!v || isNotMentioned(v) || found.has(field) || field === 'summary') return;
    found.set(field, { field, value: clipWords(v, 600), confidence, source: source(page, excerpt) });
  };

  if (relevance.about_healthcare_project) {
    for (const [field, { text: body, page }] of sections(pages)) {
      if (field === 'stage') {
        const stage = stageFrom(body);
        if (stage) put('stage', stage, page, CONFIDENCE.headingStage, body);
      } else if (field === 'contact') {
        put('contact', clipWords(body, 200), page, CONFIDENCE.heading);
        const email = findEmail(body);
        if (email) put('email', email, page, CONFIDENCE.email, body);
      } else put(field, sectionValue(body), page, CONFIDENCE.heading, body);
    }
    for (const p of pages) {
      for (const f of extractOffline(p.text, { askedField: null, source: source(p.page, '') })) {
        if (f.field === 'stage') {
          put('stage', stageFrom(p.text) ?? f.value, p.page, CONFIDENCE.sentence, f.source.excerpt ?? f.value);
          continue;
        }
        const confidence = f.field === 'email' ? CONFIDENCE.email : WEAK_SENTENCE_FIELDS.has(f.field) ? CONFIDENCE.weak : CONFIDENCE.sentence;
        put(f.field, f.value, p.page, confidence, f.source.excerpt ?? f.value);
      }
    }
    const firstLine = pages[0]?.text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l.length > 0);
    if (firstLine && firstLine.length <= 80 && firstLine.split(/\s+/).length <= 8 && !/[.!?]$/.test(firstLine) && !headingField(firstLine)) {
      put('title', firstLine.replace(/^#+\s*/, ''), pages[0]!.page, CONFIDENCE.title);
    }
  }

  const proposals = [...found.values()];
  const fields: ExtractedField[] = proposals
    .filter((p) => p.confidence >= DOCUMENT_PROPOSAL_CONFIDENT)
    .map(({ field, value, source: s }) => ({ field, value, source: s }));
  const reading = meta.reading;
  const described = describeFindings(fields, meta.filename, {
    relevance: relevance.about_healthcare_project,
    reading: reading ? { ...reading, truncated: reading.truncated || bounded.cut } : undefined,
  });
  return { fields, ...described, proposals, relevance };
}

const SUMMARY_ORDER = ['title', 'problem', 'solution', 'needs', 'stage', 'team', 'funding', 'target_population', 'contact'];
/** Asked for when missing, in this order: the three the guide needs, then the stage. */
const ASK_WHEN_MISSING = [...GUIDE_REQUIRED_FIELDS, 'stage'] as const;

export interface FindingsContext {
  /** False: the document is not about a healthcare project; nothing was taken from it. */
  relevance?: boolean;
  reading?: { pages: number; ocrPages: number; truncated: boolean };
}

function readingNote(reading: FindingsContext['reading']): string {
  if (!reading) return '';
  const parts = [`${reading.pages} page${reading.pages === 1 ? '' : 's'} read`];
  if (reading.ocrPages > 0) parts.push(`${reading.ocrPages} with OCR`);
  if (reading.truncated) parts.push('the rest was cut (too long)');
  return ` (${parts.join(', ')})`;
}

/** The three texts the chat shows after a document was read; shared by both engines. */
export function describeFindings(fields: ExtractedField[], filename: string, context: FindingsContext = {}): Omit<DocumentAnalysis, 'fields'> {
  const byField = new Map(fields.map((f) => [f.field, f]));
  const shown = SUMMARY_ORDER.filter((f) => byField.has(f));
  const note = readingNote(context.reading);
  const label = (f: string) => (FIELD_LABELS[f] ?? f).replace(/^(?:the|your)\s+/, '');
  const missingQuestions = ASK_WHEN_MISSING.filter((f) => !byField.has(f)).map((f) => questionFor(f, 'general', 0));
  if (context.relevance === false) {
    return {
      analysis_summary: `${filename}${note}: it does not look like a healthcare project (few or no healthcare terms), so nothing was taken from it.`,
      chat_message: `I've read **${filename}**, but it doesn't seem to describe a healthcare project, so I haven't taken anything from it. Could you tell me about the problem you're working on?`,
      verification_questions: missingQuestions,
    };
  }
  if (shown.length === 0) {
    return {
      analysis_summary: `${filename}${note}: no project details were recognised with confidence.`,
      chat_message: `I've read **${filename}**, but I couldn't pick out the project details. Could you tell me about the problem you're working on?`,
      verification_questions: missingQuestions,
    };
  }
  const lines = shown.map((f) => `- **${capitalise(label(f))}:** ${clipWords(byField.get(f)!.value, 240)}`);
  const title = byField.get('title')?.value;
  const problem = byField.get('problem')?.value;
  const gist = [title, problem ? clipWords(sentences(problem)[0] ?? problem, 140) : null].filter(Boolean).join(' — ');
  const questions = [
    ...ASK_WHEN_MISSING.filter((f) => byField.has(f)).map((f) => `Is this right for ${FIELD_LABELS[f]}: "${clipWords(byField.get(f)!.value, 120)}"?`),
    ...missingQuestions,
  ];
  return {
    analysis_summary: `${gist ? `${gist.replace(/[.!?…]+$/, '')}. ` : ''}Read ${filename}${note}; found with confidence: ${shown.map(label).join(', ')}.`,
    chat_message: [`I've read **${filename}**. Here's what I found:`, '', ...lines].join('\n'),
    verification_questions: questions,
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
