/** A session's title when none is given: the first line of the person's first message. */
export const TITLE_LENGTH = 80;

export function titleFromMessages(messages: readonly { role: string; content: string }[]): string {
  const first = messages.find((m) => m.role === 'user') ?? messages[0];
  const line = (first?.content ?? '').split('\n').map((l) => l.trim()).find(Boolean) ?? '';
  if (!line) return 'Untitled conversation';
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  // Cut at a word boundary unless that would throw away most of the line (one very long word).
  return `${(atWord > TITLE_LENGTH / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
