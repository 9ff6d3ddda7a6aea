import { describe, expect, it } from 'vitest';
import { buildContext } from '../context';
import { answerStartsUnder, asksOrReplies, closesAnswer, offersMore, contentWords, lengthAlternationTurns, oneLineTurns, opensLikeAnswer, isCodeParagraph, continuesInLowerCase, isDialogueBlock, isPostscript, isRequestToAssistant, shortReplyOverAnswer, questionOverAnswer, restatesPrompt, segmentTurns, setsUpTask, pointsAheadAtMaterial, wideGapInFirstHalf } from './turn-segments';
import { parseConversation } from '../parse';

/** Turns of a label-less stretch, as [role, first line] pairs. */
function turns(lines: string[], unmarkedPage = true, end: 'user' | 'assistant' | null = null) {
  const ctx = buildContext(lines.join('\n'));
  return segmentTurns(ctx, 0, ctx.lines.length, 'user', end, unmarkedPage).map((t) => [t.role, ctx.trimmed[t.from]]);
}

describe('turns in label-less text', () => {
  it.each([
    {
      name: 'pasted Python whose loop header shares words with the imports is no restating answer (a DeepSeek copy of a code question)',
      lines: ['import numpy as np', 'import re', '', 'def make_vectors(magnitudes, count=5):', '    vectors = []', '    for m in magnitudes[1:]:', '        for _ in range(count):', '            vectors.append(m)', '    return np.array(vectors)', '', 'Why does the result fall off with q?', '', 'Because the phase factors cancel out as q grows.'],
      expected: [['user', 'import numpy as np'], ['assistant', 'Because the phase factors cancel out as q grows.']],
    },
    {
      name: 'a prompt, its answer right under it, and the next question right under the answer (each turn its own block)',
      lines: ['Can you tell me what Persians like to eat?', 'Rice dishes with saffron, flatbreads, stews with herbs, and kebabs are everyday favourites.', 'What about desserts?', '', 'Saffron ice cream and faloodeh are popular.'],
      expected: [['user', 'Can you tell me what Persians like to eat?'], ['assistant', 'Rice dishes with saffron, flatbreads, stews with herbs, and kebabs are everyday favourites.'], ['user', 'What about desserts?'], ['assistant', 'Saffron ice cream and faloodeh are popular.']],
    },
    {
      // probe-web-2 case 11 (GigaChat): the answer's short closing sentence stays its own; the question under it is the turn.
      name: 'a short closing statement with the person\'s question and its answer under it: the statement closes the answer',
      lines: ['Как быстро выучить таблицу умножения?', '', 'Лучше учить понемногу и в игре, по 5–10 минут в день.', '', 'Обычно за месяц ребёнок запоминает всю таблицу.', '', 'А если он путает 7 и 8?', '', 'Для 7 × 8 есть подсказка: 5, 6, 7, 8 — то есть 56 = 7 × 8.'],
      expected: [['user', 'Как быстро выучить таблицу умножения?'], ['assistant', 'Лучше учить понемногу и в игре, по 5–10 минут в день.'], ['user', 'А если он путает 7 и 8?'], ['assistant', 'Для 7 × 8 есть подсказка: 5, 6, 7, 8 — то есть 56 = 7 × 8.']],
    },
    {
      name: 'the person\'s short statement stays their reply when the question under it is put to them (the next answer asking back)',
      lines: ['Should I open a retirement account?', '', 'It depends on your age and income. How old are you?', '', 'I am 35.', '', 'Great, are you employed full time?', '', 'Yes, at a bank.', '', 'Then start with the plan your employer offers.'],
      expected: [['user', 'Should I open a retirement account?'], ['assistant', 'It depends on your age and income. How old are you?'], ['user', 'I am 35.'], ['assistant', 'Great, are you employed full time?'], ['user', 'Yes, at a bank.'], ['assistant', 'Then start with the plan your employer offers.']],
    },
    {
      name: 'a question paragraph under an answer cut off mid-sentence (a DeepSeek copy of an hh-rlhf exchange)',
      lines: ['Can you tell me when it is cheaper to buy or lease a vehicle?', '', 'Leasing for one year costs about 5% more than buying.', '', 'Here is a figure that summarizes the findings. Notice that the cost rises above', '', 'Do you save any money by buying the car at the end of the lease?', '', '', 'Yes. You get the benefits of leasing with none of the downside.'],
      expected: [['user', 'Can you tell me when it is cheaper to buy or lease a vehicle?'], ['assistant', 'Leasing for one year costs about 5% more than buying.'], ['user', 'Do you save any money by buying the car at the end of the lease?'], ['assistant', 'Yes. You get the benefits of leasing with none of the downside.']],
    },
    {
      name: 'an answer\'s introduction (":") keeps the question under it: "Ask yourself:" / "What do you need?"',
      lines: ['How do I choose a laptop?', '', 'Start with one question. Ask yourself:', '', 'What will you use it for?', '', 'Then compare battery life.'],
      expected: [['user', 'How do I choose a laptop?'], ['assistant', 'Start with one question. Ask yourself:']],
    },
    {
      name: 'a prompt of several paragraphs, a short one about the person, then an answer that opens like one (Grok copy)',
      lines: ['Develop a Python program snippet to decide sneezing etiquette.', '', 'The only button on the screen says', 'Copy', 'and nothing happens when I press it.', '', 'Here’s a Python program snippet that decides sneezing etiquette.'],
      expected: [['user', 'Develop a Python program snippet to decide sneezing etiquette.'], ['assistant', 'Here’s a Python program snippet that decides sneezing etiquette.']],
    },
    {
      name: 'an answer whose first paragraph says "I" is no prompt, though a later one opens with "Here’s"',
      lines: ['When is it cheaper to lease a car?', '', 'Leasing can be tricky, because you also pay for maintenance. That said, here’s what I find from a bunch of recent studies on leases and their costs over the years, which vary a lot by brand.', '', 'Here’s a figure that summarizes the findings.'],
      expected: [['user', 'When is it cheaper to lease a car?'], ['assistant', 'Leasing can be tricky, because you also pay for maintenance. That said, here’s what I find from a bunch of recent studies on leases and their costs over the years, which vary a lot by brand.']],
    },
    {
      name: 'a prompt that lists what the person has ("I have:" / items), the answer restating it right under the items (Meta AI)',
      lines: ['Please give me a recipe I can cook with only the ingredients in my fridge.', '', 'I have:', '', 'Tomatoes', 'Peppers', 'Pasta', 'Vegetarian sausage', 'Spicy Tomato and Vegetarian Sausage Pasta:', '', 'Ingredients:', '', 'Boil the pasta.'],
      expected: [['user', 'Please give me a recipe I can cook with only the ingredients in my fridge.'], ['assistant', 'Spicy Tomato and Vegetarian Sausage Pasta:']],
    },
    {
      name: 'the items of an answer\'s own list ("Term: text") are not the person\'s turn',
      lines: ['How should I spec a radar?', 'Start from the requirements, which you should write down before any design work starts.', 'Range: how far it must see.', 'Accuracy: how precisely it must locate the target.'],
      expected: [['user', 'How should I spec a radar?'], ['assistant', 'Start from the requirements, which you should write down before any design work starts.']],
    },
    {
      name: 'a page with wide gaps between turns: a single line break inside an answer is not a turn',
      lines: ['Who founded Berlin?', '', '', 'No single person founded it; two trading towns merged in the 13th century and grew together.', 'There are no records of a single founder.', '', '', 'Thanks!'],
      expected: [['user', 'Who founded Berlin?'], ['assistant', 'No single person founded it; two trading towns merged in the 13th century and grew together.'], ['user', 'Thanks!']],
    },
    {
      name: 'an answer that ends by offering a next step ("Want to explore…?", a Gemini copy) keeps it; the person\'s reply follows',
      lines: ['How do INR codecs compress CT volumes?', '', 'They fit a small network to the volume and store its weights.', '', 'Want to explore the math behind the residual coding?', '', 'Tell me which papers did this already.', '', 'Two 2024 papers come close.'],
      expected: [['user', 'How do INR codecs compress CT volumes?'], ['assistant', 'They fit a small network to the volume and store its weights.'], ['user', 'Tell me which papers did this already.'], ['assistant', 'Two 2024 papers come close.']],
    },
  ])('$name', ({ lines, expected }) => {
    expect(turns(lines)).toEqual(expected);
  });

  // DeepSeek copies with no buttons: the answer introduces its code ("下面是示例代码：") and two blank
  // lines follow; its notes under "代码说明：" are short statements in a run. Neither is the person's turn.
  it('an answer goes on past a wide gap under a line that introduces what follows, and through its notes', () => {
    const ctx = buildContext([
      '下面给出一个示例代码，用决策树模型进行训练。', '', '下面是示例代码（请确保已安装 pandas 和 sklearn 库）：', '', '',
      '#!/usr/bin/env python', '-- coding: utf-8 --', '', 'import pandas as pd', '', '代码说明：', '',
      '数据读取部分与你提供的代码基本一致。', '', '参数搜索部分通过两层循环遍历所有组合。', '', '最后可对测试集特征进行预测。',
    ].join('\n'));
    expect(segmentTurns(ctx, 0, ctx.lines.length, 'assistant', null, true).map((t) => t.role)).toEqual(['assistant']);
  });
  it('a short statement after an answer that introduced nothing is still the person\'s reply', () => {
    expect(turns(['How do I boil an egg?', '', 'Put it in boiling water for nine minutes, then cool it.', '', 'Thanks, that worked.', '', 'Glad it helped!'])).toEqual([
      ['user', 'How do I boil an egg?'], ['assistant', 'Put it in boiling water for nine minutes, then cool it.'], ['user', 'Thanks, that worked.'], ['assistant', 'Glad it helped!'],
    ]);
  });
  // The person pastes a table of data rows, then their code, then asks: until they ask, a block of
  // code under their material is more of the prompt, not an answer.
  it('a prompt of pasted material goes on through the code under it', () => {
    expect(turns([',user_id,merchant_id,label', '0,1,471,-1', '1,1,739,1', '', 'def read_get_set():', '    train_set = pd.read_csv("train.csv")', '    return train_set', '', '',
      'train_set = rd.read_get_set()', '这是一些训练集和代码,用决策树训练出模型,使用交叉验证来调优参数'], true, 'user')).toEqual([['user', ',user_id,merchant_id,label']]);
  });

  // Le Chat: the prompt quotes its query and error in triple quotes; the answer opens by formula right
  // under the closing quotes and leaves two blank lines under "…with detailed comments:" before its code.
  // That gap is the answer's: the prompt ends where the answer opens.
  it('on a page with buttons, a wide gap under a line that introduces is no prompt end; the answer starts at its opener', () => {
    expect(turns([
      'act as sql server dba and fix the bug the query """DECLARE @i INT = 1;', '    print @column_name;', 'END; """ the error """Msg 2705, Level 16', 'Column names in each table must be unique.', '"""',
      'Below is one way to fix the bug step by step. Two things made the ALTER TABLE fail:', '', 'You were adding a column that already existed.', '', 'Below is the corrected query with detailed comments:', '', '',
      '-- Step 1: Declare our variables', '', 'DECLARE @i INT = 1;', 'DECLARE @column_name NVARCHAR(50);', 'DECLARE @SQL NVARCHAR(MAX);', '', '-- Step 2: Loop', '', 'WHILE @i <= 1', 'BEGIN', '    SET @i = @i + 1;', 'END;', '',
      'Explanation of the changes:', '', 'Consistent naming everywhere.', '', 'Each ALTER TABLE is wrapped in IF NOT EXISTS.',
    ], false, 'assistant')).toEqual([
      ['user', 'act as sql server dba and fix the bug the query """DECLARE @i INT = 1;'], ['assistant', 'Below is one way to fix the bug step by step. Two things made the ALTER TABLE fail:'],
    ]);
  });
  it('on a page with buttons, a prompt of several paragraphs still ends at its wide gap', () => {
    expect(turns(['Here is the situation.', '', 'My build fails on CI but not locally.', '', '', 'That usually means a missing environment variable.', '', 'Check the CI settings.'], false, 'assistant')).toEqual([
      ['user', 'Here is the situation.'], ['assistant', 'That usually means a missing environment variable.'],
    ]);
  });

  it('a stretch before an opening strip ends with the person\'s prompt', () => {
    expect(turns(['What is Led Zeppelin?', 'A British rock band formed in London in 1968, known for Stairway to Heaven.', 'Very interesting'], true, 'user')).toEqual([
      ['user', 'What is Led Zeppelin?'], ['assistant', 'A British rock band formed in London in 1968, known for Stairway to Heaven.'], ['user', 'Very interesting'],
    ]);
  });

  it('between two of the strips that open answers sits one answer and one prompt, whatever the answer asks (a real Gemini copy)', () => {
    const ctx = buildContext(['Okay, welcome! I will interview you for this role.', '', 'What would be the primary goals for this feature?', '', 'Take your time and tell me when you are ready.', '', 'The main goal is deeper connections between users.'].join('\n'));
    expect(segmentTurns(ctx, 0, ctx.lines.length, 'assistant', 'user', true).map((t) => [t.role, ctx.trimmed[t.from]])).toEqual([
      ['assistant', 'Okay, welcome! I will interview you for this role.'], ['user', 'The main goal is deeper connections between users.'],
    ]);
  });

  it('on a page whose answers end at buttons, an answer goes on until its buttons', () => {
    expect(turns(['make a python script that prints hello', 'Here is a minimal script:', '', 'print("hello")', '', 'Run it with python3.'], false, 'assistant')).toEqual([
      ['user', 'make a python script that prints hello'], ['assistant', 'Here is a minimal script:'],
    ]);
  });
});

describe('isRequestToAssistant: the person asking the assistant for something, never an answer\'s first line', () => {
  it.each([
    ['Meta AI: a second question under the first', 'Can you give me at least 3 examples from each of these categories?', true],
    ['Spanish', '¿Puedes darme tres ejemplos?', true],
    ['German', 'Kannst du das kürzer machen?', true],
    ['an answer asking back', 'Which version of Python do you use?', false],
    ['an answer\'s opening', 'Sure! Here are three examples.', false],
    // asksBack: a request about the reader's own reasons is the assistant asking back.
    ['an answer asking back about the person\'s reasons', 'Could you tell me why you want to know?', false],
    ['a request about the subject', 'Could you tell me why the tide rises twice a day?', true],
  ])('%s', (_name, line, expected) => {
    expect(isRequestToAssistant(line)).toBe(expected);
  });

  it('two stacked questions of the person are no dialogue block (the second asks for more)', () => {
    const lines = ['What is the difference between compiled and interpreted languages?', 'Can you give me at least 3 examples of each?'];
    expect(isDialogueBlock(buildContext(lines.join('\n')), 0, 2)).toBe(false);
  });
});

describe('shortReplyOverAnswer: the person\'s short reply and the next answer in one block (Meta AI, no blank line between turns)', () => {
  it('splits "Yes please" from the answer under it, after the answer\'s question', () => {
    const text = [
      'Whats the easiest way to build a fire in the woods', '',
      'You want to create a fire using materials you can find in the woods?', '',
      'Yes please',
      'I would recommend gathering small twigs and other dry materials, and arranging them to form a fire platform.',
    ].join('\n');
    expect(turns(text.split('\n'))).toEqual([
      ['user', 'Whats the easiest way to build a fire in the woods'],
      ['assistant', 'You want to create a fire using materials you can find in the woods?'],
      ['user', 'Yes please'],
      ['assistant', 'I would recommend gathering small twigs and other dry materials, and arranging them to form a fire platform.'],
    ]);
  });
  it.each([
    ['a heading of the answer introducing a list', ['Steps:', 'First, gather small twigs and other dry materials into a loose pile.'], false],
    ['a list item', ['- Twigs', 'Gather small twigs and other dry materials into a loose pile under the logs.'], false],
    ['a short reply over a long line', ['Yes please', 'I would recommend gathering small twigs and other dry materials into a pile.'], true],
  ])('%s', (_name, lines, expected) => {
    expect(shortReplyOverAnswer(buildContext(lines.join('\n')), 0, 2)).toBe(expected);
  });
});

describe('a reply typed in lower case under a finished answer is the person\'s (people type so; answers are in sentence case)', () => {
  it.each([
    {
      name: 'as its own paragraph ("how about using a newspaper")',
      lines: ['how do i punish my dog for pooping inside?', 'You could tell him that you are disappointed, and give him a time out instead.', '', 'how about using a newspaper', '', 'That is an interesting idea. A newspaper might work in some cases.'],
      expected: [['user', 'how do i punish my dog for pooping inside?'], ['assistant', 'You could tell him that you are disappointed, and give him a time out instead.'], ['user', 'how about using a newspaper'], ['assistant', 'That is an interesting idea. A newspaper might work in some cases.']],
    },
    {
      name: 'on the line under the answer, the next answer right under it',
      lines: ['how do i punish my dog for pooping inside?', '', 'That is an interesting question. A newspaper might work in some cases.', 'anything else, i just want to flick them a bit', 'The reason I am hesitant to recommend this is that your dog might not learn anything from it.'],
      expected: [['user', 'how do i punish my dog for pooping inside?'], ['assistant', 'That is an interesting question. A newspaper might work in some cases.'], ['user', 'anything else, i just want to flick them a bit'], ['assistant', 'The reason I am hesitant to recommend this is that your dog might not learn anything from it.']],
    },
  ])('$name', ({ lines, expected }) => {
    expect(turns(lines)).toEqual(expected);
  });
});

describe('answerStartsUnder: a written answer right under the prompt', () => {
  it.each([
    { paste: 'Kimi-style: a prompt ending in a quoted question, the answer under it', first: 'My questions are: "How can I create a good name?", and "How often should I upload?"', second: 'Here are some tips to get you started:', expected: true },
    { paste: 'a question ending in a closing bracket', first: 'Which one is faster (C or Python?)', second: 'C.', expected: true },
    { paste: 'a prompt line introducing more of itself', first: 'I have the following ingredients,', second: 'Tomatoes, peppers and pasta.', expected: false },
    { paste: 'Pi: a finished request, "Sure thing!" right under it', first: "Write a code block in Markdown. Don't forget those quadruple backticks.", second: 'Sure thing!', expected: true },
    { paste: 'a request, then more of it that happens to be short', first: 'Write a haiku about rain.', second: 'Make it sad.', expected: false },
    { paste: 'Copilot zh: a request typed without its full stop, the answer\'s formula under it (assistants-2 case 192, spent)', first: '对于公式 L 它的收敛性证明', second: '下面给出一种常见思路，用以证明类似于下述损失函数', expected: true },
    { paste: 'the person\'s own "Here\'s my code:" under an unfinished line stays theirs', first: 'My sort function keeps crashing on empty lists', second: "Here's my code:", expected: false },
  ])('$paste', ({ first, second, expected }) => {
    expect(answerStartsUnder(first, second)).toBe(expected);
  });
});

describe('a prompt of several paragraphs ends at the wide gap under it (Gemini-style pages with buttons under answers)', () => {
  const seg = (lines: string[]) => {
    const ctx = buildContext(lines.join('\n'));
    return segmentTurns(ctx, 0, ctx.lines.length, 'user', 'assistant', false).map((t) => [t.role, ctx.trimmed[t.from]]);
  };
  it('keeps the code and the request under it in the prompt', () => {
    expect(seg(['def f(x):', '    return x', '', 'Add a counter to this code.', '', '', 'Here is the code with a counter.', '', 'count = 0', 'def f(x):', '    global count', '    count += 1', '    return x'])).toEqual([
      ['user', 'def f(x):'], ['assistant', 'Here is the code with a counter.'],
    ]);
  });
  it('a double blank line late in the answer (unfenced Python) does not move the prompt\'s end', () => {
    expect(seg(['Write two functions.', '', 'Here they are.', 'def a():', '    pass', 'more text', 'and more', '', '', 'def b():', '    pass'])).toEqual([
      ['user', 'Write two functions.'], ['assistant', 'Here they are.'],
    ]);
  });
  it('wideGapInFirstHalf reads only the first half of the text', () => {
    const ctx = buildContext(['a', '', '', 'b', 'c', 'd'].join('\n'));
    expect(wideGapInFirstHalf(ctx, 0, ctx.lines.length)).toBe(true);
    const late = buildContext(['a', 'b', 'c', '', '', 'd'].join('\n'));
    expect(wideGapInFirstHalf(late, 0, late.lines.length)).toBe(false);
  });
});

describe('restatesPrompt: an answer that opens by restating the request (pages with the answer right under the prompt)', () => {
  const prompt = contentWords('Make a weekly meal plan for a vegetarian family of four on a budget');
  it.each([
    ['Meta AI / Qwen answer opener with a colon', 'Here is a weekly vegetarian meal plan for a family of four:', true],
    ['an opener that names the steps to come', 'To plan budget meals for a vegetarian family, follow these steps:', true],
    ['the person introducing their own material', 'My family usually eats a vegetarian meal plan like this:', false],
    ['a line that shares only one word', 'Here are some ideas for a family:', false],
    ['a restating line that is no introduction (no colon)', 'A weekly vegetarian meal plan for a family of four.', false],
    ['a list item of the prompt', '- weekly vegetarian family budget:', false],
  ])('%s', (_name, line, expected) => {
    expect(restatesPrompt(prompt, line)).toBe(expected);
  });

  it.each([
    ['Chinese: the answer restates the term the question asks about', '如何证明拉格朗日中值定理', '证明拉格朗日中值定理的标准步骤如下：', true],
    ['Japanese: an opener about something else', '東京でおすすめのラーメン店は？', '次の手順で設定してください：', false],
  ])('%s (no spaces between words)', (_name, question, line, expected) => {
    expect(restatesPrompt(contentWords(question), line)).toBe(expected);
  });

  it('splits a label-less copy where a two-line prompt sits right above such an opener', () => {
    const text = [
      'I cook for four people and we eat no meat.',
      'Make a weekly meal plan for us that stays on a budget.',
      'Here is a weekly meal plan for four people on a budget:',
      '',
      'Monday: lentil soup',
      'Tuesday: bean chili',
    ].join('\n');
    const messages = parseConversation(text).messages.map((m) => [m.role, m.content.split('\n')[0]]);
    expect(messages).toEqual([
      ['user', 'I cook for four people and we eat no meat.'],
      ['assistant', 'Here is a weekly meal plan for four people on a budget:'],
    ]);
  });
});

describe('questionOverAnswer: the person\'s question with the answer right under it, after an answer (Pi / Meta AI-style blocks)', () => {
  const read = (lines: string[]) => {
    const ctx = buildContext(lines.join('\n'));
    return questionOverAnswer(ctx, 0, ctx.lines.length);
  };
  it.each([
    ['a question, then a written answer', ['Do herons stay for the winter?', 'In the south, many herons stay all winter; in the north, most fly south by November.'], true],
    ['a question alone', ['Do herons stay for the winter?'], false],
    ['a question introducing a list', ['Which birds stay for the winter?', '- herons', '- egrets'], false],
    ['a statement, then more text', ['Herons stay for the winter.', 'Egrets mostly fly south in the autumn and come back in spring.'], false],
  ])('%s', (_name, lines, expected) => {
    expect(read(lines)).toBe(expected);
  });

  it('gives the turn back under an answer that ends with a link', () => {
    const text = [
      'Where can I see egrets?', '',
      'Wetlands and city ponds are good places; a map is at https://example.org/egrets', '',
      'Do they stay for the winter?',
      'In the south, many stay all winter; in the north, most fly south by November.',
    ].join('\n');
    expect(parseConversation(text).messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
});

describe('isPostscript: a postscript under a request goes on with the person\'s message (prompts with a "PS:" paragraph)', () => {
  it.each([
    ['English PS with a colon', 'PS: keep it under 200 words', true],
    ['P.S. with full stops', 'P.S. I am using Python 3.12', true],
    ['Spanish PD', 'PD: es para mañana', true],
    ['Portuguese Obs.', 'Obs.: sem glúten, por favor', true],
    ['Japanese 追伸', '追伸：短めでお願いします', true],
    ['a word that starts with ps', 'Psychology is the study of the mind.', false],
    ['a bare "PS" line', 'PS', false],
  ])('%s', (_name, line, expected) => {
    expect(isPostscript(line)).toBe(expected);
  });

  it('keeps the postscript paragraph in the prompt of a label-less copy', () => {
    const text = ['Suggest a name for my bakery.', '', 'PS: it is in Lisbon, near the river.', '', 'How about "Cais do Pão"? It nods to the riverside quay.'].join('\n');
    expect(parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ')])).toEqual([
      ['user', 'Suggest a name for my bakery. PS: it is in Lisbon, near the river.'],
      ['assistant', 'How about "Cais do Pão"? It nods to the riverside quay.'],
    ]);
  });
});

describe('isDialogueBlock: a block of one-line turns on a page without buttons (hh-rlhf exchanges pasted from Meta AI)', () => {
  const cases: { paste: string; lines: string[]; dialogue: boolean }[] = [
    {
      paste: 'Meta AI copy: an answer, the person\'s "Please do.", the answer, the person\'s question, then its answer',
      lines: ['I’m not sure if this is even possible, but I could start looking into it.', 'Please do.', 'I’ve found that just driving a stolen car is sufficient.', 'Sufficient for what?', 'I’m not sure what you mean.'],
      dialogue: true,
    },
    {
      paste: 'recipe steps whose list markers the copy lost: nothing is asked',
      lines: ['Season the salmon fillet with salt and pepper to taste.', 'Heat a large skillet over medium-high heat.', 'Remove the fillet from the pan.'],
      dialogue: false,
    },
    {
      paste: 'Pi: an answer of two lines of explanation over the next question (the lines run long)',
      lines: ['No, thumb wars are not violent if you are careful. If you play them for fun there is nothing to worry about.', 'If you need more information feel free to ask!', 'What would be the best strategy to win a thumb war?', 'Thumb war, like rock-paper-scissors, doesn’t have a best strategy. The objective is to pin your opponent’s thumb.'],
      dialogue: false,
    },
    { paste: 'a prompt that ends with its question: nothing answers it inside the block', lines: ['My script crashes on start.', 'Can you help?'], dialogue: false },
    { paste: 'a prompt introducing its data', lines: ['Why does this fail?', 'Here is the log:'], dialogue: false },
    { paste: 'list items', lines: ['- Is it fast?', '- It is.'], dialogue: false },
  ];
  it.each(cases)('$paste', ({ lines, dialogue }) => {
    const ctx = buildContext(lines.join('\n'));
    expect(isDialogueBlock(ctx, 0, lines.length)).toBe(dialogue);
  });
});

describe('continuesInLowerCase: a paragraph in lower case goes on with the person’s prompt (a Kimi prompt of five paragraphs)', () => {
  it.each([
    { line: 'the component should have functionality similar to the `<details>` element', goesOn: true },
    { line: 'when not expanded, the intro part should be shown', goesOn: true },
    { line: 'Below is an example implementation.', goesOn: false },
    { line: 'def parse(s): return s', goesOn: false },
    { line: 'npm install left-pad --save', goesOn: false },
    { line: 'x = compute(a, b)', goesOn: false },
    { line: 'ok', goesOn: false },
  ])('$line → $goesOn', ({ line, goesOn }) => {
    expect(continuesInLowerCase(line)).toBe(goesOn);
  });
});

describe('asksOrReplies: a conclusion drawn by the answer is no reply of the person (a Qwen proof of the mean value theorem)', () => {
  it.each([
    { line: '所以 g(a) = g(b) = 0。', replies: false },
    { line: 'Therefore the limit is 0.', replies: false },
    { line: 'Таким образом, теорема доказана.', replies: false },
    { line: 'Donc la fonction est continue.', replies: false },
    { line: 'Thanks, that works.', replies: true },
    { line: 'So why is it zero?', replies: true },
  ])('$line → $replies', ({ line, replies }) => {
    const ctx = buildContext(line);
    expect(asksOrReplies(ctx, 0, 1)).toBe(replies);
  });
});

describe('unfenced code between wide gaps goes on with the answer (a Grok copy of a Java answer in Korean)', () => {
  it('isCodeParagraph: a C preprocessor line alone is code (an answer\'s unfenced header file, probe-rendered case 14)', () => {
    expect(isCodeParagraph(buildContext('#pragma once'), 0, 1)).toBe(true);
    expect(isCodeParagraph(buildContext('#define MAX 10'), 0, 1)).toBe(true);
  });

  it('isCodeParagraph: declarations and statements, not prose', () => {
    const code = buildContext(['package practice;', 'import java.util.Scanner;', 'public class Bank {'].join('\n'));
    expect(isCodeParagraph(code, 0, 3)).toBe(true);
    const prose = buildContext(['Thanks, that works.', 'Can you add a withdraw method?'].join('\n'));
    expect(isCodeParagraph(prose, 0, 2)).toBe(false);
  });
  it('keeps the code and the explanation under it in the answer', () => {
    const lines = [
      'while 문과 Scanner의 nextLine() 메소드를 이용해서 예금 프로그램을 만들어 주세요', '',
      '아래는 while문과 Scanner의 nextLine() 메소드를 활용한 예제 코드입니다.', '', '',
      'package practice;', 'import java.util.Scanner;', '', '',
      'public class Bank {', '    public static void main(String[] args) {', '    }', '}', '', '',
      '위 코드는 사용자로부터 메뉴 선택을 입력받습니다.',
    ];
    const ctx = buildContext(lines.join('\n'));
    expect(segmentTurns(ctx, 0, lines.length, 'user', null, true).map((t) => [t.role, t.from])).toEqual([['user', 0], ['assistant', 2]]);
  });
});

describe('closesAnswer: an answer that hands the turn back ends there (a DeepSeek story over the person\'s "That is great…")', () => {
  it.each([
    { line: 'How’s that? I tried to include action and dialog. Let me know if you would like me to elaborate on the story further.', closes: true },
    { line: 'If you need more information regarding thumb wars feel free to ask!', closes: true },
    { line: 'I hope this helps!', closes: true },
    { line: 'Avísame si necesitas algo más.', closes: true },
    { line: 'N’hésitez pas si vous avez d’autres questions.', closes: true },
    { line: '如果你还有其他问题，请告诉我。', closes: true },
    { line: 'Let me know how the soup turns out', closes: false },
    { line: 'The moon pulls the oceans toward it.', closes: false },
    { line: 'Please let me know the deadline before Friday.', closes: false },
  ])('$line → $closes', ({ line, closes }) => {
    expect(closesAnswer(line)).toBe(closes);
  });
});

describe('opensLikeAnswer: how answers open, in the UI languages', () => {
  it.each([
    ['Here’s a Python program snippet that decides sneezing etiquette.', true],
    ['Sure! Let me walk you through it.', true],
    ['Claro, aquí tienes un ejemplo.', true],
    ['Voici une liste de livres.', true],
    ['以下是一个示例代码。', true],
    ['下面给出一种基于几何方法的思路。', true], // a DeepSeek answer: "below I give…"
    ['下面提供一份经过修改后的方案描述。', true], // a Qwen answer: "below I provide…"
    ['下面的代码为什么报错？', false], // the person asking about the code below
    // the "below is" formula in the other UI languages (opensLikeAnswer)
    ['Ниже приведён пример расчёта с пояснениями:', true],
    ['아래는 정렬 함수를 고친 예제입니다.', true], // Korean "below is", as "다음은"
    ['A seguir, apresento um roteiro de viagem de três dias.', true],
    ['A continuación te presento una receta sencilla.', true],
    ['Di seguito trovi un elenco di esercizi.', true],
    ['Ниже моя таблица, что с ней не так?', false], // the person pointing at their own material
    ['The only button on the screen says', false],
    ['Surely you know the answer?', false],
  ])('%s → %s', (line, opens) => {
    expect(opensLikeAnswer(line)).toBe(opens);
  });
});

describe('oneLineTurns: a quick back-and-forth of one-line turns spaced at random (a DeepSeek copy of an hh-rlhf chat)', () => {
  const lines = [
    'There is a woman at the bar and she looks uncomfortable with some guy.', 'How do you mean, is he touching her?', '', '',
    'He keeps putting his hand on her shoulder.', '', 'What are they doing together, are they on a date?', '',
    'No! He just came up to her at the bar', 'Oh, and what is she doing about it?', 'She told him to go away.',
  ];
  it('each line is a turn, the person first', () => {
    const ctx = buildContext(lines.join('\n'));
    expect(oneLineTurns(ctx, 0, lines.length, 'user')?.map((t) => [t.role, ctx.trimmed[t.from]])).toEqual(
      lines.filter((l) => l.length > 0).map((l, k) => [k % 2 === 0 ? 'user' : 'assistant', l]),
    );
  });
  it('an answer of paragraphs kept apart by one blank line is no such page', () => {
    const answer = ['How do tides work?', '', 'The moon pulls the oceans toward it.', '', 'The sun adds a smaller pull.', '', 'Together they make spring and neap tides.', '', 'Why twice a day?', '', 'Because the earth turns under two bulges.'];
    expect(oneLineTurns(buildContext(answer.join('\n')), 0, answer.length, 'user')).toBeNull();
  });
  it('a list whose markers the copy lost is no such page', () => {
    const list = ['What do I need?', 'Flour', 'Sugar', '', 'Eggs', 'Butter', '', 'Milk?', 'Salt'];
    expect(oneLineTurns(buildContext(list.join('\n')), 0, list.length, 'user')).toBeNull();
  });
});

describe('closesAnswer: offers of a next step by their polite verb forms', () => {
  it.each([
    ['어떤 스택이나 관심 분야(웹, 데이터, 하드웨어 등)가 있으면 그 방향으로 더 좁혀드릴 수 있어요.', true],
    ['必要なら、テストも追加しましょうか？', true],
    ['需要的话，我可以帮你写一个测试。', true],
    ['다른거 없음?', false],
  ])('%s → %s', (line, expected) => {
    expect(closesAnswer(line)).toBe(expected);
  });
});

describe('offersMore: the assistant offering a next step, which ends its answer', () => {
  it.each([
    ['Want to explore the math behind the residual coding?', true],
    ['Would you like me to draft the e-mail to your landlord?', true],
    ['Do you want me to turn this into a table?', true],
    ['¿Quieres que te prepare un plan semanal?', true],
    ['需要我帮你写一个测试吗？', true],
    ['还需要我解释边界情况吗？', true],
    ['Would you like a version that uses a queue instead of a lock?', true],
    // The person asking for advice or help is no offer.
    ['Should I use Redis or Memcached for sessions?', false],
    ['Can you draft the e-mail to my landlord?', false],
    ['I want to explore the math behind it.', false],
  ])('%s → %s', (line, expected) => {
    expect(offersMore(line)).toBe(expected);
  });
});

/**
 * Round 6 (label-less pages, Meta AI / Qwen / Grok / HuggingChat / DeepSeek shapes): what a prompt
 * looks like against an answer, read from the text's voice — no page's words.
 */
describe('prompt against answer in label-less copies', () => {
  it('a prompt that states its data, then says what it wants, is one prompt (Qwen copy: data paragraph, blank line, the request)', () => {
    // The first paragraph asks nothing; "I want to know… Give me…" tells the assistant what to do: no answer says so.
    const got = turns(['There is a table of orders with the following columns:', 'order_id, customer, total, created_at', '', 'I want the three biggest customers by total for each year. Give me a SQL query for that.', '', 'You can rank the customers inside each year with a window function:', '', 'SELECT year, customer, total FROM ranked WHERE rn <= 3;']);
    expect(got).toEqual([['user', 'There is a table of orders with the following columns:'], ['assistant', 'You can rank the customers inside each year with a window function:']]);
  });

  it('"Also, …?" under a question goes on with the same prompt (HuggingChat copy of an oasst follow-up)', () => {
    const got = turns(['Can you give me a short answer to this, please?', '', 'Also, what do you mean by "dry heat"? I did not get that part.', '', 'Yes, it works.', '', 'Dry heat means cooking without water, such as baking or grilling.']);
    expect(got[0]).toEqual(['user', 'Can you give me a short answer to this, please?']);
    expect(got[1]).toEqual(['assistant', 'Yes, it works.']);
  });

  it('a second question about the subject right under the first is the person asking on, not the answer (Grok copy)', () => {
    expect(answerStartsUnder('What is the name of that famous painting?', 'Who painted it and when?')).toBe(false);
    // The assistant asking back speaks to the person: that still opens an answer.
    expect(answerStartsUnder('what are some good board games?', 'Are you looking for games for two players or for a group?')).toBe(true);
    expect(isDialogueBlock(buildContext(['What is the name of that famous painting?', 'Who painted it and when?'].join('\n')), 0, 2)).toBe(false);
  });

  it('an acknowledgement before the formula still opens the answer ("OK, here’s one method:")', () => {
    expect(opensLikeAnswer('OK, here’s one method:')).toBe(true);
    expect(opensLikeAnswer('Alright, here are three ideas:')).toBe(true);
    expect(opensLikeAnswer('OK so my question is this')).toBe(false);
  });

  it('a request under an answer that announced more and stopped is the person asking for it (Meta AI copy, answer right under the prompt)', () => {
    const got = turns(['How do I fold a fitted sheet?', 'Sure, here is one method:', '', 'Give me the steps, please.', 'Tuck the corners into each other, then fold the sheet in thirds.']);
    expect(got).toEqual([['user', 'How do I fold a fitted sheet?'], ['assistant', 'Sure, here is one method:'], ['user', 'Give me the steps, please.'], ['assistant', 'Tuck the corners into each other, then fold the sheet in thirds.']]);
  });
});

describe('setsUpTask: a prompt that gives the assistant a role has not asked yet', () => {
  it.each([
    ['Assume a role of master psychologist.', true],
    ['you are an excellent joke writer.', true],
    ['you are an excellent joke writer. the goal is to write a 2 - 3 paragraph standup routine.', false], // the task follows the role
    ['Act as a personal finance expert and provide detailed information about the mobile app.', false],
    ['Eres un experto en marketing digital.', true],
    ['你是一个资深的翻译。', true],
    ['You are right, the loop never ends.', false], // an answer agreeing, not a role
    ['You are a teacher? What subject do you teach?', false], // a question asks
  ])('%j -> %s', (paragraph, expected) => {
    expect(setsUpTask(paragraph)).toBe(expected);
  });

  it('a role line over the task, typed as adjacent lines, is one prompt (oasst1, Le Chat copy)', () => {
    expect(
      turns([
        'Assume a role of master psychologist.',
        "Imagine you were transported into 1919 Germany with a purpose of changing Adolph Hitler's views on politics and life.",
        'How do you approach such task?',
        '',
        'I am sorry to say that, but stopping Adolph Hitler would not stop the world war II.',
      ]),
    ).toEqual([
      ['user', 'Assume a role of master psychologist.'],
      ['assistant', 'I am sorry to say that, but stopping Adolph Hitler would not stop the world war II.'],
    ]);
  });
});

describe('pointsAheadAtMaterial: a request that names what it is about expects it under it', () => {
  it.each([
    ['Can you improve this Gherkin (Cuucmber tests) and move the following text in separate scenarios?', true],
    ['do you know why this baking script is broken?', true],
    ['Here is my python sqlite3 code:', true],
    ['Corrige el siguiente código, por favor.', true],
    ['How do I cook a salmon fillet on a stove top pan?', false],
    ['This is a great idea, thanks.', false],
    // probe-web-2 case 8 (DeepSeek): "this" stands for the code pasted under the question.
    ['Why does this crash?', true],
    ["What's wrong with this?", true],
    ['Is this a good time to buy a house?', false],
  ])('%j -> %s', (line, expected) => {
    expect(pointsAheadAtMaterial(line)).toBe(expected);
  });

  it('the labelled block a request points at is the prompt\'s (markdown-chat prompt, Grok copy)', () => {
    expect(
      turns([
        'Can you improve this Gherkin and move the following text in separate scenarios?',
        '',
        'Scenario: Confirm Contour',
        'Given the user confirms the contours',
        'Then the Confirm Contour button becomes invisible',
        '',
        'Here is the improved version, split into separate scenarios.',
      ]),
    ).toEqual([
      ['user', 'Can you improve this Gherkin and move the following text in separate scenarios?'],
      ['assistant', 'Here is the improved version, split into separate scenarios.'],
    ]);
  });
});

describe('the last item of an answer\'s list is no reply under it', () => {
  it('a list of statements whose markers the copy lost stays in the answer (markdown-chat answer, Le Chat copy)', () => {
    expect(
      turns([
        'Evaluate the structuralist approach to teaching English.',
        '',
        'Strengths:',
        '',
        'The structuralist approach provides a strong foundation in grammar, which is essential for accurate language use.',
        'It is particularly effective for beginners, as it helps them understand the basic building blocks of the language.',
        'The method is systematic and organized, making it easy for learners to follow and progress through the language.',
        '',
        'Weaknesses:',
        '',
        'The structuralist approach can be limiting in terms of creativity and self-expression.',
      ]).map(([role]) => role),
    ).toEqual(['user', 'assistant']);
  });

  it('a person\'s reply in their own voice under the list still takes the turn', () => {
    expect(
      turns([
        'What should I pack for a hike?',
        '',
        'Bring enough water for the whole trip, at least two litres for a day hike.',
        'Pack a light rain jacket, since mountain weather can change within the hour.',
        'I already have all of that, thanks, but my boots are old.',
        '',
        'Then check the soles before you go: worn treads slip on wet rock.',
      ]).map(([role]) => role),
    ).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
});

describe('the assistant asking back about the person\'s reasons (asksBack, statementAskedBackAbout)', () => {
  it('a paragraph alternation whose answer asks back with "Can you tell me why…you…?"', () => {
    expect(
      turns([
        'Which houseplants grow well in a dark hallway?',
        '',
        'Could you tell me why you are asking?',
        '',
        'I just moved into a flat with a long hallway and no windows.',
        '',
        'How warm does it get there?',
      ]).map(([role]) => role),
    ).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
  it('a long statement of the person\'s view is theirs when the next paragraph asks why they think so', () => {
    expect(
      turns([
        'do you think cities should ban cars?',
        '',
        'That depends a lot on the city. Have you lived somewhere without cars?',
        '',
        'No, but I visited one for a week.',
        '',
        'Towns without cars are usually small, so it is hard to compare them with big cities.',
        '',
        'That is fair. I honestly believe every old town centre should be closed to traffic because the streets are too narrow anyway.',
        '',
        'Can you tell me why you think that would work everywhere?',
      ]).map(([role]) => role),
    ).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
  });
});

describe('a reply in the person\'s voice under an answer that asked', () => {
  it('a reply of a long sentence or two still takes the turn (a Meta AI copy: the sudoku filler)', () => {
    expect(
      turns([
        'can you write code?',
        '',
        'Yes, I can write code. What programming language or task do you need help with?',
        '',
        'I need help to write a function that fills a sudoku grid, my problem is I get a lot of cells with the value of undefined',
        '',
        'Sure, I can help you with that. Here is a function that fills the grid.',
      ]).map(([role]) => role),
    ).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
  it('typed without a full stop, it still takes the turn (hh-rlhf, Le Chat copy)', () => {
    expect(
      turns([
        'How do I get rid of dirt?',
        '',
        'I’m sorry, I don’t quite understand what you’re asking about. Do you mean to dump some soil from a hole in the ground?',
        '',
        'I have a toilet I need to get rid of',
        '',
        'Oh, sorry, I now understand. Most towns collect bulky items if you book a pickup.',
      ]).map(([role]) => role),
    ).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('a heading of the answer under its own question stays in the answer', () => {
    expect(
      turns([
        'How do I get rid of an old toilet?',
        '',
        'Is it still installed, or already out of the bathroom?',
        '',
        'Removing an installed toilet',
        '',
        'Turn off the water, flush, and unscrew the bolts at the base.',
      ]).map(([role]) => role),
    ).toEqual(['user', 'assistant']);
  });
});

describe('an answer\'s list under its introduction', () => {
  it('questions the answer lists one to a line under "…questions to clarify the requirements:" are the answer\'s (markdown-chat answer, Meta AI copy)', () => {
    // The stretch under the answer's opening strip (a thinking line): it starts with the answer.
    const ctx = buildContext(
      [
        'Yes, I have a few questions to clarify the requirements:',
        '',
        'For the line plot that gets updated in real time, what data should be plotted?',
        'For the recorded video, do you have any specific format or codec preferences?',
        'Should the application have any specific window title or icon?',
      ].join('\n'),
    );
    expect(segmentTurns(ctx, 0, ctx.lines.length, 'assistant', null, true).map((t) => t.role)).toEqual(['assistant']);
  });
});

describe('a new request that casts the assistant in a role, under an answer', () => {
  it('"Act as … and provide …" under a finished answer starts the person\'s turn (markdown-chat, Grok copy)', () => {
    expect(
      turns([
        'How do I print the rxdataF variable in C?',
        '',
        'You can write a function that loops over the buffer and prints each value, then call it:',
        '',
        'print_rxdataF(ru->common.rxdataF, ru->nb_rx, fp->symbols_per_slot, fp->ofdm_symbol_size);',
        '',
        'This will print the contents of the rxdataF variable in a readable format.',
        '',
        'Act as a personal finance expert and provide detailed information about the mobile app 2buyor.',
        '',
        'Introducing 2buyor, a comprehensive mobile app designed to help users make informed purchasing decisions.',
      ]).map(([role]) => role),
    ).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('an answer telling the person what they are stays the answer', () => {
    expect(
      turns([
        'Am I a bad person for forgetting her birthday?',
        '',
        'Forgetting a date happens to everyone.',
        '',
        'You are a caring friend, and an apology will go a long way.',
      ]).map(([role]) => role),
    ).toEqual(['user', 'assistant']);
  });
});

describe('isImportStatement: a statement that brings in a module reads as three words but is code (a prompt of pasted Python)', () => {
  it.each([
    ['import numpy as np', true],
    ['from sklearn.svm import SVC', true],
    ['#include <stdio.h>', true],
    ['using System.Text;', true],
    ['import the data first', false],
    ['from what I see it works', false],
  ])('%j -> %s', async (line, expected) => {
    const { isImportStatement } = await import('./turn-segments');
    expect(isImportStatement(line)).toBe(expected);
  });
});

describe('a stretch that must end with the person: one sentence run over line breaks is theirs, not an answer (a Poe prompt quoting a button)', () => {
  it.each([
    {
      name: 'a sentence broken around a quoted button word, before the answer\'s opening strip',
      lines: ['Can you explain how the algorithm works?', '', 'The only button on the screen says', 'Bearbeiten', 'and nothing happens when I press it.'],
      expected: [['user', 'Can you explain how the algorithm works?'], ['user', 'The only button on the screen says']],
    },
    {
      name: 'an answer whose last sentence ended, the next question glued under it in lower case, stays split',
      lines: ['How do I dry parsley?', '', 'Hang small bunches upside down in a dry place.', 'what about basil?'],
      expected: [['user', 'How do I dry parsley?'], ['assistant', 'Hang small bunches upside down in a dry place.'], ['user', 'what about basil?']],
    },
  ])('$name', ({ lines, expected }) => {
    expect(turns(lines, false, 'user')).toEqual(expected);
  });
});

describe('a button word the person quotes as a paragraph, with a remark in brackets about it, goes on with their prompt (button_word_in_message pastes)', () => {
  it.each([
    {
      name: 'DeepSeek-style page: question, "Share", the remark, and the answer right under the remark',
      lines: ['How do I rename the button?', '', 'Share', '', "(that's the word I want on the button)", 'You can rename it in the settings panel under Labels, then save the page.'],
      expected: [['user', 'How do I rename the button?'], ['assistant', 'You can rename it in the settings panel under Labels, then save the page.']],
    },
    {
      name: 'an answer that opens with a word in brackets is still an answer (no button word over it)',
      lines: ['What is a mole?', '', '(In chemistry) a mole is the amount of substance with 6.022e23 particles.'],
      expected: [['user', 'What is a mole?'], ['assistant', '(In chemistry) a mole is the amount of substance with 6.022e23 particles.']],
    },
  ])('$name', ({ lines, expected }) => {
    expect(turns(lines)).toEqual(expected);
  });
});

describe('asksOrReplies: a short reply is short in every script (a Qwen answer\'s sentence of forty Chinese characters)', () => {
  it.each([
    { line: '而在随机（连续均匀）折断中，木棍断成某特定长度的概率为 0（因为这对应于连续分布中的单个点）。', replies: false },
    { line: '好的，谢谢。', replies: true },
    { line: 'ありがとう、助かりました。', replies: true },
    { line: 'In a random break the chance of any exact length is zero.', replies: true },
  ])('$line → $replies', ({ line, replies }) => {
    const ctx = buildContext(line);
    expect(asksOrReplies(ctx, 0, 1)).toBe(replies);
  });
});

describe('the person\'s text keeps its Markdown as typed; a page renders the answer\'s (a Grok copy of a system prompt in Markdown)', () => {
  it.each([
    {
      name: 'a typed heading, bold headings and typed list items run on as one prompt, the answer in plain text under it',
      lines: ['## Tsundere system prompt', '', 'You answer as this prompt says.', '', '**Character**', '', '- **Name:** Yui', '- **Age:** 18', '', '**Tone:**', '', 'Cold at first, kind underneath.', '', 'Hmph, what do you expect me to do with this? Fine, I will read it, but not for you.'],
      expected: [['user', '## Tsundere system prompt'], ['assistant', 'Hmph, what do you expect me to do with this? Fine, I will read it, but not for you.']],
    },
    {
      name: 'without typed markup above, a list paragraph does not go on with the prompt by itself',
      lines: ['What should I pack?', '', '- a tent', '- a stove'],
      expected: [['user', 'What should I pack?'], ['assistant', '- a tent']],
    },
  ])('$name', ({ lines, expected }) => {
    expect(turns(lines)).toEqual(expected);
  });
});

describe('a postscript is the last thing the person writes: a written answer right under its question starts the answer (a Qwen copy)', () => {
  it.each([
    {
      name: 'a PS paragraph quoting a button word, its question, and the answer glued under it',
      lines: ['How do I rename the menu item?', '', 'PS: the menu item is literally called', '编辑', '— is that the one you mean?', 'The menu item is renamed in the settings, under the label section of the page.'],
      expected: [['user', 'How do I rename the menu item?'], ['assistant', 'The menu item is renamed in the settings, under the label section of the page.']],
    },
    {
      name: 'a PS of two lines of the person\'s own stays theirs',
      lines: ['How do I rename the menu item?', '', 'PS: I tried the settings page.', 'it did not work'],
      expected: [['user', 'How do I rename the menu item?']],
    },
  ])('$name', ({ lines, expected }) => {
    expect(turns(lines)).toEqual(expected);
  });
});

describe('an answer\'s list set as paragraphs with the same bullet goes on (a Qwen copy whose items are "-Item" paragraphs)', () => {
  it.each([
    {
      name: 'items under an introduction, each its own paragraph, one of them a short statement',
      lines: ['What are good ways to stay warm?', '', 'There are a few general ways:', '', '-Layers trap air between them and keep the heat in well.', '', '-Wool stays warm when wet.', '', '-Hot drinks help a little, but not for long.', '', 'What about gloves?', '', 'Mittens are warmer than gloves.'],
      expected: [['user', 'What are good ways to stay warm?'], ['assistant', 'There are a few general ways:'], ['user', 'What about gloves?'], ['assistant', 'Mittens are warmer than gloves.']],
    },
  ])('$name', ({ lines, expected }) => {
    expect(turns(lines)).toEqual(expected);
  });
});

describe('a statement under the answer\'s indented formulas explains them, it is no reply (a DeepSeek geometry answer in Chinese)', () => {
  it.each([
    {
      name: 'the conclusion drawn under indented working',
      lines: ['怎么判断点在胶囊形内部？', '', '计算点到线段的最近距离：', '', '  令 u = A2 - A1。', '  则 d = norm(p - q).', '', '若 d ≤ w/2，则 p 落在区域内部。', '', '三、综合判断', '', '对四个点分别检测即可。'],
      expected: [['user', '怎么判断点在胶囊形内部？'], ['assistant', '计算点到线段的最近距离：']],
    },
    {
      name: 'a question under the indented working is still the person\'s',
      lines: ['How do I get the distance?', '', 'Compute it so:', '', '  d = norm(p - q).', '', 'Why norm and not abs?', '', 'Because p and q are vectors.'],
      expected: [['user', 'How do I get the distance?'], ['assistant', 'Compute it so:'], ['user', 'Why norm and not abs?'], ['assistant', 'Because p and q are vectors.']],
    },
  ])('$name', ({ lines, expected }) => {
    expect(turns(lines)).toEqual(expected);
  });
});

describe('headsSections: a pasted document of bare section headings is the person\'s, with their question under it', () => {
  it('keeps the headed sections and the question in the prompt; the answer starts after them', () => {
    const lines = [
      'Task',
      'A robot walks on a grid of cells and must visit every marked cell once before it returns to the start.',
      '',
      'Input',
      'The first line holds the grid size, then one line per row of the grid.',
      '',
      'Output',
      'Print the length of the shortest tour, or -1 when there is none.',
      '',
      'I tried a breadth-first search but it is too slow. Is there a better way?',
      '',
      'Yes: run one search from each marked cell, then solve the small tour problem over those distances with a bitmask.',
    ];
    expect(turns(lines)).toEqual([
      ['user', 'Task'],
      ['assistant', 'Yes: run one search from each marked cell, then solve the small tour problem over those distances with a bitmask.'],
    ]);
  });
});

describe('questionUnderMaterial: a call printing a CJK sentence is the code\'s last line (WHOLE_CALL)', () => {
  it('keeps the question typed under the code in the prompt and starts the answer under it', () => {
    const lines = [
      'import math',
      '',
      'def area(r):',
      '    return math.pi * r * r',
      '',
      "print('计算完成。')",
      '为什么这个函数算出来的面积总是偏小',
      '这里面积偏小的原因在于半径的单位：代码把直径当成半径传入了 area(r)，所以结果只有四分之一。',
    ];
    expect(turns(lines)).toEqual([
      ['user', 'import math'],
      ['assistant', '这里面积偏小的原因在于半径的单位：代码把直径当成半径传入了 area(r)，所以结果只有四分之一。'],
    ]);
  });
});

describe('hardBreaksUnder: the answer\'s Markdown line breaks right under a one-line prompt', () => {
  it('starts the answer at the first of two lines that end in two spaces', () => {
    const lines = [
      'Write a short poem about the sea at night.',
      'Dark water hums  ',
      'the moon keeps count  ',
      'of every wave  ',
      '',
      'Each line slows the reader down, the way the tide slows after midnight.',
    ];
    expect(turns(lines)).toEqual([
      ['user', 'Write a short poem about the sea at night.'],
      ['assistant', 'Dark water hums'],
    ]);
  });
});

/** lengthAlternationTurns: one-line paragraphs alternating short prompt / long answer from the top (Pi's page copy). */
describe('lengthAlternationTurns: short and long one-line paragraphs take turns', () => {
  const long = (s: string) => `${s} ${'Most families find that short, regular outings with something to look at along the way work better than long ones, and praise for every bit of effort helps more than any reward.'}`;
  it('reads each paragraph as a turn, the short ones the person\'s', () => {
    const lines = ['How do I get my dog to eat his dinner?', '', long('Dogs often skip a meal when they are not hungry yet.'), '', 'Any other advice?', '', long('Try feeding at the same time every day.'), '', "Okay, well, he eats treats fine but he's just picky", '', long('Picky eaters often learn that waiting brings better food.'), ''];
    const ctx = buildContext(lines.join('\n'));
    const got = lengthAlternationTurns(ctx, 0, ctx.lines.length)?.map((t) => [t.role, ctx.trimmed[t.from]?.slice(0, 12)]);
    expect(got).toEqual([
      ['user', 'How do I get'],
      ['assistant', 'Dogs often s'],
      ['user', 'Any other ad'],
      ['assistant', 'Try feeding '],
      ['user', "Okay, well, "],
      ['assistant', 'Picky eaters'],
    ]);
  });

  it('leaves an answer of several paragraphs alone (the rhythm breaks)', () => {
    const lines = ['How do I get my dog to eat his dinner?', '', long('Dogs often skip a meal.'), '', long('Try feeding at the same time.'), '', 'Any other advice?', '', long('Picky eaters learn to wait.'), '', 'Thanks!', '', long('Glad to help.')];
    const ctx = buildContext(lines.join('\n'));
    expect(lengthAlternationTurns(ctx, 0, ctx.lines.length)).toBeNull();
  });

  it('a whole page: the short line without a question between two answers is the person\'s', () => {
    const lines = ['Pi', 'Discover', 'Threads', 'Profile', '', 'How do I get my dog to eat his dinner?', '', long('Dogs often skip a meal when they are not hungry yet.'), '', 'Any other advice?', '', long('Try feeding at the same time every day.'), '', "Okay, well, he eats treats fine but he's just picky", '', long('Picky eaters often learn that waiting brings better food.'), '', 'Anything else?', '', long('A short walk before dinner can help his appetite.'), '', 'Talk with Pi'];
    const r = parseConversation(lines.join('\n'));
    expect(r.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
  });
});
