/** Shared vocabulary of the conversation module (spec section 3), used by parsing, scoring and the UI. */
export type Role = 'user' | 'assistant';

/** What the person picks on the paste screen; 'auto' lets detection decide. */
export type PlatformChoice = 'auto' | 'claude' | 'chatgpt' | 'other';

/** Where a conversation comes from, as far as the input shows it. */
export type Platform = 'claude' | 'chatgpt' | 'gemini' | 'deepseek' | 'other';

export type FormatKind = 'unlabeled' | 'claude_edit_retry' | 'standard_labeled' | 'mixed_format' | 'technical';

export interface ParsedMessage {
  role: Role;
  content: string;
  index: number;
  editable: boolean;
}

/** A message as scoring needs it: role and text (index is its position). */
export interface ConversationMessage {
  role: Role;
  content: string;
}
