import { conversationListOf, conversationsPaths, firstReadable, STATS_PATHS, statsOf } from '@intake/machines';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setApiBase } from '../../../app/api-client';
import { AdminApiError, createAdminApi } from './admin-api';
import { formSubmissionListResponseSchema } from '@intake/contracts';
import { UNREAD_ANSWER } from '../../../app/api-client';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let handler: Handler = (_req, res) => res.end();
const seen: { url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('admin calls', () => {
  it('send the stored token as a bearer header', async () => {
    handler = (_req, res) => json(res, 200, { success: true, submissions: [], total: 0 });
    const api = createAdminApi('token-123', () => undefined);
    expect(await api.get('/analytics/forms?limit=100', formSubmissionListResponseSchema)).toEqual({ success: true, submissions: [], total: 0 });
    expect(seen).toEqual([{ url: '/analytics/forms?limit=100', authorization: 'Bearer token-123' }]);
  });

  it("read 'API Error {status}: {body}' when the server refuses", async () => {
    handler = (_req, res) => json(res, 500, { detail: 'boom' });
    const error = await createAdminApi('t', () => undefined)
      .get('/stats', UNREAD_ANSWER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ status: 500, message: 'API Error 500: {"detail":"boom"}' });

    handler = (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('Bad gateway');
    };
    await expect(createAdminApi('t', () => undefined).get('/stats', UNREAD_ANSWER)).rejects.toThrow('API Error 502: Bad gateway');
  });

  it('end the session on a 401', async () => {
    handler = (_req, res) => json(res, 401, { detail: 'Token expired' });
    let expired = 0;
    const api = createAdminApi('old', () => (expired += 1));
    await expect(api.get('/stats', UNREAD_ANSWER)).rejects.toMatchObject({ status: 401 });
    expect(expired).toBe(1);
  });

  it('walk the conversation fallbacks over HTTP to a wrapped list on /conversation', async () => {
    handler = (req, res) => {
      if (req.url === '/conversation') json(res, 200, { response: { data: [{ session_id: 'legacy-1' }] } });
      else json(res, 404, { detail: 'Not Found' });
    };
    const api = createAdminApi('t', () => undefined);
    const found = await firstReadable(conversationsPaths(), (path) => api.get(path, UNREAD_ANSWER), conversationListOf);
    expect(found).toMatchObject({ path: '/conversation', value: [{ session_id: 'legacy-1' }] });
    expect(seen.map((s) => s.url)).toEqual([
      '/conversations?limit=1000&offset=0',
      '/conversations?limit=1000',
      '/conversations',
      '/conversation?limit=1000&offset=0',
      '/conversation',
    ]);
  });

  it('stop the walk at a 401 and fall back from /stats to /api/stats', async () => {
    handler = (_req, res) => json(res, 401, { detail: 'no' });
    const expiredApi = createAdminApi('t', () => undefined);
    await expect(firstReadable(conversationsPaths(), (path) => expiredApi.get(path, UNREAD_ANSWER), conversationListOf)).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);

    handler = (req, res) =>
      req.url === '/api/stats' ? json(res, 200, { total_conversations: 4, completed_conversations: 1 }) : json(res, 404, { detail: 'Not Found' });
    const api = createAdminApi('t', () => undefined);
    const found = await firstReadable(STATS_PATHS, (path) => api.get(path, UNREAD_ANSWER), statsOf);
    expect(found).toMatchObject({ path: '/api/stats', value: { total_conversations: 4, completion_rate: 25 } });
  });
});
