/** Line-level view of a pasted text: newline normalisation and fenced-code regions. */
import { chromeKindOf } from './vocabulary';

/** A code header's copy or edit button on its own line ("Copy code", "복사", "编辑"), in any UI language. */
function isCopyButtonLine(t: string): boolean {
  return t.length > 0 && t.length <= 24 && chromeKindOf(t) === 'button';
}

/** CRLF and lone CR become LF; a leading byte-order mark goes. */
export function normalizeNewlines(text: string): string {
  let t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (t.includes('\r')) t = t.replace(/\r\n?/g, '\n');
  return t;
}

export function splitLines(text: string): string[] {
  return normalizeNewlines(text).split('\n');
}

/**
 * An image the copy kept as an empty placeholder ("[]", "![]()"), as a line of its own: the picture an answer shows
 * ("…here's a map:" / "[]"), with no words.
 */
export function isEmptyMedia(trimmed: string): boolean {
  return /^!?\[\s*\](?:\(\s*\))?$/.test(trimmed);
}

/** Blank for structure: nothing but spaces and tabs (other Unicode spaces count as content). */
export function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** Opening/closing fence: up to 3 spaces, then 3+ backticks or tildes. Backticks in the info string end it. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** A fence indented further, as a list item's content sets it ("3.  Insert this header:" / "    ```text"). */
const DEEP_FENCE = /^( {4,12})(`{3,}|~{3,})/;
const DEEP_CLOSE = /^( *)(`{3,}|~{3,})[ \t]*$/;
/** A list item's marker and the spaces after it: its content starts at their length. */
const LIST_ITEM = /^( {0,9}(?:[-*+]|\d{1,3}[.)]) +)\S/;

/**
 * A fence indented four spaces or more opens code only inside a list item (CommonMark): the nearest
 * line with text above it is the item, whose content starts at most three columns before the fence.
 * Elsewhere such a line is an indented code block's text.
 */
function deepFenceIndent(lines: readonly string[], i: number): number {
  const m = DEEP_FENCE.exec(lines[i] ?? '');
  if (!m) return -1;
  const indent = (m[1] as string).length;
  for (let j = i - 1; j >= 0 && j >= i - 40; j--) {
    const line = lines[j] ?? '';
    if (isBlank(line)) continue;
    const item = LIST_ITEM.exec(line);
    if (item) {
      const offset = (item[1] as string).length;
      return indent >= offset && indent <= offset + 3 ? indent : -1;
    }
    // A continuation line of the item's paragraph, indented to its content.
    if (/^ {2,}\S/.test(line) && !FENCE.test(line.trimStart())) continue;
    return -1;
  }
  return -1;
}

/**
 * For every line, whether it is inside fenced code (fence lines included). A fence that never
 * closes is not trusted: a stray ``` in a message must not swallow the rest of the conversation,
 * so its lines are treated as ordinary text. One pass, linear.
 */
export function fencedLines(lines: readonly string[]): boolean[] {
  const inFence = new Array<boolean>(lines.length).fill(false);
  for (const [start, end] of fencedBlocks(lines)) for (let i = start; i <= end; i++) inFence[i] = true;
  return inFence;
}

/** A language name alone on a line, as a copied code block's header prints it ("bash", "python", "C#"). */
const HEADER_LANGUAGE = /^[A-Za-z][\w+#.-]{0,19}$/;
/** How far back a bare fence looks for the header of the block it closes. */
const HEADER_LOOKBACK = 200;

/**
 * A bare fence that closes a block whose opening fence the copy replaced by the page's code header: the
 * language, then the copy (and edit) buttons, then the code, then "```" ("bash" / "복사" / "편집" / "youtube-dl …" /
 * "```"), a ChatGPT answer pasted into a Markdown note and closed by hand. It opens nothing: read as an opener
 * it would swallow the turns after it, up to the next fence. Nothing but code lines lie between the header and it.
 */
function closesHeaderBlock(lines: readonly string[], i: number): boolean {
  for (let j = i - 1; j >= 1 && j >= i - HEADER_LOOKBACK; j--) {
    const t = (lines[j] ?? '').trim();
    if (FENCE.test(t)) return false;
    if (!isCopyButtonLine(t)) continue;
    let k = j - 1;
    if (isCopyButtonLine((lines[k] ?? '').trim())) k--;
    return k >= 0 && HEADER_LANGUAGE.test((lines[k] ?? '').trim());
  }
  return false;
}

/**
 * A closing fence glued to the code's last line ("END ObjDocument```"), as some exporters write it: CommonMark
 * keeps the block open, but read so it swallows the turns after it up to the next answer's code. Only a line
 * whose one run of fence marks is at its end, right after code.
 */
function closesGlued(line: string, char: string, len: number): boolean {
  const t = line.trimEnd();
  if (t.length <= len || !t.endsWith(char.repeat(len)) || t.endsWith(char.repeat(len + 1))) return false;
  const before = t[t.length - len - 1] ?? ' ';
  return before !== ' ' && before !== '\t' && t.indexOf(char) === t.length - len;
}

/** The fenced blocks that close, as [opening line, closing line] pairs, in order. */
export function fencedBlocks(lines: readonly string[]): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  let open: { char: string; len: number; start: number; indent: number } | null = null;
  let closedAt = -2;
  for (let i = 0; i < lines.length; i++) {
    if (open) {
      const line = lines[i] ?? '';
      // A block a list item opened closes at a fence indented at most three columns past its own.
      const c = open.indent > 3 ? DEEP_CLOSE.exec(line) : CLOSE.exec(line);
      const run = open.indent > 3 ? c?.[2] : c?.[1];
      const fits = open.indent <= 3 || (c !== null && (c[1] as string).length <= open.indent + 3);
      if ((run !== undefined && fits && run[0] === open.char && run.length >= open.len) || closesGlued(line, open.char, open.len)) {
        blocks.push([open.start, i]);
        open = null;
        closedAt = i;
      }
      continue;
    }
    const m = FENCE.exec(lines[i] ?? '');
    if (m && m[1] !== undefined) {
      const marker = m[1];
      const info = (lines[i] ?? '').slice(m[0].length);
      // A backtick fence may not carry backticks in its info string (CommonMark), so "```a```" is inline code.
      if (marker[0] === '`' && info.includes('`')) continue;
      // A bare fence right under a closing one closes an outer block written around an inner one
      // ("README.md" / "```" / … "```bash" / "…" / "```" / "```", an agent's file edit): it opens nothing.
      if (closedAt === i - 1 && info.trim() === '' && CLOSE.test(lines[i] ?? '')) {
        closedAt = -2;
        continue;
      }
      if (info.trim() === '' && marker[0] === '`' && closesHeaderBlock(lines, i)) continue;
      open = { char: marker[0] ?? '`', len: marker.length, start: i, indent: 0 };
      continue;
    }
    const deep = (lines[i] ?? '').startsWith('    ') ? deepFenceIndent(lines, i) : -1;
    if (deep >= 0) {
      const d = DEEP_FENCE.exec(lines[i] ?? '') as RegExpExecArray;
      const marker = d[2] as string;
      const info = (lines[i] ?? '').slice(d[0].length);
      if (marker[0] === '`' && info.includes('`')) continue;
      open = { char: marker[0] ?? '`', len: marker.length, start: i, indent: deep };
    }
  }
  return blocks;
}

/** Trim blank lines at both ends of a line range and join it. */
export function joinTrimmed(lines: readonly string[]): string {
  let a = 0;
  let b = lines.length;
  while (a < b && isBlank(lines[a] ?? '')) a++;
  while (b > a && isBlank(lines[b - 1] ?? '')) b--;
  return lines.slice(a, b).join('\n').trim();
}

/** A line of code rather than prose: brackets, an assignment or a statement end, and no sentence end. */
export function looksLikeCodeLine(t: string): boolean {
  return t.length > 0 && /[(){}[\];=<>]/.test(t) && !/[.!?]$/.test(t) && !/^\p{Lu}\p{Ll}+ \p{Ll}+ \p{Ll}+ /u.test(t);
}

/** A Markdown rule between turns: "---", "***", "___", also spaced ("* * *", ChatGPT exporters). */
export function isThematicBreak(t: string): boolean {
  // Markdown's "---", or a rule typed with long dashes ("⸻", "———", "━━━", a word processor's rule).
  // HTML's rule as a note keeps it ("<hr>", '<hr class="…">', "<hr/>").
  return /^([-*_])(?:[ \t]*\1){2,}$/.test(t) || /^(?:⸻|⸺|[—―━═]{3,})$/.test(t) || /^<hr\b[^<>]{0,80}\/?>$/i.test(t);
}

/**
 * A line of a written reference list: a number and a link ("[1] https://…", "2. https://…",
 * "[^3]: https://…"). An answer that carries its own list cites it with "[1]" in its text: those
 * numbers are the answer's, not a page's chips.
 */
export const REFERENCE_LINE = /^(?:\[\^?\d{1,3}\]:?|\d{1,3}[.)])\s*(?:\[[^\]]{0,200}\]\()?<?https?:\/\//;
