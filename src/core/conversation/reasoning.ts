import { chromeKindOf } from './chrome';
import { isBlank } from './text';
import { isFragment } from './chrome-structure';
import { continuesDeliberation, soundsLikeDeliberation, speaksOfTheUser } from './vocabulary/reasoning';

/**
 * The paragraph at `k` is the person's next prompt, not the answer: a thinking-time line sits right under it,
 * the next answer's ("Do you like that one?" / "Thought for 17s"). Then the deliberating text above it had no
 * answer under it, and was the answer itself ("OK, so let's think about other tales.").
 */
function promptOverThinking(lines: readonly string[], trimmed: readonly string[], fenced: readonly boolean[], k: number): boolean {
  let end = k;
  while (end < lines.length && !fenced[end] && !isBlank(lines[end] ?? '') && chromeKindOf(trimmed[end] ?? '') !== 'timing') end++;
  return end > k && end < lines.length && !fenced[end] && chromeKindOf(trimmed[end] ?? '') === 'timing';
}

/**
 * Reasoning text copied with the answer. Pages of reasoning models (DeepSeek "Thought for 33
 * seconds", Qwen "Thinking completed", Kimi, Grok) print the model's thinking between the thinking
 * line and the answer; a select-all copy keeps it as plain paragraphs. It is not part of the answer
 * (the corpus rule: thinking blocks are not messages). Read by place and voice: the paragraphs right
 * under a thinking-time line that deliberate about the request ("Okay, so the user wants…",
 * "嗯，用户…"), as long as an answer paragraph follows them before the next turn. Linear.
 */
export function reasoningLines(lines: readonly string[], trimmed: readonly string[], fenced: readonly boolean[], isSpeakerLine: (i: number) => boolean = () => false): boolean[] {
  const n = lines.length;
  const marks = new Array<boolean>(n).fill(false);
  const recurring = recurringFragments(trimmed, fenced);
  for (let i = 0; i < n; i++) {
    const t = trimmed[i] ?? '';
    if (fenced[i] || t.length === 0 || t.length > 80) continue;
    // The thinking line is known ("Thought for 33 seconds"), or it is a short line the page prints over
    // every answer in a wording no list knows ("Ragionamento completato"): then only the voice of the
    // paragraph under it (speaking of "the user", deliberating) says it is thinking.
    const known = chromeKindOf(t) === 'timing';
    if (!known && !recurring.has(t.toLowerCase())) continue;
    let k = i + 1;
    // A line no list knows is the thinking line only when the thinking starts right under it (not a
    // model badge over the thinking line, not a strip's other buttons).
    // A speaker's heading ("You said", a person's name) recurs too, over the person's own words.
    if (!known && (isSpeakerLine(i) || closesIndentedBlock(lines, i) || !(k < n && !fenced[k] && soundsLikeDeliberation(trimmed[k] ?? '')))) continue;
    const found: [number, number][] = [];
    for (;;) {
      while (k < n && !fenced[k] && isBlank(lines[k] ?? '')) k++;
      if (k >= n || fenced[k]) break;
      let end = k;
      while (end < n && !fenced[end] && !isBlank(lines[end] ?? '')) end++;
      const paragraph = trimmed.slice(k, end).join(' ');
      const deliberates = (text: string) => (found.length === 0 ? soundsLikeDeliberation(text) : continuesDeliberation(text));
      // A copy may glue the answer's first line right under the thinking (no blank line between):
      // each line of a page's copy is a paragraph of its own, so the thinking ends at the first line
      // that does not deliberate, and the rest of the block is the answer.
      const answerAt = end - k > 1 ? gluedAnswerLine(trimmed, k, end, deliberates) : -1;
      if (answerAt > k) {
        found.push([k, answerAt]);
        k = answerAt;
        break;
      }
      if (!deliberates(paragraph)) break;
      found.push([k, end]);
      k = end;
    }
    // Only when an answer follows: a deliberating paragraph with nothing under it is the answer itself.
    const answerFollows = k < n && (fenced[k] || (!isBlank(lines[k] ?? '') && chromeKindOf(trimmed[k] ?? '') === null));
    if (!answerFollows || promptOverThinking(lines, trimmed, fenced, k)) continue;
    for (const [a, b] of found) for (let j = a; j < b; j++) marks[j] = true;
    i = Math.max(i, k - 1);
  }
  return marks;
}

/** Columns of indentation before a line's text. */
const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * A recurring short line right under a line indented deeper, with no blank line between, closes that block: code a
 * page copy kept without its fence ("    end" / "  end" / "end" in Ruby, "fi", "done"), whose keyword recurs in
 * every block. It is no thinking line a page prints over an answer; those stand at an answer's edge, not under code.
 */
function closesIndentedBlock(lines: readonly string[], i: number): boolean {
  const above = lines[i - 1] ?? '';
  return i > 0 && !isBlank(above) && indentOf(above) > indentOf(lines[i] ?? '');
}

/**
 * Short button-like lines (chrome-structure.ts `isFragment`) that occur two or more times in the
 * paste, lower-cased: a page's line over each answer recurs, a person's prose rarely repeats a line.
 */
function recurringFragments(trimmed: readonly string[], fenced: readonly boolean[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (let i = 0; i < trimmed.length; i++) {
    const t = trimmed[i] ?? '';
    if (fenced[i] || !isFragment(t)) continue;
    const key = t.toLowerCase();
    if (seen.has(key)) twice.add(key);
    else seen.add(key);
  }
  return twice;
}

/**
 * The first line of the block k..end that no longer deliberates, when the lines above it do (the
 * first of them as the block would open a thinking paragraph, the next ones going on with it); -1
 * when every line deliberates or the first does not.
 */
const LIST_ITEM = /^(?:[-*•]|\d{1,2}[.)])\s/;
/** The next step of a sequence, on the line under its first ("Then…", "Next,…", "然后…"). */
const SEQUENCE_NEXT = /^(?:then|next|after that|finally|second(?:ly)?|third(?:ly)?)\b|^(?:然后|其次|接着|最后)/i;

function gluedAnswerLine(trimmed: readonly string[], k: number, end: number, deliberates: (text: string) => boolean): number {
  // Read alone, a line must deliberate plainly: one that asks ("Well, the best man was Tom, was it?") speaks
  // to the person, whatever word it opens with — unless it speaks of "the user".
  const first = trimmed[k] ?? '';
  if (!deliberates(first) || (/[?？]$/.test(first) && !speaksOfTheUser(first))) return -1;
  // The thinking's own points under a line of it ("首先，…" / "- 如果…" / "- 每一层…") go on with it: an answer glued
  // under thinking opens with a sentence or a heading, not with an item.
  // So does the next step of a sequence it started ("First, the local part…" / "Then the @, then the domain…").
  for (let j = k + 1; j < end; j++) if (!LIST_ITEM.test(trimmed[j] ?? '') && !SEQUENCE_NEXT.test(trimmed[j] ?? '') && !continuesDeliberation(trimmed[j] ?? '')) return j;
  return -1;
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
  const firstParagraph = (content.split(/\n\s*\n/, 1)[0] ?? '').trim();
  if (!soundsLikeDeliberation(firstParagraph)) return content;
  // An agent's narration that announces its next step ("Let me check the `_build_layout` method:"), with no join in
  // it, is the answer speaking: a thinking summary states what the person wants, it announces nothing.
  if (/[:：]$/.test(firstParagraph) && !new RegExp(GLUED_SENTENCE.source, 'u').test(firstParagraph)) return content;
  const beforeCode = content.split(/^\s*(?:```|~~~)/m, 1)[0] ?? '';
  GLUED_SENTENCE.lastIndex = 0;
  // Backticks counted on the line so far (one pass over the text, however many joins): an odd count is inside a span.
  let scanned = 0;
  let ticks = 0;
  for (let m = GLUED_SENTENCE.exec(beforeCode); m; m = GLUED_SENTENCE.exec(beforeCode)) {
    const at = m.index + m[0].length;
    for (; scanned < m.index; scanned++) {
      const c = beforeCode.charCodeAt(scanned);
      if (c === 10) ticks = 0;
      else if (c === 96) ticks++;
    }
    // A dot inside an inline code span (`ft.Alignment`) is a name's, not two blocks joined.
    if ((ticks & 1) === 1) continue;
    const answer = content.slice(at).trim();
    // The join must leave an answer of its own, not a stray capital inside the thinking ("Node.Js").
    if (answer.length >= 40) return answer;
  }
  return content;
}
