/** What the usage bar and the text box's counter show (spec section 9), as pure functions. */
import { compactLimit, REMAINING_CHARS_HINT_BELOW, USAGE_DANGER_CHARS, USAGE_WARNING_CHARS_FREE, type TierType } from '../../../core/plans';
import type { UsageStats } from '../../../core/usage';

export type UsageTone = 'ok' | 'warning' | 'danger';

/** Orange over 5,000 characters on the free tier, red over 500,000 on any tier. */
export function usageTone(tier: TierType, characters: number): UsageTone {
  if (characters > USAGE_DANGER_CHARS) return 'danger';
  if (tier === 'free' && characters > USAGE_WARNING_CHARS_FREE) return 'warning';
  return 'ok';
}

export interface UsageView {
  tier: TierType;
  used: number;
  limit: number;
  /** "5k" on free, "500k" on Pro. */
  limitLabel: string;
  remaining: number;
  /** 'chars remaining today' shows when fewer than 10,000 remain. */
  showRemaining: boolean;
  /** Share of today's characters already used, 0-100. */
  usedPercent: number;
  /** Share the current text would add, 0-(100 - usedPercent). */
  pendingPercent: number;
  /** Colour of the bar for today's usage plus the current text. */
  tone: UsageTone;
  analyses: number;
  analysesLimit: number;
}

export function usageView(stats: UsageStats, pendingCharacters: number): UsageView {
  const limit = stats.today.charactersLimit;
  const used = stats.today.characters;
  const usedPercent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const pendingPercent = limit > 0 ? Math.min(100 - usedPercent, (pendingCharacters / limit) * 100) : 0;
  const remaining = Math.max(0, limit - used);
  return {
    tier: stats.tier.type,
    used,
    limit,
    limitLabel: compactLimit(limit),
    remaining,
    showRemaining: remaining < REMAINING_CHARS_HINT_BELOW,
    usedPercent,
    pendingPercent,
    tone: usageTone(stats.tier.type, used + pendingCharacters),
    analyses: stats.today.analyses,
    analysesLimit: stats.today.analysesLimit,
  };
}

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment in the person's local time, US English: "Jan 6, 01:00 AM" (spec section 9). */
export function formatLocalDateTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const f = timeZone ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }) : dateTime;
  return f.format(d);
}

export { formatCount } from '../../lib/format';
