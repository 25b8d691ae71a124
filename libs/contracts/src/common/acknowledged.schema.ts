import { z } from 'zod';

/** The whole answer of a call that only records something (metadata, a step reached): nothing else in it. */
export const acknowledgedSchema = z.strictObject({ success: z.literal(true) });
export type Acknowledged = z.infer<typeof acknowledgedSchema>;
