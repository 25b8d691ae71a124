import { SELF_DESCRIPTION_OPTIONS, WorkWithUsEvents, workWithUsSubmitRequestSchema, type EmailJob, type WorkWithUsStreamEvent } from '@intake/contracts';
import type { NewOf } from '@intake/event-store';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors/domain-errors.js';
import { decider } from '../testing/decider-spec.js';
import { decideAttachFile, decideRequestAdminNotification, decideSubmit, MAX_FILES_PER_SUBMISSION, workWithUsReducer } from './work-with-us.decider.js';

const spec = decider(workWithUsReducer);
const now = new Date('2026-03-01T10:00:00Z');
const request = workWithUsSubmitRequestSchema.parse({
  name: 'Ada Lovelace',
  email: 'Ada@Example.org',
  preferred_roles: SELF_DESCRIPTION_OPTIONS[0],
  metadata: { additional_notes: '  notes  ', device_type: 'mobile' },
});
const submitted = decideSubmit(workWithUsReducer.initial, { submissionId: 's1', request, location: null, now })[0]!;
const file = { file_id: 'f1', filename: 'cv.pdf', file_type: 'pdf', content_type: 'application/pdf', size: 10, sha256: 'x', blob_key: 'b' };
const attached: NewOf<WorkWithUsStreamEvent> = { type: WorkWithUsEvents.FileAttached, data: { submission_id: 's1', ...file } };
const email: EmailJob = { email_id: 'e1', to: ['admin@example.org'], subject: 's', text: 't', template: 'work-with-us-admin' };

describe('work-with-us decider', () => {
  it('submits once: lower-cased email, trimmed notes, the rest of the metadata kept', () => {
    spec
      .given([])
      .when((s) => decideSubmit(s, { submissionId: 's1', request, location: null, now }))
      .thenAppends([
        {
          type: WorkWithUsEvents.Submitted,
          data: expect.objectContaining({
            submission_id: 's1',
            email: 'ada@example.org',
            additional_notes: 'notes',
            work_type: 'general',
            submitted_at: now.toISOString(),
          }),
        },
      ]);
  });

  it('refuses a second submission of the same application', () => {
    spec
      .given([submitted])
      .when((s) => decideSubmit(s, { submissionId: 's1', request, location: null, now }))
      .thenThrows(ConflictError);
  });

  it('attaches a file to a submitted application only', () => {
    spec
      .given([submitted])
      .when((s) => decideAttachFile(s, file))
      .thenAppends([attached]);
    spec
      .given([])
      .when((s) => decideAttachFile(s, file))
      .thenThrows(NotFoundError);
  });

  it(`refuses a file past ${MAX_FILES_PER_SUBMISSION}`, () => {
    const full = Array.from({ length: MAX_FILES_PER_SUBMISSION }, () => attached);
    spec
      .given([submitted, ...full])
      .when((s) => decideAttachFile(s, file))
      .thenThrows(ValidationError);
  });

  it('requests the admin notification once', () => {
    const requested = spec
      .given([submitted])
      .when((s) => decideRequestAdminNotification(s, () => email))
      .thenAppends([{ type: WorkWithUsEvents.AdminNotificationRequested, data: { submission_id: 's1', email_id: 'e1', email } }]);
    spec
      .given([submitted, ...requested])
      .when((s) => decideRequestAdminNotification(s, () => email))
      .thenNothing();
    spec
      .given([])
      .when((s) => decideRequestAdminNotification(s, () => email))
      .thenThrows(NotFoundError);
  });

  it('folds an erased stream marker as nothing', () => {
    const { state } = spec.given([submitted, { type: 'PersonalDataStreamErased', data: { erasure_id: 'x' } }]);
    expect(state).toMatchObject({ status: 'submitted', submissionId: 's1' });
  });
});
