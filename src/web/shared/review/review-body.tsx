/**
 * The review itself — score card, evaluation graph and the Messages / Dimensions / Insights tabs —
 * as the results page and the public shared page both show it (issue 18: the same components).
 */
import { startTransition, useEffect, useMemo, useRef, useState, type MouseEvent, type Ref } from 'react';
import { Tabs } from 'radix-ui';
import { bandFor } from '../../../core/bands';
import type { SessionMessage } from '../../../core/api/types';
import type { DimensionKey } from '../../../core/dimensions';
import type { ConversationSummary } from '../../../core/scoring/types';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';
import { useSettings } from '../../lib/settings';
import { EvaluationGraph } from './evaluation-graph';
import { allExpanded, graphPoints, initiallyExpanded, setAllExpanded, toRows, toggleExpanded, visibleRows, type MessageFilter, type MessageSort } from './logic';
import { messageDomId } from './message-card';
import { TrendLabel } from './parts';
import { DimensionsTab, InsightsTab, MessagesTab } from './tabs';
import { AiJudgmentsContext, type AiJudgments } from './ai-judgments';

export type ReviewTab = 'messages' | 'dimensions' | 'insights';
/** Messages rendered in the first paint of a long review; the rest follow right after. */
const FIRST_PAINT_MESSAGES = 30;

export interface ReviewBodyProps {
  messages: readonly SessionMessage[];
  summary: ConversationSummary | null | undefined;
  overallScore: number;
  dimensionAverages: Readonly<Record<DimensionKey, number>>;
  tab: ReviewTab;
  onTabChange: (tab: ReviewTab) => void;
  tabsRef?: Ref<HTMLDivElement>;
  scoreCardRef?: Ref<HTMLElement>;
  /** The AI judgments so far, shown in the message cards beside the local review (results page only). */
  ai?: AiJudgments | null;
}

/**
 * A tab pressed with the mouse takes focus without the keyboard's focus ring. The tabs library
 * focuses the tab from script on mouse-down, which Chromium draws with the ring (a box around the
 * tab after every click); here it is focused without it, and the tab opens through the library's
 * own focus handling (automatic activation). The keyboard keeps its ring.
 */
function focusTabWithoutRing(event: MouseEvent<HTMLButtonElement>) {
  if (event.button !== 0 || event.ctrlKey) return;
  event.preventDefault();
  event.currentTarget.focus({ focusVisible: false } as FocusOptions);
}

export function ReviewBody({ messages, summary, overallScore, dimensionAverages, tab, onTabChange, tabsRef, scoreCardRef, ai = null }: ReviewBodyProps) {
  const { settings, compactMode, showNotation } = useSettings();
  const rows = useMemo(() => toRows(messages), [messages]);
  const moveOf = useMemo(() => new Map([...rows].sort((a, b) => a.index - b.index).map((r, i) => [r.index, i + 1] as const)), [rows]);
  const points = useMemo(() => graphPoints(rows, summary?.keyMoments ?? []), [rows, summary]);
  const overall = Math.round(overallScore);
  const band = bandFor(overall);

  const [filter, setFilter] = useState<MessageFilter>('all');
  const [sort, setSort] = useState<MessageSort>('order');
  const [expanded, setExpanded] = useState<Set<number>>(() => initiallyExpanded(rows, settings.autoExpandLowScores));
  const [highlighted, setHighlighted] = useState<number | null>(null);
  // Set by openMessage; the effect after the next render scrolls to it (the card may only exist then).
  const scrollTarget = useRef<number | null>(null);

  // The setting may arrive after the session (first visit): apply auto-expand once it is known.
  const [autoExpandApplied, setAutoExpandApplied] = useState(settings.autoExpandLowScores);
  if (autoExpandApplied !== settings.autoExpandLowScores) {
    setAutoExpandApplied(settings.autoExpandLowScores);
    const low = initiallyExpanded(rows, true);
    setExpanded((prev) => {
      const next = new Set(prev);
      for (const i of low) {
        if (settings.autoExpandLowScores) next.add(i);
        else next.delete(i);
      }
      return next;
    });
  }

  const shown = useMemo(() => visibleRows(rows, filter, sort), [rows, filter, sort]);
  // A long review paints its score, graph and first messages at once and fills in the rest of the
  // list right after, in a transition, so the person is not left waiting on a blank page.
  const [listComplete, setListComplete] = useState(rows.length <= FIRST_PAINT_MESSAGES);
  useEffect(() => {
    if (listComplete) return;
    const frame = requestAnimationFrame(() => startTransition(() => setListComplete(true)));
    return () => cancelAnimationFrame(frame);
  }, [listComplete]);
  const listed = useMemo(() => (listComplete ? shown : shown.slice(0, FIRST_PAINT_MESSAGES)), [listComplete, shown]);

  // Open a message from the graph, the insights or the breakdown: show it, expand it, scroll to it.
  const openMessage = (index: number) => {
    onTabChange('messages');
    if (!shown.some((r) => r.index === index)) setFilter('all');
    setExpanded((prev) => new Set(prev).add(index));
    setHighlighted(index);
    scrollTarget.current = index;
  };
  useEffect(() => {
    if (scrollTarget.current === null) return;
    const el = document.getElementById(messageDomId(scrollTarget.current));
    if (!el) return;
    const smooth = !document.documentElement.hasAttribute('data-reduce-motion');
    el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    el.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus({ preventScroll: true });
    scrollTarget.current = null;
  });

  const userScore = summary?.userScore;
  return (
    <AiJudgmentsContext.Provider value={ai}>
      <section ref={scoreCardRef} aria-label="Game review" className={cn('grid gap-4 rounded-2xl border border-border bg-surface shadow-sm lg:grid-cols-[14rem_1fr]', compactMode ? 'p-4' : 'p-5 sm:p-6')}>
        <div className="flex items-center gap-4 lg:flex-col lg:items-start lg:justify-center lg:border-r lg:border-border lg:pr-4">
          <div
            className={cn('flex size-20 shrink-0 flex-col items-center justify-center rounded-2xl border-2 lg:size-24', bandClasses(band).border, bandClasses(band).soft)}
            data-testid="overall-score"
          >
            <span className={cn('text-3xl font-extrabold tabular-nums lg:text-4xl', bandClasses(band).text)}>{overall}</span>
            {showNotation ? <span className={cn('text-sm font-extrabold', bandClasses(band).text)}>{band.symbol}</span> : null}
          </div>
          <div className="min-w-0 space-y-1 text-sm">
            <p className="text-base font-semibold text-fg">{band.name} conversation</p>
            {summary ? (
              <p className="text-muted">
                Trend: <TrendLabel trend={summary.stats.trend} />
              </p>
            ) : null}
            {userScore != null ? (
              <p className="text-muted">
                Your messages: <span className="font-semibold text-fg tabular-nums">{userScore}</span>
              </p>
            ) : null}
            {summary ? (
              // Best and worst are over every rated message, the assistant's too: said so, beside
              // the line for the person's own (one set of figures, each named).
              <p className="text-muted" data-testid="all-messages-range">
                All messages:{' '}
                <span className="whitespace-nowrap tabular-nums">
                  best {summary.stats.bestScore} · worst {summary.stats.worstScore}
                </span>
              </p>
            ) : null}
          </div>
        </div>
        <div className="min-w-0">
          <h2 className="mb-2 text-sm font-semibold text-fg">Evaluation graph</h2>
          <EvaluationGraph points={points} selectedIndex={highlighted} onSelect={openMessage} />
        </div>
      </section>

      <Tabs.Root ref={tabsRef} value={tab} onValueChange={(v) => onTabChange(v as ReviewTab)} className="scroll-mt-20">
        <Tabs.List aria-label="Result views" className="flex w-full gap-1 overflow-x-auto border-b border-border">
          {(
            [
              ['messages', `Messages (${rows.length})`],
              ['dimensions', 'Dimensions'],
              ['insights', 'Insights'],
            ] as const
          ).map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              onMouseDown={focusTabWithoutRing}
              className="-mb-px border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-accent data-[state=active]:text-fg"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="messages" className={compactMode ? 'pt-3' : 'pt-5'}>
          <MessagesTab
            rows={rows}
            shown={listed}
            moveOf={moveOf}
            filter={filter}
            sort={sort}
            expanded={expanded}
            highlighted={highlighted}
            onFilter={setFilter}
            onSort={setSort}
            onToggle={(i) => setExpanded((prev) => toggleExpanded(prev, i))}
            onExpandAll={(open) => setExpanded((prev) => setAllExpanded(prev, shown, open))}
            everyShownExpanded={allExpanded(expanded, shown)}
          />
        </Tabs.Content>
        <Tabs.Content value="dimensions" className={compactMode ? 'pt-3' : 'pt-5'}>
          <DimensionsTab averages={summary?.dimensionAverages ?? dimensionAverages} rows={rows} moveOf={moveOf} onOpen={openMessage} />
        </Tabs.Content>
        <Tabs.Content value="insights" className={compactMode ? 'pt-3' : 'pt-5'}>
          <InsightsTab summary={summary ?? undefined} overall={overall} rows={rows} moveOf={moveOf} onOpen={openMessage} />
        </Tabs.Content>
      </Tabs.Root>
    </AiJudgmentsContext.Provider>
  );
}
