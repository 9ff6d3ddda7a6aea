import { describe, expect, it } from 'vitest';
import { isToolTraffic } from './tool-traffic';

describe('isToolTraffic', () => {
  it.each([
    // a Claude Code session archived to Markdown: tool calls and results are turns of their own
    ['[tool_use: Read]', true],
    ["[tool_result] read-once-guard: 'H:\\prism\\mcp-server\\src' was already read", true],
    // a conversation-extractor script's "## 🤖 Claude" entries that only call a tool
    ['🔧 Using tool: Bash\nInput: {\n  "command": "ls"\n}', true],
    ['<tool_call>{"name": "search"}</tool_call>', true],
    ['Called tool: grep', true],
    // what people and assistants write about tools stays a message
    ['Using the tool you suggested, I get an error', false],
    ['Tool use is allowed here?', false],
    ['I ran the tool and it failed', false],
    ['[1] Function results vary by input', false],
  ])('%s -> %s', (content, expected) => {
    expect(isToolTraffic(content)).toBe(expected);
  });
});
