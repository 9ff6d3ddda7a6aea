import { isMessageChrome } from '../chrome';
import type { RawLines } from '../clean';
import { isBlank } from '../text';
import type { Role } from '../types';
import { answerStartsUnder, opensLikeAnswer } from './turn-segments';

/**
 * Pastes where only one party is labelled: "You said:" before each prompt and nothing before
 * the answers, or an assistant's name ("Le Chat", "Meta AI") before each answer and nothing
 * before the prompts. Between two labels sit the labelled turn and then the other party's turn;
 * this finds where one ends and the other starts, from the strongest separator present:
 * a strip of chrome (buttons after an answer), then a gap of two or more blank lines, then
 * (failing both) a paragraph break — the first one after a prompt, the last one before a prompt.
 */

function isSeparatorChrome(raw: RawLines, i: number): boolean {
  if (raw.fenced[i]) return false;
  const t = (raw.lines[i] ?? '').trim();
  return t.length > 0 && (raw.soft?.[i] === true || isMessageChrome(t));
}

function isGap(raw: RawLines, i: number): boolean {
  return !raw.fenced[i] && isBlank(raw.lines[i] ?? '');
}

/**
 * Index in `raw` where the other party's text starts (raw.lines.length when it is all the
 * labelled party's). `labelled` is the role of the label that opens `raw`.
 */
export function otherPartyStart(raw: RawLines, labelled: Role, answerUnderPrompt = false): number {
  const n = raw.lines.length;
  let firstContent = 0;
  while (firstContent < n && isGap(raw, firstContent)) firstContent++;
  // A page that prints the answer right under the prompt's line (ChatGPT's 2023 copy): a written answer
  // starting on the second line is the cut, before any paragraph break inside the answer.
  const second = firstContent + 1;
  if (answerUnderPrompt && labelled === 'user' && second < n && !raw.fenced[firstContent] && !isGap(raw, second) && !raw.fenced[second]) {
    const next = (raw.lines[second] ?? '').trim();
    if (answerStartsUnder((raw.lines[firstContent] ?? '').trim(), next) || opensLikeAnswer(next)) return second;
  }
  // Candidate cuts: [index where the other party starts, strength]
  const cuts: { at: number; strength: number }[] = [];
  for (let i = firstContent; i < n; i++) {
    if (isSeparatorChrome(raw, i)) {
      let j = i;
      while (j < n && (isSeparatorChrome(raw, j) || isGap(raw, j))) j++;
      if (j < n) cuts.push({ at: j, strength: 3 });
      i = j;
      continue;
    }
    if (isGap(raw, i)) {
      let j = i;
      while (j < n && isGap(raw, j)) j++;
      if (j < n) cuts.push({ at: j, strength: j - i >= 2 ? 2 : 1 });
      i = j - 1;
    }
  }
  if (cuts.length === 0) return n;
  const strongest = Math.max(...cuts.map((c) => c.strength));
  const best = cuts.filter((c) => c.strength === strongest);
  // A prompt is short and comes first; an answer runs long and the next prompt follows it.
  return labelled === 'user' ? (best[0] as { at: number }).at : (best[best.length - 1] as { at: number }).at;
}
