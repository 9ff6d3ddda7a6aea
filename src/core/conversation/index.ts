/** Public surface of the conversation module: parsing, format detection and their types. */
export { parseConversation } from './parse';
export { detectFormat, detectEditRetry, LOG_PATTERNS } from './detect-format';
export { ConversationTooLargeError, checkConversationSize } from './errors';
export { RULE, ISSUES, SUGGESTIONS } from './rule';
export { conversationVerdict, VERDICT_MESSAGES, MIN_CONFIDENCE, MIN_MESSAGES, type ConversationVerdict, type VerdictReason } from './verdict';
export { SPEC_USER_LABELS, SPEC_ASSISTANT_LABELS } from './labels';
export type * from './types';
