import {
  countryOptions,
  filterByCountry,
  locationLabel,
  normaliseCountry,
  overviewFromSessions,
  sessionsByCountry,
  sessionsByHour,
  topCountries,
  topIps,
  topLocations,
  visitorTiles,
  type VisitorSession,
} from './visitor-metrics';

let n = 0;
const session = (part: Partial<VisitorSession>): VisitorSession => ({
  session_id: `s${++n}`,
  ip: null,
  city: null,
  region: null,
  country_code: null,
  first_seen: '2025-03-14T10:00:00.000Z',
  pageviews: 1,
  ...part,
});

const sessions: VisitorSession[] = [
  session({ ip: '1.1.1.1', city: 'Leeds', region: 'England', country_code: 'GB', first_seen: '2025-03-14T09:10:00Z', pageviews: 3 }),
  session({ ip: '1.1.1.1', city: 'Leeds', region: 'England', country_code: 'GB', first_seen: '2025-03-13T09:40:00Z', pageviews: 2 }),
  session({ ip: '1.1.1.1', city: 'Leeds', region: 'England', country_code: 'gb', first_seen: '2025-03-12T14:00:00Z', pageviews: 1 }),
  session({ ip: '2.2.2.2', city: 'Paris', region: 'Île-de-France', country_code: 'FR', first_seen: '2025-03-12T09:00:00Z', pageviews: 4 }),
  session({ ip: '3.3.3.3', city: 'Berlin', region: 'Berlin', country_code: 'DE', first_seen: '2025-03-11T14:30:00Z', pageviews: 1 }),
  session({ ip: '3.3.3.3', city: 'Berlin', region: 'Berlin', country_code: 'DE', first_seen: '2025-03-11T20:30:00Z', pageviews: 1 }),
  session({ ip: null, country_code: null, first_seen: '2025-03-11T14:45:00Z', pageviews: 5 }),
  session({ ip: '', country_code: 'ZZZ', first_seen: 'not a date', pageviews: 0 }),
];

describe('visitorTiles', () => {
  it('counts page views, visitors by IP, returning visitors, countries, the peak hour and the single-visit share', () => {
    expect(visitorTiles(sessions)).toEqual({
      pageviews: 17,
      // 1.1.1.1, 2.2.2.2, 3.3.3.3 and the two sessions without an IP.
      uniqueVisitors: 5,
      returningVisitors: 2,
      countries: 3,
      // 09:xx has three sessions, 14:xx three as well: the earlier hour wins the tie.
      peakHour: 9,
      // 2.2.2.2 and the two IP-less sessions were seen once: 3 of 5.
      singleVisitPercent: 60,
    });
  });

  it('is all zero and unknown without sessions', () => {
    expect(visitorTiles([])).toEqual({ pageviews: 0, uniqueVisitors: 0, returningVisitors: 0, countries: 0, peakHour: null, singleVisitPercent: null });
  });

  it('reads 100 % single visits when nobody came back', () => {
    expect(visitorTiles([session({ ip: 'a' }), session({ ip: 'b' })]).singleVisitPercent).toBe(100);
    expect(visitorTiles([session({ ip: 'a' }), session({ ip: 'a' })]).singleVisitPercent).toBe(0);
  });
});

describe('sessionsByHour', () => {
  it('has hours 0 to 23 with each session in the UTC hour it began', () => {
    const hours = sessionsByHour(sessions);
    expect(hours).toHaveLength(24);
    expect(hours[9]).toEqual({ hour: 9, sessions: 3 });
    expect(hours[14]).toEqual({ hour: 14, sessions: 3 });
    expect(hours[20]).toEqual({ hour: 20, sessions: 1 });
    expect(hours.reduce((sum, h) => sum + h.sessions, 0)).toBe(7);
  });
});

describe('country filter', () => {
  it('offers every valid country code once, upper-cased, in order', () => {
    expect(countryOptions(sessions)).toEqual(['DE', 'FR', 'GB']);
  });

  it('keeps the sessions of the chosen country, whatever the case it was stored in', () => {
    expect(filterByCountry(sessions, 'GB')).toHaveLength(3);
    expect(filterByCountry(sessions, 'all')).toHaveLength(sessions.length);
    expect(filterByCountry(sessions, 'US')).toEqual([]);
  });

  it('normalises codes and rejects anything that is not two letters', () => {
    expect(normaliseCountry(' gb ')).toBe('GB');
    expect(normaliseCountry('ZZZ')).toBeNull();
    expect(normaliseCountry('')).toBeNull();
    expect(normaliseCountry(null)).toBeNull();
  });
});

describe('top lists', () => {
  it('lists locations by sessions, most first, ties by name, up to 10', () => {
    expect(topLocations(sessions)).toEqual([
      { location: 'Leeds, England, GB', sessions: 3 },
      { location: 'Berlin, DE', sessions: 2 },
      { location: 'Unknown location', sessions: 2 },
      { location: 'Paris, Île-de-France, FR', sessions: 1 },
    ]);
    const many = Array.from({ length: 15 }, (_, i) => session({ city: `City ${String(i).padStart(2, '0')}` }));
    expect(topLocations(many)).toHaveLength(10);
    expect(topLocations(many, 3).map((l) => l.location)).toEqual(['City 00', 'City 01', 'City 02']);
  });

  it('lists IP addresses with their session counts, leaving out sessions without one', () => {
    expect(topIps(sessions)).toEqual([
      { ip: '1.1.1.1', sessions: 3, location: 'Leeds, England, GB' },
      { ip: '3.3.3.3', sessions: 2, location: 'Berlin, DE' },
      { ip: '2.2.2.2', sessions: 1, location: 'Paris, Île-de-France, FR' },
    ]);
    expect(topIps(Array.from({ length: 12 }, (_, i) => session({ ip: `10.0.0.${i}` })))).toHaveLength(10);
  });

  it('lists 5 countries with their share of the located sessions', () => {
    expect(topCountries(sessions)).toEqual([
      { country: 'GB', sessions: 3, percent: 50 },
      { country: 'DE', sessions: 2, percent: 33 },
      { country: 'FR', sessions: 1, percent: 17 },
    ]);
    const many = ['AA', 'BB', 'CC', 'DD', 'EE', 'FF', 'GG'].map((code) => session({ country_code: code }));
    expect(topCountries(many)).toHaveLength(5);
    expect(sessionsByCountry(sessions)).toEqual(
      new Map([
        ['GB', 3],
        ['FR', 1],
        ['DE', 2],
      ]),
    );
  });
});

describe('locationLabel', () => {
  it('joins the known parts once each', () => {
    expect(locationLabel({ city: 'Berlin', region: 'Berlin', country_code: 'de' })).toBe('Berlin, DE');
    expect(locationLabel({ city: ' ', region: null, country_code: 'US' })).toBe('US');
    expect(locationLabel({ city: null, region: null, country_code: null })).toBe('Unknown location');
  });
});

describe('overviewFromSessions (a backend without our overview, issue 35)', () => {
  const specSession = (part: Partial<VisitorSession>): VisitorSession => {
    const { session_id: _id, pageviews: _views, ...rest } = session(part);
    return rest;
  };

  it('counts the listed sessions as the panel shows them, each with at least one page view', () => {
    const listed = [
      specSession({ ip: '1.1.1.1', city: 'Leeds', region: 'England', country_code: 'GB', first_seen: '2025-03-14T09:10:00Z' }),
      specSession({ ip: '1.1.1.1', city: 'Leeds', region: 'England', country_code: 'GB', first_seen: '2025-03-13T09:40:00Z' }),
      specSession({ ip: null, country_code: 'US', first_seen: '2025-03-14T18:00:00Z' }),
      specSession({ ip: null, country_code: 'US', first_seen: '2025-03-14T18:30:00Z' }),
    ];
    const all = overviewFromSessions(listed, 'all');
    expect(all).toMatchObject({
      country: 'all',
      pageviews: 4,
      sessions: 4,
      unique_visitors: 3,
      returning_visitors: 1,
      countries: 2,
      peak_hour: 9,
      time_zone: 'UTC',
      from: '2025-03-13T09:40:00.000Z',
      top_ips: [{ ip: '1.1.1.1', sessions: 2, location: 'Leeds, England, GB' }],
      country_sessions: [
        { country: 'GB', sessions: 2 },
        { country: 'US', sessions: 2 },
      ],
    });
    expect(all.hourly[18]).toEqual({ hour: 18, sessions: 2, pageviews: 2 });
    expect(overviewFromSessions(listed, 'US')).toMatchObject({ sessions: 2, unique_visitors: 2, country_sessions: all.country_sessions });
  });

  it('is empty for an empty list', () => {
    expect(overviewFromSessions([], 'all')).toMatchObject({ pageviews: 0, sessions: 0, peak_hour: null, from: '' });
  });
});
