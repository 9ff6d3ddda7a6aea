import { describe, expect, it } from 'vitest';
import { checkInstructions } from './instructions';

describe('checkable instructions: found in the ask, checked in the reply', () => {
  it.each([
    ['a table, kept', 'Compare Postgres and MySQL for a small shop in a table.', '| | Postgres | MySQL |\n|---|---|---|\n| JSON | yes | partial |', 'a table', true],
    ['a table, broken', 'Compare Postgres and MySQL in a table.', 'Postgres has better JSON support, while MySQL is simpler to run.', 'a table', false],
    ['N bullet points, kept', 'Summarize this policy in 3 bullet points for administrators.', '- Deadlines move to May.\n- Forms go online.\n- Audits are yearly.', '3 bullet points', true],
    ['N bullet points, broken', 'Give me 5 ideas for a team offsite.', '1. Hike\n2. Cooking class\n3. Escape room', '5 ideas', false],
    ['JSON, kept', 'Return the order as JSON with the fields item and qty.', '```json\n{"item": "fries", "qty": 2}\n```', 'JSON', true],
    ['JSON, broken', 'Return the order as JSON.', 'The order has two fries and one drink.', 'JSON', false],
    ['code in Python, kept', 'Write a function in Python that removes duplicates.', '```python\ndef dedupe(xs):\n    return list(dict.fromkeys(xs))\n```', 'code in Python', true],
    ['a word limit, broken', 'Explain DNS in under 20 words.', 'DNS is the system that turns names like example.com into the numeric addresses computers use to reach each other on networks around the world, via resolvers.', 'at most 20 words', false],
    ['a sentence count, kept', 'Explain prompt engineering in 3 sentences.', 'Prompt engineering is writing inputs for models. It shapes their answers. Good prompts are specific.', '3 sentences', true],
    ['yes or no, kept', 'Is this hearsay? Answer with either Yes or No.', 'No.', 'yes or no', true],
    ['a language, broken', 'Answer in French: what is a closure?', 'A closure is a function that keeps the variables of the scope where it was defined.', 'in French', false],
  ])('%s', (_name, ask, reply, instruction, kept) => {
    expect(checkInstructions(ask, reply)).toContainEqual({ instruction, kept });
  });

  it('does not check a per-section count against the whole list (reasons audit: a false "broken")', () => {
    const ask = 'I need an outline with 4 sections, each with 2 bullet points.';
    const reply = '1. Why\n- a\n- b\n2. How\n- c\n- d\n3. When\n- e\n- f\n4. Care\n- g\n- h';
    expect(checkInstructions(ask, reply).filter((c) => !c.kept)).toEqual([]);
  });

  it('does not call a count kept when the reply has no list to count (a pleasantry kept no "two more tips")', () => {
    expect(checkInstructions('Give me two more tips.', "I'm here to help!")).toEqual([]);
  });

  it('finds nothing to check in an ask without checkable instructions', () => {
    expect(checkInstructions('Why is the sky blue?', 'Because of Rayleigh scattering.')).toEqual([]);
  });
});

describe("the person's language: unsaid but checkable when they write in another script", () => {
  it.each([
    ['a Chinese question about Python, answered in English', '如何用Python读取CSV文件？', 'You can use pandas: `pd.read_csv("file.csv")`.', "in the person's language (Chinese characters)", false],
    ['the same, answered in Chinese around the code', '如何用Python读取CSV文件？', '可以使用 pandas 库：`pd.read_csv("file.csv")`，它会返回一个 DataFrame。', "in the person's language (Chinese characters)", true],
    ['a Russian question answered in Russian', 'Как приготовить борщ?', 'Борщ готовят из свёклы, капусты и мяса.', "in the person's language (Cyrillic script)", true],
    ['a Japanese question answered in Japanese', '東京でおすすめのラーメン屋はどこですか？', '東京には多くの有名なラーメン屋があります。例えば一蘭です。', "in the person's language (Japanese)", true],
    ['a Korean code request answered in Korean, then code', 'while 문과 Scanner의 nextLine() 메소드를 이용해서 예금, 출금, 조회 기능을 제공하는 코드를 작성해', '아래는 while문과 Scanner의 nextLine() 메소드를 활용하여 예금, 출금, 잔고 확인 기능을 제공하는 예제 코드입니다.\n\npackage bank;\nimport java.util.Scanner;', "in the person's language (Korean)", true],
  ])('%s', (_name, ask, reply, instruction, kept) => {
    expect(checkInstructions(ask, reply)).toContainEqual({ instruction, kept });
  });

  it.each([
    ['an English question quoting a Chinese word', 'What does 你好 mean?', 'It means hello.'],
    ['an English question quoting a Japanese word', 'What does ありがとう mean?', 'It means thank you.'],
    ['a translation into English', 'Переведи на английский: привет', 'Hello'],
    ['a statement that offers an English version', '『FLA - I』歌静河 题目背景 English statement. 请解决这个问题。', 'We can solve the problem by decoupling the two strings.'],
  ])('is not checked: %s', (_name, ask, reply) => {
    expect(checkInstructions(ask, reply).filter((c) => c.instruction.startsWith("in the person's language"))).toEqual([]);
  });
});

describe('the asked length in words ("briefly", "in detail"), said of the answer', () => {
  const words = (n: number) => `${'The resolver asks the root servers first and caches the answer it gets back '.repeat(Math.ceil(n / 14)).split(' ').slice(0, n).join(' ')}.`;
  it.each([
    ['explain briefly, kept', 'Explain briefly what a closure is.', 'A closure is a function that keeps the variables of the scope where it was defined.', 'brief (at most 100 words)', true],
    ['explain briefly, broken by 160 words', 'Explain briefly what a closure is.', words(160), 'brief (at most 100 words)', false],
    ['"be concise" opening the ask', 'Be concise: what is DNS?', 'The system that maps names to addresses.', 'brief (at most 100 words)', true],
    ['describe in detail, broken by one sentence', 'Can you describe how TCP works in detail?', 'It uses a handshake.', 'in detail (at least 150 words)', false],
    ['describe in detail, kept', 'Can you describe how DNS works in detail?', words(170), 'in detail (at least 150 words)', true],
    ['a detailed explanation asked for', 'Give me a detailed explanation of RAID levels.', 'RAID 0 stripes.', 'in detail (at least 150 words)', false],
  ])('%s', (_name, ask, reply, instruction, kept) => {
    expect(checkInstructions(ask, reply)).toContainEqual({ instruction, kept });
  });

  it.each([
    ["the person's own story", 'I briefly worked in Spain. What should I see in Madrid?'],
    ['an answer someone else gave', 'I got a detailed answer from my doctor. Is ibuprofen safe?'],
    // markdown-chat (arena-hard): said of each table cell, not of the answer.
    ['a part asked to be concise', 'Present 5 methods in a Markdown table. Each description should be concise, limited to one or two sentences.'],
  ])('is not an asked length: %s', (_name, ask) => {
    expect(checkInstructions(ask, words(130)).filter((c) => /^(?:brief|in detail) /u.test(c.instruction))).toEqual([]);
  });
});
