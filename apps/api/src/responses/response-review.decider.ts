import { randomUUID } from 'node:crypto';
import {
  PersonalDataEvents,
  ResponseReviewEvents,
  unhandledEvent,
  type ResponseChannel,
  type ResponseReviewEvent,
  type ResponseReviewStreamEvent,
  type ResponseStatus,
} from '@intake/contracts';
import type { NewOf, StoredOf } from '@intake/event-store';
import type { Reducer } from '../platform/event-sourcing/load-decide-append.js';

export interface ReviewState {
  status: ResponseStatus;
}

export const reviewReducer: Reducer<ReviewState, ResponseReviewStreamEvent> = {
  initial: { status: 'new' },
  evolve(state, event: StoredOf<ResponseReviewStreamEvent>) {
    switch (event.type) {
      case ResponseReviewEvents.StatusSet:
        return { status: event.data.status };
      case ResponseReviewEvents.NoteAdded:
      case PersonalDataEvents.StreamErased:
        return state;
      default:
        return unhandledEvent(event, state);
    }
  },
};

export interface ReviewInput {
  channel: ResponseChannel;
  responseId: string;
  by: string;
  at: Date;
}

/** Setting the status it already has records nothing: the timeline shows changes only. */
export function decideStatus(state: ReviewState, input: ReviewInput & { status: ResponseStatus }): NewOf<ResponseReviewEvent>[] {
  if (state.status === input.status) return [];
  return [
    {
      type: ResponseReviewEvents.StatusSet,
      data: { channel: input.channel, response_id: input.responseId, status: input.status, by: input.by, at: input.at.toISOString() },
    },
  ];
}

/** A note is always added (the text is validated by the request schema). */
export function decideNote(input: ReviewInput & { text: string; noteId?: string }): NewOf<ResponseReviewEvent>[] {
  return [
    {
      type: ResponseReviewEvents.NoteAdded,
      data: {
        channel: input.channel,
        response_id: input.responseId,
        note_id: input.noteId ?? randomUUID(),
        text: input.text,
        by: input.by,
        at: input.at.toISOString(),
      },
    },
  ];
}
