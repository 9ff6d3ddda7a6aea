/** The readable review of one conversation, like an engine's game report (what a terminal shows by default). */
import { bandFor } from '../../core/bands';
import type { AnalysisResult, MessageScore } from '../../core/scoring/types';
import type { Terminal } from '../command';
import { colours } from '../terminal';
import { oneLine, paintBand, scoreCell, SCORE_CELL_WIDTH, wrap } from './layout';

const WHO = { user: 'You', assistant: 'Assistant' } as const;
const NOTATION_LABEL: Record<string, string> = { courtesy: 'Courtesy — not rated', control: 'Control — not rated' };

/**
 * A message's one-line reason from its explanation ("+ strength; − weakness; ..."): the first
 * weakness of a weak message, the first strength of a good one.
 */
export function reasonOf(score: Pick<MessageScore, 'explanation' | 'overall' | 'rated' | 'kind'>): string {
  if (score.rated === false) return NOTATION_LABEL[score.kind ?? 'courtesy'] ?? 'not rated';
  const items = score.explanation.split(/;\s*/).map((s) => s.trim()).filter(Boolean);
  const wanted = score.overall < 60 ? '−' : '+';
  return items.find((i) => i.startsWith(wanted)) ?? items[0] ?? '';
}

export function reviewText(result: AnalysisResult, { title, source }: { title: string; source: string }, terminal: Terminal): string {
  const c = colours(terminal.colour);
  const width = Math.max(60, terminal.columns);
  const { summary, messages } = result;
  const overall = bandFor(summary.overallScore);
  const out: string[] = [];
  out.push(c.bold(oneLine(`Kibitz review · ${title}`, width)));
  const facts = [`trend ${summary.stats.trend}`, `${messages.length} messages`];
  if (summary.userScore !== null) facts.unshift(`your play ${summary.userScore}`);
  out.push(`${c.bold('Overall')} ${paintBand(c, overall, c.bold(`${summary.overallScore} ${overall.symbol} ${overall.name}`))}  ${c.dim(facts.join(' · '))}`);
  if (source !== title) out.push(c.dim(oneLine(source, width)));
  out.push('');

  const indexWidth = Math.max(2, String(messages.length).length);
  const whoWidth = 9;
  const reasonWidth = width - (indexWidth + 2 + whoWidth + 2 + SCORE_CELL_WIDTH + 2);
  out.push(c.dim(`${'#'.padStart(indexWidth)}  ${'Who'.padEnd(whoWidth)}  ${'Score'.padEnd(SCORE_CELL_WIDTH)}  Reason`));
  for (const m of messages) {
    const who = m.role === 'user' ? c.bold(WHO.user.padEnd(whoWidth)) : WHO.assistant.padEnd(whoWidth);
    out.push(`${String(m.index + 1).padStart(indexWidth)}  ${who}  ${scoreCell(c, m.score.overall, m.score.rated !== false)}  ${oneLine(reasonOf(m.score), reasonWidth)}`);
  }

  if (summary.keyMoments.length) {
    out.push('', c.bold('Key moments'));
    for (const k of summary.keyMoments) {
      const swing = `${k.swing > 0 ? '+' : k.swing < 0 ? '−' : ''}${Math.abs(k.swing)}`;
      const line = `${String(k.index + 1).padStart(indexWidth)}  ${scoreCell(c, k.score)}  ${(k.swing >= 0 ? c.green : c.red)(swing.padStart(4))}  `;
      out.push(line + oneLine(k.description, width - (indexWidth + 2 + SCORE_CELL_WIDTH + 2 + 4 + 2)));
    }
  }

  const weak = messages.filter((m) => m.role === 'user' && m.score.rated !== false && (m.score.classification === 'mistake' || m.score.classification === 'blunder'));
  if (weak.length) {
    out.push('', c.bold('Better moves'));
    for (const m of weak) {
      const band = bandFor(m.score.overall);
      out.push(`${String(m.index + 1).padStart(indexWidth)}  ${scoreCell(c, m.score.overall)}  ${paintBand(c, band, band.name)}: ${oneLine(reasonOf(m.score), width - (indexWidth + 2 + SCORE_CELL_WIDTH + 2 + band.name.length + 2))}`);
      if (m.score.betterMove) out.push(...wrap(m.score.betterMove, width, ' '.repeat(indexWidth + 2)).map((l) => c.green(l)));
      else out.push(c.dim(`${' '.repeat(indexWidth + 2)}(no better move offered)`));
    }
  }

  if (summary.insights.length) {
    out.push('', c.bold('Insights'));
    for (const i of summary.insights) out.push(...wrap(i, width, '  ').map((l, n) => (n === 0 ? `• ${l.slice(2)}` : l)));
  }
  return out.join('\n');
}
