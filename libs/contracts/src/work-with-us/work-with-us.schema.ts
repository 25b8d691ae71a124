import { z } from 'zod';
import { locationDataSchema } from '../common/location.schema.js';
import { SELF_DESCRIPTION_OPTIONS } from './work-with-us.constants.js';

const formInteraction = z.object({
  field: z.string().max(100),
  action: z.string().max(50),
  timestamp: z.union([z.string().max(64), z.number()]),
  value: z.unknown().optional(),
});

const text = (max: number) => z.string().max(max).nullable();

/**
 * Visitor spec §3 "Work Us session metadata", sent inside the payload's metadata. Its form
 * interactions are the payload's `form_interactions`, sent once, not twice. Everything the browser
 * may not know is nullable; lengths are bounded because it is the visitor's browser that says it.
 */
export const workUsSessionMetadataSchema = z
  .object({
    session_id: text(100),
    start_time: z.string().max(64),
    end_time: z.string().max(64),
    submission_type: z.literal('work-with-us'),
    user_agent: text(512),
    timezone: text(64),
    language: text(64),
    locale: text(64),
    device_type: z.enum(['mobile', 'tablet', 'desktop']),
    screen_resolution: text(32),
    viewport_size: text(32),
    browser: z.object({ name: text(64), version: text(64) }),
    os: z.object({ name: text(64), version: text(64) }),
    page_load_time_ms: z
      .number()
      .nonnegative()
      .max(24 * 3600 * 1000)
      .nullable(),
    connection_type: text(32),
    referral_source: z.enum(['referral', 'direct']),
    referral_page: text(2000),
    total_session_duration: z
      .number()
      .nonnegative()
      .max(10 * 24 * 3600),
  })
  .strip();
export type WorkUsSessionMetadata = z.infer<typeof workUsSessionMetadataSchema>;

export const workWithUsMetadataSchema = z
  .object({
    source: z.string().max(50).default('web_form'),
    timestamp: z.string().max(64).optional(),
    session_duration: z
      .number()
      .nonnegative()
      .max(10 * 24 * 3600)
      .optional(),
    form_interactions: z.union([z.number().int().nonnegative(), z.array(formInteraction).max(1000)]).optional(),
    submission_source: z.enum(['referral', 'direct']).optional(),
    device_type: z.enum(['mobile', 'tablet', 'desktop']).default('desktop'),
    additional_notes: z.string().max(5000).default(''),
    session_metadata: workUsSessionMetadataSchema.optional(),
  })
  .strip();

/** POST /api/work-with-us/submit — visitor spec §3 "Work With Us submission payload". */
export const workWithUsSubmitRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().min(1, 'Email is required').max(320).pipe(z.email('Please enter a valid email address')),
  video_link: z.string().trim().max(2000).default(''),
  preferred_roles: z.enum(SELF_DESCRIPTION_OPTIONS, {
    error: () => `preferred_roles must be one of: ${SELF_DESCRIPTION_OPTIONS.join('; ')}`,
  }),
  work_type: z.string().trim().max(100).default('general'),
  compensation: z.string().trim().max(200).default(''),
  metadata: workWithUsMetadataSchema.default({ source: 'web_form', device_type: 'desktop', additional_notes: '' }),
});
export type WorkWithUsSubmitRequest = z.input<typeof workWithUsSubmitRequestSchema>;
export type WorkWithUsSubmission = z.output<typeof workWithUsSubmitRequestSchema>;

export const workWithUsSubmitResponseSchema = z.object({
  success: z.literal(true),
  submission_id: z.string(),
  message: z.string(),
});
export type WorkWithUsSubmitResponse = z.infer<typeof workWithUsSubmitResponseSchema>;

export const workWithUsUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  file_id: z.string(),
  filename: z.string(),
  file_type: z.string(),
  size: z.number(),
});
export type WorkWithUsUploadResponse = z.infer<typeof workWithUsUploadResponseSchema>;

export const adminNotificationResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  message: z.string().optional(),
});
export type AdminNotificationResponse = z.infer<typeof adminNotificationResponseSchema>;

/** GET /analytics/work-with-us — admin spec §3 "Work-with-us submission". */
export const uploadedFileSchema = z.object({
  file_id: z.string(),
  filename: z.string(),
  file_type: z.string(),
  content_type: z.string(),
  size: z.number(),
  public_url: z.string(),
});
export const workWithUsListItemSchema = z.object({
  submission_id: z.string(),
  name: z.string(),
  email: z.string(),
  video_link: z.string(),
  preferred_roles: z.string(),
  work_type: z.string(),
  additional_notes: z.string(),
  location_data: locationDataSchema.nullable(),
  uploaded_files: z.array(uploadedFileSchema),
  admin_notified: z.boolean(),
  submitted_at: z.string(),
});
export type WorkWithUsListItem = z.infer<typeof workWithUsListItemSchema>;
export const workWithUsListResponseSchema = z.object({
  success: z.literal(true),
  submissions: z.array(workWithUsListItemSchema),
  total: z.number().int(),
});
export type WorkWithUsListResponse = z.infer<typeof workWithUsListResponseSchema>;

/**
 * What the admin page accepts (issue 35): admin spec §7 "success, submissions", each as §3 lists a
 * submission. Our extras are optional (the notes read as none, a file's type and size unknown).
 */
export const workWithUsListReplySchema = z.object({
  success: z.literal(true),
  submissions: z.array(
    workWithUsListItemSchema.extend({
      additional_notes: z.string().default(''),
      admin_notified: z.boolean().optional(),
      uploaded_files: z.array(uploadedFileSchema.partial({ content_type: true, size: true })),
    }),
  ),
  total: z.number().int().optional(),
});
export type WorkWithUsListReplyItem = z.infer<typeof workWithUsListReplySchema>['submissions'][number];

export const downloadResponseSchema = z.object({ success: z.literal(true), download_url: z.string(), expires_at: z.string() });
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;
/** Admin spec §7: "success, download_url". */
export const downloadReplySchema = downloadResponseSchema.partial({ expires_at: true });
