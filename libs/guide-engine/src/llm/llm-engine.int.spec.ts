import { startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '../testing/openai-compatible-server.js';
import { createGuideEngine } from '../create-guide-engine.js';
import type { ExtractInput, ReplyInput } from '../guide-engine.port.js';
import { LlmGuideEngine } from './llm-engine.js';

const extractInput: ExtractInput = {
  message: 'Nurses lose two hours a shift to charting. We built a voice assistant. Write to me at ada@clinic.org',
  mode: 'guide',
  collected: {},
  askedField: 'problem',
  history: [{ role: 'assistant', content: 'What problem are you working on?' }],
};

const replyInput: ReplyInput = {
  mode: 'guide',
  visitorKind: 'clinician',
  persona: null,
  message: 'We built a voice assistant.',
  captured: [{ field: 'solution', value: 'a voice assistant' }],
  nextField: 'needs',
  askCount: 0,
  collected: { solution: 'a voice assistant' },
  history: [],
};

describe('LLM guide engine against an OpenAI-compatible HTTP server', () => {
  let server: OpenAiCompatibleServer;
  let engine: LlmGuideEngine;

  beforeAll(async () => {
    server = await startOpenAiCompatibleServer();
    engine = new LlmGuideEngine({ baseUrl: server.baseUrl, apiKey: 'test-key', model: 'local-model', timeoutMs: 1500 });
  });
  afterAll(() => server.close());
  beforeEach(() => (server.received.length = 0));

  it('is the engine createGuideEngine picks when LLM_BASE_URL is set, and the offline one otherwise', () => {
    expect(createGuideEngine({ llm: { baseUrl: server.baseUrl, apiKey: undefined, model: 'm' } }).kind).toBe('llm');
    expect(createGuideEngine({ llm: { baseUrl: undefined, apiKey: undefined, model: undefined } }).kind).toBe('offline');
  });

  it('classifies first: a confirmation, a question back or a remark costs no model call and carries no field', async () => {
    server.respond = () => ({ kind: 'json', content: JSON.stringify({ problem: "Yes, that's right" }) });
    for (const [message, kind] of [
      ["Yes, that's right", 'confirmation'],
      ['who will read what I write?', 'question'],
      ["I've uploaded our one-pager, it has the details.", 'other'],
    ] as const) {
      const outcome = await engine.extract({ ...extractInput, message });
      expect(outcome).toMatchObject({ intent: { kind }, fields: [], engine: { kind: 'llm', fallback: null } });
    }
    expect(server.received).toHaveLength(0);
    // An answer goes to the model, through structured output with the fields' zod schema.
    const answered = await engine.extract(extractInput);
    expect(answered.intent.kind).toBe('answer');
    expect(server.received).toHaveLength(1);
  });

  it('extracts zod-checked fields from a JSON completion, each marked with the engine and model', async () => {
    server.respond = () => ({
      kind: 'json',
      content: JSON.stringify({
        problem: 'Nurses lose two hours a shift to charting',
        solution: 'A voice assistant',
        needs: null,
        stage: 'not mentioned',
        email: 'ada@clinic.org',
      }),
    });
    const outcome = await engine.extract(extractInput);
    expect(outcome.engine).toEqual({ kind: 'llm', model: 'local-model', fallback: null });
    expect(outcome.fields.map((f) => [f.field, f.value])).toEqual([
      ['problem', 'Nurses lose two hours a shift to charting'],
      ['solution', 'A voice assistant'],
      ['email', 'ada@clinic.org'],
    ]);
    expect(outcome.fields[0]!.source).toEqual({
      kind: 'message',
      engine: 'llm',
      model: 'local-model',
      document_id: null,
      page: null,
      excerpt: 'Nurses lose two hours a shift to charting',
    });
    const request = server.received[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('local-model');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(request.body.messages.at(-1)).toMatchObject({ role: 'user', content: extractInput.message });
  });

  it('keeps an email address the model overlooked, attributed to the offline rules', async () => {
    server.respond = () => ({ kind: 'json', content: JSON.stringify({ problem: 'Charting takes too long' }) });
    const outcome = await engine.extract(extractInput);
    expect(outcome.fields.find((f) => f.field === 'email')).toMatchObject({ value: 'ada@clinic.org', source: { engine: 'offline', model: null } });
  });

  it('falls back to the offline engine for the turn when the output is not the JSON asked for', async () => {
    server.respond = () => ({ kind: 'json', content: 'Sure! The problem is charting.' });
    const outcome = await engine.extract(extractInput);
    expect(outcome.engine).toMatchObject({ kind: 'offline', model: null, fallback: { from: 'llm', reason: 'malformed_output' } });
    expect(outcome.fields.find((f) => f.field === 'problem')).toMatchObject({ source: { engine: 'offline' } });
  });

  it('falls back when the JSON has the wrong types', async () => {
    server.respond = () => ({ kind: 'json', content: JSON.stringify({ problem: 42 }) });
    const outcome = await engine.extract(extractInput);
    expect(outcome.engine.fallback?.reason).toBe('malformed_output');
  });

  it('falls back on a provider error (HTTP 500) without retrying', async () => {
    server.respond = () => ({ kind: 'status', status: 500 });
    const outcome = await engine.extract(extractInput);
    expect(outcome.engine).toMatchObject({ kind: 'offline', fallback: { from: 'llm', reason: 'provider_error' } });
    expect(server.received).toHaveLength(1);
  });

  it('takes its time-out from the configuration (LLM_TIMEOUT_MS)', async () => {
    server.respond = () => ({ kind: 'hang' });
    const quick = createGuideEngine({ llm: { baseUrl: server.baseUrl, apiKey: undefined, model: 'm', timeoutMs: 300 } });
    const started = Date.now();
    const outcome = await quick.extract(extractInput);
    expect(outcome.engine).toMatchObject({ kind: 'offline', fallback: { from: 'llm', reason: 'timeout' } });
    // Far below the 20 s default: the configured 300 ms was used (a generous bound, not a timing).
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('falls back when the provider does not answer in time', async () => {
    server.respond = () => ({ kind: 'hang' });
    const outcome = await engine.extract(extractInput);
    expect(outcome.engine).toMatchObject({ kind: 'offline', fallback: { from: 'llm', reason: 'timeout' } });
    expect(outcome.fields.length).toBeGreaterThan(0);
  });

  it('streams a reply chunk by chunk from an SSE completion', async () => {
    server.respond = () => ({ kind: 'stream', chunks: ['Thanks for ', 'sharing. ', 'What support ', 'do you need?'] });
    const chunks: string[] = [];
    const outcome = await engine.reply(replyInput, { onChunk: (c) => chunks.push(c) });
    expect(chunks).toEqual(['Thanks for ', 'sharing. ', 'What support ', 'do you need?']);
    expect(outcome).toEqual({ text: 'Thanks for sharing. What support do you need?', engine: { kind: 'llm', model: 'local-model', fallback: null } });
    expect(server.received[0]!.body.stream).toBe(true);
    expect(server.received[0]!.body.messages[0]!.content).toMatch(/what support they need/);
  });

  it('answers offline when the stream breaks, and the final text is the offline reply', async () => {
    server.respond = () => ({ kind: 'broken-stream', chunks: ['Thanks for '] });
    const chunks: string[] = [];
    const outcome = await engine.reply(replyInput, { onChunk: (c) => chunks.push(c) });
    expect(outcome.engine).toMatchObject({ kind: 'offline', fallback: { from: 'llm' } });
    expect(outcome.text).toMatch(/support are you looking for/);
    // Already-sent chunks stay; no offline chunks are mixed in after them.
    expect(chunks).toEqual(['Thanks for ']);
  });

  it('answers offline, streamed, when the reply times out before any chunk', async () => {
    server.respond = () => ({ kind: 'hang' });
    const chunks: string[] = [];
    const outcome = await engine.reply(replyInput, { onChunk: (c) => chunks.push(c) });
    expect(outcome.engine).toMatchObject({ kind: 'offline', fallback: { reason: 'timeout' } });
    expect(chunks.join('')).toBe(outcome.text);
  });

  it('answers offline on a 500 to a streaming request', async () => {
    server.respond = () => ({ kind: 'status', status: 500 });
    const outcome = await engine.reply(replyInput);
    expect(outcome.engine).toMatchObject({ kind: 'offline', fallback: { reason: 'provider_error' } });
  });

  it('analyses a document: fields with page numbers, texts for the chat', async () => {
    server.respond = () => ({
      kind: 'json',
      content: JSON.stringify({
        title: 'ChartVoice',
        problem: 'Nurses lose two hours per shift to duplicate charting',
        solution: 'Voice assistant that fills flowsheets',
        needs: 'not mentioned',
        analysis_summary: 'A one-page pitch for a nursing documentation assistant.',
      }),
    });
    const analysis = await engine.analyseDocument('ChartVoice\nNurses lose two hours per shift to duplicate charting\nVoice assistant that fills flowsheets', {
      documentId: 'doc-1',
      filename: 'pitch.pdf',
      pages: [
        { page: 1, text: 'ChartVoice\nNurses lose two hours per shift to duplicate charting' },
        { page: 2, text: 'Voice assistant that fills flowsheets' },
      ],
    });
    expect(analysis.fields.map((f) => [f.field, f.source.page, f.source.engine, f.source.kind]).sort()).toEqual([
      ['problem', 1, 'llm', 'document'],
      ['solution', 2, 'llm', 'document'],
      ['title', 1, 'llm', 'document'],
    ]);
    expect(analysis.analysis_summary).toBe('A one-page pitch for a nursing documentation assistant.');
    expect(analysis.chat_message).toContain("I've read **pitch.pdf**");
    expect(analysis.verification_questions.some((q) => /support are you looking for/.test(q))).toBe(true);
  });

  it('analyses a document offline when the provider fails', async () => {
    server.respond = () => ({ kind: 'status', status: 503 });
    const analysis = await engine.analyseDocument('Problem: Patients wait months for a diagnosis.', { documentId: 'doc-2', filename: 'a.txt' });
    expect(analysis.fields[0]).toMatchObject({ field: 'problem', source: { engine: 'offline', kind: 'document', document_id: 'doc-2' } });
  });
});
