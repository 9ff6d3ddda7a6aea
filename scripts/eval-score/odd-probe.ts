// Dev aid (odd half only): candidate reply faults (the issue-14 model of why a shorter reply is preferred: pads, repeats itself or the question, lectures, disclaims, hedges, boilerplate, cut off, refuses…): where exactly one reply of a pair has it, the share on the rejected reply, and what a penalty of 3/6/10 points would flip. node --import tsx scripts/eval-score/odd-probe.ts [hh|oa|harm] [feature]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './data-dir';
import { analyzeConversation } from '../../src/core/scoring';
const role = (r: string) => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant') as 'user' | 'assistant';
const files = { hh: 'hh-helpful-pairs.jsonl', oa: 'oasst1-ranked-reply-pairs.jsonl', harm: 'hh-harmless-pairs.jsonl' } as const;
const sents = (t: string) => t.trim().split(/(?<=[.!?])\s+|\n+/u).map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 1);
const words = (t: string) => (t.toLowerCase().match(/[a-z0-9']+/g) ?? []);
const STOP = new Set('the a an and or but of to in on for with is are was were be been it this that i you he she we they my your me do does did can could would should will what how why when where who which there their them so as at by from if not no yes have has had just about some any all more most very also'.split(' '));
const content = (t: string) => new Set(words(t).filter((w) => w.length > 2 && !STOP.has(w)));
type F = (reply: string, ask: string) => boolean;
const feats: Record<string, F> = {
  dupSentence: (r) => { const s = sents(r).filter((x) => x.split(/\s+/).length >= 4).map((x) => x.toLowerCase()); return new Set(s).size < s.length; },
  sameStart3: (r) => { const s = sents(r).map((x) => words(x).slice(0, 2).join(' ')).filter(Boolean); const c = new Map<string, number>(); for (const k of s) c.set(k, (c.get(k) ?? 0) + 1); return [...c.values()].some((v) => v >= 3); },
  echoAsk: (r, a) => { const aw = words(a); const rw = words(r).join(' '); for (let i = 0; i + 6 <= aw.length; i++) if (rw.includes(aw.slice(i, i + 6).join(' '))) return true; return false; },
  restatesFirst: (r, a) => { const f = sents(r)[0] ?? ''; const ac = content(a); const fc = content(f); if (ac.size < 2 || fc.size === 0) return false; let n = 0; for (const w of fc) if (ac.has(w)) n++; return n / fc.size >= 0.6 && n >= 2 && f.split(/\s+/).length >= 6; },
  aiDisclaimer: (r) => /\b(?:as an ai|i(?:'m| am) (?:just |only )?an? (?:ai|language model|computer program|bot)|i (?:don't|do not) have (?:personal|feelings|opinions|a body|emotions))/i.test(r),
  seeAPro: (r) => /\b(?:consult|see|talk to|speak (?:to|with)|ask) (?:a|your|with a) (?:doctor|professional|lawyer|physician|therapist|specialist|expert|vet|pharmacist)/i.test(r),
  lecture: (r) => /\b(?:it(?:'s| is) (?:important|essential|crucial|vital|always a good idea) to|(?:keep in mind|remember) that|be sure to|make sure (?:to|you)|you should always|please (?:be careful|remember))/i.test(r),
  generic: (r) => /\b(?:there are (?:many|a (?:lot|number|variety) of|several) (?:different )?(?:ways|things|factors|reasons|options|types|kinds)|it (?:really )?depends on|(?:everyone|every person) is different|varies (?:from person to person|depending)|there is no (?:one|single) (?:answer|right answer))/i.test(r),
  hedgeOpen: (r) => /^(?:i think|i'm not sure|i am not sure|i don't know|i do not know|it's hard to say|i guess|hmm|well,|i believe|maybe|perhaps|probably)/i.test(r.trim()),
  dontKnowAny: (r) => /\b(?:i(?:'m| am) not (?:sure|certain)|i (?:don't|do not) (?:know|really know)|not sure (?:what|if|how)|hard to say)/i.test(r),
  endsQuestion: (r) => /\?\s*$/.test(r.trim()),
  unclosedEnd: (r) => !/[.!?)"'\]*:`>]\s*$/u.test(r.trim()) && r.trim().length > 0,
  refusalInside: (r) => /\b(?:i (?:can't|cannot|won't) (?:help|do|provide|answer|tell|give)|i(?:'m| am) (?:not able|unable) to)/i.test(r),
  iHeavy: (r) => { const s = sents(r); return s.length >= 3 && s.filter((x) => /^i\b/i.test(x)).length / s.length >= 0.5; },
  offAskTail: (r, a) => { const ps = r.split(/\n\s*\n/); if (ps.length < 2) return false; const ac = content(a); const last = content(ps.at(-1)!); if (last.size < 4) return false; for (const w of last) if (ac.has(w)) return false; return true; },
  offAskAll: (r, a) => { const ac = content(a); const rc = content(r); if (ac.size < 2 || rc.size < 8) return false; for (const w of rc) if (ac.has(w)) return false; return true; },
  sureOpener: (r) => /^(?:sure|certainly|of course|absolutely|great question|good question|that's a (?:great|good) question|okay|ok)\b/i.test(r.trim()),
  anythingElse: (r) => /\b(?:anything else|hope (?:this|that) helps|let me know if|feel free to|happy to help|glad (?:i could|to) help)/i.test(r),
  numbersList: (r) => (r.match(/^\s*(?:\d+[.)]|[-*•])\s/gmu) ?? []).length >= 3,
  contradicts: (r) => /^(?:yes|no)\b/i.test(r.trim()) && /\b(?:but actually|however, (?:it|that|this) (?:is|isn't|does|doesn't))/i.test(r),
  repeatWords: (r) => { const w = words(r).filter((x) => x.length > 3 && !STOP.has(x)); if (w.length < 30) return false; const c = new Map<string, number>(); for (const k of w) c.set(k, (c.get(k) ?? 0) + 1); return Math.max(...c.values()) / w.length > 0.08; },
  trigramRepeat: (r) => { const w = words(r); if (w.length < 20) return false; const c = new Map<string, number>(); for (let i = 0; i + 4 <= w.length; i++) { const k = w.slice(i, i + 4).join(' '); c.set(k, (c.get(k) ?? 0) + 1); } return [...c.values()].some((v) => v >= 3); },
  youShould: (r) => (r.match(/\byou (?:should|must|need to|have to)\b/gi) ?? []).length >= 2,
  questionsBack2: (r) => (r.match(/\?/g) ?? []).length >= 2,
  personalOpinion: (r) => /\b(?:i (?:personally )?(?:love|like|prefer|enjoy|hate)|my favou?rite)\b/i.test(r),
  mindRead: (r) => /\b(?:i (?:think|guess|know|bet|can tell|sense) (?:that )?you(?:'d| would|'re| are)? (?:like|want|love|mean|feel|thinking|wondering|looking|interested|curious)|(?:it )?(?:sounds|seems) like you(?:'re| are)? (?:already |really )?(?:thinking|wondering|looking|interested|curious|want|feel|worried)|you seem to (?:be )?(?:thinking|want|like|feel)|i know you (?:like|love|want|enjoy))/i.test(r),
  parrot: (r, a) => { const aw = words(a), rw = words(r); if (aw.length < 5) return false; const as = new Set(aw); return rw.filter((w) => as.has(w)).length / rw.length >= 0.8; },
  metaTalk: (r) => /\b(?:i was (?:just )?trying to|i(?:'d| would) like to (?:reiterate|clarify|point out|add|mention|emphasi[sz]e)|sorry if (?:this|that|i)|to (?:answer|address) your question|as i (?:said|mentioned)|let me (?:explain|clarify|be clear))/i.test(r),
  offerToDo: (r) => /\b(?:do you want me to|would you like me to|shall i|should i (?:tell|explain|find|look)|i can (?:help you|tell you|explain|give you|talk to you)(?: more)? (?:about|with|if)|i(?:'d| would) be happy to)/i.test(r),
  lowCohesion: (r, a) => { const ss = sents(r); if (ss.length < 4) return false; const st = (t: string) => new Set([...content(t)].map((w) => w.slice(0, 5))); const seen = st(a); let linked = 0; ss.forEach((x, i) => { const c = st(x); if (i > 0 && [...c].some((w) => seen.has(w))) linked++; for (const w of c) seen.add(w); }); return linked / (ss.length - 1) < 0.5; },
  aboutItselfOpen: (r) => /^(?:i (?:think|guess|believe|am not|'m not|don't|do not|can|could|would|have|was|will|'ll)|i’m not|i don’t|well|hmm|wow|oh|sure|okay|ok|that['’]s a (?:good|great|tough|interesting) question|good question|great question)\b/i.test(r.trim()),
  quoteAsk: (r) => /^(?:you(?:'re| are) asking|you want to know|you asked|so you want|it sounds like you)/i.test(r.trim()),
};
for (const which of (process.argv[2] ? [process.argv[2]] : ['hh', 'oa', 'harm']) as Array<keyof typeof files>) {
  const rows = readFileSync(join(sharedDataDir(), files[which]), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((_: unknown, i: number) => i % 2 === 1);
  const stat = new Map<string, { onRej: number; onCho: number; onRejS: number; onChoS: number; gain: number[]; loss: number[] }>();
  for (const r of rows) {
    const ctx = r.context.map((m: { role: string; content?: string; text?: string }) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') }));
    const ask = [...ctx].reverse().find((m: { role: string }) => m.role === 'user')?.content ?? '';
    const sc = (t: string) => analyzeConversation({ messages: [...ctx, { role: 'assistant', content: t }] }, { analysisDepth: 'quick', generateSuggestions: false }).messages.at(-1)!.score.overall;
    const c = sc(r.chosen), j = sc(r.rejected);
    const shorter = r.chosen.length <= r.rejected.length;
    for (const [k, f] of Object.entries(feats)) {
      const fc = f(r.chosen, ask), fj = f(r.rejected, ask);
      if (fc === fj) continue;
      const s = stat.get(k) ?? { onRej: 0, onCho: 0, onRejS: 0, onChoS: 0, gain: [], loss: [] };
      if (fj) { s.onRej++; if (shorter) s.onRejS++; if (c <= j) s.gain.push(j - c); }
      else { s.onCho++; if (shorter) s.onChoS++; if (c > j) s.loss.push(c - j); }
      stat.set(k, s);
    }
  }
  console.log(`\n== ${which} odd (n=${rows.length})   feature: onRejected/onChosen (share rej) | shorter-pref | net flips at penalty 3/6/10`);
  for (const [k, s] of [...stat.entries()].sort((a, b) => (b[1].onRej / (b[1].onRej + b[1].onCho)) - (a[1].onRej / (a[1].onRej + a[1].onCho)))) {
    const net = (p: number) => s.gain.filter((d) => d < p).length - s.loss.filter((d) => d <= p).length;
    if (process.argv[3] === k) console.log("gain", s.gain.join(","), "loss", s.loss.join(","));
    console.log(`${k.padEnd(16)} ${String(s.onRej).padStart(3)}/${String(s.onCho).padEnd(3)} (${(100 * s.onRej / (s.onRej + s.onCho)).toFixed(0).padStart(3)}%) | ${s.onRejS}/${s.onChoS} | ${net(3)} ${net(6)} ${net(10)}`);
  }
}
