import { ApiError } from '../../app/api-client';
import { toastStore } from '../../app/toasts/toast-store';
import { reportRecordingFailure } from './recording-failure';

describe('a failed recording of an answer', () => {
  const original = { warn: console.warn, error: console.error };
  beforeEach(() => {
    toastStore.dismiss();
    console.warn = () => undefined;
    console.error = () => undefined;
  });
  afterEach(() => Object.assign(console, original));

  it('tells the visitor when the server refuses it', () => {
    reportRecordingFailure(new ApiError(422, 'Q3 (project_title): Please provide a response.', {}));
    expect(toastStore.getSnapshot().map((t) => [t.type, t.message])).toEqual([['error', 'An unexpected error occurred. Please refresh and try again.']]);
  });

  it('only logs a recording refused because the questionnaire is already submitted: the submission carried it', () => {
    reportRecordingFailure(
      new ApiError(409, 'This questionnaire was already submitted.', { detail: 'This questionnaire was already submitted.', status: 409 }),
    );
    expect(toastStore.getSnapshot()).toEqual([]);
    reportRecordingFailure(new ApiError(409, 'This record was changed by someone else; please retry.', {}));
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['An unexpected error occurred. Please refresh and try again.']);
  });

  it('only logs a network failure: the submission carries every answer again', () => {
    reportRecordingFailure(new TypeError('Failed to fetch'));
    reportRecordingFailure(new ApiError(503, undefined, ''));
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
