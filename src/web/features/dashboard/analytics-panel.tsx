import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from 'react-router';
import type { Analytics } from '../../../core/api/types';
import { bandFor, LOW_SCORE_THRESHOLD } from '../../../core/bands';
import { DIMENSIONS } from '../../../core/dimensions';
import { resultsPath } from '../../../core/routes';
import { Card } from '../../components/ui/card';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';
import { useSettings } from '../../lib/settings';
import { formatDate } from '../../shared/review/logic';
import { Stat, TrendLabel } from '../../shared/review/parts';
import { formatRate, scoreAxisLabels } from './logic';

type ScorePoint = Analytics['scores'][number] & { n: number };

function ScoreTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: ScorePoint }[] }) {
  const p = payload?.[0]?.payload;
  if (!active || !p) return null;
  const band = bandFor(p.overallScore);
  return (
    <div className="max-w-56 rounded-lg border border-border bg-surface px-3 py-2 text-xs shadow-lg">
      <p className="truncate font-semibold text-fg">{p.title}</p>
      <p className="text-muted">{formatDate(p.createdAt)}</p>
      <p className="mt-0.5 font-bold tabular-nums" style={{ color: band.hex }}>
        {p.overallScore} {band.name}
      </p>
    </div>
  );
}

/**
 * The window's figures, each named for what it is over: session scores are over all of a session's
 * messages (the results page's big number), the dimension chart over the person's own.
 */
export function AnalyticsCards({ analytics }: { analytics: Analytics }) {
  const { compactMode } = useSettings();
  const avgBand = bandFor(analytics.averageScore);
  return (
    <div className={cn('grid grid-cols-2 sm:grid-cols-3 lg:grid-cols-5', compactMode ? 'gap-2' : 'gap-3')} data-testid="analytics-cards">
      <Stat label="Sessions" value={analytics.totalSessions} hint={`Last ${analytics.days} days`} testId="stat-sessions" />
      {/* Every message of those sessions: courtesies ("thanks") count here though they are not rated. */}
      <Stat label="Messages" value={analytics.totalMessages} hint="In those sessions" testId="stat-messages" />
      <Stat
        label="Average score"
        value={<span className={bandClasses(avgBand).text}>{Math.round(analytics.averageScore)}</span>}
        hint={analytics.totalSessions ? `All messages · ${avgBand.name}` : '—'}
        testId="stat-average"
      />
      <Stat
        label="Improvement"
        value={
          <span className={analytics.improvementRate > 0 ? 'text-green-600 dark:text-green-400' : analytics.improvementRate < 0 ? 'text-red-600 dark:text-red-400' : undefined}>
            {formatRate(analytics.improvementRate)}
          </span>
        }
        hint="Newer vs older half"
        testId="stat-improvement"
      />
      <Stat className="col-span-2 sm:col-span-1" label="Trend" value={<TrendLabel trend={analytics.trend} className="text-lg" />} hint={analytics.bestScore !== null ? `Best session ${analytics.bestScore} · worst ${analytics.worstScore}` : undefined} testId="stat-trend" />
    </div>
  );
}

export function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const { animations, compactMode } = useSettings();
  const navigate = useNavigate();
  const points: ScorePoint[] = analytics.scores.map((s, i) => ({ ...s, n: i + 1 }));
  const axisLabels = scoreAxisLabels(points.map((p) => p.createdAt));
  const dims = DIMENSIONS.map((d) => ({ name: d.name, value: Math.round(analytics.dimensionAverages[d.key] ?? 0) }));
  const height = compactMode ? 180 : 220;

  return (
    <div className={cn('grid lg:grid-cols-5', compactMode ? 'gap-3' : 'gap-4')}>
      <Card className={cn('min-w-0 lg:col-span-3', compactMode ? 'p-4' : 'p-5')}>
        <h2 className="text-sm font-semibold text-fg">Scores over time</h2>
        <p className="text-xs text-muted">Every session of the last {analytics.days} days; click a point to open it.</p>
        <div className="mt-3 cursor-pointer" style={{ height }} data-testid="scores-chart">
          {points.length ? (
            <ResponsiveContainer width="100%" height="100%">
              <LineChart
                // The chart takes keyboard focus (arrow keys move its tooltip): its name is said there,
                // not the run of tick labels ("Nov 27Nov 27…020406080100") it read as before.
                title={`Scores over time: ${points.length} session${points.length === 1 ? '' : 's'} of the last ${analytics.days} days`}
                data={points}
                margin={{ top: 8, right: 8, bottom: 0, left: -20 }}
                onClick={(state) => {
                  const p = points[Number(state?.activeTooltipIndex)];
                  if (p) void navigate(resultsPath(p.sessionId));
                }}
              >
                <CartesianGrid stroke="var(--kb-border)" strokeDasharray="3 3" vertical={false} />
                <ReferenceLine y={LOW_SCORE_THRESHOLD} stroke="var(--kb-muted)" strokeDasharray="4 4" strokeOpacity={0.5} />
                <XAxis dataKey="n" tickFormatter={(n: number) => axisLabels[n - 1] ?? ''} tick={{ fill: 'var(--kb-muted)', fontSize: 11 }} tickLine={false} axisLine={{ stroke: 'var(--kb-border)' }} minTickGap={24} />
                <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tick={{ fill: 'var(--kb-muted)', fontSize: 11 }} tickLine={false} axisLine={false} />
                <Tooltip content={<ScoreTooltip />} isAnimationActive={false} />
                <Line type="monotone" dataKey="overallScore" stroke="#8b5cf6" strokeWidth={2.5} dot={{ r: 3.5, fill: '#8b5cf6', strokeWidth: 0 }} activeDot={{ r: 6 }} isAnimationActive={animations} animationDuration={500} />
              </LineChart>
            </ResponsiveContainer>
          ) : (
            <p className="flex h-full items-center justify-center text-sm text-muted">No sessions in the last {analytics.days} days.</p>
          )}
        </div>
      </Card>
      <Card className={cn('min-w-0 lg:col-span-2', compactMode ? 'p-4' : 'p-5')}>
        <h2 className="text-sm font-semibold text-fg">Dimension averages</h2>
        <p className="text-xs text-muted">Your messages across those sessions.</p>
        <div className="mt-3" style={{ height }} data-testid="dimensions-chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart title={`Dimension averages of your messages: ${dims.map((d) => `${d.name} ${d.value}`).join(', ')}`} data={dims} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid stroke="var(--kb-border)" strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fill: 'var(--kb-muted)', fontSize: 11 }} tickLine={false} axisLine={false} />
              <YAxis type="category" dataKey="name" width={76} tick={{ fill: 'var(--kb-muted)', fontSize: 11 }} tickLine={false} axisLine={false} />
              <Tooltip cursor={{ fill: 'var(--kb-surface-2)' }} contentStyle={{ background: 'var(--kb-surface)', border: '1px solid var(--kb-border)', borderRadius: 8, fontSize: 12 }} labelStyle={{ color: 'var(--kb-fg)' }} itemStyle={{ color: 'var(--kb-fg)' }} isAnimationActive={false} />
              <Bar dataKey="value" name="Average" radius={[0, 4, 4, 0]} isAnimationActive={animations} animationDuration={500} barSize={16}>
                {dims.map((d) => (
                  <Cell key={d.name} fill={bandFor(d.value).hex} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
    </div>
  );
}
