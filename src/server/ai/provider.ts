import type { z } from 'zod';
import { APICallError, generateObject, NoObjectGeneratedError, streamObject, type LanguageModel } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiSettings } from '../config';
import type { AiProviderKind } from '../../core/api/ai-review';
import { aiWindowReviewSchema, type AiWindowReview } from '../../core/ai-review/review-schema';
import type { TokenUsage } from '../../core/ai-review/cost';
import { AI_SPLIT_INSTRUCTIONS, aiSplitSchema, splitPrompt, type AiSplit } from '../../core/ai-review/split';

/**
 * One small interface over the language model (docs/decisions: AI review): the review service asks
 * for one window's grades and gets validated JSON and its token counts, or one of two errors: the
 * model answered something invalid (AiInvalidOutputError), or the provider could not answer
 * (AiProviderError: 429, 5xx, timeout, network). Retrying is the caller's: the SDK's own retries are
 * off so that a job's backoff is the only one (and the tests control it).
 */
export interface AiGradeRequest {
  readonly system: string;
  readonly prompt: string;
}

export interface AiGradeAnswer {
  readonly review: AiWindowReview;
  readonly usage: TokenUsage;
}

export interface AiSplitAnswer {
  readonly split: AiSplit;
  readonly usage: TokenUsage;
}

export interface AiProvider {
  readonly kind: AiProviderKind;
  readonly model: string;
  grade(request: AiGradeRequest): Promise<AiGradeAnswer>;
  /** Smart parsing: the paste split into messages (checked by the caller against the paste). */
  split(text: string): Promise<AiSplitAnswer>;
}

/** The model's answer was not the JSON asked for (unparseable, or not matching the schema). */
export class AiInvalidOutputError extends Error {
  override name = 'AiInvalidOutputError';
  constructor(
    message: string,
    readonly usage: TokenUsage,
  ) {
    super(message);
  }
}

/** The provider did not answer: worth retrying when `retryable`, after `retryAfterMs` if it said so. */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Retry-After as milliseconds (seconds or an HTTP date; retry-after-ms wins), null when absent. */
export function retryAfterMs(headers: Record<string, string> | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return null;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Room for a window's grades (six messages with explanation and rewrite); set so no provider picks its own. */
export const MAX_OUTPUT_TOKENS = 4096;

function languageModel(settings: AiSettings): LanguageModel {
  const apiKey = settings.apiKey ?? undefined;
  const baseURL = settings.baseUrl ?? undefined;
  switch (settings.provider) {
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(settings.model);
    case 'openai':
      // Chat Completions (not the Responses API): the format OpenAI-compatible servers share too.
      return createOpenAI({ apiKey, baseURL }).chat(settings.model);
    case 'openai-compatible':
      return createOpenAICompatible({ name: 'openai-compatible', apiKey, baseURL: baseURL!, supportsStructuredOutputs: true })(settings.model);
  }
}

const usageOf = (u: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined): TokenUsage => ({
  inputTokens: u?.inputTokens ?? 0,
  outputTokens: u?.outputTokens ?? 0,
});

/** Room for a split paste: the text comes back whole. */
const MAX_SPLIT_OUTPUT_TOKENS = 16_384;

export function createAiProvider(settings: AiSettings): AiProvider {
  const model = languageModel(settings);
  const ask = async <T>(schema: z.ZodType<T>, schemaName: string, system: string, prompt: string, maxOutputTokens: number): Promise<{ object: T; usage: TokenUsage }> => {
    const call = { model, schema, schemaName, system, prompt, temperature: 0, maxOutputTokens, maxRetries: 0 };
    if (settings.stream) return askStreaming(call, settings.timeoutMs);
    try {
      const result = await generateObject({ ...call, abortSignal: AbortSignal.timeout(settings.timeoutMs) });
      return { object: result.object, usage: usageOf(result.usage) };
    } catch (error) {
      throw classify(error, settings.timeoutMs);
    }
  };
  return {
    kind: settings.provider,
    model: settings.model,
    async grade({ system, prompt }) {
      const { object, usage } = await ask(aiWindowReviewSchema, 'kibitz_review', system, prompt, MAX_OUTPUT_TOKENS);
      return { review: object, usage };
    },
    async split(text) {
      const { object, usage } = await ask(aiSplitSchema, 'kibitz_split', AI_SPLIT_INSTRUCTIONS, splitPrompt(text), MAX_SPLIT_OUTPUT_TOKENS);
      return { split: object, usage };
    },
  };
}

/**
 * A streamed answer: the same validated object, read piece by piece. The timeout bounds the wait for
 * each piece (a slow local model that keeps answering is not cut off); a stream that stalls is.
 */
async function askStreaming<T>(call: Omit<Parameters<typeof streamObject>[0], 'output'> & { schema: z.ZodType<T> }, timeoutMs: number): Promise<{ object: T; usage: TokenUsage }> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(new DOMException('stalled', 'TimeoutError')), timeoutMs);
  let streamError: unknown = null;
  try {
    const result = streamObject({ ...(call as Parameters<typeof streamObject>[0]), abortSignal: controller.signal, onError: ({ error }) => void (streamError ??= error) });
    for await (const _part of result.partialObjectStream) {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new DOMException('stalled', 'TimeoutError')), timeoutMs);
    }
    const object = (await result.object) as T;
    return { object, usage: usageOf(await result.usage) };
  } catch (error) {
    // An HTTP error reaches onError first; the rejected promise then only says "no object".
    throw classify(streamError ?? error, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

function classify(error: unknown, timeoutMs: number): Error {
  if (NoObjectGeneratedError.isInstance(error)) return new AiInvalidOutputError(error.message, usageOf(error.usage));
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? null;
    const retryable = error.isRetryable || status === 429 || (status !== null && status >= 500);
    return new AiProviderError(`The AI provider answered ${status ?? 'nothing'}: ${error.message}`, retryable, retryAfterMs(error.responseHeaders), status);
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new AiProviderError(`The AI provider did not answer within ${timeoutMs} ms`, true, null, null);
  }
  if (error instanceof Error) return new AiProviderError(`The AI provider could not be reached: ${error.message}`, true, null, null);
  return new AiProviderError('The AI provider failed', true, null, null);
}
