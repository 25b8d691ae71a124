import type { WorkWithUsSubmitRequest } from '@intake/contracts';
import { isSelfDescription } from './form-validation.js';
import { buildSessionMetadata, sessionSeconds } from './session-metadata.js';
import type { WorkWithUsContext } from './work-with-us.types.js';

/**
 * The POST /api/work-with-us/submit body (visitor spec §3). Only called once the fields are
 * valid, so a missing self-description here is a programming error.
 */
export function buildSubmissionPayload(context: WorkWithUsContext, now: number = context.clock()): WorkWithUsSubmitRequest {
  const { fields } = context;
  if (!isSelfDescription(fields.selfDescription)) {
    throw new Error('buildSubmissionPayload needs a valid self-description');
  }
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    video_link: '',
    preferred_roles: fields.selfDescription,
    work_type: 'general',
    compensation: '',
    metadata: {
      source: 'web_form',
      timestamp: new Date(now).toISOString(),
      session_duration: sessionSeconds(context, now),
      form_interactions: context.interactions.map((i) => ({ ...i })),
      submission_source: context.submissionSource,
      device_type: context.deviceType,
      additional_notes: fields.notes.trim(),
      session_metadata: buildSessionMetadata(context, now),
    },
  };
}
