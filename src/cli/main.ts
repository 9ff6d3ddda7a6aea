import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { COMMANDS } from './commands/index';
import { UsageError, type CliIo } from './command';
import { APP_VERSION } from '../core/version';
import { ENGINE_VERSION } from '../core/scoring/version';
import { processTerminal } from './terminal';

const MAIN_HELP = () => `Usage: kibitz <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`)
  .join('\n')}

Run "kibitz <command> --help" for a command's options.
kibitz ${APP_VERSION}, engine ${ENGINE_VERSION}`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A file the user named that cannot be read is their mistake (exit 2), said in one line. */
export function fileError(err: unknown, path: string): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new UsageError(`File not found: ${path}`);
  if (code === 'EISDIR') return new UsageError(`${path} is a directory, not a file`);
  if (code === 'EACCES' || code === 'EPERM') return new UsageError(`Cannot read ${path}: permission denied`);
  return err;
}

async function* streamInput(path: string): AsyncIterable<Uint8Array> {
  // 1 MB reads: few enough calls for a 1 GB file, small enough to keep memory flat.
  const source = path === '-' ? process.stdin : createReadStream(path, { highWaterMark: 1 << 20 });
  try {
    for await (const chunk of source) yield chunk as Buffer;
  } catch (err) {
    throw fileError(err, path);
  }
}

export const nodeIo: CliIo = {
  stdout: (t) => void process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
  stderr: (t) => void process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
  readInput: async (path) => {
    try {
      return path === '-' ? await readStdin() : await readFile(path, 'utf8');
    } catch (err) {
      throw fileError(err, path);
    }
  },
  readChunks: streamInput,
  writeFile: async (path, body) => {
    try {
      await writeFile(path, body);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR' || code === 'EPERM') throw new UsageError(`Cannot write ${path}: ${code === 'ENOENT' ? 'no such folder' : code === 'EISDIR' ? 'it is a folder' : 'permission denied'}`);
      throw err;
    }
  },
  rerunAsBatch: async (files) => (await import('./batch-rerun')).rerunAsBatch(files),
  get terminal() {
    return processTerminal();
  },
};

/** node:util parseArgs errors, in one line of our own words. */
function argsError(err: Error & { code?: string }): string | null {
  if (!err.code?.startsWith('ERR_PARSE_ARGS')) return null;
  const option = /'(-{1,2}[^'\s]+)/.exec(err.message)?.[1];
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option ?? err.message}`;
  if (err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return option ? `option ${option.replace(/^(--\S+?)(?: <value>)?$/, '$1')} ${/argument missing/.test(err.message) ? 'needs a value' : 'takes no value'}` : err.message;
  if (err.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${/'([^']+)'/.exec(err.message)?.[1] ?? ''}`.trim();
  return err.message.split('\n')[0]!;
}

export async function main(argv: readonly string[], io: CliIo = nodeIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? io.stdout : io.stderr)(MAIN_HELP());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v' || name === '-V') {
    io.stdout(`kibitz ${APP_VERSION} (engine ${ENGINE_VERSION})`);
    return 0;
  }
  const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!entry) {
    io.stderr(name.startsWith('-') ? `kibitz: unknown option ${name} (run "kibitz --help" for usage)` : `kibitz: unknown command "${name}" (run "kibitz --help" for the commands)`);
    return 2;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.help);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    const message = err instanceof UsageError ? err.message : argsError(err as Error);
    if (message === null) throw err;
    io.stderr(`kibitz ${name}: ${message} (see "kibitz ${name} --help")`);
    return 2;
  }
}

/** The process around main: its exit code, and a crash reported on stderr with exit code 1. */
export async function run(argv: readonly string[]): Promise<void> {
  // A reader that stops early (`kibitz analyze --jsonl big.jsonl | head`) closes the pipe: its choice,
  // not a crash to report with a stack trace. The rest of the output has nowhere to go, so stop.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    process.exit(process.exitCode ?? 0);
  });
  try {
    process.exitCode = await main(argv);
  } catch (err) {
    process.stderr.write(`kibitz: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  }
}
