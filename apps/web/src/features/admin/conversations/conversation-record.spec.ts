import type { Conversation } from '@intake/contracts';
import {
  DISPLAY_DEFAULTS,
  deriveSource,
  deriveStatus,
  displayInfo,
  lastActivity,
  sourceFromKeyword,
  statusOfState,
  toConversationRow,
} from './conversation-record';

/** A record as GET /conversations sends it today. */
const served: Conversation = {
  session_id: 'chat-1',
  state: 'completed',
  conversation_source: 'ai_chat',
  data_source_type: 'ai_chat',
  submission_type: 'AI_CHAT',
  collected_info: { name: 'Ada Lovelace', email: 'ada@clinic.example', problem_statement: 'Duplicate charting', project_stage: 'prototype' },
  extracted_info: { solution_description: 'One shared note' },
  preview: { name: 'Ada Lovelace', email: 'ada@clinic.example', problem: 'Duplicate charting' },
  progress: 0.75,
  progress_percentage: 75,
  questions_covered: 3,
  message_count: 8,
  started_at: '2025-03-01T09:00:00.000Z',
  created_at: '2025-03-01T09:00:00.000Z',
  updated_at: '2025-03-01T09:20:00.000Z',
  completed_at: '2025-03-01T09:20:00.000Z',
  messages: [{ role: 'user', content: 'Hello', timestamp: '2025-03-01T09:00:05.000Z' }],
  location_data: { city: 'Leeds', region: 'England', country: 'United Kingdom', country_code: 'GB' },
  raw_data: {},
};

describe('toConversationRow', () => {
  it('reads a record as the server sends it', () => {
    const row = toConversationRow(served);
    expect(row).toMatchObject({
      sessionId: 'chat-1',
      status: 'completed',
      statusDerived: false,
      source: 'ai_chat',
      progressPercent: 75,
      questionsCovered: 3,
      messageCount: 8,
      startedAt: '2025-03-01T09:00:00.000Z',
      updatedAt: '2025-03-01T09:20:00.000Z',
      completedAt: '2025-03-01T09:20:00.000Z',
      location: 'Leeds, England, United Kingdom',
      submissionType: 'AI_CHAT',
      messages: [{ role: 'user', content: 'Hello', timestamp: '2025-03-01T09:00:05.000Z' }],
    });
    expect(row.info).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@clinic.example',
      problemStatement: 'Duplicate charting',
      solutionDescription: 'One shared note',
      category: null,
      projectStage: 'prototype',
      supportNeeded: null,
      urgency: null,
      background: null,
      affiliation: null,
      commitmentLevel: null,
    });
    expect(row.raw).toBe(served);
  });

  it('reads full_name, extracted_info and fields nested under conversationData', () => {
    const row = toConversationRow({
      session_id: 's',
      extracted_info: {
        full_name: 'Grace Hopper',
        conversationData: {
          email: 'grace@navy.example',
          category: 'Digital Health/AI',
          urgency: 'high',
          commitment_level: 'full-time',
          affiliation: 'Navy',
          background: 'Engineer',
          support_needed: 'funding',
        },
      },
    });
    expect(row.info).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      category: 'Digital Health/AI',
      urgency: 'high',
      commitmentLevel: 'full-time',
      affiliation: 'Navy',
      background: 'Engineer',
      supportNeeded: 'funding',
    });
  });

  it('prefers collected_info over extracted_info, and either over the preview', () => {
    const row = toConversationRow({
      collected_info: { name: 'Collected' },
      extracted_info: { name: 'Extracted', email: 'x@example.org' },
      preview: { name: 'Preview', email: 'p@example.org', problem: 'Preview problem' },
    });
    expect(row.info).toMatchObject({ name: 'Collected', email: 'x@example.org', problemStatement: 'Preview problem' });
  });

  it('treats blank values as missing and shows the §3 defaults', () => {
    const row = toConversationRow({ session_id: 's', collected_info: { name: '   ', email: '', problem_statement: null } });
    expect(row.info.name).toBeNull();
    expect(displayInfo(row.info)).toEqual({
      name: 'Anonymous',
      email: 'No email',
      problemStatement: 'No problem statement',
      solutionDescription: 'No solution',
      category: 'Not specified',
      projectStage: 'Not specified',
      supportNeeded: 'Not specified',
      urgency: 'Not specified',
      background: 'Not specified',
      affiliation: 'Not specified',
      commitmentLevel: 'Not specified',
    });
    expect(DISPLAY_DEFAULTS.other).toBe('Not specified');
  });

  it('writes lists, numbers and booleans as text', () => {
    const row = toConversationRow({ collected_info: { support_needed: ['funding', '', 'mentoring'], urgency: 3, commitment_level: true } });
    expect(row.info).toMatchObject({ supportNeeded: 'funding, mentoring', urgency: '3', commitmentLevel: 'Yes' });
  });

  it('survives anything that is not a record', () => {
    for (const input of [null, undefined, 'text', 42, []]) {
      const row = toConversationRow(input, 4);
      expect(row).toMatchObject({
        sessionId: 'row-5',
        status: 'active',
        source: 'questionnaire',
        messageCount: 0,
        progressPercent: null,
        startedAt: null,
        location: null,
      });
    }
  });

  it('counts messages from the list when message_count is missing, and drops unreadable dates', () => {
    const row = toConversationRow({
      messages: [{ role: 'user', content: 'a' }, { content: 'b' }, 'junk'],
      started_at: 'not a date',
      created_at: '2025-01-02T00:00:00Z',
    });
    expect(row.messageCount).toBe(2);
    expect(row.messages).toEqual([
      { role: 'user', content: 'a', timestamp: null },
      { role: 'unknown', content: 'b', timestamp: null },
    ]);
    expect(row.startedAt).toBe('2025-01-02T00:00:00Z');
  });

  it('reads progress as a percent, a fraction of 1, or a number as text; clamps to 0..100', () => {
    expect(toConversationRow({ progress_percentage: 42.4 }).progressPercent).toBe(42);
    expect(toConversationRow({ progress: 0.5 }).progressPercent).toBe(50);
    expect(toConversationRow({ progress: 60 }).progressPercent).toBe(60);
    expect(toConversationRow({ progress_percentage: '80' }).progressPercent).toBe(80);
    expect(toConversationRow({ progress_percentage: 140 }).progressPercent).toBe(100);
    expect(toConversationRow({ progress_percentage: -3 }).progressPercent).toBe(0);
  });

  it('joins the location parts it has, without repeating a region equal to the city', () => {
    expect(toConversationRow({ location_data: { city: 'Paris', region: 'Paris', country: 'France' } }).location).toBe('Paris, France');
    expect(toConversationRow({ location_data: { city: null, country: null, country_code: 'DE' } }).location).toBe('DE');
    expect(toConversationRow({ location_data: { city: null, country: null } }).location).toBeNull();
  });

  it('derives the state only when it is missing, and says so', () => {
    expect(toConversationRow({ state: 'done' })).toMatchObject({ status: 'completed', statusDerived: false });
    expect(toConversationRow({ completed_at: '2025-01-01T00:00:00Z' })).toMatchObject({ status: 'completed', statusDerived: true });
    expect(toConversationRow({ collected_info: { a: '1', b: '2', c: '3', conversationData: { d: '4' } } })).toMatchObject({
      status: 'completed',
      statusDerived: true,
      infoCount: 4,
    });
    expect(toConversationRow({ collected_info: { a: '1', b: '2', c: '3' } })).toMatchObject({ status: 'active', infoCount: 3 });
  });

  it('counts name and full_name as one info field', () => {
    expect(toConversationRow({ collected_info: { name: 'A', full_name: 'A', email: 'e', problem_statement: 'p' } }).infoCount).toBe(3);
  });
});

describe('statusOfState (§4 state values)', () => {
  it.each([
    ['completed', 'completed'],
    ['finished', 'completed'],
    ['DONE', 'completed'],
    ['in_progress', 'active'],
    ['active', 'active'],
    ['ongoing', 'active'],
    ['started', 'active'],
    ['abandoned', 'abandoned'],
    ['cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
    ['unknown', 'unknown'],
    ['paused', 'unknown'],
  ])('%s is %s', (state, status) => {
    expect(statusOfState(state)).toBe(status);
  });
});

describe('deriveStatus (§4, state missing)', () => {
  it('follows the four rules in order', () => {
    expect(deriveStatus({ completedAt: '2025-01-01T00:00:00Z', messageCount: 9, infoCount: 0 })).toBe('completed');
    expect(deriveStatus({ completedAt: null, messageCount: 1, infoCount: 10 })).toBe('active');
    expect(deriveStatus({ completedAt: null, messageCount: 0, infoCount: 4 })).toBe('completed');
    expect(deriveStatus({ completedAt: null, messageCount: 0, infoCount: 3 })).toBe('active');
  });
});

describe('source derivation (§4)', () => {
  it.each([
    ['questionnaire', 'questionnaire'],
    ['structured_form', 'questionnaire'],
    ['FORM', 'questionnaire'],
    ['QUESTIONNAIRE', 'questionnaire'],
    ['ai_chat', 'ai_chat'],
    ['AI_CHAT', 'ai_chat'],
    ['ai', 'ai_chat'],
    ['chat', 'ai_chat'],
    ['livechat', 'ai_chat'],
  ])('the stated %s reads as %s', (stated, source) => {
    expect(sourceFromKeyword(stated)).toBe(source);
  });

  it('reads no source from words that merely contain the letters ai', () => {
    expect(sourceFromKeyword('email')).toBeNull();
    expect(sourceFromKeyword('detail')).toBeNull();
    expect(sourceFromKeyword('  ')).toBeNull();
  });

  it('falls back to the session id prefix, then to the message count', () => {
    expect(deriveSource({ stated: null, sessionId: 'questionnaire_123', messageCount: 40 })).toBe('questionnaire');
    expect(deriveSource({ stated: 'email', sessionId: 'abc', messageCount: 6 })).toBe('ai_chat');
    expect(deriveSource({ stated: null, sessionId: 'abc', messageCount: 5 })).toBe('questionnaire');
    expect(deriveSource({ stated: 'chat', sessionId: 'questionnaire_1', messageCount: 0 })).toBe('ai_chat');
  });

  it('reads conversation_source, then data_source_type, then source from a record', () => {
    expect(toConversationRow({ data_source_type: 'questionnaire', message_count: 20 }).source).toBe('questionnaire');
    expect(toConversationRow({ conversation_source: 'ai_chat', data_source_type: 'questionnaire' }).source).toBe('ai_chat');
    expect(toConversationRow({ source: 'chat' }).source).toBe('ai_chat');
    expect(toConversationRow({ session_id: 'questionnaire_9' }).source).toBe('questionnaire');
  });
});

describe('lastActivity', () => {
  it('is updated_at, else completed_at, else the start', () => {
    expect(lastActivity(toConversationRow({ updated_at: '2025-01-03T00:00:00Z', completed_at: '2025-01-02T00:00:00Z' }))).toBe('2025-01-03T00:00:00Z');
    expect(lastActivity(toConversationRow({ completed_at: '2025-01-02T00:00:00Z', started_at: '2025-01-01T00:00:00Z' }))).toBe('2025-01-02T00:00:00Z');
    expect(lastActivity(toConversationRow({ created_at: '2025-01-01T00:00:00Z' }))).toBe('2025-01-01T00:00:00Z');
    expect(lastActivity(toConversationRow({}))).toBeNull();
  });
});
