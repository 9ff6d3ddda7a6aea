import { setFlagsFromString } from 'node:v8';

/**
 * Called when this process will read one conversation or paste and exit: V8's optimising compiler
 * (TurboFan) is turned off for the rest of it. In one run it spends more CPU compiling the engine's
 * few large hot functions (the scanner, the feature pass, the rubric) than their optimised code saves
 * before the process ends, while the main thread waits on slower code meanwhile. Measured with the
 * built CLI (median CPU / wall, busy machine, docs/decisions/0025): 1,000 messages 1,180 → 810 ms CPU
 * (3.97 → 2.68 s wall), the largest conversation allowed (4,000 messages, 485 K characters) 2.54 →
 * 2.06 s CPU, a 500 K paste's parse 360 → 300 ms CPU, a small analyze unchanged. Batches (--all,
 * --jsonl, many files, export listings) do not call this: over 60 conversations TurboFan saves ~25 %
 * of the CPU. Results are the same either way (JavaScript means the same in every tier). Decision
 * 0028 measured the alternatives (TurboFan for small functions only or with a larger budget, Maglev,
 * Sparkplug for everything, regexp tier-up): none costs less for one conversation.
 */
export function tuneForOneRun(): void {
  setFlagsFromString('--no-turbofan');
}
