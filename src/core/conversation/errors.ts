import { MAX_CONVERSATION_CHARACTERS } from '../plans';
import type { ConversationParseError } from './types';
import { groupDigits } from '../numbers';

/**
 * The paste is longer than any tier may analyse at once (the Pro daily limit). Returned by
 * parseConversation before the input is scanned, so a huge paste costs nothing.
 */
export class ConversationTooLargeError extends Error implements ConversationParseError {
  readonly code = 'CONVERSATION_TOO_LARGE' as const;
  readonly limit: number;
  readonly length: number;

  constructor(length: number, limit: number = MAX_CONVERSATION_CHARACTERS) {
    super(
      `This conversation has ${groupDigits(length)} characters; the most Kibitz can analyse at once is ${groupDigits(limit)}. ` +
        'Remove older parts of the conversation and try again.',
    );
    this.name = 'ConversationTooLargeError';
    this.length = length;
    this.limit = limit;
  }
}

/** The size check on its own, for callers (paste screen, server) that want it before parsing. */
export function checkConversationSize(input: string): ConversationTooLargeError | null {
  return input.length > MAX_CONVERSATION_CHARACTERS ? new ConversationTooLargeError(input.length) : null;
}
