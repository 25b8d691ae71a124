import { ATTACHMENT_MESSAGES, WORK_WITH_US_MESSAGES, workWithUsSubmitRequestSchema } from '@intake/contracts';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { SELF_DESCRIPTION_REQUIRED } from './form-validation.js';
import { UNKNOWN_SESSION_FACTS, type WorkUsSessionFacts } from './session-metadata.js';
import { MAX_FORM_INTERACTIONS, UPLOAD_TIMEOUT_MS, workWithUsMachine } from './work-with-us.machine.js';
import type {
  NotifyAdminInput,
  NotifyAdminOutput,
  SubmitApplicationInput,
  SubmitApplicationOutput,
  UploadAttachmentInput,
  UploadAttachmentOutput,
  WorkWithUsInput,
} from './work-with-us.types.js';
import { selectWorkWithUsView } from './work-with-us.view.js';

const MB = 1024 * 1024;
const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeFile(name: string, size = 1024): File {
  const file = new File(['%PDF-1.7'], name);
  // Real bytes are irrelevant to the rules, and allocating 50 MB per test is not.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
  ) {
    super(detail ?? `HTTP ${status}`);
  }
}

interface Harness {
  submit?: (input: SubmitApplicationInput) => Promise<SubmitApplicationOutput>;
  upload?: (input: UploadAttachmentInput, signal: AbortSignal) => Promise<UploadAttachmentOutput>;
  notify?: (input: NotifyAdminInput) => Promise<NotifyAdminOutput>;
  input?: WorkWithUsInput;
  clock?: SimulatedClock;
}

function start(h: Harness = {}) {
  const calls = {
    submit: [] as SubmitApplicationInput[],
    upload: [] as UploadAttachmentInput[],
    uploadSignals: [] as AbortSignal[],
    notify: [] as NotifyAdminInput[],
    notificationFailures: [] as { reason: string; submissionId: string | null }[],
  };
  const machine = workWithUsMachine.provide({
    actors: {
      submitApplication: fromPromise<SubmitApplicationOutput, SubmitApplicationInput>(async ({ input }) => {
        calls.submit.push(input);
        return h.submit ? h.submit(input) : { success: true, submission_id: 'sub-1', message: 'Received' };
      }),
      uploadAttachment: fromPromise<UploadAttachmentOutput, UploadAttachmentInput>(async ({ input, signal }) => {
        calls.upload.push(input);
        calls.uploadSignals.push(signal);
        return h.upload ? h.upload(input, signal) : { success: true, message: 'Stored' };
      }),
      notifyAdmin: fromPromise<NotifyAdminOutput, NotifyAdminInput>(async ({ input }) => {
        calls.notify.push(input);
        return h.notify ? h.notify(input) : { success: true };
      }),
    },
    actions: {
      reportNotificationFailure: (_, params) => {
        calls.notificationFailures.push(params);
      },
    },
  });
  let now = T0;
  const actor = createActor(machine, {
    input: { clock: () => now, startedAt: T0, ...h.input },
    ...(h.clock ? { clock: h.clock } : {}),
  });
  actor.start();
  return {
    actor,
    calls,
    advance: (ms: number) => {
      now += ms;
    },
    view: () => selectWorkWithUsView(actor.getSnapshot()),
    ctx: () => actor.getSnapshot().context,
    fill: (fields: Partial<Record<'name' | 'email' | 'selfDescription' | 'notes', string>> = {}) => {
      const values = {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        selfDescription: 'Engineer / Designer',
        notes: 'A sepsis early-warning model',
        ...fields,
      };
      for (const [field, value] of Object.entries(values)) {
        actor.send({ type: 'FIELD.CHANGE', field: field as 'name', value });
      }
    },
  };
}

const isDone = (s: { matches: (v: object) => boolean }) => s.matches({ submitted: 'done' });

describe('workWithUsMachine: editing', () => {
  it('starts editing with empty fields and an enabled Submit', () => {
    const t = start();
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.ctx().fields).toEqual({ name: '', email: '', selfDescription: '', notes: '' });
    expect(t.view()).toMatchObject({
      isSubmitting: false,
      isSubmitted: false,
      submissionId: null,
      error: null,
      uploadProgress: {},
      submitLabel: 'Submit',
      attachmentStatus: null,
      partialFailureMessage: null,
      completionPercentage: 0,
    });
  });

  it('stores field changes and marks the steps they reach', () => {
    const t = start();
    t.actor.send({ type: 'FIELD.CHANGE', field: 'name', value: 'Ada' });
    expect(t.ctx().stepsReached).toEqual(['name']);
    expect(t.view().completionPercentage).toBe(25);
    t.actor.send({ type: 'FIELD.CHANGE', field: 'notes', value: 'hello' });
    expect(t.ctx().stepsReached).toEqual(['name']);
    t.actor.send({ type: 'FIELD.CHANGE', field: 'selfDescription', value: 'Funder / Investor' });
    expect(t.ctx().fields).toEqual({ name: 'Ada', email: '', selfDescription: 'Funder / Investor', notes: 'hello' });
    expect(t.ctx().stepsReached).toEqual(['name', 'selfDescription']);
    expect(t.view().completionPercentage).toBe(75);
  });

  it('refuses a self-description that is not one of the options', () => {
    const t = start();
    t.actor.send({ type: 'FIELD.CHANGE', field: 'selfDescription', value: 'Astronaut' });
    expect(t.ctx().fields.selfDescription).toBe('');
  });

  it('reaches a step on focus and records focus and blur without copying free text', () => {
    const t = start();
    t.actor.send({ type: 'FIELD.FOCUS', field: 'email' });
    t.actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.org' });
    t.advance(1500);
    t.actor.send({ type: 'FIELD.BLUR', field: 'email' });
    t.actor.send({ type: 'FIELD.CHANGE', field: 'selfDescription', value: 'Other' });
    expect(t.ctx().stepsReached).toEqual(['email', 'selfDescription']);
    expect(t.ctx().interactions).toEqual([
      { field: 'email', action: 'focus', timestamp: new Date(T0).toISOString(), value: 0 },
      { field: 'email', action: 'blur', timestamp: new Date(T0 + 1500).toISOString(), value: 15 },
      { field: 'selfDescription', action: 'select', timestamp: new Date(T0 + 1500).toISOString(), value: 'Other' },
    ]);
  });

  it('keeps only the newest interactions', () => {
    const t = start();
    for (let i = 0; i < MAX_FORM_INTERACTIONS + 10; i++) t.actor.send({ type: 'FIELD.FOCUS', field: 'notes' });
    expect(t.ctx().interactions).toHaveLength(MAX_FORM_INTERACTIONS);
  });

  it('blocks an incomplete form with the required-field messages and reaches the submit step', () => {
    const t = start();
    t.actor.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.ctx().fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      selfDescription: SELF_DESCRIPTION_REQUIRED,
    });
    expect(t.calls.submit).toHaveLength(0);
    expect(t.view().completionPercentage).toBe(100);
  });

  it('refuses a malformed email and clears the message once it is fixed', () => {
    const t = start();
    t.fill({ email: 'ada@' });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.ctx().fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    t.actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example' });
    expect(t.ctx().fieldErrors.email).toBe('Please enter a valid email address');
    t.actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.org' });
    expect(t.ctx().fieldErrors).toEqual({});
  });

  it('treats a name of blanks as missing', () => {
    const t = start();
    t.fill({ name: '   ' });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.ctx().fieldErrors).toEqual({ name: 'Name is required' });
  });
});

describe('workWithUsMachine: attachment', () => {
  it('accepts an allowed file and records it', () => {
    const t = start();
    const file = fakeFile('deck.pptx', 2 * MB);
    t.actor.send({ type: 'ATTACHMENT.SELECT', file });
    expect(t.ctx().attachment).toBe(file);
    expect(t.ctx().attachmentError).toBeNull();
    expect(t.ctx().interactions.at(-1)).toMatchObject({ field: 'attachment', action: 'attach', value: 'pptx' });
  });

  it("refuses a document over 15 MB with 'File too large. Maximum size is 15MB'", () => {
    const t = start();
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: fakeFile('scan.pdf', 16 * MB) });
    expect(t.ctx().attachment).toBeNull();
    expect(t.ctx().attachmentError).toBe('File too large. Maximum size is 15MB');
    expect(t.ctx().interactions.at(-1)).toMatchObject({ field: 'attachment', action: 'reject', value: 'pdf' });
  });

  it('accepts an mp4 up to 50 MB and refuses a larger one', () => {
    const t = start();
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: fakeFile('demo.mp4', 49 * MB) });
    expect(t.ctx().attachment?.name).toBe('demo.mp4');
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: fakeFile('long.mp4', 51 * MB) });
    expect(t.ctx().attachmentError).toBe(ATTACHMENT_MESSAGES.tooLarge);
  });

  it('refuses a type outside the list and keeps the file chosen before', () => {
    const t = start();
    const good = fakeFile('brief.docx');
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: good });
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: fakeFile('tool.exe') });
    expect(t.ctx().attachmentError).toBe(ATTACHMENT_MESSAGES.wrongType);
    expect(t.ctx().attachment).toBe(good);
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: fakeFile('photo.JPG') });
    expect(t.ctx().attachmentError).toBeNull();
    expect(t.ctx().attachment?.name).toBe('photo.JPG');
  });

  it('clears the attachment and any refusal', () => {
    const t = start();
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: fakeFile('brief.docx') });
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: fakeFile('x.zip') });
    t.actor.send({ type: 'ATTACHMENT.CLEAR' });
    expect(t.ctx().attachment).toBeNull();
    expect(t.ctx().attachmentError).toBeNull();
    expect(t.ctx().interactions.at(-1)).toMatchObject({ field: 'attachment', action: 'remove' });
    const count = t.ctx().interactions.length;
    t.actor.send({ type: 'ATTACHMENT.CLEAR' });
    expect(t.ctx().interactions).toHaveLength(count);
  });
});

describe('workWithUsMachine: submitting', () => {
  it("disables Submit with 'Submitting...' and ignores edits while the request runs", async () => {
    const reply = deferred<SubmitApplicationOutput>();
    const t = start({ submit: () => reply.promise });
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().value).toBe('submitting');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.view()).toMatchObject({ isSubmitting: true, isSubmitted: false, submitLabel: 'Submitting...' });
    t.actor.send({ type: 'FIELD.CHANGE', field: 'name', value: 'Someone else' });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.ctx().fields.name).toBe('Ada Lovelace');
    reply.resolve({ success: true, submission_id: 'sub-9', message: 'Received' });
    await waitFor(t.actor, isDone);
    expect(t.calls.submit).toHaveLength(1);
  });

  const FACTS: WorkUsSessionFacts = {
    session_id: 'b1c2d3e4-0000-4000-8000-000000000001',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1',
    timezone: 'America/Chicago',
    language: 'en-US',
    locale: 'en-US',
    screen_resolution: '390x844',
    viewport_size: '390x664',
    browser: { name: 'Safari', version: '18.1' },
    os: { name: 'iOS', version: '18.1' },
    page_load_time_ms: 812,
    connection_type: '4g',
    referral_page: 'https://news.example/health',
  };

  it('sends the payload of visitor spec §3', async () => {
    const t = start({
      input: { submissionSource: 'referral', deviceType: 'mobile', startedAt: T0 - 95_400, sessionFacts: FACTS },
    });
    t.actor.send({ type: 'FIELD.FOCUS', field: 'name' });
    t.fill({ name: '  Ada Lovelace ', notes: ' Sepsis model ' });
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, isDone);
    const payload = t.calls.submit[0]?.payload;
    expect(payload).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      video_link: '',
      preferred_roles: 'Engineer / Designer',
      work_type: 'general',
      compensation: '',
      metadata: {
        source: 'web_form',
        timestamp: new Date(T0).toISOString(),
        session_duration: 95,
        form_interactions: [
          { field: 'name', action: 'focus', timestamp: new Date(T0).toISOString(), value: 0 },
          { field: 'selfDescription', action: 'select', timestamp: new Date(T0).toISOString(), value: 'Engineer / Designer' },
          { field: 'form', action: 'submit', timestamp: new Date(T0).toISOString() },
        ],
        submission_source: 'referral',
        device_type: 'mobile',
        additional_notes: 'Sepsis model',
        session_metadata: {
          ...FACTS,
          start_time: new Date(T0 - 95_400).toISOString(),
          end_time: new Date(T0).toISOString(),
          submission_type: 'work-with-us',
          device_type: 'mobile',
          referral_source: 'referral',
          total_session_duration: 95,
        },
      },
    });
    // The server parses with the same schema; what the machine sends must pass it.
    expect(workWithUsSubmitRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('defaults to a direct desktop visit', async () => {
    const t = start();
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, isDone);
    expect(t.calls.submit[0]?.payload.metadata).toMatchObject({ submission_source: 'direct', device_type: 'desktop' });
    // A browser that could say nothing still sends the record, with its unknowns as null.
    expect(t.calls.submit[0]?.payload.metadata?.session_metadata).toMatchObject({ ...UNKNOWN_SESSION_FACTS, submission_type: 'work-with-us' });
  });

  it.each([
    ['the server detail', new HttpError(400, 'Please enter a valid email address'), 'Please enter a valid email address'],
    ['the status without a detail', new HttpError(502), 'Submission failed: 502'],
    ['a time-out', new Error('Request timed out'), 'Request timed out'],
    ['an error without a message', new Error(''), 'Submission failed'],
    ['something that is not an error', 'weird', 'An unknown error occurred. Please try again.'],
  ])('shows %s in the Submission Error banner and keeps the form', async (_case, failure, message) => {
    const t = start({ submit: () => Promise.reject(failure) });
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches('editing'));
    expect(t.view()).toMatchObject({ error: message, isSubmitting: false, isSubmitted: false, submitLabel: 'Submit' });
    expect(t.ctx().fields.name).toBe('Ada Lovelace');
    t.actor.send({ type: 'FIELD.CHANGE', field: 'name', value: 'Ada King' });
    expect(t.ctx().fields.name).toBe('Ada King');
    expect(t.calls.notify).toHaveLength(0);
  });

  it('treats a 2xx reply without success as a failure', async () => {
    const t = start({ submit: async () => ({ success: false, message: 'Submissions are paused' }) });
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches('editing'));
    expect(t.view().error).toBe('Submissions are paused');
  });

  it('treats a success reply without an id as a failure', async () => {
    const t = start({ submit: async () => ({ success: true }) });
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches('editing'));
    expect(t.view().error).toBe(WORK_WITH_US_MESSAGES.submissionFailed);
  });

  it('clears the banner when the visitor submits again, and succeeds', async () => {
    let attempt = 0;
    const t = start({
      submit: async () => {
        attempt += 1;
        if (attempt === 1) throw new HttpError(503);
        return { success: true, submission_id: 'sub-2', message: 'Received' };
      },
    });
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches('editing') && s.context.error !== null);
    t.actor.send({ type: 'SUBMIT' });
    expect(t.view().error).toBeNull();
    await waitFor(t.actor, isDone);
    expect(t.view()).toMatchObject({ isSubmitted: true, submissionId: 'sub-2', error: null });
  });

  it('fails loudly when the caller provides no submit actor', async () => {
    const actor = createActor(workWithUsMachine, { input: {} }).start();
    for (const [field, value] of [
      ['name', 'Ada'],
      ['email', 'ada@example.org'],
      ['selfDescription', 'Other'],
    ] as const) {
      actor.send({ type: 'FIELD.CHANGE', field, value });
    }
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toContain('"submitApplication" actor was not provided');
  });
});

describe('workWithUsMachine: submitted', () => {
  it('shows the thank-you state and requests the admin notification when nothing is attached', async () => {
    const t = start();
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, isDone);
    expect(t.view()).toMatchObject({
      isSubmitted: true,
      isSubmitting: false,
      submissionId: 'sub-1',
      attachmentStatus: null,
      partialFailureMessage: null,
    });
    expect(t.actor.getSnapshot().hasTag('submitted')).toBe(true);
    expect(t.ctx().confirmation).toBe('Received');
    expect(t.calls.upload).toHaveLength(0);
    expect(t.calls.notify).toEqual([{ submissionId: 'sub-1' }]);
    expect(t.ctx().notification).toBe('sent');
  });

  it('falls back to the standard confirmation when the server sends no message', async () => {
    const t = start({ submit: async () => ({ success: true, submission_id: 'sub-3' }) });
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, isDone);
    expect(t.ctx().confirmation).toBe(WORK_WITH_US_MESSAGES.submitted);
  });

  it("uploads the attachment after submission: 50% 'Uploading...' then 100% 'Uploaded', then notifies", async () => {
    const upload = deferred<UploadAttachmentOutput>();
    const t = start({ upload: () => upload.promise });
    const file = fakeFile('deck.pdf', 3 * MB);
    t.fill();
    t.actor.send({ type: 'ATTACHMENT.SELECT', file });
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ submitted: 'uploading' }));
    expect(t.actor.getSnapshot().hasTag('uploading')).toBe(true);
    expect(t.view()).toMatchObject({
      isSubmitted: true,
      uploadProgress: { 'deck.pdf': 50 },
      attachmentStatus: { state: 'uploading', fileName: 'deck.pdf', percent: 50, label: 'Uploading...' },
    });
    expect(t.calls.upload).toEqual([{ submissionId: 'sub-1', file }]);
    expect(t.calls.notify).toHaveLength(0);
    upload.resolve({ success: true, message: 'Stored' });
    await waitFor(t.actor, isDone);
    expect(t.view()).toMatchObject({
      uploadProgress: { 'deck.pdf': 100 },
      attachmentStatus: { state: 'uploaded', fileName: 'deck.pdf', percent: 100, label: 'Uploaded' },
      partialFailureMessage: null,
    });
    expect(t.calls.notify).toEqual([{ submissionId: 'sub-1' }]);
  });

  it.each([
    ['a rejected request with a detail', () => Promise.reject(new HttpError(415, 'Unsupported file content')), 'Unsupported file content'],
    ['a network error', () => Promise.reject(new Error('Failed to fetch')), 'Failed to fetch'],
    ['a refusal in a 2xx body', async () => ({ success: false, message: 'Storage is full' }), 'Storage is full'],
    ['a refusal without words', async () => ({ success: false }), 'Upload failed'],
  ])('counts %s as a partial failure and still notifies', async (_case, upload, reason) => {
    const t = start({ upload });
    t.fill();
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: fakeFile('deck.pdf') });
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, isDone);
    expect(t.view()).toMatchObject({
      isSubmitted: true,
      submissionId: 'sub-1',
      error: null,
      uploadProgress: { 'deck.pdf': 0 },
      attachmentStatus: { state: 'failed', fileName: 'deck.pdf', message: `Failed to upload attachment: ${reason}` },
      partialFailureMessage: 'Application submitted successfully, but some files failed to upload. You can contact us with your files separately.',
    });
    expect(t.calls.notify).toHaveLength(1);
  });

  it('gives up on an upload after 60 s and aborts its request', async () => {
    const clock = new SimulatedClock();
    const t = start({ clock, upload: () => new Promise(() => {}) });
    t.fill();
    t.actor.send({ type: 'ATTACHMENT.SELECT', file: fakeFile('deck.pdf') });
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ submitted: 'uploading' }));
    clock.increment(UPLOAD_TIMEOUT_MS - 1);
    expect(t.actor.getSnapshot().matches({ submitted: 'uploading' })).toBe(true);
    clock.increment(1);
    await waitFor(t.actor, isDone);
    expect(t.view().attachmentStatus).toMatchObject({ state: 'failed', message: 'Failed to upload attachment: Upload timed out' });
    expect(t.ctx().partialFailure).toBe(true);
    expect(t.calls.uploadSignals[0]?.aborted).toBe(true);
  });

  it('only logs a failed admin notification', async () => {
    const t = start({ notify: () => Promise.reject(new HttpError(500, 'SMTP unavailable')) });
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, isDone);
    expect(t.ctx().notification).toBe('failed');
    expect(t.calls.notificationFailures).toEqual([{ reason: 'SMTP unavailable', submissionId: 'sub-1' }]);
    expect(t.view()).toMatchObject({ isSubmitted: true, error: null, partialFailureMessage: null });
  });

  it('only logs a notification answered with success false', async () => {
    const t = start({ notify: async () => ({ success: false, error: 'No admin address configured' }) });
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, isDone);
    expect(t.ctx().notification).toBe('failed');
    expect(t.calls.notificationFailures).toEqual([{ reason: 'No admin address configured', submissionId: 'sub-1' }]);
    expect(t.view().error).toBeNull();
  });

  it('marks the notification pending while it is requested', async () => {
    const notify = deferred<NotifyAdminOutput>();
    const t = start({ notify: () => notify.promise });
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ submitted: 'notifying' }));
    expect(t.ctx().notification).toBe('pending');
    notify.resolve({ success: true });
    await waitFor(t.actor, isDone);
    expect(t.ctx().notification).toBe('sent');
  });

  it('ignores form events once submitted', async () => {
    const t = start();
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, isDone);
    t.actor.send({ type: 'FIELD.CHANGE', field: 'name', value: 'Other' });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.ctx().fields.name).toBe('Ada Lovelace');
    expect(t.calls.submit).toHaveLength(1);
  });
});
