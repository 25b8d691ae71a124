// Apart from questionnaire.schema.ts: the admin page reads these and the form page does not, so
// neither carries the other's schemas in a chunk they would share.
import { z } from 'zod';
import { locationDataSchema } from '../common/location.schema.js';

/** GET /analytics/forms, admin spec §3 "Form submission". */
export const formSubmissionListItemSchema = z.object({
  submission_id: z.string(),
  session_id: z.string(),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  location_data: locationDataSchema.nullable(),
  form_data: z.record(z.string(), z.unknown()),
  questionnaire_version: z.string(),
  submitted_at: z.string(),
});
export type FormSubmissionListItem = z.infer<typeof formSubmissionListItemSchema>;
export const formSubmissionListResponseSchema = z.object({
  success: z.literal(true),
  submissions: z.array(formSubmissionListItemSchema),
  total: z.number().int(),
});
export type FormSubmissionListResponse = z.infer<typeof formSubmissionListResponseSchema>;

/**
 * What the admin page accepts (issue 35): admin spec §7 "success, submissions", each as §3 lists a
 * form submission; the session id, questionnaire version and total we add are optional.
 */
export const formSubmissionListReplySchema = z.object({
  success: z.literal(true),
  submissions: z.array(formSubmissionListItemSchema.partial({ session_id: true, questionnaire_version: true })),
  total: z.number().int().optional(),
});
export type FormSubmissionListReplyItem = z.infer<typeof formSubmissionListReplySchema>['submissions'][number];
