import { randomUUID } from 'node:crypto';
import {
  PersonalDataEvents,
  ResponseReviewEvents,
  ResponseTagEvents,
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
  /** Who handles it; null when nobody does. */
  assignee: string | null;
  /** Everyone who has opened its page (so an opening is recorded once per person). */
  openedBy: readonly string[];
}

export const reviewReducer: Reducer<ReviewState, ResponseReviewStreamEvent> = {
  initial: { status: 'new', assignee: null, openedBy: [] },
  evolve(state, event: StoredOf<ResponseReviewStreamEvent>) {
    switch (event.type) {
      case ResponseReviewEvents.StatusSet:
        return { ...state, status: event.data.status };
      case ResponseReviewEvents.Assigned:
        return { ...state, assignee: event.data.assignee };
      case ResponseReviewEvents.Unassigned:
        return { ...state, assignee: null };
      case ResponseReviewEvents.Opened:
        return state.openedBy.includes(event.data.by) ? state : { ...state, openedBy: [...state.openedBy, event.data.by] };
      case ResponseReviewEvents.NoteAdded:
      case ResponseTagEvents.Added:
      case ResponseTagEvents.Removed:
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

/**
 * Assigning to whoever already has it records nothing; `assignee` null unassigns (nothing when
 * nobody has it). Whether the assignee is staff is the caller's check (StaffDirectory).
 */
export function decideAssignment(state: ReviewState, input: ReviewInput & { assignee: string | null }): NewOf<ResponseReviewEvent>[] {
  const base = { channel: input.channel, response_id: input.responseId, by: input.by, at: input.at.toISOString() };
  if (input.assignee === null) {
    if (state.assignee === null) return [];
    return [{ type: ResponseReviewEvents.Unassigned, data: { ...base, previous: state.assignee } }];
  }
  if (state.assignee === input.assignee) return [];
  return [{ type: ResponseReviewEvents.Assigned, data: { ...base, assignee: input.assignee } }];
}

/** The first time a person opens a response, and only then: later openings add nothing to know. */
export function decideOpened(state: ReviewState, input: ReviewInput): NewOf<ResponseReviewEvent>[] {
  if (state.openedBy.includes(input.by)) return [];
  return [{ type: ResponseReviewEvents.Opened, data: { channel: input.channel, response_id: input.responseId, by: input.by, at: input.at.toISOString() } }];
}
