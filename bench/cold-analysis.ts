// Run by the cli suite in a fresh process started with the V8 flags `kibitz analyze FILE` gets (the
// ones in bin/kibitz.js's shebang, given on Node's command line by the suite): where the cost of size
// goes. Analyses the small input (as the start-up baseline does), then the big one cold, then the big
// one again (the code, its regular expressions and its inline caches are ready: what is left is
// running the code itself). Prints one JSON line of CPU milliseconds.
import { readFileSync } from 'node:fs';
import { analyzeConversation } from '../src/core/scoring/index';
import type { AnalysisInput } from '../src/core/scoring/types';

const [small, big] = process.argv.slice(2).map((f) => JSON.parse(readFileSync(f!, 'utf8')) as AnalysisInput);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const timed = (input: AnalysisInput) => {
  const c = cpuMs();
  analyzeConversation(input);
  return cpuMs() - c;
};
const smallMs = timed(small!);
const coldMs = timed(big!);
const againMs = timed(big!);
console.log(JSON.stringify({ smallMs, coldMs, againMs }));
