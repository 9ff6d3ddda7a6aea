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

/** Unfences the transcript blocks in place: their lines become text, their fence lines blank. */
export function unfenceTranscripts(lines: string[], trimmed: string[], fenced: boolean[], labels: (LabelLine | null)[]): void {
  if (!fenced.includes(true)) return;
  for (let i = 0; i < lines.length; i++) if (!fenced[i] && roleOf(labels[i] ?? null) !== null) return;
  for (const [start, end] of fencedBlocks(lines)) {
    const info = (trimmed[start] ?? '').replace(/^(`{3,}|~{3,})/, '').trim();
    if (!PLAIN_INFO.test(info)) continue;
    const inside: (LabelLine | null)[] = [];
    const roles = new Set<string>();
    for (let k = start + 1; k < end; k++) {
      const label = parseLabelLine(lines[k] ?? '');
      inside.push(label);
      const role = roleOf(label);
      if (role) roles.add(role);
    }
    if (roles.size < 2) continue;
    for (let k = start; k <= end; k++) fenced[k] = false;
    lines[start] = lines[end] = trimmed[start] = trimmed[end] = '';
    inside.forEach((label, n) => (labels[start + 1 + n] = label));
  }
}
