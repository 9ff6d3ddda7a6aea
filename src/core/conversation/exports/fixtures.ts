/**
 * Builders of realistic export files for tests and benchmarks (written here, not copied from
 * anyone's data): ChatGPT's mapping tree with a hidden system node, edits and regenerations as
 * sibling branches; Claude's chat_messages with parent uuids. Deterministic: same input, same file.
 */

export interface TurnSpec {
  user: string;
  assistant: string;
  /** Earlier versions of this prompt (the person edited and resent it); each got its own answer. */
  earlierPrompts?: string[];
  /** Earlier answers to this prompt (the person regenerated it). */
  earlierAnswers?: string[];
}

export interface ConversationSpec {
  /** Becomes the export's id (a uuid built from it). */
  n: number;
  title: string | null;
  /** Unix seconds. */
  createTime: number;
  turns: TurnSpec[];
}

export const fixtureUuid = (kind: number, n: number): string =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A ChatGPT message as the export writes it (metadata trimmed to typical fields). */
function gptMessage(id: string, role: 'system' | 'user' | 'assistant', text: string, time: number, hidden = false) {
  return {
    id,
    author: { role, name: null, metadata: {} },
    create_time: role === 'system' ? null : time,
    update_time: null,
    content: { content_type: 'text', parts: [text] },
    status: 'finished_successfully',
    end_turn: role === 'assistant' ? true : null,
    weight: hidden ? 0 : 1,
    metadata: hidden
      ? { is_visually_hidden_from_conversation: true }
      : role === 'assistant'
        ? { finish_details: { type: 'stop', stop_tokens: [200002] }, citations: [], model_slug: 'gpt-4o', default_model_slug: 'gpt-4o', parent_id: null, request_id: `req-${id.slice(-8)}`, timestamp_: 'absolute' }
        : { request_id: `req-${id.slice(-8)}`, message_source: null, timestamp_: 'absolute', message_type: null },
    recipient: 'all',
    channel: null,
  };
}

/** One conversation of a ChatGPT conversations.json. */
export function chatgptConversation(spec: ConversationSpec) {
  let k = 0;
  const nodeId = () => fixtureUuid(0x100000 + spec.n, k++);
  const mapping: Record<string, { id: string; message: unknown; parent: string | null; children: string[] }> = {};
  const add = (id: string, message: unknown, parent: string | null) => {
    mapping[id] = { id, message, parent, children: [] };
    if (parent) mapping[parent]!.children.push(id);
    return id;
  };
  let time = spec.createTime;
  const root = add(nodeId(), null, null);
  let tip = add(nodeId(), gptMessage(fixtureUuid(0x200000 + spec.n, 0), 'system', '', time, true), root);
  for (const turn of spec.turns) {
    const parent = tip;
    for (const old of turn.earlierPrompts ?? []) {
      const u = add(nodeId(), gptMessage(nodeId(), 'user', old, (time += 7)), parent);
      add(nodeId(), gptMessage(nodeId(), 'assistant', `(answer to an earlier version) ${old}`, (time += 11)), u);
    }
    const userId = nodeId();
    add(userId, gptMessage(userId, 'user', turn.user, (time += 13)), parent);
    for (const old of turn.earlierAnswers ?? []) add(nodeId(), gptMessage(nodeId(), 'assistant', old, (time += 17)), userId);
    const answerId = nodeId();
    tip = add(answerId, gptMessage(answerId, 'assistant', turn.assistant, (time += 19)), userId);
  }
  const id = fixtureUuid(0xc0, spec.n);
  return {
    title: spec.title,
    create_time: spec.createTime + 0.123,
    update_time: time + 0.456,
    mapping,
    moderation_results: [],
    current_node: tip,
    plugin_ids: null,
    conversation_id: id,
    conversation_template_id: null,
    gizmo_id: null,
    is_archived: false,
    safe_urls: [],
    default_model_slug: 'gpt-4o',
    id,
  };
}

/** One conversation of a Claude data export (branched by parent_message_uuid when edited or retried). */
export function claudeConversation(spec: ConversationSpec) {
  const ROOT = '00000000-0000-4000-8000-000000000000';
  let k = 0;
  const msgId = () => fixtureUuid(0x300000 + spec.n, k++);
  let time = spec.createTime * 1000;
  const stamp = () => new Date((time += 9_000)).toISOString();
  const messages: Record<string, unknown>[] = [];
  const add = (sender: 'human' | 'assistant', text: string, parent: string) => {
    const uuid = msgId();
    const at = stamp();
    messages.push({ uuid, text, content: [{ type: 'text', text, start_timestamp: at, stop_timestamp: at, citations: [] }], sender, created_at: at, updated_at: at, attachments: [], files: [], parent_message_uuid: parent });
    return uuid;
  };
  let tip = ROOT;
  for (const turn of spec.turns) {
    const parent = tip;
    for (const old of turn.earlierPrompts ?? []) add('assistant', `(answer to an earlier version) ${old}`, add('human', old, parent));
    const u = add('human', turn.user, parent);
    for (const old of turn.earlierAnswers ?? []) add('assistant', old, u);
    tip = add('assistant', turn.assistant, u);
  }
  const created = new Date(spec.createTime * 1000).toISOString();
  return {
    uuid: fixtureUuid(0xc1, spec.n),
    name: spec.title ?? '',
    created_at: created,
    updated_at: new Date(time).toISOString(),
    account: { uuid: fixtureUuid(0xacc, 1) },
    chat_messages: messages,
    current_leaf_message_uuid: tip,
  };
}

/** Plain turns: n question/answer pairs on a theme, no branches. */
export function simpleTurns(theme: string, pairs: number): TurnSpec[] {
  return Array.from({ length: pairs }, (_, i) => ({
    user: `Question ${i + 1} about ${theme}: how should I handle step ${i + 1}?`,
    assistant: `For step ${i + 1} of ${theme}, start small, check the result, then continue. "Quoted" and ü text stay intact.`,
  }));
}
