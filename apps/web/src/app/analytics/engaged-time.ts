/**
 * Time the page was visible, read from an injected clock. The browser pauses it while
 * `document.hidden` and resumes it when the page shows again; `take()` hands over what accrued
 * since the last take, so time reported in one page_unload is never reported again.
 */
export class EngagedTime {
  private accrued = 0;
  private since: number | null;

  constructor(
    private readonly clock: () => number,
    visible: boolean,
  ) {
    this.since = visible ? clock() : null;
  }

  get running(): boolean {
    return this.since !== null;
  }

  pause(): void {
    if (this.since === null) return;
    this.accrued += Math.max(0, this.clock() - this.since);
    this.since = null;
  }

  resume(): void {
    if (this.since === null) this.since = this.clock();
  }

  /** Milliseconds visible since the last take (or the start); the count restarts from zero. */
  take(): number {
    const now = this.clock();
    const total = this.accrued + (this.since === null ? 0 : Math.max(0, now - this.since));
    this.accrued = 0;
    if (this.since !== null) this.since = now;
    return Math.round(total);
  }
}
