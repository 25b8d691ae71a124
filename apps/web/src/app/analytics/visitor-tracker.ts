import { LOCAL_STORAGE_KEYS, type AnalyticsMeta, type TrackAnalyticsEventRequest, type TrackIncompleteRequest } from '@intake/contracts';
import { readFrom, type KeyValueStorage } from '../browser-storage';
import { readAnalyticsConsent } from './analytics-consent';
import { withoutCampaign } from './analytics-meta';
import { resolveAnalyticsSession, type AnalyticsSession } from './analytics-session';
import { EngagedTime } from './engaged-time';

export const TRACK_PATH = '/analytics/track';
export const TRACK_INCOMPLETE_PATH = '/analytics/track-incomplete';

export type AnalyticsCall =
  | { path: typeof TRACK_PATH; body: TrackAnalyticsEventRequest }
  | { path: typeof TRACK_INCOMPLETE_PATH; body: TrackIncompleteRequest };

/**
 * `leaving`: the page is being hidden or closed, so the call must go out now (a beacon) rather
 * than wait for anything, such as the start-up backend probe.
 */
export type AnalyticsSend = (call: AnalyticsCall, options: { leaving: boolean }) => void;

export interface VisitorTrackerDeps {
  clock: () => number;
  /** Local storage, or null where the page cannot use it. */
  storage: KeyValueStorage | null;
  newId: () => string;
  send: AnalyticsSend;
  /** The visit's meta, utm parameters of the landing URL included. */
  meta: AnalyticsMeta;
  /** Where the first page view came from (document.referrer reduced; see referrerOf). */
  entryReferrer: string | null;
  /** Whether the page is visible when the tracker starts. */
  visible: boolean;
}

/** An incomplete-form record as a feature describes it; the tracker adds session and meta. */
export type IncompleteInteraction = Omit<TrackIncompleteRequest, 'session_id' | 'meta'>;

interface CurrentPage {
  path: string;
  engaged: EngagedTime;
}

/**
 * First-party visitor analytics (visitor spec §3, §4, §5, §7). A page view on every page entered,
 * a page_unload with the visible time when the page is hidden or left. The session id and consent
 * are read lazily, at the first call and at every call respectively, so consent given mid-visit
 * counts from the next event on.
 */
export class VisitorTracker {
  private session: AnalyticsSession | null = null;
  /** new_session goes out once: on the first event of a session this page load created. */
  private newSessionPending = false;
  private current: CurrentPage | null = null;
  /** The last tracked page, the referrer of the next one; null before the first. */
  private previousPath: string | null = null;
  private visible: boolean;
  /** The meta of every event after the entry page view: the campaign is the entry's alone. */
  private readonly laterMeta: AnalyticsMeta;

  constructor(private readonly deps: VisitorTrackerDeps) {
    this.visible = deps.visible;
    this.laterMeta = withoutCampaign(deps.meta);
  }

  get sessionId(): string {
    return this.ensureSession().id;
  }

  get currentPath(): string | null {
    return this.current?.path ?? null;
  }

  /**
   * The router shows `path`. The page left (if any) gets its page_unload; a tracked path gets a
   * page view. `null` is a page that is not tracked (the admin area): the visit pauses there.
   * The same path again (a query change, a re-render) is not a new page.
   */
  enterPage(path: string | null): void {
    if (path !== null && path === this.current?.path) return;
    this.leavePage({ leaving: false });
    if (path === null) return;
    const entry = this.previousPath === null;
    const referrer = entry ? this.deps.entryReferrer : this.previousPath;
    this.current = { path, engaged: new EngagedTime(this.deps.clock, this.visible) };
    this.previousPath = path;
    this.emit({ event_type: 'pageview', page_path: path, referrer_path: referrer }, { leaving: false }, entry ? this.deps.meta : this.laterMeta);
  }

  /** document.hidden became true, or the page is being put away (pagehide). */
  hidden(): void {
    this.visible = false;
    if (!this.current) return;
    this.current.engaged.pause();
    this.report(this.current, { leaving: true });
  }

  /** The page shows again (visibilitychange, or a back/forward-cache restore). */
  shown(): void {
    this.visible = true;
    this.current?.engaged.resume();
  }

  /**
   * The team's own traffic is left out (issue 20): while an admin is signed in in this browser
   * (the admin token is stored), nothing is sent. A client that follows only the spec's calls
   * sends what it sends; the server counts it as before.
   */
  private teamMember(): boolean {
    return readFrom(this.deps.storage, LOCAL_STORAGE_KEYS.adminToken) !== null;
  }

  /** Sends a form left unfinished, under this visit's session and meta (its campaign included). */
  incomplete(interaction: IncompleteInteraction, options: { leaving: boolean }): void {
    if (this.teamMember()) return;
    this.deps.send({ path: TRACK_INCOMPLETE_PATH, body: { ...interaction, session_id: this.ensureSession().id, meta: this.deps.meta } }, options);
  }

  private leavePage(options: { leaving: boolean }): void {
    if (!this.current) return;
    this.current.engaged.pause();
    this.report(this.current, options);
    this.current = null;
  }

  /**
   * page_unload with the visible time not yet reported: the server adds them up, so a page hidden
   * and shown again several times is counted once. Nothing is sent when nothing accrued (the
   * pagehide that follows a hide).
   */
  private report(page: CurrentPage, options: { leaving: boolean }): void {
    const engaged = page.engaged.take();
    if (engaged <= 0) return;
    this.emit({ event_type: 'page_unload', page_path: page.path, engaged_ms: engaged }, options, this.laterMeta);
  }

  private emit(
    event: Pick<TrackAnalyticsEventRequest, 'event_type' | 'page_path' | 'referrer_path' | 'engaged_ms'>,
    options: { leaving: boolean },
    meta: AnalyticsMeta,
  ): void {
    if (this.teamMember()) return;
    const session = this.ensureSession();
    const body: TrackAnalyticsEventRequest = {
      session_id: session.id,
      new_session: this.newSessionPending,
      consent: readAnalyticsConsent(this.deps.storage),
      ...event,
      value: null,
      meta,
    };
    this.newSessionPending = false;
    this.deps.send({ path: TRACK_PATH, body }, options);
  }

  private ensureSession(): AnalyticsSession {
    if (!this.session) {
      this.session = resolveAnalyticsSession(this.deps.storage, this.deps.newId);
      this.newSessionPending = this.session.created;
    }
    return this.session;
  }
}
