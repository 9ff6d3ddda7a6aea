/** Pure rules of the results screen (spec sections 2, 4 and 9), kept apart from React so they can be table-tested. */
import { HIGH_SCORE_THRESHOLD, LOW_SCORE_THRESHOLD } from '../../../core/bands';
import type { SessionMessage } from '../../../core/api/types';
import type { KeyMoment, MessageScore } from '../../../core/scoring/types';
import { withScoreDefaults } from '../../../core/scoring/defaults';

export type MessageFilter = 'all' | 'low' | 'high';
export type MessageSort = 'order' | 'score';

export const FILTERS: readonly { value: MessageFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'low', label: `Low (< ${LOW_SCORE_THRESHOLD})` },
  { value: 'high', label: `High (≥ ${HIGH_SCORE_THRESHOLD})` },
];
export const SORTS: readonly { value: MessageSort; label: string }[] = [
  { value: 'order', label: 'Conversation order' },
  { value: 'score', label: 'Score (high to low)' },
];

/** A message with its one score, missing scores filled with the spec section 4 defaults. */
export interface ScoredRow {
  index: number;
  role: 'user' | 'assistant';
  content: string;
  score: MessageScore;
  /** True when the stored message had no score and the defaults are shown. */
  unscored: boolean;
}

export function toRows(messages: readonly SessionMessage[]): ScoredRow[] {
  return messages.map((m) => ({
    index: m.index,
    role: m.role,
    content: m.content,
    score: withScoreDefaults(m.scores[0]),
    unscored: m.scores.length === 0,
  }));
}

/** Filters of spec section 2: all, low (under 60), high (80 or more). */
export function matchesFilter(score: number, filter: MessageFilter): boolean {
  if (filter === 'low') return score < LOW_SCORE_THRESHOLD;
  if (filter === 'high') return score >= HIGH_SCORE_THRESHOLD;
  return true;
}

/** Sort by conversation order or by score descending (ties keep conversation order). */
export function sortRows(rows: readonly ScoredRow[], sort: MessageSort): ScoredRow[] {
  const copy = [...rows];
  if (sort === 'score') copy.sort((a, b) => b.score.overall - a.score.overall || a.index - b.index);
  else copy.sort((a, b) => a.index - b.index);
  return copy;
}

/** A row that counts in the figures and filters (courtesies and control moves are not rated). */
export const isRatedRow = (r: ScoredRow): boolean => r.score.rated !== false;

/** The Low and High filters hold rated messages only: the same set the summary's figures count. */
export const inFilter = (r: ScoredRow, filter: MessageFilter): boolean => (filter === 'all' || isRatedRow(r)) && matchesFilter(r.score.overall, filter);

/** The rows a filter shows, in the chosen order; its count in the filter bar is the length of this list. */
export function visibleRows(rows: readonly ScoredRow[], filter: MessageFilter, sort: MessageSort): ScoredRow[] {
  return sortRows(
    rows.filter((r) => inFilter(r, filter)),
    sort,
  );
}

/** Spec section 4: messages under 60 start expanded when autoExpandLowScores is on. */
export function initiallyExpanded(rows: readonly ScoredRow[], autoExpandLowScores: boolean): Set<number> {
  if (!autoExpandLowScores) return new Set();
  return new Set(rows.filter((r) => isRatedRow(r) && r.score.overall < LOW_SCORE_THRESHOLD).map((r) => r.index));
}

/** Expand or collapse one message. */
export function toggleExpanded(expanded: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(expanded);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}

/** "Expand all" acts on the messages shown; "Collapse all" closes every one. */
export function setAllExpanded(expanded: ReadonlySet<number>, shown: readonly ScoredRow[], open: boolean): Set<number> {
  const next = new Set(expanded);
  for (const r of shown) {
    if (open) next.add(r.index);
    else next.delete(r.index);
  }
  return next;
}

export function allExpanded(expanded: ReadonlySet<number>, shown: readonly ScoredRow[]): boolean {
  return shown.length > 0 && shown.every((r) => expanded.has(r.index));
}

/** Session ids are UUIDs (the server makes them with randomUUID); anything else is refused before a request. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isValidSessionId(id: string | undefined): id is string {
  return typeof id === 'string' && SESSION_ID.test(id);
}

/** One point per message for the evaluation graph; each role has its own series so both lines stay readable. */
export interface GraphPoint {
  /** 1-based move number shown on the axis. */
  move: number;
  index: number;
  role: 'user' | 'assistant';
  score: number;
  user: number | null;
  assistant: number | null;
  moment: KeyMoment['kind'] | null;
}

export function graphPoints(rows: readonly ScoredRow[], moments: readonly KeyMoment[]): GraphPoint[] {
  const byIndex = new Map(moments.map((m) => [m.index, m.kind] as const));
  // Courtesies and control moves are not rated: no point of the line (it would read as a score of the
  // trend). Each point keeps its message's number, as the message list shows it (#1, #2...).
  return sortRows(rows, 'order').filter(isRatedRow).map((r) => ({
    move: r.index + 1,
    index: r.index,
    role: r.role,
    score: r.score.overall,
    user: r.role === 'user' ? r.score.overall : null,
    assistant: r.role === 'assistant' ? r.score.overall : null,
    moment: byIndex.get(r.index) ?? null,
  }));
}

/** Spec section 9: dates in US English with short month, day, 2-digit hour and minute. */
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : DATE.format(d);
}

/** The last 8 characters of the id, as the header badge shows it. */
export const shortId = (id: string) => id.slice(-8);

export const TREND_LABEL = { improving: 'Improving', declining: 'Declining', stable: 'Stable', volatile: 'Volatile' } as const;
