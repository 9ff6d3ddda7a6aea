/** The readable table of a batch: one line per conversation, sorted by score, then the totals. */
import { bandFor, SCORE_BANDS } from '../../core/bands';
import type { Terminal } from '../command';
import { colours } from '../terminal';
import { oneLine, paintBand, scoreCell, SCORE_CELL_WIDTH, shortDate } from './layout';
import { sortByScore, totalsOf, type ConversationRow } from './rows';
import { groupDigits } from '../../core/numbers';

const NAME_WIDTH = 9; // "Brilliant"

/** Parts joined with " · ", a new line before a part that would pass the width. */
function fitted(parts: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const p of parts) {
    if (line && line.length + 3 + p.length > width) {
      lines.push(line);
      line = p;
    } else {
      line = line ? `${line} · ${p}` : p;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function rowsTable(rows: readonly ConversationRow[], terminal: Terminal, { skippedShown = 20 } = {}): string {
  const c = colours(terminal.colour);
  const width = Math.max(60, terminal.columns);
  const sorted = sortByScore([...rows]);
  const analysed = sorted.filter((r) => r.skipped === null);
  const skipped = sorted.filter((r) => r.skipped !== null);
  const msgWidth = Math.max(4, ...analysed.map((r) => groupDigits(r.messages).length));
  const worstWidth = 11; // "#123  12 ??"
  const fixed = SCORE_CELL_WIDTH + 2 + NAME_WIDTH + 2 + msgWidth + 2 + 10 + 2 + worstWidth + 2;
  const titleWidth = Math.max(10, width - fixed);
  const out: string[] = [];
  out.push(c.dim(`${'Score'.padEnd(SCORE_CELL_WIDTH)}  ${'Rating'.padEnd(NAME_WIDTH)}  ${'Msgs'.padStart(msgWidth)}  ${'Date'.padEnd(10)}  ${'Worst move'.padEnd(worstWidth)}  Title`));
  for (const r of analysed) {
    const band = bandFor(r.overallScore!);
    const worst = r.worstMove ? `#${r.worstMove.index + 1}`.padEnd(5) + scoreCell(c, r.worstMove.score) : c.dim('—'.padEnd(worstWidth));
    const title = r.title || r.source;
    out.push(`${scoreCell(c, r.overallScore)}  ${paintBand(c, band, band.name.padEnd(NAME_WIDTH))}  ${groupDigits(r.messages).padStart(msgWidth)}  ${shortDate(r.date).padEnd(10)}  ${worst}  ${oneLine(title, titleWidth)}`);
  }
  if (skipped.length) {
    out.push('', c.bold(`Not analysed (${groupDigits(skipped.length)})`));
    for (const r of skipped.slice(0, skippedShown)) out.push(c.dim(oneLine(`${r.source}${r.title ? ` · ${r.title}` : ''}: ${r.skipped}`, width)));
    if (skipped.length > skippedShown) out.push(c.dim(`… and ${groupDigits(skipped.length - skippedShown)} more (--json lists them all)`));
  }
  const t = totalsOf(rows);
  out.push('');
  const parts = [`${groupDigits(t.conversations)} ${t.conversations === 1 ? 'conversation' : 'conversations'}`, `${groupDigits(t.analysed)} analysed`];
  if (t.skipped) parts.push(`${groupDigits(t.skipped)} not analysed`);
  parts.push(`${groupDigits(t.messages)} messages`);
  if (t.averageScore !== null) parts.push(`average ${t.averageScore}`, `best ${t.bestScore}`, `worst ${t.worstScore}`);
  out.push(...fitted(parts, width).map((l) => c.bold(l)));
  const bands = SCORE_BANDS.filter((b) => t.bands[b.name]).map((b) => paintBand(c, b, `${b.symbol} ${b.name} ${groupDigits(t.bands[b.name]!)}`));
  if (bands.length) out.push(bands.join(c.dim(' · ')));
  return out.join('\n');
}
