import { ResponseReviewEvents, type ResponseReviewStreamEvent } from '@intake/contracts';
import type { NewOf, StoredOf } from '@intake/event-store';
import { decideAssignment, decideOpened, decideStatus, reviewReducer, type ReviewState } from './response-review.decider.js';

const input = { channel: 'chat' as const, responseId: 'c1', by: 'ana', at: new Date('2026-11-29T10:00:00Z') };

/** The state after the decided events, as the stream would hold them. */
const after = (state: ReviewState, events: NewOf<ResponseReviewStreamEvent>[]): ReviewState =>
  events.reduce((s, e) => reviewReducer.evolve(s, e as StoredOf<ResponseReviewStreamEvent>), state);

describe('assignment and first openings (pure)', () => {
  it('assigns, records nothing when assigned so already, reassigns, then unassigns naming who had it', () => {
    const first = decideAssignment(reviewReducer.initial, { ...input, assignee: 'ben' });
    expect(first).toEqual([
      { type: ResponseReviewEvents.Assigned, data: { channel: 'chat', response_id: 'c1', assignee: 'ben', by: 'ana', at: '2026-11-29T10:00:00.000Z' } },
    ]);
    const ben = after(reviewReducer.initial, first);
    expect(ben.assignee).toBe('ben');
    expect(decideAssignment(ben, { ...input, assignee: 'ben' })).toEqual([]);
    const cleo = after(ben, decideAssignment(ben, { ...input, assignee: 'cleo' }));
    expect(cleo.assignee).toBe('cleo');
    const unassigned = decideAssignment(cleo, { ...input, by: 'cleo', assignee: null });
    expect(unassigned).toEqual([
      { type: ResponseReviewEvents.Unassigned, data: { channel: 'chat', response_id: 'c1', previous: 'cleo', by: 'cleo', at: '2026-11-29T10:00:00.000Z' } },
    ]);
    const none = after(cleo, unassigned);
    expect(none.assignee).toBeNull();
    expect(decideAssignment(none, { ...input, assignee: null })).toEqual([]);
  });

  it('records a first opening once per person, and keeps status and assignee', () => {
    const reviewed = after(reviewReducer.initial, decideStatus(reviewReducer.initial, { ...input, status: 'reviewed' }));
    const opened = decideOpened(reviewed, input);
    expect(opened).toEqual([{ type: ResponseReviewEvents.Opened, data: { channel: 'chat', response_id: 'c1', by: 'ana', at: '2026-11-29T10:00:00.000Z' } }]);
    const state = after(reviewed, opened);
    expect(state).toEqual({ status: 'reviewed', assignee: null, openedBy: ['ana'] });
    expect(decideOpened(state, input)).toEqual([]);
    expect(decideOpened(state, { ...input, by: 'ben' })).toHaveLength(1);
  });
});
