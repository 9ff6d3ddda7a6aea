import { TIERS, type TierType } from '../plans';

/**
 * The daily limits each tier enforces. The spec's values (core/plans.ts TIERS) are the defaults; a
 * self-hosting operator may change them by configuration (FREE_DAILY_CHARACTERS and friends).
 */
export interface TierLimit {
  readonly dailyCharacterLimit: number;
  readonly dailyAnalysisLimit: number;
}
export type TierLimits = Readonly<Record<TierType, TierLimit>>;

export const DEFAULT_TIER_LIMITS: TierLimits = {
  free: { dailyCharacterLimit: TIERS.free.dailyCharacterLimit, dailyAnalysisLimit: TIERS.free.dailyAnalysisLimit },
  pro: { dailyCharacterLimit: TIERS.pro.dailyCharacterLimit, dailyAnalysisLimit: TIERS.pro.dailyAnalysisLimit },
  enterprise: { dailyCharacterLimit: TIERS.enterprise.dailyCharacterLimit, dailyAnalysisLimit: TIERS.enterprise.dailyAnalysisLimit },
};

/** Overrides per tier; an undefined value keeps the default. */
export type LimitOverrides = Partial<Record<TierType, { readonly dailyCharacterLimit?: number | undefined; readonly dailyAnalysisLimit?: number | undefined }>>;

const definedOnly = <T extends object>(o: T | undefined): Partial<T> => Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The limits in force: the defaults with the operator's overrides; an error names what is wrong. */
export function resolveTierLimits(overrides: LimitOverrides): { ok: true; limits: TierLimits } | { ok: false; error: string } {
  const merged = Object.fromEntries(
    (Object.keys(DEFAULT_TIER_LIMITS) as TierType[]).map((tier) => [tier, { ...DEFAULT_TIER_LIMITS[tier], ...definedOnly(overrides[tier]) }]),
  ) as Record<TierType, TierLimit>;
  for (const [tier, limit] of Object.entries(merged)) {
    if (!(limit.dailyCharacterLimit >= 1) || !(limit.dailyAnalysisLimit >= 1)) return { ok: false, error: `${tier} limits must be at least 1` };
  }
  // Upgrading must never lower a limit: the pricing page promises more for Pro.
  if (merged.pro.dailyCharacterLimit < merged.free.dailyCharacterLimit || merged.pro.dailyAnalysisLimit < merged.free.dailyAnalysisLimit) {
    return { ok: false, error: 'Pro limits must not be below the Free limits' };
  }
  return { ok: true, limits: merged };
}
