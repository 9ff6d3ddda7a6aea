// npm start: builds when the build is missing or older than the sources, then serves.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', '.build-stamp');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = ['src', 'public', 'index.html', 'drizzle', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p));
const needsBuild =
  !existsSync(stamp) ||
  !existsSync(join(root, 'dist', 'server', 'main.js')) ||
  Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;

if (needsBuild) {
  console.log('Building Kibitz (first start or sources changed)...');
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}

const { run } = await import(pathToFileURL(join(root, 'dist', 'server', 'main.js')).href);
await run();
