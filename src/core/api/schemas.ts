import { z } from 'zod';
import { ANALYSIS_DEPTHS, EXPORT_FORMATS } from '../settings';
import { MAX_CONVERSATION_CHARACTERS } from '../plans';

/**
 * Request bodies of the product API (spec sections 3 and 7), validated on the server and used by
 * the web client's types. One definition, so both sides agree.
 */
export const MAX_MESSAGES_PER_ANALYSIS = 5_000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_GOAL_LENGTH = 2_000;
export const MAX_PROJECT_CONTEXT_LENGTH = 10_000;

export const PLATFORMS = ['claude', 'chatgpt', 'gemini', 'deepseek', 'other'] as const;
const platformSchema = z.preprocess((v) => (v === 'auto' || v === undefined || v === null ? 'other' : v), z.enum(PLATFORMS));

/** PostgreSQL text cannot hold NUL; pasted text sometimes does. It carries no meaning: drop it. */
const withoutNul = (s: string) => (s.includes('\u0000') ? s.split('\u0000').join('') : s);

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v && v.trim() ? withoutNul(v.trim()) : null));

export const analysisMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .max(MAX_CONVERSATION_CHARACTERS)
    .transform(withoutNul)
    .refine((s) => s.trim().length > 0, 'A message cannot be empty'),
  index: z.number().int().min(0).optional(),
  timestamp: z.string().max(64).nullish(),
});

export const analysisRequestSchema = z.object({
  conversation: z.object({
    messages: z.array(analysisMessageSchema).min(1, 'No messages to analyze').max(MAX_MESSAGES_PER_ANALYSIS),
    platform: platformSchema,
  }),
  metadata: z
    .object({
      sessionGoal: optionalText(MAX_GOAL_LENGTH),
      projectContext: optionalText(MAX_PROJECT_CONTEXT_LENGTH),
      hasRetryEditFormat: z.boolean().optional(),
      messageCount: z.number().int().min(0).optional(),
      parsingMethod: z.string().max(64).optional(),
      timestamp: z.string().max(64).optional(),
      parsingSource: z.string().max(64).optional(),
      originalMessageCount: z.number().int().min(0).optional(),
      format: z.string().max(64).optional(),
      title: optionalText(MAX_TITLE_LENGTH),
    })
    .default({ sessionGoal: null, projectContext: null, title: null }),
  options: z
    .object({
      useClaudeAnalysis: z.boolean().optional(),
      analysisDepth: z.enum(ANALYSIS_DEPTHS).optional(),
      enablePatternDetection: z.boolean().optional(),
      generateSuggestions: z.boolean().optional(),
    })
    .default({}),
});
export type AnalysisRequest = z.input<typeof analysisRequestSchema>;
export type ParsedAnalysisRequest = z.output<typeof analysisRequestSchema>;

export const quickAnalysisSchema = z.object({
  message: z.string().min(1, 'Write a message to score').max(MAX_CONVERSATION_CHARACTERS),
  context: z
    .object({
      previousMessages: z.array(analysisMessageSchema.pick({ role: true, content: true })).max(MAX_MESSAGES_PER_ANALYSIS).optional(),
      sessionGoal: optionalText(MAX_GOAL_LENGTH),
      projectContext: optionalText(MAX_PROJECT_CONTEXT_LENGTH),
    })
    .default({ sessionGoal: null, projectContext: null }),
});

export const enhancedParseSchema = z.object({
  text: z.string().min(1, 'Please paste your conversation first'),
  options: z.object({ forceHaiku: z.boolean().optional(), expectedPlatform: z.enum(['auto', 'claude', 'chatgpt', 'other']).optional() }).default({}),
  metadata: z.object({ timestamp: z.string().optional(), source: z.string().optional(), version: z.string().optional() }).default({}),
});

export const sessionUpdateSchema = z
  .object({
    // A title is typed, not pasted: a NUL in it is a broken client, told so instead of silently edited.
    title: z
      .string()
      .trim()
      .min(1, 'A title cannot be empty')
      .max(MAX_TITLE_LENGTH)
      .refine((s) => !s.includes('\u0000'), 'A title cannot contain NUL characters')
      .optional(),
    sessionGoal: optionalText(MAX_GOAL_LENGTH).optional(),
    projectContext: optionalText(MAX_PROJECT_CONTEXT_LENGTH).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update: send title, sessionGoal or projectContext');

export const listSessionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const analyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});

export const EXPORT_QUERY_FORMATS = [...EXPORT_FORMATS, 'md'] as const;
export const exportQuerySchema = z.object({
  format: z
    .enum(EXPORT_QUERY_FORMATS)
    .default('json')
    .transform((f) => (f === 'md' ? 'markdown' : f)),
});
