/** Human names for what detection reports, shared by the paste and verify screens (the names live in core). */
import type { PlatformChoice } from '../../../core/conversation/types';

export { FORMAT_NAMES, formatName, PARSER_NAMES, parserName, PARSING_METHOD_NAMES, parsingMethodName, PLATFORM_NAMES, platformName } from '../../../core/conversation/display-names';

export const PLATFORM_CHOICES: readonly { value: PlatformChoice; label: string }[] = [
  { value: 'auto', label: 'Auto-detect' },
  { value: 'claude', label: 'Claude' },
  { value: 'chatgpt', label: 'ChatGPT' },
  { value: 'other', label: 'Other' },
];

