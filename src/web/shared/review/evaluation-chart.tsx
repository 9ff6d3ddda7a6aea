/** The evaluation graph's chart (recharts), loaded apart from the results screen (evaluation-graph.tsx). */
import { CartesianGrid, ComposedChart, Line, ReferenceArea, ReferenceDot, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bandFor, HIGH_SCORE_THRESHOLD, LOW_SCORE_THRESHOLD } from '../../../core/bands';
import { ASSISTANT, BREAKTHROUGH, SETBACK, USER } from './graph-colors';
import type { GraphPoint } from './logic';

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


export default function EvaluationChart({
  points,
  selected,
  moments,
  dotRadius,
  animations,
  showNotation,
  onSelect,
}: {
  points: readonly GraphPoint[];
  selected: GraphPoint | undefined;
  moments: readonly GraphPoint[];
  dotRadius: number;
  animations: boolean;
  showNotation: boolean;
  onSelect: (messageIndex: number) => void;
}) {
  return (
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
  );
}
