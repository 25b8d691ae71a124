import { documentJobWithoutErased } from '../documents/index.js';
import { emailJobWithoutErased } from './email-job.personal-data.js';

const email = (id: string) => ({
  email_id: id,
  to: ['ada@example.org'],
  subject: 'New application: Ada',
  text: 'Ada wrote…',
  template: 'work-with-us-admin-notification',
});
const erased = (id: string) => id === 'gone';

describe('email jobs without an erased person', () => {
  it('strips only the erased requests of a batch, keeping every id, and leaves other jobs alone', () => {
    const data = {
      requests: [
        { event_id: 'gone', email: email('a') },
        { event_id: 'kept', email: email('b') },
      ],
    };
    const scrubbed = emailJobWithoutErased('batch-1', data, erased) as typeof data;
    expect(scrubbed.requests[0]!.email).toEqual({
      email_id: 'a',
      template: 'work-with-us-admin-notification',
      to: ['erased@erased.invalid'],
      subject: '',
      text: '',
    });
    expect(scrubbed.requests[1]).toEqual(data.requests[1]);
    expect(emailJobWithoutErased('batch-2', { requests: [{ event_id: 'kept', email: email('c') }] }, erased)).toBeNull();
  });

  it('strips a single-email job named by an erased event, and ignores a digest job (no data)', () => {
    expect(JSON.stringify(emailJobWithoutErased('gone', email('a'), erased))).not.toContain('Ada');
    expect(emailJobWithoutErased('kept', email('a'), erased)).toBeNull();
    expect(emailJobWithoutErased('gone', {}, erased)).toBeNull();
  });
});

describe('extraction jobs without an erased person', () => {
  const job = { document_id: 'd1', operation_id: 'o1', blob_key: 'k', ext: 'txt', filename: 'plan-ada.txt', owner_kind: 'chat' };
  it('drops the file name of an erased document, by its upload event or its stream', () => {
    expect(documentJobWithoutErased('gone', job, { event: erased, document: () => false })).toEqual({ ...job, filename: '' });
    expect(documentJobWithoutErased('other', job, { event: erased, document: (id) => id === 'd1' })).toEqual({ ...job, filename: '' });
    expect(documentJobWithoutErased('other', job, { event: erased, document: () => false })).toBeNull();
    // Already without a name (failed for good, stripped by the worker): nothing to do.
    expect(documentJobWithoutErased('gone', { ...job, filename: '' }, { event: erased, document: () => false })).toBeNull();
  });
});
