/**
 * The verify screen's message list as pure operations: edit, switch role, delete, merge with the
 * previous message, split at a cursor. Each message keeps a stable key so the UI (and focus) follow
 * it when others move; new messages get keys from the caller, which owns the key counter.
 */
import type { Role } from '../conversation/types';

export interface DraftMessage {
  key: string;
  role: Role;
  content: string;
}

export function fromParsed(messages: readonly { role: Role; content: string }[]): DraftMessage[] {
  return messages.map((m, i) => ({ key: `m${i}`, role: m.role, content: m.content }));
}

export const otherRole = (role: Role): Role => (role === 'user' ? 'assistant' : 'user');

export function indexOfKey(list: readonly DraftMessage[], key: string): number {
  return list.findIndex((m) => m.key === key);
}

export function editMessage(list: readonly DraftMessage[], key: string, content: string): DraftMessage[] {
  return list.map((m) => (m.key === key ? { ...m, content } : m));
}

export function switchRole(list: readonly DraftMessage[], key: string): DraftMessage[] {
  return list.map((m) => (m.key === key ? { ...m, role: otherRole(m.role) } : m));
}

export function deleteMessage(list: readonly DraftMessage[], key: string): DraftMessage[] {
  return list.filter((m) => m.key !== key);
}

/** The blank line a merge puts between two messages' texts. */
export const MERGE_SEPARATOR = '\n\n';

/** Joins a message onto the one before it (keeping that one's role and key), separated by a blank line. */
export function mergeWithPrevious(list: readonly DraftMessage[], key: string): DraftMessage[] {
  const i = indexOfKey(list, key);
  if (i <= 0) return [...list];
  const prev = list[i - 1]!;
  const cur = list[i]!;
  const joined = [prev.content.trimEnd(), cur.content.trimStart()].filter(Boolean).join(MERGE_SEPARATOR);
  return [...list.slice(0, i - 1), { ...prev, content: joined }, ...list.slice(i + 1)];
}

/** The two texts a split at `at` would leave; null when either would be empty (nothing to split off). */
export function splitTexts(content: string, at: number): [string, string] | null {
  if (at <= 0 || at >= content.length) return null;
  const first = content.slice(0, at).trimEnd();
  const second = content.slice(at).trimStart();
  return first && second ? [first, second] : null;
}

/**
 * Splits a message in two at a character offset. The first part keeps the key and role; the second
 * part is a new message (key `newKey`) with the other role, because a missed turn boundary is the
 * usual reason to split. Returns the list unchanged when the split would leave an empty half.
 */
export function splitMessage(list: readonly DraftMessage[], key: string, at: number, newKey: string): DraftMessage[] {
  const i = indexOfKey(list, key);
  if (i < 0) return [...list];
  const msg = list[i]!;
  const parts = splitTexts(msg.content, at);
  if (!parts) return [...list];
  const first: DraftMessage = { ...msg, content: parts[0] };
  const second: DraftMessage = { key: newKey, role: otherRole(msg.role), content: parts[1] };
  return [...list.slice(0, i), first, second, ...list.slice(i + 1)];
}

/** Positions (1-based) of messages with no text: the server refuses them. */
export function emptyMessagePositions(list: readonly DraftMessage[]): number[] {
  const out: number[] = [];
  list.forEach((m, i) => {
    if (!m.content.trim()) out.push(i + 1);
  });
  return out;
}
