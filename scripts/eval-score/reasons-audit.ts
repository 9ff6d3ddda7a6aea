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
  /** Every earlier message of the conversation, joined. */
  earlier: string;
  opening: boolean;
}

type Check = (m: AuditMessage) => boolean;
const words = (s: string): string[] => s.match(/[\p{L}\p{N}]+/gu) ?? [];
const lastLine = (s: string): string => s.trimEnd().split('\n').at(-1)!.trim();

/** Plain independent readings, keyed by the start of the reason text. */
const CHECKS: Array<[string, Check]> = [
  // A sentence's first word is capitalised whatever it is ("ARe there any…"): names are looked for after it.
  ['no names, numbers or other specifics', (m) => !/\d/.test(m.content) && !/`|"[^"]+"/.test(m.content) && !/\s[A-Z][a-z]+/.test(m.content.replace(/(?<=^|[.!?]\s+)\S+/g, ' '))],
  ['names the specifics', (m) => /\d|`|"|'|\s[A-Z]\w+|[a-z][A-Z]|_/.test(m.content)],
  ['too short to act on', (m) => words(m.content).length <= 15],
  ['enough to act on', (m) => words(m.content).length >= 5],
  ['makes a clear ask', (m) => /\?|^\s*(?:please\s+)?\w+\b/m.test(m.content)],
  ['does not ask for anything', (m) => !/\?/.test(m.content)],
  ['written in clear sentences', (m) => /^[^a-z]/.test(m.content.trim())],
  ['written carelessly', (m) => /^[a-z]/.test(m.content.trim()) || !/[.!?:)"'`\]]$/.test(m.content.trim()) || m.content.replace(/[^A-Za-z]/g, '').length > 0 && m.content.replace(/[^A-Z]/g, '').length / m.content.replace(/[^A-Za-z]/g, '').length > 0.6],
  ['mixes unrelated asks', (m) => (m.content.match(/\?/g) ?? []).length >= 2 || /\b(?:and also|, also|; )/i.test(m.content) || /\band (?:why|what|how|where|who|which)\b/i.test(m.content)],
  // A run-on: the longest sentence holds five or more commas, "and"s and "or"s.
  ['strings ', (m) => Math.max(...m.content.split(/[.!?\n]+/).map((x) => (x.match(/,|\band\b|\bor\b/gi) ?? []).length)) >= 5],
  ['one clear task', (m) => (m.content.match(/\?/g) ?? []).length <= 2],
  ['lists what not to do instead of saying what to do', (m) => (m.content.match(/\b(?:don't|do not|never|avoid)\b/gi) ?? []).length >= 3],
  ['hedged or only says what not to do', (m) => /\b(?:can|could|would) you\b|\bwhat do you think\b|\bwondering\b|\bmaybe\b|\bperhaps\b|\bdon't\b|\bdo not\b|\bnever\b|\bthank/i.test(m.content)],
  // "For our new features" names the subject, not a purpose; "for my class" or "for our customers" is who it is for.
  ['does not say what the answer is for', (m) => !/\bso that\b|\bin order to\b|\bbecause\b|\bmy goal\b|\bfor (?:my|our) (?:\w+ )?(?:team|boss|class|students?|audience|customers?|clients?|readers?|users?|kids?|children|family|friends?|presentation|talk|blog|website|site|newsletter|meeting|interview|project|thesis|essay|report)\b|\bwho will read\b|\baudience\b/i.test(m.content)],
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
  // The dimensions' reasons for replies and later messages (2026-11-27): plain readings of what each
  // claims — concrete material, a new angle, new words, words of the ask taken up, a closed ending.
  ['stays generic', (m) => !/\d/.test(m.content) && !/`|"[^"\n]{3,}"/.test(m.content) && midSentenceNames(m.content) <= 2 && !EXAMPLE_WORDS.test(m.content)],
  ['concrete details', (m) => /\d|`|"[^"\n]{3,}"/.test(m.content) || midSentenceNames(m.content) >= 1 || EXAMPLE_WORDS.test(m.content)],
  ['no new angle', (m) => !ANGLE_WORDS.test(m.content) && !EXAMPLE_WORDS.test(m.content) && listItems(m.content) < 3],
  ['opens a new angle', (m) => ANGLE_WORDS.test(m.content) || EXAMPLE_WORDS.test(m.content) || listItems(m.content) >= 2],
  ['brings nothing new', (m) => newWords(m) < 8],
  ['brings new material', (m) => newWords(m) >= 3],
  ['loses the thread', (m) => sharedWords(m) <= 2],
  ['follows on from the ask', (m) => sharedWords(m) >= 1 || words(m.content).length <= 12],
  ['misses what was asked', (m) => sharedWords(m) <= 2],
  ['answers what was asked', (m) => sharedWords(m) >= 1 || words(m.content).length <= 12],
  ['does not take up what was said', (m) => sharedWords(m) <= 2],
  ['takes up what was said', (m) => sharedWords(m) >= 1],
  ['no reference to what was said', (m) => !REFERENCE_WORDS.test(m.content)],
  ['refers to what was said', (m) => REFERENCE_WORDS.test(m.content) || sharedWords(m) >= 2],
  ['stays fresh', (m) => { const s = m.content.split(/[.!?\n]\s*/).map((x) => x.trim().toLowerCase()).filter((x) => x.length > 10); return new Set(s).size === s.length; }],
  ['complete answer', (m) => /[.!?:;)\]}"'`*>|~…。！？]$|```\s*$/u.test(m.content.trimEnd()) || words(lastLine(m.content)).length < 8 || /^\s*(?:[-*•]|\d+[.)]|#)/.test(lastLine(m.content))],
  ['reads as unfinished', (m) => !/[.!?:;)\]}"'`*>|~…。！？]$/u.test(lastLine(m.content)) && !/```\s*$/.test(m.content.trimEnd())],
  ['thin or cut-off answer', (m) => words(m.content).length < 40 || !/[.!?:;)\]}"'`*>|~…。！？]$/u.test(lastLine(m.content))],
  ['says little for what was asked', (m) => words(m.content).length < words(m.previous).length * 2 || words(m.content).length < 40],
  ['gives nothing to act on', (m) => (!/\?/.test(m.content) && !ASK_WORDS.test(m.content)) || contentWords(m.content).filter((w) => !VAGUE.has(w)).length <= 2],
  ['a complete, clear question', (m) => /\?/.test(m.content)],
  ['asks what the answer depends on', (m) => /\?/.test(m.content)],
  ['asks what was meant', (m) => /\?/.test(m.content)],
  ['asks for what the vague request left out', (m) => /\?/.test(m.content)],
];

/** Capitalised words that do not open a sentence or a line: names of people, places, products. */
function midSentenceNames(text: string): number {
  return (text.match(/[\p{L},;]\s+\p{Lu}\p{Ll}+/gu) ?? []).filter((x) => !/\s(?:I|I'm|I've|I'll|I'd)$/.test(x)).length;
}
const EXAMPLE_WORDS = /\b(?:for example|for instance|e\.g\.|such as|like this|example)\b/i;
const ANGLE_WORDS = /\b(?:alternatively|another (?:way|option|approach|idea)|instead|on the other hand|you could also|or you could|what if|compared? (?:to|with)|versus|vs\.?|other options?|one option)\b/i;
/** Explicit references back to earlier turns (not a topic word shared with them). */
const REFERENCE_WORDS = /\b(?:you (?:said|mentioned|asked|wrote|described|suggested|shared|gave|want|need)|as (?:you|i) (?:said|mentioned|noted)|earlier|above|before|previous(?:ly)?|again|your (?:question|request|message|code|example|point|idea|list|draft|text|situation|case)|that (?:one|case|part|question|idea)|the (?:one|ones|part) you|what about (?:it|that|this|those|them))\b/i;
/** Words that name no task: politeness, hedges, placeholders. */
const VAGUE = new Set(['help', 'something', 'thing', 'stuff', 'maybe', 'perhaps', 'please', 'thank', 'thanks', 'question', 'need', 'with']);
const ASK_WORDS = /^\s*(?:please\s+)?(?:write|make|give|tell|show|help|explain|list|create|fix|find|add|change|describe|summari[sz]e|translate|suggest|rewrite|can|could|would|will|do|how|what|why|when|where|which|who|is|are)\b|\b(?:i (?:want|need|would like)|please)\b/im;
const STOP = new Set(['that', 'this', 'with', 'have', 'what', 'your', 'from', 'they', 'will', 'would', 'there', 'their', 'about', 'which', 'were', 'been', 'some', 'when', 'them', 'just', 'like', 'more', 'also', 'than', 'then', 'into', 'could', 'should', 'does', 'make', 'know', 'want']);
const contentWords = (s: string): string[] => words(s.toLowerCase()).filter((w) => w.length >= 4 && !STOP.has(w)).map((w) => w.replace(/(?:ing|ed|es|s)$/, ''));
/** Content words of the message that its previous message also has (crudely stemmed). */
function sharedWords(m: AuditMessage): number {
  const before = new Set(contentWords(m.previous));
  return new Set(contentWords(m.content).filter((w) => before.has(w))).size;
}
/** Distinct content words of the message that no earlier message has. */
function newWords(m: AuditMessage): number {
  const before = new Set(contentWords(m.earlier));
  return new Set(contentWords(m.content).filter((w) => !before.has(w))).size;
}
const listItems = (s: string): number => (s.match(/^\s*(?:[-*•]|\d+[.)])\s+/gm) ?? []).length;

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
      else if (out.falseExamples.length < 60) out.falseExamples.push({ reason, content: message.content.slice(0, 140) });
      const r = out.perReason.get(check[0]) ?? { checked: 0, true: 0 };
      r.checked++;
      if (ok) r.true++;
      out.perReason.set(check[0], r);
    }
  }
  return out;
}
