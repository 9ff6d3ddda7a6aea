/** From a file's text to what the engine scores: the same rules for one file, many files and each JSON line. */
import { conversationVerdict, parseConversation } from '../../core/conversation/index';
import type { Platform, PlatformChoice, Role } from '../../core/conversation/types';
import { listExport, pickConversation, readSourceBytes, type ExportConversationSummary } from '../../core/conversation/exports/index';
import type { AnalysisInput } from '../../core/scoring/types';

/** What an analysis needs besides the messages: where it came from, for titles, tables and exports. */
export interface ConversationFacts {
  title: string | null;
  platform: Platform;
  format: string | null;
  parsingMethod: string | null;
  date: string | null;
  /** The export's own id, or a JSON line's `id`. */
  id: string | null;
}

export type ReadConversation =
  | { ok: true; input: AnalysisInput; facts: ConversationFacts }
  | { ok: false; message: string; exportOf?: number };

const noFacts: ConversationFacts = { title: null, platform: 'other', format: null, parsingMethod: null, date: null, id: null };

const USER_ROLES = new Set(['user', 'human', 'prompter']);

/** JSON input `{messages: [{role, content}], sessionGoal?, projectContext?, title?, id?}`; null when the text is not that shape. */
export function readJsonConversation(text: string): { input: AnalysisInput; facts: ConversationFacts } | null {
  const t = text.trim();
  if (!t.startsWith('{')) return null;
  let data: unknown;
  try {
    data = JSON.parse(t);
  } catch {
    return null;
  }
  const d = data as { messages?: unknown; sessionGoal?: unknown; projectContext?: unknown; title?: unknown; id?: unknown };
  if (!Array.isArray(d.messages) || !d.messages.every((m) => m && typeof m === 'object' && typeof (m as { content?: unknown }).content === 'string' && typeof (m as { role?: unknown }).role === 'string')) return null;
  const messages = (d.messages as Array<{ role: string; content: string }>).map((m) => ({
    role: (USER_ROLES.has(m.role.toLowerCase()) ? 'user' : 'assistant') as Role,
    content: m.content,
  }));
  return {
    input: {
      messages,
      ...(typeof d.sessionGoal === 'string' ? { sessionGoal: d.sessionGoal } : {}),
      ...(typeof d.projectContext === 'string' ? { projectContext: d.projectContext } : {}),
    },
    facts: { ...noFacts, title: typeof d.title === 'string' ? d.title : null, id: typeof d.id === 'string' || typeof d.id === 'number' ? String(d.id) : null, format: 'json', parsingMethod: 'json' },
  };
}

/** A picked export conversation, parsed and checked by the paste screen's rule. */
export function readExportConversation(value: unknown, summary: ExportConversationSummary, platform: PlatformChoice): ReadConversation {
  const { result } = pickConversation(value, summary, { platform });
  const verdict = conversationVerdict(result);
  if (!verdict.ok) return { ok: false, message: verdict.message };
  return {
    ok: true,
    input: { messages: result.messages.map((m) => ({ role: m.role, content: m.content })) },
    facts: { title: summary.title, platform: result.detection.platform, format: result.detection.format, parsingMethod: result.detection.detectionMethod, date: summary.updatedAt ?? summary.createdAt, id: summary.id },
  };
}

/**
 * A file's text as one conversation: our JSON shape (scored as given), an export holding exactly one
 * conversation, or text the parser splits; refused by the paste screen's rule (empty, logs, fewer
 * than 2 messages, low confidence). `asPrompt`: the whole text is one person message (a saved prompt).
 */
export function readConversation(text: string, { platform, asPrompt }: { platform: PlatformChoice; asPrompt: boolean }): ReadConversation {
  if (asPrompt) {
    const content = text.trim();
    if (!content) return { ok: false, message: 'The prompt is empty.' };
    return { ok: true, input: { messages: [{ role: 'user', content }] }, facts: { ...noFacts, format: 'prompt', parsingMethod: 'prompt' } };
  }
  const json = readJsonConversation(text);
  if (json) {
    if (json.input.messages.length === 0) return { ok: false, message: 'no messages found in the input' };
    return { ok: true, ...json };
  }
  const head = text.trimStart()[0];
  if (head === '[' || head === '{') {
    const bytes = new TextEncoder().encode(text);
    const { result } = listExport(bytes);
    if (result.ok && result.listing.conversations.length > 1) {
      return { ok: false, exportOf: result.listing.conversations.length, message: `an export of ${result.listing.conversations.length} conversations` };
    }
    if (result.ok) {
      const only = result.listing.conversations[0]!;
      return readExportConversation(readSourceBytes(bytes.subarray(only.source.start, only.source.end), only.source), only, platform);
    }
  }
  const parsed = parseConversation(text, { platform });
  // The paste screen's rule: a text it would not analyse (empty, logs, too few messages) is not scored here either.
  const verdict = conversationVerdict(parsed);
  if (!verdict.ok) return { ok: false, message: verdict.message };
  return {
    ok: true,
    input: { messages: parsed.messages.map((m) => ({ role: m.role, content: m.content })) },
    facts: { ...noFacts, platform: parsed.detection.platform, format: parsed.detection.format, parsingMethod: parsed.detection.detectionMethod },
  };
}
