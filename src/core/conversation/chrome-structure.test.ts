import { describe, expect, it } from 'vitest';
import { recurringChrome, recurringCodeHeaders } from './chrome-structure';
import { fencedLines } from './text';
import { parseConversation } from './parse';

const marked = (text: string) => {
  const lines = text.split('\n');
  const trimmed = lines.map((l) => l.trim());
  const marks = recurringChrome({ trimmed, fenced: fencedLines(lines), lines });
  return trimmed.filter((_, i) => marks[i]);
};

describe('recurring chrome', () => {
  it.each([
    {
      name: 'indented keywords of unfenced code that repeat ("    END" / "    ELSE" of a SQL loop in a Le Chat answer) are code',
      text: 'IF NOT EXISTS (SELECT 1)\n    BEGIN\n    PRINT 1;\n    END\n    ELSE\n    PRINT 2;\n\nIF NOT EXISTS (SELECT 2)\n    BEGIN\n    PRINT 3;\n    END\n    ELSE\n    PRINT 4;',
      chrome: [],
    },
    {
      name: 'a strip of unknown button words after every answer',
      text: 'How tall is Everest?\n\nAbout 8,849 metres.\nRemix\nPin it\n\nAnd K2?\n\nAbout 8,611 metres.\nRemix\nPin it',
      chrome: ['Remix', 'Pin it', 'Remix', 'Pin it'],
    },
    {
      name: 'a strip whose count changes from answer to answer ("Refs · 3" / "Refs · 11") recurs all the same',
      text: 'Why is the sky blue?\nReply\nRefs · 3\nLight scatters off air.\n\nAnd sunsets?\nReply\nRefs · 11\nThe light goes through more air.',
      chrome: ['Reply', 'Refs · 3', 'Reply', 'Refs · 11'],
    },
    {
      name: 'a numbered step is no count: different steps under one heading do not make a strip',
      text: 'Setup\nStep 1\nOpen the box and take out the parts.\n\nWiring\nStep 2\nConnect the red wire first.',
      chrome: [],
    },
    {
      name: 'a repeat with no content between is a list, not chrome',
      text: 'Options:\nRed\nBlue\nRed\nBlue',
      chrome: [],
    },
    {
      name: 'closing braces of unfenced code are not chips',
      text: 'if (a) {\n  }\n}\nsome text here.\nif (b) {\n  }\n}',
      chrome: [],
    },
    {
      name: 'the imports of code the person pasted and of the answer\'s rewrite of it ("import os" / "import pandas as pd", a Le Chat copy) are code',
      text: 'import os\nimport pandas as pd\nx = load()\n\nBelow is the fixed code.\n\nimport os\nimport pandas as pd\nx = load_all()',
      chrome: [],
    },
    {
      name: 'sentences never are',
      text: 'Thanks.\nSee you.\nmiddle text that is long enough\nThanks.\nSee you.',
      chrome: [],
    },
    {
      name: 'fenced code is never chrome',
      text: '```\nfoo\nbar\n```\ntext\n```\nfoo\nbar\n```',
      chrome: [],
    },
  ])('$name', ({ text, chrome }) => {
    expect(marked(text)).toEqual(chrome);
  });

  it('is removed at the edges of messages, kept when it is all a message has', () => {
    const text = 'User: continue\nAssistant: Chapter one begins.\nRemix\nPin it\nUser: continue\nAssistant: Chapter two begins.\nRemix\nPin it';
    expect(parseConversation(text).messages.map((m) => m.content)).toEqual(['continue', 'Chapter one begins.', 'continue', 'Chapter two begins.']);
  });

  it('a button word inside a paragraph the person wrote stays', () => {
    const text = 'User: In the menu I see these words, in this order:\nShare\nand then nothing else happens, what does it mean?\nAssistant: It opens the share sheet.';
    expect(parseConversation(text).messages[0]?.content).toContain('Share');
  });
});

describe('recurringCodeHeaders: the line a page draws over each of its code blocks, in words no list has', () => {
  const headers = (text: string) => {
    const lines = text.split('\n');
    const trimmed = lines.map((l) => l.trim());
    const marks = recurringCodeHeaders({ trimmed, fenced: fencedLines(lines), lines });
    return lines.map((_, i) => i).filter((i) => marks[i]);
  };
  it.each([
    {
      name: 'Gemini: "Code" over each of two unfenced blocks',
      text: 'Here is the script:\n\nCode\n# the player\nvar speed = 5\n\nAnd the other one:\n\nCode\n# the body\nvar mass = 2',
      expected: [2, 8],
    },
    {
      name: 'Grok: a "Run" button under the language line and copy button of every block',
      text: 'Import it:\n\npython\nKopieren\nRun\nimport argparse\n\nThen parse:\n\npython\nKopieren\nRun\nargs = parser.parse_args()',
      expected: [4, 11],
    },
    {
      name: 'a word over code once is no header by recurrence (the person\'s "Example" over their snippet)',
      text: 'Example\nx = compute(1)\n\nWhy is x empty?',
      expected: [],
    },
    {
      name: 'a sentence over code each time is the answer\'s prose, not a header',
      text: 'Try this.\nx = 1\n\nTry this.\ny = 2',
      expected: [],
    },
  ])('$name', ({ text, expected }) => {
    expect(headers(text)).toEqual(expected);
  });
});
