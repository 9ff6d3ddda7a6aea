/**
 * Better move: the person's own message, rewritten to repair its weakest signals. Facts only the
 * person knows are left as clearly marked placeholders in square brackets ("[your deadline]").
 * Each repair adds exactly what the weak signal missed, so the rewrite scores higher in the same place.
 */
import type { MessageFeatures } from './features';
import type { Signal } from './signals';
import { isStopWord } from './text';

export interface BetterMoveContext {
  sessionGoal?: string;
  /** replyTopic() of the assistant reply just before this message, if there is one. */
  previousReplyTopic?: string;
}

/** A scanned reply: its text, lower-cased words (the first wordCount) and their offsets. */
interface ScannedReply {
  text: string;
  lexemes: ReadonlyArray<{ readonly word: string }>;
  wordStart: readonly number[];
  wordCount: number;
}

/** Below this a signal counts as weak and gets repaired. */
const REPAIR_BELOW = 0.6;

/**
 * A few telling words of a reply, so a rewrite of the next message can point at it. Taken when the
 * reply is scanned (the engine keeps these few words rather than the reply's whole word list).
 */
export function replyTopic(reply: ScannedReply): string {
  const picked: string[] = [];
  const seen: string[] = [];
  for (let i = 0; i < reply.wordCount && picked.length < 3; i++) {
    const lw = reply.lexemes[i]!.word;
    const c = lw.charCodeAt(0);
    if (lw.length < 5 || (c >= 48 && c <= 57) || isStopWord(lw) || seen.includes(lw)) continue;
    seen.push(lw);
    const at = reply.wordStart[i]!;
    picked.push(reply.text.slice(at, at + lw.length));
  }
  return picked.join(', ');
}

// Compiled once: a regular expression literal inside a function is a new object on every call.
const SPACES_BEFORE_LINE_END = /\s+\n/g;
const LONE_LOWER_I = /(^|\s)i(?=\s|'|’|$)/g;
const ENDS_WITH_PUNCTUATION = /[.!?？。！:`)]$/u;
const OPENS_AS_QUESTION = /^(?:how|what|why|when|where|which|who|can|could|would|is|are|do|does|should)\b/i;

function tidy(text: string): string {
  let t = text.trim().replace(SPACES_BEFORE_LINE_END, '\n');
  if (!t) return t;
  const first = t[0] ?? '';
  t = first.toUpperCase() + t.slice(1);
  // A lone "i" pronoun reads as carelessness; fix it in the person's own words.
  t = t.replace(LONE_LOWER_I, '$1I');
  if (!ENDS_WITH_PUNCTUATION.test(t)) t += OPENS_AS_QUESTION.test(t) ? '?' : '.';
  return t;
}

export function buildBetterMove(content: string, f: MessageFeatures, signals: readonly Signal[], ctx: BetterMoveContext): string {
  const weak = (key: string): boolean => (signals.find((s) => s.key === key)?.value ?? 1) < REPAIR_BELOW;
  const lines: string[] = [];

  // Context: pick up the previous answer explicitly instead of leaving the assistant to guess.
  if (f.hasPrevious && ctx.previousReplyTopic !== undefined && (weak('context.continuity') || weak('context.stateAwareness') || weak('cognitive.timing'))) {
    const topic = ctx.previousReplyTopic;
    lines.push(`Following up on your previous answer${topic ? ` (${topic})` : ''}: [what worked and what did not].`);
  }
  // Goal: say what the answer is for.
  if (weak('strategic.goalAlignment')) {
    lines.push(ctx.sessionGoal ? `My goal: ${ctx.sessionGoal.trim()}.` : 'My goal: [what you are trying to achieve and why].');
  }
  // The person's own ask, kept and tidied; a bare greeting or "ok" becomes an explicit question.
  const own = f.fillerOnly || f.assistantVoice ? '' : tidy(content);
  if (f.repeatSimilarity >= 0.6) {
    lines.push(`${own} Your earlier answer did not solve it because [what went wrong]; please try a different approach.`.trim());
  } else if (own) {
    lines.push(own);
  }
  if (!own || weak('tactical.actionability') || weak('strategic.progress')) {
    lines.push('Could you [the exact thing you want the assistant to do]?');
  }
  // Specifics and constraints the person knows and the assistant cannot guess.
  if (weak('tactical.specificity') || weak('strategic.efficiency')) {
    lines.push('Details: [names, versions, numbers or an example of the input].');
    lines.push('Constraints: it must [your requirement]; avoid [what to leave out]; at most [length or budget].');
  }
  // The shape of the answer.
  if (f.formatRequests === 0) {
    lines.push('Format: answer as [a numbered list / a table / code / 3 short paragraphs].');
  }
  return lines.join('\n');
}
