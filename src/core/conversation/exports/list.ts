/**
 * Lists the conversations of a whole data export (ChatGPT or Claude conversations.json, or an
 * array / JSON Lines of ShareGPT or OpenAI-messages conversations), fed as byte chunks so a
 * 100+ MB file is read one conversation at a time. Pure: the caller does the reading (a File
 * stream in the browser worker, a file stream in the CLI).
 */
import { MAX_CONVERSATION_CHARACTERS, messageCharacters } from '../../plans';
import { isMessageShaped, readConversation, readMessageList, type ExportConversation } from '../parsers/exports';
import type { ExportBranches, ParserName, Platform } from '../types';
import { JsonItemSplitter, type JsonItem, type SplitProblem } from './json-items';
import { groupDigits } from '../../numbers';

/** Where a conversation sits in the file, so it can be read again alone. */
export interface ExportSource {
  start: number;
  end: number;
  /** The bytes are the elements of a bare message list (no brackets around them). */
  messageList?: true;
}

/** One line of the export's list of conversations. */
export interface ExportConversationSummary {
  /** 1-based place among the file's conversations. */
  position: number;
  /** The export's own id (ChatGPT conversation_id, Claude uuid, an id field); null when it has none. */
  id: string | null;
  /** The export's title, or the start of the first prompt when it has none. */
  title: string;
  createdAt: string | null;
  updatedAt: string | null;
  /** Messages along the shown path (what parsing the conversation yields). */
  messageCount: number;
  /** Characters of message text: what an analysis of it is charged and limited by. */
  characters: number;
  /** Over the largest conversation Kibitz analyses at once. */
  tooLarge: boolean;
  platform: Platform;
  parser: ParserName;
  branches: ExportBranches;
  source: ExportSource;
}

export type ExportErrorCode = 'NOT_JSON' | 'NOT_AN_EXPORT' | 'BROKEN_JSON' | 'NO_CONVERSATIONS';

export interface ExportError {
  code: ExportErrorCode;
  message: string;
}

export interface ExportListing {
  conversations: ExportConversationSummary[];
  /** Things left out or cut short, in plain words (the list is still usable). */
  warnings: string[];
  bytes: number;
}

export type ExportListResult = { ok: true; listing: ExportListing } | { ok: false; error: ExportError };

const TITLE_FROM_PROMPT = 80;

export const EXPORT_MESSAGES = {
  notJson: 'This file is not JSON, so it is not a conversation export.',
  notAnExport:
    'This JSON file holds no conversation Kibitz can read. It reads ChatGPT and Claude data exports (conversations.json), ShareGPT and OpenAI-messages files, and chat files of other tools whose messages name their speaker.',
  noConversations: 'This export holds no conversations.',
  invalid: 'This file is not valid JSON.',
  broken: (offset: number) => `This file is not valid JSON: it breaks near byte ${groupDigits(offset)}.`,
  truncatedEmpty: 'This file ends before its first conversation is complete; the download may have been cut short.',
  truncated: (n: number) => `The file ends in the middle of a conversation (the download may have been cut short); the ${groupDigits(n)} complete ones before it are listed.`,
  unreadable: (n: number) => `${groupDigits(n)} ${n === 1 ? 'entry is' : 'entries are'} broken JSON and left out.`,
  skipped: (n: number) => `${groupDigits(n)} ${n === 1 ? 'entry is not a conversation' : 'entries are not conversations'} and left out.`,
} as const;

function titleOf(conv: ExportConversation): string {
  if (conv.title) return conv.title;
  const prompt = conv.messages.find((m) => m.role === 'user') ?? conv.messages[0];
  const line = prompt?.content.split('\n', 1)[0]?.trim() ?? '';
  if (!line) return 'Untitled conversation';
  return line.length > TITLE_FROM_PROMPT ? `${line.slice(0, TITLE_FROM_PROMPT - 1).trimEnd()}…` : line;
}

export function summarize(conv: ExportConversation, position: number, source: ExportSource): ExportConversationSummary {
  const characters = messageCharacters(conv.messages);
  return {
    position,
    id: conv.id,
    title: titleOf(conv),
    createdAt: conv.createdAt,
    updatedAt: conv.updatedAt,
    messageCount: conv.messages.length,
    characters,
    tooLarge: characters > MAX_CONVERSATION_CHARACTERS,
    platform: conv.platform,
    parser: conv.parser,
    branches: conv.branches,
    source,
  };
}

export interface ExportListerOptions {
  /** Keep the parsed value of conversations this accepts (to pick one in the same pass). */
  keep?: (summary: ExportConversationSummary) => boolean;
}

/** Feed it chunks with push(), then call finish(). */
export class ExportLister {
  private readonly splitter: JsonItemSplitter;
  private readonly decoder = new TextDecoder('utf-8');
  private readonly conversations: ExportConversationSummary[] = [];
  private readonly keep: ExportListerOptions['keep'];
  /** Values of the conversations `keep` accepted, by position. */
  readonly kept = new Map<number, unknown>();
  private broken = 0;
  private skipped = 0;
  private firstElementChecked = false;
  /** A bare list of messages: every element is gathered into one conversation. */
  private messageList: { values: unknown[]; start: number; end: number } | null = null;

  constructor(options: ExportListerOptions = {}) {
    this.keep = options.keep;
    this.splitter = new JsonItemSplitter((item) => this.onItem(item));
  }

  push(chunk: Uint8Array): void {
    this.splitter.push(chunk);
  }

  get bytesRead(): number {
    return this.splitter.position;
  }

  /** The structure is already known to be wrong: reading further cannot help. */
  get failed(): boolean {
    return this.splitter.problem !== null && this.splitter.problem.code !== 'TRUNCATED';
  }

  finish(): ExportListResult {
    this.splitter.finish();
    if (this.messageList) {
      const conv = readMessageList(this.messageList.values);
      this.add(conv, { start: this.messageList.start, end: this.messageList.end, messageList: true }, this.messageList.values);
      this.messageList = null;
    }
    const problem: SplitProblem | null = this.splitter.problem;
    const found = this.conversations.length;
    const warnings: string[] = [];
    if (problem) {
      if (problem.code === 'NOT_JSON') return fail('NOT_JSON', EXPORT_MESSAGES.notJson);
      if (found === 0) return fail('BROKEN_JSON', problem.code === 'TRUNCATED' ? EXPORT_MESSAGES.truncatedEmpty : EXPORT_MESSAGES.broken(problem.offset));
      warnings.push(problem.code === 'TRUNCATED' ? EXPORT_MESSAGES.truncated(found) : EXPORT_MESSAGES.broken(problem.offset));
    }
    if (found === 0) {
      if (this.broken > 0) return fail('BROKEN_JSON', EXPORT_MESSAGES.invalid);
      if (this.skipped > 0) return fail('NOT_AN_EXPORT', EXPORT_MESSAGES.notAnExport);
      return fail('NO_CONVERSATIONS', EXPORT_MESSAGES.noConversations);
    }
    if (this.broken > 0) warnings.push(EXPORT_MESSAGES.unreadable(this.broken));
    if (this.skipped > 0) warnings.push(EXPORT_MESSAGES.skipped(this.skipped));
    return { ok: true, listing: { conversations: this.conversations, warnings, bytes: this.splitter.position } };
  }

  private onItem(item: JsonItem): void {
    let value: unknown;
    try {
      value = JSON.parse(this.decoder.decode(item.bytes));
    } catch {
      this.broken++;
      return;
    }
    if (item.kind === 'element' && !this.firstElementChecked) {
      this.firstElementChecked = true;
      if (isMessageShaped(value)) this.messageList = { values: [], start: item.start, end: item.end };
    }
    if (this.messageList && item.kind === 'element') {
      this.messageList.values.push(value);
      this.messageList.end = item.end;
      return;
    }
    const conv = readConversation(value);
    if (!conv) {
      this.skipped++;
      return;
    }
    this.add(conv, { start: item.start, end: item.end }, value);
  }

  private add(conv: ExportConversation, source: ExportSource, value: unknown): void {
    const summary = summarize(conv, this.conversations.length + 1, source);
    this.conversations.push(summary);
    if (this.keep?.(summary)) this.kept.set(summary.position, value);
  }
}

function fail(code: ExportErrorCode, message: string): ExportListResult {
  return { ok: false, error: { code, message } };
}

/** Lists an export already in memory (tests, small files, standard input). */
export function listExport(input: string | Uint8Array, options: ExportListerOptions = {}): { result: ExportListResult; lister: ExportLister } {
  const lister = new ExportLister(options);
  lister.push(typeof input === 'string' ? new TextEncoder().encode(input) : input);
  return { result: lister.finish(), lister };
}
