import { DEFAULT_SORT, NO_FILTERS, filterConversations, isUnfiltered, nextSort, rangeStart, sortConversations } from './conversation-filters';
import { toConversationRow } from './conversation-record';

const NOW = new Date(2025, 2, 14, 15, 30); // 14 March 2025, 15:30 local time
const daysAgo = (days: number, hours = 0) => new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();

const rows = [
  toConversationRow({
    session_id: 'a',
    state: 'completed',
    conversation_source: 'ai_chat',
    collected_info: { name: 'Ada Lovelace', email: 'ada@clinic.example', problem_statement: 'Duplicate charting on wards' },
    started_at: daysAgo(0, 1),
    updated_at: daysAgo(0, 0.5),
  }),
  toConversationRow({
    session_id: 'questionnaire_b',
    state: 'in_progress',
    collected_info: { name: 'Bob Stone', category: 'Medical devices' },
    started_at: daysAgo(5),
    updated_at: daysAgo(1),
  }),
  toConversationRow({
    session_id: 'c',
    state: 'abandoned',
    conversation_source: 'questionnaire',
    collected_info: { email: 'carol@lab.example' },
    started_at: daysAgo(20),
    updated_at: daysAgo(19),
    location_data: { city: 'Leeds', country: 'United Kingdom' },
  }),
  toConversationRow({ session_id: 'd', state: 'cancelled', conversation_source: 'ai_chat', started_at: daysAgo(60), updated_at: daysAgo(2) }),
  toConversationRow({ session_id: 'e', state: 'weird', conversation_source: 'ai_chat', started_at: daysAgo(120) }),
  toConversationRow({ session_id: 'f', state: 'done', conversation_source: 'questionnaire' }),
];
const ids = (list: { sessionId: string }[]) => list.map((row) => row.sessionId);

describe('rangeStart (§9 date ranges)', () => {
  it('is local midnight for today and 7, 30, 90 days back otherwise', () => {
    expect(rangeStart('today', NOW)).toEqual(new Date(2025, 2, 14));
    expect(NOW.getTime() - rangeStart('week', NOW).getTime()).toBe(7 * 86_400_000);
    expect(NOW.getTime() - rangeStart('month', NOW).getTime()).toBe(30 * 86_400_000);
    expect(NOW.getTime() - rangeStart('quarter', NOW).getTime()).toBe(90 * 86_400_000);
  });
});

describe('isUnfiltered', () => {
  it('is true only when no filter narrows the list', () => {
    expect(isUnfiltered(NO_FILTERS)).toBe(true);
    expect(isUnfiltered({ ...NO_FILTERS, search: '  ' })).toBe(true);
    expect(isUnfiltered({ ...NO_FILTERS, search: 'ada' })).toBe(false);
    expect(isUnfiltered({ ...NO_FILTERS, source: 'ai_chat' })).toBe(false);
    expect(isUnfiltered({ ...NO_FILTERS, status: 'unknown' })).toBe(false);
    expect(isUnfiltered({ ...NO_FILTERS, dateRange: 'today' })).toBe(false);
  });
});

describe('filterConversations', () => {
  it('keeps everything with no filter', () => {
    expect(ids(filterConversations(rows, NO_FILTERS, NOW))).toEqual(['a', 'questionnaire_b', 'c', 'd', 'e', 'f']);
  });

  it('filters by source, derived where the record does not say', () => {
    expect(ids(filterConversations(rows, { ...NO_FILTERS, source: 'questionnaire' }, NOW))).toEqual(['questionnaire_b', 'c', 'f']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, source: 'ai_chat' }, NOW))).toEqual(['a', 'd', 'e']);
  });

  it('filters by status group', () => {
    expect(ids(filterConversations(rows, { ...NO_FILTERS, status: 'completed' }, NOW))).toEqual(['a', 'f']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, status: 'active' }, NOW))).toEqual(['questionnaire_b']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, status: 'abandoned' }, NOW))).toEqual(['c']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, status: 'cancelled' }, NOW))).toEqual(['d']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, status: 'unknown' }, NOW))).toEqual(['e']);
  });

  it('filters by when the conversation started; a row without dates is in no range', () => {
    expect(ids(filterConversations(rows, { ...NO_FILTERS, dateRange: 'today' }, NOW))).toEqual(['a']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, dateRange: 'week' }, NOW))).toEqual(['a', 'questionnaire_b']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, dateRange: 'month' }, NOW))).toEqual(['a', 'questionnaire_b', 'c']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, dateRange: 'quarter' }, NOW))).toEqual(['a', 'questionnaire_b', 'c', 'd']);
  });

  it('searches the id, names, emails, texts and location, case-insensitively, every word', () => {
    expect(ids(filterConversations(rows, { ...NO_FILTERS, search: 'ADA' }, NOW))).toEqual(['a']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, search: 'charting wards' }, NOW))).toEqual(['a']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, search: 'charting leeds' }, NOW))).toEqual([]);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, search: 'leeds' }, NOW))).toEqual(['c']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, search: 'medical' }, NOW))).toEqual(['questionnaire_b']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, search: 'questionnaire_' }, NOW))).toEqual(['questionnaire_b']);
    expect(ids(filterConversations(rows, { ...NO_FILTERS, search: '   ' }, NOW))).toHaveLength(6);
  });

  it('does not match the display defaults', () => {
    expect(ids(filterConversations(rows, { ...NO_FILTERS, search: 'anonymous' }, NOW))).toEqual([]);
  });

  it('combines every filter', () => {
    expect(ids(filterConversations(rows, { search: 'a', source: 'questionnaire', status: 'abandoned', dateRange: 'month' }, NOW))).toEqual(['c']);
  });
});

describe('sortConversations', () => {
  it('sorts by last activity, newest first, by default; rows without dates last', () => {
    expect(DEFAULT_SORT).toEqual({ column: 'updated_at', direction: 'descending' });
    expect(ids(sortConversations(rows, DEFAULT_SORT))).toEqual(['a', 'questionnaire_b', 'd', 'c', 'e', 'f']);
    expect(ids(sortConversations(rows, { column: 'updated_at', direction: 'ascending' }))).toEqual(['e', 'c', 'd', 'questionnaire_b', 'a', 'f']);
  });

  it('sorts names alphabetically with the anonymous rows last in both directions', () => {
    expect(ids(sortConversations(rows, { column: 'name', direction: 'ascending' }))).toEqual(['a', 'questionnaire_b', 'c', 'd', 'e', 'f']);
    expect(ids(sortConversations(rows, { column: 'name', direction: 'descending' }))).toEqual(['questionnaire_b', 'a', 'c', 'd', 'e', 'f']);
  });

  it('sorts numbers as numbers and keeps the given order on ties', () => {
    const list = [
      toConversationRow({ session_id: 'x', message_count: 10 }),
      toConversationRow({ session_id: 'y', message_count: 9 }),
      toConversationRow({ session_id: 'z', message_count: 10 }),
    ];
    expect(ids(sortConversations(list, { column: 'messages', direction: 'ascending' }))).toEqual(['y', 'x', 'z']);
    expect(ids(sortConversations(list, { column: 'messages', direction: 'descending' }))).toEqual(['x', 'z', 'y']);
  });

  it('sorts by status, source, email, start and progress', () => {
    expect(ids(sortConversations(rows.slice(0, 4), { column: 'status', direction: 'ascending' }))).toEqual(['c', 'questionnaire_b', 'd', 'a']);
    expect(ids(sortConversations(rows.slice(0, 4), { column: 'source', direction: 'descending' }))).toEqual(['questionnaire_b', 'c', 'a', 'd']);
    expect(ids(sortConversations(rows, { column: 'email', direction: 'ascending' }))).toEqual(['a', 'c', 'questionnaire_b', 'd', 'e', 'f']);
    expect(ids(sortConversations(rows, { column: 'started_at', direction: 'descending' }))).toEqual(['a', 'questionnaire_b', 'c', 'd', 'e', 'f']);
    const progress = [
      toConversationRow({ session_id: 'p', progress_percentage: 20 }),
      toConversationRow({ session_id: 'q' }),
      toConversationRow({ session_id: 'r', progress_percentage: 90 }),
    ];
    expect(ids(sortConversations(progress, { column: 'progress', direction: 'descending' }))).toEqual(['r', 'p', 'q']);
  });

  it('leaves the input alone', () => {
    const copy = [...rows];
    sortConversations(rows, { column: 'name', direction: 'descending' });
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('flips the current column and starts a new one in its natural direction', () => {
    expect(nextSort(DEFAULT_SORT, 'updated_at')).toEqual({ column: 'updated_at', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'started_at')).toEqual({ column: 'started_at', direction: 'descending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'messages')).toEqual({ column: 'messages', direction: 'descending' });
  });
});
