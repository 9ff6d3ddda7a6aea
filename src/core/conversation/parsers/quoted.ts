import { cleanMessage } from '../clean';
import { buildContext, type Candidate, type DraftMessage, type TextContext } from '../context';
import { parseLabelLine, roleOfName } from '../labels';
import { fencedLines, isBlank, isThematicBreak } from '../text';
import { parseLabeled } from './labeled';

/**
 * Conversations that sit in Markdown / e-mail quotes ("> "), read by where the quotes are:
 * - a chat quoted in an e-mail reply or a forward ("Le 25/11 à 10:22, Dana a écrit :" over
 *   "> Moi : …" / "> Claude : …"): the quoted block, unquoted, is a labelled transcript;
 * - a blog post or a README that sets the person's prompts as quotes and the answers as plain
 *   text under them ("> Explain monads to me" / the answer): each quote opens a turn.
 */

/** A top-level quote line ("> text", ">"), outside fenced code; callouts ("> [!note]") are the label reader's. */
function isQuoteLine(line: string): boolean {
  return /^ {0,3}>/.test(line) && !/^ {0,3}>\s*\[!/.test(line);
}

/** One level of quoting off: "> text" -> "text", ">" -> "". */
function unquoteLine(line: string): string {
  const t = line.replace(/^ {0,3}>/, '');
  return t.startsWith(' ') ? t.slice(1) : t;
}

interface Block {
  from: number;
  /** Exclusive; blank lines between two quoted paragraphs belong to the block. */
  to: number;
}

/** Runs of quote lines; blank lines between two quote lines join their runs. */
function quoteBlocks(ctx: TextContext): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  let lastQuote = -1;
  for (let i = 0; i < ctx.lines.length; i++) {
    const line = ctx.lines[i] ?? '';
    if (!ctx.fenced[i] && isQuoteLine(line)) {
      if (open && lastQuote >= 0 && ctx.lines.slice(lastQuote + 1, i).every(isBlank)) open.to = i + 1;
      else blocks.push((open = { from: i, to: i + 1 }));
      lastQuote = i;
    } else if (!isBlank(line)) {
      open = null;
    }
  }
  return blocks;
}

/**
 * No line outside the quote block names a speaker: the quote holds the whole conversation, and the text around
 * it (a blog post's introduction and closing thoughts, "A few thoughts. The answer was fine…") is the writer's,
 * however long it runs. An answer quoting a short exchange has its own speaker labels around the quote.
 */
function speakersOnlyIn(ctx: TextContext, block: Block): boolean {
  for (let i = 0; i < ctx.labels.length; i++) {
    if (i >= block.from && i < block.to) continue;
    const l = ctx.labels[i];
    if (l && !ctx.fenced[i] && (l.said || (l.roleHint ?? roleOfName(l.name)) !== null)) return false;
  }
  return true;
}

/** A chat quoted whole in a reply: the longest quote block read as its own paste, accepted when both parties are labelled in it. */
function quotedTranscript(ctx: TextContext, blocks: readonly Block[]): Candidate | null {
  let longest: Block | null = null;
  for (const b of blocks) if (!longest || b.to - b.from > longest.to - longest.from) longest = b;
  if (!longest || longest.to - longest.from < 3) return null;
  // The quote is most of the paste (a reply over a forwarded chat), not an excerpt inside an answer.
  let quoted = 0;
  let all = 0;
  for (let i = 0; i < ctx.trimmed.length; i++) {
    const n = (ctx.trimmed[i] ?? '').length;
    all += n;
    if (i >= longest.from && i < longest.to) quoted += n;
  }
  // Or a good part of it (a third) when no speaker is named outside it (speakersOnlyIn).
  if (quoted < all / 2 && !(quoted * 3 >= all && speakersOnlyIn(ctx, longest))) return null;
  let lines = ctx.lines.slice(longest.from, longest.to).map(unquoteLine);
  // A reply to a reply quotes twice (">> "): every level that quotes all of it goes.
  while (lines.every((l) => isBlank(l) || isQuoteLine(l))) lines = lines.map(unquoteLine);
  const inner = parseLabeled(buildContext(lines.join('\n')));
  if (!inner || inner.messages.length < 2 || !new Set(inner.messages.map((m) => m.role)).has('user') || inner.format !== 'standard_labeled') return null;
  // Both parties labelled inside the quote: surer than reading the "> " of every line as a prompt sign.
  return { ...inner, confidence: Math.max(inner.confidence, 0.8), patterns: [...inner.patterns, 'quoted_transcript'], uncertainties: [...(inner.uncertainties ?? []), 'The conversation was read from the quoted part of the paste; the text around it was left out.'] };
}

/** Quoted "Key: value" lines (a tool's banner: "> Main model: gpt-4o", "> Git repo: .git") are output, not a prompt. */
function isStatusBlock(lines: readonly string[]): boolean {
  const text = lines.map((l) => l.trim()).filter((l) => l.length > 0);
  const keyed = text.filter((l) => /^[\p{L}][\p{L}\p{N} ._-]{0,30}:\s\S/u.test(l) && l.length <= 100).length;
  return text.length >= 2 && keyed * 2 >= text.length;
}

/** Characters a reader sees: spaces at line ends are not text (a copy may keep them or not). */
const visibleLength = (text: string): number => text.replace(/[ \t]+$/gm, '').length;

/**
 * What the person typed in a quoted prompt, measured against the answers: the quote alone. A text they pasted under
 * a quote that introduced it ("> Correct this text:" / a fenced essay) is their material, not the question — a
 * grammar check's answer is shorter than the essay it checked.
 */
function typedLength(quote: readonly string[]): number {
  return visibleLength(quote.join('\n').trim());
}

/** A short title over the first quote: a Markdown heading or a short line that ends no sentence. */
function isTitle(t: string): boolean {
  return /^#{1,6} /.test(t) || (t.length <= 80 && !/[.!?:。！？：]$/.test(t));
}

/**
 * The quotes are the person's prompts and the text under each is the answer: the paste opens
 * with a quote (under at most a title), every quote but the last has text under it, and a quote
 * that follows a line ending in ":" is the answer quoting something, not a new turn.
 */
function quotedPrompts(ctx: TextContext, blocks: readonly Block[]): Candidate | null {
  if (blocks.length === 0) return null;
  const first = blocks[0] as Block;
  // Quotes that open turns: not introduced by the answer ("as the docs say:").
  const turns: Block[] = [first];
  for (const b of blocks.slice(1)) {
    let j = b.from - 1;
    while (j >= 0 && isBlank(ctx.lines[j] ?? '')) j--;
    if (!/[:：]$/.test(ctx.trimmed[j] ?? '')) turns.push(b);
  }
  // Above the first quote only a title — or, once three quoted prompts show the post's shape, its
  // front matter and the author's introduction, which are left out.
  let intro = false;
  for (let i = 0; i < first.from; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0 || isTitle(t)) continue;
    if (turns.length < 3) return null;
    intro = true;
  }
  // A prompt is quoted once: ">> " / ">>> " is a reply to a reply or a REPL's prompt sign (Ollama).
  for (const q of turns) for (let i = q.from; i < q.to; i++) if (/^ {0,3}>\s?>/.test(ctx.lines[i] ?? '')) return null;
  const messages: DraftMessage[] = [];
  let named = 0;
  let promptChars = 0;
  let answerChars = 0;
  for (let k = 0; k < turns.length; k++) {
    const q = turns[k] as Block;
    const end = k + 1 < turns.length ? (turns[k + 1] as Block).from : ctx.lines.length;
    let prompt = ctx.lines.slice(q.from, q.to).map(unquoteLine);
    // "> **Prompt**" / "> **You:**" over the quoted text: the person's label, not their words.
    const head = prompt.findIndex((l) => !isBlank(l));
    const label = head >= 0 ? parseLabelLine(prompt[head] ?? '') : null;
    if (label && label.rest.length === 0 && (label.roleHint ?? roleOfName(label.name)) === 'user') {
      prompt = prompt.slice(head + 1);
      named++;
    }
    let a = q.to;
    let b = end;
    while (a < b && (isBlank(ctx.lines[a] ?? '') || isThematicBreak(ctx.trimmed[a] ?? ''))) a++;
    while (b > a && (isBlank(ctx.lines[b - 1] ?? '') || isThematicBreak(ctx.trimmed[b - 1] ?? ''))) b--;
    // "> Dime qué hace este código:" over a code block, then the answer: the code is what the prompt
    // introduced — the person's material, pasted under their quote — when text follows it.
    const typed = typedLength(prompt);
    if (/[:：]\s*$/.test(prompt.filter((l) => !isBlank(l)).at(-1) ?? '') && /^\s*(?:```|~~~)/.test(ctx.lines[a] ?? '') && ctx.fenced[a]) {
      let close = a + 1;
      while (close < b && ctx.fenced[close] && !/^\s*(?:```|~~~)\s*$/.test(ctx.lines[close] ?? '')) close++;
      let after = close + 1;
      while (after < b && isBlank(ctx.lines[after] ?? '')) after++;
      if (close < b && after < b) {
        prompt = [...prompt, '', ...ctx.lines.slice(a, close + 1)];
        a = after;
      }
    }
    const promptText = cleanMessage({ lines: prompt, fenced: fencedLines(prompt) });
    if (!promptText || isStatusBlock(prompt)) return null;
    messages.push({ role: 'user', content: promptText });
    promptChars += Math.min(typed, visibleLength(promptText));
    // Two prompts in a row, or a quote under the last answer (a tool's note: aider's "> Tokens: …"):
    // these quotes are not the person's turns. Only a paste of one quote may have no answer yet.
    if (a >= b) {
      if (turns.length > 1) return null;
      continue;
    }
    const answer = cleanMessage({ lines: ctx.lines.slice(a, b), fenced: ctx.fenced.slice(a, b), soft: ctx.soft.slice(a, b) });
    if (!answer) return null;
    messages.push({ role: 'assistant', content: answer });
    answerChars += visibleLength(answer);
  }
  // Answers run longer than the questions put to them (typedLength); quotes longer than the text are excerpts.
  if (answerChars === 0 || answerChars < promptChars) return null;
  return {
    parser: 'speaker_labels',
    format: 'standard_labeled',
    platform: 'other',
    messages,
    // Above a "> " prompt sign read across the paste (0.7), which cannot tell a quote the answer introduces.
    confidence: named === turns.length ? 0.9 : 0.72,
    patterns: ['quoted_prompts'],
    issues: [],
    uncertainties: [
      ...(named === turns.length ? [] : ['Your messages were read from the quoted paragraphs; the text under each was taken as the answer.']),
      ...(intro ? ['The text above the first quoted message was left out as an introduction.'] : []),
    ],
  };
}

/** The readings of a paste whose conversation is in quotes; none when it has no quote lines. */
export function parseQuoted(ctx: TextContext): Candidate | null {
  // Callouts quote every line of a turn ("> [!user] **Dana**" / "> text"): the callout labels read them.
  if (ctx.labels.some((l) => l?.callout === true)) return null;
  const blocks = quoteBlocks(ctx);
  if (blocks.length === 0) return null;
  const transcript = quotedTranscript(ctx, blocks);
  const prompts = quotedPrompts(ctx, blocks);
  if (transcript && (!prompts || transcript.confidence >= prompts.confidence)) return transcript;
  return prompts;
}
