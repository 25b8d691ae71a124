import { chatSessionStartedDataSchema } from '../guide/guide.events.js';
import { EVENT_CATALOGUE } from './event-catalogue.js';

describe('event catalogue', () => {
  it('lists the page view at version 3, the other visitor events and AdminUserCreated (issue 30) at version 2, every other type at version 1', () => {
    const current = Object.fromEntries(Object.entries(EVENT_CATALOGUE).map(([type, versions]) => [type, versions.length]));
    const newer = Object.entries(current).filter(([, version]) => version > 1);
    expect(Object.fromEntries(newer)).toEqual({ AdminUserCreated: 2, VisitorPageViewed: 3, VisitorPageLeft: 2, VisitorFormAbandoned: 2 });
  });

  it("takes a chat client's metadata as the client sent it: the calls merge any JSON object over it", () => {
    const client = { user_agent: 42, timezone: { name: 'UTC' }, screen: [1, 2] };
    expect(chatSessionStartedDataSchema.shape.client.safeParse(client).success).toBe(true);
  });
});
