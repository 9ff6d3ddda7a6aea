import { fencedLines, isThematicBreak } from './text';
import type { DraftMessage } from './context';
import { parseLabelLine } from './labels';

/**
 * What a person's or an exporter's transcript puts around the turns it records, read by where it sits
 * rather than by its words: a heading between turns that titles the next exchange ("### 💬 步驟二：…",
 * "# Log Entry 2024-01-31 18:05:52 - Duration 0.0m 4.54s"), quote marks a log sets before every line
 * of a turn ("# IN" / "> Build me…" / "# OUT" / "> Here's your…"), and an agent's tool sections filed
 * under the answer ("### Tool Read File V2" over the call's JSON). None is what either party wrote.
 * Runs on transcripts (speaker labels) only: a web copy's headings and quotes are the rendered answer's.
 */

const HEADING = /^ {0,3}#{1,6}\s+\S/;
/** A title set between rules of its own on one line: "--- Turn 2 ---", "=== Exchange 3 ===", "*** Round 4 ***". */
const BANNER = /^\s*([-=*~_]{2,})\s*[^\s\-=*~_][^\n]{0,40}?\s*\1\s*$/;
/** A message holding fenced code somewhere: the passes that rewrite text leave such a message alone. */
const HAS_FENCE = /^ {0,3}(?:`{3,}|~{3,})/m;

/**
 * The heading(s) that end a turn, with the rule above them: the title of the exchange that follows ("### Turn 2",
 * or a banner "--- Turn 2 ---")
 * (a message never ends on a heading of its own — a heading announces text under it). Returns the
 * message without them, or null when it does not end on one or would be left empty.
 */
export function withoutTrailingHeadings(content: string): string | null {
  const lines = content.split('\n');
  const fenced = fencedLines(lines);
  let end = lines.length;
  const skipBlanks = (): void => {
    while (end > 0 && (lines[end - 1] ?? '').trim() === '') end--;
  };
  skipBlanks();
  let dropped = false;
  while (end > 0 && !fenced[end - 1] && (HEADING.test(lines[end - 1] ?? '') || BANNER.test(lines[end - 1] ?? ''))) {
    end--;
    dropped = true;
    skipBlanks();
    while (end > 0 && !fenced[end - 1] && isThematicBreak((lines[end - 1] ?? '').trim())) {
      end--;
      skipBlanks();
    }
  }
  if (!dropped || end === 0) return null;
  return lines.slice(0, end).join('\n');
}

const QUOTED = /^ {0,3}>/;
/** A quote as Markdown writers set it: "> text", or ">" alone on a blank quote line (">AA" reads as an arrow or a prompt). */
const SET_AS_QUOTE = /^ {0,3}>(?:[ >]|$)/;

/**
 * A turn the transcript set in quotes through and through ("> Build me a Timestamp Logger…", every
 * line): the quote marks are the log's way of setting turns apart, not the person quoting someone.
 * Levels come off while every line with text is still quoted (">>  Why don't scientists…").
 */
export function withoutWrappingQuotes(content: string): string | null {
  let lines = content.split('\n');
  let changed = false;
  for (let level = 0; level < 3; level++) {
    const withText = lines.filter((l) => l.trim().length > 0);
    if (withText.length === 0 || !withText.every((l) => SET_AS_QUOTE.test(l))) break;
    lines = lines.map((l) => {
      const t = l.replace(QUOTED, '');
      return t.startsWith(' ') ? t.slice(1) : t;
    });
    changed = true;
  }
  const text = lines.join('\n').trim();
  return changed && text.length > 0 ? text : null;
}

/** "### Tool Read File V2", "## Tool: Bash", "#### Tool call search_files": a tool's section, by its heading. */
const TOOL_HEADING = /^(?: {0,3}#{1,6}\s+(?:tool|function)(?:\s+(?:call|use|result|output))?\b(?![-'’]).*|\*\*(?:tool|function)(?: call| use| result)?:\*\*\s*[\w.:-]{1,60})$/i;
/** Where tool sections may be: a heading or a bold "**Tool:**" line naming the tool. */
const TOOL_HEADING_START = /^(?: {0,3}#{1,6}\s+(?:tool|function)\b|\*\*(?:tool|function)(?: call| use| result)?:\*\*)/gim;

/**
 * An agent log's tool sections inside an answer: a heading naming the tool, then nothing but the call's
 * fenced input or output. Only where such headings recur (two or more in the conversation): one
 * "### Tool installation" over a ```bash block is a section of an answer.
 */
export function withoutToolSections(messages: readonly DraftMessage[]): Map<number, string> {
  const headings = messages.reduce((n, m) => n + (m.content.match(TOOL_HEADING_START)?.length ?? 0), 0);
  const out = new Map<number, string>();
  if (headings < 2) return out;
  messages.forEach((m, k) => {
    if (m.role !== 'assistant' || m.content.match(TOOL_HEADING_START) === null) return;
    const lines = m.content.split('\n');
    const fenced = fencedLines(lines);
    const keep: string[] = [];
    let inTool = false;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? '';
      if (!fenced[i] && TOOL_HEADING.test(line)) {
        inTool = true;
        continue;
      }
      // The section is the heading and its fenced blocks: prose or another heading ends it.
      if (inTool && (fenced[i] || line.trim() === '')) continue;
      inTool = false;
      keep.push(line);
    }
    const text = keep.join('\n').trim();
    if (text.length > 0 && text !== m.content.trim()) out.set(k, text);
  });
  return out;
}

/**
 * A rule a log draws around its labels: Markdown's ("---", "* * *"), a text log's ("======"), or a hand-drawn
 * divider of runs of rule marks joined by slashes or bars ("=====//=====//=====", a homework README's).
 */
const DRAWN_DIVIDER = /^[=\-_~*]{3,}(?:[/\\|+]{1,3}[=\-_~*]{3,})+$/;
const isRule = (t: string): boolean => isThematicBreak(t) || /^={3,}$/.test(t) || DRAWN_DIVIDER.test(t);

/**
 * The rules a text log draws above and below each label ("=====" / "USER  [2026-05-16 23:23]" / "=====")
 * left at a turn's edges, and comment lines a Markdown log keeps between turns ("<!-- turn 3 -->"): the
 * frame, not the turn. A rule at the end must stand apart from the text by a
 * blank line ("Title" right over "=====" is a heading).
 */
/** A whole line of HTML comment ("<!-- turn 3 -->"): a note a log keeps in its source, which no reader sees rendered. */
const HTML_COMMENT_LINE = /^<!--[^\n]{0,100}-->$/;
const isFrame = (t: string): boolean => isRule(t) || HTML_COMMENT_LINE.test(t);

export function withoutEdgeRules(content: string): string | null {
  const lines = content.split('\n');
  let start = 0;
  while (start < lines.length && ((lines[start] ?? '').trim() === '' || isFrame((lines[start] ?? '').trim()))) start++;
  let end = lines.length;
  let cut = end;
  for (let i = end - 1; i >= start; i--) {
    const t = (lines[i] ?? '').trim();
    if (t === '') continue;
    if (!isFrame(t)) break;
    if (i > start && (lines[i - 1] ?? '').trim() !== '' && !isFrame((lines[i - 1] ?? '').trim())) break;
    cut = i;
  }
  end = cut;
  const leadingRule = lines.slice(0, start).some((l) => isFrame(l.trim()));
  if (!leadingRule && end === lines.length) return null;
  const text = lines.slice(start, end).join('\n').trim();
  return text.length > 0 ? text : null;
}

/**
 * An agent's turn that is nothing but its tool calls as a log writes them, one per line in brackets with
 * the tool's name ("[Read: /home/…/thrusty.py]", "[Bash: Syntax check]"): the harness's record, not an answer.
 */
const BRACKETED_CALL = /^\[[A-Z][\w.-]{1,30}(?: [\w.-]{1,30})?: [^\]\n]{1,300}\]$/;
export function isBracketedToolCalls(content: string): boolean {
  const lines = content.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
  return lines.length > 0 && lines.every((l) => BRACKETED_CALL.test(l));
}

/**
 * A folded block of the model's thinking an exporter writes into the turn ("<details>" / "<summary>💭
 * Claude's Thinking</summary>" / … / "</details>", even under the person's prompt it answered): the
 * thinking panel's, not a message's text, as a web copy's thinking is (reasoning.ts). Open WebUI's
 * Markdown export marks the block on its tag instead (`<details type="reasoning" done="true" duration="19">`,
 * a fixed attribute of that tool's export) and its answers keep their code fences: a block counts when it
 * opens outside a fence.
 */
const THINKING_DETAILS = /^[ \t]*<details(?:[ \t][^>\n]*)?>[ \t]*\n?[ \t]*<summary>[^<\n]*(?:thinking|thoughts?|reasoning|思考|推理|考え)[^<\n]*<\/summary>[\s\S]*?^[ \t]*<\/details>[ \t]*$/gimu;
const REASONING_DETAILS = /^[ \t]*<details[ \t][^>\n]*\btype="(?:reasoning|thinking)"[^>\n]*>[\s\S]*?^[ \t]*<\/details>[ \t]*$/gimu;
export function withoutThinkingDetails(content: string): string | null {
  if (!content.includes('<details')) return null;
  const fenced = HAS_FENCE.test(content) ? fencedOffsets(content) : null;
  const outside = (match: string, offset: number) => (fenced !== null && insideFence(fenced, offset) ? match : '');
  const text = content.replace(REASONING_DETAILS, outside).replace(THINKING_DETAILS, outside).replace(/\n{3,}/g, '\n\n').trim();
  return text !== content.trim() && text.length > 0 ? text : null;
}

/** Start/end offsets of the fenced stretches of a text (fence lines included), in one pass over its lines. */
function fencedOffsets(content: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let at = 0;
  let open = -1;
  for (const line of content.split('\n')) {
    if (/^ {0,3}(?:`{3,}|~{3,})/.test(line)) {
      if (open < 0) open = at;
      else {
        ranges.push([open, at + line.length]);
        open = -1;
      }
    }
    at += line.length + 1;
  }
  if (open >= 0) ranges.push([open, content.length]);
  return ranges;
}

function insideFence(ranges: ReadonlyArray<[number, number]>, offset: number): boolean {
  return ranges.some(([from, to]) => offset >= from && offset <= to);
}

/** Quotation marks a script sets around every line of dialogue ('**Customer**: "What insurances do you accept?"'). */
const QUOTE_PAIRS: ReadonlyArray<readonly [string, string]> = [['"', '"'], ['“', '”'], ['«', '»'], ['「', '」'], ['『', '』']];

/**
 * A turn wrapped in one pair of quotation marks, with none of that pair inside: the log's way of
 * writing dialogue, not the person quoting a phrase (that has words around the quote).
 */
export function withoutWrappingQuoteMarks(content: string): string | null {
  const t = content.trim();
  for (const [open, close] of QUOTE_PAIRS) {
    if (t.length < 3 || !t.startsWith(open) || !t.endsWith(close)) continue;
    const inner = t.slice(open.length, t.length - close.length);
    if (inner.includes(open) || inner.includes(close) || inner.trim().length === 0) return null;
    return inner.trim();
  }
  return null;
}

/**
 * A wrapping the log applies as a rule, taken off: two or more turns, and at least half of one party's,
 * wrapped so. One quoted turn among plain ones ("User: > The build failed…") is the person quoting.
 */
function unwrapByRule(messages: DraftMessage[], unwrap: (content: string) => string | null): void {
  const unwrapped = messages.map((m) => unwrap(m.content));
  if (unwrapped.filter((u) => u !== null).length < 2) return;
  for (const role of ['user', 'assistant'] as const) {
    const own = messages.map((m, k) => (m.role === role ? k : -1)).filter((k) => k >= 0);
    const wrapped = own.filter((k) => unwrapped[k] !== null);
    if (own.length === 0 || wrapped.length * 2 < own.length) continue;
    for (const k of wrapped) (messages[k] as DraftMessage).content = unwrapped[k] as string;
  }
}

/**
 * A chat page's own said-heading copied under the transcript's label ("VOICI SA REPONSE :" / "Gemini a dit" /
 * the answer; "Prompt:" / "You said:" / the prompt): a writer who labels the parties in their own words keeps the
 * page's heading of the same party as the turn's first line. It says again who speaks; it is not the text.
 */
function withoutCopiedSaidHeading(m: DraftMessage): string | null {
  const nl = m.content.indexOf('\n');
  const first = (nl < 0 ? m.content : m.content.slice(0, nl)).trim();
  if (first.length === 0 || first.length > 48) return null;
  const label = parseLabelLine(first);
  if (!label?.said || label.rest !== '' || label.roleHint !== m.role) return null;
  const rest = nl < 0 ? '' : m.content.slice(nl + 1).trim();
  return rest.length > 0 ? rest : null;
}

/**
 * Spec Kit's Prompt History Record ("## Prompt" / "## Response snapshot", then the template's "## Outcome" and
 * "## Evaluation notes (flywheel)"): the two closing sections are the record's notes about the exchange, not the
 * answer. Both headings, in that order, are the template's; one of them alone may be an answer's own section.
 */
const RECORD_OUTCOME = /^#{2,3} Outcome[ \t]*$/m;
const RECORD_EVALUATION = /^#{2,3} Evaluation notes\b/m;
function withoutRecordNotes(content: string): string | null {
  const outcome = RECORD_OUTCOME.exec(content);
  if (!outcome || !RECORD_EVALUATION.test(content.slice(outcome.index))) return null;
  const text = content.slice(0, outcome.index).trim();
  return text.length > 0 ? text : null;
}

/**
 * The note a log writer leaves where it cut the agent's work out, in italics and brackets alone on its line
 * ("_[the agent ran tools: edited files]_", "*[3 tool calls omitted]*"): when the same note recurs across the
 * answers it is the writer's placeholder, not what the assistant said. A note met once may be the text's own, and
 * a note in the person's turn stands for what they pasted ("_[pasted the stack trace]_"): both stay.
 */
const ELIDED_NOTE = /^([_*])\[[^\]\n]{3,200}\]\1$/;
export function dropElidedNotes(messages: DraftMessage[]): void {
  const counts = new Map<string, number>();
  const linesOf = messages.map((m) => {
    if (m.role !== 'assistant') return [];
    const lines = m.content.split('\n');
    const fenced = fencedLines(lines);
    return lines.map((l, i) => (fenced[i] || !ELIDED_NOTE.test(l.trim()) ? null : l.trim()));
  });
  for (const notes of linesOf) for (const n of notes) if (n !== null) counts.set(n, (counts.get(n) ?? 0) + 1);
  if (![...counts.values()].some((c) => c >= 2)) return;
  messages.forEach((m, k) => {
    const notes = linesOf[k] as (string | null)[];
    if (!notes.some((n) => n !== null && (counts.get(n) ?? 0) >= 2)) return;
    const kept = m.content.split('\n').filter((_, i) => {
      const n = notes[i];
      return n === null || n === undefined || (counts.get(n) ?? 0) < 2;
    });
    const text = kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
    if (text.length > 0) m.content = text;
  });
}

/** Takes the transcript's frames off its messages: tool sections, the next exchange's title, wrapping quotes. */
export function dropTranscriptFrames(messages: DraftMessage[]): void {
  for (const m of messages) {
    m.content = withoutCopiedSaidHeading(m) ?? m.content;
    m.content = withoutRecordNotes(m.content) ?? m.content;
  }
  for (const [k, text] of withoutToolSections(messages)) (messages[k] as DraftMessage).content = text;
  dropElidedNotes(messages);
  for (let k = 0; k < messages.length - 1; k++) {
    const m = messages[k] as DraftMessage;
    const trimmed = withoutTrailingHeadings(m.content);
    if (trimmed !== null) m.content = trimmed;
  }
  for (const m of messages) {
    const shown = withoutThinkingDetails(m.content) ?? m.content;
    m.content = m.ownEdgeRules ? shown : (withoutEdgeRules(shown) ?? shown);
  }
  for (let k = messages.length - 1; k >= 0; k--) if (messages[k]?.role === 'assistant' && isBracketedToolCalls(messages[k]!.content)) messages.splice(k, 1);
  withoutLeadingQuotes(messages);
  unwrapByRule(messages, withoutWrappingQuotes);
  unwrapByRule(messages, withoutWrappingQuoteMarks);
}

/**
 * An exporter that sets the opening paragraph of every turn as a quote ("## 사용자 입력:" / "> the prompt";
 * "## ChatGPT 응답:" / "> the answer's first paragraph" / the rest plain): when every turn of a party, two or
 * more in a transcript of four or more, opens so, the marks on the opening lines are the export's frame. A
 * person quoting something opens one turn so, not all of them.
 */
function withoutLeadingQuotes(messages: DraftMessage[]): void {
  if (messages.length < 4) return;
  for (const role of ['user', 'assistant'] as const) {
    const own = messages.filter((m) => m.role === role);
    if (own.length < 2 || !own.every((m) => SET_AS_QUOTE.test(m.content.trimStart()))) continue;
    // Turns quoted through and through are unwrapped whole (withoutWrappingQuotes), levels and all.
    if (own.every((m) => withoutWrappingQuotes(m.content) !== null)) continue;
    for (const m of own) {
      const lines = m.content.trimStart().split('\n');
      for (let i = 0; i < lines.length && SET_AS_QUOTE.test(lines[i] ?? ''); i++) {
        const t = (lines[i] ?? '').replace(QUOTED, '');
        lines[i] = t.startsWith(' ') ? t.slice(1) : t;
      }
      m.content = lines.join('\n').trim();
    }
  }
}

/**
 * A space a Markdown converter escaped at a line's edge ("&#x20; What is an example…", Notion's export
 * of a copied page): the converter's, not the writer's. Inside fenced code it is the code's.
 */
const EDGE_SPACE_ENTITY = /^(?:&#x20;|&#32;)+[ \t]*|[ \t]*(?:&#x20;|&#32;)+$/gim;
export function withoutEscapedEdgeSpaces(messages: DraftMessage[]): void {
  for (const m of messages) {
    if (!m.content.includes('&#') || HAS_FENCE.test(m.content)) continue;
    m.content = m.content.replace(EDGE_SPACE_ENTITY, '').trim();
  }
}
