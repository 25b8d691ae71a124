import { GUIDE_TEXT } from '@intake/contracts';
import { asksForEmail, asksToProceed, completesConversation, isNearlyComplete, readChatReply } from './chat-reply.js';
import { looksBinary, messageDisplay } from './message-display.js';

describe('reading chat replies', () => {
  it('takes the progress from whichever field the backend sends', () => {
    expect(readChatReply({ progress: { progress_percentage: 40 } }).percent).toBe(40);
    expect(readChatReply({ completion_percentage: 55 }).percent).toBe(55);
    expect(readChatReply({ questionnaire_status: { progress_percent: 70 } }).percent).toBe(70);
    expect(readChatReply({ state: { progress: { problem: true, solution: true, needs: false } } }).percent).toBe(67);
    expect(readChatReply({ progress: 150 }).percent).toBe(100);
    expect(readChatReply('not an object')).toMatchObject({ percent: null, response: null, stage: null, isComplete: null });
  });

  it('reads the guide state', () => {
    const r = readChatReply({ state: { conv_stage: 'wrapping_up', should_wrap_up: true, engine: { fallback: { reason: 'timeout' } } } });
    expect(r).toMatchObject({ stage: 'wrapping_up', shouldWrapUp: true, engineFallback: true });
    expect(readChatReply({ state: { conv_stage: 'bogus' } }).stage).toBeNull();
  });

  it('reads what was collected, by the legacy/admin names, for the completion email', () => {
    expect(readChatReply({ extracted_info: { email: 'ada@x.org', full_name: 'Ada', empty: ' ', n: 3 } }).collected).toEqual({
      email: 'ada@x.org',
      full_name: 'Ada',
    });
    // A restored guide session's record names its values as the guide does.
    expect(readChatReply({ questionnaire_data: { title: 'VoiceChart', problem: 'Charting twice' } }).collected).toEqual({
      project_title: 'VoiceChart',
      problem_statement: 'Charting twice',
    });
    expect(readChatReply({ response: 'hi' }).collected).toBeNull();
  });

  it('decides completion as visitor spec §4 step 4 says', () => {
    expect(completesConversation(readChatReply({ is_complete: true }))).toBe(true);
    expect(completesConversation(readChatReply({ questionnaire_status: { conversation_completed: true } }))).toBe(true);
    expect(completesConversation(readChatReply({ completion_percentage: 100 }))).toBe(true);
    expect(completesConversation(readChatReply({ completion_percentage: 100, is_complete: false }))).toBe(false);
    expect(completesConversation(readChatReply({ completion_percentage: 99 }))).toBe(false);
  });

  it('spots the questions that bring up the quick buttons and the email box', () => {
    expect(asksToProceed('Shall I send it — Do you agree to proceed?')).toBe(true);
    expect(asksToProceed('Shall I send it?')).toBe(false);
    expect(asksForEmail(GUIDE_TEXT.contactRequest)).toBe(true);
    expect(asksForEmail(GUIDE_TEXT.contactReminder)).toBe(true);
    expect(asksForEmail('What is the problem?')).toBe(false);
  });

  it("is 'Nearly complete!' from 90%", () => {
    expect(isNearlyComplete(89)).toBe(false);
    expect(isNearlyComplete(90)).toBe(true);
  });
});

describe('message display', () => {
  it('truncates over 1800 characters', () => {
    expect(messageDisplay('a'.repeat(1800))).toEqual({ truncatable: false, binary: false, preview: 'a'.repeat(1800) });
    const long = messageDisplay('word '.repeat(400));
    expect(long.truncatable).toBe(true);
    expect(long.preview.length).toBeLessThanOrEqual(1801);
    expect(long.preview.endsWith('…')).toBe(true);
  });

  it('truncates binary-looking or mostly non-printable text, and hides its control characters', () => {
    const pdf = '%PDF-1.7\u0000\u0001\u0002stream';
    expect(looksBinary(pdf)).toBe(true);
    expect(looksBinary('\u0007\u0008\u000E\u000F ok')).toBe(true);
    expect(looksBinary('Plain text with\ttabs and\nlines')).toBe(false);
    const d = messageDisplay(pdf);
    expect(d).toMatchObject({ truncatable: true, binary: true });
    expect(d.preview).not.toMatch(/[\u0000-\u0008]/);
  });
});
