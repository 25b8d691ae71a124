import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { workWithUsSubmitResponseSchema } from '@intake/contracts';
import {
  ApiError,
  apiRequest,
  holdRequestsUntil,
  InvalidResponseError,
  raceUploadTimer,
  RequestTimeoutError,
  setApiBase,
  UNREAD_ANSWER,
  UploadTimeoutError,
} from './api-client';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let handler: Handler = (_req, _body, res) => res.end();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('apiRequest', () => {
  it('sends JSON and returns the parsed reply', async () => {
    let seen: { method?: string; type?: string; body?: string } = {};
    handler = (req, body, res) => {
      seen = { method: req.method, type: req.headers['content-type'], body };
      json(res, 200, { success: true, submission_id: 'abc', message: 'ok' });
    };
    const reply = await apiRequest('/api/work-with-us/submit', workWithUsSubmitResponseSchema, {
      method: 'POST',
      json: { name: 'Ada' },
    });
    expect(reply.submission_id).toBe('abc');
    expect(seen).toEqual({ method: 'POST', type: 'application/json', body: '{"name":"Ada"}' });
  });

  it('sends multipart bodies untouched', async () => {
    let seen: { type?: string; body?: string } = {};
    handler = (req, body, res) => {
      seen = { type: req.headers['content-type'], body };
      json(res, 200, { success: true, message: 'stored' });
    };
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' }), 'deck.pdf');
    await apiRequest('/api/work-with-us/upload/abc?file_type=attachment', UNREAD_ANSWER, { method: 'POST', body: form });
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('name="file"; filename="deck.pdf"');
    expect(seen.body).toContain('%PDF-1.7');
  });

  it('exposes the status and the detail of an error reply', async () => {
    handler = (_req, _body, res) => json(res, 422, { detail: 'Please enter a valid email address', status: 422 });
    const error = await apiRequest('/api/x', UNREAD_ANSWER, { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, detail: 'Please enter a valid email address' });
    expect((error as Error).message).toBe('Please enter a valid email address');
  });

  it('joins a list of validation messages into the detail', async () => {
    handler = (_req, _body, res) => json(res, 400, { detail: [{ msg: 'name is required' }, { msg: 'email is invalid' }] });
    await expect(apiRequest('/api/x', UNREAD_ANSWER)).rejects.toMatchObject({ status: 400, detail: 'name is required; email is invalid' });
  });

  it('has no detail when the error body is not JSON', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    await expect(apiRequest('/api/x', UNREAD_ANSWER)).rejects.toMatchObject({ status: 502, detail: undefined, body: '<h1>Bad gateway</h1>' });
  });

  it('refuses a 2xx reply that is not JSON', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><div id="root"></div>');
    };
    await expect(apiRequest('/api/x', UNREAD_ANSWER)).rejects.toMatchObject({ status: 200, detail: 'The server sent an unexpected response' });
  });

  it('refuses a 2xx answer off its schema: InvalidResponseError, which keeps the body', async () => {
    handler = (_req, _body, res) => json(res, 200, { success: false, detail: 'Duplicate submission' });
    const error = await apiRequest('/api/work-with-us/submit', workWithUsSubmitResponseSchema, { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({
      message: 'Invalid response format',
      path: '/api/work-with-us/submit',
      body: { success: false, detail: 'Duplicate submission' },
    });
    expect((error as InvalidResponseError).problems.length).toBeGreaterThan(0);
  });

  it('resolves an empty 2xx reply with undefined', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(204);
      res.end();
    };
    await expect(apiRequest('/api/x', UNREAD_ANSWER, { method: 'POST' })).resolves.toBeUndefined();
  });

  it('tries a read again after a gateway error, 3 tries in all (visitor spec §9)', async () => {
    let calls = 0;
    handler = (_req, _body, res) => (++calls < 3 ? json(res, 503, { detail: 'starting' }) : json(res, 200, { ok: true }));
    await expect(apiRequest('/api/x', UNREAD_ANSWER)).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);

    calls = 0;
    handler = (_req, _body, res) => (calls++, json(res, 502, { detail: 'no backend' }));
    await expect(apiRequest('/api/x', UNREAD_ANSWER)).rejects.toMatchObject({ status: 502 });
    expect(calls).toBe(3);
  });

  it('tries a read again when the connection breaks', async () => {
    let calls = 0;
    handler = (req, _body, res) => (++calls === 1 ? req.socket.destroy() : json(res, 200, { ok: true }));
    await expect(apiRequest('/api/x', UNREAD_ANSWER)).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('never repeats a write, nor a read the server answered with a 4xx or 500', async () => {
    let calls = 0;
    handler = (_req, _body, res) => (calls++, json(res, 503, { detail: 'busy' }));
    await expect(apiRequest('/api/x', UNREAD_ANSWER, { method: 'POST', json: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
    for (const status of [404, 500]) {
      calls = 0;
      handler = (_req, _body, res) => (calls++, json(res, status, { detail: 'no' }));
      await expect(apiRequest('/api/x', UNREAD_ANSWER)).rejects.toMatchObject({ status });
      expect(calls).toBe(1);
    }
  });

  it('gives up after the time-out', async () => {
    handler = () => {};
    await expect(apiRequest('/api/slow', UNREAD_ANSWER, { timeoutMs: 50 })).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it("stops when the caller's signal aborts", async () => {
    handler = () => {};
    const controller = new AbortController();
    const pending = apiRequest('/api/slow', UNREAD_ANSWER, { timeoutMs: null, signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });
});

describe('holdRequestsUntil', () => {
  it('makes calls wait for the backend selection and then go to the chosen base', async () => {
    handler = (req, _body, res) => json(res, 200, { path: req.url });
    const address = server.address() as AddressInfo;
    setApiBase('http://127.0.0.1:1');
    let choose: (base: string) => void = () => {};
    const selection = new Promise<string>((resolve) => (choose = resolve)).then((base) => setApiBase(base));
    holdRequestsUntil(selection);
    const reply = apiRequest('/api/held', UNREAD_ANSWER);
    choose(`http://127.0.0.1:${address.port}`);
    await expect(reply).resolves.toEqual({ path: '/api/held' });
  });

  it('releases the calls when the selection fails', async () => {
    handler = (_req, _body, res) => json(res, 200, { ok: true });
    holdRequestsUntil(Promise.reject(new Error('probe crashed')));
    await expect(apiRequest('/api/x', UNREAD_ANSWER)).resolves.toEqual({ ok: true });
  });
});

describe('raceUploadTimer', () => {
  it('returns the upload when it finishes first', async () => {
    handler = (_req, _body, res) => json(res, 200, { success: true });
    await expect(raceUploadTimer((signal) => apiRequest('/api/upload', UNREAD_ANSWER, { method: 'POST', timeoutMs: null, signal }), 5_000)).resolves.toEqual({
      success: true,
    });
  });

  it('aborts the upload and fails with UploadTimeoutError when the timer wins', async () => {
    handler = () => {};
    let seen: AbortSignal | undefined;
    const pending = raceUploadTimer((signal) => {
      seen = signal;
      return apiRequest('/api/upload', UNREAD_ANSWER, { method: 'POST', timeoutMs: null, signal });
    }, 30);
    await expect(pending).rejects.toBeInstanceOf(UploadTimeoutError);
    expect(seen?.aborted).toBe(true);
  });
});
