import { z } from 'zod';

/** Every 4xx/5xx body: `detail` is what the client shows. */
export const errorBodySchema = z.object({
  detail: z.string(),
  status: z.number().int(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
