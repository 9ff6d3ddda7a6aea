import type { Role } from './types';

/** Spec section 5 label lists, used verbatim by the spec rule (detectFormat). */
export const SPEC_USER_LABELS = ['Human', 'User', 'You', 'Person', 'Me'] as const;
export const SPEC_ASSISTANT_LABELS = ['Assistant', 'Model', 'AI', 'Bot', 'Claude', 'ChatGPT', 'GPT', 'OpenAI', 'Gemini', 'Bard'] as const;

/**
 * The parser knows more speaker words than the spec rule (other assistants, Q/A, chat-app
 * names); unknown names ("Dana:") are accepted from structure, see parsers/labeled.ts.
 */
const USER_WORDS = new Set(
  [...SPEC_USER_LABELS, 'Q', 'Question', 'Prompt', 'Human user', 'Customer', 'Student', 'Client', 'Me (user)', 'Я', 'Usuario', 'Utilisateur', 'Benutzer', '用户', '我']
    .map((w) => w.toLowerCase()),
);
const ASSISTANT_WORDS = new Set(
  [
    ...SPEC_ASSISTANT_LABELS, 'A', 'Answer', 'Response', 'Chatbot', 'AI Assistant', 'Copilot', 'Microsoft Copilot', 'Bing',
    'Perplexity', 'Grok', 'Le Chat', 'Mistral', 'DeepSeek', 'Llama', 'Meta AI', 'Pi', 'Qwen', 'Kimi', 'HuggingChat', 'Poe',
    'Gemini Advanced', 'Assistente', 'Asistente', 'Assistent', '助手', 'ИИ',
  ].map((w) => w.toLowerCase()),
);
/** Model names as labels: "GPT-4o", "Claude 3 Opus", "ChatGPT 4o", "Gemini 1.5 Pro", "o3". */
const MODEL_NAME = /^(chat ?gpt|gpt|claude|gemini|llama|mistral|mixtral|qwen|deepseek|grok|copilot|phi|gemma|command|o\d)([ -][\w.-]+){0,3}$/i;

export function roleOfName(name: string): Role | null {
  const n = name.toLowerCase().replace(/\s+/g, ' ');
  if (USER_WORDS.has(n)) return 'user';
  if (ASSISTANT_WORDS.has(n) || MODEL_NAME.test(n)) return 'assistant';
  return null;
}

/** How a label is written; one conversation uses one style, so styles are compared as groups. */
export type LabelStyle = 'plain' | 'bare' | 'heading' | 'bold';

export interface LabelLine {
  name: string;
  style: LabelStyle;
  /** ChatGPT's screen-reader form "You said:". */
  said: boolean;
  /** Text after the label on the same line ("User: hi" -> "hi"). */
  rest: string;
}

function isNameChar(c: number): boolean {
  // Letters/digits of any script, space, and . - _ ' ’ ( ) inside names like "GPT-4o" or "Me (user)".
  if (c === 32 || c === 46 || c === 45 || c === 95 || c === 39 || c === 0x2019 || c === 40 || c === 41) return true;
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return c !== 0xff1a; // full-width colon ends a name
}

const LETTER = /^\p{L}/u;
/** One UTF-16 unit of an emoji or pictograph (surrogate halves and joiners included, tested one unit at a time). */
function isSymbolUnit(c: number): boolean {
  return (c >= 0xd800 && c <= 0xdfff) || c === 0xfe0f || c === 0x200d || (c >= 0x2190 && c <= 0x2bff) || (c >= 0x2600 && c <= 0x27bf);
}

/**
 * Reads a speaker-label line: "User: hi", "User:", "You said:", "**User:** hi", "**User**:",
 * "## User", "#### You:", "## 👤 User", "You" (bare). Hand-written scanner: linear, no regex
 * backtracking on long lines. Returns null when the line cannot be a label.
 */
export function parseLabelLine(line: string): LabelLine | null {
  const s = line.trim();
  if (s.length === 0) return null;
  // Fast exit for ordinary text: a long line is a label only if a colon comes early.
  if (s.length > 48) {
    const head = s.slice(0, 64);
    if (!head.includes(':') && !head.includes('\uff1a')) return null;
  }
  let i = 0;
  let heading = false;
  if (s[0] === '#') {
    while (i < s.length && s[i] === '#') i++;
    if (i > 6 || s[i] !== ' ') return null;
    heading = true;
    while (s[i] === ' ') i++;
  }
  let bold = false;
  if (s.startsWith('**', i) || s.startsWith('__', i)) {
    bold = true;
    i += 2;
    while (s[i] === ' ') i++;
  }
  // An emoji or pictograph before the name ("## 👤 User"): up to 4 code units, then a space.
  // ASCII punctuation is not allowed there: "% Note:" or "- Step:" are content lines.
  const symStart = i;
  while (i < s.length && i - symStart < 4 && isSymbolUnit(s.charCodeAt(i))) i++;
  if (i > symStart) {
    if (s[i] !== ' ') return null;
    while (s[i] === ' ') i++;
  }
  const nameStart = i;
  while (i < s.length && i - nameStart <= 40 && isNameChar(s.charCodeAt(i))) i++;
  let name = s.slice(nameStart, i).trim();
  if (name.length === 0 || name.length > 40 || !LETTER.test(name)) return null;
  let closed = false;
  if (bold && (s.startsWith('**', i) || s.startsWith('__', i))) {
    i += 2;
    closed = true;
  }
  while (s[i] === ' ') i++;
  let colon = false;
  if (s[i] === ':' || s[i] === '\uff1a') {
    colon = true;
    i++;
  }
  if (bold && !closed && (s.startsWith('**', i) || s.startsWith('__', i))) {
    i += 2;
    closed = true;
  }
  if (bold && !closed) return null;
  const rest = s.slice(i).trim();
  let said = false;
  const saidMatch = /^(.*\S)\s+said$/i.exec(name);
  if (saidMatch?.[1] !== undefined) {
    name = saidMatch[1];
    said = true;
  }
  if (name.split(' ').length > 4) return null;
  let style: LabelStyle;
  if (heading) {
    if (!colon && rest.length > 0) return null;
    style = 'heading';
  } else if (bold) {
    if (!colon && rest.length > 0) return null;
    style = 'bold';
  } else if (colon) {
    style = 'plain';
  } else if (rest.length === 0 && i === s.length) {
    style = 'bare';
  } else {
    return null;
  }
  return { name, style, said, rest };
}
