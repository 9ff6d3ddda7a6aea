import { confidenceLevel, type ConfidenceLevel } from '../../../core/bands';
import { cn } from '../../lib/cn';

const LEVEL_CLASSES: Record<ConfidenceLevel, string> = {
  high: 'border-green-500/30 bg-green-500/10 text-green-700 dark:text-green-300',
  medium: 'border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  low: 'border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300',
};

const LEVEL_NAMES: Record<ConfidenceLevel, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** "95% · High" in the level's colour (spec section 9: over 0.8 high, over 0.5 medium, else low). */
export function ConfidenceBadge({ confidence, className }: { confidence: number; className?: string }) {
  const level = confidenceLevel(confidence);
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-semibold tabular-nums', LEVEL_CLASSES[level], className)}
      data-level={level}
    >
      {Math.round(confidence * 100)}%<span aria-hidden>·</span>
      {LEVEL_NAMES[level]}
    </span>
  );
}
