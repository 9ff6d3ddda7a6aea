/**
 * Chrome by structure: a page prints the same few short lines around every turn (its buttons,
 * the assistant's name, a "Sources" strip), whatever words that UI version or language uses.
 * A person's text does not repeat a sequence of button-like fragments between every answer.
 * So a sequence of two or more short, unpunctuated lines that recurs, each time between real
 * content, is chrome even when none of its words is in the vocabulary.
 */

const CHIP = /^[\p{L}\p{N}\p{Extended_Pictographic}+][\p{L}\p{N}\p{M}\p{Extended_Pictographic} +\-.'’&/·•#]*$/u;

/** A lower-case keyword that opens a statement, then a name: "import os", "from sklearn import svm", "using System". */
const CODE_STATEMENT = /^(?:import|from|using|require|include|def|class|package|export|const|let|var|fn|func|pub|public|private|return|library|use)\s+[\p{L}_$][\p{L}\p{N}_.$]*(?:\s|$)/u;

/** A line that could be a button, a chip or a name: short, few words, no sentence ending. */
export function isFragment(t: string): boolean {
  if (t.length === 0 || t.length > 40) return false;
  const last = t.charCodeAt(t.length - 1);
  // . ! ? : ; , … 。 ！ ？ ： end sentences or introduce content; ``` and | belong to code and tables.
  if (last === 46 || last === 33 || last === 63 || last === 58 || last === 59 || last === 44 || last === 0x2026 || last === 0x3002 || last === 0xff01 || last === 0xff1f || last === 0xff1a) return false;
  // Buttons and chips are words, numbers and a few signs; code ("}", "end;", "x = 1") is not.
  if (!CHIP.test(t)) return false;
  // Nor is a statement of code that happens to be made of words ("import os", "from x import y"): the
  // person's pasted code and the answer's rewrite of it repeat their imports, which is no page strip.
  if (CODE_STATEMENT.test(t)) return false;
  let words = 1;
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) === 32) words++;
  return words <= 5;
}

/** Three words or more: a phrase of text rather than a button's label. */
function isPhrase(t: string): boolean {
  return t.split(' ').length >= 3;
}

/** The longest strip of chrome lines seen around one turn (buttons, chips, a counter). */
const MAX_STRIP_LINES = 7;

function isFragmentLine(view: LineView, i: number): boolean {
  return !view.fenced[i] && !isIndented(view, i) && isFragment(view.trimmed[i] ?? '');
}

/** Lines with their fence flags, as every finder sees them. */
export interface LineView {
  trimmed: readonly string[];
  fenced: readonly boolean[];
  /** The lines as pasted, when known: indentation tells code from chrome. */
  lines?: readonly string[];
}

/**
 * An indented line is code or a nested list ("    END" / "    ELSE" of unfenced SQL that a copy
 * lost the fence of): a page's buttons and chips are copied at the left edge.
 */
function isIndented(view: LineView, i: number): boolean {
  const raw = view.lines?.[i];
  return raw !== undefined && (raw.startsWith(' ') || raw.startsWith('\t'));
}

/**
 * A strip line as it recurs: a page prints the same tab or chip over every answer with a count that
 * changes ("Sources · 6" / "Sources · 9" / "Sources", "26 web pages" / "39 web pages"), so numbers are
 * one sign and a count at the end of the line, with its separator, is dropped.
 */
export function stripKey(t: string): string {
  return t.toLowerCase().replace(/\d+/g, '#').replace(/\s*[·•|:([-]?\s*\+?#[)\]]?$/u, '');
}

/**
 * Marks lines that belong to a recurring chrome sequence. A pair of consecutive fragments
 * (blank lines between them allowed) that occurs at least twice, with content between the
 * occurrences, marks both its lines at every occurrence. Linear: one pass to count pairs,
 * one to mark.
 */
export function recurringChrome(view: LineView): boolean[] {
  const n = view.trimmed.length;
  const marks = new Array<boolean>(n).fill(false);
  // Consecutive fragment pairs: previous fragment index for each fragment line (-1 when content came between).
  const prevFragment = new Int32Array(n).fill(-1);
  const counts = new Map<string, number>();
  const lastSeenAt = new Map<string, number>();
  let prev = -1;
  let contentSince = 0; // index of the last content (non-fragment, non-blank) line + 1
  for (let i = 0; i < n; i++) {
    const t = view.trimmed[i] ?? '';
    if (t.length === 0) continue;
    if (view.fenced[i] || !isFragment(t) || isIndented(view, i)) {
      prev = -1;
      contentSince = i + 1;
      continue;
    }
    if (prev >= 0) {
      prevFragment[i] = prev;
      const key = `${stripKey(view.trimmed[prev] ?? '')}\n${stripKey(t)}`;
      const seen = lastSeenAt.get(key);
      // A repeat only counts when real content lies between the two occurrences.
      if (seen === undefined || seen < contentSince) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        lastSeenAt.set(key, i);
      }
    }
    prev = i;
  }
  // Runs of fragments longer than a strip of buttons are lists or unfenced code quoted twice.
  const runOf = new Int32Array(n).fill(-1);
  const runSizes: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = prevFragment[i] as number;
    if (p >= 0) {
      const run = runOf[p] as number;
      runOf[i] = run;
      runSizes[run] = (runSizes[run] ?? 0) + 1;
    } else if (isFragmentLine(view, i)) {
      runOf[i] = runSizes.length;
      runSizes.push(1);
    }
  }
  const runLength = (i: number) => ((runOf[i] as number) < 0 ? 0 : (runSizes[runOf[i] as number] ?? 0));
  // A pair of phrases (three words or more each) that sits inside a paragraph, with a line of text right
  // above its run and right below it and no blank line between, is text that repeats (a song's chorus, a
  // refrain). A page's buttons wedged between an answer and its related questions are one or two words
  // each ("Compartir" / "Más"). Counted per pair: when most of its occurrences sit so, it is content.
  const embedded = new Map<string, number>();
  const firstOfRun = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const p = prevFragment[i] as number;
    firstOfRun[i] = p >= 0 ? (firstOfRun[p] as number) : i;
  }
  const isText = (k: number) => k >= 0 && k < n && (view.trimmed[k] ?? '').length > 0 && !isFragmentLine(view, k);
  const hasNext = new Uint8Array(n);
  for (let i = 0; i < n; i++) if ((prevFragment[i] as number) >= 0) hasNext[prevFragment[i] as number] = 1;
  for (let i = 0; i < n; i++) {
    // The last line of a run of two or more fragments: is the run wedged between lines of text?
    if ((prevFragment[i] as number) < 0 || hasNext[i] === 1) continue;
    const start = firstOfRun[i] as number;
    if (!isText(start - 1) || !isText(i + 1)) continue;
    for (let k = i; (prevFragment[k] as number) >= 0; k = prevFragment[k] as number) {
      if (!isPhrase(view.trimmed[k] ?? '') || !isPhrase(view.trimmed[prevFragment[k] as number] ?? '')) continue;
      const key = `${stripKey(view.trimmed[prevFragment[k] as number] ?? '')}\n${stripKey(view.trimmed[k] ?? '')}`;
      embedded.set(key, (embedded.get(key) ?? 0) + 1);
    }
  }
  for (let i = 0; i < n; i++) {
    const p = prevFragment[i] as number;
    if (p < 0 || runLength(i) > MAX_STRIP_LINES) continue;
    const key = `${stripKey(view.trimmed[p] ?? '')}\n${stripKey(view.trimmed[i] ?? '')}`;
    const count = counts.get(key) ?? 0;
    if (count >= 2 && (embedded.get(key) ?? 0) * 2 <= count) {
      marks[p] = true;
      marks[i] = true;
    }
  }
  return marks;
}

/** A line that opens code: brackets or "=", a statement keyword with a name, a comment, or indentation. */
function opensCode(view: LineView, k: number): boolean {
  const t = view.trimmed[k] ?? '';
  if (t.length === 0) return false;
  if (view.fenced[k]) return true;
  const raw = view.lines?.[k] ?? t;
  return (/[(){}[\];=<>]/.test(t) && !/[.!?。！？]$/.test(t)) || CODE_STATEMENT.test(t) || /^(?:#|\/\/|\/\*|--\s)/.test(t) || /^\s+\S/.test(raw);
}

/**
 * Code blocks' headers by where they recur: a page draws the same header line over each code block
 * ("Code" over Gemini's blocks, a "Run" button under the language line and copy button, a label no
 * list knows), and a person's prose does not put the same one- or two-word line right on top of code
 * twice. A short line (one or two words, no sentence sign), with a blank line, another such line or
 * a line ending in ":" above it and code right under it, that sits so over two or more code blocks
 * is marked at each of them. Linear. A line that opens on an emoji ("🧱 Structure" over each component's
 * template, in an answer whose code lost its fences) is the answer's own section heading: a page draws its
 * header's icon as an image, which copies as nothing.
 */
export function recurringCodeHeaders(view: LineView): boolean[] {
  const n = view.trimmed.length;
  const marks = new Array<boolean>(n).fill(false);
  const seats = new Map<string, number[]>();
  const plainSeats: number[] = [];
  for (let i = 0; i + 1 < n; i++) {
    const t = view.trimmed[i] ?? '';
    if (t.length === 0 || t.length > 24 || view.fenced[i] || isIndented(view, i) || !isFragment(t) || t.split(' ').length > 2) continue;
    if (PLAIN_BLOCK_HEADER.test(t) && isPlainBlockLine(view, i + 1)) plainSeats.push(i);
    if (view.fenced[i + 1] || !opensCode(view, i + 1) || /^\p{Extended_Pictographic}/u.test(t)) continue;
    const above = i > 0 ? (view.trimmed[i - 1] ?? '') : '';
    if (!(above.length === 0 || isFragment(above) || /[:：]$/.test(above))) continue;
    const key = t.toLowerCase();
    const at = seats.get(key);
    if (at) at.push(i);
    else seats.set(key, [i]);
  }
  for (const at of seats.values()) if (at.length >= 2) for (const i of at) marks[i] = true;
  // The header a page draws over a block with no language ("Code", GitHub Copilot's and Gemini's) over blocks that
  // hold no code to see (a flow written with arrows, a plain-text diagram), often right under the answer's own step
  // line in a copy that kept no blank lines: three times or more, each over the block's first line, which ends no
  // sentence. A word a person writes as a heading does not come back so over three blocks.
  if (plainSeats.length >= 3) for (const i of plainSeats) marks[i] = true;
  return marks;
}

/** The header word of a block whose language the page does not name. */
const PLAIN_BLOCK_HEADER = /^(?:code|plaintext|plain text)$/i;

/** Line `k` can open a plain block: text at the left edge, outside fences, that ends no sentence. */
function isPlainBlockLine(view: LineView, k: number): boolean {
  const t = view.trimmed[k] ?? '';
  return t.length > 0 && !view.fenced[k] && !/[.!?。！？:：]$/.test(t);
}
