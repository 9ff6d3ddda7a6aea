/**
 * Picking one conversation of an export: find it by the export's id or its 1-based position,
 * turn it into a compact single-conversation JSON that parseConversation reads (the hand-off
 * text: only the shown path, with enough of the branch tree to count edits and regenerations),
 * and parse that. The character limit applies to the conversation's message text, never to
 * the file.
 */
import { ConversationTooLargeError } from '../errors';
import { parseConversation } from '../parse';
import { chatgptPath, chatgptShown, claudePath, claudeText, conversationKind, isObj, isMessageShaped, readConversation, readMessageList } from '../parsers/exports';
import type { ParseOptions, ParseResult } from '../types';
import { summarize, type ExportConversationSummary, type ExportSource } from './list';

type Obj = Record<string, unknown>;

/** A conversation by the export's own id, else by 1-based position; null when there is none. */
export function findConversation(conversations: readonly ExportConversationSummary[], ref: string): ExportConversationSummary | null {
  const wanted = ref.trim();
  if (!wanted) return null;
  const byId = conversations.find((c) => c.id === wanted);
  if (byId) return byId;
  if (/^\d+$/.test(wanted)) return conversations[Number(wanted) - 1] ?? null;
  return null;
}

/** The JSON value of a conversation from its bytes (as listed in `source`). */
export function readSourceBytes(bytes: Uint8Array, source: Pick<ExportSource, 'messageList'>): unknown {
  const text = new TextDecoder('utf-8').decode(bytes);
  return JSON.parse(source.messageList ? `[${text}]` : text) as unknown;
}

function chatgptHandoff(conv: Obj): Obj {
  const mapping = isObj(conv.mapping) ? conv.mapping : {};
  const keys = new Map<unknown, string>();
  for (const [k, v] of Object.entries(mapping)) keys.set(v, k);
  const path = chatgptPath(conv);
  const out: Record<string, Obj> = {};
  for (const n of path) {
    const key = keys.get(n) ?? String(n.id);
    const m = n.message;
    const shown = chatgptShown(n);
    const role = isObj(m) && isObj(m.author) ? m.author.role : null;
    let message: Obj | null = null;
    if (shown) message = { author: { role }, content: { content_type: 'text', parts: [shown.text] } };
    // Kept only for its role (edits and regenerations are counted by role), never shown.
    else if (isObj(m)) message = { author: { role }, metadata: { is_visually_hidden_from_conversation: true } };
    // children keeps the sibling ids: a node with siblings is an edited or regenerated version.
    out[key] = { id: key, parent: n.parent ?? null, children: Array.isArray(n.children) ? n.children : [], message };
  }
  const leaf = path[path.length - 1];
  return {
    title: conv.title ?? null,
    conversation_id: conv.conversation_id ?? conv.id ?? null,
    create_time: conv.create_time ?? null,
    update_time: conv.update_time ?? null,
    current_node: leaf ? (keys.get(leaf) ?? leaf.id ?? null) : null,
    mapping: out,
  };
}

function claudeHandoff(conv: Obj): Obj {
  const all = (conv.chat_messages as unknown[]).filter(isObj);
  const path = claudePath(conv);
  const onPath = new Set(path);
  const parents = new Set<unknown>(path.map((m) => m.parent_message_uuid).filter((p) => typeof p === 'string'));
  const messages: Obj[] = [];
  for (const m of all) {
    const slim: Obj = { uuid: m.uuid ?? null, sender: m.sender ?? m.role ?? null, text: '' };
    if ('parent_message_uuid' in m) slim.parent_message_uuid = m.parent_message_uuid;
    if (onPath.has(m)) messages.push({ ...slim, text: claudeText(m) });
    // A sibling of a shown message, kept empty so the edit or regeneration still counts.
    else if (parents.has(m.parent_message_uuid)) messages.push(slim);
  }
  const out: Obj = { uuid: conv.uuid ?? null, name: conv.name ?? null, created_at: conv.created_at ?? null, updated_at: conv.updated_at ?? null, chat_messages: messages };
  if ('current_leaf_message_uuid' in conv) out.current_leaf_message_uuid = conv.current_leaf_message_uuid;
  return out;
}

/**
 * The single conversation as compact JSON that parseConversation reads to the same messages,
 * platform, parser and branch counts as the original. ChatGPT nodes lose their metadata,
 * Claude messages their attachments; side branches keep only what counting them needs.
 */
export function handoffJson(value: unknown): string {
  const kind = conversationKind(value);
  if (kind === 'chatgpt') return JSON.stringify(chatgptHandoff(value as Obj));
  if (kind === 'claude') return JSON.stringify(claudeHandoff(value as Obj));
  // ShareGPT, OpenAI messages and bare message lists hold nothing but the messages already.
  if (kind || (Array.isArray(value) && value.length > 0 && isMessageShaped(value[0]))) return JSON.stringify(value);
  throw new TypeError('not a conversation');
}

export interface PickedConversation {
  summary: ExportConversationSummary;
  /** Compact JSON of this conversation alone: what the paste screen hands on, and what was parsed. */
  text: string;
  result: ParseResult;
}

/** A too-large conversation's result: no messages, the limit's error, nothing scanned. */
function tooLargeResult(characters: number): ParseResult {
  const error = new ConversationTooLargeError(characters);
  // The empty result's shape, so the detection stays exactly what parseConversation reports.
  const empty = parseConversation('');
  return { messages: [], detection: { ...empty.detection, issues: [error.message] }, error: { code: error.code, message: error.message } };
}

/**
 * Parses one picked conversation (its JSON value, as read from the file). `summary` is the
 * listing's line for it; without one (a value alone) it is worked out here as position 1.
 */
export function pickConversation(value: unknown, summary?: ExportConversationSummary, options: ParseOptions = {}): PickedConversation {
  const conv = Array.isArray(value) ? readMessageList(value) : readConversation(value);
  if (!conv) throw new TypeError('not a conversation');
  const line = summary ?? summarize(conv, 1, { start: 0, end: 0 });
  const text = handoffJson(value);
  if (line.tooLarge) return { summary: line, text, result: tooLargeResult(line.characters) };
  return { summary: line, text, result: parseConversation(text, options) };
}
