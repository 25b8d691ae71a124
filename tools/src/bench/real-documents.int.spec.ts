import { randomUUID } from 'node:crypto';
import { runExtraction } from '@intake/worker';
import { realDocuments } from './document-corpus.js';

const collapse = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();

describe('documents made by real tools (tools/corpus/real-documents): text and fields as expected', () => {
  it('reads every one, with the fields a reviewer would take and none from the unrelated paper', async () => {
    const docs = await realDocuments();
    expect(docs.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const doc of docs) {
      try {
        const r = await runExtraction(doc.bytes, doc.ext, () => undefined, undefined, { documentId: randomUUID(), filename: doc.name });
        const text = collapse(r.pages.map((p) => p.text).join('\n'));
        for (const t of doc.text) if (!text.includes(collapse(t))) wrong.push(`${doc.name}: text lacks "${t}"`);
        const fields = r.analysis?.fields ?? [];
        for (const [field, pattern] of Object.entries(doc.fields)) {
          const value = fields.find((f) => f.field === field)?.value;
          if (pattern === null ? value !== undefined : value === undefined || !pattern.test(value))
            wrong.push(`${doc.name}: ${field} = ${JSON.stringify(value)}`);
        }
      } catch (err) {
        wrong.push(`${doc.name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
