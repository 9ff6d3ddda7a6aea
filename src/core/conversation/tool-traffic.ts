import { isAssistantName } from './vocabulary/names';

/**
 * Coding agents' tool traffic, as their exporters write it: the agent's tool calls and their results
 * as turns of their own, filed under the assistant ("## 🤖 Claude" / "🔧 Using tool: Read") or even
 * under the person ("### User" / "[tool_result] …"), and as lines inside an answer ("_[tool: …]_",
 * "Read [](file:…)", a folded "<details>" call). They are a third party's traffic, not anything either
 * party wrote: a turn that opens with such a marker is not a message, and such a line is no text of one.
 */
const TOOL_MARKER = new RegExp(
  [
    // "[tool_use: Read]", "[tool_result]", "<tool_call>", "(function call: search)"
    String.raw`^[\[<(]\s*(?:tool|function)[_ -]?(?:use|call|calls|result|results|output|response|invocation)\b`,
    // "🔧 Using tool: Bash", "Calling tool search", "Ran tool", "Called tool: grep"
    // (the first line is that and the tool's name only: "Using the tool you suggested, …" is a sentence)
    String.raw`^(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:using|calling|called|ran|running|invoking)\s+tool\b:?\s*[\w.-]*\s*$`,
  ].join('|'),
  'iu',
);

/**
 * An exporter's note inside a message that a tool was called here: "_[tool: update_todos]_", or an
 * emphasised bracket naming a tool by its identifier ("*   *<调用 `write_file` 工具创建 `a.vhd`>*", a
 * Gemini CLI log): brackets in italics around a snake_case name in backticks, in any language.
 */
export function isToolNote(line: string): boolean {
  if (line.length > 300) return false;
  // A narrator's note of what the agent did, in italics and brackets ("*(Claude 用 Bash 列出 `dir/` 內容)*").
  const narrated = /^[_*]{1,2}\((\p{L}[\p{L}\d.-]*)\s[^()]*(?:\([^()]*\)[^()]*)*\)[_*]{1,2}$/u.exec(line);
  if (narrated && isAssistantName(narrated[1]!)) return true;
  if (line.includes('[') && /^[_*]{0,2}\[(tool|tool call|tool use|function call)[:\]][^\]]{0,80}\]?[_*]{0,2}$/i.test(line)) return true;
  // The editor's note of the file the person had open when they wrote ("_Opened file: `c:\app\notes.md`_").
  if (/^[_*]{1,2}(?:opened|attached|selected|current|active) (?:file|files|folder|selection):\s*`[^`]{1,200}`[_*]{1,2}$/i.test(line)) return true;
  if (!line.includes('`')) return false;
  return /^(?:[-*+]\s+)?[_*]{1,2}[<[(][^<>[\]()]{0,200}`[a-z][a-z0-9]*_[a-z0-9_]+`[^<>[\]()]{0,200}[>\])][_*]{1,2}$/.test(line) ||
    // In angle or square brackets any tool name will do ("*<调用 `replace` 工具修改 `a.vhd`>*").
    /^(?:[-*+]\s+)?[_*]{1,2}[<[][^<>[\]]{0,200}`[a-z][a-z0-9_]{2,40}`[^<>[\]]{0,200}[>\]][_*]{1,2}$/.test(line);
}

/**
 * A tool call as OpenCode's session export writes it: the tool's name in bold after "Tool:", alone on its
 * line ("**Tool: bash**", "**Tool: gortex_search**"), one per call, in an assistant section of its own.
 */
const BOLD_TOOL_CALL = /^\*\*tool:\s*[\w.:-]{1,60}\*\*$/i;

/** The message is one of the agent's tool calls or results, as an exporter wrote it. */
export function isToolTraffic(content: string): boolean {
  const start = content.trimStart();
  const firstLine = start.slice(0, 80).split('\n', 1)[0] ?? '';
  if (TOOL_MARKER.test(firstLine)) return true;
  // Only calls and nothing the agent said: every line with text is a bold tool call.
  if (!BOLD_TOOL_CALL.test(firstLine)) return false;
  return content.split('\n').every((l) => l.trim().length === 0 || BOLD_TOOL_CALL.test(l.trim()));
}

/**
 * A line an agent's exporter writes, inside the answer, for a tool the agent ran (Copilot, SpecStory,
 * Cursor): "Read [](file:///…/app.ts)", "Read file: src/app/page.tsx", "Searched for text `@ucfw/`, 20
 * results", "Listed directory src/app • **2** results", "Fetched https://…", "Ran terminal command: npm
 * test", "Replacing 6 lines with 6 lines in [](file:///…)", "Starting: *Build and test* (9/9)",
 * "Created 9 todos", "Made changes.". Each is a verb of tool work followed by a machine object — a file
 * link, a "file:" path, a count of results, a step counter, a URL alone, a command after its colon — which
 * a sentence the assistant wrote ("Read the migration guide first.") does not have.
 */
const ACTIVITY = new RegExp(
  [
    // A verb of tool work, then a file link anywhere on the line.
    String.raw`^(?:read|reading|searched|searching|listed|listing|viewed|viewing|opened|opening|edited|editing|replacing|replaced|created|creating|deleted|deleting|updated|updating|wrote|writing|applied|applying|grep|globbed|checked)\b.{0,200}\[[^\]]*\]\(file:`,
    // "Read file: package.json", "Deleted file: a.ts", "Could not find file b.ts"; Cursor's "Edit file: docs/x.md"
    String.raw`^(?:read|deleted|created|edited|viewed|opened|could not find|edit|create|delete) file:?\s+\S+$`,
    // Cursor's note when an edit it tried did not apply
    String.raw`^the string to replace was not found in the file\.?$`,
    // "… • **33** results", "…, 20 results", "Searched codebase for "x", no results", "Grep search for "x" • **4** files"
    String.raw`^(?:read|searched|listed|grep|globbed|found|fetched|viewed)\b.{0,200}(?:•\s*\*{0,2}\d+\*{0,2}|,\s*(?:\d+|no))\s+(?:results?|files?|matches)$`,
    // Copilot naming the tool it runs: 'Using "Replace String in File"', and its own housekeeping
    String.raw`^using\s+"[^"]{2,60}"$`,
    String.raw`^checked (?:background )?terminal output$`,
    String.raw`^optimizing tool selection\.{0,3}$`,
    String.raw`^continue to iterate\?$`,
    // A UI that printed an object it meant to render
    String.raw`^\[object Object\]$`,
    // "Fetched https://…": the URL is all there is.
    String.raw`^(?:fetched|fetching|opened|opening)\s+https?:\/\/\S+$`,
    // "Starting: *Upgrade Angular* (1/9)", "Completed: *Build and test* (9/9)"
    String.raw`^(?:starting|started|completed|finished):\s+\*[^*]+\*\s+\(\d+\/\d+\)$`,
    // "Ran terminal command: npm test", "Completed with input: …", "Created 9 todos", "Asked 4 questions (…)"
    String.raw`^(?:ran|running) terminal command:`,
    String.raw`^completed with input:`,
    String.raw`^created \d+ todos?$`,
    String.raw`^asked (?:\d+|a|an|one) questions?\s+\(`,
    String.raw`^made changes\.$`,
    // Copilot's file cards: a file with its diff counts ("index.html+84-1") under "Edited"
    String.raw`^[^\s/\\]{1,80}\.[a-z0-9]{1,6}\+\d+-\d+$`,
    // Claude Code's folded activity: "Searched for 1 pattern, read 4 files (ctrl+o to expand)"
    String.raw`^(?:searched|read|listed|wrote|updated|edited|ran|fetched)\b.{0,160}\(ctrl\+\w to expand\)$`,
  ].join('|'),
  // ASCII words only, so no `u` (decision 0030): this runs on every line of every message.
  'i',
);

/** Copilot's badge of the model that answered and its cost multiplier ("Raptor mini (Preview) • 1x"). */
const MODEL_BADGE = /^[\p{L}\d .()-]{2,60}•\s*\d+(?:\.\d+)?x$/u;

/**
 * Windsurf's Cascade export sets each step of the agent alone on its line in italics: the same verbs over a file link
 * ("*Viewed [a.md](file:///…) *", "*Listed directory [src](file:///…) *"), or its fixed wordings of a step with no
 * object ("*Grep searched codebase*", "*Searched filesystem*", "*Edited relevant file*", "*Asked user a question*").
 */
const ITALIC_LINE = /^\*([^*\s][^*]{0,300}?)\s*\*$/;
const CASCADE_STEP = /^(?:(?:grep|semantic|fast context) searched codebase|searched (?:filesystem|web)|edited relevant file|asked user a question|ran (?:terminal )?command|read (?:page|terminal output)|viewed web page|analyzed (?:file|directory)|updated todo list|listed directory|viewed (?:file|code item))$/i;

/** The line is an agent's note of a tool it ran, as its exporter wrote it inside the answer. */
export function isAgentActivity(line: string): boolean {
  const t = line.trim();
  if (t.length === 0 || t.length > 400) return false;
  if (ACTIVITY.test(t) || (t.includes('•') && MODEL_BADGE.test(t))) return true;
  const italic = t.charCodeAt(0) === 42 /* * */ ? ITALIC_LINE.exec(t) : null;
  return italic !== null && (ACTIVITY.test(italic[1]!) || CASCADE_STEP.test(italic[1]!));
}

/**
 * The agent's step of asking the person, as the exporter notes it ("*Asked user a question*", Windsurf; "Asked 2
 * questions (…)", Copilot): the person's reply is not in the export.
 */
export function asksThePerson(line: string): boolean {
  const t = line.trim().replace(/^\*([^*]+?)\s*\*$/, '$1');
  return /^asked (?:the )?user (?:a |\d+ )?questions?$|^asked (?:\d+|a|an|one) questions?\s+\(/i.test(t);
}

/**
 * A file card's verb alone on its line ("Edited", "Created") over the file it names ("about.html",
 * "style.css+25-11"): the card, not a word of the answer.
 */
const CARD_VERB = /^(?:edited|created|modified|deleted|updated)$/i;
const FILE_NAME = /^[^\s/\\]{1,80}\.[a-z0-9]{1,6}(?:\+\d+-\d+)?$/i;
export function isFileCard(line: string, next: string): boolean {
  return CARD_VERB.test(line.trim()) && FILE_NAME.test(next.trim());
}

/** "<summary>Listed directory src/app • **2** results</summary>": the summary of a folded tool call. */
export function isToolSummary(line: string): boolean {
  const m = /^<summary>(.*)<\/summary>$/i.exec(line.trim());
  return m !== null && isAgentActivity(m[1]!.replace(/<[^>]+>/g, ''));
}

/**
 * What an agent's harness puts into the person's turn, not what the person wrote: machine-named blocks and
 * nothing else ("<environment_context>…</environment_context>" in Codex, "<system-reminder>", Claude Code's
 * "<command-name>/clear</command-name>" / "<command-message>…" / "<command-args>…" written one after another).
 * A tag named with "_" or "-" is a program's; a person writing markup in a message writes HTML ("<div>")
 * or adds words around it.
 */
const INJECTED_ELEMENT = /<([a-z]+(?:[_-][a-z]+)+)(?:\s[^>]*)?>[\s\S]*?<\/\1>/g;
/** Claude Code's note over the commands a person ran locally, filed as a turn of theirs (high: real session exports). */
const LOCAL_COMMANDS_CAVEAT = /^caveat: the messages below were generated by the user while running local commands\b/i;
export function isInjectedContext(content: string): boolean {
  const t = content.trim();
  if (t.length === 0) return false;
  if (t.charCodeAt(0) !== 60 /* < */) return t.length < 400 && LOCAL_COMMANDS_CAVEAT.test(t);
  // Non-empty and starting with "<": nothing left means one or more blocks were all there was.
  return t.replace(INJECTED_ELEMENT, '').trim().length === 0;
}
