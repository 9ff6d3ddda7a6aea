/** How output looks where it goes: readable and coloured in a terminal, plain when piped. */
import picocolors from 'picocolors';
import type { Terminal } from './command';

export type Colours = ReturnType<typeof picocolors.createColors>;

/**
 * Colour on or off, in Node's own order (its console follows the same): FORCE_COLOR decides when
 * set ("0" or "false" turn colour off), else NO_COLOR (any non-empty value) turns it off, else colour
 * when the stream is a terminal that is not TERM=dumb.
 */
export function colourWanted(env: Readonly<Record<string, string | undefined>>, isTty: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR) return false;
  return isTty && env.TERM !== 'dumb';
}

export const DEFAULT_COLUMNS = 80;

/** The terminal of this process. */
export function processTerminal(): Terminal {
  const stdoutIsTty = process.stdout.isTTY === true;
  return {
    stdoutIsTty,
    stderrIsTty: process.stderr.isTTY === true,
    columns: process.stdout.columns || Number(process.env.COLUMNS) || DEFAULT_COLUMNS,
    colour: colourWanted(process.env, stdoutIsTty),
  };
}

/** The terminal a command sees: what the io says, the defaults of a pipe for the rest (tests). */
export function terminalOf(partial: Partial<Terminal> | undefined): Terminal {
  return { stdoutIsTty: false, stderrIsTty: false, columns: DEFAULT_COLUMNS, colour: false, ...partial };
}

export const colours = (on: boolean): Colours => picocolors.createColors(on);
