import { describe, expect, it } from 'vitest';
import { isAgentActivity, isFileCard, isInjectedContext, isToolNote, isToolTraffic } from './tool-traffic';

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

describe('isToolNote: an exporter\'s note of a tool call inside a message', () => {
  it.each([
    ['_[tool: update_todos]_', true],
    ['*   *<调用 `read_file` 工具读取 `TP VHDL E1 2025.pdf`>*', true],
    ['*   *<调用 `replace` 工具修改 `counter_4bits.vhd`>*', true],
    ['*(Claude 用 Bash 列出 `HW3_DQN/` 內容確認資料夾為空)*', true],
    ['*(Dana wrote this part herself)*', false],
    // An answer's own italic remark is no tool call.
    ['*(see `config.yaml` for the defaults)*', false],
    ['Use `read_file` to load it.', false],
  ])('%s → %s', (line, expected) => {
    expect(isToolNote(line)).toBe(expected);
  });
});

describe('isAgentActivity: an agent\'s tool line inside an answer', () => {
  it.each([
    ['Read [](file:///home/dev/app/package.json)', true],
    ['Searched for text `@ucfw/`, 20 results', true],
    ['Searched for 1 pattern, read 4 files (ctrl+o to expand)', true],
    ['Ran terminal command:  cd /app && npm install', true],
    ['index.html+84-1', true],
    ['Raptor mini (Preview) • 1x', true],
    ['Read the migration guide first.', false],
    ['Searched everywhere, no luck.', false],
  ])('%s → %s', (line, expected) => {
    expect(isAgentActivity(line)).toBe(expected);
  });
});

describe('isInjectedContext: a harness\'s block in the person\'s turn', () => {
  it.each([
    ['<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>', true],
    ['<system-reminder>Use the todo tool.</system-reminder>', true],
    ['<div>Why does this not center?</div>', false],
    ['<environment_context>…</environment_context>\nAnd now fix the test.', false],
  ])('%s → %s', (text, expected) => {
    expect(isInjectedContext(text)).toBe(expected);
  });
});

describe('isFileCard: Copilot\'s card of a file it changed', () => {
  it.each([
    ['Edited', 'about.html', true],
    ['Edited', 'style.css+25-11', true],
    ['Edited', 'the intro paragraph to be shorter.', false],
    ['Done', 'index.html', false],
  ])('%s / %s → %s', (line, next, expected) => {
    expect(isFileCard(line, next)).toBe(expected);
  });
});
