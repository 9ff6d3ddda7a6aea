/**
 * Line normalisation shared by the vocabulary matchers. Pure string work, no I/O.
 *
 * - `cased`: trimmed, NFKC (full-width CJK punctuation and letters become ASCII: "：" → ":",
 *   "（" → "(", "…" → "..."), whitespace runs collapsed to one space, a trailing colon /
 *   ellipsis / full stop / "!" removed ("Copied!" → "Copied", "Send a message..." → "Send a message").
 * - `lower`: the same, lower-cased (what the Sets are keyed by).
 */

const NON_ASCII = /[\u0080-\uffff]/;
const TRAILING = /[\s:.!。．…]+$/;

export interface NormalizedLine {
  cased: string;
  lower: string;
}

export function normalizeLine(line: string): NormalizedLine {
  let s = line.trim();
  if (NON_ASCII.test(s)) s = s.normalize('NFKC');
  if (/\s\s|[\t\n\r\u00a0]/.test(s)) s = s.replace(/\s+/g, ' ');
  s = s.replace(TRAILING, '');
  return { cased: s, lower: s.toLowerCase() };
}

/** Normalise a vocabulary entry the same way a line is normalised, so lists can be written naturally. */
export function key(entry: string): string {
  return normalizeLine(entry).lower;
}

/** Strip markdown decoration around a speaker label: "**User:**", "## Assistant", "> Human:". */
export function stripLabelMarkup(name: string): string {
  return name.trim().replace(/^[#>*_\s]+/, '').replace(/[*_\s]+$/, '').replace(/[:：]$/, '').replace(/[*_\s]+$/, '');
}
