import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CliIo, Command, Terminal } from '../command';
import { UsageError } from '../command';
import type { PlatformChoice } from '../../core/conversation/types';
import { ExportLister, type ExportConversationSummary } from '../../core/conversation/exports/index';
import { analyzeConversation } from '../../core/scoring/index';
import type { AnalysisInput, AnalysisOptions, AnalysisResult } from '../../core/scoring/types';
import { ANALYSIS_DEPTHS, type AnalysisDepth, type ExportFormat } from '../../core/settings-defaults';
import { titleFromMessages } from '../../core/api/title';
import { terminalOf } from '../terminal';
import { findInExport } from './parse-export';
import { readConversation, readExportConversation, type ConversationFacts, type ReadConversation } from '../analyze/read-conversation';
import { analysedRow, failureLine, failuresUnder, ROW_ANALYSIS, rowsJson, skippedRow, type ConversationRow } from '../analyze/rows';
import { reviewText } from '../analyze/review';
import { rowsTable } from '../analyze/table';
import { exportFormatOf } from '../analyze/export-format';
import { expandInputs, linesOf } from '../analyze/sources';
import { progressBar } from '../analyze/progress';
import { groupDigits } from '../../core/numbers';

const PLATFORMS: readonly PlatformChoice[] = ['auto', 'claude', 'chatgpt', 'other'];

const HELP = `Usage: kibitz analyze FILE [options]              one conversation
       kibitz analyze DIR|GLOB|FILE... [options]  many: a table sorted by score
       kibitz analyze EXPORT.json --all [--since DATE]
       kibitz analyze EXPORT.json --conversation N|ID
       kibitz analyze --jsonl FILE                one conversation per line in,
                                                  one result per line out

FILE is a pasted conversation (text or Markdown), an assistant's export file,
or JSON {"messages": [{"role": "user"|"assistant", "content": "..."}],
"sessionGoal"?: "...", "projectContext"?: "..."}; "-" reads standard input.
Text is refused by the paste screen's rule: empty, logs or code, fewer than 2
messages, or parsing confidence under 0.3. JSON messages are scored as given.

Output: in a terminal, a readable review (each message's score, annotation
and reason, key moments, the better move for each Mistake and Blunder); piped
or with --json, JSON {engineVersion, summary, messages}. Colours follow
FORCE_COLOR, NO_COLOR and whether stdout is a terminal.

Many conversations (several files, a folder of .txt/.md/.json files, a quoted
glob, --all): a table of score, rating, messages, date, worst move and title,
best first, then totals; with --json or piped {conversations, totals}. In a
terminal a progress bar shows on stderr.
  --all              Every conversation of a ChatGPT or Claude data export
                     (read as a stream, one conversation at a time)
  --conversation R   One conversation of an export: its id or its 1-based
                     position (kibitz parse FILE --list shows both)
  --since DATE       With --all: conversations updated on or after DATE
  --jsonl            FILE holds one conversation per line (shapes as above);
                     prints one compact result per line: {line, id?,
                     engineVersion, summary, messages} or {line, error}
  --prompt           Each file is one saved prompt: one person message

Exports (the web app's files):
  --format F         md | csv | json | pdf: write that export, not the review
  --out PATH         Where (a folder: the web app's file name inside it);
                     without --out the export goes to stdout. Without
                     --format the format follows PATH's extension.

Checks (CI):
  --fail-under N     Exit 1 when a conversation scores below N (listed on
                     stderr)
  --messages         With --fail-under: check each rated person message

Scoring:
  --goal TEXT        Session goal (overrides sessionGoal in JSON input)
  --context TEXT     Project context (overrides projectContext in JSON input)
  --platform P       auto | claude | chatgpt | other (a parsing hint)
  --depth D          quick | standard | deep (default standard; deep adds
                     each message's signals)
  --no-patterns      Skip pattern detection
  --no-suggestions   Skip better moves
  --json             Print JSON even in a terminal
  --help             Show this help

Exit codes: 0 done; 1 below --fail-under, or an input (a file, a JSON line)
that is not a conversation; 2 usage error (unknown option, unreadable file).`;

interface Options {
  inputs: string[];
  json: boolean;
  format: ExportFormat | null;
  out: string | undefined;
  all: boolean;
  conversation: string | undefined;
  since: number | null;
  jsonl: boolean;
  asPrompt: boolean;
  failUnder: number | null;
  messages: boolean;
  goal: string | undefined;
  context: string | undefined;
  platform: PlatformChoice;
  analysis: AnalysisOptions;
}

function options(args: readonly string[]): Options {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      goal: { type: 'string' },
      context: { type: 'string' },
      platform: { type: 'string', default: 'auto' },
      depth: { type: 'string', default: 'standard' },
      'no-patterns': { type: 'boolean', default: false },
      'no-suggestions': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      format: { type: 'string' },
      out: { type: 'string' },
      all: { type: 'boolean', default: false },
      conversation: { type: 'string' },
      since: { type: 'string' },
      jsonl: { type: 'boolean', default: false },
      prompt: { type: 'boolean', default: false },
      'fail-under': { type: 'string' },
      messages: { type: 'boolean', default: false },
    },
  });
  if (positionals.length === 0) throw new UsageError('expected a FILE, DIR or GLOB (or "-" for standard input)');
  if (!PLATFORMS.includes(values.platform as PlatformChoice)) throw new UsageError(`--platform must be one of ${PLATFORMS.join(', ')}`);
  if (!ANALYSIS_DEPTHS.includes(values.depth as AnalysisDepth)) throw new UsageError(`--depth must be one of ${ANALYSIS_DEPTHS.join(', ')}`);
  let failUnder: number | null = null;
  if (values['fail-under'] !== undefined) {
    failUnder = Number(values['fail-under']);
    if (!/^\d+(\.\d+)?$/.test(values['fail-under']) || failUnder > 100) throw new UsageError(`--fail-under must be a score from 0 to 100, got "${values['fail-under']}"`);
  }
  if (values.messages && failUnder === null) throw new UsageError('--messages goes with --fail-under');
  let since: number | null = null;
  if (values.since !== undefined) {
    since = /^\d{4}-\d{2}-\d{2}/.test(values.since) ? Date.parse(values.since) : NaN;
    if (Number.isNaN(since)) throw new UsageError(`--since must be a date such as 2024-05-01, got "${values.since}"`);
    if (!values.all) throw new UsageError('--since goes with --all');
  }
  const format = exportFormatOf(values.format, values.out);
  if (values.all && values.conversation !== undefined) throw new UsageError('use --all or --conversation, not both');
  if (values.jsonl && (values.all || values.conversation !== undefined || format)) throw new UsageError('--jsonl cannot be combined with --all, --conversation or --format');
  if (values.jsonl && positionals.length !== 1) throw new UsageError('--jsonl reads one FILE (or "-")');
  if (values.prompt && (values.all || values.conversation !== undefined || values.jsonl)) throw new UsageError('--prompt reads each file as one prompt: not with --all, --conversation or --jsonl');
  return {
    inputs: positionals,
    json: values.json,
    format,
    out: values.out,
    all: values.all,
    conversation: values.conversation,
    since,
    jsonl: values.jsonl,
    asPrompt: values.prompt,
    failUnder,
    messages: values.messages,
    goal: values.goal,
    context: values.context,
    platform: values.platform as PlatformChoice,
    analysis: { analysisDepth: values.depth as AnalysisDepth, enablePatternDetection: !values['no-patterns'], generateSuggestions: !values['no-suggestions'] },
  };
}

function withOverrides(input: AnalysisInput, o: Options): AnalysisInput {
  if (o.goal !== undefined) input.sessionGoal = o.goal;
  if (o.context !== undefined) input.projectContext = o.context;
  return input;
}

const titleOf = (facts: ConversationFacts, input: AnalysisInput) => facts.title || titleFromMessages(input.messages);

/** Prints what fell below --fail-under on stderr; the exit code it calls for. */
function checkBar(io: CliIo, rows: readonly ConversationRow[], o: Options): number {
  if (o.failUnder === null) return 0;
  const failures = failuresUnder(rows, o.failUnder, o.messages);
  if (!failures.length) return 0;
  const what = o.messages ? (failures.length === 1 ? 'person message scores' : 'person messages score') : failures.length === 1 ? 'conversation scores' : 'conversations score';
  io.stderr(`kibitz analyze: ${failures.length} ${what} below ${o.failUnder}:\n${failures.map((f) => `  ${failureLine(f)}`).join('\n')}`);
  return 1;
}

async function one(io: CliIo, o: Options, file: string, terminal: Terminal): Promise<number> {
  let read: ReadConversation;
  if (o.conversation !== undefined) {
    const rerun = await io.rerunAsBatch?.([file]); // the whole export is read, as a batch reads it
    if (rerun !== undefined && rerun !== null) return rerun;
    const { result, summary, value } = await findInExport(io, file, o.conversation);
    if (!result.ok) return refuse(io, `${file}: ${result.error.message}`);
    if (!summary) return refuse(io, `${file} has no conversation "${o.conversation}" (it holds ${result.listing.conversations.length}). Run "kibitz parse ${file} --list" to see their ids and positions.`);
    read = readExportConversation(value, summary, o.platform);
  } else {
    read = readConversation(await io.readInput(file), { platform: o.platform, asPrompt: o.asPrompt });
  }
  if (!read.ok) {
    if (read.exportOf) throw new UsageError(`${file} is an export of ${read.exportOf} conversations: analyse them all with --all, or one with --conversation N|ID`);
    return refuse(io, read.message);
  }
  const input = withOverrides(read.input, o);
  const result = analyzeConversation(input, o.analysis);
  const title = titleOf(read.facts, input);

  if (o.format) {
    // The exporters (and papaparse, pdfkit) load only when an export is asked for.
    const { exportBody, localSessionDetail } = await import('../analyze/export-file');
    const { filename, body } = await exportBody(localSessionDetail(input, result, read.facts, title), o.format);
    if (o.out === undefined) {
      if (o.format === 'pdf' && terminal.stdoutIsTty) throw new UsageError('a PDF is not for a terminal: add --out FILE');
      io.stdout(typeof body === 'string' ? body : Buffer.from(body).toString('latin1'));
    } else {
      const isDir = await stat(o.out).then((s) => s.isDirectory(), () => false);
      const path = isDir ? join(o.out, filename) : o.out;
      if (!io.writeFile) throw new Error('this io cannot write files');
      await io.writeFile(path, body);
      io.stderr(`kibitz analyze: wrote ${path}`);
    }
  } else if (o.json || !terminal.stdoutIsTty) {
    io.stdout(JSON.stringify({ engineVersion: result.engineVersion, summary: result.summary, messages: result.messages }, null, 2));
  } else {
    io.stdout(reviewText(result, { title, source: file === '-' ? 'standard input' : file }, terminal));
  }
  return checkBar(io, [analysedRow(file, null, read.facts, title, result)], o);
}

function refuse(io: CliIo, message: string): number {
  io.stderr(`kibitz analyze: ${message}`);
  return 1;
}

async function* wholeInput(io: CliIo, path: string): AsyncIterable<Uint8Array> {
  yield new TextEncoder().encode(await io.readInput(path));
}

/**
 * Every conversation of an export, analysed as the file streams past (1 MB at a time: a 200 MB
 * export never sits in memory). Each is picked, parsed and scored exactly as --conversation does.
 * Returns null when the file is not an export (then it is read as one conversation).
 */
async function exportRows(io: CliIo, o: Options, file: string, onProgress: (bytes: number, conversations: number) => void): Promise<ConversationRow[] | null> {
  const rows: ConversationRow[] = [];
  // keep() sees each conversation's summary first: remember it, to pair with the kept value.
  const summaries = new Map<number, ExportConversationSummary>();
  const lister = new ExportLister({
    keep: (s) => {
      summaries.set(s.position, s);
      return true;
    },
  });
  const drain = () => {
    for (const [position, value] of lister.kept) {
      lister.kept.delete(position);
      const summary = summaries.get(position)!;
      summaries.delete(position);
      const source = `${file} #${position}`;
      const when = summary.updatedAt ?? summary.createdAt;
      if (o.since !== null && (!when || Date.parse(when) < o.since)) continue;
      if (summary.tooLarge) {
        rows.push(skippedRow(source, position, { ...summary, messages: summary.messageCount }, `too long (${groupDigits(summary.characters)} characters)`));
        continue;
      }
      const read = readExportConversation(value, summary, o.platform);
      if (!read.ok) {
        rows.push(skippedRow(source, position, { ...summary, messages: summary.messageCount }, read.message));
        continue;
      }
      const input = withOverrides(read.input, o);
      rows.push(analysedRow(source, position, read.facts, titleOf(read.facts, input), analyzeConversation(input, ROW_ANALYSIS)));
    }
  };
  for await (const chunk of io.readChunks ? io.readChunks(file) : wholeInput(io, file)) {
    lister.push(chunk);
    if (lister.failed) break;
    drain();
    onProgress(lister.bytesRead, rows.length);
  }
  const result = lister.finish();
  drain();
  if (!result.ok) return result.error.code === 'NOT_JSON' || result.error.code === 'NOT_AN_EXPORT' ? null : [skippedRow(file, null, {}, result.error.message)];
  for (const w of result.listing.warnings) io.stderr(`kibitz analyze: ${file}: ${w}`);
  return rows;
}

async function batch(io: CliIo, o: Options, files: readonly string[], terminal: Terminal): Promise<number> {
  if (o.conversation !== undefined) throw new UsageError('--conversation picks one conversation of one export file');
  if (o.format) throw new UsageError('--format writes one conversation: pick one with --conversation, or use --json for the table');
  const rows: ConversationRow[] = [];
  let unreadable = 0;
  const byBytes = o.all && files.length === 1 && files[0] !== '-';
  const progress = await progressBar(terminal.stderrIsTty, byBytes ? { file: files[0]! } : files.length, byBytes ? 'bytes' : 'files');
  try {
    for (const [n, file] of files.entries()) {
      const exported = o.all ? await exportRows(io, o, file, (bytes, count) => byBytes && progress.update(bytes, rows.length + count)) : null;
      if (exported) {
        rows.push(...exported);
      } else {
        const read = readConversation(await io.readInput(file), { platform: o.platform, asPrompt: o.asPrompt });
        if (read.ok) {
          const input = withOverrides(read.input, o);
          rows.push(analysedRow(file, null, read.facts, titleOf(read.facts, input), analyzeConversation(input, ROW_ANALYSIS)));
        } else {
          unreadable++;
          rows.push(skippedRow(file, null, {}, read.exportOf ? `an export of ${read.exportOf} conversations (add --all)` : read.message));
        }
      }
      if (!byBytes) progress.update(n + 1, rows.length);
    }
  } finally {
    progress.stop();
  }
  io.stdout(o.json || !terminal.stdoutIsTty ? JSON.stringify(rowsJson(rows), null, 2) : rowsTable(rows, terminal));
  const bar = checkBar(io, rows, o);
  return bar || (unreadable ? 1 : 0);
}

/** One conversation per line in, one compact result per line out (evaluation, pipelines). */
async function jsonl(io: CliIo, o: Options, file: string, terminal: Terminal): Promise<number> {
  const rows: ConversationRow[] = [];
  let failed = 0;
  let line = 0;
  let bytes = 0;
  const progress = await progressBar(terminal.stderrIsTty && file !== '-', { file }, 'bytes');
  try {
    for await (const text of linesOf(io.readChunks ? io.readChunks(file) : wholeInput(io, file))) {
      line++;
      bytes += Buffer.byteLength(text) + 1;
      if (!text.trim()) continue;
      const read = readConversation(text, { platform: o.platform, asPrompt: false });
      if (!read.ok) {
        failed++;
        io.stdout(JSON.stringify({ line, error: read.exportOf ? `an export of ${read.exportOf} conversations` : read.message }));
        continue;
      }
      const input = withOverrides(read.input, o);
      const result: AnalysisResult = analyzeConversation(input, o.analysis);
      io.stdout(JSON.stringify({ line, ...(read.facts.id !== null ? { id: read.facts.id } : {}), engineVersion: result.engineVersion, summary: result.summary, messages: result.messages }));
      rows.push(analysedRow(`${file} line ${line}`, line, read.facts, titleOf(read.facts, input), result));
      progress.update(bytes, rows.length);
    }
  } finally {
    progress.stop();
  }
  if (failed) io.stderr(`kibitz analyze: ${failed} ${failed === 1 ? 'line is' : 'lines are'} not a conversation (see their "error")`);
  const bar = checkBar(io, rows, o);
  return bar || (failed ? 1 : 0);
}

export const analyzeCommand: Command = {
  name: 'analyze',
  help: HELP,
  async run(args, io) {
    const o = options(args);
    const terminal = terminalOf(io.terminal);
    if (o.jsonl) return (await io.rerunAsBatch?.(o.inputs)) ?? jsonl(io, o, o.inputs[0]!, terminal);
    const { files, many } = await expandInputs(o.inputs);
    if (many || o.all) return (await io.rerunAsBatch?.(files)) ?? batch(io, o, files, terminal);
    return one(io, o, files[0]!, terminal);
  },
};
