/** Progress lines for long work: a running figure at most every 2 s, and each finished step. */
export class Progress {
  private last = performance.now();

  constructor(
    private readonly say: (line: string) => void,
    private readonly everyMs = 2_000,
  ) {}

  tick(line: string): void {
    const now = performance.now();
    if (now - this.last < this.everyMs) return;
    this.last = now;
    this.say(line);
  }

  done(line: string): void {
    this.last = performance.now();
    this.say(line);
  }

  note(line: string): void {
    this.say(line);
  }
}
