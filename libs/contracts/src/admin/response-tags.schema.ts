import { z } from 'zod';
import { RESPONSE_CHANNELS } from './response-review.schema.js';

/**
 * A tag staff put on a response (issue 35): a short label such as "promising" or "follow up",
 * lower case, letters, digits, spaces and dashes. It names a kind of response, never a person,
 * so tags are not personal data (docs/admin-workspace.md).
 */
export const RESPONSE_TAG_MAX_LENGTH = 40;
export const responseTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'a tag is letters, digits, spaces, dashes or underscores, starting with a letter or digit')
  .max(RESPONSE_TAG_MAX_LENGTH, `a tag is at most ${RESPONSE_TAG_MAX_LENGTH} characters`);

/** POST /api/admin/responses/{channel}/{id}/tags `{tag}` (admin). */
export const addResponseTagRequestSchema = z.object({ tag: responseTagSchema });

/** The answer to adding or removing a tag: the response's tags after it, `changed` false when nothing was to do. */
export const responseTagsChangedSchema = z.object({ success: z.literal(true), tags: z.array(z.string()), changed: z.boolean() });
export type ResponseTagsChanged = z.infer<typeof responseTagsChangedSchema>;

/** GET /api/admin/responses/tags?channel=… (admin): each tagged response's tags, and every tag used with its count. */
export const responseTagsListSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  responses: z.array(z.object({ response_id: z.string(), tags: z.array(z.string()) })),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type ResponseTagsList = z.infer<typeof responseTagsListSchema>;

/**
 * A list's filter by answer, as the query parameter `answer=<field>:<value>` (repeatable, all must
 * hold): `project_stage:prototype`, `main_goal:funding`. The field is the stored key or the
 * question id (`Q5:prototype`); the value is an option's value or its label, or a free-text
 * answer exactly. `tag=<tag>` keeps responses with that tag.
 */
export interface ResponseFilter {
  tag: string | null;
  answers: { field: string; value: string }[];
}
export const NO_RESPONSE_FILTER: ResponseFilter = { tag: null, answers: [] };

/** The filter as query parameters (`tag=…&answer=field:value…`), empty when it keeps everything. */
export function responseFilterQuery(filter: ResponseFilter): string {
  const params = new URLSearchParams();
  if (filter.tag) params.append('tag', filter.tag);
  for (const a of filter.answers) params.append('answer', `${a.field}:${a.value}`);
  return params.toString();
}
