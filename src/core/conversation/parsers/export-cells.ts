/**
 * What chat apps' text exports do to a message's text, read by shape (LINE, KakaoTalk, WhatsApp):
 * a message of several lines written as one quoted cell, and a placeholder where a sticker or a
 * photo was sent.
 */

/**
 * LINE's .txt history writes a multi-line message as a CSV-style cell: `"` before the first line,
 * `"` after the last, and a quote inside doubled (`""`). Lines are the message's, the label's text
 * first; returns them without the cell's quotes, or unchanged when they are not one quoted cell.
 */
export function unquoteCell(lines: readonly string[]): string[] {
  let last = lines.length - 1;
  while (last > 0 && (lines[last] ?? '').trim().length === 0) last--;
  const first = lines[0] ?? '';
  const end = (lines[last] ?? '').trimEnd();
  if (last < 1 || !first.startsWith('"') || !end.endsWith('"') || (end.endsWith('""') && !end.endsWith('"""'))) return [...lines];
  // Inside a cell every quote is doubled: a lone quote means this is not one cell but text in quotes.
  const body = [first.slice(1), ...lines.slice(1, last), end.slice(0, -1)];
  if (body.some((l) => /(^|[^"])"("")*([^"]|$)/.test(l))) return [...lines];
  return [...body.map((l) => l.replace(/""/g, '"')), ...lines.slice(last + 1)];
}

/**
 * "[Sticker]", "[Photo]", "[写真]", "<Media omitted>": a whole message that is one or two words in
 * brackets is what a chat export writes in place of something sent that is not text.
 */
export function isMediaPlaceholder(content: string): boolean {
  return content.length <= 24 && /^(?:\[\p{L}[\p{L} ]{0,20}\]|<\p{L}[\p{L} ]{0,20}>)$/u.test(content.trim()) && content.trim().split(' ').length <= 2;
}
