import type { Command } from '../command';

export interface CommandEntry {
  /** The line `kibitz --help` shows. */
  readonly summary: string;
  /** Loads the command's module: only the command being run is ever imported (start-up time). */
  readonly load: () => Promise<Command>;
}

/**
 * Every sub-command of `kibitz`, in the order `--help` lists them. Adding one is one line here;
 * its module is imported only when that command runs, so `--help` and `analyze` never load the
 * server, the database drivers or PDF.
 */
export const COMMANDS: Readonly<Record<string, CommandEntry>> = {
  serve: { summary: 'Start the Kibitz web server (API + web app).', load: async () => (await import('./serve')).serveCommand },
  parse: { summary: 'Split a conversation or export file into messages (JSON); list the conversations of a data export.', load: async () => (await import('./parse')).parseCommand },
  analyze: { summary: 'Review conversations: one file, many files, a whole data export or JSON Lines; CI checks.', load: async () => (await import('./analyze')).analyzeCommand },
};
