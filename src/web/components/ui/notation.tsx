import type { ScoreBand } from '../../../core/bands';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';

/** The chess symbol of a band in its band colour, e.g. "!!" in green. */
export function Notation({ band, className }: { band: ScoreBand; className?: string }) {
  const c = bandClasses(band);
  return (
    <span
      className={cn(
        'inline-flex min-w-9 items-center justify-center rounded-md border px-1.5 py-0.5 text-sm font-extrabold tracking-tighter',
        c.text,
        c.soft,
        c.border,
        className,
      )}
      aria-label={`${band.symbol} ${band.name}`}
    >
      {band.symbol}
    </span>
  );
}
