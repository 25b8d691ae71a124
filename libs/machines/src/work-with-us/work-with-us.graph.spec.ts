// Model-based check: walk every state the machine can reach under every event (including the
// replies of its three actors and the upload timer) and assert the spec's invariants in each.
import { getShortestPaths } from 'xstate/graph';
import { workWithUsMachine } from './work-with-us.machine.js';
import { validateFields } from './form-validation.js';
import type { WorkWithUsEvent } from './work-with-us.types.js';
import type { WorkWithUsSnapshot } from './work-with-us.view.js';

const pdf = new File(['%PDF'], 'deck.pdf');
const exe = new File(['MZ'], 'tool.exe');

// Every event the graph may take, including the replies of the three caller-provided actors.
const events = [
  { type: 'FIELD.CHANGE', field: 'name', value: 'Ada' },
  { type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.org' },
  { type: 'FIELD.CHANGE', field: 'selfDescription', value: 'Other' },
  { type: 'ATTACHMENT.SELECT', file: pdf },
  { type: 'ATTACHMENT.SELECT', file: exe },
  { type: 'ATTACHMENT.CLEAR' },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.submitApplication', output: { success: true, submission_id: 's1' } },
  { type: 'xstate.done.actor.submitApplication', output: { success: false, message: 'no' } },
  { type: 'xstate.error.actor.submitApplication', error: new Error('down') },
  { type: 'xstate.done.actor.uploadAttachment', output: { success: true } },
  { type: 'xstate.done.actor.uploadAttachment', output: { success: false } },
  { type: 'xstate.error.actor.uploadAttachment', error: new Error('down') },
  { type: 'xstate.after.uploadTimeout.workWithUs.submitted.uploading' },
  { type: 'xstate.done.actor.notifyAdmin', output: { success: true } },
  { type: 'xstate.done.actor.notifyAdmin', output: { success: false } },
  { type: 'xstate.error.actor.notifyAdmin', error: new Error('down') },
] as unknown as WorkWithUsEvent[];

// The context carries timestamps and an ever-growing interaction log; states are told apart by
// what decides behaviour, so the graph stays finite.
const serializeState = (snapshot: WorkWithUsSnapshot) => {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.fields.name !== '',
    c.fields.email !== '',
    c.fields.selfDescription !== '',
    c.attachment?.name ?? null,
    c.attachmentError,
    c.error,
    c.uploadError,
    c.notification,
  ]);
};

// Files serialise to {} by default, which would merge the accepted and the refused pick.
const serializeEvent = (event: unknown) => JSON.stringify(event, (_key, value: unknown) => (value instanceof File ? value.name : value));

const reachable = getShortestPaths(workWithUsMachine, {
  events,
  input: { clock: () => 0 },
  serializeState,
  serializeEvent,
} as Parameters<typeof getShortestPaths<typeof workWithUsMachine>>[1]).map((path) => path.state as WorkWithUsSnapshot);

const leafValues = (snapshot: WorkWithUsSnapshot) => JSON.stringify(snapshot.value);

describe('workWithUsMachine graph', () => {
  it('reaches every state from the initial one', () => {
    const values = new Set(reachable.map(leafValues));
    expect([...values].sort()).toEqual(['"editing"', '"submitting"', '{"submitted":"uploading"}', '{"submitted":"notifying"}', '{"submitted":"done"}'].sort());
  });

  it('only submits a valid form', () => {
    for (const s of reachable.filter((s) => !s.matches('editing'))) {
      expect(validateFields(s.context.fields)).toEqual({});
    }
  });

  it('shows the Submission Error banner only while editing', () => {
    for (const s of reachable.filter((s) => s.context.error !== null)) expect(s.matches('editing')).toBe(true);
  });

  it('never loses the submission id once submitted', () => {
    for (const s of reachable.filter((s) => s.matches('submitted'))) expect(s.context.submissionId).toBe('s1');
  });

  it('uploads only an attachment that exists, at 50% while in flight', () => {
    for (const s of reachable.filter((s) => s.matches({ submitted: 'uploading' }))) {
      expect(s.context.attachment).not.toBeNull();
      expect(s.context.uploadProgress).toEqual({ [s.context.attachment?.name ?? '']: 50 });
    }
  });

  it('counts every upload failure as a partial failure, and nothing else', () => {
    for (const s of reachable) expect(s.context.partialFailure).toBe(s.context.uploadError !== null);
  });

  it('requests no notification before submission and ends each one knowing its outcome', () => {
    for (const s of reachable.filter((s) => s.matches({ submitted: 'done' }))) {
      expect(['sent', 'failed']).toContain(s.context.notification);
    }
    for (const s of reachable.filter((s) => !s.matches('submitted'))) expect(s.context.notification).toBe('not-requested');
  });

  it('reaches every upload outcome, the 60 s timer included', () => {
    const outcomes = new Set(reachable.map((s) => s.context.uploadError));
    expect(outcomes).toEqual(
      new Set([null, 'Failed to upload attachment: Upload failed', 'Failed to upload attachment: down', 'Failed to upload attachment: Upload timed out']),
    );
  });

  it('keeps a refused file out of the attachment', () => {
    for (const s of reachable) expect(s.context.attachment?.name).not.toBe('tool.exe');
  });
});
