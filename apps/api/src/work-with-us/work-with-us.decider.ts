import type { NewOf } from '@intake/event-store';
import {
  PersonalDataEvents,
  unhandledEvent,
  WorkWithUsEvents,
  type WorkWithUsEvent,
  type WorkWithUsStreamEvent,
  type EmailJob,
  type LocationData,
  type WorkWithUsAdminNotificationRequestedData,
  type WorkWithUsFileAttachedData,
  type WorkWithUsSubmission,
  type WorkWithUsSubmittedData,
} from '@intake/contracts';
import type { Reducer } from '../platform/event-sourcing/load-decide-append.js';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';

/** Attachments per application: the form sends one; a few more are tolerated, not unlimited. */
export const MAX_FILES_PER_SUBMISSION = 5;

export interface SubmittedState {
  status: 'submitted';
  submissionId: string;
  name: string;
  email: string;
  preferredRoles: string;
  workType: string;
  additionalNotes: string;
  location: LocationData | null;
  submittedAt: string;
  files: { fileId: string; filename: string; size: number }[];
  notificationRequested: boolean;
}

export type WorkWithUsState = { status: 'none' } | SubmittedState;

export const workWithUsReducer: Reducer<WorkWithUsState, WorkWithUsStreamEvent> = {
  initial: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case WorkWithUsEvents.Submitted: {
        const d = event.data;
        return {
          status: 'submitted',
          submissionId: d.submission_id,
          name: d.name,
          email: d.email,
          preferredRoles: d.preferred_roles,
          workType: d.work_type,
          additionalNotes: d.additional_notes,
          location: d.location_data,
          submittedAt: d.submitted_at,
          files: [],
          notificationRequested: false,
        };
      }
      case WorkWithUsEvents.FileAttached: {
        if (state.status !== 'submitted') return state;
        const d = event.data;
        return { ...state, files: [...state.files, { fileId: d.file_id, filename: d.filename, size: d.size }] };
      }
      case WorkWithUsEvents.AdminNotificationRequested:
        return state.status === 'submitted' ? { ...state, notificationRequested: true } : state;
      case PersonalDataEvents.StreamErased:
        return state;
      default:
        return unhandledEvent(event, state);
    }
  },
};

export function decideSubmit(
  state: WorkWithUsState,
  input: { submissionId: string; request: WorkWithUsSubmission; location: LocationData | null; now: Date },
): NewOf<WorkWithUsEvent>[] {
  if (state.status !== 'none') throw new ConflictError('This application was already submitted.');
  const r = input.request;
  const { additional_notes, ...clientMetadata } = r.metadata;
  const data: WorkWithUsSubmittedData = {
    submission_id: input.submissionId,
    name: r.name,
    email: r.email.toLowerCase(),
    video_link: r.video_link,
    preferred_roles: r.preferred_roles,
    work_type: r.work_type || 'general',
    compensation: r.compensation,
    additional_notes: additional_notes.trim(),
    client_metadata: clientMetadata,
    location_data: input.location,
    submitted_at: input.now.toISOString(),
  };
  return [{ type: WorkWithUsEvents.Submitted, data }];
}

export function decideAttachFile(state: WorkWithUsState, file: Omit<WorkWithUsFileAttachedData, 'submission_id'>): NewOf<WorkWithUsEvent>[] {
  if (state.status !== 'submitted') throw new NotFoundError('Submission not found.');
  if (state.files.length >= MAX_FILES_PER_SUBMISSION) {
    throw new ValidationError(`An application can carry at most ${MAX_FILES_PER_SUBMISSION} files.`);
  }
  const data: WorkWithUsFileAttachedData = { submission_id: state.submissionId, ...file };
  return [{ type: WorkWithUsEvents.FileAttached, data }];
}

/** Idempotent: a second request for the same application changes nothing. */
export function decideRequestAdminNotification(state: WorkWithUsState, render: (s: SubmittedState) => EmailJob): NewOf<WorkWithUsEvent>[] {
  if (state.status !== 'submitted') throw new NotFoundError('Submission not found.');
  if (state.notificationRequested) return [];
  const email = render(state);
  const data: WorkWithUsAdminNotificationRequestedData = {
    submission_id: state.submissionId,
    email_id: email.email_id,
    email,
  };
  return [{ type: WorkWithUsEvents.AdminNotificationRequested, data }];
}
