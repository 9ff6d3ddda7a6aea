import { describe, expect, it } from 'vitest';
import { newFacts, noteFacts } from './conversation-facts';

// What noteFacts kept before it was made faster: the first line matching this pattern, trimmed.
const ERROR_LINE_BEFORE = /^.*\b(?:\w+Error|\w+Exception|error:|Error:|ERROR|Traceback|failed with|exit code \d+).*$/mu;

describe('noteFacts', () => {
  it.each([
    ['no error here\njust text', null],
    ['Running it:\n  File "x.py", line 3\nTypeError: unsupported operand\nmore', 'TypeError: unsupported operand'],
    ['first line\r\nthe build failed with exit code 2\r\nlast', 'the build failed with exit code 2'],
    ['one\u2028NullPointerException at Main.java:5\u2029after', 'NullPointerException at Main.java:5'],
    ['MyError is a class name but Traceback comes later\nTraceback (most recent call last):', 'MyError is a class name but Traceback comes later'],
    ['noerror: glued\nerror: cannot find module', 'error: cannot find module'],
    ['ends with ERROR', 'ends with ERROR'],
    ['emoji 🙂 before TimeoutError 🙂 after', 'emoji 🙂 before TimeoutError 🙂 after'],
  ])('keeps the first error line of %j', (text, expected) => {
    const facts = newFacts('', '');
    noteFacts(facts, text);
    expect(facts.error).toBe(expected);
    expect(facts.error).toBe(ERROR_LINE_BEFORE.exec(text)?.[0].trim().slice(0, 160) ?? null);
  });

  it('reads tools, files and versions', () => {
    const facts = newFacts('', '');
    noteFacts(facts, 'In Node.js 20 with TypeScript, `parseArgs()` in cli.ts fails; also tried Python v3.12 and C++.');
    // "C++." has no word boundary after it; "Node.js" also reads as a file name.
    expect(facts).toMatchObject({ tools: ['Node.js', 'TypeScript', 'Python'], files: ['Node.js', 'parseArgs()', 'cli.ts'], versions: ['Node.js 20', 'Python v3.12'] });
  });
});
