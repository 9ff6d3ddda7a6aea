import type { DraftMessage } from './context';

/**
 * Per-turn chrome found across answers, after the split. A page prints the same short line at the
 * same place in every answer — a mode badge above it ("Flash Answer"), a token or sources count
 * ("· 3301 tokens", "18 sites consulted"), an action under it ("Edit in a page", "More") — in
 * whatever words its UI version and language use. Prose does not open or close most answers with
 * the same short unpunctuated line. So such a line, at the same edge of at least two answers and
 * of at least half of them, is chrome; numbers inside it may differ (counts, times).
 */

const MAX_EDGE_LINE = 40;

/** Short, at most six words, no sentence ending, not code or a list item: the shape of a badge or a button. */
export function isEdgeChromeShape(line: string): boolean {
  if (line.length === 0 || line.length > MAX_EDGE_LINE) return false;
  if (/[.!?:;,。！？：；…)"”’»`{}=<>]$/.test(line) || /^([-*•>#|]|\d+[.)]\s)/.test(line)) return false;
  return line.split(/\s+/).length <= 6;
}

/** The same line with its numbers generalised ("· 3301 tokens" ~ "· 1405 tokens"). */
const edgeKey = (line: string) => line.toLowerCase().replace(/\d+([.,]\d+)?/g, '#');

function edgeLines(content: string): { lines: string[]; first: number; last: number } {
  const lines = content.split('\n');
  let first = 0;
  while (first < lines.length && (lines[first] ?? '').trim().length === 0) first++;
  let last = lines.length - 1;
  while (last > first && (lines[last] ?? '').trim().length === 0) last--;
  return { lines, first, last };
}

/** Drops a line that recurs at the first (or last) line of most answers; returns how many lines went. */
export function dropRecurringEdgeLines(messages: DraftMessage[], role: DraftMessage['role'] = 'assistant'): number {
  const own = messages.filter((m) => m.role === role);
  if (own.length < 2) return 0;
  let dropped = 0;
  for (const edge of ['first', 'last'] as const) {
    // A strip may be two lines (a badge over a count): read the edge again after each removal.
    for (let round = 0; round < 2; round++) {
      const counts = new Map<string, number>();
      for (const m of own) {
        const { lines, first, last } = edgeLines(m.content);
        if (first >= last) continue; // the line would be all the message has
        const line = (lines[edge === 'first' ? first : last] ?? '').trim();
        if (isEdgeChromeShape(line)) counts.set(edgeKey(line), (counts.get(edgeKey(line)) ?? 0) + 1);
      }
      const chrome = new Set([...counts].filter(([, n]) => n >= 2 && n * 2 >= own.length).map(([k]) => k));
      if (chrome.size === 0) break;
      for (const m of own) {
        const { lines, first, last } = edgeLines(m.content);
        if (first >= last) continue;
        const at = edge === 'first' ? first : last;
        if (!chrome.has(edgeKey((lines[at] ?? '').trim()))) continue;
        lines.splice(at, 1);
        m.content = lines.join('\n').trim();
        dropped++;
      }
    }
  }
  return dropped;
}

/**
 * Citation chips copied as a last line of small numbers ("1 2 3", "1"), counting up from 1, under
 * an answer's finished sentence (Copilot's and Perplexity's numbered source chips): not text.
 */
export function dropCitationNumberLine(messages: DraftMessage[]): number {
  let dropped = 0;
  for (const m of messages) {
    if (m.role !== 'assistant') continue;
    const { lines, first, last } = edgeLines(m.content);
    if (first >= last) continue;
    const line = (lines[last] ?? '').trim();
    if (!/^\d{1,2}( \d{1,2})*$/.test(line)) continue;
    const nums = line.split(' ').map(Number);
    if (!nums.every((n, i) => n === i + 1)) continue;
    let above = last - 1;
    while (above > first && (lines[above] ?? '').trim().length === 0) above--;
    if (!/[.!?。！？"”’]$/.test((lines[above] ?? '').trim())) continue;
    m.content = lines.slice(0, above + 1).join('\n').trim();
    dropped++;
  }
  return dropped;
}
