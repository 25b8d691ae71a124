import type { WorkWithUsSubmitRequest } from '@intake/contracts';

/** Small, real files made in memory: the server checks bytes, so these must be the real thing. */

/** A 1×1 PNG. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A Windows executable header: must be refused whatever it is called. */
export const fakeExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

export function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

type WorkWithUsOverrides = Partial<Omit<WorkWithUsSubmitRequest, 'metadata'>> & { metadata?: Record<string, unknown> };

/** A Work With Us submission as the site's form sends it (visitor spec §7); fields and metadata overridable. */
export function workWithUsSubmission(overrides: WorkWithUsOverrides = {}) {
  const { metadata, ...fields } = overrides;
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    video_link: '',
    preferred_roles: 'Engineer / Designer',
    work_type: 'general',
    compensation: '',
    ...fields,
    metadata: {
      source: 'web_form',
      timestamp: new Date().toISOString(),
      session_duration: 42,
      form_interactions: [{ field: 'name', action: 'focus', timestamp: Date.now() }],
      submission_source: 'direct',
      device_type: 'desktop',
      ...metadata,
    },
  };
}
