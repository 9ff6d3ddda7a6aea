/** Which files `kibitz analyze DIR|GLOB|FILE...` reads, and JSON Lines read as a stream of lines. */
import { readdir, stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { UsageError } from '../command';

/** What a folder contributes: conversations as text, Markdown or JSON. */
const CONVERSATION_FILE = /\.(txt|md|markdown|json)$/i;
const GLOB_CHARS = /[*?[\]{}]/;

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) await walk(path, out);
    else if (e.isFile() && CONVERSATION_FILE.test(e.name)) out.push(path);
  }
}

/** Files named, folders walked (text, Markdown and JSON files), globs matched; "-" stays standard input. */
export async function expandInputs(inputs: readonly string[]): Promise<{ files: string[]; many: boolean }> {
  const files: string[] = [];
  let many = inputs.length > 1;
  for (const input of inputs) {
    if (input === '-') {
      files.push(input);
      continue;
    }
    const st = await stat(input).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' || err.code === 'ENOTDIR' ? null : Promise.reject(err)));
    if (st?.isDirectory()) {
      many = true;
      const found: string[] = [];
      await walk(input, found);
      if (!found.length) throw new UsageError(`${input} holds no .txt, .md or .json files`);
      files.push(...found);
    } else if (st) {
      files.push(input);
    } else if (GLOB_CHARS.test(input)) {
      many = true;
      // Loaded only for a pattern the shell did not expand (quoted in CI scripts, or on Windows).
      const { glob } = await import('tinyglobby');
      // Paths come back as the pattern was written: absolute for an absolute pattern.
      const found = (await glob(input, { onlyFiles: true, expandDirectories: false, absolute: isAbsolute(input) })).sort();
      if (!found.length) throw new UsageError(`no files match ${input}`);
      files.push(...found);
    } else {
      files.push(input); // reading it says it is missing, in the reader's words
    }
  }
  return { files: [...new Set(files)], many };
}

/** The lines of a byte stream, decoded as UTF-8 across chunk boundaries (CRLF or LF). */
export async function* linesOf(chunks: AsyncIterable<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  for await (const chunk of chunks) {
    rest += decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = rest.indexOf('\n')) >= 0) {
      yield rest.slice(0, nl).replace(/\r$/, '');
      rest = rest.slice(nl + 1);
    }
  }
  rest += decoder.decode();
  if (rest) yield rest.replace(/\r$/, '');
}
