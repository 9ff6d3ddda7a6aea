import type { DraftMessage } from './context';
import { chromeKindOf, isDoubledPhrase, isEndJunk, isLanguageName, isPageChrome } from './chrome';
import { REFERENCE_LINE, fencedLines, isEmptyMedia, isThematicBreak, looksLikeCodeLine } from './text';

/**
 * Per-turn chrome found across answers, after the split. A page prints the same short line at the
 * same place in every answer — a mode badge above it ("Flash Answer"), a token or sources count
 * ("· 3301 tokens", "18 sites consulted"), an action under it ("Edit in a page", "More") — in
 * whatever words its UI version and language use. Prose does not open or close most answers with
 * the same short unpunctuated line. So such a line, at the same edge of at least two answers and
 * of at least half of them, is chrome; numbers inside it may differ (counts, times).
 */

const MAX_EDGE_LINE = 40;
const KEYED_FIGURE = /^\*\*[^*]{1,24}\*\*:?\s+`[^`]{0,16}\d[^`]{0,16}`$/;

/** Short, at most six words, no sentence ending, not code or a list item: the shape of a badge or a button. */
export function isEdgeChromeShape(line: string): boolean {
  if (line.length === 0 || line.length > MAX_EDGE_LINE) return false;
  // A key in bold over a figure in code ("**Custo total** `$ 0.000128`"): an app's meter under each answer.
  if (KEYED_FIGURE.test(line)) return true;
  // A picture copied as "[]" under several answers is each answer's picture, not a strip the page prints.
  if (isEmptyMedia(line)) return false;
  if (/[.!?:;,。！？：；…)"”’»`{}=<>]$/.test(line) || /^([-*•>#|]|\d+[.)]\s)/.test(line)) return false;
  return line.split(/\s+/).length <= 6;
}

/** The same line with its numbers generalised ("· 3301 tokens" ~ "· 1405 tokens"). */
const edgeKey = (line: string) => line.toLowerCase().replace(/\d+([.,]\d+)?/g, '#');

function edgeLines(content: string): { lines: string[]; first: number; last: number } {
  const lines = content.split('\n');
  let first = 0;
  while (first < lines.length && (lines[first] ?? '').trim().length === 0) first++;
  let last = lines.length - 1;
  while (last > first && (lines[last] ?? '').trim().length === 0) last--;
  return { lines, first, last };
}

/**
 * The last line signs a letter: the line above closes with a comma ("With awe and appreciation,\\" /
 * "Claude"). An assistant that signs its answers wrote that name; a page's badge follows no valediction.
 */
function signsOff(lines: readonly string[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && (lines[k] ?? '').trim().length === 0) k--;
  return k >= 0 && /[,，]\\?$/.test((lines[k] ?? '').trim());
}

/**
 * A full date and time at the edge of every answer ("18/10/2025 – 16:42") that the person's turns never
 * carry: the assistant wrote it (a custom GPT told to open each answer with the time). A page or an exporter
 * that stamps messages stamps both parties' turns, and a page's own time lines carry no year.
 */
function writtenDate(key: string, messages: readonly DraftMessage[], role: DraftMessage['role']): boolean {
  if (!/#[/.-]#[/.-]#/.test(key) || !key.includes('#:#')) return false;
  for (const m of messages) {
    if (m.role === role) continue;
    const { lines, first, last } = edgeLines(m.content);
    if (edgeKey((lines[first] ?? '').trim()) === key || edgeKey((lines[last] ?? '').trim()) === key) return false;
  }
  return true;
}

/**
 * A short statement set apart under an answer ("Made changes.", Copilot's note that the turn edited files, in the
 * UI's language: "Se realizaron cambios."): two or three words, closed by a full stop, a blank line above it. It
 * counts as chrome only where it closes most answers alike (dropRecurringEdgeLines); a one-word close ("STOP.", a
 * custom instruction's end mark) is the assistant's.
 */
function isClosingNote(lines: readonly string[], at: number): boolean {
  const t = (lines[at] ?? '').trim();
  const words = t.split(/\s+/).length;
  return t.length <= 30 && /^\p{Lu}[^.!?]*\p{L}\.$/u.test(t) && words >= 2 && words <= 3 && at > 0 && (lines[at - 1] ?? '').trim().length === 0;
}

/** Drops a line that recurs at the first (or last) line of most answers; returns how many lines went. */
export function dropRecurringEdgeLines(messages: DraftMessage[], role: DraftMessage['role'] = 'assistant'): number {
  const own = messages.filter((m) => m.role === role);
  if (own.length < 2) return 0;
  let dropped = 0;
  for (const edge of ['first', 'last'] as const) {
    // A strip may be two lines (a badge over a count): read the edge again after each removal.
    for (let round = 0; round < 2; round++) {
      const counts = new Map<string, number>();
      for (const m of own) {
        const { lines, first, last } = edgeLines(m.content);
        if (first >= last) continue; // the line would be all the message has
        const line = (lines[edge === 'first' ? first : last] ?? '').trim();
        if (edge === 'last' && signsOff(lines, last)) continue;
        if (edge === 'first' && line === m.previewed) continue; // the page's heading previewed it: the message's words
        if (isEdgeChromeShape(line) || (edge === 'last' && isClosingNote(lines, last))) counts.set(edgeKey(line), (counts.get(edgeKey(line)) ?? 0) + 1);
      }
      const chrome = new Set([...counts].filter(([, n]) => n >= 2 && n * 2 >= own.length).map(([k]) => k).filter((k) => !writtenDate(k, messages, role)));
      if (chrome.size === 0) break;
      for (const m of own) {
        const { lines, first, last } = edgeLines(m.content);
        if (first >= last) continue;
        const at = edge === 'first' ? first : last;
        if (!chrome.has(edgeKey((lines[at] ?? '').trim())) || (edge === 'last' && signsOff(lines, at))) continue;
        if (edge === 'first' && (lines[at] ?? '').trim() === m.previewed) continue;
        lines.splice(at, 1);
        m.content = lines.join('\n').trim();
        dropped++;
      }
    }
  }
  return dropped;
}

/**
 * Citation chips copied as last lines of small numbers ("1 2 3", "1" / "2" / "3"), counting up from 1, under
 * an answer's finished sentence (Copilot's and Perplexity's numbered source chips): not text.
 */
export function dropCitationNumberLine(messages: DraftMessage[]): number {
  let dropped = 0;
  for (const m of messages) {
    if (m.role !== 'assistant') continue;
    const { lines, first, last } = edgeLines(m.content);
    if (first >= last) continue;
    // The chips' numbers on one line ("1 2 3"), or one per line once their domain lines are gone.
    let top = last;
    const nums: number[] = [];
    while (top > first) {
      const line = (lines[top] ?? '').trim();
      if (line.length === 0) {
        top--;
        continue;
      }
      if (!/^\d{1,2}( \d{1,2})*$/.test(line)) break;
      nums.unshift(...line.split(' ').map(Number));
      top--;
    }
    if (nums.length === 0 || !nums.every((n, i) => n === i + 1)) continue;
    let above = top;
    while (above > first && (lines[above] ?? '').trim().length === 0) above--;
    if (!/[.!?。！？"”’]$/.test((lines[above] ?? '').trim())) continue;
    m.content = lines.slice(0, above + 1).join('\n').trim();
    dropped++;
  }
  return dropped;
}

/**
 * Inline citation chips glued to the text they cite, as answer engines' pages copy them: a
 * source's name right after a sentence's full stop ("…the wall socket.github", "…all cables.reddit+3"),
 * or after it and one space as the line's last word when it carries its count or names a site the paste's
 * source cards list ("…the deepest point on the earth. investopedia+1", "…in the world. britannica" under
 * a "britannica.com" card; any other bare word there is as likely a recipe's "1 tbsp. salt"),
 * or numbers in brackets after a word ("…in 1935[1][2]"). A CJK sentence may close a full-width bracket
 * before its stop ("…を想定）。britannica") or trail off in an ellipsis ("…知る…。reddit"). Read only where the paste shows its sources (a "Sources" strip
 * or a domain chip) and where at least two such chips are found, so a lone "Node.js" or "[1]" that a person
 * or an answer wrote stays.
 */
const GLUED_NAME = /((?:\p{L}{2,}|[)"”’\d）」』…])[.!?。！？])([a-z][a-z0-9-]{1,24}(?:\.[a-z]{2,6})?(?:\+\d{1,2})?(?=$|\s+[\p{Lu}\p{Lo}\d])| [a-z][a-z0-9-]{1,24}(?:\.[a-z]{2,6})?(?:\+\d{1,2})?$)/gmu;
const GLUED_NUMBERS = /(?<=[\p{L}\p{N}.!?。！？)"”’])(?:\[\d{1,2}\])+(?=$|[\s.,;:!?])/gmu;

/** File extensions and URL parts that follow a dot in ordinary text ("Node.js", "www.example"). */
const NOT_A_SOURCE = /^(www|http|https|js|ts|py|md|txt|json|html|css|io|com|org|net|exe|sh|rb|go|rs|java|cpp|h|c|pdf|png|jpg|csv|xml|yml|yaml)$/;

/** Two or more lines of a written reference list in the text (REFERENCE_LINE). */
function carriesReferenceList(content: string): boolean {
  let n = 0;
  for (const line of content.split('\n')) if (REFERENCE_LINE.test(line.trim()) && ++n >= 2) return true;
  return false;
}

/**
 * A glued name that is a file's extension, not a chip: the Latin full stop before it ends no sentence when the
 * word it follows is not a word of a sentence — the line's only word ("layer.zip" on a line of its own), or a
 * word run onto a bracket or other sign ("（libclntsh.so 等）" in Japanese prose, "(main.rs"). A sentence's last
 * word stands after a space ("…the wall socket.github"); CJK sentences end in their own full stop.
 */
function insideFileName(name: string, before: string): boolean {
  if (name.startsWith(' ') || !/\p{L}[.!?]$/u.test(before)) return false;
  const line = before.trimStart();
  const space = line.lastIndexOf(' ');
  const word = line.slice(space + 1, -1);
  return space < 0 || !/^\p{L}[\p{L}'’-]*$/u.test(word);
}

/**
 * A chip that proves itself where the paste shows no sources strip: a Latin name with a "+N" count glued
 * right after a CJK sentence's end ("…切り出しました。healthline+4"). CJK prose does not run a lower-case
 * Latin word with a count onto its full stop.
 */
function selfEvidentChip(end: string, name: string): boolean {
  return /[。！？]$/.test(end) && /\+\d+$/.test(name);
}

/** The shortest sentence a source chip is set after, by a space, as the line's last word (characters of the line before it). */
const MIN_CITED_SENTENCE = 40;

/**
 * A bare lower-case name set off by a space as the line's last word, after a written sentence ("…the translation
 * has already been done. github"): an answer engine's chip, when the paste shows its sources and another such chip
 * is found. A recipe's "1 tsp. salt" ends a short line, not a sentence of forty characters.
 */
function citedAfterSentence(name: string, before: string): boolean {
  return name.startsWith(' ') && !/\+\d+$/.test(name) && before.trim().length >= MIN_CITED_SENTENCE;
}

/**
 * A chip set off by a space at the line's end: one with its count, or one naming a site the paste lists
 * on a source card. Glued chips (no space) are judged as before.
 */
function spacedChipCounts(name: string, cardSites: ReadonlySet<string>): boolean {
  if (!name.startsWith(' ')) return true;
  const bare = name.trim();
  return /\+\d+$/.test(bare) || cardSites.has(bare.replace(/\.[a-z]{2,6}$/, ''));
}

export function stripGluedCitations(messages: DraftMessage[], pasteShowsSources: boolean, cardSites: ReadonlySet<string> = new Set()): number {
  let found = 0;
  // An answer exported with its own numbered links ("Citations:" / "[1] https://…") cites them in its text.
  // Without a sources strip only a self-evident chip counts: a message with no CJK sentence end run onto a
  // Latin letter has none, and is not read further (the pattern is the costly part on a long paste).
  const chipped = (m: DraftMessage) => m.role === 'assistant' && (pasteShowsSources || /[。！？][a-z]/.test(m.content)) && !carriesReferenceList(m.content);
  // `before`: the line's text before the name (citedAfterSentence reads how long the sentence is).
  const counts = (end: string, name: string, before: string) =>
    (spacedChipCounts(name, cardSites) || (pasteShowsSources && citedAfterSentence(name, before))) && !NOT_A_SOURCE.test(name.trim().replace(/\+\d+$/, '')) && (pasteShowsSources || selfEvidentChip(end, name.trim())) && !insideFileName(name, before);
  for (const m of messages) {
    if (!chipped(m)) continue;
    const prose = proseLinesOf(m.content);
    for (const match of prose.matchAll(GLUED_NAME)) {
      const name = match[2] ?? '';
      const at = (match.index ?? 0) + (match[1] ?? '').length;
      const before = prose.slice(prose.lastIndexOf('\n', at - 1) + 1, at);
      // A "+3" count on the name is a chip for sure, as is a name set off by a space that passed spacedChipCounts (a
      // count, or a site on the paste's source cards); a bare glued name, or a bare name after a sentence, needs a second one.
      if (counts(match[1] ?? '', name, before)) found += /\+\d+$/.test(name) || (name.startsWith(' ') && spacedChipCounts(name, cardSites)) ? 2 : 1;
    }
    if (pasteShowsSources) found += prose.match(GLUED_NUMBERS)?.length ?? 0;
  }
  if (found < 2) return 0;
  let stripped = 0;
  for (const m of messages) {
    if (!chipped(m)) continue;
    m.content = onProseLines(m.content, (line) => {
      let out = line.replace(GLUED_NAME, (all, end: string, name: string, offset: number) => {
        if (!counts(end, name, line.slice(0, offset + end.length))) return all;
        stripped++;
        return end;
      });
      if (pasteShowsSources) {
        out = out.replace(GLUED_NUMBERS, () => {
          stripped++;
          return '';
        });
      }
      return out;
    });
  }
  return stripped;
}

/**
 * A line of code in an answer whose fence the copy lost ("SELECT users.key FROM users", "rows = [row[0] for row in
 * rows]"): "users.key" and "[0]" there are code, not a source's chip glued to a sentence.
 */
function isCodeish(line: string): boolean {
  return /^(?: {4,}|\t)/.test(line) || /[=;{}]|^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|FROM|WHERE)\b/.test(line);
}

/** The text with its code lines blanked, for counting chips in prose only. */
function proseLinesOf(content: string): string {
  return content.split('\n').map((l) => (isCodeish(l) ? '' : l)).join('\n');
}

/** Applies `f` to the prose lines of the text, leaving code lines as they are. */
function onProseLines(content: string, f: (line: string) => string): string {
  return content.split('\n').map((l) => (isCodeish(l) ? l : f(l))).join('\n');
}

/** A source's name as its chip prints it: a capital, a CJK character or a digit first, up to four words, no sentence ending. */
const CHIP_NAME = /^[\p{Lu}\p{Lo}\p{N}][\p{L}\p{N} .:&'’-]{0,38}[\p{L}\p{N}]$/u;
/** One lower-case site name, with a domain or a "+N" count or neither: "stackoverflow", "wikipedia+4", "nih.gov". */
const SITE_WORD = /^[a-z][a-z0-9-]{2,24}(?:\.[a-z]{2,6})?(?:\+\d{1,2})?$/;
/** A company form after a name and a comma, abbreviated: ", Inc.", ", Ltd.", ", Co." (capital, up to three letters more, full stop). */
const COMPANY_FORM = /, \p{Lu}\p{L}{1,3}\.$/u;
/** A line that ends a sentence, in Latin or CJK punctuation (a bracket or quote may close it). */
const ENDS_SENTENCE = /[.!?。！？][)）」』"”’]?\s*$/u;

/**
 * Source chips a search answer prints after the sentence they cite, each copied onto a line of its
 * own ("…排名第一。" / "中央社 CNA" / blank; "…the modified parameters." / "Reddit" / blank): a site's name
 * in title case (every word capitalised, or CJK), right under a finished sentence, with a blank line or
 * the answer's end under it. Read only where the paste shows its sources (a "Sources" strip in the UI's
 * language), so a name a person signs under a sentence elsewhere stays. The chip line kept its trailing
 * space on a fresh copy; committed files lose it, so the shape and the strip decide, not the space.
 */
export function dropSourceNameLines(messages: DraftMessage[], pasteShowsSources: boolean): number {
  if (!pasteShowsSources) return 0;
  let dropped = 0;
  for (const m of messages) {
    if (m.role !== 'assistant') continue;
    const lines = m.content.split('\n');
    const fenced = fencedLines(lines);
    const keep = lines.map((line, i) => {
      const t = line.trim();
      if (fenced[i] || i < 1 || fenced[i - 1]) return true;
      // A site's name as its chip prints it: capitalised words, or one lower-case name with its count or domain
      // ("stackoverflow", "wikipedia+4", "nih.gov"), never a language name.
      const siteWord = SITE_WORD.test(t) && !isLanguageName(t);
      // A publisher's name with its company form after a comma ("Acme Web Services, Inc.") is the name the chip prints.
      const name = t.replace(COMPANY_FORM, '');
      if (!siteWord && (!CHIP_NAME.test(name) || name.split(' ').length > 4)) return true;
      if (!siteWord && !name.split(' ').every((w) => /^[\p{Lu}\p{Lo}\p{N}]/u.test(w))) return true;
      const above = (lines[i - 1] ?? '').trim();
      const below = (lines[i + 1] ?? '').trim();
      if (above.length < 12 || !ENDS_SENTENCE.test(above) || isPageChrome(above) || below.length > 0) return true;
      dropped++;
      return false;
    });
    if (keep.some((k) => !k)) m.content = lines.filter((_, i) => keep[i]).join('\n').trim();
  }
  return dropped;
}

/** A heading with only an emoji, an id or number and marks on it: a template's turn heading left empty. */
const EMPTY_NUMBERED_HEADING = /^#{1,6}[ \t]+(?=[^\n]*\d)(?:(?:\p{Extended_Pictographic}\uFE0F?|[\p{L}\p{N}]*\d[\p{L}\p{N}.:()/-]*|[-–—•·.:)(\][]+)[ \t]*)+$/u;
const LONE_EMOJI = /^\p{Extended_Pictographic}\uFE0F?$/u;

/**
 * What a transcript prints after its last message, whichever finder read it: a terminal's empty
 * prompt (">>>"), a coding agent's input box, hints and status bar ("? for shortcuts", "… (97%
 * context left)"), a notes file's closing marker ("#+end_ai"). Dropped from the end of the last
 * message, never down to nothing.
 */
export function dropTrailingEndJunk(messages: DraftMessage[]): void {
  const last = messages[messages.length - 1];
  if (!last) return;
  const lines = last.content.split('\n');
  const fenced = fencedLines(lines);
  let end = lines.length;
  // A notes template's empty turn headings after the last answer ("🔥" / "### 🔥 cgpt06.1300-06." / "### 🔋 06.1300-06."):
  // headings of an emoji and a number only, and the lone emoji lines between them, once such a heading is below.
  let emptyHeadings = false;
  for (;;) {
    const t = (lines[end - 1] ?? '').trim();
    if (end <= 0 || fenced[end - 1]) break;
    if (t.length === 0 || isEndJunk(t)) end--;
    else if (EMPTY_NUMBERED_HEADING.test(t)) {
      emptyHeadings = true;
      end--;
    } else if (emptyHeadings && LONE_EMOJI.test(t)) end--;
    else break;
  }
  // An e-mail signature under a forwarded chat: "-- " and at most three short lines (a name, a title).
  for (let k = Math.max(1, end - 4); k < end; k++) {
    if ((lines[k] ?? '').trimEnd() === '--' && lines.slice(k + 1, end).every((l) => l.trim().length <= 60)) {
      end = k;
      break;
    }
  }
  while (end > 0 && (lines[end - 1] ?? '').trim().length === 0) end--;
  end = beforeMetadataTail(lines, fenced, end);
  end = beforeComposerButtons(lines, fenced, end);
  // A Markdown heading as the paste's last line announces nothing under it: it is the file's own
  // note after the transcript ("###### This interview has been edited slightly for clarity.").
  if (end > 1 && /^#{1,6} \S/.test((lines[end - 1] ?? '').trim()) && !fenced[end - 1]) {
    end--;
    while (end > 0 && (lines[end - 1] ?? '').trim().length === 0) end--;
  }
  end = beforeSmallPrintNote(lines, fenced, end);
  end = beforeDoubledInputLine(lines, fenced, end);
  if (end > 0 && end < lines.length) last.content = lines.slice(0, end).join('\n').trimEnd();
}

/**
 * A page's composer copied with its hidden file input, whose caption the copy doubles with nothing between
 * ("Tidak ada file yang dipilihTidak ada file yang dipilih", "No file chosenNo file chosen"): a phrase of two
 * words or more glued to itself, in any language. No one writes a sentence twice without a space; the composer
 * ends the conversation, so that line and the page's small print under it (two lines at most) are not the answer.
 */
function beforeDoubledInputLine(lines: readonly string[], fenced: readonly boolean[], end: number): number {
  let seen = 0;
  for (let k = end - 1; k > 0 && seen < 3; k--) {
    const t = (lines[k] ?? '').trim();
    if (t.length === 0) continue;
    if (fenced[k] || t.length > 200) return end;
    seen++;
    if (isDoubledPhrase(t)) {
      let cut = k;
      while (cut > 0 && (lines[cut - 1] ?? '').trim().length === 0) cut--;
      return cut > 0 ? cut : end;
    }
  }
  return end;
}

/**
 * A session logger's blocks after the last message ("---" / "## Session Resumed (…)" / "**Recovered:** …" /
 * "**Total Prompts:** 2" / "_Token usage data not available…_"): from a rule down to the end there are only
 * rules, headings, "**Key:** value" lines and lines in italics, two of them keyed. A message's own text has
 * sentences outside such lines. Returns where the message ends.
 */
function beforeMetadataTail(lines: readonly string[], fenced: readonly boolean[], end: number): number {
  let keyed = 0;
  let cut = -1;
  for (let k = end - 1; k > 0; k--) {
    const t = (lines[k] ?? '').trim();
    if (t.length === 0) continue;
    if (/^\*\*[^*]{1,40}:\*\*/.test(t)) keyed++;
    else if (isThematicBreak(t)) cut = k;
    else if (!/^#{1,6} \S/.test(t) && !/^_[^_].*_$/.test(t)) break;
  }
  if (cut <= 0 || keyed < 2 || fenced[cut]) return end;
  let k = cut;
  while (k > 0 && (lines[k - 1] ?? '').trim().length === 0) k--;
  return k;
}

/**
 * The composer's tool buttons copied under the last answer, after the wide gap a page leaves there
 * ("Joindre" / "Rechercher" / "Étudier" / "Créer l’image" / "Voix"): three or more button-shaped lines
 * (a word or three, no sentence sign) down to the end, two of them labels the vocabulary knows.
 * The words of a UI language no list has ride along with the known one. Returns where the message ends.
 */
function beforeComposerButtons(lines: readonly string[], fenced: readonly boolean[], end: number): number {
  let top = end; // the strip's first line
  let buttons = 0;
  let known = 0;
  for (let k = end - 1; k > 0; k--) {
    const t = (lines[k] ?? '').trim();
    if (t.length === 0) continue;
    if (t.length > 24 || t.split(/\s+/).length > 3 || /[.!?:;,。！？：]$/.test(t) || /^[-*•#>\d]/.test(t)) break;
    buttons++;
    if (chromeKindOf(t) !== null || isPageChrome(t)) known++;
    top = k;
  }
  // A gap above the strip (the page's space between the last answer and its composer), and two labels known.
  let above = top;
  while (above > 0 && (lines[above - 1] ?? '').trim().length === 0) above--;
  if (buttons < 3 || known < 2 || above === top || above === 0 || fenced[top]) return end;
  return above;
}

/**
 * The file's own note in small print after the transcript ("###### now whats next" / "- fehler? …"): a
 * heading of level five or six over a few short lines at the very end. Answers hardly use those levels;
 * authors set their asides in them.
 */
function beforeSmallPrintNote(lines: readonly string[], fenced: readonly boolean[], end: number): number {
  let chars = 0;
  let rows = 0;
  for (let k = end - 1; k > 0; k--) {
    const t = (lines[k] ?? '').trim();
    if (/^#{5,6} \S/.test(t)) {
      if (fenced[k]) return end;
      let above = k;
      while (above > 0 && (lines[above - 1] ?? '').trim().length === 0) above--;
      return above > 0 ? above : end;
    }
    if (t.length === 0) continue;
    chars += t.length;
    if (++rows > 5 || chars > 300 || /^\s*(```|~~~)/.test(t)) return end;
  }
  return end;
}

/**
 * A message that is one fence with no language around prose ("```" / "Yes, I'm familiar with the
 * trolley problem! …" / "```"): the file's author put the answer in a block to set it apart, as
 * notes committed to a repository do. The fence is their formatting, not the message's: unwrapped.
 * Code in a fence keeps it.
 */
export function unwrapFencedProse(messages: DraftMessage[]): void {
  for (const m of messages) {
    const lines = m.content.split('\n');
    if (lines.length < 3 || !/^```\s*$/.test(lines[0] ?? '') || !/^```\s*$/.test(lines[lines.length - 1] ?? '')) continue;
    const inner = lines.slice(1, -1);
    if (inner.some((l) => /^\s*```/.test(l))) continue;
    const text = inner.map((l) => l.trim()).filter((l) => l.length > 0);
    if (text.length === 0) continue;
    const prose = text.filter((l) => /[.!?:。！？：]$/.test(l) || l.length >= 60).length;
    const code = text.filter((l) => looksLikeCodeLine(l)).length;
    if (prose * 10 >= text.length * 6 && code * 5 < text.length) m.content = inner.join('\n').trim();
  }
}

/**
 * The page's footer block (the composer glued over its disclaimer, page-edges.ts `tailChromeBlock`) as
 * it sits at the end of the last message, when the finder that split the turns stopped at the disclaimer
 * and kept the lines glued over it ("…why not?" / "" / "" / "Frag einfach"). `footer` is the block's
 * lines as pasted: the last message's last lines, after a blank line, that are the block's first lines
 * are the page's. Returns the number of lines dropped.
 */
export function dropPageFooterLines(messages: DraftMessage[], footer: readonly string[]): number {
  const last = messages[messages.length - 1];
  if (!last || footer.length === 0) return 0;
  const lines = last.content.split('\n');
  let end = lines.length;
  while (end > 0 && (lines[end - 1] ?? '').trim().length === 0) end--;
  for (let k = Math.min(footer.length, end - 1); k >= 1; k--) {
    const from = end - k;
    if ((lines[from - 1] ?? '').trim().length !== 0) continue;
    let same = true;
    for (let j = 0; j < k && same; j++) same = (lines[from + j] ?? '').trim() === footer[j];
    if (!same) continue;
    const content = lines.slice(0, from).join('\n').trimEnd();
    if (content.length === 0) return 0;
    last.content = content;
    return k;
  }
  return 0;
}
