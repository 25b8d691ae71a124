import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_ERRORS, UPLOAD_SESSION_NOT_FOUND } from '@intake/contracts';
import { DOCUMENT_UPLOAD_MESSAGES } from '@intake/machines';
import { chatDocumentUploader, progressUrl, uploadRouteUnavailable } from './chat-document-uploader';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let base = '';
let handler: Handler = (_req, res) => res.end();
let seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push(`${req.method} ${req.url}`);
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => (seen = []));
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const reply = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
  res.writeHead(status, { 'Content-Type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

const SESSION = '3f2a6a52-7a0e-4a43-9a57-0f1f7f0e2b11';
const upload = (mode: 'guide' | 'legacy' = 'guide') =>
  chatDocumentUploader(
    { base, mode, sessionId: SESSION, file: new File(['Problem: late discharge letters'], 'notes.txt', { type: 'text/plain' }) },
    { progress: () => undefined },
    new AbortController().signal,
  );

const FOUND = 'I read notes.txt and found a clear problem statement about late discharge letters.';

describe('the chat upload when the upload route itself is not available (visitor spec §8)', () => {
  it.each([
    ['405 Method Not Allowed', 405, { detail: 'Method Not Allowed' }],
    ['501 Not Implemented', 501, 'Not Implemented'],
    ['503 from a proxy', 503, '<html>Service Unavailable</html>'],
    ['404 for a route that is not there', 404, { detail: 'Cannot POST /api/guide/sessions/x/upload', status: 404 }],
    ['404 that is not JSON', 404, '<html>Not Found</html>'],
  ])('says "File upload service is not currently available" on %s', async (_label, status, body) => {
    handler = (_req, res) => reply(res, status, body, typeof body === 'string' ? 'text/html' : 'application/json');
    const result = await upload();
    expect(result).toEqual({ message: CHAT_ERRORS.uploadUnavailable, followUp: null, outcome: 'failed' });
    expect(seen).toEqual([`POST /api/guide/sessions/${SESSION}/upload`]);
  });

  it('keeps the admin spec §8 messages for refusals of a working route', async () => {
    handler = (_req, res) => reply(res, 404, { detail: UPLOAD_SESSION_NOT_FOUND, status: 404 });
    expect((await upload('legacy')).message).toBe(DOCUMENT_UPLOAD_MESSAGES.troubleUploading);
    handler = (_req, res) => reply(res, 500, { detail: 'Something went wrong on our side. Please try again later.', status: 500 });
    expect((await upload()).message).toBe(DOCUMENT_UPLOAD_MESSAGES.troubleUploading);
    handler = (_req, res) => reply(res, 413, { detail: 'File size must be less than 10MB', status: 413 });
    expect((await upload()).message).toBe(DOCUMENT_UPLOAD_MESSAGES.tooLarge);
  });

  it('decides by status and detail', () => {
    expect([404, 405, 501, 502, 503, 504].map((s) => uploadRouteUnavailable(s, null))).toEqual([true, true, true, true, true, true]);
    expect([400, 413, 415, 422, 500].map((s) => uploadRouteUnavailable(s, null))).toEqual([false, false, false, false, false]);
    expect(uploadRouteUnavailable(404, UPLOAD_SESSION_NOT_FOUND)).toBe(false);
  });
});

describe('the chat upload polls the progress endpoint the upload answer names', () => {
  it('uses progress_endpoint when the answer has one', async () => {
    handler = (req, res) => {
      if (req.method === 'POST')
        return reply(res, 200, { success: true, operation_id: 'op-9', status: 'queued', progress_endpoint: '/api/progress/op-9?via=endpoint' });
      reply(res, 200, { status: 'completed', chat_message: FOUND, verification_questions: ['Is the problem statement right?'] });
    };
    const result = await upload();
    expect(seen).toEqual([`POST /api/guide/sessions/${SESSION}/upload`, 'GET /api/progress/op-9?via=endpoint']);
    expect(result).toEqual({ message: FOUND, followUp: 'Is the problem statement right?', outcome: 'uploaded' });
  });

  it('falls back to /api/progress/{operation_id} without one', async () => {
    handler = (req, res) => {
      if (req.method === 'POST') return reply(res, 200, { success: true, operation_id: 'op-10', status: 'queued' });
      reply(res, 200, { status: 'completed', chat_message: FOUND, verification_questions: [] });
    };
    await upload('legacy');
    expect(seen).toEqual([`POST /api/upload/${SESSION}`, 'GET /api/progress/op-10']);
  });

  it('builds the URL from a path or a full URL, and ignores anything else', () => {
    expect(progressUrl('https://api.example', { operationId: 'a b', progressEndpoint: '/api/progress/x' })).toBe('https://api.example/api/progress/x');
    expect(progressUrl('https://api.example', { operationId: 'a', progressEndpoint: 'https://other.example/p/a' })).toBe('https://other.example/p/a');
    expect(progressUrl('https://api.example', { operationId: 'a b', progressEndpoint: '//evil.example/x' })).toBe('https://api.example/api/progress/a%20b');
    expect(progressUrl('', { operationId: 'a', progressEndpoint: null })).toBe('/api/progress/a');
  });
});
