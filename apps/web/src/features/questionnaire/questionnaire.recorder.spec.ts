import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QUESTIONNAIRE_V3 } from '@intake/contracts';
import { createActor, waitFor } from 'xstate';
import { CONTACT } from '../../../../../libs/machines/src/questionnaire/testing/answer-candidates';
import { setApiBase } from '../../app/api-client';
import { toastStore } from '../../app/toasts/toast-store';
import { recordQuestionnaire } from './questionnaire.recorder';
import { connectQuestionnaireMachine } from './questionnaire.runtime';
import { reportRecordingFailure } from './recording-failure';
import { createSerialQueue } from './serial-queue';

const SESSION = '6a0b3d44-52f5-4c1e-9d55-3a1f0e2c7b90';

/** A stand-in for the API: answers take a while, the submission is instant, and answers after it are refused as the real server refuses them. */
let server: Server;
let log: string[] = [];
let submitted = false;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function handle(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> {
  const url = req.url ?? '';
  if (url.endsWith('/answers')) {
    const { question_id } = JSON.parse(body) as { question_id: string };
    log.push(`answer ${question_id} received`);
    await new Promise((r) => setTimeout(r, 80));
    if (submitted) return json(res, 409, { detail: 'This questionnaire was already submitted.', status: 409 });
    log.push(`answer ${question_id} recorded`);
    return json(res, 200, { success: true, session_id: SESSION, question_id });
  }
  if (url.endsWith('/steps')) return json(res, 200, { success: true });
  if (url === '/api/submit') {
    submitted = true;
    log.push('submitted');
    return json(res, 200, { success: true, submission_id: 'sub-1', session_id: SESSION, message: 'Thank you!' });
  }
  json(res, 404, { detail: `Cannot ${req.method} ${url}` });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => void handle(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the questionnaire screen recording answers and submitting', () => {
  const original = { warn: console.warn, error: console.error };
  beforeEach(() => {
    log = [];
    submitted = false;
    toastStore.dismiss();
    console.warn = () => undefined;
    console.error = () => undefined;
  });
  afterEach(() => {
    toastStore.dismiss();
    Object.assign(console, original);
  });

  it('sends the submission only after the last answer is recorded, and shows no error after the success', async () => {
    const recordings = createSerialQueue(reportRecordingFailure);
    const actor = createActor(connectQuestionnaireMachine(recordings), { input: { config: QUESTIONNAIRE_V3, sessionId: SESSION } });
    const recording = recordQuestionnaire(actor, recordings, Date.now());
    actor.start();
    // The investor shortcut: Q1, Q2, then the contact form, which ends the questionnaire.
    for (const value of ['no_questions', 'investor', CONTACT]) {
      actor.send({ type: 'ANSWER.CHANGE', value });
      actor.send({ type: 'NEXT' });
    }
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('submitted'), { timeout: 5_000 });
    await recordings.idle();

    expect(log).toEqual([
      'answer Q1 received',
      'answer Q1 recorded',
      'answer Q2 received',
      'answer Q2 recorded',
      'answer Q22 received',
      'answer Q22 recorded',
      'submitted',
    ]);
    expect(toastStore.getSnapshot().map((t) => [t.type, t.message])).toEqual([['success', 'Questionnaire submitted successfully!']]);
    recording.stop();
    actor.stop();
  });
});
