import { DIMENSIONS } from '../../../core/dimensions';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { DIMENSION_ACCENTS, DIMENSION_ICONS } from './dimension-icons';

/** The five dimension cards, from the one dimension table in core. */
export function DimensionCards({ compact = false }: { compact?: boolean }) {
  return (
    <ul
      className={cn(
        'grid gap-4 sm:grid-cols-2 sm:[&>li:last-child]:col-span-2',
        compact
          ? 'lg:grid-cols-5 lg:[&>li:last-child]:col-span-1'
          : // Three then two (centred) on large screens, five in a row on very wide ones.
            'lg:grid-cols-6 lg:[&>li]:col-span-2 lg:[&>li:last-child]:col-span-2 lg:[&>li:nth-child(4)]:col-start-2 2xl:grid-cols-5 2xl:[&>li]:col-span-1 2xl:[&>li:last-child]:col-span-1 2xl:[&>li:nth-child(4)]:col-start-auto',
      )}
      aria-label="Five dimensions"
    >
      {DIMENSIONS.map((d) => {
        const Icon = DIMENSION_ICONS[d.key];
        return (
          <li key={d.key} className="relative flex flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm" data-testid={`dimension-${d.key}`}>
            <div className="flex items-center justify-between gap-2">
              <span className={cn('flex size-10 items-center justify-center rounded-xl', DIMENSION_ACCENTS[d.key])}>
                <Icon className="size-5" aria-hidden />
              </span>
              {d.isNew ? <Badge className="border-emerald-500/40 bg-emerald-500/15 text-emerald-700 dark:text-emerald-300">NEW</Badge> : null}
            </div>
            <h3 className="mt-4 font-semibold text-fg">{d.name}</h3>
            {compact ? null : <p className="mt-1.5 text-sm text-muted">{d.summary}</p>}
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`${d.name} aspects`}>
              {d.aspects.map((a) => (
                <li key={a} className="rounded-md bg-surface-2 px-2 py-0.5 text-xs text-muted">
                  {a}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
