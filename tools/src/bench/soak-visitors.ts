import { setTimeout as delay } from 'node:timers/promises';
import { FormData } from 'undici';
import { SELF_DESCRIPTION_OPTIONS } from '@intake/contracts';
import { COLLABORATION_ROUTE_ANSWERS, FUNDING_ROUTE_ANSWERS, walkQuestionnaire } from '@intake/machines/testing';
import { docx, textPdf, textPng } from '@intake/worker/testing';
import { SoakOver, type SoakHttp } from './soak-http.js';

/** A small seeded generator (mulberry32): the same run plays the same visitors. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A public IPv4 address (no private, loopback, link-local, shared, multicast or documentation
 * range), as the loopback proxy the product trusts would name a visitor in X-Forwarded-For: a
 * header value only, no packet goes there. Public, so the geo lookup and the per-address budgets
 * see each visitor as its own person.
 */
export function publicAddress(random: () => number): string {
  for (;;) {
    const [a, b, c, d] = [1 + Math.floor(random() * 222), Math.floor(random() * 256), Math.floor(random() * 256), 1 + Math.floor(random() * 253)];
    const reserved =
      a === 10 || a === 127 || (a === 100 && b >= 64 && b < 128) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168);
    const documentation = (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19 || b === 51)) || (a === 203 && b === 0 && c === 113);
    if (!reserved && !documentation) return `${a}.${b}.${c}.${d}`;
  }
}

/** What the visitors did, by journey, for the report. */
export interface VisitorTally {
  journeys: Record<string, number>;
  uploads: number;
  /** Documents whose reading ended (completed or failed), as the chat screen polled them. */
  documentsRead: number;
}

interface Visit {
  http: SoakHttp;
  random: () => number;
  /** The visitor's address (X-Forwarded-For) and browser analytics session. */
  headers: Record<string, string>;
  analyticsSession: string;
  tag: string;
  signal: AbortSignal;
  tally: VisitorTally;
  page: string | null;
  pageSince: number;
  firstBeacon: boolean;
}

/** A pause of a person reading or typing, between `min` and `max` seconds; ends the journey when the soak is over. */
async function think(v: Visit, min: number, max: number): Promise<void> {
  try {
    await delay((min + v.random() * (max - min)) * 1000, undefined, { signal: v.signal });
  } catch {
    throw new SoakOver();
  }
}

const post = (v: Visit, routeClass: string, path: string, json?: unknown) => v.http.request({ routeClass, method: 'POST', path, json, headers: v.headers });
const get = (v: Visit, routeClass: string, path: string) => v.http.request({ routeClass, method: 'GET', path, headers: v.headers });

/** The router shows `path`: the page it left gets its page_unload, the new one a page view (visitor-tracker.ts). */
async function enterPage(v: Visit, path: string | null): Promise<void> {
  const meta = { device_type: 'desktop', lang: 'en-GB', screen: { w: 1440, h: 900, dpr: 2 } };
  if (v.page !== null) {
    await post(v, 'beacon', '/analytics/track', {
      session_id: v.analyticsSession,
      event_type: 'page_unload',
      page_path: v.page,
      engaged_ms: Math.round(Date.now() - v.pageSince),
      consent: true,
      meta,
    });
  }
  if (path !== null) {
    await post(v, 'beacon', '/analytics/track', {
      session_id: v.analyticsSession,
      event_type: 'pageview',
      page_path: path,
      referrer_path: v.page,
      consent: true,
      new_session: v.firstBeacon,
      meta,
    });
    v.firstBeacon = false;
  }
  v.page = path;
  v.pageSince = Date.now();
}

function upload(v: Visit, routeClass: string, path: string, file: { name: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, value] of Object.entries(fields)) form.append(k, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  v.tally.uploads++;
  return v.http.request({ routeClass, method: 'POST', path, form, headers: v.headers });
}

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function document(v: Visit, kind: 'pdf' | 'docx', lines: string[]): Promise<{ name: string; type: string; bytes: Buffer }> {
  return kind === 'pdf'
    ? { name: `${v.tag}-plan.pdf`, type: PDF, bytes: textPdf([lines.join('\n')]) }
    : { name: `${v.tag}-plan.docx`, type: DOCX, bytes: await docx(lines) };
}

/** The Work With Us page: the form filled in, sent, one or two attachments, the team told. */
async function workWithUs(v: Visit): Promise<void> {
  await enterPage(v, '/work-with-us');
  await think(v, 10, 25);
  const applied = await post(v, 'wwu submit', '/api/work-with-us/submit', {
    name: `Soak Applicant ${v.tag}`,
    email: `applicant-${v.tag}@example.org`,
    video_link: '',
    preferred_roles: SELF_DESCRIPTION_OPTIONS[Math.floor(v.random() * SELF_DESCRIPTION_OPTIONS.length)],
    work_type: 'general',
    metadata: { source: 'web_form', device_type: 'desktop', additional_notes: `Soak applicant ${v.tag}` },
  });
  const id = (applied?.body as { submission_id?: string } | undefined)?.submission_id;
  if (!id) return;
  const files = 1 + Math.floor(v.random() * 2);
  for (let i = 0; i < files; i++) {
    const file = await document(v, i === 0 ? 'pdf' : 'docx', [`Curriculum vitae of applicant ${v.tag}`, 'Ten years of clinical engineering.']);
    await upload(v, 'upload (wwu)', `/api/work-with-us/upload/${id}?file_type=attachment`, file);
  }
  await post(v, 'wwu notify', `/api/work-with-us/send-admin-notification/${id}`);
  await think(v, 3, 8);
}

/** The questionnaire: a session, every answer recorded as the screen records it, a file for Q21, the submission. */
async function questionnaire(v: Visit): Promise<void> {
  await enterPage(v, '/questionnaire');
  await get(v, 'questionnaire', '/api/questionnaire/config');
  await think(v, 3, 8);
  const started = await post(v, 'questionnaire', '/api/questionnaire/sessions', { metadata: { device_type: 'desktop' } });
  const sessionId = (started?.body as { session_id?: string } | undefined)?.session_id;
  if (!sessionId) return;
  const route = v.random() < 0.5 ? FUNDING_ROUTE_ANSWERS : COLLABORATION_ROUTE_ANSWERS;
  const answers = { ...route, Q3: `Soak idea ${v.tag}`, Q22: { ...(route.Q22 as object), email: `respondent-${v.tag}@example.org` } };
  const { recorded, payload } = walkQuestionnaire(sessionId, answers);
  for (const r of recorded) {
    // Q21 (supporting files) comes before the contact form: its upload is made on the way.
    if (r.questionId === 'Q22') {
      const file = await document(v, 'pdf', [`Pilot results of ${v.tag}`, 'Readmissions fell by a fifth.']);
      await upload(v, 'upload (questionnaire)', `/api/upload/${sessionId}`, file, { question_id: 'Q21' });
      await think(v, 2, 5);
    }
    await post(v, 'questionnaire', `/api/questionnaire/sessions/${sessionId}/answers`, { question_id: r.questionId, value: r.value });
    await think(v, 2, 6);
  }
  await post(v, 'questionnaire submit', '/api/submit', payload);
  await think(v, 3, 8);
}

/** The AI guide: consent, the idea told turn by turn, a document read, the conversation completed. */
async function chat(v: Visit, scans: readonly Buffer[]): Promise<void> {
  await enterPage(v, '/chat');
  const opened = await post(v, 'chat start', '/api/guide/sessions');
  const sessionId = (opened?.body as { session_id?: string } | undefined)?.session_id;
  if (!sessionId) return;
  const say = async (message: string) => {
    await think(v, 4, 12);
    await post(v, 'chat message', `/api/guide/submissions/${sessionId}/message`, { message });
  };
  await say('Confirm');
  await say("I'm an ICU nurse. Nurses on my unit spend almost two hours per shift on duplicate charting.");
  await think(v, 3, 8);
  // One upload in five is a photo of a page (OCR, the costly reading); the others a PDF or a DOCX.
  const pick = v.random();
  const file =
    pick < 0.2
      ? { name: `${v.tag}-whiteboard.png`, type: 'image/png', bytes: scans[Math.floor(v.random() * scans.length)]! }
      : await document(v, pick < 0.6 ? 'pdf' : 'docx', [
          `Problem: duplicate charting on night shifts (${v.tag})`,
          'Solution: a voice assistant',
          'Stage: prototype',
        ]);
  const uploaded = await upload(v, 'upload (chat)', `/api/guide/sessions/${sessionId}/upload`, file);
  const operation = (uploaded?.body as { operation_id?: string; status?: string } | undefined) ?? {};
  // The chat screen polls the operation until the reading ends (document-upload machine). Until
  // the operations projection shows the upload the poll is a 404, which the machine counts as
  // one spent poll; once it has been seen, a 404 is an error.
  let seen = false;
  for (let polls = 0; operation.operation_id && operation.status !== 'completed' && operation.status !== 'failed' && polls < 60; polls++) {
    await think(v, 1, 1);
    const progress = await v.http.request({
      routeClass: 'progress poll',
      method: 'GET',
      path: `/api/progress/${operation.operation_id}`,
      headers: v.headers,
      tolerate: seen
        ? undefined
        : { status: 404, why: 'progress poll before the operations projection showed the upload (the chat screen counts it as one spent poll)' },
    });
    seen ||= progress !== undefined;
    operation.status = (progress?.body as { status?: string } | undefined)?.status ?? operation.status;
  }
  if (operation.status === 'completed' || operation.status === 'failed') v.tally.documentsRead++;
  await say('My idea is a voice assistant that fills the flowsheet from what we say at the bedside. We have a prototype.');
  await say('We need funding for a pilot and an engineering partner.');
  await say(`You can reach me at nurse-${v.tag}@clinic.example`);
  await say('Yes');
  await think(v, 3, 8);
}

/** Somebody reading: the landing page, the about page, gone. */
async function browse(v: Visit): Promise<void> {
  await enterPage(v, '/about');
  await think(v, 10, 30);
}

const JOURNEYS = [
  { name: 'work with us', weight: 0.25, run: (v: Visit) => workWithUs(v) },
  { name: 'questionnaire', weight: 0.25, run: (v: Visit) => questionnaire(v) },
  { name: 'chat', weight: 0.35, run: (v: Visit, scans: readonly Buffer[]) => chat(v, scans) },
  { name: 'browse', weight: 0.15, run: (v: Visit) => browse(v) },
] as const;

/** Pictures of text for the chat's OCR uploads, drawn once (drawing costs the load generator's CPU). */
export function scannedPages(): Buffer[] {
  return [0, 1, 2].map((i) => textPng([`Whiteboard photo ${i + 1}`, 'Problem: duplicate charting', 'Stage: prototype']));
}

/**
 * One of the concurrent visitors: journey after journey until the soak is over, each journey a
 * new person (own address, own analytics session), who lands, reads, and takes one channel at a
 * person's pace. Ends when the soak does (mid-journey, as a visitor closing the tab).
 */
export async function visitorLoop(
  http: SoakHttp,
  index: number,
  { signal, tally, scans, rampMs }: { signal: AbortSignal; tally: VisitorTally; scans: readonly Buffer[]; rampMs: number },
): Promise<void> {
  const random = seededRandom(1_000 + index);
  // The visitors arrive over the ramp rather than all in the same millisecond.
  try {
    await delay(random() * rampMs, undefined, { signal });
  } catch {
    return;
  }
  for (let n = 0; !signal.aborted; n++) {
    const v: Visit = {
      http,
      random,
      headers: { 'x-forwarded-for': publicAddress(random) },
      analyticsSession: `soak-${index}-${n}-${Math.floor(random() * 1e9).toString(36)}`,
      tag: `v${index}n${n}`,
      signal,
      tally,
      page: null,
      pageSince: Date.now(),
      firstBeacon: true,
    };
    const r = random();
    let acc = 0;
    const journey = JOURNEYS.find((j) => (acc += j.weight) > r) ?? JOURNEYS[0];
    try {
      await get(v, 'page', '/');
      await get(v, 'page', '/api/public-config');
      await enterPage(v, '/');
      await think(v, 3, 10);
      await journey.run(v, scans);
      await enterPage(v, null);
      tally.journeys[journey.name] = (tally.journeys[journey.name] ?? 0) + 1;
    } catch (err) {
      if (err instanceof SoakOver) return;
      throw err;
    }
  }
}
