// `npm run bench`: runs every suite in bench/suites and prints its figures. Suites measure; they never assert.
import { readdir } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'suites');
const only = process.argv.slice(2);
const files = (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort();
for (const file of files) {
  const name = file.replace(/\.ts$/, '');
  if (only.length && !only.includes(name)) continue;
  const suite = (await import(pathToFileURL(join(dir, file)).href)) as { run: () => Promise<void> | void };
  console.log(`\n== ${name} ==`);
  await suite.run();
}
