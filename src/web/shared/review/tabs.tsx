import { ChevronsDownUp, ChevronsUpDown, Sparkles, TriangleAlert, TrendingDown, TrendingUp } from 'lucide-react';
import { bandFor } from '../../../core/bands';
import { DIMENSIONS, type DimensionKey } from '../../../core/dimensions';
import { NOT_RATED_LABEL } from '../../../core/scoring/kinds';
import type { ConversationSummary } from '../../../core/scoring/types';
import { CONTEXT_MASTER_ABOVE, LOW_SCORE_ALERT_BELOW } from '../../../core/scoring/context-levels';
import { Button } from '../../components/ui/button';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';
import { useSettings } from '../../lib/settings';
import { FILTERS, SORTS, inFilter, isRatedRow, type MessageFilter, type MessageSort, type ScoredRow } from './logic';
import { MessageCard } from './message-card';
import { ScoreBar, ScorePill, Segmented, Stat, TrendLabel } from './parts';

const SHORT: Record<string, string> = { strategic: 'Str', tactical: 'Tac', cognitive: 'Cog', innovation: 'Inn', context: 'Ctx' };

export function MessagesTab({
  rows,
  shown,
  moveOf,
  filter,
  sort,
  expanded,
  highlighted,
  onFilter,
  onSort,
  onToggle,
  onExpandAll,
  everyShownExpanded,
}: {
  rows: readonly ScoredRow[];
  shown: readonly ScoredRow[];
  moveOf: ReadonlyMap<number, number>;
  filter: MessageFilter;
  sort: MessageSort;
  expanded: ReadonlySet<number>;
  highlighted: number | null;
  onFilter: (f: MessageFilter) => void;
  onSort: (s: MessageSort) => void;
  onToggle: (index: number) => void;
  onExpandAll: (open: boolean) => void;
  everyShownExpanded: boolean;
}) {
  const { compactMode } = useSettings();
  const count = (f: MessageFilter) => rows.filter((r) => inFilter(r, f)).length;
  return (
    <div className={compactMode ? 'space-y-3' : 'space-y-4'}>
      <div className="flex flex-wrap items-center gap-2">
        <Segmented
          label="Filter messages"
          value={filter}
          onChange={onFilter}
          options={FILTERS.map((f) => ({
            value: f.value,
            label: (
              <>
                {f.label}
                <span className="rounded bg-border/70 px-1 text-[11px] tabular-nums">{count(f.value)}</span>
              </>
            ),
          }))}
        />
        <Segmented
          label="Sort messages"
          value={sort}
          onChange={onSort}
          options={SORTS.map((s) => ({ value: s.value, label: s.value === 'order' ? 'Order' : 'Score', title: s.label }))}
        />
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => onExpandAll(!everyShownExpanded)} disabled={shown.length === 0}>
          {everyShownExpanded ? <ChevronsDownUp aria-hidden /> : <ChevronsUpDown aria-hidden />}
          {everyShownExpanded ? 'Collapse all' : 'Expand all'}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length} of {rows.length} messages shown
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted" data-testid="no-messages">
          {filter === 'low' ? 'No message scored under 60 — nicely played.' : 'No message scored 80 or more yet.'}
        </p>
      ) : (
        <ol className={compactMode ? 'space-y-2' : 'space-y-3'} aria-label="Messages">
          {shown.map((row) => (
            <MessageCard
              key={row.index}
              row={row}
              move={moveOf.get(row.index) ?? row.index + 1}
              expanded={expanded.has(row.index)}
              onToggle={() => onToggle(row.index)}
              highlighted={highlighted === row.index}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

export function DimensionsTab({ averages, rows, moveOf, onOpen }: { averages: Readonly<Record<DimensionKey, number>>; rows: readonly ScoredRow[]; moveOf: ReadonlyMap<number, number>; onOpen: (index: number) => void }) {
  const { compactMode } = useSettings();
  return (
    <div className={compactMode ? 'space-y-4' : 'space-y-6'}>
      <section aria-labelledby="dim-avg">
        <h3 id="dim-avg" className="text-sm font-semibold text-fg">
          Your averages by dimension
        </h3>
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {DIMENSIONS.map((d) => {
            const v = Math.round(averages[d.key] ?? 0);
            return (
              <li key={d.key} className="rounded-xl border border-border bg-surface-2/40 p-3" data-testid="dimension-average">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="text-sm font-semibold text-fg">
                    {d.name}
                    {d.isNew ? <span className="ml-1.5 rounded bg-violet-500/15 px-1 text-[10px] font-bold text-violet-700 dark:text-violet-300">NEW</span> : null}
                  </span>
                  <span className={cn('text-lg font-extrabold tabular-nums', bandClasses(bandFor(v)).text)}>{v}</span>
                </div>
                <ScoreBar value={v} label={`${d.name} average ${v}`} className="mt-2" />
                <p className="mt-2 text-xs text-muted">{d.aspects.join(' · ')}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="dim-breakdown">
        <h3 id="dim-breakdown" className="text-sm font-semibold text-fg">
          Message breakdown
        </h3>
        <p className="mt-1 text-xs text-muted">{DIMENSIONS.map((d) => `${SHORT[d.key]} = ${d.name}`).join(' · ')}</p>
        <ol className="mt-3 space-y-2">
          {rows.map((r) => {
            // As on the message cards: a courtesy or a control message is not rated (no pill, no
            // figures from the defaults it carries), and an opening message has no Context (none, not 0).
            const rated = isRatedRow(r);
            const opening = r.index === 0 && r.score.dimensions.context === 0;
            return (
              <li key={r.index} className="rounded-xl border border-border p-2.5" data-testid="dimension-row" data-rated={rated}>
                <button
                  type="button"
                  className="mb-2 flex w-full items-center gap-2 rounded-md text-left text-xs hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onOpen(r.index)}
                >
                  <span className="font-semibold text-muted tabular-nums">#{moveOf.get(r.index)}</span>
                  <span className="font-semibold text-fg">{r.role === 'user' ? 'You' : 'Assistant'}</span>
                  <span className="min-w-0 flex-1 truncate text-muted">{r.content}</span>
                  {rated ? (
                    <ScorePill score={r.score.overall} />
                  ) : (
                    <span className="shrink-0 text-xs font-medium text-muted" data-testid="breakdown-not-rated">
                      {r.score.kind === 'control' ? NOT_RATED_LABEL.control : NOT_RATED_LABEL.courtesy}
                    </span>
                  )}
                </button>
                {/* Five boxes on every row (spec section 2); a message not rated shows none of its defaults. */}
                <div className="grid grid-cols-5 gap-1.5" data-testid="dimension-boxes">
                  {DIMENSIONS.map((d) => {
                    const none = !rated || (opening && d.key === 'context');
                    const v = r.score.dimensions[d.key];
                    const c = bandClasses(bandFor(v));
                    return (
                      <div
                        key={d.key}
                        className={cn('min-w-0 rounded-lg border px-1 py-1.5 text-center', none ? 'border-border bg-surface-2/40' : [c.border, c.soft])}
                        title={!rated ? `${d.name}: not rated` : none ? `${d.name}: none (first message, not counted in the overall)` : `${d.name}: ${v}`}
                        data-testid="dimension-box"
                      >
                        <span className="block truncate text-[10px] font-medium text-muted uppercase sm:text-[11px]">
                          <span className="sm:hidden">{SHORT[d.key]}</span>
                          <span className="hidden sm:inline">{d.name}</span>
                        </span>
                        <span className={cn('block text-sm font-bold tabular-nums', none ? 'text-muted' : c.text)}>{none ? '—' : v}</span>
                      </div>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

function MessageLink({ index, moveOf, rows, onOpen, children }: { index: number; moveOf: ReadonlyMap<number, number>; rows: readonly ScoredRow[]; onOpen: (i: number) => void; children?: React.ReactNode }) {
  const row = rows.find((r) => r.index === index);
  return (
    <button
      type="button"
      onClick={() => onOpen(index)}
      className="flex w-full items-start gap-2 rounded-lg p-2 text-left text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="shrink-0 font-semibold text-muted tabular-nums">#{moveOf.get(index) ?? index + 1}</span>
      <span className="min-w-0 flex-1">
        {children ?? <span className="line-clamp-1 text-fg [overflow-wrap:anywhere]">{row?.content}</span>}
      </span>
      {row ? <ScorePill score={row.score.overall} /> : null}
    </button>
  );
}

export function InsightsTab({
  summary,
  overall,
  rows,
  moveOf,
  onOpen,
}: {
  summary: ConversationSummary | undefined;
  overall: number;
  rows: readonly ScoredRow[];
  moveOf: ReadonlyMap<number, number>;
  onOpen: (index: number) => void;
}) {
  const { compactMode, showNotation } = useSettings();
  const band = bandFor(overall);
  const stats = summary?.stats;
  const gap = compactMode ? 'space-y-4' : 'space-y-6';
  const lowAlerts = summary?.lowScoreAlerts ?? rows.filter((r) => r.score.overall < LOW_SCORE_ALERT_BELOW).map((r) => r.index);
  const masters = summary?.contextMasters ?? rows.filter((r) => r.score.dimensions.context > CONTEXT_MASTER_ABOVE).map((r) => r.index);
  return (
    <div className={gap}>
      <section aria-labelledby="ins-overall" className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-surface-2/40 p-4">
        <div className={cn('text-4xl font-extrabold tabular-nums', bandClasses(band).text)} data-testid="insights-score">
          {overall}
          {showNotation ? <span className="ml-1.5 text-2xl">{band.symbol}</span> : null}
        </div>
        <div>
          <h3 id="ins-overall" className="font-semibold text-fg">
            Overall: {band.name}
          </h3>
          <p className="text-sm text-muted">
            Trend over the last moves: {stats ? <TrendLabel trend={stats.trend} /> : '—'}
            {summary?.userScore != null ? <> · Your messages alone: {summary.userScore}</> : null}
          </p>
        </div>
      </section>

      {stats ? (
        <section aria-labelledby="ins-stats">
          <h3 id="ins-stats" className="text-sm font-semibold text-fg">
            Aggregate stats (all rated messages)
          </h3>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            <Stat label="Average" value={stats.averageScore} />
            <Stat label="Best" value={stats.bestScore} />
            <Stat label="Worst" value={stats.worstScore} />
            {/* The figures beside these are over the rated messages: say how many of the messages that is
                (courtesies such as "thanks" are shown but not rated). */}
            <Stat label="Messages" value={stats.totalMessages} />
            <Stat label="Rated" value={rows.filter(isRatedRow).length} testId="stat-rated" />
            <Stat label="Strategic" value={stats.strategicAvg} />
            <Stat label="Tactical" value={stats.tacticalAvg} />
            <Stat label="Cognitive" value={stats.cognitiveAvg} />
            <Stat label="Innovation" value={stats.innovationAvg} />
            <Stat label="Context" value={stats.contextAvg} />
          </div>
        </section>
      ) : null}

      <div className={cn('grid gap-4 lg:grid-cols-2', compactMode && 'gap-3')}>
        <section aria-labelledby="ins-moments" className="rounded-xl border border-border p-3">
          <h3 id="ins-moments" className="px-1 text-sm font-semibold text-fg">
            Key moments
          </h3>
          {summary?.keyMoments.length ? (
            <ul className="mt-2 space-y-1" data-testid="key-moments">
              {summary.keyMoments.map((m) => (
                <li key={`${m.index}-${m.kind}`}>
                  <MessageLink index={m.index} moveOf={moveOf} rows={rows} onOpen={onOpen}>
                    <span className="flex items-center gap-1.5 font-medium text-fg">
                      {m.kind === 'breakthrough' ? (
                        <TrendingUp className="size-4 text-green-600 dark:text-green-400" aria-hidden />
                      ) : (
                        <TrendingDown className="size-4 text-red-600 dark:text-red-400" aria-hidden />
                      )}
                      {m.kind === 'breakthrough' ? 'Breakthrough' : 'Setback'} ({m.swing > 0 ? '+' : ''}
                      {m.swing})
                    </span>
                    <span className="block text-xs text-muted">{m.description}</span>
                  </MessageLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 px-1 text-sm text-muted">No big swings: the conversation kept an even pace.</p>
          )}
        </section>

        <section aria-labelledby="ins-patterns" className="rounded-xl border border-border p-3">
          <h3 id="ins-patterns" className="px-1 text-sm font-semibold text-fg">
            Patterns
          </h3>
          {summary?.patterns.length ? (
            <ul className="mt-2 space-y-2 px-1" data-testid="patterns">
              {summary.patterns.map((p, i) => (
                <li key={`${p.kind}-${i}`} className="text-sm">
                  <span className="font-medium text-fg capitalize">{p.kind.replace('-', ' ')}</span>
                  <span className="block text-xs text-muted">{p.description}</span>
                  {p.messages.length ? (
                    <span className="mt-1 flex flex-wrap gap-1">
                      {p.messages.map((idx) => (
                        <button
                          key={idx}
                          type="button"
                          onClick={() => onOpen(idx)}
                          className="rounded border border-border px-1.5 text-xs text-muted tabular-nums hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                          aria-label={`Open message ${moveOf.get(idx) ?? idx + 1}`}
                        >
                          #{moveOf.get(idx) ?? idx + 1}
                        </button>
                      ))}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 px-1 text-sm text-muted">No recurring pattern found.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="ins-list" className="rounded-xl border border-border p-4">
        <h3 id="ins-list" className="inline-flex items-center gap-1.5 text-sm font-semibold text-fg">
          <Sparkles className="size-4 text-violet-500" aria-hidden />
          Insights
        </h3>
        {summary?.insights.length ? (
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-fg" data-testid="insights">
            {summary.insights.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">No insights for this conversation.</p>
        )}
      </section>

      <div className={cn('grid gap-4 lg:grid-cols-2', compactMode && 'gap-3')}>
        <section aria-labelledby="ins-alerts" className="rounded-xl border border-red-500/25 p-3">
          <h3 id="ins-alerts" className="inline-flex items-center gap-1.5 px-1 text-sm font-semibold text-fg">
            <TriangleAlert className="size-4 text-red-500" aria-hidden />
            Low-score alerts <span className="font-normal text-muted">(under {LOW_SCORE_ALERT_BELOW})</span>
          </h3>
          {lowAlerts.length ? (
            <ul className="mt-2 space-y-1" data-testid="low-score-alerts">
              {lowAlerts.map((i) => (
                <li key={i}>
                  <MessageLink index={i} moveOf={moveOf} rows={rows} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 px-1 text-sm text-muted">No message scored under {LOW_SCORE_ALERT_BELOW}.</p>
          )}
        </section>
        <section aria-labelledby="ins-masters" className="rounded-xl border border-green-500/25 p-3">
          <h3 id="ins-masters" className="px-1 text-sm font-semibold text-fg">
            Context Master messages <span className="font-normal text-muted">(Context above {CONTEXT_MASTER_ABOVE})</span>
          </h3>
          {masters.length ? (
            <ul className="mt-2 space-y-1" data-testid="context-masters">
              {masters.map((i) => (
                <li key={i}>
                  <MessageLink index={i} moveOf={moveOf} rows={rows} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 px-1 text-sm text-muted">No message reached Context Master yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}
