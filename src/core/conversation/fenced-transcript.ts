import { parseLabelLine, roleOfName, type LabelLine } from './labels';
import { fencedBlocks } from './text';

/**
 * A conversation pasted inside a fenced block of a README or a blog post ("```" / "あなた:" / … /
 * "ChatGPT:" / … / "```", a dev diary's "<details>" around it): the fence is the writer's wrapper, not
 * code. When a block with no language (or a plain-text one) holds the turns of both parties — a label of
 * the person and one of the assistant at line starts — and no speaker label stands outside the fences,
 * its lines are the conversation's text. A label inside an answer's code block has the answer's own
 * turn label outside it, so it stays code.
 */
const PLAIN_INFO = /^(?:|te?xt|plain(?:text)?|md|markdown|chat|log|conversation)$/i;

function roleOf(label: LabelLine | null): 'user' | 'assistant' | null {
  if (!label) return null;
  return label.roleHint ?? roleOfName(label.name);
}

/**
 * A coding agent's terminal marks a turn's first line with a sign: Claude Code's prompt "❯ …" is the person's,
 * its "● …" / "⏺ …" the agent's (what it says and the tools it calls).
 */
function terminalSign(line: string): 'user' | 'assistant' | null {
  const c = line.charAt(0);
  if (c !== '❯' && c !== '●' && c !== '⏺') return null;
  if (!/^.\s+\S/u.test(line)) return null;
  return c === '❯' ? 'user' : 'assistant';
}

/** Unfences the transcript blocks in place: their lines become text, their fence lines blank. */
export function unfenceTranscripts(lines: string[], trimmed: string[], fenced: boolean[], labels: (LabelLine | null)[]): void {
  if (!fenced.includes(true)) return;
  for (let i = 0; i < lines.length; i++) if (!fenced[i] && roleOf(labels[i] ?? null) !== null) return;
  // Plain blocks that each hold one party's turns (a terminal chat pasted turn by turn, every turn in a
  // "```text" block of its own): when both parties' labels open lines across them, and most plain blocks
  // hold a label, together they are the transcript.
  const plain: { start: number; end: number; inside: (LabelLine | null)[]; roles: Set<string>; signs: Set<string> }[] = [];
  for (const [start, end] of fencedBlocks(lines)) {
    const info = (trimmed[start] ?? '').replace(/^(`{3,}|~{3,})/, '').trim();
    if (!PLAIN_INFO.test(info)) continue;
    const inside: (LabelLine | null)[] = [];
    const roles = new Set<string>();
    const signs = new Set<string>();
    for (let k = start + 1; k < end; k++) {
      const label = parseLabelLine(lines[k] ?? '');
      inside.push(label);
      const role = roleOf(label);
      if (role) roles.add(role);
      const sign = terminalSign(lines[k] ?? '');
      if (sign) signs.add(sign);
    }
    plain.push({ start, end, inside, roles, signs });
  }
  const across = new Set<string>();
  let labelled = 0;
  for (const b of plain) {
    const parties = b.roles.size > 0 ? b.roles : b.signs;
    for (const r of parties) across.add(r);
    if (parties.size > 0) labelled++;
  }
  const turnByTurn = across.size >= 2 && labelled >= 4 && labelled * 2 >= plain.length && plain.every((b) => b.roles.size < 2);
  for (const { start, end, inside, roles } of plain) {
    if (roles.size < 2 && !turnByTurn) continue;
    for (let k = start; k <= end; k++) fenced[k] = false;
    lines[start] = lines[end] = trimmed[start] = trimmed[end] = '';
    inside.forEach((label, n) => (labels[start + 1 + n] = label));
  }
}
