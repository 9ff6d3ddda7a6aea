/**
 * A message's code, read one way by every check that looks into it: fenced blocks (with their language
 * tag) and inline spans. The scan (scan.ts) leaves code out of a message's words; these read it back.
 */
const CODE_SPANS = /```([^\n`]*)\n?([\s\S]*?)(?:```|$)|`([^`\n]+)`/g;

export interface CodeSpan {
  /** A fence's language tag ("sql"), '' for inline code. */
  tag: string;
  body: string;
  fenced: boolean;
}

export function codeSpansOf(text: string): CodeSpan[] {
  const out: CodeSpan[] = [];
  for (const m of text.matchAll(CODE_SPANS)) out.push(m[3] !== undefined ? { tag: '', body: m[3], fenced: false } : { tag: m[1] ?? '', body: m[2] ?? '', fenced: true });
  return out;
}
