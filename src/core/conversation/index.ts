/** Public surface of the conversation module: parsing, format detection and their types. */
export { parseConversation } from './parse';
export { detectFormat, detectEditRetry, LOG_PATTERNS } from './detect-format';
export { ConversationTooLargeError, checkConversationSize } from './errors';
export { RULE, ISSUES, SUGGESTIONS } from './rule';
export { SPEC_USER_LABELS, SPEC_ASSISTANT_LABELS } from './labels';
export type * from './types';
