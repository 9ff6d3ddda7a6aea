/**
 * A run-on ask: one sentence that strings many parts together with commas and "and"/"or" ("Build me a complete
 * budgeting app with user accounts, bank syncing, charts, a mobile version, CSV import, …"; "I need help with history
 * stuff, like the war, all of it really, anything you know, the causes, …"). The guides ask for one thing at a time, or
 * for requirements laid out one to a line. Read by the rubric (cognitive.load) and repaired by the better move (a list).
 */

/** Where a sentence's parts are joined: a comma or semicolon (with its "and"), or "and"/"or" alone, in the ten UI languages. */
const JOINTS = /[,，、]\s*(?:(?:and|or|y|o|e|et|ou|und|oder|и|или)\s+)?|\s+(?:and|or|y|e|et|und|и)\s+/giu;
/**
 * Spans that hold a list of their own, set apart: "(trials, surveys, company case studies)", `DELETE FROM t`, "start_date"
 * — an aside in brackets, code, a quoted name. Each reads as one word of the sentence.
 */
const SET_APART = /\([^()\n]*\)|`[^`\n]*`|"[^"\n]*"|“[^”\n]*”/g;
const LIST_LINE = /^\s*(?:[-*•]|\d+[.)])\s/;

export interface RunOn {
  /** The sentence as written (up to a colon that introduces a list, which is laid out already). */
  sentence: string;
  parts: string[];
}

/**
 * The sentence with the most parts. A list a colon introduces ("…: cancel the old internet, set up the new
 * contracts, …", or on the line under the colon) is laid out as a list, list-item lines are one part each, and a list
 * in brackets, code or quotes is one part of its sentence: none of them counts.
 */
export function longestRun(instruction: string): RunOn | null {
  let best: RunOn | null = null;
  let introduced = false;
  for (const line of instruction.split('\n')) {
    // The line under one that ends with a colon is the list that colon introduced ("…with exactly these keys:" /
    // "\"supplier\", \"customer\", …").
    const listed = introduced;
    introduced = /[:：]\s*$/.test(line);
    if (listed || LIST_LINE.test(line)) continue;
    // A semicolon closes a clause as a full stop does ("…inside a transaction; answer as a 3-row table").
    for (const sentence of line.split(/(?<=[.!?。！？;；])\s+/)) {
      const spoken = sentence.split(/[:：]/, 1)[0]!;
      const parts = partsOf(spoken);
      if (!best || parts.length > best.parts.length) best = { sentence: spoken, parts };
    }
  }
  return best;
}

/** The sentence cut at its joints, none inside a span set apart (each span is masked to the same length first). */
function partsOf(sentence: string): string[] {
  const masked = sentence.replace(SET_APART, (span) => '_'.repeat(span.length));
  const parts: string[] = [];
  let from = 0;
  for (const m of masked.matchAll(JOINTS)) {
    parts.push(sentence.slice(from, m.index));
    from = m.index! + m[0].length;
  }
  parts.push(sentence.slice(from));
  return parts.filter((x) => /\p{L}/u.test(x));
}

export const runOnParts = (instruction: string): number => longestRun(instruction)?.parts.length ?? 0;

/** Parts one sentence may string together before it reads as a run-on (the guides' pairs: seven and more were all the weaker prompt). */
export const RUN_ON_FROM = 5;
/** Parts at which a run-on costs all it can. */
export const RUN_ON_AT = 8;

/** The word a request's head ends on before its items ("…an app with", "…a post about"). */
const ITEMS_AFTER = /^(.*\b(?:with|including|like|such as|for|about|on|covering))\s+(.+)$/iu;

/**
 * The run-on laid out as a list, its own words kept: "Build me a recipe app with accounts, search, …" becomes
 * "Build me a recipe app with:\n- accounts\n- search\n…". Null when the message strings too few parts together.
 */
export function runOnAsList(text: string): string | null {
  const run = longestRun(text);
  if (!run || run.parts.length <= RUN_ON_FROM) return null;
  const [first, ...rest] = run.parts.map((x) => x.trim().replace(/[.!?。！？]+$/u, ''));
  const split = ITEMS_AFTER.exec(first!);
  const head = split ? split[1]! : first!;
  const items = split ? [split[2]!, ...rest] : rest;
  const listed = `${head}:\n${items.map((x) => `- ${x}`).join('\n')}`;
  const at = text.indexOf(run.sentence);
  if (at < 0) return null;
  const after = text.slice(at + run.sentence.length).replace(/^[.!?。！？]+/u, '').trim();
  return `${text.slice(0, at)}${listed}${after ? `\n${after}` : ''}`.trim();
}
