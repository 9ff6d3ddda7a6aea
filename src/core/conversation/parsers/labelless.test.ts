import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';
import { buildContext } from '../context';
import { recurringChrome } from '../chrome-structure';
import { historyBlockEnd, isPlaceholderShape, suggestionsBlockStart } from './page-edges';
import { asksOnAboutSubject, codeHeaderAt, feedbackOverThanks, isDialogueBlock, requestAfterCode, requestOverAnswer, takesThanks, withoutTrailingEmoji } from './turn-segments';
import { isThinkingStatus } from './web-turns';

/**
 * Label-less page copies (parser v2, issue 13): turns found from the page's structure when no speaker is
 * named. Each paste is written in one page's shape (Le Chat, Kimi, Qwen, Meta AI) with made-up content;
 * each case says which mechanism it is for.
 */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

const cases: { name: string; text: string; expected: [string, string][] }[] = [
  {
    // repliesUnder: the copy's very last line, right under the answer's last sentence, is the answer's own
    // closing wish (a real ChatGPT zh copy in a committed file ended so), not a person's reply.
    name: 'ChatGPT zh, copied tight without its chrome: the answer’s closing sentence is the answer’s last line',
    text: [
      '为什么普通对象没有 prototype 属性？',
      '问题解析',
      '不，普通对象在创建时不会得到 prototype 属性，只有函数才会。',
      '1. 函数的 prototype',
      '每个函数创建时都会带上 prototype，用来给 new 出来的实例共享方法。',
      'javascript',
      '复制代码',
      'function Point() {}',
      'console.log(typeof Point.prototype); // 输出: object',
      '2. 普通对象',
      '普通对象只有一个内部的原型引用，可以用 Object.getPrototypeOf() 读取。',
      '3. 总结',
      '只有函数有 prototype 属性，用于共享方法和属性。',
      '普通对象通过内部原型引用继承，即所有实例共享同一个原型对象。',
      '希望这个回答解释清楚了为什么对象没有 prototype 属性，但函数会有。',
    ].join('\n'),
    // The code block's header (language, copy button) is the page's, removed.
    expected: [
      ['user', '为什么普通对象没有 prototype 属性？'],
      ['assistant', '问题解析 不，普通对象在创建时不会得到 prototype 属性，只有函数才会。 1. 函数的 prototype 每个函数创建时都会带上 prototype，用来给 new 出来的实例共享方法。 function Point() {} console.log(typeof Point.prototype); // 输出: object 2. 普通对象 普通对象只有一个内部的原型引用，可以用 Object.getPrototypeOf() 读取。 3. 总结 只有函数有 prototype 属性，用于共享方法和属性。 普通对象通过内部原型引用继承，即所有实例共享同一个原型对象。 希望这个回答解释清楚了为什么对象没有 prototype 属性，但函数会有。'],
    ],
  },
  {
    // historyBlockEnd: the sidebar's history has no heading; a gap parts it from "New chat" / "Search".
    name: 'Le Chat: chat-history titles under the navigation, set apart by a gap, are no part of the first prompt',
    text: [
      'Le Chat', 'New chat', 'Search', 'Library', '', 'Tax return checklist', 'Pasta for six', 'Bike gears explained', '',
      'How long should I let bread dough rise before baking?', '',
      'Usually one to two hours at room temperature, until the dough has doubled in size.', '',
      'And if my kitchen is cold?', '',
      'Then give it longer, or put the bowl in the oven with only the light on.', '',
      'Ask Le Chat or @mention an agent',
    ].join('\n'),
    expected: [
      ['user', 'How long should I let bread dough rise before baking?'],
      ['assistant', 'Usually one to two hours at room temperature, until the dough has doubled in size.'],
      ['user', 'And if my kitchen is cold?'],
      ['assistant', 'Then give it longer, or put the bowl in the oven with only the light on.'],
    ],
  },
  {
    // isThinkingStatus + isPlaceholderShape: a thinking status and a composer no list knows (Kimi in Japanese).
    name: 'Kimi in Japanese: "思考完了" opens the answer, the composer block ("…を聞いてください...") is the page’s',
    text: [
      'Kimi', '新しいチャット', '', 'What is a good first houseplant for a dark flat?', '', '思考完了', '',
      'A snake plant or a ZZ plant: both live with little light and forget-to-water care.', '',
      'Do they need fertiliser?', '', 'Hardly: once in spring is plenty for either of them.', '',
      'なんでも聞いてください...', 'K2', 'リサーチ',
    ].join('\n'),
    expected: [
      ['user', 'What is a good first houseplant for a dark flat?'],
      ['assistant', 'A snake plant or a ZZ plant: both live with little light and forget-to-water care.'],
      ['user', 'Do they need fertiliser?'],
      ['assistant', 'Hardly: once in spring is plenty for either of them.'],
    ],
  },
  {
    // isAnswerHeading: an indented "a" (a Lean function returning the array) is code, not the "A" of Q / A.
    name: 'Qwen: an answer of unfenced code whose functions end in an indented "a" stays one answer',
    text: [
      'Qwen', 'New Chat', '', 'Write insertion sort in Lean 4', '', 'Qwen3-Max', '',
      'Here is a version that works on arrays:', '',
      'def insertionSort (a : Array Nat) : Array Nat :=', '  let mut a := a', '  for i in [1:a.size] do', '    a := a.swap i (i - 1)', '  a', '',
      'def check (a : Array Nat) : Array Nat :=', '  let a := insertionSort a', '  a', '',
      'The loop swaps each element down until the prefix is sorted.', '',
      'How can I help you today?', 'Thinking', 'Search', 'AI-generated content may not be accurate.',
    ].join('\n'),
    expected: [
      ['user', 'Write insertion sort in Lean 4'],
      ['assistant', 'Here is a version that works on arrays: def insertionSort (a : Array Nat) : Array Nat := let mut a := a for i in [1:a.size] do a := a.swap i (i - 1) a def check (a : Array Nat) : Array Nat := let a := insertionSort a a The loop swaps each element down until the prefix is sorted.'],
    ],
  },
  {
    // recurringChrome (phrases inside a paragraph) + requestOverAnswer: a song's chorus repeats inside the
    // answer, and the person's "Could you…" without a question mark sits over "Here are…".
    name: 'Meta AI: a chorus that recurs inside lyrics is text, and a request with no question mark is the person’s',
    text: [
      'Meta AI', 'New chat', '', 'What are the words of the song about the old oak tree?', '', 'Here are the words:', '',
      'We sat beneath the old oak tree', 'Sing along now, sing with me', 'Under the branches we were free', 'Sing along now, sing with me', 'And the wind was blowing free', '',
      'Could you write a second verse. The first one is too short.', '',
      'Here is a second verse:', '',
      'The leaves came down in autumn light', 'Sing along now, sing with me', 'We kept on singing through the night', 'Sing along now, sing with me', 'Until the morning came in sight', '',
      'Ask Meta AI...',
    ].join('\n'),
    expected: [
      ['user', 'What are the words of the song about the old oak tree?'],
      ['assistant', 'Here are the words: We sat beneath the old oak tree Sing along now, sing with me Under the branches we were free Sing along now, sing with me And the wind was blowing free'],
      ['user', 'Could you write a second verse. The first one is too short.'],
      ['assistant', 'Here is a second verse: The leaves came down in autumn light Sing along now, sing with me We kept on singing through the night Sing along now, sing with me Until the morning came in sight'],
    ],
  },
  {
    // withoutTrailingEmoji: "…daily lives. ❤️" has ended its sentence; the question under it is the person's.
    name: 'Grok, copied tight: an answer that signs off with an emoji hands over to the question right under it',
    text: [
      'Grok', 'Search', 'Chat', '', 'Is it rude to recline my seat on a plane?', 'Thought for 9s',
      'It depends on the flight! ✈️ On a short daytime hop most people would rather you did not, but at night it is expected.', '',
      'A quick glance back before you recline is a kind habit that keeps everyone happy. 😊',
      'What about on a long-haul flight where meals are served, should I wait until after dinner?',
      'Yes, wait until the trays are cleared: reclining into someone’s dinner is the one time it really is rude.', '',
      'What do you want to know?', 'Auto',
    ].join('\n'),
    expected: [
      ['user', 'Is it rude to recline my seat on a plane?'],
      ['assistant', 'It depends on the flight! ✈️ On a short daytime hop most people would rather you did not, but at night it is expected. A quick glance back before you recline is a kind habit that keeps everyone happy. 😊'],
      ['user', 'What about on a long-haul flight where meals are served, should I wait until after dinner?'],
      ['assistant', 'Yes, wait until the trays are cleared: reclining into someone’s dinner is the one time it really is rude.'],
    ],
  },
  {
    // requestAfterCode + codeHeaderAt: under the answer's code, "can you…" is the person's; the next answer opens
    // with its code header right under their line (DeepSeek in Chinese, copied tight).
    name: 'DeepSeek: a request typed under the answer’s code, the next answer’s code header right under it',
    text: [
      'deepseek', '开启新对话', '', 'Write a function that doubles a number in JavaScript.', '',
      'Sure, here is a small function:', '', 'js', '复制', '下载', 'function double(n) {', '  return n * 2;', '}', '',
      'can you make it an arrow function and add a default of zero', 'js', '复制', '下载', 'const double = (n = 0) => n * 2;', '',
      '给 DeepSeek 发送消息', '深度思考', '联网搜索', '内容由 AI 生成，请仔细甄别',
    ].join('\n'),
    expected: [
      ['user', 'Write a function that doubles a number in JavaScript.'],
      ['assistant', 'Sure, here is a small function: function double(n) { return n * 2; }'],
      ['user', 'can you make it an arrow function and add a default of zero'],
      ['assistant', 'const double = (n = 0) => n * 2;'],
    ],
  },
  {
    // repliesUnder (MIN_ANSWER_LINE): a short answer line that asks back, the person's question right under it.
    name: 'Grok, copied tight: one-line turns under a thinking line, the answer’s short question answered by a question',
    text: [
      'Grok', 'Search', '', 'I was at my cousin’s wedding last week. Can you tell me who the best man was?', 'Thought for 12s',
      'Well, the best man was Tom Reyes, was it?', 'Where does Tom live now?',
      'I can tell you that he moved to Denver last spring, but I do not have his address.', 'I will ask my cousin then. thanks',
      'Thought for 3s', 'Good idea. Is there anything else I can help you with?', '', 'What do you want to know?', 'Auto',
    ].join('\n'),
    expected: [
      ['user', 'I was at my cousin’s wedding last week. Can you tell me who the best man was?'],
      ['assistant', 'Well, the best man was Tom Reyes, was it?'],
      ['user', 'Where does Tom live now?'],
      ['assistant', 'I can tell you that he moved to Denver last spring, but I do not have his address.'],
      ['user', 'I will ask my cousin then. thanks'],
      ['assistant', 'Good idea. Is there anything else I can help you with?'],
    ],
  },
  {
    // feedbackOverThanks: the person's praise under an answer's list of short tips, "I'm glad…" under it.
    name: 'Kimi: the person’s feedback under a list of short tips is theirs when the next paragraph takes the thanks',
    text: [
      'Kimi', 'New Chat', '', 'How do I keep basil alive on a windowsill?', '', 'Here are a few things that help:', '',
      'Give it six hours of sun.', '', 'Water when the top of the soil is dry.', '', 'Pinch off the flowers.', '',
      'This is really useful. I had no idea about the flowers. Great.', '',
      'I’m glad it helps! Basil is forgiving once it gets enough light.', '',
      'Ask Anything...', 'K2',
    ].join('\n'),
    expected: [
      ['user', 'How do I keep basil alive on a windowsill?'],
      ['assistant', 'Here are a few things that help: Give it six hours of sun. Water when the top of the soil is dry. Pinch off the flowers.'],
      ['user', 'This is really useful. I had no idea about the flowers. Great.'],
      ['assistant', 'I’m glad it helps! Basil is forgiving once it gets enough light.'],
    ],
  },
  {
    // isDialogueBlock (a longer answer line in a plain dialogue) + asksOnAboutSubject (a statement, then "Is that correct?").
    name: 'DeepSeek copied with no blank line at all: one-line turns, one answer line of three sentences',
    text: [
      'deepseek', 'New chat', '', 'Who was Ada Lovelace?', 'He was an English engineer who built looms.', 'Ada was actually a woman.',
      'Yes, you are right, and I mixed her up with someone else while answering. She was a mathematician who wrote about Babbage’s engine. I am sorry for that.',
      'What is she best known for?', 'I think she is known for the first published computer program.  Is that correct?',
      'Message DeepSeek', 'DeepThink', 'Search', 'AI-generated, for reference only',
    ].join('\n'),
    expected: [
      ['user', 'Who was Ada Lovelace?'],
      ['assistant', 'He was an English engineer who built looms.'],
      ['user', 'Ada was actually a woman.'],
      ['assistant', 'Yes, you are right, and I mixed her up with someone else while answering. She was a mathematician who wrote about Babbage’s engine. I am sorry for that.'],
      ['user', 'What is she best known for?'],
      ['assistant', 'I think she is known for the first published computer program. Is that correct?'],
    ],
  },
  {
    // suggestionsBlockStart: follow-up chips under the last answer, over the composer.
    name: 'Meta AI: suggested follow-ups under the last answer are the page’s, not a prompt',
    text: [
      'Meta AI', 'New chat', '', 'Give me a name for a grey kitten.', '', 'How about Pebble? It is small, round and grey, just like a kitten.', '',
      'Tell me more names', 'Explain why it fits', '', 'Ask Meta AI...', 'Messages are generated by AI and may be inaccurate or inappropriate.',
    ].join('\n'),
    expected: [
      ['user', 'Give me a name for a grey kitten.'],
      ['assistant', 'How about Pebble? It is small, round and grey, just like a kitten.'],
    ],
  },
  {
    // pointsAtFenceBelow: "this function" with no code above for it to point back to points at the block under it;
    // the answer starts with the prose under the block (a Meta AI copy, assistants-2 case 31).
    name: 'Meta AI: a question about "this function", the function fenced under it, the answer right under the fence',
    text: [
      'Meta AI', '', 'Here is a Python function that adds two numbers. Can you identify any bug in this function?', '',
      '```', 'def add(a, b):', '    return a - b', '```', 'The function subtracts instead of adding: return a + b fixes it.',
    ].join('\n'),
    expected: [
      ['user', 'Here is a Python function that adds two numbers. Can you identify any bug in this function? ``` def add(a, b): return a - b ```'],
      ['assistant', 'The function subtracts instead of adding: return a + b fixes it.'],
    ],
  },
  {
    // pointsAtFenceBelow: the person's own question under their code goes on with the prompt.
    name: 'a request pointing at "my code", the code fenced, the person\'s question under it, then the answer',
    text: [
      'Please review my code below.', '', '```', 'for i in range(3): print(i)', '```', 'Why does it stop at 2?', '',
      'range(3) yields 0, 1 and 2: the stop value is excluded, so use range(4) to reach 3.',
    ].join('\n'),
    expected: [
      ['user', 'Please review my code below. ``` for i in range(3): print(i) ``` Why does it stop at 2?'],
      ['assistant', 'range(3) yields 0, 1 and 2: the stop value is excluded, so use range(4) to reach 3.'],
    ],
  },
  {
    // pointsAtFenceBelow, the other way: "this function" points back at the code an answer showed above, so the
    // fenced block under the request is the next answer's.
    name: 'a follow-up about "this function" after an answer that showed it: the code under it is the answer',
    text: [
      'Write a Python function that adds two numbers.', '', 'Here is one:', '', '```', 'def add(a, b):', '    return a + b', '```', '',
      'Can you rewrite this function in Rust?', '', '```', 'fn add(a: i32, b: i32) -> i32 { a + b }', '```', 'This version takes two 32-bit integers.',
    ].join('\n'),
    expected: [
      ['user', 'Write a Python function that adds two numbers.'],
      ['assistant', 'Here is one: ``` def add(a, b): return a + b ```'],
      ['user', 'Can you rewrite this function in Rust?'],
      ['assistant', '``` fn add(a: i32, b: i32) -> i32 { a + b } ``` This version takes two 32-bit integers.'],
    ],
  },
  {
    // suggestionsBlockStart: chips right under a Korean answer's last line (CJK says as much in half the characters),
    // one of them a greeting before its request ("Hi, can you…?"), over the composer (a Copilot copy, assistants-2 case 141).
    name: 'Copilot ko: suggested prompts glued under the answer\'s short last line are the page\'s',
    text: [
      'Copilot', 'Open in new tab', '', '민수를 응원하는 노래 가사를 써줘.', '', '[Verse 1]', '네 웃음은 빛나, 힘내라 민수야!', '함께 춤추자, 우리 비트 위에서, 영원히 좋아!',
      'Hi, can you help me write my memoir?', 'How would I go about teaching my cat French?', 'Copilot에게 메시지 보내기',
    ].join('\n'),
    expected: [
      ['user', '민수를 응원하는 노래 가사를 써줘.'],
      ['assistant', '[Verse 1] 네 웃음은 빛나, 힘내라 민수야! 함께 춤추자, 우리 비트 위에서, 영원히 좋아!'],
    ],
  },
  {
    // localisedEditUnderPrompt: the Edit button under the prompt in the page's language closes the prompt (a Le Chat
    // zh copy, assistants-2 case 181); the poem under it, written in lines like the prompt, is the answer.
    name: 'Le Chat zh: "编辑" under a one-line prompt ends it; the poem under it is the answer',
    text: ['', '写一首关于春天的诗', '编辑', '春风轻拂柳丝柔，', '细雨悄染杏花愁。', '', '燕语呢喃穿碧空，', '花影摇曳伴春游。', '', 'Ask Le Chat anything', 'Think', '搜索'].join('\n'),
    expected: [
      ['user', '写一首关于春天的诗'],
      ['assistant', '春风轻拂柳丝柔， 细雨悄染杏花愁。 燕语呢喃穿碧空， 花影摇曳伴春游。'],
    ],
  },
  {
    // itemUnderIntroduction: thirteen one-line steps under "Here are the general steps you can follow:" are one list,
    // the last imperative one no person's prompt (a Copilot copy, assistants-2 case 59).
    name: 'Copilot: an answer\'s thirteen steps, each a paragraph, stay the answer\'s',
    text: ["Copilot", "Open in new tab", "", "How do I build a PC?", "Building a PC takes some patience. Here are the general steps you can follow:", "", "Set a budget for the build.", "", "Choose the CPU and motherboard.", "", "Check that the parts are compatible.", "", "Gather a screwdriver and thermal paste.", "", "Install the CPU on the motherboard.", "", "Install the RAM on the motherboard.", "", "Install the storage in the case.", "", "Install the power supply in the case.", "", "Install the GPU on the motherboard.", "", "Connect the cables to the motherboard.", "", "Turn on the PC and check that it boots.", "", "Install the operating system and drivers.", "", "Test the PC to make sure every part works.", "", "These are the basic steps; follow each manufacturer's instructions.", "Message Copilot"].join('\n'),
    expected: [
      ['user', 'How do I build a PC?'],
      ['assistant', "Building a PC takes some patience. Here are the general steps you can follow: Set a budget for the build. Choose the CPU and motherboard. Check that the parts are compatible. Gather a screwdriver and thermal paste. Install the CPU on the motherboard. Install the RAM on the motherboard. Install the storage in the case. Install the power supply in the case. Install the GPU on the motherboard. Connect the cables to the motherboard. Turn on the PC and check that it boots. Install the operating system and drivers. Test the PC to make sure every part works. These are the basic steps; follow each manufacturer's instructions."],
    ],
  },
  {
    // quoteStillOpen, quotedWhole: a prompt set in 「」 as a whole goes on past its paragraph breaks until the quote
    // closes, and the line right under the closing mark opens the answer (a Meta AI ja copy, assistants-2 case 149).
    name: 'Meta AI ja: a prompt quoted whole in 「」 over its conditions; the answer starts under the closing mark',
    text: [
      'Meta AI', '', '「あなたはAI詩人です。以下の条件を満たす俳句を作成してください：', '- 5 7 5の形であること', '- 季語を含むこと', '',
      '作成した俳句について、条件をどう満たしているか説明してください。」', '以下が条件をすべて満たす俳句です。', '', '月や機知', '秋霧回路', '影ひそみ',
    ].join('\n'),
    expected: [
      ['user', '「あなたはAI詩人です。以下の条件を満たす俳句を作成してください： - 5 7 5の形であること - 季語を含むこと 作成した俳句について、条件をどう満たしているか説明してください。」'],
      ['assistant', '以下が条件をすべて満たす俳句です。 月や機知 秋霧回路 影ひそみ'],
    ],
  },
  {
    // historyBlockEnd (no chat is titled "import numpy as np"), PY_BLOCK_HEAD (a loop's head that reuses the code's names
    // restates no prompt), questionUnderMaterial (code, the question typed under it, the answer right under that): a
    // Meta AI copy of pasted Python (assistants-2 case 74, spent).
    name: 'Meta AI: Python pasted without a fence, the question under it, the CJK answer right under the question',
    text: [
      'Meta AI', '', 'import numpy as np', 'import re', '', 'def total(values):', '    return np.sum(values)', '',
      'values = {"a": [1, 2], "b": [3]}', '# 计算总和', 'for key in values:', '    print(key, total(values[key]))', '',
      'print("完成。")', '为什么这个代码的结果是一种梯度降低的', '这里出现“梯度降低”的原因在于 total(v) 的定义方式：', '它对每个键分别求和。',
    ].join('\n'),
    expected: [
      ['user', 'import numpy as np import re def total(values): return np.sum(values) values = {"a": [1, 2], "b": [3]} # 计算总和 for key in values: print(key, total(values[key])) print("完成。") 为什么这个代码的结果是一种梯度降低的'],
      ['assistant', '这里出现“梯度降低”的原因在于 total(v) 的定义方式： 它对每个键分别求和。'],
    ],
  },
  {
    // asksAboutMaterial, POINTS_BACK_AT_MATERIAL: a request of several lines that names "the code above" (上記コード)
    // under the pasted code goes on with the prompt (a You.com ja copy, assistants-2 case 196, spent).
    name: 'code, then a four-line request about "上記コード", then the answer',
    text: [
      'def add(a, b):', '    return a + b', '', '上記コードに', '○ 実行回数をカウントする機能を挿入', '○ テストデータを準備', 'をして', '',
      '以下は、実行回数をカウントする処理を追加した例です。', '', 'count = 0',
    ].join('\n'),
    expected: [
      ['user', 'def add(a, b): return a + b 上記コードに ○ 実行回数をカウントする機能を挿入 ○ テストデータを準備 をして'],
      ['assistant', '以下は、実行回数をカウントする処理を追加した例です。 count = 0'],
    ],
  },
  {
    // questionUnderMaterial with a Korean request that holds "==" (prose, though looksLikeCodeLine reads the sign as
    // code's): assembly pasted, two blank lines, the request, the answer right under it (assistants-2 case 182, spent).
    name: 'Kimi: assembly pasted, a Korean request with "==" under it, the English answer right under the request',
    text: [
      '\tldr\t\tr0, =__RO_LIMIT__', '\tldr\t\tr1, =__RW_BASE__', '\tcmp\t\tr0, r1', '', '',
      'RO_LIMIT == RW_BASE일 경우 복사하지 않도록 업데이트해주세요. cortex-m3코드입니다',
      'Below is one acceptable solution: compare the two addresses first and skip the copy loop when they are equal.',
    ].join('\n'),
    expected: [
      ['user', 'ldr r0, =__RO_LIMIT__ ldr r1, =__RW_BASE__ cmp r0, r1 RO_LIMIT == RW_BASE일 경우 복사하지 않도록 업데이트해주세요. cortex-m3코드입니다'],
      ['assistant', 'Below is one acceptable solution: compare the two addresses first and skip the copy loop when they are equal.'],
    ],
  },
  {
    // suggestionsBlockStart: suggested prompts right under the last answer's buttons ("复制" / "分享") are the page's (a
    // Copilot zh copy, assistants-2 case 192, spent).
    name: 'Copilot zh: suggested prompts right under the answer\'s buttons, over the composer',
    text: [
      'Copilot', 'Open in new tab', '', '解释一下梯度下降。', '梯度下降沿着负梯度方向一步步更新参数。', '复制', '分享',
      "Why can't you see the stars in the city, but you can in the countryside?", 'is javascript back end or front end language?', '给 Copilot 发送消息',
    ].join('\n'),
    expected: [
      ['user', '解释一下梯度下降。'],
      ['assistant', '梯度下降沿着负梯度方向一步步更新参数。'],
    ],
  },
  {
    // isLineList (the list "below" a request points at is the prompt's), tableUnderTableRequest (the table asked for,
    // right under the request, is the answer): a DeepSeek de copy (assistants-2 case 82, spent).
    name: 'DeepSeek: a request pointing at "the list below", the list, a request for a table, the table glued under it',
    text: [
      'deepseek', 'Neuer Chat', '', 'Please match the statement "Why do offers get rejected?" to one of the statements in the list below.', '',
      'How valued do employees feel?', 'Are our offers rejected due to low salaries?', 'What is the total cost of recruitment?', '',
      'Please provide an output table where Column A is the statement and Column B the likelihood.',
      'Column A\tColumn B', 'How valued do employees feel?\t0%', 'Are our offers rejected due to low salaries?\t80%', '',
      'Only the salary statement speaks of offers being rejected, so it gets most of the likelihood; the others ask about training and cost.',
    ].join('\n'),
    expected: [
      ['user', 'Please match the statement "Why do offers get rejected?" to one of the statements in the list below. How valued do employees feel? Are our offers rejected due to low salaries? What is the total cost of recruitment? Please provide an output table where Column A is the statement and Column B the likelihood.'],
      ['assistant', 'Column A Column B How valued do employees feel? 0% Are our offers rejected due to low salaries? 80% Only the salary statement speaks of offers being rejected, so it gets most of the likelihood; the others ask about training and cost.'],
    ],
  },
  {
    // tellsWhatHappened: a reply that tells what happened to the person answers the question above it, also with the
    // assistant's asking back right under it (a Pi copy of a support chat: blocks, no labels, no chrome between turns).
    name: 'Pi: the person telling what happened answers the question above, whatever the assistant asks next',
    text: [
      'Pi', 'Discover', 'Threads', 'Profile', '',
      'My laptop keeps waking up at night. Can you help?', '',
      'Sure. When did it start, and does it wake up at a set time?', '',
      'It started after the last update. I checked the log and it woke at 2:14 and 3:40, but nothing was scheduled.', '',
      'So it wakes at odd times. Could you tell me which devices are allowed to wake it?', '',
      'I had the mouse and the network card allowed. I turned the network card off and it slept through.', '',
      'That was it, then. The network card was waking it for update checks.', '',
      'Talk with Pi',
    ].join('\n'),
    expected: [
      ['user', 'My laptop keeps waking up at night. Can you help?'],
      ['assistant', 'Sure. When did it start, and does it wake up at a set time?'],
      ['user', 'It started after the last update. I checked the log and it woke at 2:14 and 3:40, but nothing was scheduled.'],
      ['assistant', 'So it wakes at odd times. Could you tell me which devices are allowed to wake it?'],
      ['user', 'I had the mouse and the network card allowed. I turned the network card off and it slept through.'],
      ['assistant', 'That was it, then. The network card was waking it for update checks.'],
    ],
  },
  {
    // toldWithoutStop + nextTakesUp: a short statement typed without its full stop, taken up by the next paragraph.
    name: 'Pi: "She is a Maine Coon" without its full stop is the person’s reply when the answer takes up "Maine Coon"',
    text: [
      'Pi', 'Discover', 'Threads', 'Profile', '',
      'How much should an adult cat eat a day?', '',
      'It depends on the cat’s weight and how active it is. Most adult cats need about 200 to 250 calories a day.', '',
      'She is a Maine Coon', '',
      'Maine Coons are a large breed, so she may need closer to 300 calories a day. Ask your vet to check her weight.', '',
      'Talk with Pi',
    ].join('\n'),
    expected: [
      ['user', 'How much should an adult cat eat a day?'],
      ['assistant', 'It depends on the cat’s weight and how active it is. Most adult cats need about 200 to 250 calories a day.'],
      ['user', 'She is a Maine Coon'],
      ['assistant', 'Maine Coons are a large breed, so she may need closer to 300 calories a day. Ask your vet to check her weight.'],
    ],
  },
  {
    // EMPTY_MEDIA: an answer that ends with its picture, copied as "[]" under "…here is a photo of it:", is finished;
    // the short reply under it is the person's.
    name: 'Pi: an answer closed by a picture copied as "[]", then the person\'s correction',
    text: [
      'Pi', 'Discover', 'Threads', 'Profile', '',
      'Which bridge is the oldest in Prague?', '',
      'That would be the Charles Bridge, built in the fourteenth century. Here is a photo of it:', '',
      '[]', '',
      'No, there was an older one before it.', '',
      'You are right: the Judith Bridge stood there first, until a flood destroyed it in 1342.', '',
      'Talk with Pi',
    ].join('\n'),
    expected: [
      ['user', 'Which bridge is the oldest in Prague?'],
      ['assistant', 'That would be the Charles Bridge, built in the fourteenth century. Here is a photo of it: []'],
      ['user', 'No, there was an older one before it.'],
      ['assistant', 'You are right: the Judith Bridge stood there first, until a flood destroyed it in 1342.'],
    ],
  },
  {
    // ASKS_PERSON_TO_ACT: an answer that ends by asking the person to do something ("please wait.") hands the turn over;
    // the person telling what happened ("I waited…") replies, though it is no answer to a question.
    name: 'Pi: the person tells what happened after the answer asked them to wait',
    text: [
      'Pi', 'Discover', 'Threads', 'Profile', '',
      'What time does the museum open on Sundays?', '',
      'Let me look that up for you. One moment, please wait.', '',
      'I waited a long time and you never came back.  The website says it opens at ten, and the last entry is at five.', '',
      'Sorry about that! Yes, it opens at ten on Sundays and closes at six.', '',
      'Talk with Pi',
    ].join('\n'),
    expected: [
      ['user', 'What time does the museum open on Sundays?'],
      ['assistant', 'Let me look that up for you. One moment, please wait.'],
      ['user', 'I waited a long time and you never came back. The website says it opens at ten, and the last entry is at five.'],
      ['assistant', 'Sorry about that! Yes, it opens at ten on Sundays and closes at six.'],
    ],
  },
  {
    // sameTermList: paragraph after paragraph opening with a term and its colon are the answer's list; the last
    // one, a short statement, is one more item, not the person's reply.
    name: 'Le Chat, no buttons copied: an answer\'s list of "Term: …" paragraphs stays whole to its last item',
    text: [
      'Le Chat', 'New chat', 'Search', '',
      'How does a dishwasher clean the plates? Step by step, please.', '',
      'Here is what happens inside during one run:', '',
      'Filling: The machine lets in water up to a fixed level and heats it.', '',
      'Washing: A pump pushes the hot water through spinning arms, which spray it onto the dishes from below and above. The detergent dissolves grease and the jets knock off what is left of the food, while a filter at the bottom catches the bits so they are not sprayed back.', '',
      'Rinsing: Clean water washes the soap away, often with a rinse aid so that drops run off.', '',
      'Drying: Finally, the leftover heat dries the dishes in the rack.', '',
      'Overall, it is heat, pressure and chemistry working together, and the exact order of the steps may differ from one brand or programme to the next.', '', '',
      'and how long does that take?', '',
      'A normal programme takes between one and a half and three hours; eco modes take longer because they heat less.', '',
      'Ask Le Chat or @mention an agent',
    ].join('\n'),
    expected: [
      ['user', 'How does a dishwasher clean the plates? Step by step, please.'],
      ['assistant', 'Here is what happens inside during one run: Filling: The machine lets in water up to a fixed level and heats it. Washing: A pump pushes the hot water through spinning arms, which spray it onto the dishes from below and above. The detergent dissolves grease and the jets knock off what is left of the food, while a filter at the bottom catches the bits so they are not sprayed back. Rinsing: Clean water washes the soap away, often with a rinse aid so that drops run off. Drying: Finally, the leftover heat dries the dishes in the rack. Overall, it is heat, pressure and chemistry working together, and the exact order of the steps may differ from one brand or programme to the next.'],
      ['user', 'and how long does that take?'],
      ['assistant', 'A normal programme takes between one and a half and three hours; eco modes take longer because they heat less.'],
    ],
  },
  {
    // formGoesOn: the person's brief set out as a form ("Genre: …" / "Mood: …", then "Must mention:" over its
    // listed values) goes on field by field; the answer starts with its own text under the last field.
    name: 'Grok, no buttons copied: a brief of "label: value" lines and labelled lists is one prompt',
    text: [
      'Grok', 'Search', 'Chats', '',
      'Write a short song for my sister, who is starting at a new school next week.',
      'Genre: acoustic folk',
      'Mood: hopeful, a little funny', '',
      'Must mention:',
      '- her red bicycle',
      '- the lunchbox with a fox on it', '',
      'Words to avoid:', '',
      '- nervous',
      '- scared', '',
      '(Verse 1)',
      'Red bicycle leaning by the gate,',
      'a fox on your lunchbox, you will not be late.', '',
      '(Chorus)',
      'New hallways, new names, new doors to try,',
      'you were always braver than the sky.', '',
      'How can Grok help?', 'DeepSearch', 'Think',
    ].join('\n'),
    expected: [
      ['user', 'Write a short song for my sister, who is starting at a new school next week. Genre: acoustic folk Mood: hopeful, a little funny Must mention: - her red bicycle - the lunchbox with a fox on it Words to avoid: - nervous - scared'],
      ['assistant', '(Verse 1) Red bicycle leaning by the gate, a fox on your lunchbox, you will not be late. (Chorus) New hallways, new names, new doors to try, you were always braver than the sky.'],
    ],
  },
];

describe('label-less copies: turns from the page’s structure', () => {
  for (const c of cases) {
    it(c.name, () => {
      expect(shape(c.text)).toEqual(c.expected);
    });
  }
});

describe('the mechanisms one by one', () => {
  it('historyBlockEnd: titles whose words never come back below are other chats; a prompt’s words come back in its answer', () => {
    const history = buildContext(['New chat', '', 'Tax return checklist', 'Pasta for six', '', 'Why is the sky blue?', '', 'Sunlight scatters off air molecules.'].join('\n'));
    expect(historyBlockEnd(history, 2, history.lines.length)).toBe(4);
    const prompt = buildContext(['New chat', '', 'Rewrite my pasta recipe', 'for six people', '', 'Here is the pasta recipe for six people.'].join('\n'));
    expect(historyBlockEnd(prompt, 2, prompt.lines.length)).toBe(-1);
  });

  it('isThinkingStatus: a short line about thinking, alone between blank lines; not a sentence about thinking', () => {
    const ctx = buildContext(['Question?', '', 'Réflexion terminée', '', 'Answer.', '', 'I was thinking about it.', ''].join('\n'));
    expect(isThinkingStatus(ctx, 2)).toBe(true);
    expect(isThinkingStatus(ctx, 6)).toBe(false);
  });

  it('isPlaceholderShape: one short phrase that trails off', () => {
    expect(isPlaceholderShape('Ask anything...')).toBe(true);
    expect(isPlaceholderShape('Message Kimi…')).toBe(true);
    expect(isPlaceholderShape('It worked. Then it stopped...')).toBe(false);
    expect(isPlaceholderShape('Ask anything')).toBe(false);
  });

  it('recurringChrome: buttons wedged between text recur as chrome; phrases of a chorus inside a paragraph do not', () => {
    const lines = ['First answer text ends here.', 'Share', 'Rewrite', 'Related question one?', '', 'Second answer text ends here.', 'Share', 'Rewrite', 'Related question two?'];
    const buttons = recurringChrome({ trimmed: lines, fenced: lines.map(() => false), lines });
    expect(buttons[1] && buttons[2] && buttons[6] && buttons[7]).toBe(true);
    const song = ['We sat beneath the old oak tree', 'Sing along now', 'sing with me today', 'And the wind was blowing free', '', 'The leaves came down in autumn light', 'Sing along now', 'sing with me today', 'Until the morning came in sight'];
    expect(recurringChrome({ trimmed: song, fenced: song.map(() => false), lines: song }).some(Boolean)).toBe(false);
  });

  it('withoutTrailingEmoji: emoji and their modifiers after a sentence end are left out; text is kept', () => {
    expect(withoutTrailingEmoji('…in our daily lives. ❤️')).toBe('…in our daily lives.');
    expect(withoutTrailingEmoji('Great job! 👍🏽')).toBe('Great job!');
    expect(withoutTrailingEmoji('No emoji here')).toBe('No emoji here');
  });

  it('requestAfterCode / codeHeaderAt: a request under code; a language line over a copy button', () => {
    const ctx = buildContext(['  return n * 2;', '}', '', 'can you add a default value', 'js', 'Copy', 'const f = 1;', '', 'Please note the default.'].join('\n'));
    expect(requestAfterCode(ctx, 1, 3, ctx.lines.length)).toBe(true);
    expect(requestAfterCode(ctx, 6, 8, ctx.lines.length)).toBe(false);
    expect(codeHeaderAt(ctx, 4)).toBe(true);
    expect(codeHeaderAt(ctx, 3)).toBe(false);
  });

  it('suggestionsBlockStart: a stack of short instructions or questions; not a sentence', () => {
    const chips = buildContext(['Answer text.', '', 'Tell me more', 'Give me an example'].join('\n'));
    expect(suggestionsBlockStart(chips, 0, chips.lines.length)).toBe(2);
    const prose = buildContext(['Answer text.', '', 'Tell me more about it.', 'I liked the first one.'].join('\n'));
    expect(suggestionsBlockStart(prose, 0, prose.lines.length)).toBe(-1);
  });

  it('takesThanks / feedbackOverThanks: an answer taking thanks, in several languages; feedback above it', () => {
    for (const t of ['I’m glad it helped!', 'You’re welcome.', 'De nada, ¡suerte!', 'Gern geschehen!', '不客气！', 'どういたしまして。']) expect(takesThanks(t)).toBe(true);
    expect(takesThanks('Thanks, that works.')).toBe(false);
    const ctx = buildContext(['Nice, that worked.', '', 'Glad to help!', '', 'It runs fast.', '', 'It also scales.'].join('\n'));
    expect(feedbackOverThanks(ctx, 0, ctx.lines.length)).toBe(true);
    expect(feedbackOverThanks(ctx, 4, ctx.lines.length)).toBe(false);
  });

  it('isDialogueBlock: a long line fits only a plain dialogue (two questions answered); asksOnAboutSubject: one question alone', () => {
    const long = 'It was built in 1889 for the World’s Fair, and people at the time thought it ugly. Today it is the symbol of the city and of the country. ';
    const dialogue = buildContext(['When was it built?', long, 'Who designed it?', 'Gustave Eiffel’s company.'].join('\n'));
    expect(isDialogueBlock(dialogue, 0, 4)).toBe(true);
    const one = buildContext(['When was it built?', long, 'It is tall.'].join('\n'));
    expect(isDialogueBlock(one, 0, 3)).toBe(false);
    expect(asksOnAboutSubject('What is he known for?', 'Where was he born?')).toBe(true);
    expect(asksOnAboutSubject('What is he known for?', 'I think racing. Is that correct?')).toBe(false);
  });

  it('requestOverAnswer: "Could you…" over an answer that opens by formula; "Please note…" is the answer’s', () => {
    const ctx = buildContext(['Could you make it shorter.', '', 'Here is a shorter version:', '', 'Please note that this drops the intro.', '', 'Here is why.'].join('\n'));
    expect(requestOverAnswer(ctx, 0, ctx.lines.length)).toBe(true);
    expect(requestOverAnswer(ctx, 4, ctx.lines.length)).toBe(false);
  });
});
