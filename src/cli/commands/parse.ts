import { parseArgs } from 'node:util';
import type { CliIo, Command } from '../command';
import { UsageError } from '../command';
import { conversationVerdict, parseConversation } from '../../core/conversation/index';
import type { ParseResult, PlatformChoice } from '../../core/conversation/index';
import { listExport, pickConversation, readSourceBytes, type ExportConversationSummary } from '../../core/conversation/exports/index';
import { findInExport, listJson, listTable, streamListing } from './parse-export';

const PLATFORMS: readonly PlatformChoice[] = ['auto', 'claude', 'chatgpt', 'other'];

export const parseCommand: Command = {
  name: 'parse',
  help: `Usage: kibitz parse FILE [--platform auto|claude|chatgpt|other] [--full]
       kibitz parse FILE --list [--json]
       kibitz parse FILE --conversation ID [--platform P] [--full]

Reads FILE ("-" for standard input): text copied from a chat web page, a transcript, or an
export file (ChatGPT or Claude conversations.json, ShareGPT, OpenAI messages JSON or JSON Lines).
Prints JSON on stdout:
  {"messages": [{"role", "content", "index"}], "detection": {format, platform, confidence,
   messageCount, detectionMethod, patterns, issues, suggestions, parser, rule, branches}}
and, for a conversation picked from an export, "conversation": {position, id, title, dates}.

A whole data export (hundreds of conversations, any size) is read as a stream:
  --list             Print its conversations: position, id, date, messages, characters, title
  --json             With --list: print the list as JSON instead of a table
  --conversation ID  Parse just that conversation: the export's own id, or its 1-based position
                     from --list. The 500,000-character limit applies to that conversation's
                     text, never to the file.
Edited prompts and regenerated answers follow the version shown in the chat; detection.branches
counts them and detection.issues says so in words.

Options:
  --platform P  The platform the conversation comes from (a hint; default auto)
  --full        Also print the edit-retry details and each message's "editable" flag
  --help        Show this help

Exit codes: 0 parsed, 1 the input cannot be analysed as a conversation (empty, logs or code,
fewer than 2 messages, parsing confidence under 0.3 — the paste screen's rule — over 500,000
characters, not an export, no such conversation): the reason goes to stderr, and what was read,
if anything, is still printed with "verdict": {"ok": false, "reason", "message"}; 2 usage error
(including an export of several conversations without --conversation).`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: {
        platform: { type: 'string', default: 'auto' },
        full: { type: 'boolean', default: false },
        list: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        conversation: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new UsageError('expected exactly one FILE (or "-" for standard input)');
    const file = positionals[0] as string;
    const platform = values.platform as PlatformChoice;
    if (!PLATFORMS.includes(platform)) throw new UsageError(`--platform must be one of ${PLATFORMS.join(', ')}, got "${values.platform}"`);
    if (values.json && !values.list) throw new UsageError('--json goes with --list (the parse output is always JSON)');
    if (values.list && values.conversation !== undefined) throw new UsageError('use --list or --conversation, not both');

    if (values.list || values.conversation !== undefined) {
      // A whole export is read, as a batch reads it: in a Node with TurboFan (src/cli/batch-rerun.ts).
      const rerun = await io.rerunAsBatch?.([file]);
      if (rerun !== undefined && rerun !== null) return rerun;
    }
    if (values.list) return list(io, file, values.json);
    if (values.conversation !== undefined) {
      const { result, summary, value } = await findInExport(io, file, values.conversation);
      if (!result.ok) return fail(io, `${file}: ${result.error.message}`);
      if (!summary) {
        return fail(io, `${file} has no conversation "${values.conversation}" (it holds ${result.listing.conversations.length}). Run "kibitz parse ${file} --list" to see their ids and positions.`);
      }
      return print(io, pickConversation(value, summary, { platform }).result, values.full, summary);
    }

    const input = await io.readInput(file);
    const head = input.trimStart()[0];
    if (head === '[' || head === '{') {
      const bytes = new TextEncoder().encode(input);
      const { result } = listExport(bytes);
      if (result.ok && result.listing.conversations.length > 1) {
        throw new UsageError(`${file} is an export of ${result.listing.conversations.length} conversations. See them with --list, then parse one with --conversation ID (or its position).`);
      }
      if (result.ok) {
        const only = result.listing.conversations[0]!;
        const value = readSourceBytes(bytes.subarray(only.source.start, only.source.end), only.source);
        return print(io, pickConversation(value, only, { platform }).result, values.full, null);
      }
    }
    return print(io, parseConversation(input, { platform }), values.full, null);
  },
};

async function list(io: CliIo, file: string, json: boolean): Promise<number> {
  const { result } = await streamListing(io, file);
  if (!result.ok) return fail(io, `${file}: ${result.error.message}`);
  const { conversations, warnings } = result.listing;
  for (const w of warnings) io.stderr(`kibitz parse: ${w}`);
  io.stdout(json ? JSON.stringify(listJson(conversations, warnings), null, 2) : listTable(conversations, file));
  return 0;
}

function fail(io: CliIo, message: string): number {
  io.stderr(`kibitz parse: ${message}`);
  return 1;
}

function print(io: CliIo, result: ParseResult, full: boolean, picked: ExportConversationSummary | null): number {
  // The rule the paste screen and the server apply: what they refuse is refused here too (exit 1, the reason on
  // stderr). A refusal that still read messages (one message, a reading under the confidence floor, text that reads
  // as logs) prints that reading with its verdict, as the paste screen shows its split beside the reason: a parse
  // command says what it read. Nothing read, nothing printed (decision 0058).
  const verdict = conversationVerdict(result);
  if (!verdict.ok && result.messages.length === 0) return fail(io, verdict.message);
  const { editRetry, ...detection } = result.detection;
  const out = full
    ? { messages: result.messages, detection: result.detection }
    : { messages: result.messages.map(({ role, content, index }) => ({ role, content, index })), detection: { ...detection, editRetry: { ...editRetry, parsedMessages: undefined } } };
  const conversation = picked ? { position: picked.position, id: picked.id, title: picked.title, createdAt: picked.createdAt, updatedAt: picked.updatedAt } : undefined;
  const refused = verdict.ok ? {} : { verdict: { ok: false, reason: verdict.reason, message: verdict.message } };
  io.stdout(JSON.stringify(conversation ? { conversation, ...out, ...refused } : { ...out, ...refused }, null, 2));
  return verdict.ok ? 0 : fail(io, verdict.message);
}
