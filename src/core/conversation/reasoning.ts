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
