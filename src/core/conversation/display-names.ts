/**
 * Human names for what the parser reports (platform, format, parser, parsing method): one source for
 * the paste and verify screens, the review, the dashboard and the exports.
 */
import type { FormatKind, ParserName, Platform } from './types';

export const PLATFORM_NAMES: Record<Platform, string> = {
  claude: 'Claude',
  chatgpt: 'ChatGPT',
  gemini: 'Gemini',
  deepseek: 'DeepSeek',
  other: 'Other',
};

export const FORMAT_NAMES: Record<FormatKind, string> = {
  standard_labeled: 'Labeled speakers',
  claude_edit_retry: 'Claude copy with Edit/Retry',
  mixed_format: 'Mixed labels',
  unlabeled: 'Unlabeled blocks',
  technical: 'Technical log',
};

export const PARSER_NAMES: Record<ParserName, string> = {
  chatgpt_export_json: 'ChatGPT export file',
  claude_export_json: 'Claude export file',
  sharegpt_json: 'ShareGPT file',
  openai_messages_json: 'OpenAI messages file',
  chat_json: 'Chat file, read by its structure',
  speaker_labels: 'Speaker labels',
  claude_web_turns: 'Claude web copy',
  ui_markers: 'Chat UI markers',
  ui_chrome_strips: 'Chat page buttons and headers',
  blank_line_blocks: 'Blank-line blocks',
  single_block: 'Single block',
  empty: 'Nothing to split',
};

export function parserName(parser: string): string {
  return (PARSER_NAMES as Record<string, string>)[parser] ?? parser;
}

export function formatName(format: string): string {
  return (FORMAT_NAMES as Record<string, string>)[format] ?? format;
}

export function platformName(platform: string): string {
  if (platform === 'auto') return 'Auto-detect';
  return (PLATFORM_NAMES as Record<string, string>)[platform] ?? platform;
}

/** How the messages were split, as the session records it. */
export const PARSING_METHOD_NAMES = {
  local: 'Local parser in your browser',
  'server-local': 'Server smart parsing (local parser)',
  'server-ai': 'Smart parsing by the AI model (checked against your paste)',
} as const;

/** How a session was parsed: it records a parsing method or the parser that split it ("speaker_labels"). */
export function parsingMethodName(method: string): string {
  return (PARSING_METHOD_NAMES as Record<string, string>)[method] ?? (PARSER_NAMES as Record<string, string>)[method] ?? method;
}
