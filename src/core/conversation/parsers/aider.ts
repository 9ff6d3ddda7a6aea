import { cleanMessage } from '../clean';
import type { Candidate, DraftMessage, TextContext } from '../context';

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

function isAiderHistory(ctx: TextContext): boolean {
  for (let i = 0; i < ctx.trimmed.length && i < 400; i++) if (!ctx.fenced[i] && SESSION_START.test(ctx.trimmed[i] ?? '')) return true;
  return false;
}

/** The person's input: "#### " taken off every line; a command that talks to aider is no message. */
function promptText(lines: readonly string[]): string {
  const text = lines.map((l) => l.replace(/^####(?: |$)/, '')).join('\n').trim();
  if (!text.startsWith('/')) return text;
  const m = MESSAGE_COMMAND.exec(text);
  return m?.[1]?.trim() ?? '';
}

export function parseAiderHistory(ctx: TextContext): Candidate | null {
  if (!isAiderHistory(ctx)) return null;
  const messages: DraftMessage[] = [];
  let prompt: string[] = [];
  let answerFrom = -1;
  const closeAnswer = (to: number) => {
    if (answerFrom < 0) return;
    const content = cleanMessage({ lines: ctx.lines.slice(answerFrom, to), fenced: ctx.fenced.slice(answerFrom, to) });
    if (content) messages.push({ role: 'assistant', content });
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
  for (let i = 0; i < ctx.lines.length; i++) {
    const line = ctx.lines[i] ?? '';
    const fenced = ctx.fenced[i] === true;
    if (!fenced && PROMPT.test(line)) {
      closeAnswer(i);
      prompt.push(line);
      continue;
    }
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
