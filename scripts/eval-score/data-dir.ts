import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shared data folder: KIBITZ_SHARED/data, else ../shared/data beside the checkout, else /work/shared/data. */
export function sharedDataDir(): string {
  const dir = [process.env.KIBITZ_SHARED ? join(process.env.KIBITZ_SHARED, 'data') : '', join(repo, '..', 'shared', 'data'), '/work/shared/data'].find((d) => d && existsSync(d));
  if (!dir) throw new Error('shared data not found: set KIBITZ_SHARED or put the shared folder beside the checkout');
  return dir;
}
