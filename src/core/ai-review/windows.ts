/**
 * Long conversations go to the model in windows: each window grades a few of the person's messages
 * and carries the messages before them that a grade depends on (what the assistant just said, what
 * the person asked before), shortened, so no request grows with the conversation.
 */
export interface WindowMessage {
  readonly index: number;
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface ReviewWindow {
  /** Indices of the messages this window asks the model to grade (the person's, in order). */
  readonly targets: readonly number[];
  /** The messages sent: context and targets, in conversation order. Context is shortened. */
  readonly messages: readonly WindowMessage[];
}

export interface WindowLimits {
  /** The person's messages graded per request. */
  readonly targetsPerWindow: number;
  /** Messages before the first target sent along for context. */
  readonly contextMessages: number;
  /** Characters kept of a context message (targets are sent whole). */
  readonly contextCharacters: number;
}

export const DEFAULT_WINDOW_LIMITS: WindowLimits = { targetsPerWindow: 6, contextMessages: 4, contextCharacters: 1200 };

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)} […${text.length - max} characters left out]`;
}

/** Splits the conversation into windows over `targets` (indices of the messages to grade). */
export function planWindows(messages: readonly WindowMessage[], targets: readonly number[], limits: WindowLimits = DEFAULT_WINDOW_LIMITS): ReviewWindow[] {
  const windows: ReviewWindow[] = [];
  const position = new Map(messages.map((m, i) => [m.index, i]));
  for (let start = 0; start < targets.length; start += limits.targetsPerWindow) {
    const chunk = targets.slice(start, start + limits.targetsPerWindow).filter((t) => position.has(t));
    if (chunk.length === 0) continue;
    const wanted = new Set(chunk);
    const first = position.get(chunk[0]!)!;
    const last = position.get(chunk[chunk.length - 1]!)!;
    const sent = messages.slice(Math.max(0, first - limits.contextMessages), last + 1).map((m) =>
      wanted.has(m.index) ? m : { ...m, content: shorten(m.content, limits.contextCharacters) },
    );
    windows.push({ targets: chunk, messages: sent });
  }
  return windows;
}

/** The user turn of a window's request: the goal, the transcript with indices, and what to grade. */
export function windowPrompt(window: ReviewWindow, goal: { sessionGoal?: string | null; projectContext?: string | null } = {}): string {
  const lines: string[] = [];
  if (goal.sessionGoal) lines.push(`Session goal: ${goal.sessionGoal}`);
  if (goal.projectContext) lines.push(`Project context: ${goal.projectContext}`);
  lines.push('Conversation (earlier messages may be left out or shortened):');
  for (const m of window.messages) lines.push(`<message index="${m.index}" role="${m.role}">\n${m.content}\n</message>`);
  lines.push(`Grade the person's messages with index ${window.targets.join(', ')}.`);
  return lines.join('\n');
}
