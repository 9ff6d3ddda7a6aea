import { cleanMessage } from './clean';
import { fencedLines, isBlank, looksLikeCodeLine, splitLines } from './text';
import { chromeKindOf, isLanguageName } from './chrome';
import { headingsOverNameLines, parseLabelLine, roleOfName, type LabelLine } from './labels';
import { unfenceTranscripts } from './fenced-transcript';
import { recurringChrome, recurringCodeHeaders } from './chrome-structure';
import { reasoningLines } from './reasoning';
import { attachNameMeta, isDomain } from './parsers/name-meta';
import { learnSaidHeadings } from './said-verbs';
import type { ExportBranches, FormatKind, ParserName, Platform, Role } from './types';

/** The paste as lines, computed once and shared by every structure finder. */
export interface TextContext {
  lines: string[];
  trimmed: string[];
  fenced: boolean[];
  /** Speaker-label reading of each line outside fenced code (null when it is not label-shaped). */
  labels: (LabelLine | null)[];
  /**
   * Lines that are probably chrome by where and how often they occur (a recurring strip of
   * buttons or chips). Soft: removed only at a message's edges and never when it is all the
   * message has (see clean.ts).
   */
  soft: boolean[];
  /** Code blocks' header lines found by recurrence over code (chrome-structure.ts `recurringCodeHeaders`): dropped. */
  codeHeader: boolean[];
  /** Reasoning text under a thinking-time line (reasoning.ts): left out of every message. */
  reasoning: boolean[];
  /** Model badges named after the page's product over an answer (modelBadgeLines): left out of every message. */
  modelBadge?: boolean[];
  /**
   * The paste is a Claude page whose glued lines were put back (claude-web.ts, unglueClaudeCopy): its
   * prompts close with Edit, so blank-line gaps inside it are the answers' own.
   */
  glued?: boolean;
}

/**
 * Where a note's front matter ends ("---" / "title: …" / "tags: …" / "---" at the very top, as
 * Obsidian clippers and session archivers write it), else 0. It describes the file, it is no message.
 */
export function frontMatterEnd(lines: readonly string[]): number {
  if ((lines[0] ?? '').trim() !== '---') return 0;
  let keys = 0;
  for (let i = 1; i < lines.length && i < 200; i++) {
    const t = (lines[i] ?? '').trim();
    if (t === '---' || t === '...') return keys > 0 ? i + 1 : 0;
    if (/^[\p{L}_"'][\p{L}\p{N} _"'.-]{0,40}:(?:\s|$)/u.test(t)) keys++;
    // List items and indented values continue a key; YAML comments ("# …") and Markdown's comment idiom
    // ("[//]: # …", Jekyll templates) are notes inside it.
    else if (!(t === '' || /^(?:-\s|\s)/.test(lines[i] ?? '') || /^-\s/.test(t) || /^#(?:\s|$)/.test(t) || /^\[\/\/\]:\s/.test(t))) return 0;
  }
  return 0;
}

const METADATA_KEY = /^([\p{L}_][\p{L}\p{N}_.-]{0,40}):(?:\s|$)/u;

/**
 * A notebook kept as Markdown (MyST, Jupytext) sets each cell's metadata between two rules, with no blank line
 * inside ("---" / "chat_input: true" / "---"), over every cell of the file. A block of that shape whose keys
 * come back in another such block is the file's, no one's text; a lone one may be a rule and a heading.
 * The lines of the blocks found, in order.
 */
export function cellMetadataLines(lines: readonly string[], fenced: readonly boolean[]): number[] {
  const blocks: Array<{ from: number; to: number; keys: string }> = [];
  for (let i = 0; i + 2 < lines.length; i++) {
    if (fenced[i] || (lines[i] ?? '').trim() !== '---') continue;
    const keys: string[] = [];
    let k = i + 1;
    while (k < lines.length && k <= i + 6 && !fenced[k]) {
      const m = METADATA_KEY.exec((lines[k] ?? '').trim());
      if (!m) break;
      keys.push(m[1] as string);
      k++;
    }
    if (keys.length === 0 || fenced[k] || (lines[k] ?? '').trim() !== '---') continue;
    blocks.push({ from: i, to: k, keys: keys.join('\n') });
    i = k;
  }
  const seen = new Map<string, number>();
  for (const b of blocks) seen.set(b.keys, (seen.get(b.keys) ?? 0) + 1);
  const out: number[] = [];
  for (const b of blocks) if ((seen.get(b.keys) ?? 0) >= 2) for (let i = b.from; i <= b.to; i++) out.push(i);
  return out;
}

export function buildContext(text: string): TextContext {
  const lines = splitLines(text);
  const frontMatter = frontMatterEnd(lines);
  for (let i = 0; i < frontMatter; i++) lines[i] = '';
  const fenced = fencedLines(lines);
  for (const i of cellMetadataLines(lines, fenced)) lines[i] = '';
  const trimmed = lines.map((l) => l.trim());
  const headedCode = codeUnderHeaders(lines, trimmed, fenced);
  const labels = lines.map((l, i) => (fenced[i] || headedCode[i] ? null : parseLabelLine(l)));
  withoutSourceCardNames(trimmed, labels);
  withoutCodeLabels(lines, labels);
  withoutShareTitleLabels(trimmed, fenced, labels);
  unfenceTranscripts(lines, trimmed, fenced, labels);
  headingsOverNameLines(trimmed, fenced, labels);
  learnSaidHeadings(trimmed, fenced, labels);
  const stampsAboveNames = attachNameMeta({ lines, trimmed, fenced, labels });
  const soft = recurringChrome({ trimmed, fenced, lines });
  for (const i of stampsAboveNames) soft[i] = true;
  const reasoning = reasoningLines(lines, trimmed, fenced, (i) => {
    const l = labels[i];
    return !!l && (l.said || l.roleHint !== null || roleOfName(l.name) !== null);
  });
  // A speaker's name over the code it pastes ("BOT" / "def f():") is a label, not a code header.
  const codeHeader = recurringCodeHeaders({ trimmed, fenced, lines }).map((h, i) => h && !(labels[i] && (labels[i]?.roleHint != null || roleOfName(labels[i]?.name ?? '') !== null)));
  markCopyButtonsUnderLanguages(trimmed, fenced, codeHeader);
  return { lines, trimmed, fenced, labels, soft, codeHeader, reasoning, modelBadge: modelBadgeLines(trimmed, fenced) };
}

/** A button's caption: short, at most three words, no sentence ending, no code. */
const CAPTION = /^[^\s.!?:;,。！？：；()[\]{}<>=`"'#*/\\|-][^.!?:;,。！？：；()[\]{}<>=`"'#*/\\|]{0,22}$/u;

/**
 * A page's copy button in a UI language the vocabulary lacks ("markdown" / "คัดลอกโค้ด", "bash" / "คัดลอกโค้ด"):
 * the same short line right under the names of two languages or more is the header's button, not the answer's
 * words (a line of code or output recurs under one language only). Marks it wherever it stands alone outside
 * code, and the language line over it. One pass to count, one to mark.
 */
function markCopyButtonsUnderLanguages(trimmed: readonly string[], fenced: readonly boolean[], marks: boolean[]): void {
  const under = new Map<string, Set<string>>();
  for (let i = 1; i < trimmed.length; i++) {
    const t = trimmed[i] ?? '';
    // A caption is words: "3 4 5" under "Code snippet" is the block's output.
    if (fenced[i] || fenced[i - 1] || t.length === 0 || t.length > 24 || !CAPTION.test(t) || /\d/.test(t) || !/\p{L}/u.test(t) || t.split(' ').length > 3) continue;
    if (isLanguageName(t) || !isLanguageName(trimmed[i - 1] ?? '') || chromeKindOf(t) !== null) continue;
    let langs = under.get(t);
    if (!langs) under.set(t, (langs = new Set()));
    langs.add((trimmed[i - 1] ?? '').toLowerCase());
  }
  const buttons = new Set([...under].filter(([, langs]) => langs.size >= 2).map(([t]) => t));
  if (buttons.size === 0) return;
  for (let i = 0; i < trimmed.length; i++) {
    if (fenced[i] || !buttons.has(trimmed[i] ?? '')) continue;
    marks[i] = true;
    if (i > 0 && !fenced[i - 1] && isLanguageName(trimmed[i - 1] ?? '')) marks[i - 1] = true;
  }
}

/**
 * The code under a code block's header in a page copy (a language line, then its Copy / Download buttons: "yaml" /
 * "复制" / "下载"), whose fence the copy lost: its lines down to the first line of prose set apart after it. A
 * "properties:" or "try:" there is code, never a speaker's label.
 */
export function codeUnderHeaders(lines: readonly string[], trimmed: readonly string[], fenced: readonly boolean[]): boolean[] {
  const marks = new Array<boolean>(lines.length).fill(false);
  for (let i = 0; i + 1 < lines.length; i++) {
    // A language the page names ("yaml", "python"), not any lower-case word: Gemini's "share" / "more_vert" icons are buttons.
    // One blank line may sit between the language and its buttons ("js" / "" / "Copy", DeepSeek).
    const buttons = isBlank(lines[i + 1] ?? 'x') && !fenced[i + 1] ? i + 2 : i + 1;
    if (fenced[i] || !isLanguageName(trimmed[i] ?? '') || chromeKindOf(trimmed[i] ?? '') !== null) continue;
    // Gemini's bare header: the language alone under a gap, the code right under it ("HTML" / "<!DOCTYPE html>"),
    // its icons copied as nothing.
    const bare = (i === 0 || isBlank(lines[i - 1] ?? '')) && !fenced[i + 1] && looksLikeCodeLine(trimmed[i + 1] ?? '');
    if (!bare && chromeKindOf(trimmed[buttons] ?? '') !== 'button') continue;
    let k = bare ? i + 1 : buttons;
    while (!bare && k < lines.length && chromeKindOf(trimmed[k] ?? '') === 'button') k++;
    for (; k < lines.length && !fenced[k]; k++) {
      const t = trimmed[k] ?? '';
      // Under a blank line, at the margin: prose ends the code ("This schema defines…"), and so does a line that is
      // no code with nothing indented under it ("You said:" / "thanks"); a key with its block under it goes on.
      if (t.length > 0 && !/^\s/.test(lines[k] ?? '') && isBlank(lines[k - 1] ?? '')) {
        if (isProseSentence(t) || (!looksLikeCodeLine(t) && !/^\s+\S/.test(lines[k + 1] ?? ''))) break;
      }
      marks[k] = true;
    }
    i = k - 1;
  }
  return marks;
}

/** A sentence of prose: four words or more, ending as a sentence or an introduction, not a line of code. */
function isProseSentence(t: string): boolean {
  return t.split(/\s+/).length >= 4 && /[.!?:。！？：]$/.test(t) && !looksLikeCodeLine(t) && !/[{};=]/.test(t);
}

/**
 * An identifier with its colon over indented lines ("Asm_Add_7:" over "  push {r4, lr}", "mmo_player:" over
 * "  type: object"): a label of code (an assembler routine, a YAML key), not a speaker. A speaker's name is written
 * as a name, not with underscores or digits run into it, and the message under it is not set in.
 */
/**
 * A shared chat saved as Markdown opens with its title block: headings and the link to the shared chat alone on its
 * line ("## Lamp placement Conversation:" / "[View conversation](https://claude.ai/share/…)" / "## Transcript:"), the
 * conversation under it. Only headings, blank lines and such a link, with the link among them; the first other line
 * starts the conversation. 0 when the paste does not open so.
 */
const SHARE_LINK_LINE = /^\[[^\]\n]{1,80}\]\(https?:\/\/[^\s)]+\/share\/[^\s)]+\)$/;
export function shareTitleBlockEnd(trimmed: readonly string[], fenced: readonly boolean[], end = trimmed.length): number {
  let linked = false;
  for (let i = 0; i < end && i < 40; i++) {
    const t = trimmed[i] ?? '';
    if (fenced[i]) return 0;
    if (t.length === 0 || /^#{1,6} \S/.test(t)) continue;
    if (SHARE_LINK_LINE.test(t)) {
      linked = true;
      continue;
    }
    return linked ? i : 0;
  }
  return 0;
}

/** The title block's headings ("## Transcript:") name no speaker; a heading naming a role keeps its label. */
function withoutShareTitleLabels(trimmed: readonly string[], fenced: readonly boolean[], labels: (LabelLine | null)[]): void {
  const end = shareTitleBlockEnd(trimmed, fenced);
  for (let i = 0; i < end; i++) {
    const l = labels[i];
    if (l && l.roleHint == null && roleOfName(l.name) === null) labels[i] = null;
  }
}

function withoutCodeLabels(lines: readonly string[], labels: (LabelLine | null)[]): void {
  for (let i = 0; i + 1 < labels.length; i++) {
    const l = labels[i];
    if (!l || l.rest.length > 0 || l.said || l.roleHint !== null || !/^[A-Za-z_][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+$/.test(l.name)) continue;
    if (/^\s+\S/.test(lines[i + 1] ?? '')) labels[i] = null;
  }
}

/**
 * A site's name right over its domain chip ("Healthline" / "healthline.com", a search answer's source card) is the
 * card's title, not a speaker's name line: no one signs a message with a web address under the name.
 */
function withoutSourceCardNames(trimmed: readonly string[], labels: (LabelLine | null)[]): void {
  for (let i = 0; i + 1 < labels.length; i++) {
    const l = labels[i];
    if (l && l.style === 'bare' && l.rest.length === 0 && chromeKindOf(trimmed[i + 1] ?? '') === 'citation' && isDomain(trimmed[i + 1] ?? '')) labels[i] = null;
  }
}

/** The longest product name read from the page's first line. */
const MAX_PRODUCT_NAME = 20;

/**
 * A page prints the model that wrote an answer over it, named after the product whose name heads the page
 * ("Phind" atop, "Phind-70B" or "Phind Instant" over an answer): a short line that starts with the page's
 * first line (one word) and adds a version or a variant, set apart above text. A person's paragraph of a
 * few words that happens to start with the product's name is rare; a sentence is no badge.
 */
export function modelBadgeLines(trimmed: readonly string[], fenced: readonly boolean[]): boolean[] {
  const marks = new Array<boolean>(trimmed.length).fill(false);
  let top = 0;
  while (top < trimmed.length && (trimmed[top] ?? '').length === 0) top++;
  const product = trimmed[top] ?? '';
  if (!/^\p{L}[\p{L}\d]{2,}$/u.test(product) || product.length > MAX_PRODUCT_NAME) return marks;
  const lower = product.toLowerCase();
  for (let i = top + 1; i + 1 < trimmed.length; i++) {
    const t = trimmed[i] ?? '';
    if (fenced[i] || t.length <= product.length + 1 || t.length > 30 || !t.toLowerCase().startsWith(lower)) continue;
    // The name, then a separator and a variant of at most two words: "Phind-70B", "Phind Instant", "Phind 2 Pro".
    if (!/^[- ][\p{L}\d.]+(?:[- ][\p{L}\d.]+)?$/u.test(t.slice(product.length))) continue;
    if ((trimmed[i - 1] ?? '').length === 0 && (trimmed[i + 1] ?? '').length > 0) marks[i] = true;
  }
  return marks;
}

/** Lines from..to of the paste as cleanMessage reads them. */
export function rawSlice(ctx: TextContext, from: number, to: number): { lines: string[]; fenced: boolean[]; soft: boolean[]; codeHeader: boolean[] } {
  const lines = ctx.lines.slice(from, to);
  for (let i = from; i < to; i++) if (ctx.reasoning[i] || ctx.modelBadge?.[i]) lines[i - from] = '';
  return { lines, fenced: ctx.fenced.slice(from, to), soft: ctx.soft.slice(from, to), codeHeader: ctx.codeHeader.slice(from, to) };
}

/** The person's own screen-reader heading ("Tú dijiste", "You said", "나의 말"): the text below it is their prompt. */
export function isPromptHeading(ctx: TextContext, i: number): boolean {
  const l = ctx.labels[i];
  return !!l && !ctx.fenced[i] && l.said && l.rest.length === 0 && l.roleHint === 'user';
}

export interface DraftMessage {
  role: Role;
  content: string;
  /**
   * The message's first line when the page's heading previewed it ("Claude responded: [11:42] Mode…"):
   * the page showed it as the message's own words, so it is text even when it recurs on every answer.
   */
  previewed?: string;
  /** Rules at the message's edges are its own text, not the transcript's frame (singleRuleFrame, labeled.ts). */
  ownEdgeRules?: boolean;
}

/**
 * Adds the cleaned text of lines from..to as a message of `role`, joined to the last message when
 * the same party speaks again (a paragraph break split one turn). False when nothing is left.
 */
export function appendTurn(ctx: TextContext, messages: DraftMessage[], role: Role, from: number, to: number): boolean {
  const content = cleanMessage(rawSlice(ctx, from, to));
  if (!content) return false;
  addMessage(messages, role, content, true);
  return true;
}

/**
 * Adds a message, or joins it to the last one (after a blank line) when `join` says the same party's
 * turn goes on there and the last message is that party's.
 */
export function addMessage(messages: DraftMessage[], role: Role, content: string, join: boolean): void {
  const last = messages[messages.length - 1];
  if (join && last && last.role === role) last.content = `${last.content}\n\n${content}`;
  else messages.push({ role, content });
}

/** One structure finder's reading of the paste, with how sure it is. */
export interface Candidate {
  parser: ParserName;
  format: FormatKind;
  platform: Platform;
  messages: DraftMessage[];
  confidence: number;
  patterns: string[];
  issues: string[];
  /** What this finder guessed (see ParseDetection.uncertainties). */
  uncertainties?: string[];
  /** Export files: edits and regenerations along the shown path. */
  branches?: ExportBranches;
}
