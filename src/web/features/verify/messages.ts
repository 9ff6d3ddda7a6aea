/**
 * The verify screen's message list as pure operations: edit, switch role, delete, merge with the
 * previous message. Each message keeps a stable key so React (and focus) follow it when others move.
 */
import type { Role } from '../../../core/conversation/types';

export interface DraftMessage {
  key: string;
  role: Role;
  content: string;
}

export function fromParsed(messages: readonly { role: Role; content: string }[]): DraftMessage[] {
  return messages.map((m, i) => ({ key: `m${i}`, role: m.role, content: m.content }));
}

export const otherRole = (role: Role): Role => (role === 'user' ? 'assistant' : 'user');

export function editMessage(list: readonly DraftMessage[], key: string, content: string): DraftMessage[] {
  return list.map((m) => (m.key === key ? { ...m, content } : m));
}

export function switchRole(list: readonly DraftMessage[], key: string): DraftMessage[] {
  return list.map((m) => (m.key === key ? { ...m, role: otherRole(m.role) } : m));
}

export function deleteMessage(list: readonly DraftMessage[], key: string): DraftMessage[] {
  return list.filter((m) => m.key !== key);
}

/** Joins a message onto the one before it (keeping that one's role), separated by a blank line. */
export function mergeWithPrevious(list: readonly DraftMessage[], key: string): DraftMessage[] {
  const i = list.findIndex((m) => m.key === key);
  if (i <= 0) return [...list];
  const prev = list[i - 1]!;
  const cur = list[i]!;
  const joined = [prev.content.trimEnd(), cur.content.trimStart()].filter(Boolean).join('\n\n');
  return [...list.slice(0, i - 1), { ...prev, content: joined }, ...list.slice(i + 1)];
}

/** Positions (1-based) of messages with no text: the server refuses them. */
export function emptyMessagePositions(list: readonly DraftMessage[]): number[] {
  const out: number[] = [];
  list.forEach((m, i) => {
    if (!m.content.trim()) out.push(i + 1);
  });
  return out;
}
