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
  parse: { summary: 'Split a conversation into messages (JSON); list an export\'s conversations.', load: async () => (await import('./parse')).parseCommand },
  analyze: { summary: 'Review conversations: files, folders, whole exports, JSON Lines; CI checks.', load: async () => (await import('./analyze')).analyzeCommand },
  users: { summary: 'Give an account a plan or show it (kibitz users grant EMAIL pro --days N | show EMAIL).', load: async () => (await import('./users')).usersCommand },
};
