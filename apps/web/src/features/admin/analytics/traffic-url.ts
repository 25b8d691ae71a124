import { TRAFFIC_BREAKDOWNS, type TrafficBreakdown, type TrafficFilter } from '@intake/contracts';
import { PERIOD_LABELS, presetPeriod, type Period, type PeriodPreset } from './traffic-view';

/**
 * The Traffic section's state in the address (issue 35): the period, the comparison and the
 * filter of a clicked row, so a view is shared by its link, survives a reload, and the browser's
 * Back undoes a click. Pure: URLSearchParams in, URLSearchParams out.
 */

export const TRAFFIC_PARAMS = { period: 'period', from: 'from', to: 'to', compare: 'compare', filter: 'filter' } as const;

export interface TrafficUrlState {
  preset: PeriodPreset;
  /** The custom range's days (kept while another preset is shown, as the form keeps them). */
  custom: Period;
  compare: boolean;
  filter: TrafficFilter | null;
}

const DEFAULT_PRESET: Exclude<PeriodPreset, 'custom'> = '7d';
const PRESETS = Object.keys(PERIOD_LABELS) as PeriodPreset[];
/** The longest filter value the server takes. */
const MAX_FILTER = 512;

/** `<breakdown>:<value>` as the API takes it, or null when it names no breakdown. */
export function parseFilter(raw: string | null): TrafficFilter | null {
  if (!raw) return null;
  const colon = raw.indexOf(':');
  if (colon <= 0) return null;
  const breakdown = raw.slice(0, colon) as TrafficBreakdown;
  const value = raw.slice(colon + 1);
  if (!TRAFFIC_BREAKDOWNS.includes(breakdown) || value === '' || value.length > MAX_FILTER) return null;
  return { breakdown, value };
}

export const filterParam = (filter: TrafficFilter) => `${filter.breakdown}:${filter.value}`;

/** The state an address describes; anything it does not say (or says wrongly) is the default. */
export function trafficStateOf(params: URLSearchParams, now: Date, tz: string): TrafficUrlState {
  const raw = params.get(TRAFFIC_PARAMS.period) as PeriodPreset | null;
  const preset = raw && PRESETS.includes(raw) ? raw : DEFAULT_PRESET;
  const asked = { from: params.get(TRAFFIC_PARAMS.from) ?? '', to: params.get(TRAFFIC_PARAMS.to) ?? '' };
  // A custom range is kept as written, even half-typed, so the form can say what is wrong with it.
  const custom = preset === 'custom' && (asked.from !== '' || asked.to !== '') ? asked : presetPeriod(DEFAULT_PRESET, now, tz);
  return { preset, custom, compare: params.get(TRAFFIC_PARAMS.compare) !== 'none', filter: parseFilter(params.get(TRAFFIC_PARAMS.filter)) };
}

/** `params` with the state written in (defaults left out, so a plain link stays plain); other parameters kept. */
export function withTrafficState(params: URLSearchParams, state: TrafficUrlState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(TRAFFIC_PARAMS.period, state.preset === DEFAULT_PRESET ? null : state.preset);
  set(TRAFFIC_PARAMS.from, state.preset === 'custom' ? state.custom.from : null);
  set(TRAFFIC_PARAMS.to, state.preset === 'custom' ? state.custom.to : null);
  set(TRAFFIC_PARAMS.compare, state.compare ? null : 'none');
  set(TRAFFIC_PARAMS.filter, state.filter ? filterParam(state.filter) : null);
  return next;
}
