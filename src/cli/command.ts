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
}

export interface Command {
  readonly name: string;
  readonly summary: string;
  /** Full help text printed by `kibitz <command> --help`. */
  readonly help: string;
  /** Returns the process exit code. */
  run(args: readonly string[], io: CliIo): Promise<number>;
}

/** An error the user caused (bad flag, missing file): printed without a stack, exit code 2. */
export class UsageError extends Error {}
