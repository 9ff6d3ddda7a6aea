import { buildContext, type Candidate } from './context';
import { detectEditRetry, detectFormat } from './detect-format';
import { withoutGluedReasoning } from './reasoning';
import { dropCitationNumberLine, dropPageFooterLines, dropRecurringEdgeLines, dropSourceNameLines, dropTrailingEndJunk, stripGluedCitations, unwrapFencedProse } from './edges';
import { chromeKindOf } from './chrome';
import { ConversationTooLargeError, checkConversationSize } from './errors';
import { MAX_CONVERSATION_CHARACTERS } from '../plans';
import { parseAiderHistory } from './parsers/aider';
import { parseAiStudio } from './parsers/ai-studio';
import { captionTranscript } from './parsers/captions';
import { blockCommentedTranscript, uncommentedTranscript } from './parsers/commented';
import { avatarBubbles, taggedTranscript } from './parsers/tagged';
import { parseChatTemplate } from './parsers/chat-template';
import { parseClaudeTurns, unglueClaudeCopy, unglueSaidHeadings, unglueVocabularySaidHeadings } from './parsers/claude-web';
import { parseExport, readJson } from './parsers/exports';
import { readChatJson } from './parsers/json-chat';
import { classedQuotes, emphasisedQuotes, htmlQuotedAnswers } from './parsers/quoted-chats';
import { parseHeadedQuestions } from './parsers/headed-questions';
import { parseLabeled } from './parsers/labeled';
import { parseMarkers } from './parsers/markers';
import { parseWebTurns } from './parsers/web-turns';
import { pageFooterLines } from './parsers/page-edges';
import { parsePromptPrefix } from './parsers/prompt-prefix';
import { parseQuoted } from './parsers/quoted';
import { singleAnswerInstead } from './parsers/single-answer';
import { platformClues } from './platform';
import { isUnbalanced } from './balance';
import { ISSUES, RULE, SUGGESTIONS } from './rule';
import { fencedBlocks, normalizeNewlines } from './text';
import { unglueInlineSaidHeadings } from './inline-headings';
import { dropGluedLanguageHeaders } from './glued-language';
import { dropTranscriptFrames, withoutEscapedEdgeSpaces } from './transcript-frames';
import type { EditRetryDetection, FormatDetection, ParseDetection, ParseOptions, ParseResult, ParsedMessage, Platform } from './types';

/**
 * parseConversation: what a person pasted (or uploaded) -> messages + detection.
 * Export files are read by their JSON shape. Text goes to three structure finders (speaker
 * labels, Claude's avatar turns, UI markers / blank-line gaps); each says how sure it is, and
 * the surest wins. The chosen platform only breaks near-ties and fills in an unknown platform.
 * Never throws; the size limit is checked before anything is scanned.
 */

const EMPTY_EDIT_RETRY: EditRetryDetection = {
  isEditRetry: false, finalMessagePairs: 0, editCount: 0, retryCount: 0, confidence: 0, detectionMethod: 'none', conversationFlow: '0U/0A', parsedMessages: [],
};

/** How much better (in confidence) a finder must be to beat the one matching the chosen platform. */
const HINT_MARGIN = 0.1;

function emptyRule(issue: string): FormatDetection {
  return { format: 'unlabeled', platform: 'other', confidence: 0, messageCount: 0, detectionMethod: 'none', patterns: [], issues: [issue], suggestions: [] };
}

function choose(candidates: Candidate[], hint: Platform | null): Candidate | null {
  let best: Candidate | null = null;
  for (const c of candidates) if (!best || c.confidence > best.confidence) best = c;
  if (best && hint && best.platform !== hint) {
    const hinted = candidates.find((c) => c.platform === hint && c.confidence >= (best as Candidate).confidence - HINT_MARGIN);
    if (hinted) best = hinted;
  }
  return best;
}

function toMessages(c: Candidate | null): ParsedMessage[] {
  return (c?.messages ?? []).map((m, index) => ({ role: m.role, content: m.content, index, editable: true }));
}

/** The structure finders, surest kinds first, with the highest confidence each can report. */
const FINDERS: readonly { find: (ctx: ReturnType<typeof buildContext>) => Candidate | null; ceiling: number }[] = [
  { find: parseAiStudio, ceiling: 0.95 },
  { find: parseChatTemplate, ceiling: 0.95 },
  { find: parseAiderHistory, ceiling: 0.95 },
  { find: parseLabeled, ceiling: 1 },
  { find: parseClaudeTurns, ceiling: 1 },
  { find: parseQuoted, ceiling: 0.95 },
  { find: parsePromptPrefix, ceiling: 0.8 },
  { find: parseWebTurns, ceiling: 0.75 },
  { find: parseMarkers, ceiling: 0.9 },
  { find: parseHeadedQuestions, ceiling: 0.6 },
];

/** The paste shows its sources: a "Sources" strip, a domain chip or a "+3" count on a line of its own. */
/**
 * Sites the paste's source cards name, by a domain line of their own ("britannica.com" → "britannica"): an
 * answer's bare "britannica" after a sentence is then that card's chip.
 */
function cardSites(ctx: ReturnType<typeof buildContext>): Set<string> {
  const sites = new Set<string>();
  for (let i = 0; i < ctx.trimmed.length; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || t.length > 60 || !/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}$/.test(t) || chromeKindOf(t) !== 'citation') continue;
    const labels = t.replace(/^www\./, '').split('.');
    sites.add(labels.length >= 2 ? (labels[labels.length - 2] ?? '') : t);
  }
  return sites;
}

function showsSources(ctx: ReturnType<typeof buildContext>): boolean {
  for (let i = 0; i < ctx.trimmed.length; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (!ctx.fenced[i] && t.length > 0 && t.length <= 60 && chromeKindOf(t) === 'citation') return true;
  }
  return false;
}

function parseText(text: string, hint: Platform | null): { best: Candidate | null; clue: Platform | null } {
  // A Claude page copied with its lines glued together is read as the page it came from (claude-web.ts).
  const unglued = unglueClaudeCopy(text);
  // Said-headings run onto the text before them (Claude's 2026 page): put back on lines of their own.
  // A copy that lost its line breaks: headings inside lines, in any UI language (inline-headings.ts).
  // The first, glued, in another UI language ("…Backend.Anda berkata: …May 12Claude merespons: …").
  const ctx = buildContext(unglued ?? unglueSaidHeadings(text) ?? unglueInlineSaidHeadings(text) ?? unglueVocabularySaidHeadings(text) ?? text);
  if (unglued !== null) ctx.glued = true;
  const candidates: Candidate[] = [];
  let surest = 0;
  for (const { find, ceiling } of FINDERS) {
    // A finder that cannot beat what is already found is not run (label-less readings top out
    // at 0.75 and 0.9: on a cleanly labelled 500 KB paste they were a third of the parse time).
    if (surest >= ceiling) continue;
    const c = find(ctx);
    if (c && c.messages.length > 0) {
      candidates.push(c);
      surest = Math.max(surest, c.confidence);
    }
  }
  let best = choose(candidates, hint);
  // A label-less reading whose person never asks, of a paste an assistant signed: one answer.
  if (best && best.format === 'unlabeled') best = singleAnswerInstead(ctx, best) ?? best;
  // Per-turn chrome that only shows across answers (a badge over each, a count, a link under each).
  if (best) {
    // A transcript's titles between exchanges, its quote marks around turns, an agent's tool sections.
    if (best.parser === 'speaker_labels') dropTranscriptFrames(best.messages);
    withoutEscapedEdgeSpaces(best.messages);
    dropCitationNumberLine(best.messages);
    // The paste's own end first (a closing heading, a status bar): the last answer's edge is then comparable with the others'.
    dropTrailingEndJunk(best.messages);
    dropPageFooterLines(best.messages, pageFooterLines(ctx));
    dropRecurringEdgeLines(best.messages);
    for (const m of best.messages) if (m.role === 'assistant') m.content = withoutGluedReasoning(m.content);
    dropGluedLanguageHeaders(best.messages);
    unwrapFencedProse(best.messages);
    const sources = showsSources(ctx);
    stripGluedCitations(best.messages, sources, sources ? cardSites(ctx) : undefined);
    dropSourceNameLines(best.messages, sources);
  }
  return { best, clue: platformClues(ctx) };
}

/** A JSON list of two or more strings, as the text of its lines (a chat log kept as a list of "Name: text" strings). */
function linesOfStrings(json: unknown): string | null {
  if (!Array.isArray(json) || json.length < 2 || !json.every((x) => typeof x === 'string')) return null;
  return (json as string[]).join('\n\n');
}

/** A JSON file's conversation: a known export's reader first, the structural reader where it finds more turns. */
function readJsonConversation(json: unknown): Candidate | null {
  const known = parseExport(json);
  if (known && known.messages.length >= 2) return known;
  const found = readChatJson(json);
  return found && found.messages.length > (known?.messages.length ?? 0) ? found : known;
}

/**
 * An export kept inside a Markdown note: a title and a few metadata lines around one fenced JSON block
 * that holds most of the file ("# Title" / "- id: …" / "```json" / the conversation's export / "```").
 * The block is read as the export; a note with more text of its own than the block is not one.
 */
function fencedExport(input: string): Candidate | null {
  if (!input.includes('```') && !input.includes('~~~')) return null;
  const lines = normalizeNewlines(input).split('\n');
  for (const [start, end] of fencedBlocks(lines)) {
    if (end - start < 4) continue;
    // Measured before the body is joined: a paste with hundreds of small code blocks joined each one.
    let chars = 0;
    for (let i = start + 1; i < end; i++) chars += (lines[i] as string).length + 1;
    if ((chars - 1) * 5 < input.length * 4) continue;
    const body = lines.slice(start + 1, end).join('\n');
    const json = readJson(body);
    const found = json === null ? null : readJsonConversation(json);
    if (found && found.messages.length >= 2) return found;
  }
  return null;
}

function parseInner(input: string, options: ParseOptions): ParseResult {
  const hint: Platform | null = options.platform === 'claude' || options.platform === 'chatgpt' ? options.platform : null;
  const json = readJson(input);
  const exported = json === null ? fencedExport(input) : readJsonConversation(json);
  const text = normalizeNewlines(input);
  const rule = exported ? { ...emptyRule('Export file: read by its structure, not by text rules'), format: 'standard_labeled' as const } : detectFormat(text);
  const editRetry = exported ? EMPTY_EDIT_RETRY : detectEditRetry(text);
  let best: Candidate | null = exported;
  let clue: Platform | null = null;
  // A caption file (WebVTT, SRT) is read as the transcript its cues spell out; a JSON list of strings
  // ("You: …", "Trinity: …") as the transcript its lines spell out; a chat kept as line comments
  // ("// You said:") without the comment leaders; a chat kept as markup ("<user>…</user>") as the transcript its elements spell out.
  if (!exported) ({ best, clue } = parseText(captionTranscript(text) ?? uncommentedTranscript(text) ?? blockCommentedTranscript(text) ?? taggedTranscript(text) ?? avatarBubbles(text) ?? classedQuotes(text) ?? emphasisedQuotes(text) ?? htmlQuotedAnswers(text) ?? linesOfStrings(json) ?? text, hint));

  const messages = toMessages(best);
  const issues = [...(best?.issues ?? [])];
  const suggestions: string[] = [];
  let confidence = best?.confidence ?? 0;
  let format = best?.format ?? rule.format;
  if (!best || messages.length < 2) {
    // No conversation structure: the spec rule decides (logs are "technical", one message).
    if (rule.format === 'technical' && text.trim().length > 0) {
      format = 'technical';
      confidence = RULE.technical.confidence;
      if (messages.length === 0) messages.push({ role: 'user', content: text.trim(), index: 0, editable: true });
      suggestions.push(SUGGESTIONS.technical);
    } else {
      confidence = Math.min(confidence, rule.confidence);
      for (const i of rule.issues) if (!issues.includes(i)) issues.push(i);
      suggestions.push(...rule.suggestions);
    }
  } else {
    if (isUnbalanced(messages)) {
      issues.push(ISSUES.unbalanced);
      suggestions.push(SUGGESTIONS.unbalanced);
    }
    if (confidence < 0.5) suggestions.push(SUGGESTIONS.unlabeled);
  }
  let platform: Platform = best?.platform ?? 'other';
  if (platform === 'other') platform = clue ?? hint ?? rule.platform;
  const detection: ParseDetection = {
    format,
    platform,
    confidence: Math.round(confidence * 1000) / 1000,
    messageCount: messages.length,
    detectionMethod: best?.parser ?? (format === 'technical' ? 'log_patterns' : 'none'),
    patterns: best?.patterns ?? rule.patterns,
    issues,
    suggestions,
    parser: best?.parser ?? (text.trim().length > 0 ? 'single_block' : 'empty'),
    rule,
    editRetry,
    uncertainties: best?.uncertainties ?? [],
  };
  if (best?.branches) detection.branches = best.branches;
  return { messages, detection };
}

function failed(issue: string, error?: ParseResult['error']): ParseResult {
  const rule = emptyRule(issue);
  const result: ParseResult = {
    messages: [],
    detection: { ...rule, parser: 'empty', rule, editRetry: EMPTY_EDIT_RETRY, issues: [issue], uncertainties: [] },
  };
  if (error) result.error = error;
  return result;
}

/** The largest export JSON read for one conversation (a picked conversation's compact JSON is far smaller). */
const MAX_EXPORT_INPUT_CHARACTERS = 4 * MAX_CONVERSATION_CHARACTERS;

export function parseConversation(input: string, options: ParseOptions = {}): ParseResult {
  if (typeof input !== 'string') return failed('No text to parse');
  // An export's JSON carries ids and metadata around the text: the limit applies to the messages
  // it holds (what is analysed), within a bound on the file itself.
  const looksLikeJson = input.length <= MAX_EXPORT_INPUT_CHARACTERS && /^\s*[[{]/.test(input.slice(0, 64));
  const tooLarge = looksLikeJson ? null : checkConversationSize(input);
  if (tooLarge) return failed(tooLarge.message, tooLarge);
  try {
    const result = parseInner(input, options);
    if (looksLikeJson) {
      const chars = result.messages.reduce((n, m) => n + m.content.length, 0);
      const textTooLarge = chars > MAX_CONVERSATION_CHARACTERS ? new ConversationTooLargeError(chars) : result.detection.parser.endsWith('_json') ? null : checkConversationSize(input);
      if (textTooLarge) return failed(textTooLarge.message, textTooLarge);
    }
    return result;
  } catch {
    // A bug must not take the paste screen down; the person can still label the text by hand.
    return failed('This text could not be parsed automatically');
  }
}
