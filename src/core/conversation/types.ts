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

/**
 * Spec section 3 "Format detection". `confidence` is 0-1; `patterns` names the evidence found,
 * `issues` and `suggestions` are texts the paste and verify screens show as they are.
 */
export interface FormatDetection {
  format: FormatKind;
  platform: Platform;
  confidence: number;
  messageCount: number;
  detectionMethod: string;
  patterns: string[];
  issues: string[];
  suggestions: string[];
}

/** Spec section 3 "Edit-retry detection" (Claude copies with Edit / Retry button lines). */
export interface EditRetryDetection {
  isEditRetry: boolean;
  finalMessagePairs: number;
  editCount: number;
  retryCount: number;
  confidence: number;
  detectionMethod: string;
  /** Like "3U/3A": user and assistant messages found. */
  conversationFlow: string;
  parsedMessages: ParsedMessage[];
}

/** Which structure the parser used to split the input (shown as "parser" on the verify screen). */
export type ParserName =
  | 'chatgpt_export_json'
  | 'claude_export_json'
  | 'sharegpt_json'
  | 'openai_messages_json'
  | 'chat_json'
  | 'speaker_labels'
  | 'claude_web_turns'
  | 'ui_markers'
  | 'ui_chrome_strips'
  | 'blank_line_blocks'
  | 'single_block'
  | 'empty';

/**
 * What parseConversation reports: the spec's detection shape, where `confidence` is how sure the
 * parser is of its own split (the UI rules read it), plus the literal spec section 5 result in
 * `rule` and the edit-retry details. See docs/decisions/0003-parser-structure-first.md.
 */
export interface ParseDetection extends FormatDetection {
  parser: ParserName;
  rule: FormatDetection;
  editRetry: EditRetryDetection;
  /**
   * What the parser had to guess, in words the verify screen's banner shows as they are
   * ("Speakers were guessed from alternation"). Empty when nothing was guessed.
   */
  uncertainties: string[];
  /** Export files with branches: how many edited prompts and regenerated answers the shown path passed. */
  branches?: ExportBranches;
}

/** Edits and regenerations in an export's branch tree, counted along the shown path (current_node). */
export interface ExportBranches {
  /** Prompts with more than one version (the person edited and resent them). */
  editedPrompts: number;
  /** Answers with more than one version (regenerated). */
  regeneratedAnswers: number;
}

export interface ParseOptions {
  /** The platform the person picked; a hint for ties and for the reported platform, never a cage. */
  platform?: PlatformChoice;
}

export interface ParseResult {
  messages: ParsedMessage[];
  detection: ParseDetection;
  /** Set (and messages empty) when the input cannot be parsed at all, e.g. it is too large. */
  error?: ConversationParseError;
}

/** A typed, user-facing parse error (returned, not thrown). */
export interface ConversationParseError {
  code: 'CONVERSATION_TOO_LARGE';
  message: string;
}
