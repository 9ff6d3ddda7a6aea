import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { COMMANDS } from './commands/index';
import { UsageError, type CliIo } from './command';
import { APP_VERSION } from '../core/version';

const MAIN_HELP = () => `Usage: kibitz <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`).join('\n')}

Run "kibitz <command> --help" for a command's options.
kibitz ${APP_VERSION}`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fileError(err: unknown, path: string): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new UsageError(`File not found: ${path}`);
  if (code === 'EISDIR') return new UsageError(`${path} is a directory, not a file`);
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
};

export async function main(argv: readonly string[], io: CliIo = nodeIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(MAIN_HELP());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(APP_VERSION);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.stderr(`Unknown command "${name}".\n\n${MAIN_HELP()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.help);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    if (err instanceof UsageError || (err as Error).name === 'TypeError' && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`kibitz ${name}: ${(err as Error).message}\n\nRun "kibitz ${name} --help" for usage.`);
      return 2;
    }
    throw err;
  }
}
