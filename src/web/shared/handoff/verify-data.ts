/**
 * Verify data (spec section 3): what Parse & Verify hands to the verify screen through session
 * storage, how it is read back (missing vs unreadable), and the analysis request built from it.
 */
import { z } from 'zod';
import type { AnalysisRequest } from '../../../core/api/schemas';
import type { ParseDetection, ParsedMessage, Platform, PlatformChoice } from '../../../core/conversation/types';

export const VERIFY_DATA_KEY = 'kibitz.verifyData.v1';

/** Where the messages came from: split in the browser, or by the server's enhanced-parse endpoint (its local parser, or the AI model's checked split). */
export type ParsingMethod = 'local' | 'server-local' | 'server-ai';
export type ParsingSource = 'paste' | 'upload';

const roleSchema = z.enum(['user', 'assistant']);
const messageSchema = z.object({ role: roleSchema, content: z.string(), index: z.number().int().min(0), editable: z.boolean().default(true) });
const platformSchema = z.enum(['claude', 'chatgpt', 'gemini', 'deepseek', 'other']);

const detectionSchema = z.object({
  format: z.enum(['unlabeled', 'claude_edit_retry', 'standard_labeled', 'mixed_format', 'technical']),
  platform: platformSchema,
  confidence: z.number().min(0).max(1),
  messageCount: z.number().int().min(0),
  detectionMethod: z.string(),
  parser: z.string(),
  patterns: z.array(z.string()),
  issues: z.array(z.string()),
  suggestions: z.array(z.string()),
  // Drafts stored before the parser reported its guesses have no list: nothing was said, so empty.
  uncertainties: z.array(z.string()).default([]),
  branches: z.object({ editedPrompts: z.number().int().min(0), regeneratedAnswers: z.number().int().min(0) }).optional(),
});

const editRetrySchema = z.object({
  isEditRetry: z.boolean(),
  finalMessagePairs: z.number().int().min(0),
  editCount: z.number().int().min(0),
  retryCount: z.number().int().min(0),
  confidence: z.number(),
  detectionMethod: z.string(),
  conversationFlow: z.string(),
});

export const verifyDataSchema = z.object({
  conversationText: z.string(),
  platform: z.enum(['auto', 'claude', 'chatgpt', 'other']),
  sessionGoal: z.string(),
  hasRetryEditFormat: z.boolean(),
  messageCount: z.number().int().min(0),
  enableAIAnalysis: z.boolean(),
  parsedMessages: z.array(messageSchema),
  parsingMethod: z.enum(['local', 'server-local', 'server-ai']),
  formatDetection: detectionSchema,
  editRetryDetails: editRetrySchema,
  timestamp: z.string(),
  debugInfo: z.object({
    textLength: z.number(),
    parseMs: z.number().nullable(),
    parsingSource: z.enum(['paste', 'upload']),
    fileName: z.string().nullable(),
    ruleFormat: z.string(),
    ruleConfidence: z.number(),
    ruleMessageCount: z.number(),
  }),
  /** Typed on the verify screen; kept so a reload does not lose it. */
  projectContext: z.string().default(''),
  /** The person's edits on the verify screen so far (Session Info), kept like the edited messages. */
  personEdits: z.number().int().min(0).default(0),
});

export type VerifyData = z.output<typeof verifyDataSchema>;
export type FormatDetectionData = VerifyData['formatDetection'];

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export interface BuildVerifyDataInput {
  text: string;
  platform: PlatformChoice;
  goal: string;
  enableAIAnalysis: boolean;
  messages: ParsedMessage[];
  detection: ParseDetection;
  parsingMethod: ParsingMethod;
  parsingSource: ParsingSource;
  fileName: string | null;
  parseMs: number | null;
  now?: Date;
}

export function buildVerifyData(input: BuildVerifyDataInput): VerifyData {
  const { detection } = input;
  const { editRetry, rule } = detection;
  return {
    conversationText: input.text,
    platform: input.platform,
    sessionGoal: input.goal.trim(),
    hasRetryEditFormat: editRetry.isEditRetry || detection.format === 'claude_edit_retry',
    messageCount: input.messages.length,
    enableAIAnalysis: input.enableAIAnalysis,
    parsedMessages: input.messages.map((m, index) => ({ role: m.role, content: m.content, index, editable: true })),
    parsingMethod: input.parsingMethod,
    formatDetection: {
      format: detection.format,
      platform: detection.platform,
      confidence: detection.confidence,
      messageCount: detection.messageCount,
      detectionMethod: detection.detectionMethod,
      parser: detection.parser,
      patterns: [...detection.patterns],
      issues: [...detection.issues],
      suggestions: [...detection.suggestions],
      uncertainties: [...(detection.uncertainties ?? [])],
      ...(detection.branches ? { branches: { ...detection.branches } } : {}),
    },
    editRetryDetails: {
      isEditRetry: editRetry.isEditRetry,
      finalMessagePairs: editRetry.finalMessagePairs,
      editCount: editRetry.editCount,
      retryCount: editRetry.retryCount,
      confidence: editRetry.confidence,
      detectionMethod: editRetry.detectionMethod,
      conversationFlow: editRetry.conversationFlow,
    },
    timestamp: (input.now ?? new Date()).toISOString(),
    debugInfo: {
      textLength: input.text.length,
      parseMs: input.parseMs === null ? null : Math.round(input.parseMs),
      parsingSource: input.parsingSource,
      fileName: input.fileName,
      ruleFormat: rule.format,
      ruleConfidence: rule.confidence,
      ruleMessageCount: rule.messageCount,
    },
    projectContext: '',
    personEdits: 0,
  };
}

/** Stores the verify data; false when the browser refused (private mode quota, for example). */
export function saveVerifyData(data: VerifyData, store: Storage | null = session()): boolean {
  if (!store) return false;
  try {
    store.setItem(VERIFY_DATA_KEY, JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

export type LoadedVerifyData = { status: 'missing' } | { status: 'invalid' } | { status: 'ok'; data: VerifyData };

/** Reads the verify data: missing ('No conversation data found') or unreadable ('Failed to load conversation data'). */
export function loadVerifyData(store: Storage | null = session()): LoadedVerifyData {
  let raw: string | null;
  try {
    raw = store?.getItem(VERIFY_DATA_KEY) ?? null;
  } catch {
    return { status: 'invalid' };
  }
  if (raw === null) return { status: 'missing' };
  try {
    const parsed = verifyDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { status: 'ok', data: parsed.data } : { status: 'invalid' };
  } catch {
    return { status: 'invalid' };
  }
}

export function clearVerifyData(store: Storage | null = session()): void {
  try {
    store?.removeItem(VERIFY_DATA_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The platform the analysis is filed under: the person's choice, or what detection found on auto. */
export function analysisPlatform(data: Pick<VerifyData, 'platform' | 'formatDetection'>): Platform {
  return data.platform === 'auto' ? data.formatDetection.platform : data.platform;
}

/** The analysis request of spec section 3 for the verified messages. Options not given come from the person's saved settings on the server. */
export function buildAnalysisRequest(data: VerifyData, messages: readonly { role: 'user' | 'assistant'; content: string }[], projectContext: string, now = new Date()): AnalysisRequest {
  return {
    conversation: {
      messages: messages.map((m, index) => ({ role: m.role, content: m.content, index })),
      platform: analysisPlatform(data),
    },
    metadata: {
      sessionGoal: data.sessionGoal.trim() || null,
      projectContext: projectContext.trim() || null,
      hasRetryEditFormat: data.hasRetryEditFormat,
      messageCount: messages.length,
      parsingMethod: data.parsingMethod,
      timestamp: now.toISOString(),
      parsingSource: data.debugInfo.parsingSource,
      originalMessageCount: data.messageCount,
      format: data.formatDetection.format,
    },
    options: { useClaudeAnalysis: data.enableAIAnalysis },
  };
}
