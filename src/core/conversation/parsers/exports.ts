import type { Candidate, DraftMessage } from '../context';
import type { ParserName, Platform, Role } from '../types';

/**
 * Export files: ChatGPT conversations.json (a branch tree: the shown conversation is the path
 * from current_node up to the root), Claude's export (chat_messages, optionally branched by
 * parent_message_uuid), ShareGPT ({conversations: [{from, value}]}) and OpenAI chat
 * ({messages: [{role, content}]}). System, tool, hidden and thinking entries are not messages.
 * A file holding several conversations yields the first one (reported as an issue).
 */

type Json = unknown;
type Obj = Record<string, Json>;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
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

function result(parser: ParserName, platform: Platform, messages: DraftMessage[], issues: string[]): Candidate {
  return {
    parser,
    format: 'standard_labeled',
    platform,
    messages,
    confidence: messages.length > 0 ? 0.99 : 0.2,
    patterns: ['export_file', parser],
    issues,
  };
}

function push(out: DraftMessage[], role: Role | null, text: string): void {
  const content = text.trim();
  if (role && content.length > 0) out.push({ role, content });
}

function chatgpt(conv: Obj): DraftMessage[] {
  const mapping = conv.mapping as Obj;
  const node = (id: Json): Obj | null => {
    const k = str(id);
    const v = k !== null ? mapping[k] : undefined;
    return isObj(v) ? v : null;
  };
  // The shown branch: from current_node up through parents (guarding against cycles).
  let leaf = node(conv.current_node);
  if (!leaf) {
    // No current_node: start at the root and keep taking the newest child.
    leaf = Object.values(mapping).find((n) => isObj(n) && !n.parent) as Obj | undefined ?? null;
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
  path.reverse();
  const out: DraftMessage[] = [];
  for (const n of path) {
    const m = n.message;
    if (!isObj(m)) continue;
    const author = isObj(m.author) ? m.author : {};
    const role = roleOf(author.role);
    const meta = isObj(m.metadata) ? m.metadata : {};
    if (!role || meta.is_visually_hidden_from_conversation === true || meta.is_user_system_message === true) continue;
    const recipient = str(m.recipient);
    if (recipient !== null && recipient !== 'all') continue; // a call to a tool, not an answer
    const content = isObj(m.content) ? m.content : {};
    const type = str(content.content_type) ?? 'text';
    if (type !== 'text' && type !== 'multimodal_text') continue; // code calls, thoughts, context, browsing
    push(out, role, textOf(content.parts ?? content.text));
  }
  return out;
}

function claude(conv: Obj): DraftMessage[] {
  const list = (conv.chat_messages as Json[]).filter(isObj);
  let chosen = list;
  const leafId = str(conv.current_leaf_message_uuid);
  if (leafId && list.some((m) => str(m.parent_message_uuid) !== null)) {
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
    if (path.length > 0) chosen = path.reverse();
  }
  const out: DraftMessage[] = [];
  for (const m of chosen) {
    const role = roleOf(m.sender ?? m.role);
    const fromBlocks = Array.isArray(m.content) ? textOf(m.content) : '';
    push(out, role, fromBlocks.trim().length > 0 ? fromBlocks : (str(m.text) ?? ''));
  }
  return out;
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

/** Reads a parsed JSON value as a conversation export; null when it is not one. */
export function parseExport(value: Json): Candidate | null {
  const items = Array.isArray(value) ? value : [value];
  const issues = items.length > 1 && items.every(isObj) && items.some((c) => isObj(c) && ('mapping' in c || 'chat_messages' in c || 'conversations' in c))
    ? [`The file holds ${items.length} conversations; the first one is shown.`]
    : [];
  const first = items[0];
  if (isObj(first)) {
    if (isObj(first.mapping)) return result('chatgpt_export_json', 'chatgpt', chatgpt(first), issues);
    if (Array.isArray(first.chat_messages)) return result('claude_export_json', 'claude', claude(first), issues);
    if (Array.isArray(first.conversations)) return result('sharegpt_json', 'other', sharegpt(first.conversations), issues);
    if (Array.isArray(first.messages)) return result('openai_messages_json', 'other', openai(first.messages), issues);
    if (isObj(first.data) && Array.isArray(first.data.messages)) return result('openai_messages_json', 'other', openai(first.data.messages), issues);
  }
  // A bare list of messages: [{role, content}] or [{from, value}].
  if (Array.isArray(value) && value.length > 0 && value.every((m) => isObj(m) && ('role' in m || 'from' in m))) {
    const sg = value.some((m) => isObj(m) && 'from' in m);
    return result(sg ? 'sharegpt_json' : 'openai_messages_json', 'other', sg ? sharegpt(value) : openai(value), []);
  }
  return null;
}

/** JSON or JSON Lines (first line) text to a value; null when it is not JSON. Never throws. */
export function readJson(text: string): Json | null {
  const t = text.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return null;
  try {
    return JSON.parse(t) as Json;
  } catch {
    const nl = t.indexOf('\n');
    if (nl < 0) return null;
    try {
      return JSON.parse(t.slice(0, nl)) as Json;
    } catch {
      return null;
    }
  }
}
