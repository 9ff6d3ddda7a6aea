import type { AiMessageJudgment, AiReviewResult } from '../../core/api/ai-review';
import { addUsage, estimateCostUsd, type TokenPrices, type TokenUsage } from '../../core/ai-review/cost';
import { judgmentFromAi, judgmentFromLocal, reviewTargets } from '../../core/ai-review/judgments';
import { AI_RUBRIC_VERSION, aiRubricText } from '../../core/ai-review/rubric';
import { DEFAULT_WINDOW_LIMITS, planWindows, windowPrompt, type WindowMessage, type WindowLimits } from '../../core/ai-review/windows';
import type { ScoredMessage } from '../../core/scoring/types';
import { AiInvalidOutputError, AiProviderError, type AiGradeAnswer, type AiProvider } from './provider';

/**
 * The AI review of one stored conversation: window by window, the model grades the person's
 * messages by the local rubric. An invalid answer is asked again once (for the messages still
 * missing); after a second, those messages keep the local engine's judgment, marked
 * 'local-fallback'. A provider that cannot answer (429, 5xx, timeout) is retried with backoff,
 * honouring Retry-After; when it still cannot, the error goes up and the job is retried later.
 */
export interface ReviewInput {
  readonly messages: readonly ScoredMessage[];
  readonly sessionGoal?: string | null;
  readonly projectContext?: string | null;
}

export interface ReviewOptions {
  readonly prices: TokenPrices | null;
  readonly windowLimits?: WindowLimits;
  /** Backoff for a provider that cannot answer: base × 2^attempt (Retry-After wins), at most maxDelayMs. */
  readonly retryBaseMs?: number;
  readonly maxDelayMs?: number;
  readonly providerAttempts?: number;
  /** Called after each window with the judgments so far, in conversation order, of `total`. */
  readonly onProgress?: (judgments: readonly AiMessageJudgment[], total: number) => void | Promise<void>;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Times the model is asked for a message before the local judgment stands in (the first answer, one retry). */
export const MODEL_ASKS_PER_MESSAGE = 2;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function gradeWithBackoff(provider: AiProvider, system: string, prompt: string, options: ReviewOptions): Promise<AiGradeAnswer> {
  const attempts = options.providerAttempts ?? 3;
  const base = options.retryBaseMs ?? 2000;
  const max = options.maxDelayMs ?? 60_000;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await provider.grade({ system, prompt });
    } catch (error) {
      if (!(error instanceof AiProviderError) || !error.retryable || attempt + 1 >= attempts) throw error;
      await sleep(Math.min(max, error.retryAfterMs ?? base * 2 ** attempt));
    }
  }
}

export async function reviewConversation(provider: AiProvider, input: ReviewInput, options: ReviewOptions): Promise<AiReviewResult> {
  const system = aiRubricText();
  const byIndex = new Map(input.messages.map((m) => [m.index, m]));
  const windowMessages: WindowMessage[] = input.messages.map((m) => ({ index: m.index, role: m.role === 'user' ? 'user' : 'assistant', content: m.content }));
  const firstUser = input.messages.find((m) => m.role === 'user')?.index;
  const targets = reviewTargets(input.messages);
  const limits = options.windowLimits ?? DEFAULT_WINDOW_LIMITS;
  const judgments = new Map<number, AiMessageJudgment>();
  let usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };

  for (const window of planWindows(windowMessages, targets, limits)) {
    const pending = new Set(window.targets);
    for (let ask = 0; ask < MODEL_ASKS_PER_MESSAGE && pending.size > 0; ask++) {
      // A retry asks only for what is still missing, with the same context before it.
      const [again] = ask === 0 ? [window] : planWindows(windowMessages, [...pending], { ...limits, targetsPerWindow: pending.size });
      try {
        const answer = await gradeWithBackoff(provider, system, windowPrompt(again!, input), options);
        usage = addUsage(usage, answer.usage);
        for (const review of answer.review.reviews) {
          const local = byIndex.get(review.index);
          if (!pending.has(review.index) || !local) continue;
          pending.delete(review.index);
          judgments.set(review.index, judgmentFromAi(review, local, review.index === firstUser));
        }
      } catch (error) {
        if (!(error instanceof AiInvalidOutputError)) throw error;
        usage = addUsage(usage, error.usage);
      }
    }
    for (const index of pending) judgments.set(index, judgmentFromLocal(byIndex.get(index)!));
    await options.onProgress?.(targets.flatMap((t) => judgments.get(t) ?? []), targets.length);
  }

  const messages = targets.map((t) => judgments.get(t)!);
  return {
    engine: 'ai',
    provider: provider.kind,
    model: provider.model,
    rubricVersion: AI_RUBRIC_VERSION,
    messages,
    fallbackCount: messages.filter((m) => m.source === 'local-fallback').length,
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    costUsd: estimateCostUsd(usage, options.prices),
  };
}
