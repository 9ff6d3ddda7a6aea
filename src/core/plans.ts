/**
 * Plans (what the pricing page sells) and tiers (what the server enforces), one table each.
 * DESIGN.md decision 2 fixes the free tier at 5,000 characters and 5 analyses a day everywhere.
 */
import { formatUsd, groupDigits } from './numbers';

export type TierType = 'free' | 'pro' | 'enterprise';
export type PlanId = 'free' | 'daily' | 'monthly';

export interface Tier {
  readonly type: TierType;
  readonly dailyCharacterLimit: number;
  readonly dailyAnalysisLimit: number;
  readonly features: readonly string[];
}

export const TIERS: Readonly<Record<TierType, Tier>> = {
  free: {
    type: 'free',
    dailyCharacterLimit: 5_000,
    dailyAnalysisLimit: 5,
    features: ['Basic 5D Analysis', 'Local Parsing', 'Session History'],
  },
  pro: {
    type: 'pro',
    dailyCharacterLimit: 500_000,
    dailyAnalysisLimit: 1_000,
    features: ['Basic 5D Analysis', 'Local Parsing', 'Session History', 'AI-Enhanced Analysis', 'Priority Processing', 'All Export Formats'],
  },
  enterprise: {
    type: 'enterprise',
    dailyCharacterLimit: 5_000_000,
    dailyAnalysisLimit: 10_000,
    features: ['Basic 5D Analysis', 'Local Parsing', 'Session History', 'AI-Enhanced Analysis', 'Priority Processing', 'All Export Formats', 'Team Support'],
  },
};

/** A stored tier as it stands at `now`: free when there is none or it has expired. */
export function tierAt(tier: TierType | null, expiresAt: Date | null, now: Date): TierType {
  if (!tier) return 'free';
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return 'free';
  return tier;
}

/** The largest single paste any tier may analyse: the Pro daily character limit (issue 3). */
export const MAX_CONVERSATION_CHARACTERS = TIERS.pro.dailyCharacterLimit;

/** The characters an analysis is charged: its messages' text (nothing around them). */
export const messageCharacters = (messages: readonly { readonly content: string }[]): number => messages.reduce((n, m) => n + m.content.length, 0);

/**
 * Characters a parse request may take against what is left today (the server's quick/enhanced
 * parse endpoints, before anything is split): a plain paste by its length, an uploaded export file
 * by its messages, because its JSON structure is never analysed. What an analysis is then charged —
 * the characters of its messages — is what the paste screen shows (web analyze/validation.ts).
 */
export function parseRequestCharacters(text: string, result: { readonly messages: readonly { readonly content: string }[]; readonly detection: { readonly patterns: readonly string[] } } | null): number {
  if (result && result.detection.patterns.includes('export_file')) return messageCharacters(result.messages);
  return text.length;
}

export type SupportLevel = 'community' | 'email' | 'priority';

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  readonly tier: TierType;
  /** Price in cents, the source of the price text. */
  readonly priceCents: number;
  readonly currency: 'usd';
  readonly period: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly limits: {
    readonly dailyChars: string;
    readonly analyses: string;
    readonly export: boolean;
    readonly support: SupportLevel;
  };
  readonly buttonText: string;
  /** How long one purchase lasts; null for the free plan. */
  readonly durationDays: number | null;
  readonly autoRenews: boolean;
  readonly popular: boolean;
}


/** The daily limits of one tier, as the spec sets them (TIERS) or an operator overrides them (core/billing/limits.ts). */
export interface LimitsOfTier {
  readonly dailyCharacterLimit: number;
  readonly dailyAnalysisLimit: number;
}
/** Limits per tier: TIERS itself, or the limits a server serves (GET /payments/config `limits`). */
export type LimitsByTier = Readonly<Record<TierType, LimitsOfTier>>;

/**
 * The features and limit lines of a plan under the given limits: the one place a plan card's
 * figures are written, so a server with operator limits advertises what it enforces.
 */
function planDetails(id: PlanId, limits: LimitsByTier): Pick<Plan, 'features' | 'limits'> {
  const free = limits.free;
  const pro = limits.pro;
  if (id === 'free') {
    return {
      features: [
        `${groupDigits(free.dailyCharacterLimit)} characters per day`,
        `${groupDigits(free.dailyAnalysisLimit)} analyses per day`,
        'Five-dimension scoring with chess notation',
        'Better-move suggestions',
        'Session history and analytics',
        'Export to JSON, CSV, Markdown and PDF',
      ],
      limits: { dailyChars: `${groupDigits(free.dailyCharacterLimit)} per day`, analyses: `${groupDigits(free.dailyAnalysisLimit)} per day`, export: true, support: 'community' },
    };
  }
  if (id === 'daily') {
    return {
      features: [`${groupDigits(pro.dailyCharacterLimit)} characters for 24 hours`, `About ${groupDigits(pro.dailyAnalysisLimit)} analyses`, 'AI-enhanced analysis', 'Everything in Free', 'E-mail support'],
      limits: { dailyChars: `${groupDigits(pro.dailyCharacterLimit)} per 24 h`, analyses: `about ${groupDigits(pro.dailyAnalysisLimit)} per day`, export: true, support: 'email' },
    };
  }
  return {
    features: [`${groupDigits(pro.dailyCharacterLimit)} characters per day`, `About ${groupDigits(pro.dailyAnalysisLimit)} analyses per day`, 'AI-enhanced analysis', 'Everything in Free', 'Priority support'],
    limits: { dailyChars: `${groupDigits(pro.dailyCharacterLimit)} per day`, analyses: `about ${groupDigits(pro.dailyAnalysisLimit)} per day`, export: true, support: 'priority' },
  };
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    tier: 'free',
    priceCents: 0,
    currency: 'usd',
    period: 'forever',
    description: 'Everything you need to start reviewing your AI conversations.',
    ...planDetails('free', TIERS),
    buttonText: 'Current Plan',
    durationDays: null,
    autoRenews: false,
    popular: false,
  },
  {
    id: 'daily',
    name: 'Pro Daily',
    tier: 'pro',
    priceCents: 999,
    currency: 'usd',
    period: '24 hours from purchase',
    description: 'A full day of Pro capacity for a big review session.',
    ...planDetails('daily', TIERS),
    buttonText: 'Try Pro Daily',
    durationDays: 1,
    autoRenews: false,
    popular: false,
  },
  {
    id: 'monthly',
    name: 'Pro Monthly',
    tier: 'pro',
    priceCents: 19_900,
    currency: 'usd',
    period: '30 days, auto-renews unless cancelled',
    description: 'Pro capacity every day for people who work with AI all day.',
    ...planDetails('monthly', TIERS),
    buttonText: 'Go Pro Monthly',
    durationDays: 30,
    autoRenews: true,
    popular: true,
  },
];

/** The plans table with its figures under the given limits (the spec's TIERS give PLANS itself). */
export function plansFor(limits: LimitsByTier): readonly Plan[] {
  return PLANS.map((plan) => ({ ...plan, ...planDetails(plan.id, limits) }));
}

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** "$9.99", "$199.00", "$0". */
export function formatPrice(plan: Pick<Plan, 'priceCents' | 'currency'>): string {
  if (plan.priceCents === 0) return '$0';
  return formatUsd(plan.priceCents);
}

/**
 * How many times Free's daily characters Pro gives under the given limits: the marketing claim is
 * derived, not typed. Rounded down (to one decimal below 10) so the page never promises more.
 */
export function proCapacityMultiplier(limits: LimitsByTier): number {
  const ratio = limits.pro.dailyCharacterLimit / limits.free.dailyCharacterLimit;
  return ratio >= 10 ? Math.floor(ratio) : Math.floor(ratio * 10) / 10;
}

/** Pro is 100x the free character capacity under the spec's limits. */
export const PRO_CAPACITY_MULTIPLIER = proCapacityMultiplier(TIERS);

/** Short counter label for a limit: 5k, 500k, 5M. */
export function compactLimit(n: number): string {
  if (n >= 1_000_000 && n % 1_000_000 === 0) return `${n / 1_000_000}M`;
  if (n >= 1_000) return `${Math.round(n / 1_000)}k`;
  return String(n);
}

/** Usage-bar thresholds (spec section 9). */
export const USAGE_WARNING_CHARS_FREE = TIERS.free.dailyCharacterLimit;
export const USAGE_DANGER_CHARS = TIERS.pro.dailyCharacterLimit;
export const REMAINING_CHARS_HINT_BELOW = 10_000;
