import { conversationSchema } from '@intake/contracts';
import type { Database } from '../../platform/database/database.types.js';
import { toConversation, type RawConversationRow } from './conversation.mapper.js';

const session = {
  session_id: 'q-1',
  config_version: '3.0',
  status: 'in_progress' as const,
  device_type: 'mobile',
  last_question_id: 'Q6',
  last_position: 5,
  progress_percent: 40,
  steps_reached: ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6'],
  time_spent_ms: 1000,
  submission_id: null,
  started_at: '2026-01-02T10:00:00.123456+00:00',
  updated_at: '2026-01-02T10:05:00+00:00',
  submitted_at: null,
};

const submission = {
  submission_id: 's-1',
  session_id: 'q-1',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  organization: 'Analytical Engines Inc',
  location_data: { city: 'London', country: 'United Kingdom' },
  form_data: { problem_statement: 'Readmissions are missed.', project_stage: 'prototype', main_goal: 'funding' },
  uploaded_files: [],
  questionnaire_version: '3.0',
  newsletter_consent: false,
  submitted_at: '2026-01-02T10:09:00+00:00',
};

/** The session once its submission arrived. */
const done = {
  ...session,
  status: 'submitted' as const,
  progress_percent: 100,
  submission_id: 's-1',
  submitted_at: submission.submitted_at,
  updated_at: submission.submitted_at,
};

const chat: Database['chat_conversations'] = {
  session_id: 'c-1',
  mode: 'guide',
  state: 'in_progress',
  stage: 'collecting',
  persona_flow: null,
  collected_info: { problem_statement: 'Charting takes two hours.' },
  field_sources: {},
  preview: { name: null, email: null, problem: 'Charting takes two hours.' },
  progress_percentage: 33,
  questions_covered: 1,
  message_count: 2,
  engine_fallbacks: 0,
  completion_email: null,
  email_outcome: null,
  version: 3,
  started_at: '2026-01-02T09:00:00+00:00',
  updated_at: '2026-01-02T09:01:00+00:00',
  completed_at: null,
  closed_at: null,
  exported_at: null,
  location_data: null,
};

describe('toConversation', () => {
  it('reads an open questionnaire session: in progress, nothing collected, the questions it passed', () => {
    const c = toConversation({ source: 'questionnaire', session_id: 'q-1', state: 'in_progress', session, submission: null });
    expect(conversationSchema.parse(c)).toEqual(c);
    expect(c).toMatchObject({
      state: 'in_progress',
      conversation_source: 'questionnaire',
      data_source_type: 'questionnaire',
      submission_type: 'QUESTIONNAIRE',
      collected_info: {},
      preview: { name: null, email: null, problem: null },
      progress: 40,
      progress_percentage: 40,
      questions_covered: 5,
      message_count: 0,
      messages: [],
      started_at: '2026-01-02T10:00:00.123Z',
      completed_at: null,
      location_data: null,
      raw_data: { session, submission: null },
    });
  });

  it('reads a submitted questionnaire: completed, the form data with the contact, its location', () => {
    const c = toConversation({ source: 'questionnaire', session_id: 'q-1', state: 'completed', session: done, submission });
    expect(conversationSchema.parse(c)).toEqual(c);
    expect(c).toMatchObject({
      state: 'completed',
      collected_info: {
        problem_statement: 'Readmissions are missed.',
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        organization: 'Analytical Engines Inc',
        affiliation: 'Analytical Engines Inc',
      },
      preview: { name: 'Ada Lovelace', email: 'ada@example.org', problem: 'Readmissions are missed.' },
      progress_percentage: 100,
      questions_covered: 3,
      completed_at: '2026-01-02T10:09:00.000Z',
      location_data: { city: 'London', country: 'United Kingdom' },
    });
    expect(c.extracted_info).toEqual(c.collected_info);
  });

  it('gives a submitted questionnaire its answers under the §3 info names too, keeping the raw answers', () => {
    const form_data = {
      user_type: 'innovator',
      elevator_pitch: 'A patch that flags fluid build-up at home.',
      project_stage: 'prototype',
      problem_statement: 'Readmissions are missed.',
      main_goal: 'technical',
      technical_help_needed: ['data_analytics', 'ux_design'],
      ideal_deliverable: 'A risk model we can run in our EHR.',
      timeline: '1_2_months',
      budget: { value: 'other', other_text: 'Seed round' },
    };
    const c = toConversation({ source: 'questionnaire', session_id: 'q-1', state: 'completed', session: done, submission: { ...submission, form_data } });
    expect(conversationSchema.parse(c)).toEqual(c);
    expect(c.collected_info).toEqual({
      ...form_data,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      organization: 'Analytical Engines Inc',
      affiliation: 'Analytical Engines Inc',
      background: 'Clinician or healthcare innovator',
      solution_description: 'A patch that flags fluid build-up at home.',
      support_needed: 'Technical help: Data analytics, UX design; A risk model we can run in our EHR.',
      urgency: 'In 1-2 months',
      commitment_level: 'Seed round',
    });
    // Counted from the answers given, not the names added for the dashboard.
    expect(c.questions_covered).toBe(Object.keys(form_data).length);
  });

  it('reads a chat as the AI conversations list does, with its messages and the stored row', () => {
    const messages = [{ role: 'assistant' as const, content: 'Hello', timestamp: '2026-01-02T09:00:00.000Z' }];
    const row: RawConversationRow = { source: 'ai_chat', session_id: 'c-1', state: 'in_progress', chat, messages };
    const c = toConversation(row);
    expect(conversationSchema.parse(c)).toEqual(c);
    expect(c).toMatchObject({
      session_id: 'c-1',
      state: 'in_progress',
      conversation_source: 'ai_chat',
      submission_type: 'AI_CHAT',
      collected_info: chat.collected_info,
      progress_percentage: 33,
      message_count: 2,
      messages,
      started_at: '2026-01-02T09:00:00.000Z',
      updated_at: '2026-01-02T09:01:00.000Z',
      location_data: null,
      raw_data: chat,
    });
  });

  it('gives a chat the place its session was started from', () => {
    const place = { city: 'Belfast', region: 'NIR', country: 'United Kingdom', country_code: 'GB' };
    const c = toConversation({ source: 'ai_chat', session_id: 'c-1', state: 'in_progress', chat: { ...chat, location_data: place }, messages: [] });
    expect(conversationSchema.parse(c)).toEqual(c);
    expect(c.location_data).toEqual(place);
  });

  it('refuses a page row whose stored row disappeared', () => {
    expect(() => toConversation({ source: 'ai_chat', session_id: 'gone', state: 'completed', chat: null, messages: [] })).toThrow(/gone/);
    expect(() => toConversation({ source: 'questionnaire', session_id: 'gone', state: 'completed', session: null, submission: null })).toThrow(/gone/);
  });
});
