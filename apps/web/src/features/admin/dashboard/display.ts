import type { LocationData } from '@intake/contracts';

export const NOT_SPECIFIED = 'Not specified';

/** "City, Country" from whatever parts are known. */
export function locationText(location: Partial<LocationData> | null | undefined): string {
  if (!location) return NOT_SPECIFIED;
  const parts = [
    location.city,
    location.region && location.region !== location.city ? location.region : null,
    location.country ?? location.country_code,
  ].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : NOT_SPECIFIED;
}

/** Admin spec §2: the Fields column counts the form's keys. */
export function fieldCount(formData: unknown): number {
  return formData !== null && typeof formData === 'object' && !Array.isArray(formData) ? Object.keys(formData).length : 0;
}

/** in_progress → In progress. */
export function stateLabel(state: unknown): string {
  if (typeof state !== 'string' || state.trim() === '') return 'Unknown';
  const words = state.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function percentText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${Math.round(value)}%` : '–';
}

/** Only http(s) links leave the dashboard; a stored `javascript:` link is shown as text. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Pretty JSON for the raw views, cut short so a thousand conversations do not freeze the tab. */
export const RAW_TEXT_LIMIT = 200_000;

export function rawJson(value: unknown): string {
  const text = value === undefined ? '(no body)' : (JSON.stringify(value, null, 2) ?? String(value));
  return text.length > RAW_TEXT_LIMIT ? `${text.slice(0, RAW_TEXT_LIMIT)}\n… (${text.length - RAW_TEXT_LIMIT} more characters not shown)` : text;
}
