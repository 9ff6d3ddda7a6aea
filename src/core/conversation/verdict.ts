import type { ParseResult } from './types';

/**
 * Whether a paste can be analysed as a conversation: the one rule the paste screen, the server's
 * parse endpoint and the `kibitz` command all apply, so a text is refused or accepted the same way
 * everywhere (before, the web refused what the CLI scored, and a log file was scored as an
 * "Excellent conversation"). The thresholds are spec section 5's; the messages are its words.
 */
export const MIN_CONFIDENCE = 0.3;
export const MIN_MESSAGES = 2;

export const VERDICT_MESSAGES = {
  empty: 'No messages found: the text is empty or too short to hold a conversation.',
  lowConfidence: 'Low parsing confidence. Please check the formatting guide below.',
  tooFew: 'Need at least 2 messages to analyze. Check formatting or add more content.',
  notAConversation: 'This looks like logs or code, not a conversation with an AI assistant. Paste the conversation itself: your messages and the answers.',
} as const;

export type VerdictReason = 'parse-error' | 'empty' | 'low-confidence' | 'not-a-conversation' | 'too-few';
export type ConversationVerdict = { ok: true } | { ok: false; reason: VerdictReason; message: string };

/**
 * The checks in spec section 5's order. One change from the spec's wording: it let a single
 * "technical" message through (logs, stack traces); that scored a log file as a conversation, so
 * logs and code are refused here, plainly (docs/decisions/0015).
 */
export function conversationVerdict(result: ParseResult): ConversationVerdict {
  if (result.error) return { ok: false, reason: 'parse-error', message: result.error.message };
  const { detection, messages } = result;
  if (messages.length === 0) return { ok: false, reason: 'empty', message: VERDICT_MESSAGES.empty };
  if (detection.confidence < MIN_CONFIDENCE) return { ok: false, reason: 'low-confidence', message: VERDICT_MESSAGES.lowConfidence };
  if (detection.format === 'technical') return { ok: false, reason: 'not-a-conversation', message: VERDICT_MESSAGES.notAConversation };
  if (messages.length < MIN_MESSAGES) return { ok: false, reason: 'too-few', message: VERDICT_MESSAGES.tooFew };
  return { ok: true };
}
