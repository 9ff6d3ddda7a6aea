/**
 * A conversation kept as line comments: people paste a chat into a source file under the code it
 * produced, and turn every line into a comment so the file still compiles ("// Вы сказали:" /
 * "// ChatGPT сказал:" / "// …answer…"). The comment leader is the file's syntax, not the text's:
 * when every non-blank line of the paste starts with the same leader, the paste is read without it
 * (one leader and the space after it per line; deeper indentation stays, it is the text's).
 * Only whole pastes: one commented line among prose is the text's own (a shell comment quoted in
 * an answer), so a single line without the leader leaves the paste as it is.
 */

/** Line-comment leaders of common languages: C-family "//", shell/Python "#", SQL/Lua "--", Lisp/assembly ";". */
const LEADERS = ['//', '#', '--', ';'] as const;

/** The fewest commented lines that make a conversation (two turns with a label each). */
const MIN_LINES = 4;

/** The leader every non-blank line starts with, followed by a space or the line's end; null when there is none. */
function commonLeader(lines: readonly string[]): string | null {
  const body = lines.filter((l) => l.trim().length > 0);
  if (body.length < MIN_LINES) return null;
  for (const leader of LEADERS) {
    const at = (l: string) => {
      const t = l.trimStart();
      if (!t.startsWith(leader)) return false;
      const next = t.charAt(leader.length);
      // "##" is a Markdown heading, "---" a rule, "///" a doc comment's own text: the leader stands alone.
      return next === '' || next === ' ' || next === '\t' || (leader === '//' && next !== '/');
    };
    if (at(body[0] as string) && body.every(at)) return leader;
  }
  return null;
}

/** The paste without its comment leaders when every non-blank line carries the same one; null otherwise. */
export function uncommentedTranscript(text: string): string | null {
  // Most pastes fail on their first character: nothing is split for them.
  const first = text.trimStart().charAt(0);
  if (first !== '/' && first !== '#' && first !== '-' && first !== ';') return null;
  const lines = text.split('\n');
  const leader = commonLeader(lines);
  if (leader === null) return null;
  return lines
    .map((l) => {
      const t = l.trimStart();
      if (!t.startsWith(leader)) return l;
      const rest = t.slice(leader.length);
      return rest.startsWith(' ') || rest.startsWith('\t') ? rest.slice(1) : rest;
    })
    .join('\n');
}
