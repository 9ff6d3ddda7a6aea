import { compactLimit, TIERS, type TierType } from './plans';
import { DEFAULT_TIER_LIMITS, type TierLimits } from './billing/limits';
import { groupDigits } from './numbers';

/** Usage stats of spec section 3, as the API returns them and the usage bar shows them. */
export interface UsageStats {
  today: { characters: number; analyses: number; charactersLimit: number; analysesLimit: number };
  tier: { type: TierType; dailyCharacterLimit: number; dailyAnalysisLimit: number; features: string[] };
  /** The larger of the character and analysis shares used, 0-100. */
  percentUsed: number;
  /** Next midnight UTC, ISO 8601: when the counters reset (DESIGN.md decision 2). */
  resetTime: string;
}

/** The UTC calendar day a moment belongs to, as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Midnight UTC after `now`. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** `limits`: the limits in force (an operator may override the spec's, core/billing/limits.ts). */
export function usageStats(tierType: TierType, used: { characters: number; analyses: number }, now: Date, limits: TierLimits = DEFAULT_TIER_LIMITS): UsageStats {
  const tier = { ...TIERS[tierType], ...limits[tierType] };
  const share = Math.max(used.characters / tier.dailyCharacterLimit, used.analyses / tier.dailyAnalysisLimit);
  return {
    today: {
      characters: used.characters,
      analyses: used.analyses,
      charactersLimit: tier.dailyCharacterLimit,
      analysesLimit: tier.dailyAnalysisLimit,
    },
    tier: { type: tier.type, dailyCharacterLimit: tier.dailyCharacterLimit, dailyAnalysisLimit: tier.dailyAnalysisLimit, features: [...tier.features] },
    percentUsed: Math.min(100, Math.round(share * 1000) / 10),
    resetTime: nextUtcMidnight(now).toISOString(),
  };
}

/** The usage stats the client assumes when the server cannot be asked (spec section 7). */
export function fallbackUsageStats(now: Date): UsageStats {
  return usageStats('free', { characters: 0, analyses: 0 }, now);
}

export type CapacityVerdict =
  | { ok: true }
  | { ok: false; reason: 'characters' | 'analyses'; remainingCharacters: number; remainingAnalyses: number };

/** Would one more analysis of `characters` fit in today's capacity? (The server re-checks atomically.) */
export function checkCapacity(tierType: TierType, used: { characters: number; analyses: number }, characters: number, limits: TierLimits = DEFAULT_TIER_LIMITS): CapacityVerdict {
  const tier = limits[tierType];
  const remainingCharacters = Math.max(0, tier.dailyCharacterLimit - used.characters);
  const remainingAnalyses = Math.max(0, tier.dailyAnalysisLimit - used.analyses);
  if (remainingAnalyses < 1) return { ok: false, reason: 'analyses', remainingCharacters, remainingAnalyses };
  if (characters > remainingCharacters) return { ok: false, reason: 'characters', remainingCharacters, remainingAnalyses };
  return { ok: true };
}

/**
 * "Upgrade to Pro for 500k daily characters" under the limits in force (the paste screen's link and
 * 429 advice); the usage bar's short form, so an operator's million reads "1M", not "1,000k".
 */
export function proUpgradeLine(limits: TierLimits = DEFAULT_TIER_LIMITS): string {
  return `Upgrade to Pro for ${compactLimit(limits.pro.dailyCharacterLimit)} daily characters`;
}

/**
 * The over-limit message of spec section 5, used by the paste screen and the API's 429 alike:
 * 'Daily limit exceeded! You have {n} characters remaining.' + the tier's advice.
 */
export function dailyLimitMessage(tierType: TierType, remainingCharacters: number, limits: TierLimits = DEFAULT_TIER_LIMITS): string {
  const advice = tierType === 'free' ? `${proUpgradeLine(limits)}.` : 'Limit resets at midnight.';
  return `Daily limit exceeded! You have ${groupDigits(remainingCharacters)} characters remaining. ${advice}`;
}

/** Message when the number of analyses, not characters, is used up. */
export function dailyAnalysesMessage(tierType: TierType, limit: number, limits: TierLimits = DEFAULT_TIER_LIMITS): string {
  const advice = tierType === 'free' ? `Upgrade to Pro for about ${groupDigits(limits.pro.dailyAnalysisLimit)} analyses a day.` : 'Limit resets at midnight.';
  return `Daily limit exceeded! You have used all ${groupDigits(limit)} analyses for today. ${advice}`;
}
