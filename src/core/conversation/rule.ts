/**
 * Spec section 5 "Format detection rules", as written. Every number below is a spec constant;
 * detect-format.test.ts pins each one. The parser (parse.ts) uses this as a second opinion and
 * reports it as `detection.rule`; see docs/decisions/0003-parser-structure-first.md.
 */
export const RULE = {
  editRetry: { bothMarkers: 0.95, twoOrMoreOfOne: 0.85, exactlyOne: 0.7, minMessages: 2, minSegmentChars: 10 },
  labeled: { cap: 0.9, base: 0.6, perSmallerSide: 0.1, balanceRatio: 0.7, unbalancedFactor: 0.8 },
  mixed: { confidence: 0.4, countFactor: 2 },
  technical: { confidence: 0.6, minPatterns: 2, messageCount: 1 },
  unlabeled: { confidence: 0.3, minBlockChars: 20, minBlocks: 2 },
  /** Not in the spec: the confidence when even blank-line blocks give fewer than 2 messages. */
  insufficientConfidence: 0.1,
} as const;

export const ISSUES = {
  unbalanced: 'Unbalanced user/assistant messages',
  insufficient: 'Insufficient content for conversation analysis',
} as const;

/** Suggestion texts (the spec names the field but not the texts; these are Kibitz's). */
export const SUGGESTIONS = {
  unbalanced: 'Check that every message starts with a speaker label such as "User:" or "Assistant:".',
  mixed: 'Label both sides of the conversation, for example "User:" and "Assistant:".',
  technical: 'This looks like logs or code rather than a conversation; paste the conversation with the assistant for a full review.',
  unlabeled: 'Add speaker labels such as "User:" and "Assistant:" so every message is split correctly.',
  insufficient: 'Paste at least one message of yours and one answer from the assistant.',
} as const;
