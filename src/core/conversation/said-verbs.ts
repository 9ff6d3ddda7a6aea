import type { LabelLine } from './labels';
import { isAssistantName } from './vocabulary/names';

/**
 * Screen-reader headings in a UI language the vocabulary does not list, learnt from the page itself:
 * the assistant's heading is its name and a verb on a line of their own ("ChatGPT zei:", "ChatGPT sa:"),
 * and the person's heading is a short phrase with a form of the same verb ("Je zei:", "Du sa:"). The verb the
 * two share is what makes them headings: "Claude Code:" over a list has no partner and stays text.
 * Around the name, an article before it or an auxiliary after it ("Το ChatGPT είπε:", "ChatGPT a spus:"); the
 * person's verb may stand alone, first or inflected, with the UI's gender alternative ("Powiedziałeś(-aś):",
 * "Řekl(a) jste:", "Ви сказали:" over "ChatGPT сказав:").
 */
const GENDER_ALTERNATIVE = /\s?\(-?\p{L}{1,6}\)/gu;
const WORD = /^\p{L}{1,16}$/u;

/**
 * Two forms of one verb: the same word, one the other's start ("είπε" / "είπες"), or one inflected from the
 * other ("powiedział" / "powiedziałeś", "сказав" / "сказали") — all but the last two letters of the shorter
 * shared, four letters at least.
 */
function sameVerb(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common === shorter || (shorter >= 5 && common >= Math.max(4, shorter - 2));
}

interface Head {
  i: number;
  /** The assistant's name when the line reads as its heading. */
  name: string | null;
  /** The verb (the last word) of the assistant's heading, or the words that may be the person's verb. */
  verbs: string[];
}

/** "ChatGPT zei", "Το ChatGPT είπε", "ChatGPT a spus", "A ChatGPT ezt mondta": the name, then one or two words. */
function assistantHeading(words: readonly string[]): string | null {
  for (let lead = 0; lead <= 1 && lead < words.length; lead++) {
    // One short word before the name: its article.
    if (lead === 1 && (words[0] as string).length > 3) break;
    for (let end = words.length - 1; end > lead && end >= words.length - 2; end--) {
      const name = words.slice(lead, end).join(' ');
      if (isAssistantName(name) && words.slice(end).every((w) => WORD.test(w))) return name;
    }
  }
  return null;
}

export function learnSaidHeadings(trimmed: readonly string[], fenced: readonly boolean[], labels: (LabelLine | null)[]): void {
  const heads: Head[] = [];
  for (let i = 0; i < trimmed.length; i++) {
    const t = trimmed[i] as string;
    if (fenced[i] || t.length > 48 || labels[i]?.said) continue;
    const last = t.charCodeAt(t.length - 1);
    if (last !== 58 && last !== 0xff1a) continue;
    const body = t.slice(0, -1).replace(GENDER_ALTERNATIVE, '').trim();
    const words = body.split(/\s+/);
    if (body.length === 0 || words.length > 5) continue;
    const name = words.length >= 2 ? assistantHeading(words) : null;
    if (name) heads.push({ i, name, verbs: [(words.at(-1) as string).toLowerCase()] });
    // The person: one or two words, the verb last or first ("Je zei", "Řekl(a) jste", "Powiedziałeś(-aś)").
    else if (words.length <= 2 && words.every((w) => WORD.test(w) && w.length <= 12) && !isAssistantName(body)) {
      const verbs = [(words.at(-1) as string).toLowerCase()];
      if (words.length === 2) verbs.push((words[0] as string).toLowerCase());
      heads.push({ i, name: null, verbs });
    }
  }
  if (heads.length < 2) return;
  const assistantVerbs = [...new Set(heads.filter((h) => h.name !== null).map((h) => h.verbs[0] as string))];
  if (assistantVerbs.length === 0) return;
  // A verb alone is the person's heading only as another form of the assistant's verb ("Powiedziałeś" / "powiedział").
  const pairs = (h: Head) => {
    const alone = h.verbs.length === 1 && (trimmed[h.i] as string).replace(GENDER_ALTERNATIVE, '').trim().split(/\s+/).length === 1;
    for (const v of h.verbs) for (const a of assistantVerbs) if (sameVerb(a, v) && !(alone && a === v) && (alone ? v.length >= 4 : true)) return a;
    return null;
  };
  const people = heads.filter((h) => h.name === null && pairs(h) !== null);
  if (people.length === 0) return;
  const botVerbs = new Set(people.map((h) => pairs(h) as string));
  for (const h of heads) {
    if (h.name !== null ? !botVerbs.has(h.verbs[0] as string) : pairs(h) === null) continue;
    labels[h.i] = { name: h.name ?? 'You', style: 'plain', said: true, rest: '', stamped: false, callout: false, roleHint: h.name !== null ? 'assistant' : 'user' };
  }
}
