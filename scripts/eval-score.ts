// `npm run eval:score`: agreement of the scoring engine with human judgement on the shared data, each
// figure printed beside the log-length baseline, plus the score distribution and the better-move
// property. Data dir: KIBITZ_SHARED/data, else ../shared/data or /work/shared/data.
// Options: --split even|odd  (score only every other record of the human-judgement sets: tune on one
//          half, check on the other; the prompt-pair, courtesy, better-move and dimension checks
//          always use their full sets)
//          --show-pairs    (print every prompt pair the engine loses or ties)
//          --show-moves N  (print N of the 300 better moves, spread over the set, with their originals)
// The checks after the human-judgement figures live in scripts/eval-score/checks.ts; see
// eval/README.md "prompt-pairs/aside.jsonl and the scoring checks".
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCORE_BANDS, bandFor } from '../src/core/bands';
import { analyzeConversation } from '../src/core/scoring';
import type { Role } from '../src/core/conversation/types';
import { courtesies, deepChecks, engineErrors, promptPairs } from './eval-score/checks';
import { accuracy, logLen, partialSpearman, pct, spearman, tally, verdict } from './eval-score/stats';
import { auditReasons, type AuditMessage } from './eval-score/reasons-audit';

type Msg = { role: Role; content: string };
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = [process.env.KIBITZ_SHARED ? join(process.env.KIBITZ_SHARED, 'data') : '', join(repo, '..', 'shared', 'data'), '/work/shared/data'].find((d) => d && existsSync(d));
if (!dataDir) {
  console.error('eval:score: no data directory (set KIBITZ_SHARED)');
  process.exit(2);
}
const splitArg = process.argv.indexOf('--split');
const split = splitArg >= 0 ? process.argv[splitArg + 1] : undefined;
const keep = (_: unknown, i: number): boolean => (split === 'even' ? i % 2 === 0 : split === 'odd' ? i % 2 === 1 : true);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const load = (f: string): any[] => readFileSync(join(dataDir, f), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l)).filter(keep);
const role = (r: string): Role => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant');
const ctxOf = (c: Array<{ role: string; content?: string; text?: string }>): Msg[] => c.map((m) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') }));
const scoreLast = (messages: Msg[]): number => analyzeConversation({ messages }, { analysisDepth: 'quick', generateSuggestions: false }).messages.at(-1)!.score.overall;

const row = (name: string, ours: string, base: string, bar: string, ok: boolean): void => console.log(`${name.padEnd(34)} ${ours.padStart(8)}   log-length ${base.padStart(7)}   bar ${bar.padEnd(7)} ${verdict(name.trim(), ok)}`);
const showPairs = process.argv.includes('--show-pairs');

console.log(`data: ${dataDir}${split ? `  (split: ${split} half)` : ''}\n`);
const t0 = performance.now();
const pairSets: Array<[string, string, number, (x: number) => boolean, string, boolean]> = [
  ['hh-helpful pairs', 'hh-helpful-pairs.jsonl', 0.59, (x) => x >= 0.63, '>= 63%', true],
  ['oasst1 ranked reply pairs', 'oasst1-ranked-reply-pairs.jsonl', 0.715, (x) => x >= 0.74, '>= 74%', true],
  ['hh-harmless pairs (guard)', 'hh-harmless-pairs.jsonl', 0.449, (x) => x >= 0.5, '>= 50%', false],
];
for (const [name, file, , bar, barText, shorterBar] of pairSets) {
  const rows = load(file);
  const ours = rows.map((r) => {
    const ctx = ctxOf(r.context);
    return [scoreLast([...ctx, { role: 'assistant', content: r.chosen }]), scoreLast([...ctx, { role: 'assistant', content: r.rejected }])] as const;
  });
  const base = rows.map((r) => [logLen(r.chosen), logLen(r.rejected)] as const);
  const acc = accuracy(ours);
  row(`${name} (n=${rows.length})`, pct(acc), pct(accuracy(base)), barText, bar(acc));
  const shorter = ours.filter((_, i) => rows[i].chosen.length <= rows[i].rejected.length);
  const accShort = accuracy(shorter);
  const baseShort = base.filter((_, i) => rows[i].chosen.length <= rows[i].rejected.length);
  if (shorterBar) row(`  preferred reply not longer (n=${shorter.length})`, pct(accShort), pct(accuracy(baseShort)), '>= 60%', accShort >= 0.6);
  else if (shorter.length) console.log(`  preferred reply not longer (n=${shorter.length}): ${pct(accShort)}`);
}

const prompts = load('oasst1-en-prompts-labelled.jsonl');
const pScores = prompts.map((r) => scoreLast([...ctxOf(r.context), { role: 'user', content: r.prompt }]));
const quality = prompts.map((r) => Number(r.quality));
const lens = prompts.map((r) => r.prompt.length);
const rho = spearman(pScores, quality);
const part = partialSpearman(pScores, quality, lens);
row(`oasst1 prompt quality Spearman (n=${prompts.length})`, rho.toFixed(3), spearman(lens, quality).toFixed(3), '>= 0.35', rho >= 0.35);
row('  partial Spearman | log length', part.toFixed(3), '0.000', '>= 0.15', part >= 0.15);
console.log(`  Spearman(score, length) = ${spearman(pScores, lens).toFixed(3)}`);

// Distribution over every message of the two conversation corpora.
const convs = [...load('hh-rlhf-conversations.jsonl'), ...load('markdown-chat-conversations.jsonl')];
const all: number[] = [];
const byRole: Record<Role, number[]> = { user: [], assistant: [] };
let weak = 0;
let improved = 0;
const gains: number[] = [];
for (const c of convs) {
  const res = analyzeConversation({ messages: ctxOf(c.messages) }, { analysisDepth: 'deep' });
  for (const m of res.messages) {
    all.push(m.score.overall);
    byRole[m.role].push(m.score.overall);
    if (m.role === 'user' && m.score.betterMove !== null && m.betterMoveScore !== undefined) {
      weak++;
      gains.push(m.betterMoveScore - m.score.overall);
      if (m.betterMoveScore >= m.score.overall + 10) improved++;
    }
  }
}
const stats = (xs: readonly number[]): string => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
  return `n=${xs.length} mean ${mean.toFixed(1)} SD ${sd.toFixed(1)} min ${Math.min(...xs)} max ${Math.max(...xs)} distinct ${new Set(xs).size}`;
};
console.log(`\nscore distribution (hh-rlhf + markdown-chat conversations)\n  all        ${stats(all)}\n  user       ${stats(byRole.user)}\n  assistant  ${stats(byRole.assistant)}`);
console.log(`  per band: ${SCORE_BANDS.map((b) => `${b.symbol} ${b.name} ${pct(all.filter((s) => bandFor(s).symbol === b.symbol).length / all.length)}`).join(', ')}`);
const sortedGains = [...gains].sort((a, b) => a - b);
console.log(`\nbetter-move property: ${improved}/${weak} weak user messages (${pct(improved / Math.max(1, weak))}) score >= 10 higher when re-scored in place (bar >= 95%); median gain ${sortedGains[Math.floor(sortedGains.length / 2)] ?? 0}`);
console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);

// Rubric-independent checks (full sets; --split does not apply).
promptPairs(
  [
    { name: 'dev', file: join(dataDir, 'prompt-pairs-dev.jsonl') },
    { name: 'aside', file: join(repo, 'eval', 'prompt-pairs', 'aside.jsonl'), report: true },
    { name: 'aside-2', file: join(repo, 'eval', 'prompt-pairs', 'aside-2.jsonl'), report: true },
    // Written on 2026-11-27 without reading the rubric; aside-3's odd half was then read (decisions 0054, 0055),
    // aside-4 never: both are reported, neither is printed pair by pair.
    { name: 'aside-3', file: join(repo, 'eval', 'prompt-pairs', 'aside-3.jsonl'), report: true, blind: true },
    { name: 'aside-4', file: join(repo, 'eval', 'prompt-pairs', 'aside-4.jsonl'), report: true, blind: true },
    // Written 2026-11-27 ("stop 33") blind to the rubric with the guides' mix (30 longer-better, 10 shorter-better);
    // measured first at engine 2.8.4 and 2.8.5: 87.5 % both; then read (decision 0056): no longer held out.
    { name: 'aside-5', file: join(repo, 'eval', 'prompt-pairs', 'aside-5.jsonl'), report: true, blind: true },
    // Written the same day, after aside-5 was read, with the guides' mix (32 longer-better, 8 shorter-better), blind
    // to the rubric: 87.5 % at the session's start engine, 91.3 % at 2.8.5, 92.5 % at 2.8.6 and 2.8.7; read in session 38
    // (decision 0064): no longer held out.
    { name: 'aside-6', file: join(repo, 'eval', 'prompt-pairs', 'aside-6.jsonl'), report: true },
    // Written 2026-11-27 (session 36) by a helper blind to the rubric and to every earlier set (29 longer-better, 11
    // shorter-better, five languages); measured once at 81.3 %, then read (decision 0060): no longer held out.
    { name: 'aside-7', file: join(repo, 'eval', 'prompt-pairs', 'aside-7.jsonl'), report: true, blind: true },
    // Written the same session by another helper, blind to the rubric and every earlier set, with the guides' own mix
    // (34 longer-better, 6 shorter-better); aside-7 was read after it was commissioned. Blind at 88.8 % (engines 2.8.5 and
    // 2.8.6), then read in session 37: no longer held out.
    { name: 'aside-8', file: join(repo, 'eval', 'prompt-pairs', 'aside-8.jsonl'), report: true },
    // Written 2026-11-27 (session 37) by a helper blind to the rubric and every earlier set (27 longer-better, 13
    // shorter-better, four languages). Blind at 90.0 % (2.8.6) and 92.5 % (2.8.7, after the other languages' asks), then
    // read the same session: no longer held out.
    { name: 'aside-9', file: join(repo, 'eval', 'prompt-pairs', 'aside-9.jsonl'), report: true },
    // Written the same session by a helper blind to the rubric and every earlier set (27 longer-better, 13 shorter-better,
    // four languages). Blind at 81.3 % (shorter 92.3 %) at 2.8.6 and after this session's first two changes, then read.
    { name: 'aside-10', file: join(repo, 'eval', 'prompt-pairs', 'aside-10.jsonl'), report: true },
    // Written the same session by a helper blind to the rubric and every earlier set, weighted as the guides are (29
    // longer-better, 11 shorter-better, four languages): 92.5 % at 2.8.6 and through the session's changes; then read.
    { name: 'aside-11', file: join(repo, 'eval', 'prompt-pairs', 'aside-11.jsonl'), report: true },
    // Written the same session, after aside-11 was read, by a helper blind to the rubric and every earlier set (28
    // longer-better, 12 shorter-better, four languages): 92.5 % at 2.8.6 and at 2.8.7; read in session 38 (decision 0064).
    { name: 'aside-12', file: join(repo, 'eval', 'prompt-pairs', 'aside-12.jsonl'), report: true },
    // Written 2026-11-28 (session 38) by a helper blind to the rubric and every earlier set, from publishers no earlier set
    // used (aside-13: 27 longer-better, 13 shorter-better; aside-14 the same; 10 and 13 pairs not in English). Measured
    // first at the session's start engine (2.8.7): 87.5 % and 82.5 %. aside-14 was read first (82.5 % at 2.8.8's first
    // changes, read after); aside-13 stayed blind through them (90.0 % after the changes from aside-6 and aside-12, 90.0 %
    // after aside-14's), then was read too (decision 0064).
    { name: 'aside-13', file: join(repo, 'eval', 'prompt-pairs', 'aside-13.jsonl'), report: true },
    { name: 'aside-14', file: join(repo, 'eval', 'prompt-pairs', 'aside-14.jsonl'), report: true },
    // Written 2026-11-28 (session 38), after aside-13 and aside-14 were read, by a helper blind to the rubric and every
    // earlier set, from publishers no earlier set used (28 longer-better, 12 shorter-better each; 9 and 11 pairs not in
    // English). Measured first at the session's start engine (2.8.7). Reported, never pair by pair.
    // aside-15 stayed blind through the changes from aside-6, -12, -13, -14 and -16 (92.5 → 93.8 %), then was read.
    { name: 'aside-15', file: join(repo, 'eval', 'prompt-pairs', 'aside-15.jsonl'), report: true },
    // aside-16 was then read (87.5 % blind at 2.8.7 and 2.8.8; decision 0064).
    { name: 'aside-16', file: join(repo, 'eval', 'prompt-pairs', 'aside-16.jsonl'), report: true },
    // Written 2026-11-28 (session 38), after aside-15 was read, by a helper blind to the rubric and every earlier set, from
    // publishers no earlier set used (28 longer-better, 12 shorter-better each; 15 and 17 pairs not in English). Measured
    // first at the session's start engine (2.8.7): 87.5 % and 82.5 %, the same before aside-15's changes and after them.
    // aside-18 was then read (decision 0064); aside-17 was never read. Reported, never pair by pair.
    { name: 'aside-17', file: join(repo, 'eval', 'prompt-pairs', 'aside-17.jsonl'), report: true, blind: true },
    { name: 'aside-18', file: join(repo, 'eval', 'prompt-pairs', 'aside-18.jsonl'), report: true },
    // Written 2026-11-28 (session 39) by two helpers blind to the rubric and every earlier set, from publishers no earlier
    // set used (aside-19: 27 longer-better, 13 shorter-better, 16 pairs not in English; aside-20: 28 and 12, 17). Measured
    // first at the session's start engine (2.8.8). Reported, never pair by pair.
    // aside-19 and aside-20 were then read (decision 0066).
    { name: 'aside-19', file: join(repo, 'eval', 'prompt-pairs', 'aside-19.jsonl'), report: true },
    { name: 'aside-20', file: join(repo, 'eval', 'prompt-pairs', 'aside-20.jsonl'), report: true },
    // aside-21, written with aside-22: 88.8 % at the session's start engine and after the changes from aside-19, -20 and
    // -22, then read (decision 0066).
    { name: 'aside-21', file: join(repo, 'eval', 'prompt-pairs', 'aside-21.jsonl'), report: true },
    // Written the same session by two helpers blind to the rubric and every earlier set (aside-22: 28 longer-better, 12
    // shorter-better, 17 pairs not in English): 93.8 % at the session's start engine and after the changes from aside-19
    // and aside-20, then read.
    { name: 'aside-22', file: join(repo, 'eval', 'prompt-pairs', 'aside-22.jsonl'), report: true },
    // Written the same session, after aside-19 … aside-22 were read, by two helpers blind to the rubric and every earlier
    // set (aside-23: 28 longer-better, 12 shorter-better, 16 pairs not in English; aside-24: 27, 13, 16). Measured first
    // at the session's start engine (2.8.8): 91.3 % and 93.8 %. Never read; reported, never pair by pair.
    { name: 'aside-23', file: join(repo, 'eval', 'prompt-pairs', 'aside-23.jsonl'), report: true, blind: true },
    { name: 'aside-24', file: join(repo, 'eval', 'prompt-pairs', 'aside-24.jsonl'), report: true, blind: true },
    // Written at the session's end by two more blind helpers (aside-25: 28 longer-better, 12 shorter-better; aside-26: 27
    // and 13; 16 pairs not in English each) to test one change chosen on the sets above — purpose judged only where found
    // (decision 0066): 90.0 % and 88.8 % at the start engine, at the end engine, and with that change (not adopted).
    { name: 'aside-25', file: join(repo, 'eval', 'prompt-pairs', 'aside-25.jsonl'), report: true, blind: true },
    { name: 'aside-26', file: join(repo, 'eval', 'prompt-pairs', 'aside-26.jsonl'), report: true, blind: true },
  ],
  showPairs,
);
courtesies(dataDir);
const showMovesArg = process.argv.indexOf('--show-moves');
await deepChecks(dataDir, 300, showMovesArg >= 0 ? Number(process.argv[showMovesArg + 1] ?? 20) : 0);
engineErrors();
reasonsAudit();
console.log(`\nbars: ${tally.ok} ok, ${tally.below.length} below${tally.below.length ? `: ${tally.below.join('; ')}` : ''}`);
console.log(`\n(${((performance.now() - t0) / 1000).toFixed(1)} s)`);

/**
 * Reasons audit: the "+"/"−" reasons printed for 300 real messages (every 7th conversation of the
 * shared data, first 150 of each role) and for every message of eval/conversations/own.jsonl
 * (realistic coding and writing sessions), each checked by an independent plain reading.
 */
function reasonsAudit(): void {
  const convs = [...readJsonl(join(dataDir!, 'hh-rlhf-conversations.jsonl')), ...readJsonl(join(dataDir!, 'markdown-chat-conversations.jsonl'))].filter((_, i) => i % 7 === 0);
  const own = readJsonl(join(repo, 'eval', 'conversations', 'own.jsonl'));
  const items: Array<{ message: AuditMessage; explanation: string }> = [];
  const perRole = { user: 0, assistant: 0 };
  const collect = (messages: Msg[], all: boolean): void => {
    const r = analyzeConversation({ messages });
    r.messages.forEach((m, i) => {
      if (m.score.rated === false) return;
      if (!all && perRole[m.role] >= 150) return;
      perRole[m.role]++;
      items.push({ message: { role: m.role, content: m.content, previous: messages[i - 1]?.content ?? '', earlier: messages.slice(0, i).map((x) => x.content).join('\n'), opening: !messages.slice(0, i).some((x) => x.role !== m.role) }, explanation: m.score.explanation });
    });
  };
  for (const c of convs) {
    if (perRole.user >= 150 && perRole.assistant >= 150) break;
    collect(ctxOf(c.messages), false);
  }
  const ownCount = items.length;
  for (const c of own) collect(ctxOf(c.messages), true);
  const a = auditReasons(items);
  console.log(`\nreasons audit (${ownCount} real messages + ${items.length - ownCount} of eval/conversations/own.jsonl; independent plain readings)`);
  const share = a.checked ? a.true / a.checked : 0;
  console.log(`  reasons true by an independent check          ${pct(share).padStart(6)}   (${a.true}/${a.checked})   bar >= 95%  ${verdict('reasons true', share >= 0.95)}`);
  const per = [...a.perReason.entries()].sort((x, y) => y[1].checked - x[1].checked).map(([k, v]) => `${k} ${v.true}/${v.checked}`);
  console.log(`  per reason: ${per.join('; ')}`);
  if (a.unchecked.size) console.log(`  not checked (no independent reading): ${[...a.unchecked.entries()].map(([k, v]) => `${k} ×${v}`).join('; ')}`);
  for (const f of a.falseExamples.slice(0, Number(process.env.AUDIT_SHOW ?? 8))) console.log(`  false? "${f.reason}" on: ${f.content.replace(/\n/g, ' ')}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function readJsonl(file: string): any[] {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}
