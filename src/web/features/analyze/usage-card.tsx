import { Gauge, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { TierLimits } from '../../../core/billing/limits';
import { proUpgradeLine, type UsageStats } from '../../../core/usage';
import { PATHS } from '../../../core/routes';
import { cn } from '../../lib/cn';
import { formatCount, formatLocalDateTime, usageView, type UsageTone } from './usage-view';

const TONE_BAR: Record<UsageTone, string> = { ok: 'bg-violet-500', warning: 'bg-orange-500', danger: 'bg-red-500' };
const TONE_PENDING: Record<UsageTone, string> = { ok: 'bg-violet-400/45', warning: 'bg-orange-400/50', danger: 'bg-red-400/50' };
const TONE_TEXT: Record<UsageTone, string> = { ok: 'text-fg', warning: 'text-orange-600 dark:text-orange-400', danger: 'text-red-600 dark:text-red-400' };
const TIER_NAMES = { free: 'Free', pro: 'Pro', enterprise: 'Enterprise' } as const;

/** The usage bar (spec section 9): today's characters and analyses, what the current text would add, the reset time. */
export function UsageCard({ stats, loading, fallback, pendingCharacters, limits }: { stats: UsageStats | null; loading: boolean; fallback: boolean; pendingCharacters: number; limits?: TierLimits }) {
  return (
    <section aria-labelledby="usage-title" className="rounded-2xl border border-border bg-surface p-5 shadow-sm" data-testid="usage-card">
      <div className="flex items-center justify-between gap-3">
        <h2 id="usage-title" className="flex items-center gap-2 text-sm font-semibold">
          <Gauge className="size-4 text-violet-500" aria-hidden />
          Today’s usage
        </h2>
        {stats ? (
          <span className="rounded-full border border-violet-500/30 bg-violet-500/10 px-2 py-0.5 text-xs font-semibold text-violet-700 dark:text-violet-300" data-testid="usage-tier">
            {TIER_NAMES[stats.tier.type]}
          </span>
        ) : null}
      </div>
      {loading || !stats ? <UsageSkeleton /> : <UsageBody stats={stats} fallback={fallback} pendingCharacters={pendingCharacters} limits={limits} />}
    </section>
  );
}

function UsageSkeleton() {
  return (
    <div role="status" aria-label="Loading usage limits" className="mt-4 animate-pulse space-y-3">
      <div className="h-2.5 rounded-full bg-surface-2" />
      <div className="h-4 w-2/3 rounded bg-surface-2" />
      <div className="h-4 w-1/2 rounded bg-surface-2" />
      <div className="h-4 w-3/4 rounded bg-surface-2" />
    </div>
  );
}

function UsageBody({ stats, fallback, pendingCharacters, limits }: { stats: UsageStats; fallback: boolean; pendingCharacters: number; limits: TierLimits | undefined }) {
  const v = usageView(stats, pendingCharacters);
  const reset = formatLocalDateTime(stats.resetTime);
  return (
    <div className="mt-4 space-y-3 text-sm">
      <div
        className="flex h-2.5 overflow-hidden rounded-full bg-surface-2"
        role="meter"
        aria-label="Characters used today"
        aria-valuemin={0}
        aria-valuemax={v.limit}
        aria-valuenow={Math.min(v.used, v.limit)}
        aria-valuetext={`${formatCount(v.used)} of ${formatCount(v.limit)} characters used`}
        data-tone={v.tone}
        data-testid="usage-meter"
      >
        <div className={cn('h-full transition-[width] duration-300 motion-reduce:transition-none', TONE_BAR[v.tone])} style={{ width: `${v.usedPercent}%` }} />
        <div className={cn('h-full transition-[width] duration-300 motion-reduce:transition-none', TONE_PENDING[v.tone])} style={{ width: `${v.pendingPercent}%` }} />
      </div>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className={cn('font-semibold tabular-nums', TONE_TEXT[v.tone])} data-testid="usage-characters">
          {formatCount(v.used)} / {v.limitLabel} characters
        </span>
        <span className="text-muted tabular-nums" data-testid="usage-analyses">
          {formatCount(v.analyses)} of {formatCount(v.analysesLimit)} analyses
        </span>
      </p>
      {pendingCharacters > 0 ? (
        <p className="text-xs text-muted tabular-nums">This conversation: {formatCount(pendingCharacters)} characters</p>
      ) : null}
      {v.showRemaining ? (
        <p className={cn('text-xs font-medium tabular-nums', v.remaining === 0 ? 'text-red-600 dark:text-red-400' : 'text-muted')} data-testid="usage-remaining">
          {formatCount(v.remaining)} chars remaining today
        </p>
      ) : null}
      <p className="text-xs text-muted">
        Limit resets at midnight{reset ? <> · <time dateTime={stats.resetTime}>{reset}</time> your time</> : null}
      </p>
      {fallback ? <p className="text-xs text-amber-700 dark:text-amber-300">Showing the free plan’s limits: your usage could not be loaded.</p> : null}
      {v.tier === 'free' ? (
        <Link to={PATHS.pricing} className="inline-flex items-center gap-1.5 text-xs font-semibold text-violet-700 hover:underline dark:text-violet-300">
          <Sparkles className="size-3.5" aria-hidden />
          {proUpgradeLine(limits)}
        </Link>
      ) : null}
    </div>
  );
}
