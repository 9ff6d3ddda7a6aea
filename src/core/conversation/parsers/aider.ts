import { cleanMessage } from '../clean';
import { addMessage, type Candidate, type DraftMessage, type TextContext } from '../context';

/**
 * aider's chat history (`.aider.chat.history.md`, committed to many repositories by accident): a
 * "# aider chat started at …" line opens each session, every line the person typed is written as
 * "#### …", the program's own output (banner, "Add file to the chat?", "Tokens: …") as "> …", and
 * the model's answers as plain Markdown. The person's "/commands" ("/model …", "/multiline-mode")
 * talk to aider, not to the model, except those that carry a message ("/ask …", "/code …").
 * The generic prompt-sign finder (prompt-prefix.ts) cannot read it: a single "####" prompt is one
 * sign among the "> " lines, and the program's output sits between the answers it splits.
 */

const SESSION_START = /^# aider chat started at\b/;
const PROMPT = /^####(?: |$)/;
const OUTPUT = /^>(?: |$)/;
/** Commands whose text is a message to the model. */
const MESSAGE_COMMAND = /^\/(?:ask|code|architect|context)\s+(\S[\s\S]*)$/;

/** aider writes every line it logs with a Markdown hard break: two trailing spaces. */
const HARD_BREAK = / {2}$/;

function isAiderHistory(ctx: TextContext): boolean {
  for (let i = 0; i < ctx.trimmed.length && i < 400; i++) if (!ctx.fenced[i] && SESSION_START.test(ctx.trimmed[i] ?? '')) return true;
  return isAiderExcerpt(ctx);
}

/**
 * An excerpt of the history pasted without its "# aider chat started at" line (under a note of the
 * person's own, cut from the middle of a session): read from the log's structure instead — two or more
 * "#### " inputs and "> " output lines, all of them (or all but one in ten) written with aider's
 * two-space hard break, and at least one "> " line right after an answer (the token report aider
 * prints after each reply). One linear pass over the lines.
 */
function isAiderExcerpt(ctx: TextContext): boolean {
  let prompts = 0;
  let outputs = 0;
  let broken = 0;
  let outputAfterText = false;
  let lastKind: 'prompt' | 'output' | 'text' | null = null;
  for (let i = 0; i < ctx.lines.length; i++) {
    if (ctx.fenced[i]) {
      lastKind = 'text';
      continue;
    }
    const line = ctx.lines[i] ?? '';
    if ((ctx.trimmed[i] ?? '') === '') continue;
    if (PROMPT.test(line)) {
      prompts++;
      if (HARD_BREAK.test(line)) broken++;
      lastKind = 'prompt';
    } else if (OUTPUT.test(line)) {
      outputs++;
      if (HARD_BREAK.test(line)) broken++;
      if (lastKind === 'text') outputAfterText = true;
      lastKind = 'output';
    } else lastKind = 'text';
  }
  if (prompts < 2 || outputs < 1 || !outputAfterText) return false;
  return broken >= Math.ceil((prompts + outputs) * 0.9);
}

/** A stretch that holds only thematic breaks ("---" closing the excerpt) is no answer. */
const ONLY_RULES = /^(?:\s*(?:-{3,}|\*{3,}|_{3,})\s*)+$/;

/** The person's input: "#### " taken off every line; a command that talks to aider is no message. */
function promptText(lines: readonly string[]): string {
  const text = lines.map((l) => l.replace(/^####(?: |$)/, '')).join('\n').trim();
  if (!text.startsWith('/')) return text;
  const m = MESSAGE_COMMAND.exec(text);
  return m?.[1]?.trim() ?? '';
}

const isCommand = (line: string): boolean => line.replace(/^####(?: |$)/, '').trimStart().startsWith('/');

/**
 * aider answers every input it sends to the model (or prints its own "> " output under it): in a history that logs
 * answers, two inputs with only blank lines between them were one input, broken into lines (a paste into the
 * terminal, wrapped mid-word: "… popisovat, d" / "#### ále budem …"). Marks the blank lines inside such a run,
 * so the input goes on across them; commands to aider ("#### /drop") stay apart. A history of inputs alone (the
 * answers went into the code) keeps each input. Two linear passes.
 */
function inputsRunOn(ctx: TextContext): boolean[] {
  const n = ctx.lines.length;
  const joins = new Array<boolean>(n).fill(false);
  let sawPrompt = false;
  let answered = false;
  for (let i = 0; i < n && !answered; i++) {
    const line = ctx.lines[i] ?? '';
    if (!ctx.fenced[i] && PROMPT.test(line)) sawPrompt = true;
    else if (sawPrompt && (ctx.trimmed[i] ?? '') !== '' && (ctx.fenced[i] || !(OUTPUT.test(line) || SESSION_START.test(line)))) answered = true;
  }
  if (!answered) return joins;
  // Walking up: the next line with text below each blank line is an input that is no command.
  let nextIsInput = false;
  for (let i = n - 1; i >= 0; i--) {
    const line = ctx.lines[i] ?? '';
    if ((ctx.trimmed[i] ?? '') === '' && !ctx.fenced[i]) {
      joins[i] = nextIsInput;
      continue;
    }
    nextIsInput = !ctx.fenced[i] && PROMPT.test(line) && !isCommand(line);
  }
  // Only between two inputs: a blank line under a command or under an answer does not carry an input on.
  let prevIsInput = false;
  for (let i = 0; i < n; i++) {
    const line = ctx.lines[i] ?? '';
    if ((ctx.trimmed[i] ?? '') === '' && !ctx.fenced[i]) {
      joins[i] = joins[i] === true && prevIsInput;
      continue;
    }
    prevIsInput = !ctx.fenced[i] && PROMPT.test(line) && !isCommand(line);
  }
  return joins;
}

export function parseAiderHistory(ctx: TextContext): Candidate | null {
  if (!isAiderHistory(ctx)) return null;
  const messages: DraftMessage[] = [];
  let prompt: string[] = [];
  let answerFrom = -1;
  let sawPrompt = false;
  const closeAnswer = (to: number) => {
    if (answerFrom < 0) return;
    const content = cleanMessage({ lines: ctx.lines.slice(answerFrom, to), fenced: ctx.fenced.slice(answerFrom, to) });
    // Text above the first input is the person's note or aider's banner, not an answer. Replies with only
    // aider's output between them ("> Add file to the chat? …": the model goes on once the files are added)
    // answer the same input: one turn.
    if (content && !ONLY_RULES.test(content) && sawPrompt) addMessage(messages, 'assistant', content, true);
    answerFrom = -1;
  };
  const closePrompt = () => {
    if (prompt.length === 0) return;
    const content = promptText(prompt);
    // "#### /ask X" is logged again as "#### X" when aider sends it: one message.
    const last = messages.at(-1);
    const echo = last?.role === 'user' && last.content === content;
    if (content && !echo) messages.push({ role: 'user', content });
    prompt = [];
  };
  const joins = inputsRunOn(ctx);
  for (let i = 0; i < ctx.lines.length; i++) {
    const line = ctx.lines[i] ?? '';
    const fenced = ctx.fenced[i] === true;
    if (!fenced && PROMPT.test(line)) {
      closeAnswer(i);
      sawPrompt = true;
      prompt.push(line);
      continue;
    }
    if (prompt.length > 0 && joins[i]) continue;
    closePrompt();
    if (fenced) {
      if (answerFrom < 0) answerFrom = i;
      continue;
    }
    if (SESSION_START.test(line) || OUTPUT.test(line)) closeAnswer(i);
    else if (answerFrom < 0 && (ctx.trimmed[i] ?? '') !== '') answerFrom = i;
  }
  closePrompt();
  closeAnswer(ctx.lines.length);
  if (messages.length === 0) return null;
  return {
    parser: 'speaker_labels',
    format: 'standard_labeled',
    platform: 'other',
    messages,
    confidence: 0.95,
    patterns: ['aider_history'],
    issues: [],
    uncertainties: ['Read as an aider chat history: "####" lines are your messages, "> " lines are aider\'s own output (left out).'],
  };
}
