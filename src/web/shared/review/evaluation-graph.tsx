/**
 * The evaluation graph: every message's score across the conversation, like a chess review's
 * evaluation chart. The person's moves and the assistant's are two series; key moments are ringed;
 * a click anywhere over a move opens that message in the list.
 */
import { lazy, Suspense } from 'react';
import { useSettings } from '../../lib/settings';
import { ASSISTANT, BREAKTHROUGH, SETBACK, USER } from './graph-colors';
import type { GraphPoint } from './logic';

// The chart library (recharts and its d3 parts, most of this screen's code) loads apart: the score,
// the legend and the messages paint first, the chart fills its fixed-height box when it arrives.
const EvaluationChart = lazy(() => import('./evaluation-chart'));

export function EvaluationGraph({
  points,
  selectedIndex,
  onSelect,
}: {
  points: readonly GraphPoint[];
  selectedIndex: number | null;
  onSelect: (messageIndex: number) => void;
}) {
  const { animations, compactMode, showNotation } = useSettings();
  const selected = points.find((p) => p.index === selectedIndex);
  const moments = points.filter((p) => p.moment);
  const dotRadius = points.length > 60 ? 2 : 3.5;

  return (
    <figure className="m-0" data-testid="evaluation-graph">
      <figcaption className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full" style={{ background: USER }} aria-hidden />
          Your messages
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 border-t-2 border-dashed" style={{ borderColor: ASSISTANT }} aria-hidden />
          Assistant replies
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-full border-2" style={{ borderColor: BREAKTHROUGH }} aria-hidden />
          Breakthrough
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-full border-2" style={{ borderColor: SETBACK }} aria-hidden />
          Setback
        </span>
        <span className="sr-only">
          Scores of {points.length} messages. Click a point to open that message; the message list below offers the same with the keyboard.
        </span>
      </figcaption>
      <div className="h-[200px] w-full cursor-pointer select-none sm:h-[240px]" style={compactMode ? { height: 180 } : undefined}>
        <Suspense fallback={null}>
          <EvaluationChart points={points} selected={selected} moments={moments} dotRadius={dotRadius} animations={animations} showNotation={showNotation} onSelect={onSelect} />
        </Suspense>
      </div>
    </figure>
  );
}
