/** Shared pieces of the readable output: band colours, one-line cuts, score cells. */
import { bandFor, type ScoreBand } from '../../core/bands';
import type { Colours } from '../terminal';

/** The band's colour (core/bands.ts) in the 16 colours every terminal has. */
export function paintBand(c: Colours, band: ScoreBand, text: string): string {
  switch (band.colour) {
    case 'green':
      return c.green(text);
    case 'blue':
      return c.blue(text);
    case 'light-blue':
      return c.cyan(text);
    case 'grey':
      return c.gray(text);
    case 'orange':
      return c.yellow(text);
    case 'red':
      return c.red(text);
  }
}

/** One line of at most `width` characters: whitespace folded, cut with "…". */
export function oneLine(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (width <= 1) return flat.slice(0, Math.max(0, width));
  return flat.length > width ? `${flat.slice(0, width - 1).trimEnd()}…` : flat;
}

/** "72  !" padded to 6 columns, coloured by its band; "—  =" for a book move. */
export function scoreCell(c: Colours, score: number | null, rated = true): string {
  if (score === null || !rated) return c.gray(`${'—'.padStart(3)} ${'='.padEnd(2)}`);
  const band = bandFor(score);
  return paintBand(c, band, `${String(score).padStart(3)} ${band.symbol.padEnd(2)}`);
}

export const SCORE_CELL_WIDTH = 6;

/** Text wrapped at `width`, each line after an indent (a better move's body). */
export function wrap(text: string, width: number, indent: string): string[] {
  const out: string[] = [];
  const room = Math.max(20, width - indent.length);
  for (const para of text.split('\n')) {
    if (!para.trim()) {
      out.push('');
      continue;
    }
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > room) {
        out.push(indent + line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) out.push(indent + line);
  }
  return out;
}

/** UTC date to the minute: "2024-05-01 12:00", or "—". */
export const shortDate = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
