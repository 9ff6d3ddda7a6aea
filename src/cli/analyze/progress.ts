/** A progress bar on stderr while a batch runs, drawn only when stderr is a terminal (never into logs or pipes). */
import { stat } from 'node:fs/promises';

export interface Progress {
  update(done: number, conversations: number): void;
  stop(): void;
}

const silent: Progress = { update: () => {}, stop: () => {} };

/** `total` in `unit`s (bytes of a file, or files); null total: the size of `file`. */
export async function progressBar(enabled: boolean, total: number | { file: string }, unit: 'bytes' | 'files'): Promise<Progress> {
  if (!enabled) return silent;
  const size = typeof total === 'number' ? total : await stat(total.file).then((s) => s.size, () => 0);
  if (!size) return silent;
  const { SingleBar, Presets } = (await import('cli-progress')).default;
  const bar = new SingleBar(
    {
      stream: process.stderr,
      format: `Analysing {bar} {percentage}% · {conversations} conversations · ${unit === 'bytes' ? '{doneMb}/{totalMb} MB' : '{value}/{total} files'} · {duration_formatted}`,
      hideCursor: true,
      clearOnComplete: true,
      barsize: 24,
    },
    Presets.shades_classic,
  );
  const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
  bar.start(size, 0, { conversations: 0, doneMb: mb(0), totalMb: mb(size) });
  return {
    update: (done, conversations) => bar.update(Math.min(done, size), { conversations, doneMb: mb(done), totalMb: mb(size) }),
    stop: () => bar.stop(),
  };
}
