/**
 * The evaluation graph's chart, drawn as plain SVG (decision 0029). It was a recharts ComposedChart:
 * under Lighthouse's 4x CPU slowdown its library (89 KB compressed) and its first render with the
 * line animation took about 1.3 s of the results page's main thread, most of the page's blocking
 * time. This draws the same picture (same margins, axes, bands, dashed grid, monotone lines, dots,
 * rings, hover tooltip and click) with a few hundred elements' worth of React.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { bandFor, HIGH_SCORE_THRESHOLD, LOW_SCORE_THRESHOLD } from '../../../core/bands';
import { ASSISTANT, BREAKTHROUGH, SETBACK, USER } from './graph-colors';
import { monotonePath, moveX, nearestMove, plotBox, scoreY, visibleMoveLabels } from './evaluation-geometry';
import type { GraphPoint } from './logic';

const SCORE_TICKS = [0, 20, 40, 60, 80, 100] as const;
const AXIS_TEXT = { fill: 'var(--kb-muted)', fontSize: 11 } as const;
/** About the tooltip's size: it goes to the pointer's other side when it would not fit. */
const TOOLTIP_WIDTH = 200;
const TOOLTIP_HEIGHT = 80;

function GraphTooltip({ point, showNotation }: { point: GraphPoint; showNotation: boolean }) {
  const band = bandFor(point.score);
  return (
    <div className="rounded-lg border border-border bg-surface px-3 py-2 text-xs shadow-lg">
      <p className="font-semibold text-fg">
        Move {point.move} · {point.role === 'user' ? 'You' : 'Assistant'}
      </p>
      <p className="mt-0.5 text-muted tabular-nums">
        <span className="font-bold" style={{ color: band.hex }}>
          {point.score}
          {showNotation ? ` ${band.symbol}` : ''}
        </span>{' '}
        {band.name}
        {point.moment ? ` · ${point.moment === 'breakthrough' ? 'Breakthrough' : 'Setback'}` : ''}
      </p>
      <p className="mt-1 text-[11px] text-muted">Click to open this message</p>
    </div>
  );
}

/** The element's size, from a ResizeObserver (no layout read while rendering). */
function useSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, size] as const;
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
  const [ref, size] = useSize<HTMLDivElement>();
  const [hover, setHover] = useState<{ i: number; x: number; y: number } | null>(null);
  const n = points.length;

  const box = size ? plotBox(size.width, size.height) : null;
  const pointerAt = (e: MouseEvent<SVGSVGElement>) => {
    if (!box) return null;
    const rect = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    if (x < box.left - 8 || x > box.right + 8 || y < box.top || y > box.bottom) return null;
    return { i: nearestMove(box, x, n), x, y };
  };

  let chart = null;
  if (box && size && n > 0) {
    const x = (i: number) => moveX(box, i, n);
    const y = (s: number) => scoreY(box, s);
    const series = (key: 'user' | 'assistant') =>
      points.flatMap((p, i) => (p[key] === null ? [] : [[x(i), y(p[key])] as const]));
    const userLine = series('user');
    const assistantLine = series('assistant');
    const active = hover ? points[hover.i] : undefined;
    const selectedAt = selected ? points.indexOf(selected) : -1;
    const width = box.right - box.left;
    chart = (
      <svg
        width={size.width}
        height={size.height}
        className="block"
        data-testid="evaluation-chart"
        aria-hidden
        onPointerMove={(e) => setHover(pointerAt(e))}
        onPointerLeave={() => setHover(null)}
        onClick={(e) => {
          const at = pointerAt(e);
          const p = at ? points[at.i] : undefined;
          if (p) onSelect(p.index);
        }}
      >
        <rect x={box.left} width={width} y={y(100)} height={y(HIGH_SCORE_THRESHOLD) - y(100)} fill={BREAKTHROUGH} fillOpacity={0.07} />
        <rect x={box.left} width={width} y={y(40)} height={y(0) - y(40)} fill={SETBACK} fillOpacity={0.06} />
        <g stroke="var(--kb-border)" strokeDasharray="3 3">
          {SCORE_TICKS.map((t) => (
            <line key={t} x1={box.left} x2={box.right} y1={y(t)} y2={y(t)} />
          ))}
        </g>
        <line x1={box.left} x2={box.right} y1={y(LOW_SCORE_THRESHOLD)} y2={y(LOW_SCORE_THRESHOLD)} stroke="var(--kb-muted)" strokeDasharray="4 4" strokeOpacity={0.5} />
        <line x1={box.left} x2={box.right} y1={box.bottom} y2={box.bottom} stroke="var(--kb-border)" />
        <g {...AXIS_TEXT} textAnchor="middle">
          {visibleMoveLabels(box, n).map((i) => (
            <text key={i} x={x(i)} y={box.bottom + 8} dy="0.71em">
              {points[i]!.move}
            </text>
          ))}
        </g>
        <g {...AXIS_TEXT} textAnchor="end">
          {SCORE_TICKS.map((t) => (
            <text key={t} x={box.left - 8} y={y(t)} dy="0.355em">
              {t}
            </text>
          ))}
        </g>
        {active && hover ? <line x1={x(hover.i)} x2={x(hover.i)} y1={box.top} y2={box.bottom} stroke="var(--kb-muted)" strokeOpacity={0.4} /> : null}
        {selectedAt >= 0 ? <line x1={x(selectedAt)} x2={x(selectedAt)} y1={box.top} y2={box.bottom} stroke="var(--kb-ring)" strokeWidth={2} /> : null}
        {/* The lines draw in from the left on first show, as the chart always did (animations setting). */}
        <g className={animations ? 'kb-chart-reveal' : undefined}>
          <path d={monotonePath(assistantLine)} fill="none" stroke={ASSISTANT} strokeWidth={1.5} strokeDasharray="5 4" />
          {assistantLine.map(([cx, cy]) => (
            <circle key={`a${cx}`} cx={cx} cy={cy} r={dotRadius - 0.5} fill={ASSISTANT} />
          ))}
          <path d={monotonePath(userLine)} fill="none" stroke={USER} strokeWidth={2.5} />
          {userLine.map(([cx, cy]) => (
            <circle key={`u${cx}`} cx={cx} cy={cy} r={dotRadius} fill={USER} />
          ))}
        </g>
        {moments.map((m) => (
          <circle
            key={m.index}
            cx={x(points.indexOf(m))}
            cy={y(m.score)}
            r={8}
            fill="none"
            stroke={m.moment === 'breakthrough' ? BREAKTHROUGH : SETBACK}
            strokeWidth={2}
          />
        ))}
        {active && hover ? (
          <circle
            cx={x(hover.i)}
            cy={y(active.score)}
            r={active.role === 'user' ? 6 : 5}
            fill={active.role === 'user' ? USER : ASSISTANT}
            stroke="#fff"
            strokeWidth={2}
          />
        ) : null}
      </svg>
    );
  }

  const active = hover ? points[hover.i] : undefined;
  // Beside the hovered move at the pointer's height, on the sides with room (as recharts placed it).
  const anchorX = hover && box ? moveX(box, hover.i, n) : 0;
  return (
    <div ref={ref} className="relative h-full w-full">
      {chart}
      {active && hover && size ? (
        <div
          className="pointer-events-none absolute z-10 w-max"
          style={{
            ...(hover.y + 10 + TOOLTIP_HEIGHT > size.height ? { bottom: size.height - hover.y + 10 } : { top: hover.y + 10 }),
            ...(anchorX + 10 + TOOLTIP_WIDTH > size.width ? { right: size.width - anchorX + 10 } : { left: anchorX + 10 }),
          }}
        >
          <GraphTooltip point={active} showNotation={showNotation} />
        </div>
      ) : null}
    </div>
  );
}
