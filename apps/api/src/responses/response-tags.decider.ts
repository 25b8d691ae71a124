import {
  PersonalDataEvents,
  ResponseReviewEvents,
  ResponseTagEvents,
  unhandledEvent,
  type ResponseReviewStreamEvent,
  type ResponseTagEvent,
} from '@intake/contracts';
import type { NewOf, StoredOf } from '@intake/event-store';
import type { Reducer } from '../platform/event-sourcing/load-decide-append.js';
import type { ReviewInput } from './response-review.decider.js';

/** A response's tags as its review stream holds them, in the order they were added. */
export interface TagsState {
  tags: string[];
}

function applyTag(state: TagsState, event: NewOf<ResponseTagEvent>): TagsState {
  if (event.type === ResponseTagEvents.Added) return state.tags.includes(event.data.tag) ? state : { tags: [...state.tags, event.data.tag] };
  return { tags: state.tags.filter((t) => t !== event.data.tag) };
}

export const tagsReducer: Reducer<TagsState, ResponseReviewStreamEvent> = {
  initial: { tags: [] },
  evolve(state, event: StoredOf<ResponseReviewStreamEvent>) {
    switch (event.type) {
      case ResponseTagEvents.Added:
      case ResponseTagEvents.Removed:
        return applyTag(state, event);
      case ResponseReviewEvents.StatusSet:
      case ResponseReviewEvents.NoteAdded:
      case ResponseReviewEvents.Assigned:
      case ResponseReviewEvents.Unassigned:
      case ResponseReviewEvents.Opened:
      case PersonalDataEvents.StreamErased:
        return state;
      default:
        return unhandledEvent(event, state);
    }
  },
};

const tagEvent = (type: ResponseTagEvent['type'], input: ReviewInput & { tag: string }): NewOf<ResponseTagEvent> => ({
  type,
  data: { channel: input.channel, response_id: input.responseId, tag: input.tag, by: input.by, at: input.at.toISOString() },
});

/** Adding a tag the response has records nothing. */
export function decideAddTag(state: TagsState, input: ReviewInput & { tag: string }): NewOf<ResponseTagEvent>[] {
  return state.tags.includes(input.tag) ? [] : [tagEvent(ResponseTagEvents.Added, input)];
}

/** Removing a tag the response does not have records nothing. */
export function decideRemoveTag(state: TagsState, input: ReviewInput & { tag: string }): NewOf<ResponseTagEvent>[] {
  return state.tags.includes(input.tag) ? [tagEvent(ResponseTagEvents.Removed, input)] : [];
}

/** The tags after the events the decision appended. */
export const tagsAfter = (state: TagsState, appended: readonly NewOf<ResponseTagEvent>[]) => appended.reduce(applyTag, state).tags;
