import { boundedMemo } from './memo';
import { saidMarker } from './vocabulary';

/**
 * A page copy that lost its line breaks (flattened by an editor, a notes app or a form that kept one
 * paragraph) runs each turn's screen-reader heading onto the text around it: "…restent bloqués en
 * "Pending". Vous avez dit : root@ubuntu:~# kubectl get all … root@ubuntu:~# ChatGPT a dit : Il semble…".
 * A heading is a heading wherever it sits: a said-heading of the vocabulary (any UI language) in the
 * middle of a line, right after a space and followed by a space or the line's end, is put back on a
 * line of its own — only when the headings of the paste, inside lines and at their starts, take
 * turns person / assistant and both parties have one. "As you said: …" once in a message is not a
 * copy's structure; a flattened copy alternates them.
 */

interface Heading {
  /** Offset of the heading's first character in the text, and of the character after its colon. */
  from: number;
  to: number;
  role: 'user' | 'assistant';
  inline: boolean;
}

/** Words looked at before a colon: the longest said-heading ("O ChatGPT disse", "Вы сказали") has four. */
const MAX_WORDS = 5;

const said = boundedMemo(saidMarker, 5_000);

const isSpace = (c: number) => c === 32 || c === 9;
const isLetterAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0x80 && /\p{L}/u.test(text[i] as string));
};

/**
 * The said-heading that ends at the colon at `colon` (its line starts at `lineStart`), the longest one.
 * `inlineOnly`: only one with text before it on its line, of two words or more ("ChatGPT said", "Vous
 * avez dit"); a bare name and a colon inside a line ("I asked ChatGPT: …") is a sentence's.
 */
function headingBefore(text: string, lineStart: number, colon: number, inlineOnly: boolean): { start: number; role: 'user' | 'assistant' } | null {
  let end = colon;
  if (text.charCodeAt(end - 1) === 32) end--; // French puts a space before the colon ("Vous avez dit :")
  if (end <= lineStart || !isLetterAt(text, end - 1)) return null;
  let textStart = lineStart;
  while (textStart < end && isSpace(text.charCodeAt(textStart))) textStart++;
  let best: { start: number; role: 'user' | 'assistant' } | null = null;
  let s = end;
  for (let words = 0; words < MAX_WORDS && s > lineStart; words++) {
    // Back over one word, then the spaces before it.
    while (s > lineStart && !isSpace(text.charCodeAt(s - 1))) s--;
    if (colon - s > 60 || (inlineOnly && s <= textStart)) break;
    if (inlineOnly && words === 0) {
      while (s > lineStart && isSpace(text.charCodeAt(s - 1))) s--;
      continue;
    }
    const marker = said(text.slice(s, colon + 1).trim());
    if (marker) best = { start: s, role: marker.role };
    else if (inlineOnly || s > textStart) {
      // Glued to the text before it, with no space (Microsoft 365 Copilot's copy: "…on BizChatYou said: …?Copilot
      // said: …"): the heading starts at a capital right after a lower-case letter or a sentence's end.
      const g = gluedStart(text, s, end);
      const glued = g > s ? said(text.slice(g, colon + 1).trim()) : null;
      if (glued) best = { start: g, role: glued.role };
    }
    while (s > lineStart && isSpace(text.charCodeAt(s - 1))) s--;
  }
  return best;
}

/**
 * In the word from `s`, the last place where a capital follows a lower-case letter or a sentence's end ("BizChatYou",
 * "?Copilot"): where a heading glued to the word before it starts, else `s`.
 */
function gluedStart(text: string, s: number, end: number): number {
  let wordEnd = s;
  while (wordEnd < end && !isSpace(text.charCodeAt(wordEnd))) wordEnd++;
  for (let p = wordEnd - 1; p > s; p--) {
    const c = text.charCodeAt(p);
    if (c < 65 || c > 90) continue;
    const before = text.charCodeAt(p - 1);
    if ((before >= 97 && before <= 122) || before === 63 || before === 46 || before === 33) return p;
  }
  return s;
}

/** Starts of the lines that open or close a fenced block ("```", "~~~"), in order. */
function fenceLines(text: string): number[] {
  const at: number[] = [];
  for (const mark of ['```', '~~~']) {
    for (let i = text.indexOf(mark); i >= 0; i = text.indexOf(mark, i + 3)) {
      let ls = i;
      while (ls > 0 && isSpace(text.charCodeAt(ls - 1))) ls--;
      if (ls === 0 || text.charCodeAt(ls - 1) === 10) at.push(i);
    }
  }
  return at.sort((a, b) => a - b);
}

function headingsOf(text: string, inlineOnly: boolean): Heading[] {
  const found: Heading[] = [];
  const fences = text.includes('```') || text.includes('~~~') ? fenceLines(text) : [];
  let fenceIdx = 0;
  let inFence = false;
  for (let c = text.indexOf(':'); c >= 0; c = text.indexOf(':', c + 1)) {
    const next = text.charCodeAt(c + 1);
    if (!(Number.isNaN(next) || next === 32 || next === 9 || next === 10 || next === 13)) continue;
    while (fenceIdx < fences.length && (fences[fenceIdx] as number) < c) {
      inFence = !inFence;
      fenceIdx++;
    }
    if (inFence) continue;
    // A heading's last word ends at the colon, or one space before it (French): a letter.
    if (!(isLetterAt(text, c - 1) || (text.charCodeAt(c - 1) === 32 && isLetterAt(text, c - 2)))) continue;
    const lineStart = text.lastIndexOf('\n', c - 1) + 1;
    const h = headingBefore(text, lineStart, c, inlineOnly);
    if (!h) continue;
    const inline = text.slice(lineStart, h.start).trim().length > 0;
    if (inline && !/\S\s+\S/.test(text.slice(h.start, c))) continue;
    found.push({ from: h.start, to: c + 1, role: h.role, inline });
  }
  return found;
}

export function unglueInlineSaidHeadings(text: string): string | null {
  // Headings inside lines first (most pastes have none); then all of them, for the turn-taking.
  if (headingsOf(text, true).length === 0) return null;
  const found = headingsOf(text, false);
  if (found.length < 2 || !found.some((h) => h.role === 'user') || !found.some((h) => h.role === 'assistant')) return null;
  for (let k = 1; k < found.length; k++) if ((found[k] as Heading).role === (found[k - 1] as Heading).role) return null;
  let out = '';
  let at = 0;
  for (const h of found) {
    if (!h.inline) continue;
    out += `${text.slice(at, h.from).trimEnd()}\n${text.slice(h.from, h.to)}\n`;
    at = h.to;
    while (isSpace(text.charCodeAt(at))) at++;
    // The speaker's name line under the heading, glued to the text ("Copilot said: CopilotBelow are…"): the name goes.
    const name = text.slice(h.from, h.to).split(' ', 1)[0] ?? '';
    const after = text.charCodeAt(at + name.length);
    if (name.length >= 3 && text.startsWith(name, at) && after >= 65 && after <= 90) at += name.length;
  }
  return out + text.slice(at);
}
