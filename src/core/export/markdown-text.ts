/**
 * Pasted conversations (the person's text and the assistant's) must reach a Markdown viewer as
 * text, never as markup: raw HTML (`<svg onload>`, `<script>`, a `</blockquote>` that closes the
 * quote) and links (`[x](javascript:…)`, `<javascript:…>`) would otherwise run in any viewer that
 * renders them. Long texts go in a code fence, which every CommonMark viewer shows verbatim; short
 * fields (title, goal, insights) are escaped so they still read as prose.
 */

/**
 * A fenced code block holding `text` exactly. The fence is longer than any run of backticks in the
 * text, so nothing inside can close it (CommonMark: a closing fence is at least as long).
 */
export function fenced(text: string): string {
  const longestRun = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  // Every line ending (CR, LF, CRLF) becomes LF: CommonMark ends lines at a lone CR too.
  return `${fence}text\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}

/**
 * Characters that make inline markup anywhere in a line: links and images (`[`, `]`, `!`), code,
 * emphasis and strikethrough, table cells (`|`) and the backslash itself. A backslash makes each a
 * literal (CommonMark 2.4). `<`, `>` and `&` become entities instead, so no tag, autolink or
 * entity can start.
 */
const INLINE_MARKUP = /[\\`*_[\]!|~]/g;
/** What starts a block only at the start of a line: a heading, a list item, a quote, a rule. */
const BLOCK_START = /^(#|[-+=]|\d+(?=[.)]))/;

/**
 * One line of inline text: no HTML, no link, no emphasis, nothing that starts a block; line
 * breaks become spaces so the text stays on its line (a heading, a list item, a table cell).
 * Ordinary punctuation (. , : ( ) -) is left as it is, so the Markdown file stays readable as text.
 */
export function inlineText(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(INLINE_MARKUP, (c) => `\\${c}`)
    .replace(BLOCK_START, (c) => (/^\d/.test(c) ? `${c}\\` : `\\${c}`));
}
