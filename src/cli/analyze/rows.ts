/** One line of a batch (many files, a whole export, JSON Lines): what the table, the JSON and --fail-under read. */
import { bandFor, type ChessNotation, type Classification } from '../../core/bands';
import type { AnalysisOptions, AnalysisResult, ResultsTrend } from '../../core/scoring/types';
import type { ConversationFacts } from './read-conversation';

export interface WorstMove {
  /** 0-based index of the message in the conversation. */
  index: number;
  score: number;
  notation: ChessNotation;
  explanation: string;
}

export interface ConversationRow {
  /** Where it came from: a file path, "FILE #12", "FILE line 5". */
  source: string;
  position: number | null;
  id: string | null;
  title: string;
  date: string | null;
  messages: number;
  overallScore: number | null;
  classification: Classification | null;
  notation: ChessNotation | null;
  trend: ResultsTrend | null;
  /** The person's lowest-scoring rated message. */
  worstMove: WorstMove | null;
  /** Index and score of each rated person message (for --fail-under --messages). */
  personScores: [number, number][];
  /** Why it was not analysed (too short, too long, not a conversation). */
  skipped: string | null;
}

/**
 * The analysis options a batch runs with when only its rows are printed (the table, the rows' JSON,
 * --fail-under). A row reads the message scores, their notes and the conversation's score and trend;
 * none of them depends on key moments, patterns, insights or better moves (the engine scores every
 * message before and apart from those, and a better move's trial scoring changes nothing the next
 * message reads). Leaving those out makes the same rows about 30% sooner (1,000 messages, warm: 55 ->
 * 38 ms). rows.test.ts checks the rows against a full analysis over real conversations.
 */
export const ROW_ANALYSIS: Readonly<AnalysisOptions> = Object.freeze({ analysisDepth: 'quick', enablePatternDetection: false, generateSuggestions: false });

export function analysedRow(source: string, position: number | null, facts: ConversationFacts, title: string, result: AnalysisResult): ConversationRow {
  const { summary } = result;
  const person = result.messages.filter((m) => m.role === 'user' && m.score.rated !== false);
  let worst: (typeof person)[number] | undefined;
  for (const m of person) if (!worst || m.score.overall < worst.score.overall) worst = m;
  return {
    source,
    position,
    id: facts.id,
    title,
    date: facts.date,
    messages: result.messages.length,
    overallScore: summary.overallScore,
    classification: summary.classification,
    notation: summary.chessNotation,
    trend: summary.stats.trend,
    worstMove: worst ? { index: worst.index, score: worst.score.overall, notation: worst.score.chessNotation, explanation: worst.score.explanation } : null,
    personScores: person.map((m) => [m.index, m.score.overall]),
    skipped: null,
  };
}

export function skippedRow(source: string, position: number | null, facts: Partial<ConversationFacts> & { title?: string; messages?: number }, reason: string): ConversationRow {
  return {
    source,
    position,
    id: facts.id ?? null,
    title: facts.title ?? '',
    date: facts.date ?? null,
    messages: facts.messages ?? 0,
    overallScore: null,
    classification: null,
    notation: null,
    trend: null,
    worstMove: null,
    personScores: [],
    skipped: reason,
  };
}

/** Best first: the weakest end up last, just above the totals, where a terminal shows them. Skipped ones at the very end. */
export function sortByScore(rows: ConversationRow[]): ConversationRow[] {
  return [...rows].sort((a, b) => (b.overallScore ?? -1) - (a.overallScore ?? -1) || (a.position ?? 0) - (b.position ?? 0) || a.source.localeCompare(b.source));
}

export interface Totals {
  conversations: number;
  analysed: number;
  skipped: number;
  messages: number;
  averageScore: number | null;
  bestScore: number | null;
  worstScore: number | null;
  /** Analysed conversations per band name ("Brilliant": 3, ...). */
  bands: Record<string, number>;
}

export function totalsOf(rows: readonly ConversationRow[]): Totals {
  const scored = rows.filter((r) => r.overallScore !== null).map((r) => r.overallScore!);
  const bands: Record<string, number> = {};
  for (const s of scored) {
    const name = bandFor(s).name;
    bands[name] = (bands[name] ?? 0) + 1;
  }
  return {
    conversations: rows.length,
    analysed: scored.length,
    skipped: rows.length - scored.length,
    messages: rows.reduce((n, r) => n + r.messages, 0),
    averageScore: scored.length ? Math.round((scored.reduce((a, b) => a + b, 0) / scored.length) * 10) / 10 : null,
    bestScore: scored.length ? Math.max(...scored) : null,
    worstScore: scored.length ? Math.min(...scored) : null,
    bands,
  };
}

/** What `--json` prints for a batch: the rows in the table's order, without the per-message scores kept for --fail-under. */
export function rowsJson(rows: readonly ConversationRow[]) {
  return { conversations: sortByScore([...rows]).map(({ personScores: _p, ...row }) => row), totals: totalsOf(rows) };
}

export interface Failure {
  source: string;
  /** A person message (with --messages), else the conversation. */
  messageIndex: number | null;
  score: number;
}

/** Conversations (or, with `messages`, person messages) under the bar. */
export function failuresUnder(rows: readonly ConversationRow[], bar: number, messages: boolean): Failure[] {
  const out: Failure[] = [];
  for (const r of rows) {
    if (r.overallScore === null) continue;
    if (messages) {
      for (const [index, score] of r.personScores) if (score < bar) out.push({ source: r.source, messageIndex: index, score });
    } else if (r.overallScore < bar) {
      out.push({ source: r.source, messageIndex: null, score: r.overallScore });
    }
  }
  return out;
}

export function failureLine(f: Failure): string {
  const band = bandFor(f.score);
  return `${f.source}${f.messageIndex === null ? '' : ` message ${f.messageIndex + 1}`}: ${f.score} ${band.symbol} ${band.name}`;
}
