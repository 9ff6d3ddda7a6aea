/** Pure rules of the dashboard: pagination over offsets, selection, bulk export document. */
import type { ListedSession, SessionDetail, SessionListResponse, SessionSummary } from '../../../core/api/types';
import { jsonExport } from '../../../core/export/formats';
import type { ExportOptions } from '../../../core/export/document';
import { PRODUCT_NAME } from '../../../core/version';

/** Spec section 2: session history pages of 20. */
export const PAGE_SIZE = 20;

export const DASHBOARD_TEXT = {
  loadFailed: 'Failed to load dashboard data. Please try again.',
  loadFailedToast: 'Failed to load dashboard data',
  deleted: 'Session deleted successfully',
  deleteFailed: 'Failed to delete session',
  exportFailed: 'Failed to export session. Please try again.',
  openFailed: 'Failed to open session details',
} as const;

/** The next page starts where the last answer ended; undefined once everything is loaded. */
export function nextOffset(last: Pick<SessionListResponse, 'offset' | 'total'> & { sessions: readonly unknown[] }): number | undefined {
  const next = last.offset + last.sessions.length;
  return last.sessions.length > 0 && next < last.total ? next : undefined;
}

/** All loaded sessions in order, without duplicates (a page boundary may shift after a delete elsewhere). */
export function flattenPages(pages: readonly SessionListResponse[]): ListedSession[] {
  const seen = new Set<string>();
  const out: ListedSession[] = [];
  for (const p of pages)
    for (const s of p.sessions)
      if (!seen.has(s.id)) {
        seen.add(s.id);
        out.push(s);
      }
  return out;
}

/** Selection after the list changed: ids no longer loaded drop out. */
export function pruneSelection(selected: ReadonlySet<string>, loaded: readonly SessionSummary[]): Set<string> {
  const ids = new Set(loaded.map((s) => s.id));
  return new Set([...selected].filter((id) => ids.has(id)));
}

export function toggleAll(selected: ReadonlySet<string>, loaded: readonly SessionSummary[]): Set<string> {
  const all = loaded.length > 0 && loaded.every((s) => selected.has(s.id));
  return all ? new Set() : new Set(loaded.map((s) => s.id));
}

export function selectionState(selected: ReadonlySet<string>, loaded: readonly SessionSummary[]): boolean | 'indeterminate' {
  const n = loaded.filter((s) => selected.has(s.id)).length;
  if (n === 0) return false;
  return n === loaded.length ? true : 'indeterminate';
}

/** One JSON file holding every selected session, each as the single-session JSON export has it. */
export function bulkJson(details: readonly SessionDetail[], opts: ExportOptions, now = new Date()): { filename: string; body: string } {
  const sessions = details.map((d) => JSON.parse(jsonExport(d, opts).body) as { session: unknown; messages: unknown });
  const body = { exportedBy: PRODUCT_NAME, exportedAt: now.toISOString(), count: sessions.length, sessions: sessions.map(({ session, messages }) => ({ session, messages })) };
  const day = now.toISOString().slice(0, 10);
  return { filename: `kibitz-sessions-${day}-${details.length}.json`, body: `${JSON.stringify(body, null, 2)}\n` };
}

/** "+12.5%" / "-3%" / "0%" */
export function formatRate(rate: number): string {
  const r = Math.round(rate * 10) / 10;
  return `${r > 0 ? '+' : ''}${r}%`;
}

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
export const shortDay = (iso: string) => SHORT_DAY.format(new Date(iso));
const SHORT_TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });

/**
 * The scores chart's x-axis labels, one per session (oldest first): the day, said once for the
 * sessions of that day (the axis read "Nov 27 Nov 27 Nov 27 Nov 27"), or the time when every
 * session is from the same day.
 */
export function scoreAxisLabels(isoDates: readonly string[]): string[] {
  const days = isoDates.map(shortDay);
  if (days.length > 1 && days.every((d) => d === days[0])) return isoDates.map((iso) => SHORT_TIME.format(new Date(iso)));
  return days.map((d, i) => (i > 0 && d === days[i - 1] ? '' : d));
}

/**
 * What the select-all box selects, said in its label: the sessions listed so far, and how many more
 * exist that it does not select until they are loaded ("Select all 20 shown (of 45)").
 */
export function selectAllLabel(shown: number, total: number): string {
  const what = shown === 1 ? 'Select the 1 session shown' : `Select all ${shown.toLocaleString('en-US')} sessions shown`;
  return total > shown ? `${what} (of ${total.toLocaleString('en-US')})` : what;
}
