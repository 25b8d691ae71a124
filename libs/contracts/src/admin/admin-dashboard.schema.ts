import { z } from 'zod';
import { locationDataSchema } from '../common/location.schema.js';

/** Admin spec §9: shown when nothing better is known. */
export const DEFAULT_STATS = { mostCommonInnovationType: 'Digital Health/AI', averageCompletionTime: '5.2 minutes' } as const;

/** GET /stats and /api/stats — admin spec §3 "Stats". completion_rate is a rounded percent. */
export const statsSchema = z.object({
  total_conversations: z.number().int(),
  completed_conversations: z.number().int(),
  active_conversations: z.number().int(),
  completion_rate: z.number().int(),
  most_common_innovation_type: z.string(),
  average_completion_time: z.string(),
});
export type Stats = z.infer<typeof statsSchema>;

export const CONVERSATION_SOURCES = ['ai_chat', 'questionnaire'] as const;
export type ConversationSource = (typeof CONVERSATION_SOURCES)[number];

/**
 * GET /conversations — admin spec §3 "Conversation or session": guide chats and questionnaire
 * sessions in one list, newest activity first.
 */
export const conversationSchema = z.object({
  session_id: z.string(),
  state: z.enum(['in_progress', 'completed', 'abandoned']),
  conversation_source: z.enum(CONVERSATION_SOURCES),
  data_source_type: z.enum(CONVERSATION_SOURCES),
  submission_type: z.enum(['AI_CHAT', 'QUESTIONNAIRE']),
  collected_info: z.record(z.string(), z.unknown()),
  extracted_info: z.record(z.string(), z.unknown()),
  preview: z.object({ name: z.string().nullable(), email: z.string().nullable(), problem: z.string().nullable() }),
  progress: z.number(),
  progress_percentage: z.number(),
  questions_covered: z.number().int(),
  message_count: z.number().int(),
  started_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  messages: z.array(z.object({ role: z.string(), content: z.string(), timestamp: z.string() })),
  location_data: locationDataSchema.nullable(),
  raw_data: z.record(z.string(), z.unknown()),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(conversationSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

/** Debug tab (admin spec §2, §7): GET /api/debug/database-direct. */
export const debugDatabaseDirectResponseSchema = z.object({
  success: z.boolean(),
  connected: z.boolean(),
  database: z.string().nullable(),
  /** Rows per read-model table, plus the event log. */
  tables: z.record(z.string(), z.number().int()),
  detail: z.string().optional(),
});
export type DebugDatabaseDirectResponse = z.infer<typeof debugDatabaseDirectResponseSchema>;

/** GET /api/debug/test-data-flow: every stored conversation run through the list formatter. */
export const debugTestDataFlowResponseSchema = z.object({
  success: z.boolean(),
  raw_count: z.number().int(),
  formatted_count: z.number().int(),
  formatting_errors: z.array(z.object({ session_id: z.string(), error: z.string() })),
  sample: z.array(conversationSchema),
});
export type DebugTestDataFlowResponse = z.infer<typeof debugTestDataFlowResponseSchema>;

/** GET /api/debug/create-test-data: one labelled demo conversation, made through the real commands. */
export const debugCreateTestDataResponseSchema = z.object({
  success: z.literal(true),
  session_id: z.string(),
  message: z.string(),
});
export type DebugCreateTestDataResponse = z.infer<typeof debugCreateTestDataResponseSchema>;
