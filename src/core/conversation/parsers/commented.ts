import { parseLabelLine, roleOfName } from '../labels';

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

/** A line of C-family code: it ends a statement or a block, or opens one, or is an import, an annotation or a comment. */
const CODE_LINE = /(?:[;{}()[\],]|=>|\*\/)$|^(?:import|package|using|#include|@\w|\/\/|\/?\*)/;

/**
 * A conversation kept in a block comment of a source file: people paste the chat that wrote their code into
 * the file inside "/*" … "*\/" so it still compiles (a Java class, then "/*", the prompt, "ChatGPT сказал:", the
 * answer, " *\/"; or the comment first and the code under it). Exactly one comment of several lines holds a
 * speaker's label, the rest of the paste reads as code (its lines end in ";", "{", "}" or a bracket, or are
 * imports, annotations and other comments) and holds none: then that comment's text is the paste. A
 * Javadoc's " * " leaders come off when every line of the comment carries one. Null otherwise.
 */
export function blockCommentedTranscript(text: string): string | null {
  if (!text.includes('/*') || !text.includes('*/')) return null;
  const lines = text.split('\n');
  const speaks = (l: string) => {
    const label = l.length <= 80 ? parseLabelLine(l) : null;
    return label !== null && (label.said || label.roleHint !== null || roleOfName(label.name) !== null);
  };
  let chat: string[] | null = null;
  let open = -1;
  for (let i = 0; i < lines.length; i++) {
    const t = (lines[i] as string).trim();
    if (open < 0) {
      if (t.startsWith('/*') && !t.includes('*/')) open = i;
      // A label in a line comment outside counts too ("// You said:").
      else if (t.length > 0 && (!CODE_LINE.test(t) || speaks(t.replace(/^(?:\/\/+|\/?\*+)\s*/, '')))) return null;
      continue;
    }
    if (!t.includes('*/')) continue;
    // The comment's text: after the opener on its first line, before the closer on its last.
    if (!/\*\/\s*$/.test(t)) return null;
    const inner = [(lines[open] as string).trim().replace(/^\/\*+/, ''), ...lines.slice(open + 1, i), (lines[i] as string).replace(/\*\/\s*$/, '')];
    open = -1;
    if (!inner.some(speaks)) continue;
    if (chat !== null || inner.filter((l) => l.trim().length > 0).length < MIN_LINES) return null;
    chat = inner;
  }
  if (open >= 0 || chat === null) return null;
  const body = chat.filter((l) => l.trim().length > 0);
  const starred = body.every((l) => /^\s*\*(?:\s|$)/.test(l));
  return withoutLeadingLineComments(starred ? chat.map((l) => l.replace(/^\s*\*(?: |$)/, '')) : withoutEdgeLeaders(chat)).join('\n').trim();
}

/**
 * The writer's own headings over the chat they pasted into a block comment, set as line comments ("// My notes:",
 * "// What ChatGPT answered:", blank lines between): the file's notes, not the prompt. Only the run that opens the
 * comment goes; a "//" line further down is the chat's (code in an answer that lost its fences).
 */
function withoutLeadingLineComments(chat: readonly string[]): string[] {
  let i = 0;
  while (i < chat.length && ((chat[i] as string).trim().length === 0 || /^\s*\/\/(?:\s|$)/.test(chat[i] as string))) i++;
  return i < chat.length ? chat.slice(i) : [...chat];
}

/**
 * A chat pasted into a Javadoc-style comment the editor had already started: the editor set its " * " leader on the
 * comment's first line (the writer typed there, then pasted) and on the closing lines ("*", "* *\/"), while the pasted
 * lines between came in bare. The leaders at the comment's edges are the editor's, not the text's: they come off
 * the leading and the trailing runs of starred lines (a list item "* " inside the chat has bare lines around it).
 */
function withoutEdgeLeaders(chat: readonly string[]): string[] {
  const STAR = /^\s*\*(?: |$)/;
  const out = [...chat];
  const unstar = (i: number) => (out[i] = (out[i] as string).replace(STAR, ''));
  let i = 0;
  while (i < out.length && (out[i] as string).trim().length === 0) i++;
  while (i < out.length && STAR.test(out[i] as string)) unstar(i++);
  let j = out.length - 1;
  while (j > i && (out[j] as string).trim().length === 0) j--;
  while (j > i && STAR.test(out[j] as string)) unstar(j--);
  return out;
}
