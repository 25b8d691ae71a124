import { z } from 'zod';
import { RESPONSE_CHANNELS } from './response-review.schema.js';

/**
 * GET /api/admin/responses/summary?channel=…[&tag=…][&answer=field:value…] (admin, issue 35):
 * each question summarised across the channel's responses that pass the filter, like Formbricks'
 * summary view. `answered`: responses that answered it; shares are of those.
 */
const base = { field: z.string(), question: z.string(), answered: z.number().int() };

/** The five-number spread, and a histogram of up to 8 equal bins between min and max. */
export const numberSpreadSchema = z.object({
  count: z.number().int(),
  min: z.number(),
  q1: z.number(),
  median: z.number(),
  q3: z.number(),
  max: z.number(),
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
});
export type NumberSpread = z.infer<typeof numberSpreadSchema>;

export const choiceSummarySchema = z.object({
  ...base,
  kind: z.literal('choice'),
  /** Several options per response (shares may add up past 1). */
  multiple: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int(), share: z.number() })),
});
export const numberSummarySchema = z.object({ ...base, kind: z.literal('number'), unit: z.string(), spread: numberSpreadSchema.nullable() });
export const textSummarySchema = z.object({
  ...base,
  kind: z.literal('text'),
  /** The newest answers, newest first, each with the response it belongs to. */
  latest: z.array(z.object({ response_id: z.string(), text: z.string(), submitted_at: z.string() })),
  /** When every answer is a number (an amount, a count), their spread too. */
  numbers: numberSpreadSchema.nullable(),
});

export const questionSummarySchema = z.discriminatedUnion('kind', [choiceSummarySchema, numberSummarySchema, textSummarySchema]);
export type QuestionSummary = z.infer<typeof questionSummarySchema>;
export type ChoiceSummary = z.infer<typeof choiceSummarySchema>;
export type TextSummary = z.infer<typeof textSummarySchema>;

export const responseSummarySchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  /** Responses that pass the filter. */
  responses: z.number().int(),
  filter: z.object({ tag: z.string().nullable(), answers: z.array(z.object({ field: z.string(), value: z.string() })) }),
  questions: z.array(questionSummarySchema),
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

/** How many recent free-text answers a text question shows. */
export const SUMMARY_LATEST_TEXTS = 5;
