import { cleanMessage } from '../clean';
import { addMessage, type Candidate, type DraftMessage, type TextContext } from '../context';
import type { Role } from '../types';
import { roleOfEmoji } from '../label-marks';
import { roleOfName } from '../labels';
import { chromeKindOf } from '../chrome';

/**
 * Terminal and REPL transcripts: the person's input is the line after a prompt sign (">>> " in
 * Ollama, "#### " in aider's history, "> " in chat CLIs, "*** " in org-mode chat buffers) and the
 * answer is the text printed under it, unmarked — or marked by a sign of its own ("⏺ ", "✦ ").
 * No list of signs: a line-initial sign that recurs, each time followed by unmarked text, is a
 * prompt sign. What is found this way is weaker evidence than speaker labels.
 */

/** A line-initial sign: one to four non-letter, non-digit, non-space characters, then a space. */
const SIGN = /^([^\p{L}\p{N}\s]{1,4}) \S/u;

/** Single list bullets and numbering are content, never prompt signs. */
const LIST_SIGNS = new Set(['-', '*', '+', '•', '·', '–', '—', '|', '>>', '"', "'", '(', '[', '{', '/', '//', '#']);

/** Box-drawing lines: a terminal UI's frames (welcome box, input box), never message text. */
const BOX = /^[\u2500-\u257f]/;

function signOf(ctx: TextContext, i: number): string | null {
  if (ctx.fenced[i]) return null;
  const line = ctx.lines[i] ?? '';
  // A sign at the very left edge: an indented one belongs to a message (a quote, a nested list).
  if (/^\s/.test(line)) return null;
  const m = SIGN.exec(line);
  const sign = m?.[1];
  if (!sign || LIST_SIGNS.has(sign) || BOX.test(sign)) return null;
  return sign;
}

interface Block {
  /** Position among all blocks of the paste. */
  at: number;
  sign: string;
  from: number;
  to: number; // exclusive: the block's own lines (the sign line, its continuation lines)
}

/** Blocks of lines opened by a sign: further lines with the same sign, or indented ones, continue it. */
function blocksOf(ctx: TextContext): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < ctx.lines.length; i++) {
    const sign = signOf(ctx, i);
    if (!sign) continue;
    let j = i + 1;
    while (j < ctx.lines.length && !ctx.fenced[j] && (signOf(ctx, j) === sign || /^\s+\S/.test(ctx.lines[j] ?? ''))) j++;
    blocks.push({ at: blocks.length, sign, from: i, to: j });
    i = j - 1;
  }
  return blocks;
}

/** Text (not blank, not a box frame) between two line indices. */
function textBetween(ctx: TextContext, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length > 0 && !BOX.test(t)) n += t.length;
  }
  return n;
}

/**
 * A headline is a title, not a prompt: "#" signs mark Markdown headings too, so their lines count
 * as prompts only when most read like something a person types (a question, a sentence, a request
 * longer than a title).
 */
function readsLikePrompts(ctx: TextContext, blocks: readonly Block[]): boolean {
  let sentences = 0;
  for (const b of blocks) {
    const t = (ctx.trimmed[b.from] ?? '').replace(SIGN, '$1 ').slice(b.sign.length + 1);
    if (/[.?!。？！]$/.test(t) || t.length > 60 || b.to - b.from > 1) sentences++;
  }
  return sentences * 2 >= blocks.length;
}

/** An unanswered last input that is the program's idle prompt or a command to it ("/? for help", "quit", "/bye"). */
function isIdlePrompt(text: string): boolean {
  const t = text.trim();
  return t.length === 0 || t.startsWith('/') || t.includes('/?') || /^[a-z]{2,6}$/i.test(t);
}

function stripSign(line: string, sign: string): string {
  const t = line.trimStart();
  return t.startsWith(`${sign} `) ? t.slice(sign.length + 1) : t;
}

function messageOf(ctx: TextContext, from: number, to: number, signs: ReadonlySet<string>, skip?: ReadonlySet<number>): string {
  const lines: string[] = [];
  const fenced: boolean[] = [];
  for (let i = from; i < to; i++) {
    if (skip?.has(i)) continue;
    const t = ctx.trimmed[i] ?? '';
    // A frame at the left edge is the program's (its welcome box, its input box); a rule indented in a
    // block is the answer's own (a table's lines as the terminal draws them).
    if (BOX.test(t) && !/^\s{2,}/.test(ctx.lines[i] ?? '')) continue;
    const sign = signOf(ctx, i);
    lines.push(sign && signs.has(sign) ? stripSign(ctx.lines[i] ?? '', sign) : (ctx.lines[i] ?? '').replace(/^ {1,2}(?=\S)/, ''));
    fenced.push(ctx.fenced[i] === true);
  }
  return cleanMessage({ lines, fenced });
}

/** Lines at an answer's end that carry another recurring sign (aider's "> Tokens: …" lines): tool output. */
function answerEnd(ctx: TextContext, from: number, to: number, toolSigns: ReadonlySet<string>): number {
  let end = to;
  while (end > from) {
    const t = ctx.trimmed[end - 1] ?? '';
    const sign = signOf(ctx, end - 1);
    if (t.length === 0 || BOX.test(t) || (sign !== null && toolSigns.has(sign))) end--;
    else break;
  }
  return end;
}

/**
 * Claude Code prints its reasoning under a sign of its own with a thinking status for a title ("✻ Thinking…", then
 * the thoughts, unmarked, down to its next sign): the agent thinking, not a party's turn nor what it said. Such blocks
 * (the sign line is a timing/thinking line of the vocabulary) are taken out of the sign blocks; the lines they cover,
 * from the status down to the next sign block, are returned to be skipped.
 */
function withoutReasoningBlocks(ctx: TextContext, all: readonly Block[]): { blocks: Block[]; reasoning: Set<number> } {
  const blocks: Block[] = [];
  const reasoning = new Set<number>();
  for (let k = 0; k < all.length; k++) {
    const b = all[k] as Block;
    if (isSpeakerHeading(ctx, b)) return { blocks: [], reasoning };
    const head = stripSign(ctx.lines[b.from] ?? '', b.sign).trim();
    if (b.to - b.from === 1 && head.length <= 40 && chromeKindOf(head) === 'timing') {
      const until = all[k + 1]?.from ?? ctx.lines.length;
      for (let i = b.from; i < until; i++) reasoning.add(i);
      continue;
    }
    blocks.push({ ...b, at: blocks.length });
  }
  return { blocks, reasoning };
}

/**
 * "## User:" / "## Assistant:": a heading sign over a speaker's name alone is a speaker label set as a heading
 * (an exporter's Markdown), read by the labels; the paste is labelled, and its other signs ("> 8/30/2026 18:07"
 * stamps, a quoted thinking summary) are no prompts.
 */
function isSpeakerHeading(ctx: TextContext, b: Block): boolean {
  const l = ctx.labels[b.from];
  return b.to - b.from === 1 && l != null && l.rest.trim() === '' && (l.roleHint != null || roleOfName(l.name) !== null);
}

export function parsePromptPrefix(ctx: TextContext): Candidate | null {
  const { blocks, reasoning } = withoutReasoningBlocks(ctx, blocksOf(ctx));
  if (blocks.length < 2) return null;
  const bySign = new Map<string, Block[]>();
  for (const b of blocks) {
    let list = bySign.get(b.sign);
    if (!list) bySign.set(b.sign, (list = []));
    list.push(b);
  }
  // The prompt sign: its blocks are followed by unmarked text (the answer) most often.
  let best: { sign: string; answered: number } | null = null;
  // Another sign recurring around the input without ever being answered: the program's own output
  // lines (aider's "> Tokens: …", its "> Main model" banner). With it, one long sign may be the only prompt.
  const toolOutput = [...bySign.values()].some((list) => list.length >= 2 && list.every((b) => textBetween(ctx, b.to, blocks[b.at + 1]?.from ?? ctx.lines.length) === 0));
  // Callouts quote every line of a turn with ">" ("> [!user] **Dana**" / "> text"): there ">" is the quote, not a prompt.
  const callouts = ctx.labels.some((l) => l?.callout === true);
  for (const [sign, list] of bySign) {
    if (callouts && sign === '>') continue;
    if (list.length < 2 && !(list.length === 1 && sign.length >= 3 && toolOutput)) continue;
    let answered = 0;
    for (const b of list) {
      const until = blocks[b.at + 1]?.from ?? ctx.lines.length;
      if (textBetween(ctx, b.to, until) > 0) answered++;
    }
    if (answered * 3 < list.length * 2) continue;
    if (sign.startsWith('#') && !readsLikePrompts(ctx, list) && !toolOutput) continue;
    if (!best || answered > best.answered) best = { sign, answered };
  }
  // Two signs taking turns ("> " / "⏺ "): both parties are marked.
  const pair = pairedSigns(ctx, blocks);
  if (!best && !pair) return agentSignOnly(ctx, blocks, bySign) ?? promptsOnly(ctx, blocks, bySign);
  const messages: DraftMessage[] = [];
  const signs = new Set(pair ?? [best?.sign as string]);
  const toolSigns = new Set([...bySign.keys()].filter((s) => !signs.has(s) && (bySign.get(s)?.length ?? 0) >= 2));
  const turns = blocks.filter((b) => signs.has(b.sign));
  // Text above the first input is the program's banner (version, model, tips): not a message.
  const firstAt = turns[0]?.from ?? 0;
  if (textBetween(ctx, 0, firstAt) > 400) return null;
  const userSign = pair ? userOfPair(ctx, turns, pair, reasoning) : (best?.sign as string);
  for (let k = 0; k < turns.length; k++) {
    const b = turns[k] as Block;
    const next = turns[k + 1];
    const until = next ? next.from : ctx.lines.length;
    const role: Role = b.sign === userSign ? 'user' : 'assistant';
    if (pair) {
      if (role === 'assistant' && isToolCallBlock(ctx, b)) continue;
      // Claude Code's note under the person's prompt ("> fix it" / "  ⎿  ⧉ Selected 1 lines from app.ts in Visual
      // Studio Code", the editor's selection it attached) is the program's, as under an unmarked prompt.
      const signEnd = answerEnd(ctx, b.from, until, toolSigns);
      const end = role === 'user' ? Math.max(b.from + 1, toolResultTailStart(ctx, b.from + 1, signEnd)) : signEnd;
      const tools = role === 'assistant' ? toolCallLines(ctx, b.from, end, b.sign) : undefined;
      const skip = reasoning.size === 0 ? tools : new Set([...(tools ?? []), ...reasoning]);
      const content = messageOf(ctx, b.from, end, signs, skip);
      // An agent's blocks of one turn are one message.
      if (content) addMessage(messages, role, content, role === 'assistant');
      continue;
    }
    const prompt = messageOf(ctx, b.from, b.to, signs);
    const answerTo = answerEnd(ctx, b.to, until, toolSigns);
    const answer = textBetween(ctx, b.to, answerTo) > 0 ? messageOf(ctx, b.to, answerTo, signs) : '';
    if (!answer && !next && isIdlePrompt(prompt)) continue;
    if (prompt) messages.push({ role: 'user', content: prompt });
    if (answer) messages.push({ role: 'assistant', content: answer });
  }
  if (messages.length < 2) return null;
  return {
    parser: 'speaker_labels',
    format: pair ? 'standard_labeled' : 'mixed_format',
    platform: 'other',
    messages,
    confidence: pair ? 0.8 : 0.7,
    patterns: ['prompt_signs', `prompt_sign:${userSign}`],
    issues: [],
    uncertainties: [pair ? `Turns were read from the line signs "${pair[0]}" and "${pair[1]}".` : `Your messages were read from the "${userSign}" prompt sign; the text under each was taken as the answer.`],
  };
}

/**
 * A history of the person's inputs alone (aider's chat history when the answers went into the code:
 * "#### add a flag", "#### now write tests"): a sign whose blocks recur, none answered, and nothing in
 * the paste but sign blocks (the program's banner lines carry a sign of their own). Each input is a
 * message of the person; there is no answer to read. A paste of quotes alone ("> ") is a quotation.
 */
function promptsOnly(ctx: TextContext, blocks: readonly Block[], bySign: ReadonlyMap<string, Block[]>): Candidate | null {
  let best: Block[] | null = null;
  for (const [sign, list] of bySign) {
    if (sign === '>' || list.length < 2 || (best && best.length >= list.length)) continue;
    if (list.some((b) => textBetween(ctx, b.to, blocks[b.at + 1]?.from ?? ctx.lines.length) > 0)) continue;
    best = list;
  }
  if (!best) return null;
  // Nothing unmarked anywhere: between blocks, after the last, above the first but a title ("# aider chat started at …").
  for (let i = 0; i < (blocks[0] as Block).from; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length > 0 && !/^# \S/.test(t)) return null;
  }
  const sign = (best[0] as Block).sign;
  const messages: DraftMessage[] = [];
  for (const b of best) {
    const content = messageOf(ctx, b.from, b.to, new Set([sign]));
    if (content) messages.push({ role: 'user', content });
  }
  if (messages.length < 2) return null;
  return {
    parser: 'speaker_labels',
    format: 'mixed_format',
    platform: 'other',
    messages,
    confidence: 0.6,
    patterns: ['prompt_signs', `prompt_sign:${sign}`, 'prompts_only'],
    issues: ['Only one side of the conversation is in the paste'],
    uncertainties: [`Only your messages are in this paste (each after the "${sign}" sign); no answers were found.`],
  };
}

/**
 * A terminal copy where only the agent's blocks carry a sign ("● Let me check…" with its lines indented
 * under it, Claude Code copied without its "> " prompt marker): the unmarked text before a run of such
 * blocks is the person's prompt, the run is one answer. The sign is no list bullet: its blocks stand
 * apart (blank lines between) and at least two run on over indented lines, as a terminal wraps them.
 */
function agentSignOnly(ctx: TextContext, blocks: readonly Block[], bySign: ReadonlyMap<string, Block[]>): Candidate | null {
  let sign: string | null = null;
  for (const [s, list] of bySign) {
    if (s === '>' || s.startsWith('#') || list.length < 2) continue;
    const wrapped = list.filter((b) => b.to - b.from >= 2).length;
    const apart = list.every((b) => b.from === 0 || isBlankLine(ctx, b.from - 1));
    if (wrapped >= 2 && apart && (!sign || list.length > (bySign.get(sign)?.length ?? 0))) sign = s;
  }
  if (!sign) return null;
  const agent = blocks.filter((b) => b.sign === sign);
  const messages: DraftMessage[] = [];
  let cursor = 0;
  for (let k = 0; k < agent.length; k++) {
    const b = agent[k] as Block;
    // The person's prompt: the unmarked text since the last answer ended.
    const promptEnd = toolResultTailStart(ctx, cursor, b.from);
    if (textBetween(ctx, cursor, promptEnd) > 0) {
      const prompt = messageOf(ctx, cursor, promptEnd, new Set());
      if (prompt) messages.push({ role: 'user', content: prompt });
    }
    // The block's paragraphs: a terminal indents every line of it, blank lines between them included.
    const next = agent[k + 1];
    const end = indentedRunEnd(ctx, b.to, next ? next.from : ctx.lines.length);
    const content = isToolCallBlock(ctx, b) ? '' : messageOf(ctx, b.from, end, new Set([sign]));
    if (content) addMessage(messages, 'assistant', content, true);
    cursor = end;
  }
  if (textBetween(ctx, cursor, ctx.lines.length) > 0) {
    const tail = messageOf(ctx, cursor, ctx.lines.length, new Set());
    if (tail) messages.push({ role: 'user', content: tail });
  }
  if (messages.length < 2 || messages[0]?.role !== 'user') return null;
  return {
    parser: 'speaker_labels',
    format: 'mixed_format',
    platform: 'other',
    messages,
    confidence: 0.65,
    patterns: ['prompt_signs', `answer_sign:${sign}`],
    issues: [],
    uncertainties: [`The answers were read from the "${sign}" sign; the text between them was taken as your messages.`],
  };
}

const isBlankLine = (ctx: TextContext, i: number): boolean => (ctx.trimmed[i] ?? '').length === 0;

/**
 * Claude Code prints what it did with a prompt right under it, behind "⎿" (a file the prompt @-mentions:
 * "  ⎿ Read src/app.ts (120 lines)"): the tool's note, not the person's words. Where the last lines before the
 * answer (a few, wrapped ones included) open with that sign, the prompt ends above them. Looks back a bounded
 * number of lines, once per prompt.
 */
function toolResultTailStart(ctx: TextContext, from: number, to: number): number {
  let end = to;
  for (let i = to - 1; i >= from && i >= to - 8; i--) {
    const t = ctx.trimmed[i] ?? '';
    if (t.startsWith('⎿')) end = i;
    // A wrapped line of the note sits indented deeper than the sign's line; any line at the left edge is the prompt's.
    else if (t.length > 0 && !/^\s{3,}\S/.test(ctx.lines[i] ?? '')) break;
  }
  return end;
}

/** Where a run of blank and indented lines from `from` ends: at the first line with text at the left edge. */
function indentedRunEnd(ctx: TextContext, from: number, to: number): number {
  let end = from;
  for (let i = from; i < to; i++) {
    if ((ctx.trimmed[i] ?? '').length === 0) continue;
    if (!/^\s/.test(ctx.lines[i] ?? '')) break;
    end = i + 1;
  }
  return end;
}

/**
 * Two signs that take turns, each at least twice: both sides of a terminal chat are marked. They
 * strictly alternate, or the first never repeats and the other may (a coding agent prints several
 * blocks per turn: "> " once, then "● " for each thing it says or does).
 */
function pairedSigns(ctx: TextContext, blocks: readonly Block[]): [string, string] | null {
  const counts = new Map<string, number>();
  for (const b of blocks) counts.set(b.sign, (counts.get(b.sign) ?? 0) + 1);
  const top = [...counts].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1]).slice(0, 2);
  if (top.length < 2) return top.length === 1 ? indentedPair(ctx, blocks, counts) : null;
  const pair = new Set(top.map(([s]) => s));
  const seq = blocks.filter((b) => pair.has(b.sign));
  const first = (seq[0] as Block).sign;
  for (let k = 1; k < seq.length; k++) if ((seq[k] as Block).sign === (seq[k - 1] as Block).sign && (seq[k] as Block).sign === first) return null;
  const other = seq.find((b) => b.sign !== first)?.sign;
  return other === undefined ? null : [first, other];
}

/**
 * A terminal that indents every line of a turn under its sign (Claude Code: "⏺ Based on…" / "" / "  Code
 * Perspective…", the paragraphs two spaces in, blank lines between) marks both parties even when the person
 * typed only once ("> Explain…" between two answers): the recurring sign and the one other sign, met once,
 * take turns when nothing in the paste sits at the left edge but the sign lines themselves — no unmarked
 * text that could be an answer under a prompt sign.
 */
function indentedPair(ctx: TextContext, blocks: readonly Block[], counts: ReadonlyMap<string, number>): [string, string] | null {
  const once = [...counts].filter(([, n]) => n === 1);
  if (once.length !== 1 || blocks.length < 3) return null;
  const first = blocks[0] as Block;
  if (textBetween(ctx, 0, first.from) > 0) return null;
  let indented = 0;
  for (let k = 0; k < blocks.length; k++) {
    const until = blocks[k + 1]?.from ?? ctx.lines.length;
    for (let i = (blocks[k] as Block).to; i < until; i++) {
      if ((ctx.trimmed[i] ?? '').length === 0) continue;
      if (!/^\s/.test(ctx.lines[i] ?? '')) return null;
      indented++;
    }
  }
  if (indented === 0) return null;
  const other = (once[0] as [string, number])[0];
  return first.sign === other ? [other, (blocks.find((b) => b.sign !== other) as Block).sign] : [first.sign, other];
}

/** A tool's name and its opening bracket: "Read(", "Bash(", or a name of two words as Claude Code shows some ("Web Search("). */
const TOOL_CALL_HEAD = /^[A-Z][\w-]{1,30}(?: [A-Z][\w-]{1,30})?\(/;

/**
 * "● Read(src/app.ts)" / "  ⎿  Read 40 lines": a coding agent's tool call and its result, not what it
 * said. The call may wrap onto the next lines of the terminal before its closing bracket.
 */
function isToolCallBlock(ctx: TextContext, b: Block): boolean {
  const head = stripSign(ctx.lines[b.from] ?? '', b.sign).trim();
  if (isBareToolCall(ctx, b.from, head)) return true;
  if (!TOOL_CALL_HEAD.test(head)) return false;
  for (let i = b.from; i < Math.min(b.from + 4, ctx.lines.length); i++) {
    const t = i === b.from ? head : (ctx.trimmed[i] ?? '');
    if (/\)$/.test(t)) return true;
    if (i > b.from && t.startsWith('⎿')) return true;
  }
  return false;
}

/** A tool's name alone, one or two capitalised words with no sentence mark ("Update Todos", "List"). */
const BARE_TOOL_NAME = /^[A-Z][\w-]{1,30}(?: [A-Z][\w-]{1,30})?$/;

/**
 * A tool Claude Code calls without arguments shows its name alone, its result right under it behind "⎿"
 * ("● Update Todos" / "  ⎿  ☐ Write the tests"): no bracket to read, but the result sign on the next line says
 * it was a call, not a sentence the agent wrote.
 */
function isBareToolCall(ctx: TextContext, at: number, head: string): boolean {
  return BARE_TOOL_NAME.test(head) && (ctx.trimmed[at + 1] ?? '').startsWith('⎿');
}

/**
 * An agent that prints every step under its sign with no blank line between (Codex, Claude Code: "⏺ I'm
 * checking the tree." / "⏺ Bash(git status --short)" / "⏺ The tree is clean…") makes one block of
 * them: a line of that sign that is a tool call (a tool's name, its arguments in brackets to the end of
 * the line, or to a line of its wrapped arguments that closes them) is the tool's traffic, not what it said.
 */
function toolCallLines(ctx: TextContext, from: number, to: number, sign: string): Set<number> | undefined {
  let calls: Set<number> | undefined;
  for (let i = from; i < to; i++) {
    if (signOf(ctx, i) !== sign) continue;
    const head = stripSign(ctx.lines[i] ?? '', sign).trim();
    if (!TOOL_CALL_HEAD.test(head)) continue;
    // The call may wrap onto indented lines before its closing bracket.
    let end = i;
    while (!/\)$/.test(end === i ? head : (ctx.trimmed[end] ?? '')) && end + 1 < to && end < i + 3 && /^\s+\S/.test(ctx.lines[end + 1] ?? '')) end++;
    if (!/\)$/.test(end === i ? head : (ctx.trimmed[end] ?? ''))) continue;
    calls ??= new Set();
    for (let k = i; k <= end; k++) calls.add(k);
  }
  return calls;
}

/** Of two signs, the person's: the one whose turns are shorter on average (answers run long); the first on a tie. */
function userOfPair(ctx: TextContext, turns: readonly Block[], pair: readonly [string, string], reasoning: ReadonlySet<number>): string {
  // A sign that draws its party says who it is ("🧑 …" / "🤖 …"): a robot for the assistant, a person for the person.
  for (const [k, sign] of pair.entries()) {
    const drawn = roleOfEmoji(sign);
    if (drawn) return drawn === 'user' ? sign : (pair[1 - k] as string);
  }
  const len = new Map<string, { chars: number; n: number }>();
  for (let k = 0; k < turns.length; k++) {
    const b = turns[k] as Block;
    const until = turns[k + 1]?.from ?? ctx.lines.length;
    // An agent's tool call is no turn of what it said: its short blocks would make the agent look like the person.
    if (reasoning.size > 0 && isToolCallBlock(ctx, b)) continue;
    const v = len.get(b.sign) ?? { chars: 0, n: 0 };
    for (let i = b.from; i < until; i++) if (!reasoning.has(i)) v.chars += textBetween(ctx, i, i + 1);
    v.n++;
    len.set(b.sign, v);
  }
  const avg = (s: string) => (len.get(s)?.chars ?? 0) / Math.max(1, len.get(s)?.n ?? 0);
  return avg(pair[1]) < avg(pair[0]) ? pair[1] : pair[0];
}
