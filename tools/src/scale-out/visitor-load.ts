import { setTimeout as delay } from 'node:timers/promises';

/** What the product acknowledged (answered 2xx to), so that none of it may be lost. */
export interface Acknowledged {
  submissions: string[];
  /** Submissions whose admin notification email was requested. */
  notified: string[];
  sessions: string[];
  /** Each chat turn's text is unique, so the log can be searched for it. */
  turns: { sessionId: string; text: string }[];
  uploads: { sessionId: string; operationId: string }[];
}

export interface LoadResult {
  acknowledged: Acknowledged;
  /** Answers by status ("network" for a connection the proxy or a replica dropped). */
  answers: Record<string, number>;
  /** Answers other than 2xx and the proxy's 502 (a replica gone mid-request), with their detail. */
  unexpected: { path: string; status: number; detail: string }[];
  requests: number;
}

interface Call {
  method: 'POST';
  path: string;
  json?: unknown;
  form?: FormData;
}

export interface VisitorLoad {
  /** Filled in as the load runs. */
  result: LoadResult;
  /** Lets every visitor finish its request in flight, then resolves with the result. */
  stop(): Promise<LoadResult>;
}

/**
 * A steady, bounded load of visitors (each one request at a time, with a pause between them):
 * Work With Us applications with their admin notification, chat sessions with turns, and uploads
 * to those sessions. Runs until stopped.
 */
export function startVisitorLoad(baseUrl: string, { visitors, pauseMs }: { visitors: number; pauseMs: number }): VisitorLoad {
  const result: LoadResult = {
    acknowledged: { submissions: [], notified: [], sessions: [], turns: [], uploads: [] },
    answers: {},
    unexpected: [],
    requests: 0,
  };
  const { acknowledged, answers } = result;
  let stopped = false;
  const stop = () => stopped;

  const call = async <T>({ method, path, json, form }: Call): Promise<T | undefined> => {
    result.requests++;
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: json === undefined ? {} : { 'content-type': 'application/json' },
        body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
        signal: AbortSignal.timeout(60_000),
      });
      answers[res.status] = (answers[res.status] ?? 0) + 1;
      const body = (await res.json().catch(() => undefined)) as T | undefined;
      if (!res.ok && res.status !== 502) {
        result.unexpected.push({ path, status: res.status, detail: String((body as { detail?: unknown } | undefined)?.detail ?? '') });
      }
      return res.ok ? body : undefined;
    } catch {
      answers.network = (answers.network ?? 0) + 1;
      return undefined;
    }
  };

  const visitor = async (v: number) => {
    let sessionId: string | undefined;
    for (let n = 0; !stop(); n++) {
      const tag = `v${v}-n${n}`;
      switch (n % 4) {
        case 0: {
          const applied = await call<{ submission_id: string }>({
            method: 'POST',
            path: '/api/work-with-us/submit',
            json: {
              name: `Scale Visitor ${tag}`,
              email: `visitor-${tag}@example.org`,
              preferred_roles: 'Engineer / Designer',
              metadata: { additional_notes: tag },
            },
          });
          if (!applied?.submission_id) break;
          acknowledged.submissions.push(applied.submission_id);
          if ((n / 4) % 2 === 0) {
            const sent = await call<{ success: boolean }>({ method: 'POST', path: `/api/work-with-us/send-admin-notification/${applied.submission_id}` });
            if (sent) acknowledged.notified.push(applied.submission_id);
          }
          break;
        }
        case 1:
        case 2: {
          if (!sessionId) {
            const opened = await call<{ session_id: string }>({ method: 'POST', path: '/api/guide/sessions' });
            if (opened?.session_id) acknowledged.sessions.push((sessionId = opened.session_id));
            break;
          }
          const text = `We build a sepsis early-warning patch for night shifts (${tag})`;
          const answered = await call<{ response: string }>({ method: 'POST', path: `/api/guide/submissions/${sessionId}/message`, json: { message: text } });
          if (answered) acknowledged.turns.push({ sessionId, text });
          break;
        }
        case 3: {
          if (!sessionId) break;
          const form = new FormData();
          form.append('file', new Blob([`Problem: sepsis is caught late on night shifts (${tag})\nStage: prototype\n`]), `notes-${tag}.txt`);
          const uploaded = await call<{ operation_id: string }>({ method: 'POST', path: `/api/guide/sessions/${sessionId}/upload`, form });
          if (uploaded?.operation_id) acknowledged.uploads.push({ sessionId, operationId: uploaded.operation_id });
          break;
        }
      }
      await delay(pauseMs);
    }
  };

  const running = Promise.all(Array.from({ length: visitors }, (_, v) => visitor(v)));
  return {
    result,
    async stop() {
      stopped = true;
      await running;
      return result;
    },
  };
}
