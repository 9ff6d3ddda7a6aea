import { describe, expect, it } from 'vitest';
import { attachmentChipEnd, cleanMessage, isInsideSentence } from './clean';
import { buildContext } from './context';

const raw = (lines: string[]) => ({ lines, fenced: lines.map(() => false) });

describe('isInsideSentence: a button name the person wrote inside a sentence stays', () => {
  it.each([
    { paste: 'bug report quoting a button, sentence running on in lower case', lines: ['The only button on the screen says', 'Copy', 'and nothing happens when I press it.'], kept: 'Copy' },
    { paste: 'a question about a menu item, going on with a dash', lines: ['PS: the menu item is literally called', '分享', '— is that the one you mean?'], kept: '分享' },
  ])('$paste', ({ lines, kept }) => {
    expect(isInsideSentence(raw(lines), 1)).toBe(true);
    expect(cleanMessage(raw(lines))).toContain(`\n${kept}\n`);
  });

  it.each([
    { paste: 'buttons under a finished answer', lines: ['That is all you need to know.', 'Copy', 'Regenerate'] },
    { paste: 'a copy button between a code label and code starting in upper case', lines: ['Here is the script for you', 'Copy', 'Import the module first.'] },
  ])('$paste: the button goes', ({ lines }) => {
    expect(isInsideSentence(raw(lines), 1)).toBe(false);
    expect(cleanMessage(raw(lines))).not.toContain('Copy');
  });
});

describe('chat clients\' server notices', () => {
  it('an IRC "-!-" line with or without its time is no one\'s message', () => {
    expect(cleanMessage(raw(['You are welcome.', '16:11 -!- priya has quit [Quit: bye]']))).toBe('You are welcome.');
    expect(cleanMessage(raw(['-!- gptbot has joined #help', 'Hello there.']))).toBe('Hello there.');
  });
});

describe('a list the person introduced keeps its button words', () => {
  it.each([
    { paste: 'labels one per line, then the question about them', lines: ["My app's toolbar shows these labels, one per line:", 'Copy', 'Edit', 'Retry', 'Is that a sensible order for them?'], kept: 'Copy\nEdit\nRetry' },
    { paste: 'commands under a question, one of them no button word (German UI)', lines: ['Welche Tastenkürzel gehören zu diesen Befehlen?', 'Kopieren', 'Einfügen', 'Rückgängig'], kept: 'Kopieren\nEinfügen' },
    // endsOnColonList: the message ends on the list its last line announced with a colon.
    { paste: 'button words ending the message under a line that asks for them with a colon', lines: ['Please put these menu entries into French:', 'Share', 'Edit', 'Copy'], kept: 'Share\nEdit\nCopy' },
  ])('$paste', ({ lines, kept }) => {
    expect(cleanMessage(raw(lines))).toContain(kept);
  });

  it.each([
    { paste: 'buttons under a finished question end the message', lines: ['Can you give me three names for a cat?', 'Copy', 'Edit'] },
    { paste: 'a code header under "run:" is no list', lines: ['On Debian, run:', 'text', 'Copy', '   sudo apt-get install xvfb'] },
  ])('$paste: the buttons go', ({ lines }) => {
    expect(cleanMessage(raw(lines))).not.toContain('Copy');
  });
});

// Grok's code header has a run button beside Copy ("python" / "Copy" / "Run"); other pages add
// "Preview" or "Apply". The header's extra one-word buttons go when code starts right under them;
// a capitalised word over prose stays (it is the answer's text).
describe('a code header with buttons no list knows after its copy button', () => {
  it('drops "Run" between the header and the code', () => {
    const lines = ["Here's a Python program snippet:", '', 'python', 'Copy', 'Run', '# Function to determine etiquette', 'def etiquette(bias):', '    return bias'];
    const out = cleanMessage(raw(lines));
    expect(out).not.toMatch(/^Run$/m);
    expect(out).toContain('# Function to determine etiquette');
  });
  it('keeps a capitalised word over prose', () => {
    const lines = ['python', 'Copy', 'Note', 'This script needs Python 3.'];
    expect(cleanMessage(raw(lines))).toMatch(/^Note$/m);
  });
  it('drops "Wrap" between a known button and the copy button (Grok: "python" / "Collapse" / "Wrap" / "Copy", probe-a3-twin case 41)', () => {
    const lines = ['Here:', '', 'python', 'Collapse', 'Wrap', 'Copy', 'def greeting(name):', '    return name'];
    expect(cleanMessage(raw(lines))).toBe('Here:\n\ndef greeting(name):\n    return name');
  });
});

describe('code-block headers the copy kept as a line of their own', () => {
  it.each([
    { paste: 'Gemini: "Code" over a fence that the copy left open', lines: ['Sure thing!', '', 'Code', '```markdown', '# Title'], gone: 'Code' },
    { paste: 'Gemini: a language line over a closed fence', lines: ['Here it is:', '', 'python', '```python', 'print(1)', '```'], gone: 'python' },
    { paste: 'Claude: the language right under the line that introduces the code', lines: ['Interpreted Language Example (Python):', 'python', 'def greeting(name):', '    return name'], gone: 'python' },
    { paste: 'Claude: a shader block under a title line without a colon, its first line a comment', lines: ['The fragment shader, sketched', 'glsl', '// inputs: uTexture, uScale', 'void main() {'], gone: 'glsl' },
    // isPlainTextHeader: the "text" header of a plain block, under a colon and a blank line
    { paste: 'Claude: the "text" header over a plain block a colon led to', lines: ['In version 4 the script looks like this:', '', 'text', 'extends Mover', '', 'var pace = 3'], gone: 'text' },
  ])('$paste', ({ lines, gone }) => {
    // Fences marked as the parser marks them.
    const ctx = buildContext(lines.join('\n'));
    expect(cleanMessage({ lines: ctx.lines, fenced: ctx.fenced }).split('\n')).not.toContain(gone);
  });

  it.each([
    { paste: 'a list of languages under a colon stays', lines: ['The languages I use:', 'python', 'java'] },
    { paste: 'a word the person wrote over a fence, in a paragraph', lines: ['I wrote this in', 'python', '```python', 'print(1)', '```'] },
    { paste: 'a language named in a sentence that runs on over prose', lines: ['The one I like best is', 'python', 'because it reads well.'] },
  ])('$paste', ({ lines }) => {
    expect(cleanMessage(raw(lines))).toContain('python');
  });

  it('the word "text" over a sentence stays (isPlainTextHeader)', () => {
    expect(cleanMessage(raw(['Paste the reply here:', '', 'text', 'It should read as one sentence.'])).split('\n')).toContain('text');
  });
});

describe('a sources heading over a written reference list', () => {
  it('keeps "Citations:" when numbered links follow it (the list is the answer\'s text), drops it alone', () => {
    expect(cleanMessage(raw(['The bridge opened in 1937.[1]', '', 'Citations:', '[1] https://example.org/bridge']))).toContain('Citations:');
    expect(cleanMessage(raw(['The bridge opened in 1937.', '', 'Sources']))).not.toContain('Sources');
  });
});

describe('whole-line HTML comments', () => {
  it.each([
    { line: '<!-- UID: 1234 -->', kept: false, why: 'an Obsidian exporter’s bookkeeping' },
    { line: '<!-- Generated by SpecStory -->', kept: false, why: 'an exporter’s signature' },
    { line: '<!-- HTML -->', kept: true, why: 'a comment over markup in a Kimi answer whose code fence the copy lost' },
    { line: '<!-- src/routes/notes.svelte -->', kept: true, why: 'a file-name comment at the top of a code sample' },
  ])('$line: kept $kept ($why)', ({ line, kept }) => {
    const text = cleanMessage(raw(['Use this:', '', line, '<x-details></x-details>']));
    expect(text.includes(line)).toBe(kept);
  });
});

describe('source chips and code labels inside an answer', () => {
  it('drops a Copilot source chip’s number with its domain ("nih.gov" / "2")', () => {
    expect(cleanMessage(raw(['humans', 'investopedia.com', '1', 'nih.gov', '2']))).toBe('humans');
  });
  it('drops Gemini’s capitalised code label over unfenced code, keeps a language named in a list', () => {
    expect(cleanMessage(raw(['Paste this into the console:', '', 'JavaScript', "const url = 'x';"]))).toBe("Paste this into the console:\n\nconst url = 'x';");
    expect(cleanMessage(raw(['I know:', '', 'Python', 'Java']))).toBe('I know:\n\nPython\nJava');
  });
  // Gemini (set 25, English UI): the label sits right under the sentence that leads to the code, with a
  // blank line between it and the code; the code may open with an import, a command's options or a comment.
  it('drops Gemini’s label between the leading sentence and a gap over code; a list ending in a language stays', () => {
    expect(cleanMessage(raw(['It opens the page from a string.', 'Python', '', 'import webbrowser', 'webbrowser.open(url)']))).toBe(
      'It opens the page from a string.\n\nimport webbrowser\nwebbrowser.open(url)',
    );
    expect(cleanMessage(raw(['Go to the folder and run:', 'Bash', '', 'pyinstaller --onefile app.py']))).toBe(
      'Go to the folder and run:\n\npyinstaller --onefile app.py',
    );
    expect(cleanMessage(raw(['Change this line:', 'Python', '', '# Real version', '# run(["shutdown"])']))).toBe(
      'Change this line:\n\n# Real version\n# run(["shutdown"])',
    );
    expect(cleanMessage(raw(['We use two languages: Go and', 'Python', '', 'Both are fast enough for this.']))).toBe(
      'We use two languages: Go and\nPython\n\nBoth are fast enough for this.',
    );
  });
});

// Set 29 (real files): ChatGPT search answers in a French UI copy each source chip onto its own line — the
// site's name under the sentence (which keeps the space the chip stood after) or over its "+N" count; Gemini
// prints "Python" right over an import and "YAML" over a gap and a key.
describe('named source chips and Gemini code headers (set 29)', () => {
  it('drops a site-name chip under a finished sentence or over its "+N"; keeps a Markdown line break and a heading', () => {
    expect(cleanMessage(raw(['Free plan includes 500 MB DB—solid for a demo. ', 'Supabase', '', 'Hosting: Render for Python apps. ', 'Render', '+2', 'Vercel', '+1', '', 'Secrets: Doppler.']))).toBe(
      'Free plan includes 500 MB DB—solid for a demo. \n\nHosting: Render for Python apps. \n\nSecrets: Doppler.',
    );
    expect(cleanMessage(raw(['That is the whole setup.  ', 'Next Steps', '', 'Run it.']))).toBe('That is the whole setup.  \nNext Steps\n\nRun it.');
    expect(cleanMessage(raw(['We compared three hosts.', 'Render', '', 'Render is the cheapest.']))).toBe('We compared three hosts.\nRender\n\nRender is the cheapest.');
    expect(cleanMessage(raw(['And she took the side of Cheshire, yelled. ', 'You continue from here', '']))).toBe('And she took the side of Cheshire, yelled. \nYou continue from here');
  });
  it('drops Gemini’s "Python" over an import and "YAML" over a gap and a key; a list ending in YAML stays', () => {
    expect(cleanMessage(raw(['Alle Beträge als Decimal.', '', 'Python', 'from decimal import Decimal', 'x = Decimal(1)']))).toBe(
      'Alle Beträge als Decimal.\n\nfrom decimal import Decimal\nx = Decimal(1)',
    );
    expect(cleanMessage(raw(['Here is how it looks in your YAML:', 'YAML', '', 'spec:', '  template:', '    spec: {}']))).toBe(
      'Here is how it looks in your YAML:\n\nspec:\n  template:\n    spec: {}',
    );
    expect(cleanMessage(raw(['The formats we read are JSON and', 'YAML', '', 'Note: both are fine.']))).toBe(
      'The formats we read are JSON and\nYAML\n\nNote: both are fine.',
    );
  });
});

describe('a file tree’s last line over the next code block’s header (ChatGPT in Japanese, set 25)', () => {
  // "└─ app.sql" ends in a file extension and "yaml" is also a chip's type word, but a language over a copy
  // button is the header of the next code block: the tree line is the answer's, the header goes.
  it('keeps the tree line and drops the header; a real chip (name over its type) still goes', () => {
    expect(cleanMessage(raw(['├─ /images/', '└─ app.sql', '', 'yaml', 'コードをコピーする', '', 'Next part'])).replace(/\n{2,}/g, '\n\n')).toBe(
      '├─ /images/\n└─ app.sql\n\nNext part',
    );
    expect(cleanMessage(raw(['report.pdf', 'PDF', 'Summarise this']))).toBe('Summarise this');
  });
});

describe('a note’s timestamp line under each message (Obsidian Copilot’s "[Timestamp: …]")', () => {
  it('is dropped; a sentence about a timestamp stays', () => {
    expect(cleanMessage(raw(['你们可以先定义角色吗？', '[Timestamp: 2026/11/25 11:15:07]']))).toBe('你们可以先定义角色吗？');
    expect(cleanMessage(raw(['The log says [Timestamp: 11:15] was wrong.']))).toBe('The log says [Timestamp: 11:15] was wrong.');
  });
});

describe('cleanMessage: a header line found by recurrence over code (TextContext.codeHeader) goes, the code stays', () => {
  it.each([
    { paste: 'Gemini answer with "Code" over each block', lines: ['Here is the script:', '', 'Code', 'var speed = 5', '', 'And the other:', '', 'Code', 'var mass = 2'], expected: 'Here is the script:\n\nvar speed = 5\n\nAnd the other:\n\nvar mass = 2' },
    { paste: 'Grok answer with a run button under the language line and copy button', lines: ['Import it:', '', 'python', 'Copy', 'Run', 'import argparse', '', 'Then parse:', '', 'python', 'Copy', 'Run', 'args = parser.parse_args()'], expected: 'Import it:\n\nimport argparse\n\nThen parse:\n\nargs = parser.parse_args()' },
  ])('$paste', ({ lines, expected }) => {
    const ctx = buildContext(lines.join('\n'));
    expect(cleanMessage({ lines: ctx.lines, fenced: ctx.fenced, soft: ctx.soft, codeHeader: ctx.codeHeader })).toBe(expected);
  });
});

describe('cleanMessage: a message\'s "More" menu in the UI language at its edge goes; the word in prose stays', () => {
  it.each([
    { paste: 'ChatGPT, Spanish UI: "Más" under "ChatGPT dijo:" over the answer', lines: ['Más', 'Jay has one brother.'], expected: 'Jay has one brother.' },
    { paste: 'ChatGPT, French UI: "Plus" over the answer', lines: ['Plus', 'Vous pouvez ranger les couteaux dans un bloc.'], expected: 'Vous pouvez ranger les couteaux dans un bloc.' },
    { paste: 'a French sentence running through "Plus" on a line of its own stays', lines: ['Il faut ajouter du sel.', 'Plus', 'de poivre aussi.'], expected: 'Il faut ajouter du sel.\nPlus\nde poivre aussi.' },
  ])('$paste', ({ lines, expected }) => {
    expect(cleanMessage(raw(lines))).toBe(expected);
  });
});

describe('cleanMessage: the code header\'s bare name on an answer\'s first line, over its code (Claude answer that opens with a block)', () => {
  it.each([
    { paste: 'a YAML schema answer: "yaml" over a key and its indented fields', lines: ['yaml', 'player:', '  type: object', '  properties:'], expected: 'player:\n  type: object\n  properties:' },
    { paste: 'a Python answer: "python" over an import', lines: ['python', 'import os', 'print(os.getcwd())'], expected: 'import os\nprint(os.getcwd())' },
    { paste: 'a person\'s one-word first line over prose stays', lines: ['python', 'is my favourite language. Which should I learn next?'], expected: 'python\nis my favourite language. Which should I learn next?' },
    { paste: 'a capitalised name over code at the start stays (a word, not the header\'s lower-case form)', lines: ['Python', 'x = 1'], expected: 'Python\nx = 1' },
  ])('$paste', ({ lines, expected }) => {
    expect(cleanMessage(raw(lines))).toBe(expected);
  });
});

describe('cleanMessage: a button word under the person\'s pasted code, with a remark in brackets about it, stays (Copilot prompt quoting "Rigenera")', () => {
  it.each([
    { paste: 'code, then the quoted word, then the remark', lines: ['class A', '{', '}', '', 'Rigenera', '', "(that's the word I want on the button)"], kept: true },
    { paste: 'the same word under code with no remark is the page\'s button', lines: ['class A', '{', '}', '', 'Rigenera'], kept: false },
  ])('$paste', ({ lines, kept }) => {
    expect(cleanMessage(raw(lines)).includes('Rigenera')).toBe(kept);
  });
});

describe('attachmentChipEnd: a chip\'s count and type in words no list has', () => {
  it.each([
    { paste: 'name, a count in Spanish, a one-word type, then the prompt', lines: ['notes_week3.pdf', '12 hojas', 'Documento', 'Summarise these notes.'], end: 3 },
    { paste: 'name and a count in Korean, then the prompt', lines: ['budget.xlsx', '4 시트', '이 표를 정리해 줘.'], end: 2 },
    { paste: 'a file name over a sentence is no chip', lines: ['setup.py', 'It fails on import.'], end: -1 },
    { paste: 'a count under a file name with a sentence under the count keeps that sentence', lines: ['data.csv', '3 rows', 'Why is the total wrong?'], end: 2 },
  ])('$paste', ({ lines, end }) => {
    expect(attachmentChipEnd(lines, lines.map(() => false), 0)).toBe(end);
  });
});

/** dropCodeHeader over buttonsOverCode: a block title no language list has, capitalised, alone in its paragraph over code. */
describe('dropCodeHeader: a capitalised block title over copy buttons and code goes with them (DeepSeek)', () => {
  it('drops the title, keeps the code', () => {
    const lines = ['Here is a bucket you can start from:', '', 'Pulumi', '', 'Copy', 'Download', 'const bucket = new aws.s3.Bucket("logs");', 'export const name = bucket.id;', '', 'Run pulumi up to create it.'];
    const out = cleanMessage(raw(lines));
    expect(out).not.toContain('Pulumi');
    expect(out).toContain('const bucket = new aws.s3.Bucket("logs");');
  });

  it('keeps a one-word line over buttons with prose under them', () => {
    const lines = ['Thanks', '', 'Copy', 'Download', 'That was the whole answer, I hope it helps.', 'Let me know what else you need today.'];
    expect(cleanMessage(raw(lines))).toContain('Thanks');
  });
});
