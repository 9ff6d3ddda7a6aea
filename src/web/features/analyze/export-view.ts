/** Pure helpers of the export list: search, and the words and numbers each row shows. */
import type { ExportConversationSummary } from '../../../core/conversation/exports/index';
import type { ExportBranches } from '../../../core/conversation/types';
import { formatCount } from './usage-view';

/** Rows rendered at once; more would only slow the page, and a search narrows them. */
export const MAX_ROWS = 200;

/** Conversations whose title (or id, or position) holds every word of the query, in file order. */
export function filterConversations(list: readonly ExportConversationSummary[], query: string): ExportConversationSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((c) => {
    const hay = `${c.title} ${c.id ?? ''} #${c.position}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function conversationDate(c: Pick<ExportConversationSummary, 'createdAt' | 'updatedAt'>): string | null {
  const iso = c.updatedAt ?? c.createdAt;
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : dateFormat.format(d);
}

export function describeBranches(b: ExportBranches): string | null {
  const parts: string[] = [];
  if (b.editedPrompts) parts.push(`${b.editedPrompts} ${b.editedPrompts === 1 ? 'edit' : 'edits'}`);
  if (b.regeneratedAnswers) parts.push(`${b.regeneratedAnswers} ${b.regeneratedAnswers === 1 ? 'regeneration' : 'regenerations'}`);
  return parts.length ? parts.join(' · ') : null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** The primary button of the list for n chosen conversations. */
export function analyzeButtonLabel(n: number): string {
  if (n <= 1) return 'Analyze this conversation';
  return `Analyze ${n} conversations, one after another`;
}
