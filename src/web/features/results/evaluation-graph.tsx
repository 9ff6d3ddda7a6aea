/**
 * The evaluation graph: every message's score across the conversation, like a chess review's
 * evaluation chart. The person's moves and the assistant's are two series; key moments are ringed;
 * a click anywhere over a move opens that message in the list.
 */
import { CartesianGrid, ComposedChart, Line, ReferenceArea, ReferenceDot, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bandFor, HIGH_SCORE_THRESHOLD, LOW_SCORE_THRESHOLD } from '../../../core/bands';
import { useSettings } from '../../lib/settings';
import type { GraphPoint } from './logic';

const USER = '#8b5cf6';
const ASSISTANT = '#14b8a6';
const BREAKTHROUGH = '#22c55e';
const SETBACK = '#ef4444';

function GraphTooltip({ active, payload, showNotation }: { active?: boolean; payload?: readonly { payload?: GraphPoint }[]; showNotation: boolean }) {
  const p = payload?.[0]?.payload;
  if (!active || !p) return null;
  const band = bandFor(p.score);
  return (
    <div className="rounded-lg border border-border bg-surface px-3 py-2 text-xs shadow-lg">
      <p className="font-semibold text-fg">
        Move {p.move} · {p.role === 'user' ? 'You' : 'Assistant'}
      </p>
      <p className="mt-0.5 text-muted tabular-nums">
        <span className="font-bold" style={{ color: band.hex }}>
          {p.score}
          {showNotation ? ` ${band.symbol}` : ''}
        </span>{' '}
        {band.name}
        {p.moment ? ` · ${p.moment === 'breakthrough' ? 'Breakthrough' : 'Setback'}` : ''}
      </p>
      <p className="mt-1 text-[11px] text-muted">Click to open this message</p>
    </div>
  );
}

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
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={points as GraphPoint[]}
            margin={{ top: 12, right: 12, bottom: 4, left: -18 }}
            onClick={(state) => {
              const i = Number(state?.activeTooltipIndex);
              const p = Number.isInteger(i) ? points[i] : undefined;
              if (p) onSelect(p.index);
            }}
          >
            <ReferenceArea y1={HIGH_SCORE_THRESHOLD} y2={100} fill={BREAKTHROUGH} fillOpacity={0.07} ifOverflow="hidden" />
            <ReferenceArea y1={0} y2={40} fill={SETBACK} fillOpacity={0.06} ifOverflow="hidden" />
            <CartesianGrid stroke="var(--kb-border)" strokeDasharray="3 3" vertical={false} />
            <ReferenceLine y={LOW_SCORE_THRESHOLD} stroke="var(--kb-muted)" strokeDasharray="4 4" strokeOpacity={0.5} />
            <XAxis dataKey="move" tick={{ fill: 'var(--kb-muted)', fontSize: 11 }} tickLine={false} axisLine={{ stroke: 'var(--kb-border)' }} minTickGap={16} />
            <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tick={{ fill: 'var(--kb-muted)', fontSize: 11 }} tickLine={false} axisLine={false} />
            <Tooltip content={<GraphTooltip showNotation={showNotation} />} cursor={{ stroke: 'var(--kb-muted)', strokeOpacity: 0.4 }} isAnimationActive={false} />
            {selected ? <ReferenceLine x={selected.move} stroke="var(--kb-ring)" strokeWidth={2} /> : null}
            <Line
              type="monotone"
              dataKey="assistant"
              name="Assistant"
              stroke={ASSISTANT}
              strokeWidth={1.5}
              strokeDasharray="5 4"
              dot={{ r: dotRadius - 0.5, fill: ASSISTANT, strokeWidth: 0 }}
              activeDot={{ r: 5 }}
              connectNulls
              isAnimationActive={animations}
              animationDuration={500}
            />
            <Line
              type="monotone"
              dataKey="user"
              name="You"
              stroke={USER}
              strokeWidth={2.5}
              dot={{ r: dotRadius, fill: USER, strokeWidth: 0 }}
              activeDot={{ r: 6 }}
              connectNulls
              isAnimationActive={animations}
              animationDuration={500}
            />
            {moments.map((m) => (
              <ReferenceDot
                key={m.index}
                x={m.move}
                y={m.score}
                r={8}
                fill="none"
                stroke={m.moment === 'breakthrough' ? BREAKTHROUGH : SETBACK}
                strokeWidth={2}
                ifOverflow="extendDomain"
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
