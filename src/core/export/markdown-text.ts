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

/** Characters Markdown gives a meaning to; a backslash makes each a literal (CommonMark 2.4). */
const MARKDOWN_PUNCTUATION = /[\\`*_[\]()#+\-!|~{}.]/g;

/**
 * One line of inline text: HTML characters become entities (no tag, no autolink can start), the
 * rest of Markdown's punctuation is backslash-escaped (no link, image, emphasis or table cell), and
 * line breaks become spaces so the text stays on its line (a heading, a list item, a table cell).
 */
export function inlineText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
    .replace(/\s*[\r\n]+\s*/g, ' ');
}
