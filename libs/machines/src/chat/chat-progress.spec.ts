import { guideJourneyPercent, progressOf } from './chat-progress.js';

describe('guide progress', () => {
  it('counts the email and the final Yes, so the bar reaches 100% only on completion', () => {
    expect(guideJourneyPercent({}, false)).toBe(0);
    expect(guideJourneyPercent({ problem: 'P' }, false)).toBe(20);
    const content = { problem: 'P', solution: 'S', needs: 'N' };
    expect(guideJourneyPercent(content, false)).toBe(60);
    expect(guideJourneyPercent({ ...content, email: 'a@b.example' }, false)).toBe(80);
    expect(guideJourneyPercent({ ...content, email: 'a@b.example' }, true)).toBe(100);
    // The spec's field counts are the three content fields still.
    expect(progressOf('guide', content)).toMatchObject({ completed: ['problem', 'solution', 'needs'], total: 3, percent: 100 });
  });
});
