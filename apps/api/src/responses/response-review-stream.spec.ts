import { parseReviewStreamId, reviewStreamOf } from './response-review-stream.js';

describe('response review stream ids', () => {
  it('name the channel and response, and hang off the response stream', () => {
    expect(parseReviewStreamId('response-review-work-with-us-abc')).toEqual({ channel: 'work-with-us', responseId: 'abc' });
    expect(parseReviewStreamId('response-review-chat-1')).toEqual({ channel: 'chat', responseId: '1' });
    expect(parseReviewStreamId('chat-1')).toBeNull();
    expect(reviewStreamOf('work-with-us-abc')).toBe('response-review-work-with-us-abc');
    expect(reviewStreamOf('questionnaire-q1')).toBe('response-review-questionnaire-q1');
    expect(reviewStreamOf('email-x')).toBeNull();
    expect(reviewStreamOf('response-review-chat-1')).toBeNull();
  });
});
