// Parse throughput on realistic pastes of 5 KB, 50 KB and 500 KB (three paste styles), and the
// per-character time ratio between sizes: a ratio near 1 means linear time.
import { parseConversation } from '../../src/core/conversation/index';
import { forgetChromeReadings } from '../../src/core/conversation/chrome';
import { MAX_CONVERSATION_CHARACTERS } from '../../src/core/plans';

const SENTENCES = [
  'Could you explain how the retry logic in this service works?',
  'Sure. The client retries failed requests with exponential backoff, up to five attempts.',
  'Here is a short example that shows the idea in practice.',
  'Note: the delay doubles after each failure and is capped at thirty seconds.',
  'Thanks, that helps. What happens when the server returns a 429?',
  'A 429 means you are rate limited; the client waits for the Retry-After header before trying again.',
];
const CODE = ['```python', 'for attempt in range(5):', '    try:', '        return call()', '    except Timeout:', '        sleep(2 ** attempt)', '```'];

function paragraph(seed: number): string {
  const n = 2 + (seed % 4);
  return Array.from({ length: n }, (_, i) => SENTENCES[(seed + i) % SENTENCES.length]).join(' ');
}

export type Style = (turn: number, user: boolean, body: string) => string;
export const styles: Record<string, Style> = {
  transcript: (_t, user, body) => `${user ? 'User' : 'Assistant'}: ${body}\n\n`,
  'chatgpt web copy': (t, user, body) => (user ? `You said:\n${body}\n\n` : `ChatGPT said:\n${t % 3 === 0 ? 'Thought for 4s\n' : ''}${body}\n\n\n`),
  'claude web copy': (_t, user, body) => (user ? `JD\n${body}\nEdit\n\n` : `${body}\n Copy\nRetry\n\n\n`),
  // No labels: turns only from the button strip after each answer and a thinking line (parser v2's web-turns).
  'label-less copy': (t, user, body) => (user ? `${body}\n` : `${t % 3 === 0 ? 'Pensó durante 4 s\n' : ''}${body}\nCopiar\nRegenerar\nCompartir\n\n`),
};

export function build(style: Style, size: number): string {
  let out = 'Skip to content\n\n';
  let turn = 0;
  while (out.length < size) {
    const user = turn % 2 === 0;
    let body = paragraph(turn);
    if (!user && turn % 4 === 1) body += `\n\n${CODE.join('\n')}\n\n${paragraph(turn + 1)}`;
    out += style(turn, user, body);
    turn++;
  }
  return out.slice(0, size);
}

/**
 * Mean CPU milliseconds per parse (process CPU time, so other work on a busy machine does not
 * count; wall time is reported beside it). Warm up, then repeat for at least 300 ms of CPU.
 */
function timeParse(text: string): { cpu: number; wall: number } {
  for (let i = 0; i < 3; i++) parseConversation(text);
  let runs = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let cpu: number;
  do {
    forgetChromeReadings(); // every paste is new to the server: no line readings carried over
    parseConversation(text);
    runs++;
    const c = process.cpuUsage(c0);
    cpu = (c.user + c.system) / 1000;
  } while (cpu < 300);
  return { cpu: cpu / runs, wall: (performance.now() - t0) / runs };
}

export function run(): void {
  const sizes = [5_000, 50_000, 500_000];
  for (const [name, style] of Object.entries(styles)) {
    const t = sizes.map((size) => timeParse(build(style, Math.min(size, MAX_CONVERSATION_CHARACTERS))));
    const ms = t.map((x) => x.cpu);
    const cells = sizes.map((size, i) => `${(size / 1000).toFixed(0)} KB ${(ms[i] as number).toFixed(2)} ms cpu / ${(t[i]?.wall ?? 0).toFixed(2)} wall (${(size / 1e6 / ((ms[i] as number) / 1000)).toFixed(1)} MB/s)`);
    const ratio = ((ms[2] as number) / 500_000) / ((ms[0] as number) / 5_000);
    console.log(`${name.padEnd(17)} ${cells.join('  ')}  time/char 500KB vs 5KB: ${ratio.toFixed(2)}x`);
  }
  const big = 'x'.repeat(1_000_000);
  const t0 = performance.now();
  const r = parseConversation(big);
  console.log(`1 MB input: ${r.error?.code ?? 'no error'} in ${(performance.now() - t0).toFixed(3)} ms`);
  // Pastes that make a reader go over the same lines again and again (session 38: a long quoted list was quadratic,
  // 10,000 lines in 10 s): each at two sizes, so a quadratic shows as a ratio near 4.
  const shapes: Array<[string, (n: number) => string]> = [
    ['quoted list', (n) => '> quoted line\n'.repeat(n)],
    ['short paragraphs', (n) => `User: hi there\n\nAssistant: ${'Some words here.\n\n'.repeat(n)}`],
    ['one long line', (n) => `User: ${'word, '.repeat(n * 3)}`],
    ['heading turns', (n) => '## User\nhello\n## Assistant\nworld\n'.repeat(n / 4)],
  ];
  for (const [name, make] of shapes) {
    const [a, b] = [5_000, 10_000].map((n) => timeParse(make(n)).cpu);
    console.log(`${name.padEnd(17)} ${make(5_000).length.toLocaleString('en')} chars ${a!.toFixed(0)} ms cpu, twice as long ${b!.toFixed(0)} ms (x${(b! / a!).toFixed(1)})`);
  }
}
