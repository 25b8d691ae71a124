import { EngagedTime } from './engaged-time';

function manualClock(start = 1_000) {
  let now = start;
  return { clock: () => now, advance: (ms: number) => void (now += ms) };
}

describe('engaged time (visible time on a page, injected clock)', () => {
  it('counts while visible and hands over what accrued since the last take', () => {
    const t = manualClock();
    const engaged = new EngagedTime(t.clock, true);
    t.advance(1_500);
    expect(engaged.take()).toBe(1_500);
    t.advance(250);
    expect(engaged.take()).toBe(250);
    expect(engaged.take()).toBe(0);
  });

  it('does not count while paused (document.hidden), and resumes on return', () => {
    const t = manualClock();
    const engaged = new EngagedTime(t.clock, true);
    t.advance(1_000);
    engaged.pause();
    t.advance(60_000);
    engaged.resume();
    t.advance(500);
    engaged.pause();
    t.advance(10_000);
    expect(engaged.take()).toBe(1_500);
    expect(engaged.running).toBe(false);
  });

  it('starts paused for a page opened in the background', () => {
    const t = manualClock();
    const engaged = new EngagedTime(t.clock, false);
    t.advance(5_000);
    expect(engaged.take()).toBe(0);
    engaged.resume();
    t.advance(700);
    expect(engaged.take()).toBe(700);
  });

  it('ignores repeated pauses and resumes, and a clock that steps back', () => {
    const t = manualClock();
    const engaged = new EngagedTime(t.clock, true);
    t.advance(100);
    engaged.pause();
    engaged.pause();
    t.advance(100);
    engaged.resume();
    engaged.resume();
    t.advance(100);
    expect(engaged.take()).toBe(200);
    t.advance(-50);
    expect(engaged.take()).toBe(0);
  });
});
