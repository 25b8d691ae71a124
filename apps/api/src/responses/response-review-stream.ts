import { RESPONSE_CHANNELS, responseReviewStreamId, responseStreamPrefix, type ResponseChannel } from '@intake/contracts';

export const responseKey = (channel: ResponseChannel, responseId: string) => `${channel}:${responseId}`;

/** The channel and response a review stream id names; null for any other stream. */
export function parseReviewStreamId(streamId: string): { channel: ResponseChannel; responseId: string } | null {
  for (const channel of RESPONSE_CHANNELS) {
    const prefix = responseReviewStreamId(channel, '');
    if (streamId.startsWith(prefix) && streamId.length > prefix.length) return { channel, responseId: streamId.slice(prefix.length) };
  }
  return null;
}

/** The review stream that hangs off a response's own stream (`chat-<id>` → `response-review-chat-<id>`); null for others. */
export function reviewStreamOf(responseStreamId: string): string | null {
  for (const channel of RESPONSE_CHANNELS) {
    const prefix = responseStreamPrefix[channel];
    // `questionnaire-` is also the start of other kinds' ids only when followed by their own words; ids here are uuids.
    if (responseStreamId.startsWith(prefix) && !responseStreamId.startsWith('response-review-'))
      return responseReviewStreamId(channel, responseStreamId.slice(prefix.length));
  }
  return null;
}
