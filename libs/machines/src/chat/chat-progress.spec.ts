import { guideJourneyPercent, progressOf } from './chat-progress.js';
import { isNearlyComplete } from './chat-reply.js';

describe('guide progress', () => {
  it("counts the email and the final Yes, so the bar reaches 100% only on completion, and the spec's 90% once only they are left", () => {
    expect(guideJourneyPercent({}, false)).toBe(0);
    expect(guideJourneyPercent({ problem: 'P' }, false)).toBe(30);
    expect(guideJourneyPercent({ problem: 'P', email: 'a@b.example' }, false)).toBe(35);
    const content = { problem: 'P', solution: 'S', needs: 'N' };
    expect(guideJourneyPercent(content, false)).toBe(90);
    expect(isNearlyComplete(guideJourneyPercent(content, false))).toBe(true);
    expect(isNearlyComplete(guideJourneyPercent({ problem: 'P', solution: 'S', email: 'a@b.example' }, false))).toBe(false);
    expect(guideJourneyPercent({ ...content, email: 'not an email' }, false)).toBe(90);
    expect(guideJourneyPercent({ ...content, email: 'a@b.example' }, false)).toBe(95);
    expect(guideJourneyPercent({ ...content, email: 'a@b.example' }, true)).toBe(100);
    // The spec's field counts are the three content fields still.
    expect(progressOf('guide', content)).toMatchObject({ completed: ['problem', 'solution', 'needs'], total: 3, percent: 100 });
  });
});
