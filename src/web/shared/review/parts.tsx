/** Small building blocks shared by the results and dashboard screens. */
import type { ReactNode } from 'react';
import { ToggleGroup } from 'radix-ui';
import { bandFor, confidenceLevel } from '../../../core/bands';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';
import { useSettings } from '../../lib/settings';
import { TREND_LABEL } from './logic';

/** A score in its band colour, with the band's chess symbol unless notation is switched off. */
export function ScorePill({ score, className, showName = false }: { score: number; className?: string; showName?: boolean }) {
  const { showNotation } = useSettings();
  const band = bandFor(score);
  const c = bandClasses(band);
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-bold tabular-nums', c.text, c.soft, c.border, className)}
      data-testid="score-pill"
    >
      <span>{Math.round(score)}</span>
      {showNotation ? (
        <span aria-label={band.name} data-testid="notation">
          {band.symbol}
        </span>
      ) : null}
      {showName ? <span className="font-semibold">{band.name}</span> : null}
    </span>
  );
}

/** A thin horizontal bar 0-100 in the band colour of its value. */
export function ScoreBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const { animations } = useSettings();
  const band = bandFor(value);
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-surface-2', className)}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
    >
      <div className={cn('h-full rounded-full', bandClasses(band).bar, animations && 'transition-[width] duration-500')} style={{ width: `${v}%` }} />
    </div>
  );
}

const CONFIDENCE_CLASSES = {
  high: 'text-green-700 dark:text-green-300 border-green-500/30 bg-green-500/10',
  medium: 'text-amber-700 dark:text-amber-300 border-amber-500/30 bg-amber-500/10',
  low: 'text-red-700 dark:text-red-300 border-red-500/30 bg-red-500/10',
} as const;

/** Spec section 9: over 0.8 high (green), over 0.5 medium, otherwise low. */
export function ConfidenceChip({ confidence }: { confidence: number }) {
  const level = confidenceLevel(confidence);
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium', CONFIDENCE_CLASSES[level])} data-testid="confidence">
      {level[0]!.toUpperCase() + level.slice(1)} confidence · {Math.round(confidence * 100)}%
    </span>
  );
}

const TREND_CLASSES = {
  improving: 'text-green-700 dark:text-green-300',
  declining: 'text-red-700 dark:text-red-300',
  volatile: 'text-amber-700 dark:text-amber-300',
  stable: 'text-muted',
} as const;
const TREND_ARROW = { improving: '↗', declining: '↘', volatile: '↕', stable: '→' } as const;

export function TrendLabel({ trend, className }: { trend: keyof typeof TREND_LABEL; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 font-semibold', TREND_CLASSES[trend], className)} data-testid="trend">
      <span aria-hidden>{TREND_ARROW[trend]}</span>
      {TREND_LABEL[trend]}
    </span>
  );
}

/** A grey placeholder block while data loads (pulses only when motion is welcome). */
export function Skeleton({ className }: { className?: string }) {
  const { animations } = useSettings();
  return <div className={cn('rounded-lg bg-surface-2', animations && 'animate-pulse', className)} aria-hidden />;
}

/** A segmented single-choice control (Radix toggle group: arrow keys move, Space/Enter picks). */
export function Segmented<T extends string>({
  value,
  onChange,
  options,
  label,
  className,
}: {
  value: T;
  onChange: (v: T) => void;
  options: readonly { value: T; label: ReactNode; title?: string }[];
  label: string;
  className?: string;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(v) => {
        if (v) onChange(v as T);
      }}
      aria-label={label}
      className={cn('inline-flex rounded-lg border border-border bg-surface-2 p-0.5', className)}
    >
      {options.map((o) => (
        <ToggleGroup.Item
          key={o.value}
          value={o.value}
          title={o.title}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-muted transition-colors',
            'hover:text-fg focus-visible:outline-2 focus-visible:outline-ring',
            'data-[state=on]:bg-surface data-[state=on]:text-fg data-[state=on]:shadow-sm',
          )}
        >
          {o.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

/** A labelled figure for stat grids. */
export function Stat({ label, value, hint, testId, className }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string; className?: string }) {
  return (
    <div className={cn('min-w-0 rounded-xl border border-border bg-surface-2/50 p-3', className)} data-testid={testId}>
      <p className="truncate text-xs font-medium tracking-wide text-muted uppercase">{label}</p>
      <p className="mt-1 text-xl font-bold text-fg tabular-nums">{value}</p>
      {hint ? <p className="mt-0.5 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}
