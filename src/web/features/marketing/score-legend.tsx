import { SCORE_BANDS } from '../../../core/bands';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';

/** The chess-scoring legend, drawn from the one band table in core (DESIGN decision 1). */
export function ScoreLegend() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Chess scoring legend">
      {SCORE_BANDS.map((band) => {
        const c = bandClasses(band);
        return (
          <li key={band.symbol} className={cn('rounded-2xl border bg-surface p-4 text-center', c.border)} data-testid="legend-band">
            <span className={cn('block text-3xl font-extrabold tracking-tighter', c.text)}>{band.symbol}</span>
            <span className="mt-1 block font-semibold text-fg">{band.name}</span>
            <span className="mt-0.5 block text-sm text-muted tabular-nums">
              {band.min}–{band.max}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
