/**
 * Vocabulary of AI-assistant web pages: the UI strings a select-all copy carries, in English, Spanish, Portuguese,
 * French, German, Italian, Russian, Chinese (simplified + traditional), Japanese and Korean. Pure functions, no I/O.
 * Sources and confidence for each group: comments in the kind files and docs/formats.md.
 *
 * Matching: a line is trimmed, NFKC-normalised (full-width CJK punctuation → ASCII), whitespace-collapsed,
 * lower-cased, and a trailing ":" / "..." / "…" / "." / "!" is ignored. Exact strings live in one Map; a few anchored
 * regexes (behind cheap guards) cover numbered forms. Lines over 120 characters are rejected, except disclaimers (240).
 */
import { BUTTONS, EDIT_BOX_BUTTONS, EDIT_LABELS, GLUED_BUTTONS, RETRY_LABELS } from './buttons';
import { CITATIONS, CITATION_PATTERNS } from './citations';
import { COMPOSER, COMPOSER_PATTERNS } from './composer';
import { DISCLAIMER_LINES, isDisclaimer } from './disclaimers';
import { BADGES, isModelBadge } from './names';
import { NAVIGATION, PLAN_BADGES } from './navigation';
import { key, normalizeLine } from './normalize';
import { STATUS_LINES, STATUS_PATTERNS, mayBeStatus } from './status';
import { TIMING_PATTERNS, TIMING_PHRASES, mayBeTiming } from './timing';

export { ASSISTANT_NAMES, addressesAssistant, asksOnBehalfOfAssistant, isAssistantName } from './names';
export { saidMarker, roleWord } from './speakers';
export { isAttachmentName, isAttachmentType } from './attachments';
export { EDIT_LABELS, RETRY_LABELS } from './buttons';

const EDIT_KEYS: ReadonlySet<string> = new Set(EDIT_LABELS.map(key));
const PLAN_KEYS: ReadonlySet<string> = new Set(PLAN_BADGES.map(key));

/** The plan badge under the account name ("Free plan", "Plano gratuito", "無料プラン"), in any UI language. */
export function isPlanBadge(trimmedLine: string): boolean {
  return trimmedLine.length > 0 && trimmedLine.length <= 40 && PLAN_KEYS.has(normalizeLine(trimmedLine).lower);
}
const RETRY_KEYS: ReadonlySet<string> = new Set(RETRY_LABELS.map(key));

const EDIT_BOX_KEYS: ReadonlySet<string> = new Set(EDIT_BOX_BUTTONS.map(([cancel, send]) => `${key(cancel)}\n${key(send)}`));

// The copy button alone after the language ("pythonCopy codeimport …", "diffCopy@@ -91,13 +91,8 @@": Claude and
// ChatGPT copies with glued lines) comes last, so the longer glued pairs are tried first.
const GLUED_HEADER = new RegExp(`^([A-Za-z][\\w+#.-]{0,15}?)(${[...GLUED_BUTTONS, 'Copy code', 'Copy'].map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(.*)$`);

/**
 * A code block's header glued into one line with the block's first line ("java复制编辑public class A {"):
 * the language and the buttons, and what follows them. Null when the line does not start so.
 */
export function gluedCodeHeader(trimmedLine: string): { language: string; rest: string } | null {
  if (trimmedLine.length < 4 || !/^[A-Za-z]/.test(trimmedLine)) return null;
  const m = GLUED_HEADER.exec(trimmedLine);
  return m ? { language: m[1] as string, rest: m[3] as string } : null;
}

/** Two lines that are the buttons under a prompt opened for editing ("Cancel" / "Send"), in one UI language. */
export function isEditBoxButtons(first: string, second: string): boolean {
  if (first.length > 24 || second.length > 24) return false;
  return EDIT_BOX_KEYS.has(`${normalizeLine(first).lower}\n${normalizeLine(second).lower}`);
}

/** The turn-framing button a line is, in any UI language: 'edit' closes a prompt, 'retry' an answer. */
export function turnButton(trimmedLine: string): 'edit' | 'retry' | null {
  if (trimmedLine.length === 0 || trimmedLine.length > 40) return null;
  const { lower } = normalizeLine(trimmedLine);
  return EDIT_KEYS.has(lower) ? 'edit' : RETRY_KEYS.has(lower) ? 'retry' : null;
}

export type ChromeKind =
  | 'button'
  | 'timing'
  | 'status'
  | 'navigation'
  | 'composer'
  | 'disclaimer'
  | 'badge'
  | 'citation';

const SHORT_MAX = 120;
const COLON_KINDS: ReadonlySet<ChromeKind> = new Set(['citation', 'timing', 'status', 'disclaimer', 'composer']);
const LONG_MAX = 240;

// One exact-string table. When a string is listed under two kinds, the earlier kind here wins
// (e.g. "Share" is a button before it is navigation; "Deep Research" a badge before navigation).
const EXACT: ReadonlyMap<string, ChromeKind> = (() => {
  const m = new Map<string, ChromeKind>();
  const add = (kind: ChromeKind, list: readonly string[]) => {
    for (const entry of list) {
      const k = key(entry);
      if (k.length > 0 && !m.has(k)) m.set(k, kind);
    }
  };
  add('disclaimer', DISCLAIMER_LINES);
  add('timing', TIMING_PHRASES);
  add('status', STATUS_LINES);
  add('citation', CITATIONS);
  add('badge', BADGES);
  add('composer', COMPOSER);
  add('button', BUTTONS);
  add('navigation', NAVIGATION);
  return m;
})();

/**
 * A sources header with its count in brackets ("Sources (5)", "Fuentes (3)", "출처 (12)"): Le Chat and
 * others print the header of the source list under an answer with how many there are. The header
 * must be one the citation list knows, in any of the ten UI languages; the count is what varies.
 */
function isCountedCitationHeader(lower: string): boolean {
  // "Sources (6)", or with a middle dot as Perplexity's tab prints it: "Fontes · 9", "ソース · 8".
  const m = lower.endsWith(')') ? /^(.{1,30}?) ?\(\d{1,3}\)$/.exec(lower) : lower.includes('·') ? /^(.{1,30}?) ?· ?\d{1,3}$/.exec(lower) : null;
  return m !== null && EXACT.get(m[1] ?? '') === 'citation';
}

/**
 * An artifact card's kind and version under its title (Claude: "Document · Version 2", "Code · Version 3"), in the
 * ten UI languages (medium: product memory). The card opens the artifact: a button.
 */
const ARTIFACT_CARD = /^\p{L}+(?: \p{L}+)? · (?:version|versión|versão|versione|версия|版本|バージョン|버전) ?\d{1,3}$/u;
const isArtifactCardLower = (lower: string): boolean => lower.includes(' · ') && ARTIFACT_CARD.test(lower);

/** The line of an artifact card under its title: "Click to open document", "Document · Version 2". */
export function isArtifactCard(trimmedLine: string): boolean {
  if (trimmedLine.length === 0 || trimmedLine.length > 60) return false;
  const { lower } = normalizeLine(trimmedLine);
  return lower.startsWith('click to open') || isArtifactCardLower(lower);
}

/** Which kind of UI chrome a whole line is, or null for anything a person or an assistant could have written. */
export function chromeKindOf(trimmedLine: string): ChromeKind | null {
  const len = trimmedLine.length;
  if (len === 0 || len > LONG_MAX) return null;
  const { lower } = normalizeLine(trimmedLine);
  if (lower.length === 0) return null;
  if (len <= SHORT_MAX) {
    const exact = EXACT.get(lower);
    // A trailing colon is tolerated only where a UI prints one (headers such as "Sources:", "思考時間:");
    // "private:" / "Code:" are code or prose, not a button or sidebar entry.
    if (exact) return COLON_KINDS.has(exact) || !/[:：]$/.test(trimmedLine.trimEnd()) ? exact : null;
    if (lower.length <= 60) {
      if (mayBeTiming(lower)) for (const re of TIMING_PATTERNS) if (re.test(lower)) return 'timing';
      for (const re of CITATION_PATTERNS) if (re.test(lower)) return 'citation';
      if (isCountedCitationHeader(lower)) return 'citation';
      if (isModelBadge(lower)) return 'badge';
      for (const re of COMPOSER_PATTERNS) if (re.test(lower)) return 'composer';
    }
    if (mayBeStatus(lower)) for (const re of STATUS_PATTERNS) if (re.test(lower)) return 'status';
    if (isArtifactCardLower(lower)) return 'button';
  }
  // Disclaimers keep their final full stop; test the un-stripped lower-cased line.
  if (isDisclaimer(normalizeFull(trimmedLine))) return 'disclaimer';
  return null;
}

function normalizeFull(line: string): string {
  let s = line.trim();
  if (/[\u0080-\uffff]/.test(s)) s = s.normalize('NFKC');
  return s.replace(/\s+/g, ' ').toLowerCase();
}
