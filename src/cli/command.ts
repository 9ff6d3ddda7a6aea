/** One `kibitz` sub-command. Each lives in its own file under commands/ and is listed in commands/index.ts. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads a file path, or standard input for "-". */
  readonly readInput: (path: string) => Promise<string>;
  /**
   * Streams a file path (or standard input for "-") as byte chunks, for inputs too large to hold
   * as one string (a 100+ MB export). Optional: without it the command reads the whole input.
   */
  readonly readChunks?: (path: string) => AsyncIterable<Uint8Array>;
  /** Writes a file (an export's --out); optional in tests that never write. */
  readonly writeFile?: (path: string, body: string | Uint8Array) => Promise<void>;
  /**
   * For a batch (many conversations, or a whole export read to list it or pick one of it) of large
   * FILES: runs the command again in a Node suited to long runs and gives its exit code, or
   * null when this process already is one (src/cli/batch-rerun.ts). Absent in tests: run in process.
   */
  readonly rerunAsBatch?: (files: readonly string[]) => Promise<number | null>;
  /** The terminal as the command sees it: whether stdout/stderr are terminals, their width, colour. */
  readonly terminal?: Partial<Terminal>;
}

export interface Terminal {
  /** stdout is a terminal: print the readable review rather than JSON. */
  readonly stdoutIsTty: boolean;
  /** stderr is a terminal: draw progress bars there. */
  readonly stderrIsTty: boolean;
  /** Columns of the terminal (80 when unknown). */
  readonly columns: number;
  /** Colours on stdout (NO_COLOR / FORCE_COLOR / TTY, see terminal.ts). */
  readonly colour: boolean;
}

export interface Command {
  readonly name: string;
  /** Listed in commands/index.ts (so --help loads no command); optional here for that reason. */
  readonly summary?: string;
  /** Full help text printed by `kibitz <command> --help`. */
  readonly help: string;
  /** Returns the process exit code. */
  run(args: readonly string[], io: CliIo): Promise<number>;
}

/** An error the user caused (bad flag, missing file): printed as one line without a stack, exit code 2. */
export class UsageError extends Error {}
