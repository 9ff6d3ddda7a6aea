import { SPEC_ASSISTANT_LABELS, SPEC_USER_LABELS } from './labels';
import { ISSUES, RULE, SUGGESTIONS } from './rule';
import { splitLines } from './text';
import type { EditRetryDetection, FormatDetection, ParsedMessage, Platform, Role } from './types';

// A label at the start of a line, optionally as a markdown heading or bold, optionally "... said", then a colon.
const labelRe = (words: readonly string[]) =>
  new RegExp(`^[ \\t]*(?:#{1,6}[ \\t]+)?(?:(?:\\*\\*|__)[ \\t]*)?(${words.join('|')})(?:[ \\t]+said)?[ \\t]*(?:(?:\\*\\*|__)[ \\t]*)?:`, 'i');
/** Only a line's head can hold a label; testing at most this much keeps every line cheap. */
const LABEL_HEAD = 200;
const USER_LABEL = labelRe(SPEC_USER_LABELS);
const ASSISTANT_LABEL = labelRe(SPEC_ASSISTANT_LABELS);

/**
 * The six log-style patterns of the "technical" rule (the spec counts them but does not list
 * them; these are Kibitz's): timestamps, log levels, stack-trace lines, exception names,
 * file paths, shell prompts. Tested per line (lines over 2,000 characters are skipped) so the
 * cost stays linear.
 */
export const LOG_PATTERNS: readonly { name: string; re: RegExp }[] = [
  { name: 'log_timestamps', re: /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|^\[?\d{2}:\d{2}:\d{2}/ },
  { name: 'log_levels', re: /\b(ERROR|WARN|WARNING|INFO|DEBUG|TRACE|FATAL|CRITICAL)\b/ },
  { name: 'stack_traces', re: /^\s+at \S.*:\d+|^Traceback \(most recent call last\)|^\s*File "[^"]+", line \d+/ },
  { name: 'exceptions', re: /\b[A-Z]\w*(Error|Exception)\b(:|$)/ },
  { name: 'file_paths', re: /(^|\s)(\/[\w.-]+){2,}|\b[A-Z]:\\[\w.-]+\\/ },
  { name: 'shell_prompts', re: /^\s*(\$|PS [A-Z]:\\[^>]*>|[\w.-]+@[\w.-]+:\S*[$#]) \S/ },
];

function platformFromLabels(lines: readonly string[]): Platform {
  for (const line of lines) {
    const m = ASSISTANT_LABEL.exec(line.slice(0, LABEL_HEAD));
    const w = m?.[1]?.toLowerCase();
    if (!w) continue;
    if (w === 'claude') return 'claude';
    if (w === 'chatgpt' || w === 'gpt' || w === 'openai') return 'chatgpt';
    if (w === 'gemini' || w === 'bard') return 'gemini';
  }
  return 'other';
}

function countMarkers(lines: readonly string[]): { edits: number; retries: number } {
  let edits = 0;
  let retries = 0;
  for (const line of lines) {
    const t = line.trim();
    if (t === 'Edit') edits++;
    else if (t === 'Retry') retries++;
  }
  return { edits, retries };
}

function editRetryConfidence(edits: number, retries: number): number {
  if (edits > 0 && retries > 0) return RULE.editRetry.bothMarkers;
  if (edits >= 2 || retries >= 2) return RULE.editRetry.twoOrMoreOfOne;
  return RULE.editRetry.exactlyOne;
}

/** Spec "Edit-retry detection": segments between Edit/Retry lines, short ones dropped, roles alternating from user. */
export function detectEditRetry(text: string): EditRetryDetection {
  const lines = splitLines(text);
  const { edits, retries } = countMarkers(lines);
  if (edits + retries === 0) {
    return { isEditRetry: false, finalMessagePairs: 0, editCount: 0, retryCount: 0, confidence: 0, detectionMethod: 'none', conversationFlow: '0U/0A', parsedMessages: [] };
  }
  const segments: string[] = [];
  let cur: string[] = [];
  const flush = () => {
    const s = cur.join('\n').trim();
    if (s.length >= RULE.editRetry.minSegmentChars) segments.push(s);
    cur = [];
  };
  for (const line of lines) {
    const t = line.trim();
    if (t === 'Edit' || t === 'Retry') flush();
    else cur.push(line);
  }
  flush();
  const parsedMessages: ParsedMessage[] = segments.map((content, index) => ({
    role: (index % 2 === 0 ? 'user' : 'assistant') as Role,
    content,
    index,
    editable: true,
  }));
  const users = parsedMessages.filter((m) => m.role === 'user').length;
  const assistants = parsedMessages.length - users;
  return {
    isEditRetry: true,
    finalMessagePairs: Math.min(users, assistants),
    editCount: edits,
    retryCount: retries,
    confidence: editRetryConfidence(edits, retries),
    detectionMethod: 'edit_retry_markers',
    conversationFlow: `${users}U/${assistants}A`,
    parsedMessages,
  };
}

/** Spec section 5 format detection, applied literally to the text. Never throws. */
export function detectFormat(text: string): FormatDetection {
  const lines = splitLines(text);
  const { edits, retries } = countMarkers(lines);
  if (edits + retries > 0) {
    return {
      format: 'claude_edit_retry',
      platform: 'claude',
      confidence: editRetryConfidence(edits, retries),
      messageCount: Math.max(RULE.editRetry.minMessages, edits + retries),
      detectionMethod: 'edit_retry_markers',
      patterns: [...(edits > 0 ? ['edit_markers'] : []), ...(retries > 0 ? ['retry_markers'] : [])],
      issues: [],
      suggestions: [],
    };
  }

  let users = 0;
  let assistants = 0;
  for (const line of lines) {
    const head = line.slice(0, LABEL_HEAD);
    if (USER_LABEL.test(head)) users++;
    else if (ASSISTANT_LABEL.test(head)) assistants++;
  }
  if (users > 0 && assistants > 0) {
    const smaller = Math.min(users, assistants);
    const larger = Math.max(users, assistants);
    let confidence = Math.min(RULE.labeled.cap, RULE.labeled.base + RULE.labeled.perSmallerSide * smaller);
    const issues: string[] = [];
    const suggestions: string[] = [];
    if (smaller / larger < RULE.labeled.balanceRatio) {
      issues.push(ISSUES.unbalanced);
      suggestions.push(SUGGESTIONS.unbalanced);
      confidence *= RULE.labeled.unbalancedFactor;
    }
    return {
      format: 'standard_labeled',
      platform: platformFromLabels(lines),
      confidence,
      messageCount: users + assistants,
      detectionMethod: 'speaker_labels',
      patterns: ['user_labels', 'assistant_labels'],
      issues,
      suggestions,
    };
  }
  if (users > 0 || assistants > 0) {
    return {
      format: 'mixed_format',
      platform: platformFromLabels(lines),
      confidence: RULE.mixed.confidence,
      messageCount: RULE.mixed.countFactor * Math.max(users, assistants),
      detectionMethod: 'partial_labels',
      patterns: [users > 0 ? 'user_labels' : 'assistant_labels'],
      issues: [],
      suggestions: [SUGGESTIONS.mixed],
    };
  }

  const found = new Set<string>();
  for (const line of lines) {
    if (line.length > 2000 || found.size === LOG_PATTERNS.length) continue;
    for (const p of LOG_PATTERNS) if (!found.has(p.name) && p.re.test(line)) found.add(p.name);
  }
  if (found.size >= RULE.technical.minPatterns) {
    return {
      format: 'technical',
      platform: 'other',
      confidence: RULE.technical.confidence,
      messageCount: RULE.technical.messageCount,
      detectionMethod: 'log_patterns',
      patterns: LOG_PATTERNS.filter((p) => found.has(p.name)).map((p) => p.name),
      issues: [],
      suggestions: [SUGGESTIONS.technical],
    };
  }

  // Blocks separated by blank lines, kept when longer than 20 characters.
  let blocks = 0;
  let size = 0;
  const endBlock = () => {
    if (size > RULE.unlabeled.minBlockChars) blocks++;
    size = 0;
  };
  let inBlock = false;
  let block: string[] = [];
  for (const line of lines) {
    if (line.trim().length === 0) {
      if (inBlock) {
        size = block.join('\n').trim().length;
        endBlock();
        block = [];
      }
      inBlock = false;
    } else {
      inBlock = true;
      block.push(line);
    }
  }
  if (inBlock) {
    size = block.join('\n').trim().length;
    endBlock();
  }
  if (blocks >= RULE.unlabeled.minBlocks) {
    return {
      format: 'unlabeled',
      platform: 'other',
      confidence: RULE.unlabeled.confidence,
      messageCount: blocks,
      detectionMethod: 'paragraph_blocks',
      patterns: ['paragraph_blocks'],
      issues: [],
      suggestions: [SUGGESTIONS.unlabeled],
    };
  }
  return {
    format: 'unlabeled',
    platform: 'other',
    confidence: RULE.insufficientConfidence,
    messageCount: blocks,
    detectionMethod: 'paragraph_blocks',
    patterns: [],
    issues: [ISSUES.insufficient],
    suggestions: [SUGGESTIONS.insufficient],
  };
}
