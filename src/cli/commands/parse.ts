import { parseArgs } from 'node:util';
import type { Command } from '../command';
import { UsageError } from '../command';
import { parseConversation } from '../../core/conversation/index';
import type { PlatformChoice } from '../../core/conversation/index';

const PLATFORMS: readonly PlatformChoice[] = ['auto', 'claude', 'chatgpt', 'other'];

export const parseCommand: Command = {
  name: 'parse',
  summary: 'Split a pasted conversation or export file into messages (JSON).',
  help: `Usage: kibitz parse FILE [--platform auto|claude|chatgpt|other] [--full]

Reads FILE ("-" for standard input): text copied from a chat web page, a transcript, or an
export file (ChatGPT conversations.json, Claude export, ShareGPT, OpenAI messages JSON).
Prints JSON on stdout:
  {"messages": [{"role", "content", "index"}], "detection": {format, platform, confidence,
   messageCount, detectionMethod, patterns, issues, suggestions, parser, rule}}

Options:
  --platform P  The platform the conversation comes from (a hint; default auto)
  --full        Also print the edit-retry details and each message's "editable" flag
  --help        Show this help

Exit codes: 0 parsed, 1 the input cannot be parsed (e.g. over 500,000 characters), 2 usage error.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { platform: { type: 'string', default: 'auto' }, full: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new UsageError('expected exactly one FILE (or "-" for standard input)');
    const platform = values.platform as PlatformChoice;
    if (!PLATFORMS.includes(platform)) throw new UsageError(`--platform must be one of ${PLATFORMS.join(', ')}, got "${values.platform}"`);
    const input = await io.readInput(positionals[0] as string);
    const result = parseConversation(input, { platform });
    if (result.error) {
      io.stderr(`kibitz parse: ${result.error.message}`);
      return 1;
    }
    const { editRetry, ...detection } = result.detection;
    const out = values.full
      ? { messages: result.messages, detection: result.detection }
      : { messages: result.messages.map(({ role, content, index }) => ({ role, content, index })), detection: { ...detection, editRetry: { ...editRetry, parsedMessages: undefined } } };
    io.stdout(JSON.stringify(out, null, 2));
    return 0;
  },
};
