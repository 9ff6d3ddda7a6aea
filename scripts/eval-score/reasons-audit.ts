// Reasons audit (issue 14): every "+"/"−" reason the review prints for a message, checked against the
// message by an independent check — simple readings written apart from the rubric's detectors, so a
// reason counts as true only when a second, plainer reading agrees. Reasons without an independent
// check are counted as unchecked (listed), not as true.
import type { Role } from '../../src/core/conversation/types';

export interface AuditMessage {
  role: Role;
  content: string;
  /** The reply this message answers, or the person's message a reply answers. */
  previous: string;
  opening: boolean;
}

type Check = (m: AuditMessage) => boolean;
const words = (s: string): string[] => s.match(/[\p{L}\p{N}]+/gu) ?? [];
const lastLine = (s: string): string => s.trimEnd().split('\n').at(-1)!.trim();

/** Plain independent readings, keyed by the start of the reason text. */
const CHECKS: Array<[string, Check]> = [
  ['no names, numbers or other specifics', (m) => !/\d/.test(m.content) && !/`|"[^"]+"/.test(m.content) && !/\s[A-Z][a-z]+/.test(m.content.replace(/(^|[.!?]\s+)[A-Z]/g, ' '))],
  ['names the specifics', (m) => /\d|`|"|'|\s[A-Z]\w+|[a-z][A-Z]|_/.test(m.content)],
  ['too short to act on', (m) => words(m.content).length <= 15],
  ['enough to act on', (m) => words(m.content).length >= 5],
  ['makes a clear ask', (m) => /\?|^\s*(?:please\s+)?\w+\b/m.test(m.content)],
  ['does not ask for anything', (m) => !/\?/.test(m.content)],
  ['written in clear sentences', (m) => /^[^a-z]/.test(m.content.trim())],
  ['written carelessly', (m) => /^[a-z]/.test(m.content.trim()) || !/[.!?:)"'`\]]$/.test(m.content.trim()) || m.content.replace(/[^A-Za-z]/g, '').length > 0 && m.content.replace(/[^A-Z]/g, '').length / m.content.replace(/[^A-Za-z]/g, '').length > 0.6],
  ['mixes unrelated asks', (m) => (m.content.match(/\?/g) ?? []).length >= 2 || /\b(?:and also|, also|; )/i.test(m.content) || /\band (?:why|what|how|where|who|which)\b/i.test(m.content)],
  ['one clear task', (m) => (m.content.match(/\?/g) ?? []).length <= 2],
  ['hedged or only says what not to do', (m) => /\b(?:can|could|would) you\b|\bwhat do you think\b|\bwondering\b|\bmaybe\b|\bperhaps\b|\bdon't\b|\bdo not\b|\bnever\b|\bthank/i.test(m.content)],
  ['does not say what the answer is for', (m) => !/\bso that\b|\bin order to\b|\bbecause\b|\bmy goal\b|\bfor (?:my|our)\b/i.test(m.content)],
  ['says what the answer is for', (m) => /\bso\b|\bfor\b|\bbecause\b|\bgoal\b|\bto\b|\baudience\b|\bneed\b|\bwant\b/i.test(m.content)],
  ['does not say what shape', (m) => !/\b(?:list|table|json|bullet|paragraph|sentences?|words|steps?|outline|format|short|brief|concise)\b/i.test(m.content)],
  ['says what shape the answer should take', (m) => /\b(?:list|table|json|csv|bullet|points?|paragraphs?|sentences?|words|steps?|outline|format|short|brief|concise|detailed|tone|style|code|function|script|query|haikus?|poem|options|label|scale|rating|yes|no|either|whether|focus|cover|include|mention|based|separate|group)\b|:\s*$|\n\s*[-*•]\s*$/i.test(m.content)],
  ['gives nothing the answer could depend on', (m) => words(m.content).length < 60],
  ['gives what the answer depends on', (m) => words(m.content).length >= 4],
  ['leaves the assistant guessing', (m) => /\b(?:this|that|it|something|stuff|things?|etc|kind of|sort of)\b|tell me about/i.test(m.content)],
  ['reports a failure without the error text', (m) => /\b(?:error|bug|crash|fail|broken|work|flicker|wrong|warning)/i.test(m.content) && !/```|`[^`]+`/.test(m.content)],
  ['picks up the last answer', (m) => !m.opening],
  ['does not connect to the last answer', (m) => !m.opening],
  ['cut off mid-sentence', (m) => !/[.!?:;)\]}"'`*>|~\-_=]$/.test(lastLine(m.content)) && !/```\s*$/.test(m.content.trimEnd())],
  ['ends without closing its last sentence', (m) => !/[.!?:;)\]}"'`*>|~\-_=…。！？]$/u.test(lastLine(m.content)) && !/```\s*$/.test(m.content.trimEnd())],
  ['ends cleanly', (m) => /[.!?:;)\]}"'`*>|~\-_=…。！？]$|```\s*$/u.test(m.content.trimEnd()) || lastLine(m.content).split(/\s+/).length < 8 || !/[A-Za-z]/.test(lastLine(m.content))],
  ['answers with questions', (m) => /\?/.test(m.content)],
  ['answers directly', (m) => (m.content.match(/\?/g) ?? []).length <= Math.max(1, (m.content.match(/[.!?]/g) ?? []).length / 2)],
  ['a wall of text', (m) => !/\n\s*\n|\n\s*[-*\d]/.test(m.content.trim())],
  ['well structured', (m) => words(m.content).length < 60 || /\n/.test(m.content.trim())],
  ['one block of text', (m) => !/\n\s*\n/.test(m.content.trim())],
  ['split into readable paragraphs', (m) => /\n\s*\n|\n\s*[-*\d]/.test(m.content.trim())],
  ['hedges a lot', (m) => /\b(?:maybe|perhaps|might|possibly|probably|not sure|i think|i guess|i believe|it depends)\b/i.test(m.content)],
  ['confident', (m) => (m.content.match(/\b(?:maybe|perhaps|might|possibly|probably|not sure|i guess)\b/gi) ?? []).length <= Math.max(1, (m.content.match(/[.!?]/g) ?? []).length / 2)],
  ['refuses or deflects a fair request', (m) => /\b(?:sorry|can't|cannot|won't|unable|not able|don't (?:know|have|understand)|as an ai)\b/i.test(m.content)],
  ['engages with the request', (m) => !/^(?:i'?m sorry|sorry|i can(?:'|no)t|i cannot)\b[^.]*\.\s*$/i.test(m.content.trim())],
  ['declines a harmful request', (m) => /\b(?:sorry|can't|cannot|won't|unable|not able|shouldn't|illegal|harm|not (?:appropriate|okay|ok))\b/i.test(m.content)],
  ['goes along with a harmful request', (m) => !/\b(?:sorry|can't|cannot|won't|unable|not able)\b/i.test(m.content.slice(0, 200))],
  ['clearly written', (m) => /^[^a-z]/.test(m.content.trim())],
  ['repeats whole sentences', (m) => { const s = m.content.split(/[.!?]\s+/).map((x) => x.trim().toLowerCase()).filter((x) => x.length > 10); return new Set(s).size < s.length; }],
  // Issue 14 reply checks (2026-11-26): plain readings of the same claims.
  ['claims actions or a life', (m) => /\b(?:i['’]ve|i have|i['’]ll|i will|let me|i can|i could|i like|i love|i know i|if i were|when i was|i grew up|my)\b/i.test(m.content) || /^\s*\(/m.test(m.content)],
  ['sends the person elsewhere', (m) => /https?:|www\.|\b(?:link|article|website|site|page|google|search|information)\b/i.test(m.content.slice(0, 400))],
  ['writes the person\'s next turn', (m) => /\n\s*(?:human|assistant)\s*:/i.test(m.content)],
  ['takes up the ask in its opening', (m) => { const ask = new Set(words(m.previous.toLowerCase()).filter((w) => w.length >= 4)); return words(m.content.toLowerCase()).slice(0, 50).some((w) => ask.has(w) || ask.has(w.replace(/s$/, '')) || ask.has(`${w}s`)); }],
  ['says each thing once', (m) => { const s = m.content.split(/[.!?]\s+/).map((x) => x.trim().toLowerCase()).filter((x) => x.length > 10); return new Set(s).size === s.length; }],
];

export interface AuditResult {
  checked: number;
  true: number;
  unchecked: Map<string, number>;
  falseExamples: Array<{ reason: string; content: string }>;
  perReason: Map<string, { checked: number; true: number }>;
}

export function auditReasons(items: ReadonlyArray<{ message: AuditMessage; explanation: string }>): AuditResult {
  const out: AuditResult = { checked: 0, true: 0, unchecked: new Map(), falseExamples: [], perReason: new Map() };
  for (const { message, explanation } of items) {
    for (const part of explanation.split('; ')) {
      const m = /^([+−]) (.*)$/u.exec(part.trim());
      if (!m) continue;
      const reason = m[2]!;
      const check = CHECKS.find(([start]) => reason.startsWith(start));
      if (!check) {
        out.unchecked.set(reason, (out.unchecked.get(reason) ?? 0) + 1);
        continue;
      }
      const ok = check[1](message);
      out.checked++;
      if (ok) out.true++;
      else if (out.falseExamples.length < 12) out.falseExamples.push({ reason, content: message.content.slice(0, 140) });
      const r = out.perReason.get(check[0]) ?? { checked: 0, true: 0 };
      r.checked++;
      if (ok) r.true++;
      out.perReason.set(check[0], r);
    }
  }
  return out;
}
