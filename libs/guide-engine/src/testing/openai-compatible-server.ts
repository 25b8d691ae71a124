import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received, parsed. */
export interface ReceivedCompletion {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    response_format?: { type: string };
    messages: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

/** How the server answers one chat-completions request. */
export type CompletionBehaviour =
  | { kind: 'json'; content: string }
  | { kind: 'stream'; chunks: string[] }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' }
  | { kind: 'broken-stream'; chunks: string[] };

export interface OpenAiCompatibleServer {
  /** Base URL to give as LLM_BASE_URL (ends in /v1). */
  baseUrl: string;
  received: ReceivedCompletion[];
  /** Decides each answer; replace it per test. */
  respond: (req: ReceivedCompletion) => CompletionBehaviour;
  close(): Promise<void>;
}

/**
 * A real HTTP server in the test process speaking the OpenAI chat-completions protocol: plain JSON
 * completions, SSE streams of chat.completion.chunk objects ending in [DONE], error statuses, and
 * requests left unanswered (for time-outs). Nothing leaves the machine.
 */
export async function startOpenAiCompatibleServer(): Promise<OpenAiCompatibleServer> {
  const received: ReceivedCompletion[] = [];
  const open = new Set<ServerResponse>();
  const state: Pick<OpenAiCompatibleServer, 'respond'> = {
    respond: () => ({ kind: 'json', content: '{}' }),
  };
  let serial = 0;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const entry: ReceivedCompletion = { path: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) as ReceivedCompletion['body'] };
      received.push(entry);
      const behaviour = state.respond(entry);
      const id = `chatcmpl-${++serial}`;
      const created = Math.floor(Date.now() / 1000);
      const model = entry.body.model;
      switch (behaviour.kind) {
        case 'json':
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id,
              object: 'chat.completion',
              created,
              model,
              choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
            }),
          );
          return;
        case 'stream':
        case 'broken-stream': {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
          const send = (delta: Record<string, unknown>, finish: string | null) =>
            res.write(
              `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
            );
          send({ role: 'assistant', content: '' }, null);
          for (const chunk of behaviour.chunks) send({ content: chunk }, null);
          if (behaviour.kind === 'broken-stream') {
            // The connection dies mid-stream, as a crashing provider's would, once the sent chunks
            // have had time to reach the client.
            setTimeout(() => res.socket?.destroy(), 200);
            return;
          }
          send({}, 'stop');
          res.end('data: [DONE]\n\n');
          return;
        }
        case 'status':
          res
            .writeHead(behaviour.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(behaviour.body ?? { error: { message: 'The server had an error while processing your request.', type: 'server_error' } }));
          return;
        case 'hang':
          open.add(res);
          res.on('close', () => open.delete(res));
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    get respond() {
      return state.respond;
    },
    set respond(fn) {
      state.respond = fn;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
