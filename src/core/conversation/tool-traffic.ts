/**
 * Coding agents' exporters write the agent's tool calls and their results as turns of their own,
 * filed under the assistant ("## 🤖 Claude" / "🔧 Using tool: Read") or even under the person
 * ("### User" / "[tool_result] …"). They are a third party's traffic, not anything either party
 * wrote: a turn that opens with such a marker is not a message.
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

/** The message is one of the agent's tool calls or results, as an exporter wrote it. */
export function isToolTraffic(content: string): boolean {
  const start = content.trimStart();
  const firstLine = start.slice(0, 80).split('\n', 1)[0] ?? '';
  return TOOL_MARKER.test(firstLine);
}
