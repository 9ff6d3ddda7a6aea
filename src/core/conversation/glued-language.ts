import { isLanguageName } from './chrome';
import type { DraftMessage } from './context';
import { fencedLines } from './text';

/**
 * A code block's language header glued onto the block's first line by a page copy that kept no line break and no
 * fence ("cppvector<int> v;", "pythondef main():", Claude's page as copied in 2025): the header is the page's, the
 * code is the answer's. A language word run into a line is seldom certain on its own ("javascript" / "java" +
 * "script"), so it is read by recurrence: the same language word opens three lines or more of one answer, each time
 * run straight into code (brackets, "=", ";" on the line) whose first word the answer also writes on its own
 * ("cppsolve(col+1…" where "solve(" appears elsewhere), and the run-in word itself is written nowhere else (an
 * identifier such as "jsonData" is). Only lines outside fences; linear in the answer's length.
 */
const GLUED = /^([a-z][a-z+#]{1,11})([A-Za-z_$][\w$]*)(.*)$/;
const CODE_PUNCTUATION = /[(){}[\];=<>]/;

/** The language word glued onto lines of this text, and the lines it opens; null when none recurs so. */
function gluedLanguage(lines: readonly string[], fenced: readonly boolean[], words: ReadonlyMap<string, number>): { language: string; at: number[] } | null {
  const runIn: { i: number; word: string }[] = [];
  const runInCount = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (fenced[i] || line.length === 0 || line.length > 400 || !CODE_PUNCTUATION.test(line)) continue;
    const m = GLUED.exec(line);
    if (!m) continue;
    const word = (m[1] as string) + (m[2] as string);
    runIn.push({ i, word });
    runInCount.set(word, (runInCount.get(word) ?? 0) + 1);
  }
  const found = new Map<string, number[]>();
  for (const { i, word } of runIn) {
    // A run-in word the answer also writes inside its lines is an identifier of its own ("jsonData = …; print(jsonData)").
    if ((words.get(word) ?? 0) > (runInCount.get(word) ?? 0)) continue;
    // The split whose head is a language name and whose tail is a word the answer writes apart.
    for (let k = 2; k < word.length; k++) {
      const head = word.slice(0, k);
      if (!isLanguageName(head) || !words.has(word.slice(k))) continue;
      const list = found.get(head) ?? [];
      list.push(i);
      found.set(head, list);
      break;
    }
  }
  let best: { language: string; at: number[] } | null = null;
  for (const [language, at] of found) if (at.length >= 3 && (!best || at.length > best.at.length)) best = { language, at };
  if (!best) return null;
  // Once the header recurs, it is the header on every code line it opens, even where the code's first word is
  // written nowhere else in the answer ("cppvoid solve(…" when "void" only appeared in the person's code).
  const language = best.language;
  const at = new Set(best.at);
  for (const { i, word } of runIn) if (word.length > language.length && word.startsWith(language) && (words.get(word) ?? 0) <= (runInCount.get(word) ?? 0)) at.add(i);
  return { language, at: [...at] };
}

/** A line that could open with a glued header: a run-in word whose head is a language name, code punctuation after. */
function opensWithLanguage(line: string): boolean {
  if (line.length === 0 || line.length > 400) return false;
  const m = GLUED.exec(line);
  if (!m || !CODE_PUNCTUATION.test(line)) return false;
  const word = (m[1] as string) + (m[2] as string);
  for (let k = 2; k < word.length; k++) if (isLanguageName(word.slice(0, k))) return true;
  return false;
}

/** The answer without a language header glued onto its code lines (see above); the content as it was otherwise. */
export function withoutGluedLanguage(content: string): string {
  if (content.length < 40) return content;
  const lines = content.split('\n');
  // Cheap first: three lines or more must open with a word that starts with a language name and run into code. Most
  // answers have none, and the fences and word counts below cost passes over the whole answer (they took ~8 ms of a
  // 499,000-character paste's parse, bench cli's cost of size, before this check).
  let candidates = 0;
  for (let i = 0; i < lines.length && candidates < 3; i++) if (opensWithLanguage(lines[i] as string)) candidates++;
  if (candidates < 3) return content;
  const fenced = fencedLines(lines);
  // The words the answer writes at a word's start (not run into another word): "solve" in "solve(col…".
  const words = new Map<string, number>();
  for (const m of content.matchAll(/(?<![\w$])[A-Za-z_$][\w$]*/g)) words.set(m[0], (words.get(m[0]) ?? 0) + 1);
  const glued = gluedLanguage(lines, fenced, words);
  if (!glued) return content;
  for (const i of glued.at) lines[i] = (lines[i] as string).slice(glued.language.length);
  return lines.join('\n');
}

/** Takes glued language headers off every answer. */
export function dropGluedLanguageHeaders(messages: DraftMessage[]): void {
  for (const m of messages) if (m.role === 'assistant') m.content = withoutGluedLanguage(m.content);
}
