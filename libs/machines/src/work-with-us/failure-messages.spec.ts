import { WORK_WITH_US_MESSAGES } from '@intake/contracts';
import { InvalidResponseError } from '../backend/invalid-response.js';
import { describeFailureReason, describeRefusedSubmission, describeSubmitFailure, describeUploadFailure } from './failure-messages.js';

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
  ) {
    super(detail ?? `HTTP ${status}`);
  }
}

describe('describeSubmitFailure', () => {
  it('prefers the server detail', () => {
    expect(describeSubmitFailure(new HttpError(400, 'Please enter a valid email address'))).toBe('Please enter a valid email address');
  });

  it('falls back to the status', () => {
    expect(describeSubmitFailure(new HttpError(503))).toBe('Submission failed: 503');
  });

  it("uses an error's own message when it has no status", () => {
    expect(describeSubmitFailure(new Error('Request timed out'))).toBe('Request timed out');
  });

  it("says 'Submission failed' for an error without a message", () => {
    expect(describeSubmitFailure(new Error(''))).toBe(WORK_WITH_US_MESSAGES.submissionFailed);
  });

  it('uses the unknown-error sentence for anything that is not an error', () => {
    expect(describeSubmitFailure('boom')).toBe(WORK_WITH_US_MESSAGES.unknownError);
    expect(describeSubmitFailure(undefined)).toBe(WORK_WITH_US_MESSAGES.unknownError);
    expect(describeSubmitFailure({})).toBe(WORK_WITH_US_MESSAGES.unknownError);
  });
});

describe('describeRefusedSubmission', () => {
  it('uses detail, then message, then the generic sentence', () => {
    expect(describeRefusedSubmission({ detail: 'Duplicate submission' })).toBe('Duplicate submission');
    expect(describeRefusedSubmission({ message: 'Not accepted' })).toBe('Not accepted');
    expect(describeRefusedSubmission({})).toBe('Submission failed');
  });
});

describe('describeFailureReason', () => {
  it('reads detail, message, status or a plain string', () => {
    expect(describeFailureReason(new HttpError(413, 'File too large'))).toBe('File too large');
    expect(describeFailureReason(new Error('Network down'))).toBe('Network down');
    expect(describeFailureReason({ status: 502 })).toBe('HTTP 502');
    expect(describeFailureReason('Upload failed')).toBe('Upload failed');
  });

  it('falls back to the given text', () => {
    expect(describeFailureReason(null)).toBe('Unknown error');
    expect(describeFailureReason(undefined, 'Upload failed')).toBe('Upload failed');
  });
});

describe('an answer off its contract (InvalidResponseError)', () => {
  const offContract = (body: unknown) => new InvalidResponseError('/api/work-with-us/submit', ['success: expected true'], body);

  it("reads as the spec's refused submission, never 'Invalid response format'", () => {
    expect(describeSubmitFailure(offContract({ success: false, detail: 'Duplicate submission' }))).toBe('Duplicate submission');
    expect(describeSubmitFailure(offContract({ success: false, message: 'Not accepted' }))).toBe('Not accepted');
    expect(describeSubmitFailure(offContract({ success: true }))).toBe(WORK_WITH_US_MESSAGES.submissionFailed);
    expect(describeSubmitFailure(offContract('<html>'))).toBe(WORK_WITH_US_MESSAGES.submissionFailed);
  });

  it("gives an upload the refused upload's reason", () => {
    expect(describeUploadFailure(offContract({ success: false, detail: 'File type not allowed' }))).toBe('File type not allowed');
    expect(describeUploadFailure(offContract({ success: false }))).toBe('Upload failed');
    expect(describeUploadFailure(new Error('Network down'))).toBe('Network down');
  });
});
