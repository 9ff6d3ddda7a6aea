import { chromeKindOf } from './chrome';
import { isBlank } from './text';
import { continuesDeliberation, soundsLikeDeliberation } from './vocabulary/reasoning';

/**
 * Reasoning text copied with the answer. Pages of reasoning models (DeepSeek "Thought for 33
 * seconds", Qwen "Thinking completed", Kimi, Grok) print the model's thinking between the thinking
 * line and the answer; a select-all copy keeps it as plain paragraphs. It is not part of the answer
 * (the corpus rule: thinking blocks are not messages). Read by place and voice: the paragraphs right
 * under a thinking-time line that deliberate about the request ("Okay, so the user wants…",
 * "嗯，用户…"), as long as an answer paragraph follows them before the next turn. Linear.
 */
export function reasoningLines(lines: readonly string[], trimmed: readonly string[], fenced: readonly boolean[]): boolean[] {
  const n = lines.length;
  const marks = new Array<boolean>(n).fill(false);
  for (let i = 0; i < n; i++) {
    const t = trimmed[i] ?? '';
    if (fenced[i] || t.length === 0 || t.length > 80 || chromeKindOf(t) !== 'timing') continue;
    let k = i + 1;
    const found: [number, number][] = [];
    for (;;) {
      while (k < n && !fenced[k] && isBlank(lines[k] ?? '')) k++;
      if (k >= n || fenced[k]) break;
      let end = k;
      while (end < n && !fenced[end] && !isBlank(lines[end] ?? '')) end++;
      const paragraph = trimmed.slice(k, end).join(' ');
      if (!(found.length === 0 ? soundsLikeDeliberation(paragraph) : continuesDeliberation(paragraph))) break;
      found.push([k, end]);
      k = end;
    }
    // Only when an answer follows: a deliberating paragraph with nothing under it is the answer itself.
    const answerFollows = k < n && (fenced[k] || (!isBlank(lines[k] ?? '') && chromeKindOf(trimmed[k] ?? '') === null));
    if (!answerFollows) continue;
    for (const [a, b] of found) for (let j = a; j < b; j++) marks[j] = true;
    i = Math.max(i, k - 1);
  }
  return marks;
}

/** A sentence run into the next with no space ("…in Scenario C.The immediate fix…"): where two blocks were joined. */
const GLUED_SENTENCE = /[\p{L}\d)`"'][.!?](?=\p{Lu}[\p{Ll} ])/gu;

/**
 * An answer an exporter wrote with the model's thinking summary right before it and no break between
 * the two ("The user is working on… in Scenario C.The immediate fix is…"): when the answer's first
 * paragraph deliberates about the user in the third person and, before any code, a sentence runs into
 * the next with no space, the answer starts at that join. Without the join there is no telling where
 * the thinking ends, and the text stays whole.
 */
export function withoutGluedReasoning(content: string): string {
  const firstParagraph = content.split(/\n\s*\n/, 1)[0] ?? '';
  if (!soundsLikeDeliberation(firstParagraph.trim())) return content;
  const beforeCode = content.split(/^\s*(?:```|~~~)/m, 1)[0] ?? '';
  GLUED_SENTENCE.lastIndex = 0;
  for (let m = GLUED_SENTENCE.exec(beforeCode); m; m = GLUED_SENTENCE.exec(beforeCode)) {
    const at = m.index + m[0].length;
    const answer = content.slice(at).trim();
    // The join must leave an answer of its own, not a stray capital inside the thinking ("Node.Js").
    if (answer.length >= 40) return answer;
  }
  return content;
}
