import { toConversationRow } from './conversation-record';
import { CONVERSATION_CSV_HEADER, conversationsCsv, csvField, csvFileName, toCsv } from './conversations-csv';
import { parse as parseCsv } from 'csv-parse/sync';

describe('csvField (§5 and RFC 4180)', () => {
  it('leaves plain values alone and writes null as empty', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });

  it('wraps values with commas in quotes', () => {
    expect(csvField('Leeds, United Kingdom')).toBe('"Leeds, United Kingdom"');
  });

  it('doubles inner quotes and quotes values with quotes or line breaks', () => {
    expect(csvField('the "best" idea')).toBe('"the ""best"" idea"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-2)).toBe('-2');
  });
});

describe('toCsv', () => {
  it('ends every record with CRLF and reads back to the same cells', () => {
    const cells = [
      ['a,b', 'say "hi"', 'multi\nline'],
      ['', 'x', 'y'],
    ];
    const text = toCsv(['one', 'two', 'three'], cells);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('one,two,three');
    expect(parseCsv(text)).toEqual([['one', 'two', 'three'], ...cells]);
  });
});

describe('conversationsCsv', () => {
  it('writes one record per row under the header, with the display defaults', () => {
    const rows = [
      toConversationRow({
        session_id: 'chat-1',
        state: 'completed',
        conversation_source: 'ai_chat',
        collected_info: {
          name: 'Lovelace, Ada',
          email: 'ada@clinic.example',
          problem_statement: 'Nurses say "chart twice"\non every shift',
          category: 'Digital Health/AI',
        },
        progress_percentage: 100,
        message_count: 8,
        started_at: '2025-03-01T09:00:00.000Z',
        updated_at: '2025-03-01T09:20:00.000Z',
        completed_at: '2025-03-01T09:20:00.000Z',
        location_data: { city: 'Leeds', country: 'United Kingdom' },
      }),
      toConversationRow({ session_id: 'questionnaire_2' }),
    ];
    const parsed = parseCsv(conversationsCsv(rows));
    expect(parsed[0]).toEqual([...CONVERSATION_CSV_HEADER]);
    expect(parsed).toHaveLength(3);
    const first = Object.fromEntries(CONVERSATION_CSV_HEADER.map((name, i) => [name, parsed[1]![i]]));
    expect(first).toEqual({
      'Session ID': 'chat-1',
      Name: 'Lovelace, Ada',
      Email: 'ada@clinic.example',
      Source: 'AI chat',
      Status: 'Completed',
      'Progress (%)': '100',
      Messages: '8',
      'Problem Statement': 'Nurses say "chart twice"\non every shift',
      'Solution Description': 'No solution',
      Category: 'Digital Health/AI',
      'Project Stage': 'Not specified',
      'Support Needed': 'Not specified',
      Urgency: 'Not specified',
      Background: 'Not specified',
      Affiliation: 'Not specified',
      'Commitment Level': 'Not specified',
      Location: 'Leeds, United Kingdom',
      Started: '2025-03-01T09:00:00.000Z',
      Updated: '2025-03-01T09:20:00.000Z',
      Completed: '2025-03-01T09:20:00.000Z',
    });
    expect(parsed[2]!.slice(0, 7)).toEqual(['questionnaire_2', 'Anonymous', 'No email', 'Questionnaire', 'Active', '', '0']);
    // The raw text quotes the comma'd name, as §5 asks.
    expect(conversationsCsv(rows)).toContain('chat-1,"Lovelace, Ada",ada@clinic.example');
  });

  it('is only the header for no rows', () => {
    expect(parseCsv(conversationsCsv([]))).toEqual([[...CONVERSATION_CSV_HEADER]]);
  });
});

describe('csvFileName', () => {
  it('carries the local date', () => {
    expect(csvFileName(new Date(2025, 0, 5, 23, 59))).toBe('conversations-2025-01-05.csv');
  });
});
