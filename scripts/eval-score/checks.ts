// The rubric-independent checks of `npm run eval:score` (see eval/README.md "prompt-pairs/aside.jsonl and the scoring checks"):
// prompt pairs (dev + aside), courtesies, better moves, overall from dimensions. Written without
// reading the rubric (src/core/scoring/** beyond its public types and exported names): each check
// reads only the public result of analyzeConversation, and a field the engine does not fill yet
// counts as a failure of that check, never as a crash.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeConversation } from '../../src/core/scoring';
import type { AnalysisResult, ScoredMessage } from '../../src/core/scoring';
import type { Role } from '../../src/core/conversation/types';
import { accuracy, barLine, clip, contentWords, jaccard, logLen, mean, pct, spearman } from './stats';

export type Msg = { role: Role; content: string };
type Conv = { id: string; messages: Msg[] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readJsonl = (file: string): any[] => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const role = (r: string): Role => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const toConv = (c: any): Conv => ({ id: String(c.id), messages: (c.messages as Array<{ role: string; content?: string; text?: string }>).map((m) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') })) });

/** Runs the engine; an exception is reported (once per message) and treated as "no result". */
const errors = new Map<string, number>();
function analyze(messages: Msg[], depth: 'quick' | 'deep', sessionGoal?: string): AnalysisResult | null {
  try {
    return analyzeConversation({ messages, ...(sessionGoal ? { sessionGoal } : {}) }, { analysisDepth: depth, generateSuggestions: depth === 'deep' });
  } catch (e) {
    const key = String((e as Error)?.message ?? e);
    errors.set(key, (errors.get(key) ?? 0) + 1);
    return null;
  }
}
export function engineErrors(): void {
  for (const [msg, n] of errors) console.log(`  engine threw ${n}x: ${clip(msg, 100)}`);
}

// ---------------------------------------------------------------------------------------------
// a) Prompt pairs: worse vs better prompt, each the first and only user message, goal as sessionGoal.
// ---------------------------------------------------------------------------------------------
type Pair = { id: string; worse: string; better: string; goal?: string };
export function promptPairs(sets: Array<{ name: string; file: string; report?: boolean; blind?: boolean }>, showPairs: boolean): void {
  console.log('\nprompt pairs (first user message, goal as sessionGoal; ties count half)');
  for (const { name, file, report, blind } of sets) {
    if (!existsSync(file)) {
      barLine(`${name}: missing ${file}`, 'n/a', '>= 90%', false);
      continue;
    }
    const rows = readJsonl(file) as Pair[];
    const score = (text: string, goal?: string): number => analyze([{ role: 'user', content: text }], 'quick', goal)?.messages[0]?.score.overall ?? NaN;
    const scored = rows.map((r) => ({ r, b: score(r.better, r.goal), w: score(r.worse, r.goal), shorter: r.better.length < r.worse.length }));
    const ours = scored.map((s) => [s.b, s.w] as const);
    const base = rows.map((r) => [logLen(r.better), logLen(r.worse)] as const);
    const shorter = scored.filter((s) => s.shorter);
    const acc = accuracy(ours);
    const accShort = accuracy(shorter.map((s) => [s.b, s.w] as const));
    const tag = report ? ' (report)' : '';
    barLine(`${name} pairs${tag} (n=${rows.length})`, pct(acc), '>= 90%', acc >= 0.9, `log-length ${pct(accuracy(base)).padStart(6)}`);
    barLine(`  ${name}: better prompt shorter (n=${shorter.length})`, pct(accShort), '>= 75%', accShort >= 0.75, `log-length ${pct(accuracy(shorter.map((s) => [logLen(s.r.better), logLen(s.r.worse)] as const))).padStart(6)}`);
    const gaps = scored.map((s) => s.b - s.w).filter(Number.isFinite).sort((a, b) => a - b);
    console.log(`  median margin (better - worse) ${gaps[Math.floor(gaps.length / 2)] ?? 'n/a'}; lost ${scored.filter((s) => !(s.b > s.w)).length} (ties ${scored.filter((s) => s.b === s.w).length})`);
    // A kept-aside set's lost pairs are never printed: its figure is a check, not a list to work from.
    if (showPairs && !blind) {
      for (const s of scored.filter((x) => !(x.b > x.w))) {
        console.log(`    ${s.r.id}  better ${s.b} vs worse ${s.w}${s.shorter ? '  (better shorter)' : ''}\n      better: ${clip(s.r.better)}\n      worse:  ${clip(s.r.worse)}`);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// c) Courtesies appended to real conversations: the conversation score must not move, and the
//    appended message must be "not rated".
// ---------------------------------------------------------------------------------------------
export const COURTESIES = ['Thanks, that worked!', 'thank you so much', 'ok', 'Perfect, thanks!', 'Merci beaucoup !', 'Danke, das hat geklappt.', '¡Gracias!', 'ありがとうございます！', '谢谢！', 'great, got it 👍'];

export function courtesies(dataDir: string): void {
  const hh = readJsonl(join(dataDir, 'hh-rlhf-conversations.jsonl')).filter((c) => String(c.id).startsWith('hh-helpful')).slice(0, 100).map(toConv);
  const md = readJsonl(join(dataDir, 'markdown-chat-conversations.jsonl')).slice(0, 100).map(toConv);
  const convs = [...hh, ...md]
    .map((c) => {
      const messages = [...c.messages];
      while (messages.length && messages.at(-1)!.role === 'user') messages.pop();
      return { ...c, messages };
    })
    .filter((c) => c.messages.length > 0);
  let total = 0, moved = 0, notRated = 0;
  const failures: string[] = [];
  const kinds = new Map<string, number>();
  for (const c of convs) {
    const before = analyze(c.messages, 'quick')?.summary.overallScore ?? NaN;
    for (const t of COURTESIES) {
      total++;
      const res = analyze([...c.messages, { role: 'user', content: t }], 'quick');
      const after = res?.summary.overallScore ?? NaN;
      const last = res?.messages.at(-1)?.score;
      const kind = String(last?.kind ?? '(no kind)');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const didMove = !(Math.abs(after - before) <= 1);
      const isBook = last?.rated === false;
      if (didMove) moved++;
      if (isBook) notRated++;
      if ((didMove || !isBook) && failures.length < 5 && !failures.some((f) => f.startsWith(`    ${c.id} `))) {
        failures.push(`    ${c.id} + "${t}": overall ${before} -> ${after}, appended message rated=${String(last?.rated)} kind=${kind} overall=${last?.overall ?? 'n/a'}`);
      }
    }
  }
  console.log(`\ncourtesies (${convs.length} conversations x ${COURTESIES.length} courtesies = ${total})`);
  barLine('  conversation score moves by > 1 point', pct(moved / total), '0%', moved === 0, `(${moved}/${total})`);
  barLine('  appended courtesy not rated (rated === false)', pct(notRated / total), '100%', notRated === total, `(${notRated}/${total})`);
  console.log(`  kind given to the appended message: ${[...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  if (failures.length) console.log(`  first failures (one per conversation):\n${failures.join('\n')}`);
}

// ---------------------------------------------------------------------------------------------
// d) Better moves for 300 weak person messages; e) overall from its displayed dimensions.
//    One deep pass over both corpora (file order, no split) serves both checks.
// ---------------------------------------------------------------------------------------------
type Weak = { conv: string; index: number; original: string; better: string; overall: number; betterScore: number | undefined };

/** Bracketed placeholders in the better move that the original did not already contain (markdown links excluded). */
function placeholders(better: string, original: string): string[] {
  return [...better.matchAll(/\[[^\]\n]{1,80}\](?!\()/g)].map((m) => m[0]).filter((p) => !original.includes(p));
}

export async function deepChecks(dataDir: string, wanted = 300, showMoves = 0): Promise<void> {
  // Deterministic order, the two corpora interleaved (hh 1, md 1, hh 2, md 2, ...; the rest of hh
  // after md runs out) so the weak messages are not all from the first file's opening records.
  const hh = readJsonl(join(dataDir, 'hh-rlhf-conversations.jsonl')).map(toConv);
  const md = readJsonl(join(dataDir, 'markdown-chat-conversations.jsonl')).map(toConv);
  const convs: Conv[] = [];
  for (let i = 0; i < Math.max(hh.length, md.length); i++) {
    if (i < hh.length) convs.push(hh[i]!);
    if (i < md.length) convs.push(md[i]!);
  }
  const weights = await overallWeights();
  const weak: Weak[] = [];
  const overall: number[] = [];
  const fromDims: number[] = [];
  let rated = 0, missingDims = 0;
  for (const c of convs) {
    const res = analyze(c.messages, 'deep');
    if (!res) continue;
    for (const m of res.messages) {
      const s = m.score;
      if (s.rated !== false) {
        rated++;
        const w = weights?.[m.role];
        const d = dimensionMean(m, w);
        if (Number.isFinite(d) && Number.isFinite(s.overall)) {
          overall.push(s.overall);
          fromDims.push(d);
        } else missingDims++;
      }
      if (weak.length < wanted && m.role === 'user' && s.rated !== false && s.betterMove && s.overall < 60) {
        weak.push({ conv: c.id, index: m.index, original: m.content, better: s.betterMove, overall: s.overall, betterScore: m.betterMoveScore });
      }
    }
  }
  betterMoves(weak, wanted, showMoves);

  console.log(`\noverall from its displayed dimensions (${rated} rated messages of ${convs.length} conversations; Context left out at index 0)`);
  if (!weights) console.log('  OVERALL_WEIGHTS not exported by src/core/scoring/message.ts');
  if (missingDims) console.log(`  ${missingDims} rated messages without usable dimensions or weights`);
  const rho = overall.length ? spearman(overall, fromDims) : NaN;
  barLine('  Spearman(overall, weighted dimensions)', Number.isFinite(rho) ? rho.toFixed(3) : 'n/a', '>= 0.95', rho >= 0.95, `(n=${overall.length})`);
}

type Weights = Record<'user' | 'assistant', Record<string, number>>;
async function overallWeights(): Promise<Weights | null> {
  try {
    const mod = (await import('../../src/core/scoring/message')) as Record<string, unknown>;
    const w = mod.OVERALL_WEIGHTS as Weights | undefined;
    return w && w.user && w.assistant ? w : null;
  } catch {
    return null;
  }
}

function dimensionMean(m: ScoredMessage, w: Record<string, number> | undefined): number {
  const dims = m.score.dimensions as Record<string, number> | undefined;
  if (!w || !dims) return NaN;
  let sum = 0, wsum = 0;
  for (const [k, wk] of Object.entries(w)) {
    if (k === 'context' && m.index === 0) continue;
    const v = dims[k];
    if (typeof v !== 'number' || !Number.isFinite(v)) return NaN;
    sum += wk * v;
    wsum += wk;
  }
  return wsum ? sum / wsum : NaN;
}

function betterMoves(weak: Weak[], wanted: number, showMoves: number): void {
  const n = weak.length;
  console.log(`\nbetter moves (${n} weak person messages: rated, overall < 60, with a better move; wanted ${wanted})`);
  if (!n) {
    barLine('  better moves found', '0', `${wanted}`, false);
    return;
  }
  if (n < wanted) barLine('  better moves found', String(n), `${wanted}`, false);
  const rows = weak.map((w) => {
    const orig = new Set(contentWords(w.original));
    const bet = new Set(contentWords(w.better));
    let kept = 0;
    for (const x of orig) if (bet.has(x)) kept++;
    const added = new Set([...bet].filter((x) => !orig.has(x)));
    return { ...w, gain: w.betterScore === undefined ? NaN : w.betterScore - w.overall, retention: orig.size ? kept / orig.size : 1, added, ph: placeholders(w.better, w.original) };
  });
  const gained = rows.filter((r) => r.gain >= 10).length;
  const fewPh = rows.filter((r) => r.ph.length <= 1).length;
  const retained = rows.filter((r) => r.retention >= 0.7).length;
  // Distinct: what a better move adds is not (Jaccard >= 0.8) what any other better move adds.
  const twin = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (jaccard(rows[i]!.added, rows[j]!.added) >= 0.8) {
        if (twin[i] === -1) twin[i] = j;
        if (twin[j] === -1) twin[j] = i;
      }
    }
  }
  const distinct = twin.filter((t) => t === -1).length;
  const noScore = rows.filter((r) => !Number.isFinite(r.gain)).length;
  barLine('  re-scored >= 10 higher in place', pct(gained / n), '100%', gained === n, `(${gained}/${n}${noScore ? `, ${noScore} without betterMoveScore` : ''})`);
  barLine('  at most one [placeholder]', pct(fewPh / n), '100%', fewPh === n, `(${fewPh}/${n})`);
  barLine('  keeps >= 70% of the original content words', pct(retained / n), '100%', retained === n, `(mean ${pct(mean(rows.map((r) => r.retention)))})`);
  barLine('  distinct (added words Jaccard < 0.8 with all others)', pct(distinct / n), '>= 80%', distinct / n >= 0.8, `(${distinct}/${n})`);
  // The looser reading of "distinct from every other better move": whole texts (content words) not Jaccard >= 0.8 alike.
  const whole = rows.map((r) => new Set(contentWords(r.better)));
  let wholeDistinct = 0;
  for (let i = 0; i < n; i++) if (!whole.some((w, j) => j !== i && jaccard(whole[i]!, w) >= 0.8)) wholeDistinct++;
  console.log(`  (report) distinct as whole texts (content-word Jaccard < 0.8 with all others): ${pct(wholeDistinct / n)} (${wholeDistinct}/${n})`);
  const gains = rows.map((r) => r.gain).filter(Number.isFinite).sort((a, b) => a - b);
  console.log(`  gain median ${gains[Math.floor(gains.length / 2)] ?? 'n/a'}, min ${gains[0] ?? 'n/a'}; distinct better-move texts ${new Set(rows.map((r) => r.better)).size}/${n}`);
  // The most repeated additions: templates show up here.
  const addedCount = new Map<string, number>();
  for (const r of rows) for (const w of r.added) addedCount.set(w, (addedCount.get(w) ?? 0) + 1);
  console.log(`  most frequent added words: ${[...addedCount].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([w, c]) => `${w} ${c}`).join(', ')}`);
  const show = (r: (typeof rows)[number], note: string): void => {
    console.log(`    [${r.conv} #${r.index}] ${note}\n      original (${r.overall}): ${clip(r.original, 110)}\n      better   (${r.betterScore ?? 'n/a'}): ${clip(r.better, 220)}`);
  };
  console.log('  examples:');
  // One from each corpus (hh-rlhf ids start with "hh-") and one from the middle of the walk.
  const picks = [rows.findIndex((r) => r.conv.startsWith('hh-')), rows.findIndex((r) => !r.conv.startsWith('hh-')), Math.floor(n / 2)];
  for (const i of [...new Set(picks.filter((i) => i >= 0))]) show(rows[i]!, `retention ${pct(rows[i]!.retention)}, placeholders ${rows[i]!.ph.length}`);
  console.log('  worst cases:');
  const worstGain = [...rows].sort((a, b) => (Number.isFinite(a.gain) ? a.gain : -1e9) - (Number.isFinite(b.gain) ? b.gain : -1e9))[0]!;
  show(worstGain, `smallest gain ${Number.isFinite(worstGain.gain) ? worstGain.gain : 'n/a'}`);
  const worstKeep = [...rows].sort((a, b) => a.retention - b.retention)[0]!;
  show(worstKeep, `lowest retention ${pct(worstKeep.retention)}`);
  const worstPh = [...rows].sort((a, b) => b.ph.length - a.ph.length)[0]!;
  if (worstPh.ph.length > 1) show(worstPh, `placeholders ${worstPh.ph.join(' ')}`);
  // --show-moves N: N better moves spread evenly over the set, for a reader to judge (what is added must be true of that message).
  if (showMoves > 0) {
    console.log(`  ${showMoves} better moves, every ${Math.max(1, Math.floor(n / showMoves))}th of the set:`);
    for (let i = 0; i < n && i / Math.max(1, Math.floor(n / showMoves)) < showMoves; i += Math.max(1, Math.floor(n / showMoves))) {
      const r = rows[i]!;
      console.log(`    [${r.conv} #${r.index}] ${twin[i] === -1 ? 'distinct' : `twin of #${twin[i]}`}\n      original (${r.overall}): ${clip(r.original, 160)}\n      better   (${r.betterScore ?? 'n/a'}): ${r.better.replace(/\n/g, ' | ')}`);
    }
  }
  const t = twin.findIndex((x) => x !== -1);
  if (t >= 0) {
    show(rows[t]!, 'adds the same words as the next one');
    show(rows[twin[t]!]!, `twin (Jaccard ${jaccard(rows[t]!.added, rows[twin[t]!]!.added).toFixed(2)})`);
  }
}
