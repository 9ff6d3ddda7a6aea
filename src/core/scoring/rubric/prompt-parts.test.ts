import { describe, expect, it } from 'vitest';
import { isCodeLine, promptParts } from './prompt-parts';

describe('words of Chinese and Japanese, which write no spaces', () => {
  it('counts their characters two to a word, so a full sentence is not one word', () => {
    expect(promptParts('このJavaメソッドを読みやすくリファクタリングしてください。').instructionWords).toBeGreaterThanOrEqual(10);
    expect(promptParts('设计商品、用户、订单三张表的数据库结构').instructionWords).toBeGreaterThanOrEqual(8);
    expect(promptParts('Refactor this Java method.').instructionWords).toBe(4);
  });
});

describe('promptParts: rows sorted into instruction and material', () => {
  it.each([
    // [text, materialLines, delimited, codeLines, instruction]
    ['Fix this:\n   ```js\n  const x = 1;\n  ```', 1, true, 1, 'Fix this:'],
    ['Summarise:\n\t| a | b |\n  | 1 | 2 |', 2, true, 0, 'Summarise:'],
    ['Sort these:\nname\tage\nAnn\t31', 2, true, 0, 'Sort these:'],
    ['Explain\n  retries = 3\n  "timeout": 30,', 2, false, 0, 'Explain'],
    ['Check the JSON\n  {\n  ],', 2, false, 0, 'Check the JSON'],
    ['  > quoted line\nWhat does it mean?', 1, true, 0, 'What does it mean?'],
    ['Rewrite\n---\nsome text\n***', 0, true, 0, 'Rewrite\nsome text'],
    ['Why is this slow?\n  SELECT id FROM orders WHERE total > 10', 1, false, 1, 'Why is this slow?'],
    ['Why does this fail?\n    def load(path): return open(path)', 1, false, 1, 'Why does this fail?'],
    ['Question: which plan is cheapest?', 0, true, 0, 'Question: which plan is cheapest?'],
    ['Text: I think the food was okay.\nSentiment:', 1, true, 0, 'Sentiment:'],
    ['Is "a very long quoted passage that goes on and on for more than sixty characters" fair?', 1, true, 0, 'Is "a very long quoted passage that goes on and on for more than sixty characters" fair?'],
    ['<doc>\nbody line\n</doc>\nSummarise the doc.', 1, true, 0, 'Summarise the doc.'],
    // aside-9 / aside-15 (read, session 38): a list right under the ask that names it ("each app review below") is material.
    ['Label the sentiment of each app review below.\n1. Love the new widget.\n2. Crashes every time.', 2, true, 0, 'Label the sentiment of each app review below.'],
    // aside-18 (read, session 38): a rule after the labelled block's text closes it; the ask after it is the ask.
    ['Auszug aus meinem Mietvertrag:\n-----\nDie Haltung von Kleintieren wie Fischen und Hamstern ist erlaubt, für Hunde braucht es eine Zustimmung.\n-----\nBeantworte nur anhand dieses Auszugs: Darf ich eine Katze halten? Wenn der Auszug nichts sagt, sag das ausdrücklich.', 1, true, 0, 'Auszug aus meinem Mietvertrag:\nBeantworte nur anhand dieses Auszugs: Darf ich eine Katze halten? Wenn der Auszug nichts sagt, sag das ausdrücklich.'],
    // aside-16 (read, session 38): "### Instruction ###" heads the ask; "### Text ###" and its text are the material.
    ['### Instruction ###\nTranslate the text below into natural German for an online shop, keeping product names in English.\n\n### Text ###\nThe Smart Plug Mini pairs with the Home app in under a minute and needs no hub at all.', 2, true, 0, '### Instruction ###\nTranslate the text below into natural German for an online shop, keeping product names in English.'],
    // aside-13 (read, session 38): the ask inside its own tags ("<question>", "<task>") is the ask, set apart.
    ['<clause>\nEither party may end it.\n</clause>\n<question>\nWhen can my tenancy end?\n</question>', 1, true, 0, 'When can my tenancy end?'],
    ['Hi. <email>Show up at 6am.</email> Make this email polite.', 1, true, 0, 'Hi.   Make this email polite.'],
    // The instruction names what it hands over; the list after its blank line is that material (set apart by its layout).
    ['Turn these notes into changelog entries.\n\n- fix crash on empty csv\n- add dark mode', 2, true, 0, 'Turn these notes into changelog entries.'],
    ['Write a haiku.\n\n- about rain\n- in spring', 0, false, 0, 'Write a haiku.\n- about rain\n- in spring'],
    // aside-10 (read, session 37): numbered labels that recur head items of material; one alone names a tool and asks.
    ['Which article is most recent?\n\nArticle 1: [text]\nArticle 2: [text]', 2, true, 0, 'Which article is most recent?'],
    ['Excel 365: names in A2:A50. What formula totals them?', 0, false, 0, 'Excel 365: names in A2:A50. What formula totals them?'],
    // Rows of figures alone are data (aside-10: phone numbers to reformat).
    ['Reformat these.\n\n0612 34 56 78\n+33 (0)6-98-76-54-32', 2, false, 0, 'Reformat these.'],
    // A field of the brief that says how the answer must be stays in the ask ("Tone: …", "Length: …").
    ['Draft a reply to Ana declining the offer.\n\nTone: warm and brief.\nLength: under 120 words.', 0, true, 0, 'Draft a reply to Ana declining the offer.\nTone: warm and brief.\nLength: under 120 words.'],
    ['Write a reply to the customer below.\nRequirements: apologise once, offer a refund, keep it under 120 words.', 0, true, 0, 'Write a reply to the customer below.\nRequirements: apologise once, offer a refund, keep it under 120 words.'],
    // A new paragraph that asks ends the labelled block above it.
    ['My query fails.\n\nError:\nrelation "orders_2024" does not exist at character 15 in the statement that the nightly report job sent\n\nPlease tell me the most likely cause and how to confirm it.', 1, true, 0, 'My query fails.\nError:\nPlease tell me the most likely cause and how to confirm it.'],
    // "this cover letter" points at the paragraph under it: its "I have always loved numbers" is the letter's, not the person's situation.
    ['Is this cover letter good?\n\nDear Ms Lee, I am applying for the analyst role. I have always loved numbers.', 1, false, 0, 'Is this cover letter good?'],
    ['Use <b>bold</b> for names.\nSummarise the doc.', 0, false, 0, 'Use <b>bold</b> for names.\nSummarise the doc.'],
    ['\u00a0 ### \nquoted block\n###\nSummarise.', 1, true, 0, 'Summarise.'],
  ])('%j', (text, materialLines, delimited, codeLines, instruction) => {
    const p = promptParts(text);
    expect({ materialLines: p.materialLines, delimited: p.delimited, codeLines: p.codeLines, instruction: p.instruction }).toEqual({ materialLines, delimited, codeLines, instruction });
  });

  it.each([
    ['if (a) { b(); }', true],
    ['  x = f(a, b);  ', true],
    ['call(a); then more words', false],
    ['{ }', false],
    ['  return x', false],
    ['function f(a) {', true],
    // A sentence with an aside in brackets and a template slot at its end is prose (OpenAI's poem-prompt example).
    ['Write a short poem about our launch (the app is a photo editor) in the style of a {famous poet}', false],
    ['const names = items.filter((item) => item.active).map((item) => item.name);', true],
  ])('isCodeLine(%j) is %s', (row, want) => {
    expect(isCodeLine(row)).toBe(want);
  });
});
