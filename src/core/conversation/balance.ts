import { RULE } from './rule';
import type { Role } from './types';

/**
 * Spec section 5's balance rule (the smaller side under 0.7 of the larger) is there to catch
 * mislabelled pastes. A conversation that ends on the person's last message — asked, not yet
 * answered — is not mislabelled, so that one message is left out of the count. `detection.rule`
 * keeps the rule's literal result.
 */
export function isUnbalanced(messages: readonly { readonly role: Role }[]): boolean {
  if (messages.length <= 2) return false;
  const counted = messages[messages.length - 1]!.role === 'user' ? messages.slice(0, -1) : messages;
  const users = counted.filter((m) => m.role === 'user').length;
  const assistants = counted.length - users;
  return Math.min(users, assistants) / Math.max(users, assistants) < RULE.labeled.balanceRatio;
}
