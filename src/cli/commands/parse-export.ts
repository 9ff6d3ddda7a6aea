/** `kibitz parse` on whole data exports: stream the file through the core lister, print the list, pick one. */
import type { CliIo } from '../command';
import { ExportLister, findConversation, type ExportConversationSummary, type ExportListResult, type ExportListerOptions } from '../../core/conversation/exports/index';
import { MAX_CONVERSATION_CHARACTERS } from '../../core/plans';
import { groupDigits } from '../../core/numbers';

/** Lists FILE chunk by chunk (never the whole file in memory); `stop` ends the read early. */
export async function streamListing(io: CliIo, path: string, options: ExportListerOptions & { stop?: (lister: ExportLister) => boolean } = {}): Promise<{ result: ExportListResult; lister: ExportLister }> {
  const lister = new ExportLister(options);
  const chunks = io.readChunks ? io.readChunks(path) : oneChunk(io, path);
  for await (const chunk of chunks) {
    lister.push(chunk);
    // A file that is already not JSON, or holds what was asked for, need not be read to its end.
    if (lister.failed || options.stop?.(lister)) break;
  }
  return { result: lister.finish(), lister };
}

async function* oneChunk(io: CliIo, path: string): AsyncIterable<Uint8Array> {
  yield new TextEncoder().encode(await io.readInput(path));
}

/**
 * Reads FILE for one conversation by id or 1-based position. An id wins over a position, so a
 * number is only settled once the whole file has been read; an id match stops the read.
 */
export async function findInExport(io: CliIo, path: string, ref: string): Promise<{ result: ExportListResult; summary: ExportConversationSummary | null; value: unknown }> {
  const wanted = ref.trim();
  const asPosition = /^\d+$/.test(wanted) ? Number(wanted) : null;
  let idFound = false;
  const { result, lister } = await streamListing(io, path, {
    keep: (s) => {
      if (s.id === wanted) idFound = true;
      return s.id === wanted || s.position === asPosition;
    },
    stop: () => idFound,
  });
  if (!result.ok) return { result, summary: null, value: null };
  const summary = findConversation(result.listing.conversations, wanted);
  return { result, summary, value: summary ? lister.kept.get(summary.position) : null };
}

/** Date as the table shows it: UTC, to the minute. */
function when(s: ExportConversationSummary): string {
  const iso = s.updatedAt ?? s.createdAt;
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '—';
}

const TITLE_WIDTH = 60;
const cut = (t: string, width: number) => (t.length > width ? `${t.slice(0, width - 1)}…` : t);

/** The readable table of `--list`: one line per conversation, then how to pick one. */
export function listTable(conversations: readonly ExportConversationSummary[], file: string): string {
  const idWidth = Math.max(2, ...conversations.map((c) => (c.id ?? '—').length));
  const posWidth = Math.max(1, String(conversations.length).length);
  const rows = conversations.map((c) =>
    [
      String(c.position).padStart(posWidth),
      (c.id ?? '—').padEnd(idWidth),
      when(c).padEnd(16),
      groupDigits(c.messageCount).padStart(8),
      `${groupDigits(c.characters)}${c.tooLarge ? '*' : ' '}`.padStart(11),
      cut(c.title.replace(/\s+/g, ' '), TITLE_WIDTH),
    ].join('  '),
  );
  const head = ['#'.padStart(posWidth), 'ID'.padEnd(idWidth), 'Updated (UTC)'.padEnd(16), 'Messages', 'Characters'.padStart(11), 'Title'].join('  ');
  const tooLarge = conversations.some((c) => c.tooLarge);
  return [
    head,
    ...rows,
    '',
    `${groupDigits(conversations.length)} ${conversations.length === 1 ? 'conversation' : 'conversations'}.` +
      (tooLarge ? ` * over ${groupDigits(MAX_CONVERSATION_CHARACTERS)} characters: too long to analyse at once.` : ''),
    `Parse one: kibitz parse ${file} --conversation <# or ID>`,
  ].join('\n');
}

/** What `--list --json` prints for each conversation (the byte ranges stay internal). */
export function listJson(conversations: readonly ExportConversationSummary[], warnings: readonly string[]) {
  return {
    conversations: conversations.map(({ position, id, title, createdAt, updatedAt, messageCount, characters, tooLarge, platform, parser, branches }) => ({
      position, id, title, createdAt, updatedAt, messageCount, characters, tooLarge, platform, parser, branches,
    })),
    warnings,
  };
}
