// Whole data exports: a generated 60 MB ChatGPT conversations.json (400 conversations, branches
// included, in a temp folder). Prints the wall time of `kibitz parse FILE --list` and of picking
// one conversation as separate processes (what a person waits for; targets: list under 5 s), the
// in-process listing time and its memory, and, with BENCH_BROWSER=1, the paste screen in Chromium.
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExportLister } from '../../src/core/conversation/exports/index';
import { writeChatgptExport } from '../export-file';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;

function timeCli(args: string[]): { ms: number; code: number | null; out: string } {
  const started = performance.now();
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/kibitz.ts', ...args], { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { ms: performance.now() - started, code: res.status, out: res.stdout };
}

export async function run(): Promise<void> {
  const t0 = performance.now();
  const file = await writeChatgptExport(400);
  console.log(`generated ${file.conversations} conversations, ${mb(file.bytes)} in ${Math.round(performance.now() - t0)} ms (${file.path})`);
  try {
    const startup = timeCli(['--version']);
    console.log(`CLI start-up alone (node + tsx, no work): ${Math.round(startup.ms)} ms`);

    const list = timeCli(['parse', file.path, '--list']);
    const lines = list.out.trim().split('\n').length;
    console.log(`kibitz parse FILE --list: ${Math.round(list.ms)} ms wall (exit ${list.code}, ${lines} lines; target < 5,000 ms)`);
    const json = timeCli(['parse', file.path, '--list', '--json']);
    console.log(`kibitz parse FILE --list --json: ${Math.round(json.ms)} ms wall`);
    const byPosition = timeCli(['parse', file.path, '--conversation', '200']);
    console.log(`kibitz parse FILE --conversation 200 (a position: the whole file is read, an id could still match): ${Math.round(byPosition.ms)} ms wall (exit ${byPosition.code})`);
    const byId = timeCli(['parse', file.path, '--conversation', file.lastId]);
    console.log(`kibitz parse FILE --conversation <id of the last one>: ${Math.round(byId.ms)} ms wall (exit ${byId.code})`);

    // In process: the core lister over a 1 MB-chunk stream, as the CLI reads it.
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const lister = new ExportLister();
    let peak = before;
    for await (const chunk of createReadStream(file.path, { highWaterMark: 1 << 20 })) {
      lister.push(chunk as Buffer);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const result = lister.finish();
    const ms = performance.now() - started;
    console.log(
      `in process: listed ${result.ok ? result.listing.conversations.length : 0} conversations in ${Math.round(ms)} ms ` +
        `(${(file.bytes / (1024 * 1024) / (ms / 1000)).toFixed(0)} MB/s); resident memory grew by at most ${mb(peak - before)} for a ${mb(file.bytes)} file`,
    );

    if (process.env.BENCH_BROWSER === '1') {
      const { measureBrowser } = await import('../export-browser');
      await measureBrowser(file.path);
    } else {
      console.log('paste screen in Chromium: BENCH_BROWSER=1 npm run bench -- exports (needs npm run build and /usr/bin/chromium)');
    }
  } finally {
    await rm(dirname(file.path), { recursive: true, force: true });
  }
}
