import { PassThrough } from 'node:stream';
import type { CommandBus } from '@nestjs/cqrs';
import { chatResponseSchema, type ChatStreamEvent } from '@intake/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { NotFoundError } from '../platform/errors/domain-errors.js';
import type { ChatSessionRepository } from './chat-session.repository.js';
import { EMPTY_SESSION } from './chat-session.reducer.js';
import { LegacyChatController } from './legacy-chat.controller.js';

/** A reply whose raw socket is a stream we read back, as Fastify hands it to a hijacking route. */
function fakeReply() {
  const raw = Object.assign(new PassThrough(), { statusCode: 0, headers: {} as Record<string, unknown> }) as PassThrough & {
    writeHead(status: number, headers: Record<string, unknown>): void;
    statusCode: number;
    headers: Record<string, unknown>;
  };
  raw.writeHead = (status, headers) => {
    raw.statusCode = status;
    raw.headers = headers;
  };
  let text = '';
  raw.on('data', (c: Buffer) => (text += c.toString('utf8')));
  const reply = { raw, hijack: () => reply, getHeaders: () => ({ 'access-control-allow-origin': '*' }) } as unknown as FastifyReply;
  const events = () =>
    text
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)) as ChatStreamEvent);
  return { reply, raw, events };
}

const SESSION = '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
const req = { headers: {}, ip: '127.0.0.1' } as unknown as FastifyRequest;
const logger = { error: () => undefined } as unknown as Logger;
// The session the request names is an open legacy session, so the stream goes on with it.
const sessions = { loadCurrent: async () => ({ ...EMPTY_SESSION, exists: true, sessionId: SESSION, mode: 'legacy' }) } as unknown as ChatSessionRepository;
const controller = (execute: CommandBus['execute']) => new LegacyChatController({ execute } as CommandBus, sessions, logger);

describe('POST /api/chat/stream framing', () => {
  it('streams chunks then the complete reply as data: lines', async () => {
    const { reply, raw, events } = fakeReply();
    await controller((async (cmd: { options: { onChunk(c: string): void } }) => {
      cmd.options.onChunk('Hel');
      cmd.options.onChunk('lo');
      return { state: { ...EMPTY_SESSION, exists: true, sessionId: SESSION, mode: 'legacy' }, response: 'Hello' };
    }) as unknown as CommandBus['execute']).stream({ message: 'Hi', session_id: SESSION }, req, reply);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(raw.headers['access-control-allow-origin']).toBe('*');
    expect(events()).toEqual([
      { type: 'metadata', session_id: SESSION, mode: 'legacy', conv_stage: 'processing' },
      { type: 'processing', message: 'thinking...' },
      { type: 'chunk', content: 'Hel' },
      { type: 'chunk', content: 'lo' },
      // The legacy reply in full: every chat response field of visitor spec §3.
      { type: 'complete', ...chatResponseSchema.parse({ success: true, ...events().at(-1) }) },
    ]);
    expect(events().at(-1)).toMatchObject({ response: 'Hello', is_complete: false, session_id: SESSION, conversation_history: [] });
    expect(raw.writableEnded).toBe(true);
  });

  it('ends with an error event carrying the message when the turn fails after the stream opened', async () => {
    const { reply, raw, events } = fakeReply();
    await controller((async () => {
      throw new NotFoundError('Chat session not found.');
    }) as unknown as CommandBus['execute']).stream({ message: 'Hi' }, req, reply);
    expect(events().at(-1)).toEqual({ type: 'error', message: 'Chat session not found.', status: 404 });
    expect(raw.writableEnded).toBe(true);
  });

  it('hides unexpected failures behind the generic detail', async () => {
    const { reply, events } = fakeReply();
    await controller((async () => {
      throw new Error('database password is hunter2');
    }) as unknown as CommandBus['execute']).stream({ message: 'Hi' }, req, reply);
    expect(events().at(-1)).toEqual({ type: 'error', message: 'Something went wrong on our side. Please try again later.', status: 500 });
  });
});
