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
  const unfenced: { start: number; end: number }[] = [];
  for (const { start, end, inside, roles } of plain) {
    if (roles.size < 2 && !turnByTurn) continue;
    for (let k = start; k <= end; k++) fenced[k] = false;
    lines[start] = lines[end] = trimmed[start] = trimmed[end] = '';
    inside.forEach((label, n) => (labels[start + 1 + n] = label));
    unfenced.push({ start, end });
  }
  if (!turnByTurn && unfenced.length > 0) continuedTranscript(lines, trimmed, fenced, labels, plain, unfenced);
}

/** A fenced block with no language or a plain-text one: its lines' labels and the parties they name. */
interface PlainBlock {
  start: number;
  end: number;
  inside: (LabelLine | null)[];
  roles: Set<string>;
}

/**
 * A dev diary asks on in a second plain block under the first ("```" / the quoted sentence and "…why?" / "ChatGPT:" /
 * the answer / "```"): the writer pasted the next exchange without the person's heading. A plain block after the
 * transcript's block whose labels name one party only goes on with the transcript; the text above its first label is
 * the other party's turn, so the block's opening fence stands for that party's heading (the transcript's own label
 * line is put there). The writer's prose between and after the blocks ("Indeed??", the diary going on) is no turn:
 * it is blanked, as the notes above the first block are left to the reading of the opening.
 */
function continuedTranscript(
  lines: string[],
  trimmed: string[],
  fenced: boolean[],
  labels: (LabelLine | null)[],
  plain: readonly PlainBlock[],
  unfenced: { start: number; end: number }[],
): void {
  const first = unfenced[0] as { start: number; end: number };
  // The transcript's own label line of each party, to stand for the heading a continued block lacks.
  const labelLine = new Map<string, number>();
  for (let i = first.start; i < first.end; i++) {
    const role = roleOf(labels[i] ?? null);
    if (role && !labelLine.has(role) && (labels[i]?.rest ?? '') === '') labelLine.set(role, i);
  }
  const continued: PlainBlock[] = [];
  for (const b of plain) {
    if (b.start <= first.end || b.roles.size !== 1) continue;
    const n = b.inside.findIndex((l) => roleOf(l) !== null);
    const role = roleOf(b.inside[n] ?? null) as 'user' | 'assistant';
    const other = labelLine.get(role === 'user' ? 'assistant' : 'user');
    const above = b.inside.slice(0, n).length > 0 && lines.slice(b.start + 1, b.start + 1 + n).some((l) => l.trim().length > 0);
    if (other === undefined || !above) continue;
    continued.push(b);
  }
  if (continued.length === 0) return;
  for (const b of continued) {
    const n = b.inside.findIndex((l) => roleOf(l) !== null);
    const role = roleOf(b.inside[n] ?? null);
    const other = labelLine.get(role === 'user' ? 'assistant' : 'user') as number;
    for (let k = b.start; k <= b.end; k++) fenced[k] = false;
    lines[b.start] = lines[other] as string;
    trimmed[b.start] = trimmed[other] as string;
    labels[b.start] = labels[other] ?? null;
    lines[b.end] = trimmed[b.end] = '';
    b.inside.forEach((label, k) => (labels[b.start + 1 + k] = label));
  }
  // The writer's prose between the transcript's blocks and after the last one.
  const parts = [...unfenced, ...continued].sort((a, b) => a.start - b.start);
  for (let k = 0; k < parts.length; k++) {
    const from = (parts[k] as { end: number }).end + 1;
    const to = parts[k + 1]?.start ?? lines.length;
    for (let i = from; i < to; i++) {
      lines[i] = trimmed[i] = '';
      labels[i] = null;
      fenced[i] = false;
    }
  }
}
