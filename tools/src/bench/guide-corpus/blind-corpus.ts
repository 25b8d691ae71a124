import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Gold } from './guide-scoring.js';

/** The frozen blind corpus (issue 34 item 4): read as it is, never changed here. */
const DIR = fileURLToPath(new URL('../../../guide-blind-corpus/', import.meta.url));

export interface BlindConversation {
  id: string;
  style: string;
  language: string;
  idea?: string;
  script: string[];
  answers?: Partial<Record<'name' | 'email' | 'affiliation' | 'confirm', string>>;
  gold: Record<string, Gold>;
  must_not_email: string[];
  /** A text document uploaded after the script (the fifth development batch's injections inside documents). */
  document?: { filename: string; text: string };
}

export interface BlindDocument {
  file: string;
  shape: string;
  is_pitch: boolean;
  gold: Record<string, Gold>;
  person_names: string[];
  /** Values that only an instruction inside the document states (development batches). */
  injected?: string[];
}

export const DOCUMENT_FIELDS = ['title', 'problem', 'solution', 'target_population', 'stage', 'needs', 'funding', 'team'] as const;

export const loadBlindConversations = (): BlindConversation[] => JSON.parse(readFileSync(`${DIR}conversations.json`, 'utf8')) as BlindConversation[];

/**
 * The second development corpus (`tools/guide-dev-corpus`): written in the blind corpus's shape by
 * other writers who read neither the engine nor any corpus, to tune on and read case by case.
 * Batches: `conversations.json` (2026-11-29), `conversations-2.json` to `conversations-8.json` (2026-11-30), `conversations-9.json` to `conversations-14.json` (2026-12-01), `conversations-15.json` to `conversations-19.json` (2026-12-02).
 */
export const loadFreshConversations = (): BlindConversation[] =>
  [
    'conversations.json',
    'conversations-2.json',
    'conversations-3.json',
    'conversations-4.json',
    'conversations-5.json',
    'conversations-6.json',
    'conversations-7.json',
    'conversations-8.json',
    'conversations-9.json',
    'conversations-10.json',
    'conversations-11.json',
    'conversations-12.json',
    'conversations-13.json',
    'conversations-14.json',
    'conversations-15.json',
    'conversations-16.json',
    'conversations-17.json',
    'conversations-18.json',
    'conversations-19.json',
  ].flatMap((file) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../guide-dev-corpus/${file}`, import.meta.url)), 'utf8')) as BlindConversation[]);
export const loadBlindDocuments = (): BlindDocument[] => JSON.parse(readFileSync(`${DIR}documents.json`, 'utf8')) as BlindDocument[];
export const blindDocumentBytes = (doc: BlindDocument): Buffer => readFileSync(`${DIR}${doc.file}`);

/**
 * The second development corpus's documents, in the blind corpus's shape: eight batches (2026-11-30 to
 * 2026-12-02), each a manifest beside its folder. `file` is read relative to the corpus folder.
 */
const FRESH_DIR = fileURLToPath(new URL('../../../guide-dev-corpus/', import.meta.url));
const FRESH_DOCUMENT_BATCHES = [
  { manifest: 'documents.json', folder: 'documents' },
  { manifest: 'documents-2.json', folder: 'documents-2' },
  { manifest: 'documents-3.json', folder: 'documents-3' },
  { manifest: 'documents-4.json', folder: 'documents-4' },
  { manifest: 'documents-5.json', folder: 'documents-5' },
  { manifest: 'documents-6.json', folder: 'documents-6' },
  { manifest: 'documents-7.json', folder: 'documents-7' },
  { manifest: 'documents-8.json', folder: 'documents-8' },
];
export const loadFreshDocuments = (): BlindDocument[] =>
  FRESH_DOCUMENT_BATCHES.flatMap(({ manifest, folder }) =>
    (JSON.parse(readFileSync(`${FRESH_DIR}${manifest}`, 'utf8')) as BlindDocument[]).map((d) => ({ ...d, file: `${folder}/${d.file}` })),
  );
export const freshDocumentBytes = (doc: BlindDocument): Buffer => readFileSync(`${FRESH_DIR}${doc.file}`);
