import { z } from 'zod';

export const locationDataSchema = z.object({
  city: z.string().nullable(),
  region: z.string().nullable().optional(),
  country: z.string().nullable(),
  country_code: z.string().nullable().optional(),
});
export type LocationData = z.infer<typeof locationDataSchema>;
