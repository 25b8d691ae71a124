import { type FormData, Pool } from 'undici';
import type { RequestSample } from './soak-figures.js';

/** Thrown into a journey once the run is over (its deadline passed, or its request bound was reached). */
export class SoakOver extends Error {
  constructor() {
    super('the soak is over');
  }
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface SoakRequest {
  routeClass: string;
  method: 'GET' | 'POST';
  path: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** A 4xx the browser's own code expects here and handles (with why), which is then no error. */
  tolerate?: { status: number; why: string };
}

/** An error as the report lists it: the first few of each kind, with what the product said. */
export interface ErrorNote {
  routeClass: string;
  status: number;
  path: string;
  detail: string;
}

/** A browser's user agent: without one the analytics counts a visitor as a bot, by design. */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** No answer within this is a failure (counted as status 0). */
const ANSWER_TIMEOUT_MS = 60_000;

/**
 * The soak's HTTP client: undici keep-alive connections (fetch costs this machine more CPU per
 * request than a cheap route costs the product; see chat.bench.ts), every request timed and
 * recorded under its route class. Anything but a 2xx/3xx is an error: the journeys ask only what
 * a real visitor's or admin's browser asks, at their pace, so a 4xx (a 429 included) means the
 * product or the load is wrong. Bounded: past `maxRequests`, or once `over()` says so, no new
 * request goes out.
 */
export class SoakHttp {
  readonly samples: RequestSample[] = [];
  readonly errors: ErrorNote[] = [];
  /** Tolerated answers by their reason. */
  readonly tolerated = new Map<string, number>();
  private readonly pool: Pool;
  private readonly origin: string;

  constructor(
    readonly url: string,
    connections: number,
    private readonly startedAt: number,
    private readonly maxRequests: number,
    private readonly over: () => boolean,
  ) {
    this.pool = new Pool(url, { connections, pipelining: 1, headersTimeout: ANSWER_TIMEOUT_MS, bodyTimeout: ANSWER_TIMEOUT_MS });
    this.origin = new URL(url).origin;
  }

  /** The answer, or undefined when there was none or it was an error (already recorded). */
  async request(r: SoakRequest): Promise<Answer | undefined> {
    if (this.over() || this.samples.length >= this.maxRequests) throw new SoakOver();
    const headers: Record<string, string> = { 'user-agent': BROWSER_UA, accept: 'application/json, text/html', ...r.headers };
    let body: string | FormData | undefined;
    if (r.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(r.json);
    } else if (r.form) {
      body = r.form;
    }
    // What a browser on the product's own page sends with a POST.
    if (r.method === 'POST') headers.origin = this.origin;
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await this.pool.request({ method: r.method, path: r.path, headers, body });
      status = res.statusCode;
      text = await res.body.text();
    } catch (err) {
      text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    const ms = performance.now() - started;
    const tolerated = r.tolerate?.status === status;
    if (tolerated) this.tolerated.set(r.tolerate!.why, (this.tolerated.get(r.tolerate!.why) ?? 0) + 1);
    const error = !tolerated && (status === 0 || status >= 400);
    this.samples.push({ at: Date.now() - this.startedAt, routeClass: r.routeClass, ms, status, error });
    if (error) this.errors.push({ routeClass: r.routeClass, status, path: r.path.replace(/[0-9a-f-]{36}/g, ':id'), detail: detailOf(text) });
    if (error || status >= 400) return undefined;
    return { status, body: parse(text) };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

function detailOf(text: string): string {
  const body = parse(text);
  const detail = typeof body === 'object' && body !== null && 'detail' in body ? (body as { detail: unknown }).detail : text;
  return String(typeof detail === 'string' ? detail : JSON.stringify(detail)).slice(0, 200);
}
