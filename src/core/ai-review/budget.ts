/**
 * Daily language-model token budgets per tier (issue 17: cost and abuse control). A review reserves
 * its estimate from the day's budget in the statement that stores the analysis, so the budget and
 * the character limits are checked together, atomically; the real count replaces the estimate when
 * the job finishes. Free accounts have no budget: nothing of theirs is ever sent.
 */
import type { TierType } from '../plans';
import { aiRubricText } from './rubric';
import { DEFAULT_WINDOW_LIMITS, planWindows, windowPrompt, type WindowLimits, type WindowMessage } from './windows';

export type AiTokenBudgets = Readonly<Record<TierType, number>>;

/** Defaults an operator may change (AI_DAILY_TOKENS_PRO, AI_DAILY_TOKENS_ENTERPRISE). */
export const DEFAULT_AI_TOKEN_BUDGETS: AiTokenBudgets = { free: 0, pro: 400_000, enterprise: 4_000_000 };

/** Characters per token for the estimate: below the usual ~4 for English, so the estimate errs high. */
const CHARACTERS_PER_TOKEN = 3;
/** Output reserved per graded message (scores, explanation, rewritten move). */
export const OUTPUT_TOKENS_PER_MESSAGE = 400;

/**
 * Tokens a review of these messages will take at most, roughly: every window's prompt with the
 * rubric, and the answers. Every message of the person counts as graded (the local engine may
 * leave some unrated, which only makes the estimate high).
 */
export function estimateReviewTokens(
  messages: readonly WindowMessage[],
  goal: { sessionGoal?: string | null; projectContext?: string | null } = {},
  limits: WindowLimits = DEFAULT_WINDOW_LIMITS,
): number {
  const targets = messages.filter((m) => m.role === 'user').map((m) => m.index);
  const rubric = aiRubricText().length;
  let input = 0;
  for (const window of planWindows(messages, targets, limits)) input += rubric + windowPrompt(window, goal).length;
  return Math.ceil(input / CHARACTERS_PER_TOKEN) + targets.length * OUTPUT_TOKENS_PER_MESSAGE;
}

/** Tokens a smart-parse request may take: the paste in and out again, and the instructions. */
export function estimateSplitTokens(text: string): number {
  return Math.ceil((text.length * 2 + 2000) / CHARACTERS_PER_TOKEN);
}

export function aiBudgetMessage(tier: TierType, budget: number): string {
  const plan = tier === 'enterprise' ? 'Enterprise' : 'Pro';
  return `You have used today's AI review budget (${budget.toLocaleString('en-US')} tokens on ${plan}). Turn AI review off to analyse with the local engine; the budget resets at midnight UTC.`;
}
