import { ChatEvents } from '../guide/guide.events.js';
import { PersonalDataEvents } from '../privacy/personal-data.events.js';
import { QuestionnaireEvents } from '../questionnaire/questionnaire.events.js';
import { ResponseReviewEvents } from '../admin/response-review.events.js';
import { WorkWithUsEvents } from '../work-with-us/work-with-us.events.js';
import { DocumentEvents } from '../documents/documents.events.js';
import { buildWebhookPayload, responseOf, responseOfStream, webhookTypeOf, type WebhookSourceEvent } from './webhook-payload.js';
import { webhookPayloadSchema } from './webhooks.schema.js';

const timestamp = new Date('2026-11-29T08:00:00Z');
const wwu = {
  type: WorkWithUsEvents.Submitted,
  data: {
    submission_id: 's1',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    video_link: '',
    preferred_roles: 'Engineer',
    work_type: 'general',
    compensation: '',
    additional_notes: 'private words',
    client_metadata: {},
    location_data: null,
    submitted_at: '2026-11-29T07:00:00Z',
  },
} as const satisfies WebhookSourceEvent;
const note = {
  type: ResponseReviewEvents.NoteAdded,
  data: { channel: 'chat', response_id: 'c1', note_id: 'n1', text: 'Called her.', by: 'staff', at: '2026-11-29T07:30:00Z' },
} as const satisfies WebhookSourceEvent;
const erased = {
  type: PersonalDataEvents.Erased,
  data: { erasure_id: 'x1', reason: 'request', stream_ids: ['work-with-us-s1', 'chat-c1', 'response-review-chat-c1', 'email-e1'], requested_by: 'owner' },
} as const satisfies WebhookSourceEvent;

describe('webhook payloads', () => {
  it('names each source event by its webhook type and its response', () => {
    expect(webhookTypeOf(wwu)).toBe('response.created');
    expect(webhookTypeOf({ type: ChatEvents.Completed, data: { session_id: 'c1', completed_at: '', via: 'client' } })).toBe('response.created');
    expect(webhookTypeOf(note)).toBe('response.note_added');
    expect(webhookTypeOf(erased)).toBe('person.erased');
    expect(responseOf(wwu)).toEqual({ channel: 'work-with-us', response_id: 's1' });
    expect(responseOfStream('questionnaire-q1')).toEqual({ channel: 'questionnaire', response_id: 'q1' });
    expect(responseOfStream('email-e1')).toBeUndefined();
  });

  it('holds ids only, unless the endpoint asked for personal data', () => {
    const plain = buildWebhookPayload(wwu, { includePersonalData: false, timestamp });
    expect(plain).toEqual({
      type: 'response.created',
      timestamp: timestamp.toISOString(),
      data: { channel: 'work-with-us', response_id: 's1', submitted_at: '2026-11-29T07:00:00Z' },
    });
    expect(JSON.stringify(plain)).not.toContain('private words');
    const personal = buildWebhookPayload(wwu, { includePersonalData: true, timestamp });
    expect(personal.data).toMatchObject({ person: { name: 'Ada Lovelace', email: 'ada@example.org' } });
    // Even with personal data, what the visitor wrote is not sent.
    expect(JSON.stringify(personal)).not.toContain('private words');
    expect(buildWebhookPayload(note, { includePersonalData: false, timestamp }).data).not.toHaveProperty('text');
    expect(buildWebhookPayload(note, { includePersonalData: true, timestamp }).data).toMatchObject({ text: 'Called her.' });
  });

  it('an erasure carries its id and the responses it covered, whatever the endpoint asked for', () => {
    for (const includePersonalData of [false, true]) {
      const payload = buildWebhookPayload(erased, { includePersonalData, timestamp });
      expect(payload).toEqual({
        type: 'person.erased',
        timestamp: timestamp.toISOString(),
        data: {
          erasure_id: 'x1',
          responses: [
            { channel: 'work-with-us', response_id: 's1' },
            { channel: 'chat', response_id: 'c1' },
          ],
        },
      });
    }
  });

  it('every payload matches its schema', () => {
    const document = {
      type: DocumentEvents.Extracted,
      data: { document_id: 'd1', text_chars: 10, pages: 1, ocr_pages: 0, fields: [], analysis_summary: 'x', chat_message: 'y', verification_questions: [] },
    } as unknown as WebhookSourceEvent;
    const questionnaire = {
      type: QuestionnaireEvents.Submitted,
      data: { session_id: 'q1', name: 'Q', email: 'q@example.org', submitted_at: 't' },
    } as unknown as WebhookSourceEvent;
    for (const event of [wwu, note, erased, document, questionnaire]) {
      const payload = buildWebhookPayload(event, { includePersonalData: true, timestamp, documentOwner: { kind: 'chat', session_id: 'c1' } });
      expect(webhookPayloadSchema.safeParse(payload).success).toBe(true);
    }
  });
});
