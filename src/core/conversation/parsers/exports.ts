import type { Candidate, DraftMessage } from '../context';
import type { ExportBranches, ParserName, Platform, Role } from '../types';

/**
 * Export files: ChatGPT conversations.json (a branch tree: the shown conversation is the path
 * from current_node up to the root), Claude's export (chat_messages, optionally branched by
 * parent_message_uuid), ShareGPT ({conversations: [{from, value}]}) and OpenAI chat
 * ({messages: [{role, content}]}). System, tool, hidden and thinking entries are not messages.
 * A file holding several conversations yields the first one (reported as an issue); the
 * exports/ module lists them and picks any one.
 */

type Json = unknown;
type Obj = Record<string, Json>;

export type ExportKind = 'chatgpt' | 'claude' | 'sharegpt' | 'openai';

/** One conversation of an export, read along its shown path. */
export interface ExportConversation {
  kind: ExportKind;
  parser: ParserName;
  platform: Platform;
  messages: DraftMessage[];
  branches: ExportBranches;
  /** The export's own id (conversation_id, uuid, id); null when it has none. */
  id: string | null;
  /** The export's title; null when it has none. */
  title: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

const KINDS: Readonly<Record<ExportKind, { parser: ParserName; platform: Platform }>> = {
  chatgpt: { parser: 'chatgpt_export_json', platform: 'chatgpt' },
  claude: { parser: 'claude_export_json', platform: 'claude' },
  sharegpt: { parser: 'sharegpt_json', platform: 'other' },
  openai: { parser: 'openai_messages_json', platform: 'other' },
};

export const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: Json): string | null => (typeof v === 'string' ? v : null);

function roleOf(raw: Json): Role | null {
  const r = str(raw)?.toLowerCase();
  if (!r) return null;
  if (r === 'user' || r === 'human' || r === 'prompter' || r === 'customer') return 'user';
  if (r === 'assistant' || r === 'gpt' || r === 'chatgpt' || r === 'bard' || r === 'bing' || r === 'model' || r === 'ai' || r === 'bot' || r === 'claude') return 'assistant';
  return null;
}

/** Text of a content value: a string, a list of parts (strings or {type:"text", text}) or {text}. */
function textOf(content: Json): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const parts: string[] = [];
    for (const p of content) {
      if (typeof p === 'string') parts.push(p);
      else if (isObj(p)) {
        const type = str(p.type);
        if (type && !/^(text|input_text|output_text)$/.test(type)) continue; // images, tool calls, thinking
        const t = str(p.text) ?? str(p.content);
        if (t !== null) parts.push(t);
      }
    }
    return parts.join('\n\n');
  }
  if (isObj(content)) return str(content.text) ?? '';
  return '';
}

function push(out: DraftMessage[], role: Role | null, text: string): boolean {
  const content = text.trim();
  if (!role || content.length === 0) return false;
  out.push({ role, content });
  return true;
}

/** A date as ISO text: Unix seconds (ChatGPT), milliseconds, or a date string (Claude). */
function isoDate(v: Json): string | null {
  let ms: number | null = null;
  if (typeof v === 'number' && Number.isFinite(v) && v > 0) ms = v > 1e11 ? v : v * 1000;
  else if (typeof v === 'string' && v.trim()) {
    const t = Date.parse(v);
    if (!Number.isNaN(t)) ms = t;
  }
  return ms === null ? null : new Date(ms).toISOString();
}

function idOf(...values: Json[]): string | null {
  for (const v of values) {
    if (typeof v === 'string' && v.trim()) return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return null;
}

/** The shown path of a ChatGPT mapping, root first: current_node up through its parents. */
export function chatgptPath(conv: Obj): Obj[] {
  const mapping = isObj(conv.mapping) ? conv.mapping : {};
  const node = (id: Json): Obj | null => {
    const k = str(id);
    const v = k !== null ? mapping[k] : undefined;
    return isObj(v) ? v : null;
  };
  let leaf = node(conv.current_node);
  if (!leaf) {
    // No current_node: start at the root and keep taking the newest child.
    leaf = (Object.values(mapping).find((n) => isObj(n) && !n.parent) as Obj | undefined) ?? null;
    const seen = new Set<Obj>();
    while (leaf && !seen.has(leaf)) {
      seen.add(leaf);
      const kids = Array.isArray(leaf.children) ? leaf.children : [];
      const next = kids.length > 0 ? node(kids[kids.length - 1]) : null;
      if (!next) break;
      leaf = next;
    }
  }
  const path: Obj[] = [];
  const seen = new Set<Obj>();
  for (let n = leaf; n && !seen.has(n); n = node(n.parent)) {
    seen.add(n);
    path.push(n);
  }
  return path.reverse();
}

/** The text message a ChatGPT node shows in the chat, or null (hidden, system, tool call, code, thoughts). */
export function chatgptShown(n: Obj): { role: Role; text: string } | null {
  const m = n.message;
  if (!isObj(m)) return null;
  const author = isObj(m.author) ? m.author : {};
  const role = roleOf(author.role);
  const meta = isObj(m.metadata) ? m.metadata : {};
  if (!role || meta.is_visually_hidden_from_conversation === true || meta.is_user_system_message === true) return null;
  const recipient = str(m.recipient);
  if (recipient !== null && recipient !== 'all') return null; // a call to a tool, not an answer
  const content = isObj(m.content) ? m.content : {};
  const type = str(content.content_type) ?? 'text';
  if (type !== 'text' && type !== 'multimodal_text') return null; // code calls, thoughts, context, browsing
  return { role, text: textOf(content.parts ?? content.text) };
}

function chatgpt(conv: Obj): { messages: DraftMessage[]; branches: ExportBranches } {
  const mapping = isObj(conv.mapping) ? conv.mapping : {};
  const out: DraftMessage[] = [];
  const branches: ExportBranches = { editedPrompts: 0, regeneratedAnswers: 0 };
  for (const n of chatgptPath(conv)) {
    // A node with siblings is one version among several: the person edited the prompt
    // (a user node) or regenerated the answer (an assistant node, even a hidden tool call).
    const parent = str(n.parent) !== null ? mapping[str(n.parent)!] : null;
    if (isObj(parent) && Array.isArray(parent.children) && parent.children.length > 1 && isObj(n.message)) {
      const role = roleOf(isObj(n.message.author) ? n.message.author.role : null);
      if (role === 'user') branches.editedPrompts++;
      else if (role === 'assistant') branches.regeneratedAnswers++;
    }
    const shown = chatgptShown(n);
    if (shown) push(out, shown.role, shown.text);
  }
  return { messages: out, branches };
}

/** Claude's chat_messages along the shown path (current_leaf_message_uuid up through parent_message_uuid). */
export function claudePath(conv: Obj): Obj[] {
  const list = (Array.isArray(conv.chat_messages) ? conv.chat_messages : []).filter(isObj);
  const leafId = str(conv.current_leaf_message_uuid);
  if (!leafId || !list.some((m) => str(m.parent_message_uuid) !== null)) return list;
  const byId = new Map(list.map((m) => [str(m.uuid) ?? '', m]));
  const path: Obj[] = [];
  const seen = new Set<string>();
  for (let id: string | null = leafId; id && !seen.has(id); ) {
    seen.add(id);
    const m = byId.get(id);
    if (!m) break;
    path.push(m);
    id = str(m.parent_message_uuid);
  }
  return path.length > 0 ? path.reverse() : list;
}

export function claudeText(m: Obj): string {
  const fromBlocks = Array.isArray(m.content) ? textOf(m.content) : '';
  return fromBlocks.trim().length > 0 ? fromBlocks : (str(m.text) ?? '');
}

function claude(conv: Obj): { messages: DraftMessage[]; branches: ExportBranches } {
  const all = (conv.chat_messages as Json[]).filter(isObj);
  const siblings = new Map<string, number>();
  for (const m of all) {
    const p = str(m.parent_message_uuid);
    if (p !== null) siblings.set(p, (siblings.get(p) ?? 0) + 1);
  }
  const out: DraftMessage[] = [];
  const branches: ExportBranches = { editedPrompts: 0, regeneratedAnswers: 0 };
  for (const m of claudePath(conv)) {
    const role = roleOf(m.sender ?? m.role);
    const p = str(m.parent_message_uuid);
    if (p !== null && (siblings.get(p) ?? 0) > 1) {
      if (role === 'user') branches.editedPrompts++;
      else if (role === 'assistant') branches.regeneratedAnswers++;
    }
    push(out, role, claudeText(m));
  }
  return { messages: out, branches };
}

function sharegpt(turns: Json[]): DraftMessage[] {
  const out: DraftMessage[] = [];
  for (const t of turns) if (isObj(t)) push(out, roleOf(t.from ?? t.role), textOf(t.value ?? t.content ?? t.text));
  return out;
}

function openai(messages: Json[]): DraftMessage[] {
  const out: DraftMessage[] = [];
  for (const m of messages) if (isObj(m)) push(out, roleOf(m.role ?? m.author ?? m.sender), textOf(m.content ?? m.text));
  return out;
}

/** Which export a single conversation object comes from; null when it is none of them. */
export function conversationKind(v: Json): ExportKind | null {
  if (!isObj(v)) return null;
  if (isObj(v.mapping)) return 'chatgpt';
  if (Array.isArray(v.chat_messages)) return 'claude';
  if (Array.isArray(v.conversations)) return 'sharegpt';
  if (Array.isArray(v.messages) || (isObj(v.data) && Array.isArray(v.data.messages))) return 'openai';
  return null;
}

/** A single message object ({role, content} or {from, value}): a file of these is one conversation. */
export function isMessageShaped(v: Json): boolean {
  return isObj(v) && ('role' in v || 'from' in v) && conversationKind(v) === null;
}

const NO_BRANCHES: ExportBranches = { editedPrompts: 0, regeneratedAnswers: 0 };

/** Reads one conversation object of any export; null when it is not one. */
export function readConversation(v: Json): ExportConversation | null {
  const kind = conversationKind(v);
  if (!kind || !isObj(v)) return null;
  let read: { messages: DraftMessage[]; branches: ExportBranches };
  if (kind === 'chatgpt') read = chatgpt(v);
  else if (kind === 'claude') read = claude(v);
  else if (kind === 'sharegpt') read = { messages: sharegpt(v.conversations as Json[]), branches: { ...NO_BRANCHES } };
  else read = { messages: openai((Array.isArray(v.messages) ? v.messages : (v.data as Obj).messages) as Json[]), branches: { ...NO_BRANCHES } };
  const title = str(kind === 'claude' ? v.name : v.title) ?? str(v.title) ?? str(v.name);
  return {
    kind,
    ...KINDS[kind],
    ...read,
    id: kind === 'chatgpt' ? idOf(v.conversation_id, v.id) : kind === 'claude' ? idOf(v.uuid, v.id) : idOf(v.id, v.uuid, v.conversation_id),
    title: title && title.trim() ? title.trim() : null,
    createdAt: isoDate(v.create_time ?? v.created_at ?? v.createdAt),
    updatedAt: isoDate(v.update_time ?? v.updated_at ?? v.updatedAt),
  };
}

/** A bare list of messages ([{role, content}] or [{from, value}]) read as one conversation. */
export function readMessageList(list: readonly Json[]): ExportConversation {
  const sg = list.some((m) => isObj(m) && 'from' in m);
  const kind: ExportKind = sg ? 'sharegpt' : 'openai';
  return { kind, ...KINDS[kind], messages: sg ? sharegpt([...list]) : openai([...list]), branches: { ...NO_BRANCHES }, id: null, title: null, createdAt: null, updatedAt: null };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The plain-words note about edits and regenerations, or null when the shown path passed none. */
export function branchNote(b: ExportBranches): string | null {
  const parts: string[] = [];
  if (b.editedPrompts > 0) parts.push(plural(b.editedPrompts, 'edited prompt', 'edited prompts'));
  if (b.regeneratedAnswers > 0) parts.push(plural(b.regeneratedAnswers, 'regenerated answer', 'regenerated answers'));
  if (parts.length === 0) return null;
  return `This conversation had ${parts.join(' and ')}; the version shown in the chat is used.`;
}

function candidate(conv: ExportConversation, issues: string[]): Candidate {
  const note = branchNote(conv.branches);
  const c: Candidate = {
    parser: conv.parser,
    format: 'standard_labeled',
    platform: conv.platform,
    messages: conv.messages,
    confidence: conv.messages.length > 0 ? 0.99 : 0.2,
    patterns: ['export_file', conv.parser],
    issues: note ? [...issues, note] : issues,
  };
  if (conv.kind === 'chatgpt' || conv.kind === 'claude') c.branches = conv.branches;
  return c;
}

/** Reads a parsed JSON value as a conversation export; null when it is not one. */
export function parseExport(value: Json): Candidate | null {
  const items = Array.isArray(value) ? value : [value];
  const issues =
    items.length > 1 && items.every(isObj) && items.some((c) => conversationKind(c) !== null)
      ? [`The file holds ${items.length} conversations; the first one is shown.`]
      : [];
  const first = readConversation(items[0]);
  if (first) return candidate(first, issues);
  // A bare list of messages: [{role, content}] or [{from, value}].
  if (Array.isArray(value) && value.length > 0 && value.every((m) => isObj(m) && ('role' in m || 'from' in m))) {
    return candidate(readMessageList(value), []);
  }
  return null;
}

/**
 * JSON or JSON Lines text to a value; null when it is not JSON. Never throws. JSON Lines read as the
 * list of their lines (a session log: one entry per line); when a later line is broken, as the first
 * line alone.
 */
export function readJson(text: string): Json | null {
  const t = text.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return null;
  try {
    return JSON.parse(t) as Json;
  } catch {
    const nl = t.indexOf('\n');
    if (nl < 0) return null;
    let first: Json;
    try {
      first = JSON.parse(t.slice(0, nl)) as Json;
    } catch {
      return null;
    }
    const lines: Json[] = [];
    for (const line of t.split('\n')) {
      if (!line.trim()) continue;
      try {
        lines.push(JSON.parse(line) as Json);
      } catch {
        return first;
      }
    }
    return lines;
  }
}
