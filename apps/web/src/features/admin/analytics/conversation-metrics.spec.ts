import {
  CONVERSATION_CHART_DAYS,
  completionRate,
  conversationsByDay,
  conversationsByHour,
  hourLabel,
  sourceShares,
  dayIn,
  type ConversationTiming,
} from './conversation-metrics';

const NOW = new Date('2025-03-14T10:00:00.000Z');
const item = (started_at: string, completed_at: string | null = null, state = completed_at ? 'completed' : 'in_progress'): ConversationTiming => ({
  state,
  started_at,
  completed_at,
});

describe('completionRate (§9)', () => {
  it('is completed over total as a rounded percent, 0 for none', () => {
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(5, 5)).toBe(100);
    expect(completionRate(0, 0)).toBe(0);
  });
});

describe('conversationsByDay', () => {
  it('has 14 UTC days ending today, oldest first, zero-filled', () => {
    const days = conversationsByDay([], NOW);
    expect(days).toHaveLength(CONVERSATION_CHART_DAYS);
    expect(days[0]).toEqual({ date: '2025-03-01', started: 0, completed: 0, completionRate: null });
    expect(days[13]!.date).toBe('2025-03-14');
  });

  it('counts each conversation on the UTC day it started, and the share of those completed', () => {
    const days = conversationsByDay(
      [
        item('2025-03-14T00:00:00.000Z', '2025-03-14T00:10:00.000Z'),
        item('2025-03-14T09:59:00.000Z'),
        item('2025-03-14T05:00:00.000Z'),
        item('2025-03-13T23:59:59.999Z', '2025-03-14T08:00:00.000Z'),
        item('2025-03-01T00:00:00.000Z', null, 'completed'),
        item('2025-02-28T23:59:59.000Z', '2025-03-01T01:00:00.000Z'),
        item('not a date'),
      ],
      NOW,
    );
    const byDate = Object.fromEntries(days.map((day) => [day.date, day]));
    expect(byDate['2025-03-14']).toEqual({ date: '2025-03-14', started: 3, completed: 1, completionRate: 33 });
    expect(byDate['2025-03-13']).toEqual({ date: '2025-03-13', started: 1, completed: 1, completionRate: 100 });
    // State alone marks it complete; the one that started the day before the window is left out.
    expect(byDate['2025-03-01']).toEqual({ date: '2025-03-01', started: 1, completed: 1, completionRate: 100 });
    expect(days.reduce((sum, day) => sum + day.started, 0)).toBe(5);
  });

  it('takes another number of days', () => {
    expect(conversationsByDay([], NOW, 3).map((day) => day.date)).toEqual(['2025-03-12', '2025-03-13', '2025-03-14']);
  });

  it('ignores conversations dated in the future', () => {
    expect(conversationsByDay([item('2025-03-15T01:00:00.000Z')], NOW).every((day) => day.started === 0)).toBe(true);
  });
});

describe('conversationsByHour', () => {
  it('has hours 0 to 23 with the UTC start hour counted', () => {
    const hours = conversationsByHour([
      item('2025-03-14T00:30:00Z'),
      item('2025-03-13T23:10:00Z'),
      item('2025-03-12T23:50:00+00:00'),
      item('2025-03-12T10:00:00+02:00'),
      item('bad'),
    ]);
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(hours[0]!.total).toBe(1);
    expect(hours[23]!.total).toBe(2);
    expect(hours[8]!.total).toBe(1);
    expect(hours.reduce((sum, h) => sum + h.total, 0)).toBe(4);
  });
});

describe('sourceShares', () => {
  it('turns totals into rounded percents, most first, dropping empty ones', () => {
    expect(
      sourceShares([
        { source: 'direct', total: 1 },
        { source: 'newsletter', total: 2 },
        { source: 'google.com', total: 0 },
        { source: 'linkedin.com', total: 2 },
      ]),
    ).toEqual([
      { source: 'linkedin.com', total: 2, percent: 40 },
      { source: 'newsletter', total: 2, percent: 40 },
      { source: 'direct', total: 1, percent: 20 },
    ]);
    expect(sourceShares([])).toEqual([]);
  });
});

describe('labels', () => {
  it('writes hours and UTC days', () => {
    expect(hourLabel(7)).toBe('07:00');
    expect(hourLabel(23)).toBe('23:00');
    expect(dayIn(new Date('2025-01-31T23:59:59.999Z'))).toBe('2025-01-31');
    expect(dayIn(new Date('2025-01-31T23:59:59.999Z'), 'Asia/Tokyo')).toBe('2025-02-01');
  });
});

describe("in the admin's zone", () => {
  it('counts each conversation on its local day and hour', () => {
    // 23:30 UTC on the 13th is 08:30 on the 14th in Tokyo (UTC+9) and 19:30 on the 13th in New York (UTC-4).
    const late = { state: 'completed', started_at: '2025-03-13T23:30:00.000Z', completed_at: '2025-03-13T23:40:00.000Z' };
    const now = new Date('2025-03-14T12:00:00.000Z');
    const tokyo = conversationsByDay([late], now, 2, 'Asia/Tokyo');
    expect(tokyo.map((d) => [d.date, d.started])).toEqual([
      ['2025-03-13', 0],
      ['2025-03-14', 1],
    ]);
    expect(conversationsByDay([late], now, 2, 'America/New_York').map((d) => [d.date, d.started])).toEqual([
      ['2025-03-13', 1],
      ['2025-03-14', 0],
    ]);
    expect(conversationsByHour([late], 'Asia/Tokyo')[8]!.total).toBe(1);
    expect(conversationsByHour([late], 'America/New_York')[19]!.total).toBe(1);
    expect(conversationsByHour([late])[23]!.total).toBe(1);
  });
});
