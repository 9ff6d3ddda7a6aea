import type { LabelLine } from './labels';
import { isAssistantName } from './vocabulary/names';

/**
 * Screen-reader headings in a UI language the vocabulary does not list, learnt from the page itself:
 * the assistant's heading is its name and a verb on a line of their own ("ChatGPT zei:", "ChatGPT sa:"),
 * and the person's heading is a short phrase ending in the same verb ("Je zei:", "Du sa:"). The verb the
 * two share is what makes them headings: "Claude Code:" over a list has no partner and stays text.
 */
const HEADING = /^(\S.{0,28}?)\s+(\p{L}{2,16})\s*[:：]$/u;
const PERSON = /^\p{L}{1,12}(?:\s\p{L}{1,12})?$/u;

export function learnSaidHeadings(trimmed: readonly string[], fenced: readonly boolean[], labels: (LabelLine | null)[]): void {
  const heads: Array<{ i: number; name: string; verb: string }> = [];
  for (let i = 0; i < trimmed.length; i++) {
    const t = trimmed[i] as string;
    if (fenced[i] || t.length > 48 || labels[i]?.said) continue;
    const m = HEADING.exec(t);
    if (m) heads.push({ i, name: m[1] as string, verb: (m[2] as string).toLowerCase() });
  }
  if (heads.length < 2) return;
  const assistantVerbs = new Set(heads.filter((h) => isAssistantName(h.name)).map((h) => h.verb));
  if (assistantVerbs.size === 0) return;
  const people = heads.filter((h) => assistantVerbs.has(h.verb) && !isAssistantName(h.name) && PERSON.test(h.name));
  const verbs = new Set(people.map((h) => h.verb));
  for (const h of heads) {
    if (!verbs.has(h.verb)) continue;
    const assistant = isAssistantName(h.name);
    if (!assistant && !PERSON.test(h.name)) continue;
    labels[h.i] = { name: assistant ? h.name : 'You', style: 'plain', said: true, rest: '', stamped: false, callout: false, roleHint: assistant ? 'assistant' : 'user' };
  }
}
