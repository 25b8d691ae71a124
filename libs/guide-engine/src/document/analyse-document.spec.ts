import { analyseDocument } from './analyse-document.js';

const deck = [
  {
    page: 1,
    text: 'ChartVoice\nA voice assistant for nursing documentation\n\nProblem: Nurses lose almost two hours per shift to duplicate charting.\nTeam: Two ICU nurses and a speech engineer.',
  },
  {
    page: 2,
    text: 'Solution\nA bedside voice assistant that fills the flowsheet as nurses speak.\n\nStage: We are piloting a prototype on one ward.\nThe Ask: $250k seed funding and an EHR integration partner.\nContact: Ada Lovelace, ada@chartvoice.org\nFunding: Not mentioned',
  },
];

describe('analyseDocument (offline)', () => {
  it('reads sections under their headings, with the page each starts on', async () => {
    const analysis = await analyseDocument(deck.map((p) => p.text).join('\n'), { documentId: 'doc-1', filename: 'deck.pdf', pages: deck });
    const byField = Object.fromEntries(analysis.fields.map((f) => [f.field, f]));
    expect(byField.title).toMatchObject({ value: 'ChartVoice', source: { page: 1 } });
    expect(byField.problem).toMatchObject({ value: 'Nurses lose almost two hours per shift to duplicate charting.', source: { page: 1 } });
    expect(byField.solution).toMatchObject({ value: 'A bedside voice assistant that fills the flowsheet as nurses speak.', source: { page: 2 } });
    expect(byField.stage).toMatchObject({ value: 'prototype', source: { page: 2 } });
    expect(byField.needs).toMatchObject({ value: '$250k seed funding and an EHR integration partner.', source: { page: 2 } });
    expect(byField.team).toMatchObject({ value: 'Two ICU nurses and a speech engineer.', source: { page: 1 } });
    expect(byField.email).toMatchObject({ value: 'ada@chartvoice.org' });
    expect(byField.contact).toMatchObject({ value: 'Ada Lovelace, ada@chartvoice.org' });
    for (const f of analysis.fields) {
      expect(f.source).toMatchObject({ kind: 'document', engine: 'offline', model: null, document_id: 'doc-1' });
    }
  });

  it("drops values that say 'not mentioned'", async () => {
    const analysis = await analyseDocument(deck.map((p) => p.text).join('\n'), { documentId: 'doc-1', filename: 'deck.pdf', pages: deck });
    expect(analysis.fields.length).toBeGreaterThan(0);
    for (const p of analysis.proposals ?? []) expect(p.value).not.toMatch(/not mentioned/i);
  });

  it('tells the chat what it found and what to verify', async () => {
    const analysis = await analyseDocument(deck.map((p) => p.text).join('\n'), { documentId: 'doc-1', filename: 'deck.pdf', pages: deck });
    expect(analysis.analysis_summary).toMatch(
      /^ChartVoice — Nurses lose almost two hours per shift to duplicate charting\. Read deck\.pdf; found with confidence: project name, problem, solution, support you need, stage/,
    );
    expect(analysis.chat_message).toMatch(/^I've read \*\*deck\.pdf\*\*\. Here's what I found:/);
    expect(analysis.chat_message).toContain('- **Problem:** Nurses lose almost two hours per shift to duplicate charting.');
    expect(analysis.verification_questions[0]).toMatch(/^Is this right for the problem:/);
  });

  it('asks for the basics when nothing was recognised', async () => {
    const analysis = await analyseDocument('Lorem ipsum dolor sit amet.', { documentId: 'doc-3', filename: 'notes.txt' });
    expect(analysis.fields).toEqual([]);
    // The three the guide needs, and the stage.
    expect(analysis.verification_questions).toHaveLength(4);
  });
});

describe('the stage of a proposal', () => {
  const abstract = [
    'SHADEWORK: a cluster-randomised trial of shaded rest breaks for sugarcane cutters',
    'Rationale',
    'Chronic kidney disease of unknown cause kills thousands of young men in the sugarcane belt. Repeated heat stress during the harvest is the leading explanation.',
    'Aims',
    'To test whether mobile shade tents and cooled water reduce acute kidney injury across one harvest.',
    'Approach',
    'Twenty work gangs (about 600 cutters) will be randomised to the intervention or usual practice. Recruitment will begin in November 2027, and no cutter has been enrolled so far.',
    'Budget',
    'Total requested: USD 410,000 over 24 months.',
  ].join('\n');

  it('is an idea not yet begun where the work is still ahead, never a service in use', async () => {
    const analysis = await analyseDocument(abstract, { documentId: 'doc-2', filename: 'abstract.pdf', pages: [{ page: 1, text: abstract }] });
    expect(analysis.fields.find((f) => f.field === 'stage')?.value).toBe('concept');
  });
});
