import { addMessage, type Candidate, type DraftMessage } from '../context';
import { roleOfName } from '../labels';
import { isInjectedContext } from '../tool-traffic';
import type { Role } from '../types';

/**
 * Chat files of any tool, read by their structure (decision 0035). The four exports parsers/exports.ts
 * knows by name cover what ChatGPT, Claude and the dataset formats write; people also commit and upload
 * session logs of coding agents (Claude Code's JSON Lines, Codex rollouts), local chat apps (LM Studio,
 * Open WebUI, SillyTavern) and editor chats (Copilot's request/response list). Rather than one reader
 * per tool, this finds, anywhere in the value, the list whose entries read as turns:
 *
 * - an entry names its speaker in a role-like field (`role`, `from`, `author`, `sender`, `speaker`,
 *   `type`, …, also one object down: `message.role`) with a role word of any UI language or an
 *   assistant's name (a free name beside a known one is the other party), or in a yes/no field
 *   (`is_user`, `isBot`); and carries text at that level or one object down (`content`, `text`,
 *   `value`, `mes`, `parts`, a list of text parts — never images, tool calls or thinking);
 * - or an entry holds one exchange, in fields named by their words (`request`/`response`,
 *   `user_message`/`bot_response`, `question`/`answer`; an id or a time named so is no text).
 *
 * Entries without text (tool calls, tool results, images) are no message; an assistant's text on both
 * sides of such entries is one turn, as the tool showed it. System, meta, hidden and harness entries
 * (`<environment_context>`) are not messages, nor a reasoning model's `<think>` block inside an answer.
 * The list with the most turns wins, and it needs both speakers.
 */

type Json = unknown;
type Obj = Record<string, Json>;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: Json): string | null => (typeof v === 'string' ? v : null);

const USER_WORDS = new Set(['user', 'human', 'prompter', 'customer', 'me', 'you', 'person', 'client', 'question', 'request', 'input']);
const ASSISTANT_WORDS = new Set(['assistant', 'ai', 'bot', 'model', 'gpt', 'chatgpt', 'claude', 'bard', 'gemini', 'bing', 'copilot', 'llm', 'agent', 'response', 'answer', 'output', 'char', 'character']);
/** Speakers that are never a turn of the two: the system prompt, tools and their results. */
const OTHER_WORDS = new Set(['system', 'developer', 'tool', 'function', 'ipython', 'summary', 'meta', 'error', 'status', 'info', 'event']);

/** Fields that name who speaks, most specific first. */
const ROLE_FIELDS = ['role', 'from', 'author', 'sender', 'speaker', 'participant', 'who', 'type', 'name'] as const;
/** Yes/no fields that say the person wrote it (true) or the assistant did (false), and the reverse. */
const PERSON_FLAGS = ['is_user', 'isUser', 'from_user', 'fromUser', 'byUser', 'is_human', 'isHuman'] as const;
const ASSISTANT_FLAGS = ['is_bot', 'isBot', 'is_assistant', 'isAssistant', 'is_ai', 'isAI'] as const;
/** Yes/no fields that take an entry out of the conversation the person saw. */
const HIDDEN_FLAGS = ['isMeta', 'is_meta', 'hidden', 'is_hidden', 'isHidden', 'isSidechain', 'is_system', 'isSystem', 'isCompactSummary', 'isVisuallyHidden', 'is_visually_hidden_from_conversation'] as const;
/** Fields that hold a turn's text, most specific first. */
const TEXT_FIELDS = ['content', 'text', 'value', 'mes', 'message', 'body', 'parts', 'msg', 'markdown'] as const;
/** Objects one level down that may hold the turn (Claude Code's `message`, Codex's `payload`). */
const NESTED_FIELDS = ['message', 'payload', 'data', 'item', 'msg'] as const;
/** Part types that are text; any other typed part (image, tool_use, tool_result, thinking) is not. */
const TEXT_PART = /^(?:text|input_text|output_text|markdown|md|paragraph)$/;

/**
 * An exchange's two fields, read by the words their names are made of ("user_message" /
 * "bot_response", "question" / "answer", "userPrompt" / "modelReply"); "message" alone is the prompt
 * beside a response (Copilot's export).
 */
const PROMPT_WORDS = new Set(['request', 'prompt', 'question', 'input', 'instruction', 'query', 'user', 'human', 'message', 'ask']);
const ANSWER_WORDS = new Set(['response', 'completion', 'answer', 'output', 'reply', 'assistant', 'bot', 'result', 'ai', 'model', 'gpt']);
/** Words of a field name that make it an exchange's bookkeeping, not its text ("requestId", "response_time"). */
const META_WORDS = new Set(['id', 'ids', 'uuid', 'time', 'timestamp', 'date', 'type', 'kind', 'status', 'tokens', 'ms', 'count', 'index']);
const wordsOfKey = (key: string): string[] => key.split(/[_\-\s.]+|(?<=[a-z])(?=[A-Z])/).map((w) => w.toLowerCase());

function roleWord(v: Json, names: ReadonlyMap<string, Role>): Role | 'other' | null {
  if (isObj(v)) return roleWord(v.role ?? v.name ?? v.type, names);
  const raw = str(v)?.trim();
  if (!raw || raw.length > 60) return null;
  const w = raw.toLowerCase();
  if (USER_WORDS.has(w)) return 'user';
  if (ASSISTANT_WORDS.has(w)) return 'assistant';
  if (OTHER_WORDS.has(w)) return 'other';
  // The role words of every UI language and the assistants' names ("usuario", "用户", "GPT-4o").
  return roleOfName(raw) ?? names.get(w) ?? null;
}

function roleOf(o: Obj, names: ReadonlyMap<string, Role>): Role | 'other' | null {
  for (const f of ROLE_FIELDS) {
    const r = roleWord(o[f], names);
    if (r) return r;
  }
  for (const f of PERSON_FLAGS) if (typeof o[f] === 'boolean') return o[f] ? 'user' : 'assistant';
  for (const f of ASSISTANT_FLAGS) if (typeof o[f] === 'boolean') return o[f] ? 'assistant' : 'user';
  return null;
}

/** Text of a value: a string, a list of parts or strings, an object with text (depth-limited). */
function textOf(v: Json, depth = 0): string {
  if (typeof v === 'string') return v;
  if (depth > 4) return '';
  if (Array.isArray(v)) {
    const parts: string[] = [];
    for (const p of v) {
      if (isObj(p) && typeof p.type === 'string' && !TEXT_PART.test(p.type)) continue;
      const t = textOf(p, depth + 1).trim();
      if (t) parts.push(t);
    }
    return parts.join('\n\n');
  }
  if (!isObj(v)) return '';
  for (const f of TEXT_FIELDS) {
    if (!(f in v)) continue;
    const t = textOf(v[f], depth + 1);
    if (t.trim()) return t;
  }
  return '';
}

/** An entry kept in versions (regenerations, edits), as LM Studio does: the one shown. */
function shownVersion(entry: Obj): Obj[] {
  if (!Array.isArray(entry.versions)) return [];
  const i = typeof entry.currentlySelected === 'number' ? entry.currentlySelected : 0;
  const v = entry.versions[i] ?? entry.versions[0];
  return isObj(v) ? [v] : [];
}

const hidden = (o: Obj): boolean => HIDDEN_FLAGS.some((f) => o[f] === true);

interface Turn {
  role: Role;
  text: string;
}

/** The turns of one entry: none (no speaker, no text, tool traffic), one, or an exchange's two. */
function turnsOf(entry: Json, names: ReadonlyMap<string, Role>): Turn[] | null {
  if (!isObj(entry) || hidden(entry)) return null;
  const levels = [entry, ...NESTED_FIELDS.map((f) => entry[f]).filter(isObj), ...shownVersion(entry)];
  for (const o of levels) {
    if (hidden(o)) return null;
    const role = roleOf(o, names);
    if (role === 'other') return null;
    if (!role) continue;
    // The text at the speaker's level, or one object down ({"type": "human", "data": {"content": …}}, LangChain).
    let text = '';
    for (const holder of [o, ...levels.filter((x) => x !== o)]) {
      text = textOf(TEXT_FIELDS.map((f) => holder[f]).find((x) => x !== undefined && typeof x !== 'boolean'));
      if (text.trim()) break;
    }
    return text.trim() && !isInjectedContext(text) ? [{ role, text }] : null;
  }
  // Of the fields named for each side, the one with text ("requestId" names a request but holds an id).
  const withText = (keys: string[]) => keys.map((k) => textOf(entry[k]).trim()).find((t) => t.length > 0) ?? '';
  const keys = Object.keys(entry).filter((k) => !wordsOfKey(k).some((w) => META_WORDS.has(w)));
  const prompts = keys.filter((k) => wordsOfKey(k).some((w) => PROMPT_WORDS.has(w)) && !wordsOfKey(k).some((w) => ANSWER_WORDS.has(w)));
  const answers = keys.filter((k) => !prompts.includes(k) && wordsOfKey(k).some((w) => ANSWER_WORDS.has(w)));
  if (answers.length === 0) return null;
  if (prompts.length === 0) {
    // A request log: the request as the list of messages sent ({"messages": [system, user], "response": "…"},
    // a CLI's history): the exchange is the last message the person sent and the answer logged with it.
    const sent = Object.values(entry).find((v): v is Json[] => Array.isArray(v) && v.some((x) => isObj(x) && roleOf(x, names) === 'user'));
    const last = sent ? [...sent].reverse().find((x) => isObj(x) && roleOf(x, names) === 'user') : undefined;
    if (!last) return null;
    const asked = turnsOf(last, names)?.[0]?.text ?? '';
    const a = withText(answers);
    return asked && a ? [{ role: 'user', text: asked }, { role: 'assistant', text: a }] : null;
  }
  const p = withText(prompts);
  const a = withText(answers);
  return p && a ? [{ role: 'user', text: p }, { role: 'assistant', text: a }] : null;
}

/**
 * A party named freely ("sender": "Dana") beside one the vocabulary knows ("sender": "Claude"): with
 * exactly two names in the list's speaker field, the unknown one is the other party.
 */
function learnNames(list: readonly Json[]): Map<string, Role> {
  const learnt = new Map<string, Role>();
  for (const field of ROLE_FIELDS) {
    const values = new Set<string>();
    for (const entry of list.slice(0, 500)) {
      const v = isObj(entry) ? str(entry[field])?.trim() : null;
      if (v && v.length <= 60) values.add(v);
      if (values.size > 2) break;
    }
    if (values.size !== 2) continue;
    const [a, b] = [...values] as [string, string];
    const ra = roleWord(a, learnt);
    const rb = roleWord(b, learnt);
    if ((ra === 'user' || ra === 'assistant') && rb === null) learnt.set(b.toLowerCase(), ra === 'user' ? 'assistant' : 'user');
    if ((rb === 'user' || rb === 'assistant') && ra === null) learnt.set(a.toLowerCase(), rb === 'user' ? 'assistant' : 'user');
    if (learnt.size > 0) break;
  }
  return learnt;
}

const THINKING_BLOCK = /<(think|thinking|reasoning)>[\s\S]*?<\/\1>/g;

/** The turns a list of entries spells out; an assistant's text split by tool traffic is one turn. */
function readList(list: readonly Json[]): DraftMessage[] {
  const out: DraftMessage[] = [];
  const names = learnNames(list);
  let skipped = false;
  for (const entry of list) {
    const turns = turnsOf(entry, names);
    if (!turns) {
      skipped = true;
      continue;
    }
    for (const t of turns) {
      // A reasoning model's thinking, kept in the answer's text by the app that logged it, is not the answer.
      const text = (t.role === 'assistant' ? t.text.replace(THINKING_BLOCK, '') : t.text).trim();
      if (!text) continue;
      addMessage(out, t.role, text, skipped && t.role === 'assistant');
      skipped = false;
    }
  }
  return out;
}

/** How far into a value lists are looked for, and how many lists at most (a large file stays fast). */
const MAX_DEPTH = 5;
const MAX_LISTS = 200;

function* listsIn(v: Json, depth = 0): Generator<readonly Json[]> {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(v)) {
    if (v.length >= 2 && v.some(isObj)) yield v;
    for (const x of v.slice(0, 3)) if (isObj(x) || Array.isArray(x)) yield* listsIn(x, depth + 1);
    return;
  }
  if (!isObj(v)) return;
  // A store keyed by turn number ({"1": {...}, "2": {...}}, a bot's saved messages): a list in key order.
  const keys = Object.keys(v);
  if (keys.length >= 2 && keys.every((k) => /^\d{1,9}$/.test(k)) && keys.some((k) => isObj(v[k] as Json))) {
    yield keys.sort((a, b) => Number(a) - Number(b)).map((k) => v[k] as Json);
  }
  for (const x of Object.values(v)) if (isObj(x) || Array.isArray(x)) yield* listsIn(x, depth + 1);
}

/** The conversation a chat file of unknown make holds; null when no list in it reads as turns. */
export function readChatJson(value: Json): Candidate | null {
  let best: DraftMessage[] | null = null;
  let seen = 0;
  for (const list of listsIn(value)) {
    if (++seen > MAX_LISTS) break;
    const messages = readList(list);
    if (!messages.some((m) => m.role === 'user') || !messages.some((m) => m.role === 'assistant')) continue;
    if (!best || messages.length > best.length) best = messages;
  }
  if (!best) return null;
  return {
    parser: 'chat_json',
    format: 'standard_labeled',
    platform: 'other',
    messages: best,
    confidence: 0.9,
    patterns: ['export_file', 'chat_json'],
    issues: [],
  };
}
