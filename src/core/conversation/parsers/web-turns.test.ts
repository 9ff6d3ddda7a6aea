import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';
import { marksEveryAnswer, relatedBlockEnd, withoutRecurringTurnHeads } from './web-turns';
import { segmentTurns } from './turn-segments';
import { buildContext } from '../context';

/**
 * Label-less page copies. Each paste is written from one assistant's page structure (see
 * docs/formats.md); the finder knows none of these pages by name, only strips, edges and turns.
 */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

const cases: { name: string; text: string; expected: [string, string][] }[] = [
  {
    // Meta AI draws Copy / Share under the last answer only: the exchanges above it are unmarked.
    name: 'Meta AI, Portuguese UI: buttons under the last answer only, a back-and-forth of short questions above them',
    text: ['Meta AI', '', 'What is the meaning behind the movement?', 'It wants to bring attention to the issue of racism.', '', 'That makes sense. Is it because of the shootings?', '', 'I would assume racism is a big factor for all of the shootings, in general.', 'Copiar', 'Compartilhar', '', 'Pergunte alguma coisa'].join('\n'),
    expected: [
      ['user', 'What is the meaning behind the movement?'],
      ['assistant', 'It wants to bring attention to the issue of racism.'],
      ['user', 'That makes sense. Is it because of the shootings?'],
      ['assistant', 'I would assume racism is a big factor for all of the shootings, in general.'],
    ],
  },
  {
    name: 'Meta AI: buttons under one answer in the middle, the exchanges before and after them unmarked',
    text: ['Meta AI', '', 'What bait is best for trout?', '', 'Worms and salmon roe work well in most lakes.', 'Is the lake stocked?', '', 'It is stocked every spring, as far as I know.', 'Copy', 'Share', 'Yes. That is correct.', '', 'Then worms will do fine for stocked trout.', 'Any other tips?', '', 'Check your hook after every fish.'].join('\n'),
    expected: [
      ['user', 'What bait is best for trout?'],
      ['assistant', 'Worms and salmon roe work well in most lakes.'],
      ['user', 'Is the lake stocked?'],
      ['assistant', 'It is stocked every spring, as far as I know.'],
      ['user', 'Yes. That is correct.'],
      ['assistant', 'Then worms will do fine for stocked trout.'],
      ['user', 'Any other tips?'],
      ['assistant', 'Check your hook after every fish.'],
    ],
  },
  {
    name: 'buttons under the only answer: a one-exchange page whose answer asks back stays one answer',
    text: ['Meta AI', '', 'How do I keep basil fresh?', '', 'Trim the stems and keep it in water on the counter. Do you have a sunny window?', '', 'A sunny window helps it keep growing for weeks.', 'Copiar', 'Compartilhar'].join('\n'),
    expected: [
      ['user', 'How do I keep basil fresh?'],
      ['assistant', 'Trim the stems and keep it in water on the counter. Do you have a sunny window? A sunny window helps it keep growing for weeks.'],
    ],
  },
  {
    // Perplexity / You.com: the sources heading and its cards' site names (no domains) open the answer.
    name: 'source cards named by their sites under the sources heading are the strip, not the answer',
    text: ['Perplexity', '', 'How do I keep basil fresh?', '', 'Sources', 'Mayo Clinic', 'Serious Eats', 'Trim the stems and keep the basil in a glass of water on the counter, away from the fridge.', 'Share', 'Rewrite'].join('\n'),
    expected: [
      ['user', 'How do I keep basil fresh?'],
      ['assistant', 'Trim the stems and keep the basil in a glass of water on the counter, away from the fridge.'],
    ],
  },
  {
    // You.com / Perplexity: the numbers the page appends to the answer's paragraphs link to its sources; code keeps its indexes.
    name: 'citation numbers appended to an answer\'s paragraphs are the page\'s',
    text: ['You.com', '', 'How do I check my drive for errors?', '', 'Sources', 'Microsoft Support', 'Run chkdsk C: /f from an administrator prompt. [1]', 'Or use the Error-checking tool in the drive\'s Properties.[2][3]', 'print(parts[1])', 'Share', 'Rewrite'].join('\n'),
    expected: [
      ['user', 'How do I check my drive for errors?'],
      ['assistant', 'Run chkdsk C: /f from an administrator prompt. Or use the Error-checking tool in the drive\'s Properties. print(parts[1])'],
    ],
  },
  {
    // Perplexity in French: the sidebar, the answer tabs, then source cards of a site's name over its domain and number.
    name: 'source cards (a site\'s name over its domain chip) are no speakers\' names',
    text: ['Accueil', 'Découvrir', 'Espaces', 'Bibliothèque', '', 'What is the largest ocean?', '', 'Réponse', 'Sources', '3', 'Healthline', 'healthline.com', '1', 'Britannica', 'britannica.com', '2', '', 'The Pacific is the largest and deepest ocean on Earth.', '', 'Partager', 'Réécrire', '', 'And the smallest?', '', 'Réponse', 'Sources', '2', 'Britannica', 'britannica.com', '1', '', 'The Arctic Ocean is the smallest.', '', 'Partager', 'Réécrire'].join('\n'),
    expected: [
      ['user', 'What is the largest ocean?'],
      ['assistant', 'The Pacific is the largest and deepest ocean on Earth.'],
      ['user', 'And the smallest?'],
      ['assistant', 'The Arctic Ocean is the smallest.'],
    ],
  },
  {
    // A short reply under the last answer's buttons is the person's, however much it looks like a site's name.
    name: 'a short reply after the buttons under a sources strip is no source card',
    text: ['Le Chat', '', 'How long should I use a new LED mask a day?', '', 'How long would you like to use it?', 'Sources (6)', 'investopedia.com', 'Copier', 'Régénérer', '30-60 minutes a day', '', 'Then 30 minutes is a good start, and you can go up to 60 later.', 'Copier', 'Régénérer'].join('\n'),
    expected: [
      ['user', 'How long should I use a new LED mask a day?'],
      ['assistant', 'How long would you like to use it?'],
      ['user', '30-60 minutes a day'],
      ['assistant', 'Then 30 minutes is a good start, and you can go up to 60 later.'],
    ],
  },
  {
    // The mode badge opens the answer; the answer's one sentence sits right over the sources strip.
    name: 'Le Chat, French UI: a one-line answer right over "Sources (6)" is the answer, not a source card\'s title',
    text: ['Le Chat', 'Nouveau chat', '', 'How can I make my dog stop snoring?', 'Flash Answer', 'I really could not say. What kind of dog is it?', 'Sources (6)', 'bbc.com', 'Copier', 'Régénérer', '', 'A pug, why?', '', 'Réflexion pendant 7 secondes', 'Pugs snore because of their short noses.', 'Copier', 'Régénérer'].join('\n'),
    expected: [
      ['user', 'How can I make my dog stop snoring?'],
      ['assistant', 'I really could not say. What kind of dog is it?'],
      ['user', 'A pug, why?'],
      ['assistant', 'Pugs snore because of their short noses.'],
    ],
  },
  {
    // The chip under a paragraph's last line cites that paragraph; the strip that opens the answer sits under the prompt.
    name: 'Perplexity: a source chip with a count glued under a paragraph inside the answer is no opening strip',
    text: ['Share', 'write a short toast for my grandmother', 'Answer', 'Sources', '4', '', '', 'Ladies and gentlemen, raise your glasses to a woman of a hundred years.', '', 'She loved hummingbirds and travelled the whole world with her sisters.', 'wikipedia+4', '', 'Rest in peace, dear grandmother, you will be greatly missed.', 'Share', 'Export', 'Rewrite', '', 'Ask a follow-up…'].join('\n'),
    expected: [
      ['user', 'write a short toast for my grandmother'],
      ['assistant', 'Ladies and gentlemen, raise your glasses to a woman of a hundred years. She loved hummingbirds and travelled the whole world with her sisters. Rest in peace, dear grandmother, you will be greatly missed.'],
    ],
  },
  {
    // A block headed by the line the page draws over every block ("Code") ends with its own copy button, in
    // the UI's language: the answer goes on under it. The answer's strip is several buttons.
    name: 'Gemini, Korean UI: a lone copy button under a headed code block does not end the answer',
    text: ['Gemini', '', 'How do I move a body in Godot?', 'edit', '', 'Here is a script:', '', 'Code', '# the speed', 'var speed = 5', '', '', '코드 복사', '', '', 'And here is the same for a rigid body:', '', '', 'Code', '# the mass', 'var mass = 2', '', '코드 복사', 'thumb_up', 'thumb_down', 'share', 'more_vert', '', '', 'Enter a prompt here', 'Gemini may display inaccurate info, including about people, so double-check its responses.'].join('\n'),
    expected: [
      ['user', 'How do I move a body in Godot?'],
      ['assistant', 'Here is a script: # the speed var speed = 5 And here is the same for a rigid body: # the mass var mass = 2'],
    ],
  },
  {
    // The page draws a code header ("rust" / "Copy") over the answer's code only; the prompt's code
    // is plain lines, spread over paragraphs. The prompt runs on to the header.
    name: 'Le Chat: a prompt of plain code paragraphs, the answer opening with a code header',
    text: ['Le Chat', 'New chat', 'Search', '', 'Translate this code into proper Rust:', 'enum Color', '  Red', '  Green', '', 'fn add(a: i32, b: i32) -> i32', '  a + b', '', 'fn main()', '  let num = add(3, 4);', '', 'rust', 'Copy', 'enum Color {', '    Red,', '    Green,', '}', '', 'fn main() {', '    let num = add(3, 4);', '}', 'Copy', 'Regenerate', '', 'Ask Le Chat or @mention an agent', 'Le Chat can make mistakes. Check answers.'].join('\n'),
    expected: [
      ['user', 'Translate this code into proper Rust: enum Color Red Green fn add(a: i32, b: i32) -> i32 a + b fn main() let num = add(3, 4);'],
      ['assistant', 'enum Color { Red, Green, } fn main() { let num = add(3, 4); }'],
    ],
  },
  {
    name: 'DeepSeek-style copy that starts at an answer: a thinking time on top, then the answer alone',
    text: ['Thought for 21 seconds', 'Rome was not built in a day, and neither is a habit.', '', 'Start with five minutes a day and grow from there.'].join('\n'),
    expected: [['assistant', 'Rome was not built in a day, and neither is a habit. Start with five minutes a day and grow from there.']],
  },
  {
    name: 'Perplexity-style: a one-line answer under a gap, right above its sources chip, is no source card title',
    text: [
      'Home', 'Library', '', 'Can I grow lemons indoors?', 'Answer', 'Sources', '2', '', '',
      'Yes, with a sunny window. Want tips on choosing a variety?', 'wikipedia+1', 'Share', 'Rewrite', '',
      'Which dwarf variety is easiest?', 'Answer', 'Sources', '3', '', '',
      'Meyer lemons are the easiest to keep indoors: they stay small and fruit within two years.', 'wikipedia+2', 'Share', 'Rewrite',
    ].join('\n'),
    expected: [
      ['user', 'Can I grow lemons indoors?'], ['assistant', 'Yes, with a sunny window. Want tips on choosing a variety?'],
      ['user', 'Which dwarf variety is easiest?'], ['assistant', 'Meyer lemons are the easiest to keep indoors: they stay small and fruit within two years.'],
    ],
  },
  {
    name: 'Qwen-style composer block at the end: a placeholder question, mode switches and a disclaimer no list knows',
    text: [
      'Which river runs through Vienna?', 'The Danube runs through Vienna.', '', 'Is it blue?', '', 'Not really; it is mostly green-brown.', '',
      'What would you like to know?', 'Thinking', 'Search', 'Replies are machine-written and can be wrong.',
    ].join('\n'),
    expected: [
      ['user', 'Which river runs through Vienna?'], ['assistant', 'The Danube runs through Vienna.'],
      ['user', 'Is it blue?'], ['assistant', 'Not really; it is mostly green-brown.'],
    ],
  },
  {
    name: 'Kimi-style: buttons close every answer, a thinking line opens one, no blank line between prompt and answer',
    text: [
      'Kimi', '', 'Can you suggest a name for a bakery?', 'How about "Rise & Shine"?', 'Copy', 'Regenerate', 'Share',
      'Something shorter?', '', 'Try "Crumb".', 'Copy', 'Regenerate', 'Share',
      'And in French?', 'Thinking complete', 'Try "Mie".', 'Copy', 'Regenerate', 'Share', '', 'Ask Anything...', 'K2',
    ].join('\n'),
    expected: [
      ['user', 'Can you suggest a name for a bakery?'], ['assistant', 'How about "Rise & Shine"?'],
      ['user', 'Something shorter?'], ['assistant', 'Try "Crumb".'],
      ['user', 'And in French?'], ['assistant', 'Try "Mie".'],
    ],
  },
  {
    name: 'Le Chat in Italian: sidebar with chat history, code headers with a localized copy button, composer placeholder in words no list knows',
    text: [
      'Le Chat', 'Nuova chat', 'Cerca', 'Libreria', 'Consider the flavors of the', 'behaving like an expert, I', '',
      'make a python script that prints hello', 'Here is a minimal script:', '', 'python', 'Copia', 'print("hello")', '',
      'Run it with python3.', 'Copia', 'Rigenera', '', 'Chiedi a Le Chat o @menziona un agente',
      'Le Chat può commettere errori. Verifica le risposte.',
    ].join('\n'),
    expected: [['user', 'make a python script that prints hello'], ['assistant', 'Here is a minimal script: print("hello") Run it with python3.']],
  },
  {
    name: 'Poe-style: the assistant name alone opens each answer, buttons close it',
    text: [
      'Poe', 'What is the capital of Peru?', '', 'Assistant', 'Lima is the capital of Peru.', 'Share', 'Compare', '',
      'And of Chile?', '', 'Assistant', 'Santiago.', 'Share', 'Compare',
    ].join('\n'),
    expected: [['user', 'What is the capital of Peru?'], ['assistant', 'Lima is the capital of Peru.'], ['user', 'And of Chile?'], ['assistant', 'Santiago.']],
  },
  {
    name: 'Poe-style with a model as the bot\'s name (also a model badge) and message times',
    text: ['Poe', 'Chats', '', 'Write a haiku about rain', '3:41 PM', 'Gemini-2.5-Pro', 'Soft rain on the roof,', 'the gutters hum a low song.', '', 'Shorter please', '3:42 PM', 'Gemini-2.5-Pro', 'Rain. Roof. Song.'].join('\n'),
    expected: [['user', 'Write a haiku about rain'], ['assistant', 'Soft rain on the roof, the gutters hum a low song.'], ['user', 'Shorter please'], ['assistant', 'Rain. Roof. Song.']],
  },
  {
    name: 'a page that leaves only a copy button under each answer',
    text: ['What is the capital of Peru?', 'Lima is the capital of Peru.', 'Copy', 'And of Chile?', 'Santiago is the capital of Chile.', 'Copy', '', 'Ask anything'].join('\n'),
    expected: [['user', 'What is the capital of Peru?'], ['assistant', 'Lima is the capital of Peru.'], ['user', 'And of Chile?'], ['assistant', 'Santiago is the capital of Chile.']],
  },
  {
    name: 'Meta AI-style: no labels and no buttons, paragraphs alternate by who asks',
    text: [
      'Meta AI', '', 'How can I get a famous singer\'s phone number?', 'I can\'t help with personal contact details, but their agency lists a booking address.',
      '', 'Ok, where do I find the agency?', '', 'Their official website usually has a contact page for bookings and press.', '',
      'Ask Meta AI anything',
    ].join('\n'),
    expected: [
      ['user', "How can I get a famous singer's phone number?"], ['assistant', "I can't help with personal contact details, but their agency lists a booking address."],
      ['user', 'Ok, where do I find the agency?'], ['assistant', 'Their official website usually has a contact page for bookings and press.'],
    ],
  },
  {
    name: 'Claude-style copy: each prompt ends with its time, a long one with "Show more" above the time; the answer hands the turn back before a prompt of several paragraphs',
    text: [
      'Help me plan a small vegetable garden.', '', 'I have a sunny balcony.', '', '09:12', '',
      'Searched memory', 'A balcony garden works well in containers.', '', 'Good first crops', 'Tomatoes, basil and lettuce grow well in pots.', '',
      "Tell me how much space you have and I'll draw a layout.", '',
      'About two metres by one.', '', 'I would like herbs too.', '', 'Mostly for cooking.', '', 'Show more', '10:03',
      'Two by one metres fits four large pots and a herb rail.', 'Copy', 'Retry',
    ].join('\n'),
    expected: [
      ['user', 'Help me plan a small vegetable garden. I have a sunny balcony.'],
      ['assistant', "A balcony garden works well in containers. Good first crops Tomatoes, basil and lettuce grow well in pots. Tell me how much space you have and I'll draw a layout."],
      ['user', 'About two metres by one. I would like herbs too. Mostly for cooking.'],
      ['assistant', 'Two by one metres fits four large pots and a herb rail.'],
    ],
  },
  {
    // findStrips: a sources heading with nothing under it down to the footer (its suggested questions went with the
    // footer) opens no answer; the text over it is the last answer (a Perplexity ja copy, assistants-2 case 87).
    name: 'Perplexity ja: "関連" over the suggested questions under the last answer opens no answer',
    text: [
      'perplexity', 'ホーム', '発見', '', 'How do I introduce a puppy to my older dog?', '回答', '画像', 'ソース · 8', 'healthline.com', 'wikipedia.org',
      'Let the older dog sniff the puppy\'s leash first.', '', 'Why the leash?', '回答', 'ソース', 'It carries the puppy\'s smell, so the older dog gets curious. Read more here: https://www.aspca.org/pet-care/dog-behavior',
      '関連', 'how does two factor authentication work?', "What's the current date?", 'Who wears short shorts?', '', 'フォローアップの質問をする',
    ].join('\n'),
    expected: [
      ['user', 'How do I introduce a puppy to my older dog?'],
      ['assistant', 'Let the older dog sniff the puppy\'s leash first.'],
      ['user', 'Why the leash?'],
      ['assistant', 'It carries the puppy\'s smell, so the older dog gets curious. Read more here: https://www.aspca.org/pet-care/dog-behavior'],
    ],
  },
  {
    // namesAssistant (the stretch under a strip that names the model is that answer) and single-answer's headsProse (a
    // "# 常数定义" comment over code is no document heading, so the person's code with its request still asks): a Qwen
    // zh copy (assistants-3 case 1).
    name: 'Qwen zh: pasted Python and its request, the model\'s name and "思考结束" over one long answer with list lines',
    text: [
      'Qwen', '新建对话', '周末出行清单', '', 'Qwen3-235B-A22B', '', 'import math', '', '# 常数定义', 'PI = math.pi', 'R = 55 / (2 * PI)',
      '解释以上代码 解释如何建模的', '', 'Qwen3-235B-A22B', '思考结束', '下面对代码所做的工作作详细解释：', '', '一、总体思路', '',
      '这段代码用离散时间步模拟了运动过程。', '– 这种参数化展示了整体运动趋势。', '', '二、具体解释', '', '– 这种模型虽然较为简化，但足以描述各节的连动效应。',
      '', '今天有什么可以帮您？', '搜索',
    ].join('\n'),
    expected: [
      ['user', 'import math # 常数定义 PI = math.pi R = 55 / (2 * PI) 解释以上代码 解释如何建模的'],
      ['assistant', '下面对代码所做的工作作详细解释： 一、总体思路 这段代码用离散时间步模拟了运动过程。 – 这种参数化展示了整体运动趋势。 二、具体解释 – 这种模型虽然较为简化，但足以描述各节的连动效应。'],
    ],
  },
  {
    // asksOrReplies, FOLLOW_UP_ORDER: "Make it happier" under a poem, typed without a full stop, orders a change to the
    // last answer with a pronoun: the person's follow-up, on a page that marks only the first answer (written for
    // session 34 from Gemini's page).
    name: 'Gemini: a follow-up order without a full stop ("Make it happier") between two unmarked answers',
    text: ['Gemini', '2.5 Flash', 'Conversation with Gemini', '', 'Write a haiku about autumn rain', '', 'Show thinking', 'Cold rain on red leaves,', 'the gutter sings all night long—', 'summer washed away.', '', 'Make it happier', '', 'Warm rain, golden leaves,', 'puddles full of giggling boots—', 'autumn comes to play.', '', 'Ask Gemini', 'Gemini can make mistakes, so double-check it'].join('\n'),
    expected: [
      ['user', 'Write a haiku about autumn rain'],
      ['assistant', 'Cold rain on red leaves, the gutter sings all night long— summer washed away.'],
      ['user', 'Make it happier'],
      ['assistant', 'Warm rain, golden leaves, puddles full of giggling boots— autumn comes to play.'],
    ],
  },
  {
    // isStripTail: "Export" / "Rewrite" under "Share", words no list knows, then a blank line: the strip that closes the
    // answer (written for session 34 from Perplexity's page; "Rewrite" alone is a person's message as often).
    name: 'Perplexity en: buttons no list knows under "Share", then the related questions and the composer',
    text: ['Perplexity', 'Home', 'Discover', '', 'how do vaccines work', '', 'Answer', 'Sources', '12', 'Vaccines train the immune system to recognise a germ without causing the disease.mayoclinic+2', '', 'Share', 'Export', 'Rewrite', '', 'Related', 'How long does vaccine immunity last', 'Why do some vaccines need boosters', '', 'Ask a follow-up'].join('\n'),
    expected: [
      ['user', 'how do vaccines work'],
      ['assistant', 'Vaccines train the immune system to recognise a germ without causing the disease.'],
    ],
  },
  {
    // probe-web-2 case 16 (Zhipu Qingyan): a tight page with no blank line anywhere. The first answer is one
    // line over Copy / Regenerate, so the line over it is the prompt, not a sidebar title; the second exchange is
    // no list of suggestions, as it has the answer's buttons under it.
    name: 'a tight CJK page: the first answer right under the prompt and over its buttons, the second exchange closed by buttons too',
    text: ['智谱清言', '新建对话', '用一句话解释什么是通货膨胀', '通货膨胀是指一段时间内物价普遍持续上涨，同样的钱能买到的东西变少了。', '复制', '重新生成', '举个生活中的例子', '比如十年前一碗面十元，现在要十五元，面没变，但钱的购买力下降了。', '复制', '重新生成', '有什么问题尽管问我'].join('\n'),
    expected: [
      ['user', '用一句话解释什么是通货膨胀'],
      ['assistant', '通货膨胀是指一段时间内物价普遍持续上涨，同样的钱能买到的东西变少了。'],
      ['user', '举个生活中的例子'],
      ['assistant', '比如十年前一碗面十元，现在要十五元，面没变，但钱的购买力下降了。'],
    ],
  },
  {
    // probe-web-3 case 1 (DeepSeek, one exchange): under "Thought for 9 seconds" the answer's own questions ("What is a
    // race condition?" over its explanation) are headings, and its closing offer is no prompt.
    name: 'one answer opened by a thinking line: FAQ questions glued to their text and a closing offer stay in the answer',
    text: ['deepseek', 'New chat', '', 'Two threads add 1 to a counter 100,000 times each, but the total is often less than 200,000. Why?', '', 'Thought for 9 seconds', "Here's a clear way to think about it.", '', 'What is a race condition?', 'Two threads read and write the same data and the result depends on which runs first.', '', 'Why does your counter come out wrong?', 'counter += 1 is three steps: read, add, write. One increment can be lost.', '', 'Would you like a version that uses a queue instead of a lock?', '', 'Message DeepSeek'].join('\n'),
    expected: [
      ['user', 'Two threads add 1 to a counter 100,000 times each, but the total is often less than 200,000. Why?'],
      ['assistant', "Here's a clear way to think about it. What is a race condition? Two threads read and write the same data and the result depends on which runs first. Why does your counter come out wrong? counter += 1 is three steps: read, add, write. One increment can be lost. Would you like a version that uses a queue instead of a lock?"],
    ],
  },
  {
    // probe-web-3 case 4 (Grok, Korean): numbered sections go on ("2." then "3."), a question with its answer line is a
    // FAQ item, and a closing question in the honorific that addresses the reader is the answer's.
    name: 'one answer opened by a thinking line, Korean: numbered sections, a FAQ item and a closing question to the reader',
    text: ['Grok', '기록', '기타를 처음 배우는데 어떻게 연습해야 할까요?', '', '11초 동안 생각함', '초보자라면 다음 순서로 시작하는 것을 추천합니다.', '', '1. 매일 10분씩 기본 코드 연습', 'C, G, Am, F 네 개의 코드만 익혀도 됩니다.', '', '2. 메트로놈 사용', '처음에는 60 BPM으로 천천히 치세요.', '', '3. 좋아하는 노래 한 곡 정하기', '목표가 있으면 연습이 재미있어집니다.', '', '손가락이 아픈 건 정상인가요?', '네, 처음 2~3주는 손끝이 아플 수 있습니다.', '', '어떤 노래를 치고 싶으신가요?', '', '무엇이든 물어보세요'].join('\n'),
    expected: [
      ['user', '기타를 처음 배우는데 어떻게 연습해야 할까요?'],
      ['assistant', '초보자라면 다음 순서로 시작하는 것을 추천합니다. 1. 매일 10분씩 기본 코드 연습 C, G, Am, F 네 개의 코드만 익혀도 됩니다. 2. 메트로놈 사용 처음에는 60 BPM으로 천천히 치세요. 3. 좋아하는 노래 한 곡 정하기 목표가 있으면 연습이 재미있어집니다. 손가락이 아픈 건 정상인가요? 네, 처음 2~3주는 손끝이 아플 수 있습니다. 어떤 노래를 치고 싶으신가요?'],
    ],
  },
  {
    // probe-web-3 case 8 (Duck.ai, French): the question over the model's name line, with the answer right under the
    // name, is the prompt, not a history title; the picker in the header ("GPT-4o mini" over the prompt) is no answer.
    name: 'a question right over the answering model\'s name, the answer right under it: the prompt',
    text: ['Duck.ai', 'Nouveau chat', 'GPT-4o mini', 'Comment garder du basilic frais plus longtemps ?', 'GPT-4o mini', 'Pour conserver le basilic plus longtemps, placez les tiges dans un verre d\'eau, comme un bouquet.', '', 'Posez une question...'].join('\n'),
    expected: [
      ['user', 'Comment garder du basilic frais plus longtemps ?'],
      ['assistant', "Pour conserver le basilic plus longtemps, placez les tiges dans un verre d'eau, comme un bouquet."],
    ],
  },
  {
    // probe-rendered-2 (Duck.ai, French UI): a long pasted problem of several paragraphs over the model's name line is
    // one prompt; the page names every answer, so no answer hides in it.
    name: 'a prompt of several paragraphs and gaps over the answering model\'s name line stays one prompt',
    text: ['Duck.ai', 'Nouveau chat', 'Récents', 'GPT-4o mini', '', 'We are given a list of axis-aligned rectangles.', 'Time limit: 1s', '', 'Example 1:', '', 'Input: [[0,0,2,2],[1,0,2,3]]', 'Explanation: see the figure.', '', 'Solve it in C++.', '', 'GPT-4o mini', 'Here is a C++ solution with a sweep line and a segment tree.', '', 'Posez une question en privé'].join('\n'),
    expected: [
      ['user', 'We are given a list of axis-aligned rectangles. Time limit: 1s Example 1: Input: [[0,0,2,2],[1,0,2,3]] Explanation: see the figure. Solve it in C++.'],
      ['assistant', 'Here is a C++ solution with a sweep line and a segment tree.'],
    ],
  },
  {
    // promptRunsToNamedAnswer (Duck.ai): a later prompt of several paragraphs, one glued under another, between a named
    // answer and the next name line is one prompt too: the page names every answer, so no answer hides in it.
    name: 'a later prompt of glued paragraphs under a named answer runs to the next name line',
    text: ['Duck.ai', 'Nouveau chat', 'GPT-4o mini', '', 'Teach me Befunge', '', 'GPT-4o mini', 'I only know a little about Befunge, sorry. Could you show me a sample?', '', '', 'Befunge is a two-dimensional language from 1993 where code runs on a grid.', 'Its instruction pointer can move up, down, left or right across the grid.', '', 'Here is what the arrows do:', 'Each arrow turns the pointer in its direction.', '', 'Is that enough to go on?', '', 'GPT-4o mini', 'Thanks, that helps a lot.', '', 'Posez une question en privé'].join('\n'),
    expected: [
      ['user', 'Teach me Befunge'],
      ['assistant', 'I only know a little about Befunge, sorry. Could you show me a sample?'],
      ['user', 'Befunge is a two-dimensional language from 1993 where code runs on a grid. Its instruction pointer can move up, down, left or right across the grid. Here is what the arrows do: Each arrow turns the pointer in its direction. Is that enough to go on?'],
      ['assistant', 'Thanks, that helps a lot.'],
    ],
  },
  {
    // probe-rendered-2 case 5 (Poe, default bot): the bot's role name over the answer ("Assistant") names every answer
    // as a model's name does, so the pasted code with its gaps over it is one prompt.
    name: 'pasted code with gaps over Poe\'s "Assistant" line stays one prompt',
    text: ['Poe', 'Explore', 'Assistant', 'By @poe', '', 'refactor code to fix animation issue:', '', 'import os', 'import time', '', '# Clear the screen', 'def clear_screen():', "    os.system('clear')", '', '# Entry point', 'if __name__ == "__main__":', '    clear_screen()', '', 'Assistant', 'Below is one way to restructure the code so the key listener can stop the loop cleanly.', '', 'Assistant にメッセージを送信する'].join('\n'),
    expected: [
      ['user', "refactor code to fix animation issue: import os import time # Clear the screen def clear_screen(): os.system('clear') # Entry point if __name__ == \"__main__\": clear_screen()"],
      ['assistant', 'Below is one way to restructure the code so the key listener can stop the loop cleanly.'],
    ],
  },
  {
    // probe-web-2 case 1 (Doubao): the first prompt is one line with the answer right under it, so the second prompt is
    // one line too, and the letter's salutation under it ("尊敬的王总：") opens the answer.
    name: 'a tight page: a later prompt is one line as the first one was, the rest of the paragraph opens the answer',
    text: ['豆包', '新对话', '帮我把这段话改得更正式一点：明天的会我去不了了', '好的，可以这样写：', '', '您好，由于明天临时有其他安排，我无法出席会议。', '复制', '重新生成', '再正式一点，用于发给领导', '尊敬的王总：', '', '您好！因明日另有紧急事务需要处理，我无法按时参加会议。', '', '此致', '敬礼', '复制', '重新生成', '发消息或输入 / 选择技能'].join('\n'),
    expected: [
      ['user', '帮我把这段话改得更正式一点：明天的会我去不了了'],
      ['assistant', '好的，可以这样写： 您好，由于明天临时有其他安排，我无法出席会议。'],
      ['user', '再正式一点，用于发给领导'],
      ['assistant', '尊敬的王总： 您好！因明日另有紧急事务需要处理，我无法按时参加会议。 此致 敬礼'],
    ],
  },
  {
    // probe-a3-twin case 11 (DeepSeek): the code header's language has a blank line under it before its buttons
    // ("js" / "" / "Copy" / "Download"); it heads the answer's code, it does not close the answer.
    name: 'a code header with a blank line between the language and its buttons stays in the answer',
    text: ['deepseek', 'New chat', '', 'How can I do this in Javascript?', '', 'Thought for 45 seconds', 'In JavaScript you can cast a value with the as keyword.', '', 'js', '', 'Copy', 'Download', 'const y = x as string;', '', 'It does not change the value at run time.', '', 'js', '', 'Copy', 'Download', 'const z = <string> x;', '', 'Message DeepSeek'].join('\n'),
    expected: [
      ['user', 'How can I do this in Javascript?'],
      ['assistant', 'In JavaScript you can cast a value with the as keyword. const y = x as string; It does not change the value at run time. const z = <string> x;'],
    ],
  },
  {
    // namedHeaderEnd / dropCodeHeader (probe-a3-twin-7, DeepSeek): a code block's title that no language list has,
    // capitalised ("Pulumi" / "" / "Copy" / "Download" / code), heads the answer's code; it closes no answer.
    name: 'a capitalised block title no list knows, over copy buttons and code, stays a code header',
    text: ['deepseek', 'New chat', '', 'Set up a log bucket for me.', '', 'Thought for 12 seconds', 'Here is a bucket definition you can start from:', '', 'Pulumi', '', 'Copy', 'Download', 'resource "aws_s3_bucket" "logs" {', '  bucket = "app-logs"', '}', '', 'Then add a lifecycle rule so old logs expire:', '', 'Pulumi', '', 'Copy', 'Download', 'resource "aws_s3_bucket_lifecycle_configuration" "logs" {', '  bucket = aws_s3_bucket.logs.id', '}', '', 'Apply it with terraform apply.', '', 'Message DeepSeek'].join('\n'),
    expected: [
      ['user', 'Set up a log bucket for me.'],
      [
        'assistant',
        'Here is a bucket definition you can start from: resource "aws_s3_bucket" "logs" { bucket = "app-logs" } Then add a lifecycle rule so old logs expire: resource "aws_s3_bucket_lifecycle_configuration" "logs" { bucket = aws_s3_bucket.logs.id } Apply it with terraform apply.',
      ],
    ],
  },
  {
    // scriptStaysInAnswer (probe-a3-twin-7, DeepSeek): the answer writes a scene, a paragraph to each "Name: line";
    // the lines after its first paragraph go on the script (a name comes back), so they are no person's replies.
    name: 'a dialogue the answer writes, one paragraph to each speaker line, stays in the answer',
    text: ['deepseek', 'New chat', '', "Let's write a scene. You play the baker and the apprentice, I play the customer who walks in", '', 'Thought for 12 seconds', '', '[A bell rings as the door opens.]', '', 'Baker: Good morning, come in, come in!', '', "Apprentice: Hello, I'll take your coat and find you a seat.", '', 'Baker: Sit down. Tell me, what brings you to us today?', '', '', 'Message DeepSeek', 'DeepThink (R1)', 'Search', 'AI-generated, for reference only'].join('\n'),
    expected: [
      ['user', "Let's write a scene. You play the baker and the apprentice, I play the customer who walks in"],
      ['assistant', "[A bell rings as the door opens.] Baker: Good morning, come in, come in! Apprentice: Hello, I'll take your coat and find you a seat. Baker: Sit down. Tell me, what brings you to us today?"],
    ],
  },
  {
    // probe-a3-twin case 29 (Duck.ai, French UI): the composer's placeholder in words no list knows, set apart over the
    // model picker and the disclaimer, is the footer's, not a prompt.
    name: 'a composer placeholder no list knows, over the model picker and the disclaimer at the page\'s end',
    text: ['Duck.ai', 'Nouveau chat', 'GPT-4o mini', '', 'What kinds of health risks do I face trying to get pregnant at 37?', 'GPT-4o mini', 'It depends how much you want to know about this -- do you want an overview or details?', '', 'Demander en toute confidentialité', 'GPT-4o mini', 'Duck.ai peut produire des informations inexactes. En savoir plus'].join('\n'),
    expected: [
      ['user', 'What kinds of health risks do I face trying to get pregnant at 37?'],
      ['assistant', 'It depends how much you want to know about this -- do you want an overview or details?'],
    ],
  },
  {
    // probe-a3-twin case 25 (Le Chat): the last answer ends with a code block whose one short line sits over the composer
    // ("text" / "Copy" / "killall Xvfb"); that line is the answer's code, not a mode switch of the footer.
    name: 'a short code line under its copy button right over the composer stays in the last answer',
    text: ['Le Chat', 'New chat', '', 'How do I stop Xvfb?', '', 'Stop the Xvfb process by running:', '', 'text', 'Copy', 'killall Xvfb', '', '', 'Ask Le Chat or @mention an agent', 'Think', 'Web search', 'Le Chat can make mistakes. Check answers.'].join('\n'),
    expected: [
      ['user', 'How do I stop Xvfb?'],
      ['assistant', 'Stop the Xvfb process by running: killall Xvfb'],
    ],
  },
  {
    // probe-web-2 case 8 (DeepSeek): a question that points at code ("Why does this crash?") under the sidebar's last
    // title is the prompt, and the code under it is the prompt's material, not an answer.
    name: 'a question pointing at the code under it, right under the chat history: the prompt with its code',
    text: ['deepseek', 'New chat', 'Today', 'Fix Python KeyError', 'Why does this crash?', '', 'counts = {}', 'for word in text.split():', '    counts[word] += 1', '', "I get KeyError: 'the'", '', 'Thought for 5 seconds', 'The dictionary starts empty, so counts[word] += 1 reads a key that does not exist yet.', '', 'Message DeepSeek'].join('\n'),
    expected: [
      ['user', "Why does this crash? counts = {} for word in text.split(): counts[word] += 1 I get KeyError: 'the'"],
      ['assistant', 'The dictionary starts empty, so counts[word] += 1 reads a key that does not exist yet.'],
    ],
  },
  {
    // probe-web-2 case 15 (Grok): the only line under the product's name is the prompt, as the paragraph under it
    // opens as an answer does ("Sure."). A history list is never answered.
    name: 'a title-shaped prompt under the product name, answered by "Sure. …" under a gap',
    text: ['Grok', 'Help me pick a laptop', '', "Sure. What will you mainly use it for, and what's your budget?", '', 'Mostly coding and some light gaming, under $1200', '', 'For coding and light gaming under $1,200, the ASUS TUF Gaming A15 is the safer pick.', '', 'Ask anything'].join('\n'),
    expected: [
      ['user', 'Help me pick a laptop'],
      ['assistant', "Sure. What will you mainly use it for, and what's your budget?"],
      ['user', 'Mostly coding and some light gaming, under $1200'],
      ['assistant', 'For coding and light gaming under $1,200, the ASUS TUF Gaming A15 is the safer pick.'],
    ],
  },
  {
    // stampsCloseOpenAnswers: the page prints the send time under every message; a time alone under an answer
    // closes it, and the prompt under it is the person's, not another answer.
    name: 'Poe-style: a send time under each prompt and each answer, the bot\'s name strip over each answer',
    text: [
      'Poe', 'Explore', 'Chats', '', 'Mistral-Large', 'By @poe', '',
      'Which planet has the longest day?', '09:14', '',
      'Mistral-Large', 'Poe', 'Venus: one day there lasts longer than its year.', '09:15', '',
      'How long is its year, then?', '09:16', '',
      'Mistral-Large', 'Poe', 'About 225 Earth days, against a day of about 243.', '09:16', '',
      'Share', '', 'Message Mistral-Large',
    ].join('\n'),
    expected: [
      ['user', 'Which planet has the longest day?'],
      ['assistant', 'Venus: one day there lasts longer than its year.'],
      ['user', 'How long is its year, then?'],
      ['assistant', 'About 225 Earth days, against a day of about 243.'],
    ],
  },
];

describe('withoutRecurringTurnHeads', () => {
  it.each([
    {
      name: 'a line that opens most of one party\'s messages is dropped from them',
      messages: [['user', 'Ana\nIs it far?'], ['assistant', 'Two hours by train.'], ['user', 'Ana\nAnd by car?'], ['assistant', 'About ninety minutes.']],
      expected: ['Is it far?', 'Two hours by train.', 'And by car?', 'About ninety minutes.'],
    },
    {
      name: 'a greeting that opens half of the person\'s messages stays: the person wrote it',
      messages: [['user', 'Hi\nIs it far?'], ['assistant', 'Two hours.'], ['user', 'And by car?'], ['assistant', 'Ninety minutes.'], ['user', 'Hi\nOne more thing: the ferry?'], ['assistant', 'Daily.'], ['user', 'Thanks.\nBye.'], ['assistant', 'Bye.']],
      expected: ['Hi\nIs it far?', 'Two hours.', 'And by car?', 'Ninety minutes.', 'Hi\nOne more thing: the ferry?', 'Daily.', 'Thanks.\nBye.', 'Bye.'],
    },
    {
      name: 'a sentence that opens every message is text, not a heading',
      messages: [['user', 'I have a question.\nIs it far?'], ['assistant', 'Two hours.'], ['user', 'I have a question.\nAnd by car?'], ['assistant', 'Ninety minutes.']],
      expected: ['I have a question.\nIs it far?', 'Two hours.', 'I have a question.\nAnd by car?', 'Ninety minutes.'],
    },
  ])('$name', ({ messages, expected }) => {
    const drafts = messages.map(([role, content]) => ({ role: role as 'user' | 'assistant', content: content as string }));
    withoutRecurringTurnHeads(drafts);
    expect(drafts.map((m) => m.content)).toEqual(expected);
  });
});

describe('label-less page copies', () => {
  it.each(cases)('$name', ({ text, expected }) => {
    expect(shape(text)).toEqual(expected);
    expect(parseConversation(text).detection.uncertainties.length).toBeGreaterThan(0);
  });

  it('a button word the person wrote between two lines of their own message stays', () => {
    const text = ['Kimi', '', 'In the menu the last item is', 'Share', 'what does it do?', 'It opens the share sheet.', 'Copy', 'Regenerate', 'Share'].join('\n');
    expect(shape(text)[0]?.[1]).toContain('Share');
  });
});

describe('isPromptOnly: a stretch between an answer and the next opening strip is one prompt', () => {
  it('keeps a prompt of several paragraphs whole on a page that opens answers with the bot name (Poe-style)', () => {
    const text = [
      'Poe', 'What is the capital of Peru?', '', 'I need it for a quiz tomorrow.', '3:03 PM', '', 'Claude-Sonnet-4', 'Lima.', '',
      'And of Chile?', '3:04 PM', '', 'Claude-Sonnet-4', 'Santiago.', 'Share',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'What is the capital of Peru? I need it for a quiz tomorrow.'], ['assistant', 'Lima.'],
      ['user', 'And of Chile?'], ['assistant', 'Santiago.'],
    ]);
  });
  it('is only for pages that open answers (two strips or more) and stretches that start and end with the person', async () => {
    const { isPromptOnly } = await import('./web-turns');
    expect(isPromptOnly('user', 'user', 2)).toBe(true);
    expect(isPromptOnly('user', 'user', 1)).toBe(false);
    expect(isPromptOnly('assistant', 'user', 3)).toBe(false);
    expect(isPromptOnly('user', 'assistant', 3)).toBe(false);
  });
});

describe('isPromptBetweenAnswers: on a page whose answers end with buttons, the text before a thinking line is one prompt', () => {
  it('Kimi: a prompt of several paragraphs, questions and code over "Thinking complete" stays whole', () => {
    const text = [
      'Kimi', '', 'Unity C#,  version 2022.3.5f1.', '',
      "Task: My custom serialization system works for everything except lists. Arrays works fine, but any type of list simply won't work.", '',
      'This is the current attempted logic:', '    private static Dictionary<string, object> SaveCollection(object obj)', '    {', '        return null;', '    }', '',
      'Why is Unity saying that it is faulty?', 'Does it make sense that it is faulty?', '',
      'Good luck, I hope you are the model that can actually solve this.', '',
      'Thinking complete', 'The error occurs because of an ambiguity between the generic version of IList and its non-generic version.',
      'Copy', 'Regenerate', 'Share', '', 'Ask Anything...', 'K2', 'Search',
    ].join('\n');
    const got = shape(text);
    expect(got.map(([role]) => role)).toEqual(['user', 'assistant']);
    expect(got[0]?.[1]).toContain('Good luck, I hope you are the model');
  });
  it('needs buttons that close answers and a stretch that starts at the top or under an answer', async () => {
    const { isPromptBetweenAnswers } = await import('./web-turns');
    expect(isPromptBetweenAnswers('user', 'user', 'answer_end', 1)).toBe(true);
    expect(isPromptBetweenAnswers('user', 'user', null, 2)).toBe(true);
    expect(isPromptBetweenAnswers('user', 'user', 'answer_end', 0)).toBe(false);
    expect(isPromptBetweenAnswers('user', 'assistant', 'answer_end', 1)).toBe(false);
  });
});

describe('thinking lines open only the answers that reasoned (Grok, DeepSeek, Qwen)', () => {
  it('splits an unmarked exchange before the first thinking line instead of taking it as one prompt', () => {
    const text = [
      'Grok', '', 'Can you tell me what Persians like to eat?',
      'Sure. Persians like bread with cheese, rice and grilled meat, and many kinds of stew.', 'Very interesting', '',
      'Thought for 13s', 'Let me know if there is anything else I can help you with.', 'That will be all for now. Thank you!', '',
      '57s', 'You are welcome.', '', 'How can Grok help?',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'Can you tell me what Persians like to eat?'],
      ['assistant', 'Sure. Persians like bread with cheese, rice and grilled meat, and many kinds of stew.'],
      ['user', 'Very interesting'], ['assistant', 'Let me know if there is anything else I can help you with.'],
      ['user', 'That will be all for now. Thank you!'], ['assistant', 'You are welcome.'],
    ]);
  });
});

describe('isButtonBetweenButtons: an unknown button label inside a strip (Perplexity-style "Share / More / Rewrite")', () => {
  it.each([
    { paste: 'an unknown word between two known buttons rides along', lines: ['Lima.', 'Share', 'Altro', 'Regenerate'], at: 2, expected: true },
    { paste: 'with blank lines around it', lines: ['Lima.', 'Share', '', 'Mehr', '', 'Regenerate'], at: 3, expected: true },
    { paste: 'a sentence between buttons is text', lines: ['Lima.', 'Share', 'It is Lima.', 'Regenerate'], at: 2, expected: false },
    { paste: 'a word with text under it is no button', lines: ['Lima.', 'Share', 'Altro', 'Why is it the capital?'], at: 2, expected: false },
  ])('$paste', async ({ lines, at, expected }) => {
    const { isButtonBetweenButtons } = await import('./web-turns');
    const { buildContext } = await import('../context');
    const ctx = buildContext(lines.join('\n'));
    expect(isButtonBetweenButtons(ctx, at, ctx.lines.length)).toBe(expected);
  });
});

describe('isThinkingToggle: a show-thinking button opens the answer under it (Gemini, Grok, Claude thinking)', () => {
  it.each([
    ['Show thinking', true], ['Mostrar razonamiento', true], ['Denkprozess anzeigen', true], ['显示思路', true], ['생각 표시', true],
    ['Copy', false], ['Regenerate', false], ['Compartir', false],
  ] as const)('%s -> %s', async (label, expected) => {
    const { isThinkingToggle } = await import('./web-turns');
    expect(isThinkingToggle(label)).toBe(expected);
  });

  it('takes the text under "Mostrar razonamiento" as the answer, not the end of one', () => {
    const text = [
      'Gemini', '', 'Tú dijiste', 'Continúa mi historia sobre la selva.', '', 'Mostrar razonamiento',
      'Avanzamos entre los árboles sin hacer ruido.', '', 'La noche cayó sobre el campamento.', 'thumb_up', 'thumb_down', 'more_vert',
      '', '', 'Pregunta lo que quieras',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'Continúa mi historia sobre la selva.'],
      ['assistant', 'Avanzamos entre los árboles sin hacer ruido. La noche cayó sobre el campamento.'],
    ]);
  });
});

describe('marksEveryAnswer: opening strips that are thinking lines mark only the answers that reasoned', () => {
  it.each([
    ['Perplexity-style: a sources strip opens every answer', [{ after: 'answer_start', thinking: false }, { after: 'answer_start', thinking: false }], true],
    ['Grok-style: only "Thought for 40s" lines open answers', [{ after: 'answer_start', thinking: true }, { after: 'answer_start', thinking: true }], false],
    ['one sources strip is not yet a page habit', [{ after: 'answer_start', thinking: false }, { after: 'answer_end', thinking: false }], false],
  ] as const)('%s', (_name, units, expected) => {
    expect(marksEveryAnswer(units)).toBe(expected);
  });

  it('a stretch ending at a thinking line may hold a whole exchange (Grok-style, reasoning on some answers only)', () => {
    const lines = [
      'Rembrandt painted The Night Watch in 1642; it hangs in the Rijksmuseum in Amsterdam today.',
      'Which museum is that in?', '',
      'The Rijksmuseum, the national museum of the Netherlands, in Amsterdam.', '',
      'how big is the painting?',
    ];
    const ctx = buildContext(lines.join('\n'));
    const roles = (endsAtThinking: boolean) => segmentTurns(ctx, 0, ctx.lines.length, 'assistant', 'user', true, false, endsAtThinking).map((t) => [t.role, ctx.trimmed[t.from]]);
    expect(roles(true)).toEqual([
      ['assistant', lines[0]], ['user', 'Which museum is that in?'], ['assistant', lines[3]], ['user', 'how big is the painting?'],
    ]);
    // Before a strip that opens every answer, the stretch is one answer and the next prompt.
    expect(roles(false)).toEqual([['assistant', lines[0]], ['user', 'how big is the painting?']]);
  });
});

describe('isStripTail: an unknown "More" button under the last known button closes the answer (Poe-style copies)', () => {
  it.each([
    { paste: 'Poe, French UI: "Partager" / "Plus" at the end of the copy', lines: ['Toy Story 2 (1999)', 'Partager', 'Plus'], at: 2, expected: true },
    { paste: 'Poe, Korean UI: "공유" / "더 보기" before the next prompt', lines: ['It renders as a link.', '공유', '더 보기', '', 'Thanks!'], at: 2, expected: true },
    { paste: 'a sentence the person wrote around a button word goes on', lines: ['The only button says', 'Share', 'and nothing happens when I press it.'], at: 2, expected: false },
    { paste: 'a word with more text right under it is no button', lines: ['Lima.', 'Share', 'Altro', 'Why is it the capital?'], at: 2, expected: false },
    { paste: 'a word under text, not under a button', lines: ['The list:', 'Plus'], at: 1, expected: false },
  ])('$paste', async ({ lines, at, expected }) => {
    const { isStripTail } = await import('./web-turns');
    const ctx = buildContext(lines.join('\n'));
    expect(isStripTail(ctx, at, ctx.lines.length)).toBe(expected);
  });

  it('keeps "Plus" out of the last answer of a French Poe copy', () => {
    const text = [
      'Quel est le plus grand lac d’Afrique ?', '', 'Le lac Victoria, partagé entre trois pays.', 'Partager', 'Plus', '',
      'Et le plus profond ?', '', 'Le lac Tanganyika, profond de près de 1 470 mètres.', 'Partager', 'Plus',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'Quel est le plus grand lac d’Afrique ?'], ['assistant', 'Le lac Victoria, partagé entre trois pays.'],
      ['user', 'Et le plus profond ?'], ['assistant', 'Le lac Tanganyika, profond de près de 1 470 mètres.'],
    ]);
  });
});

describe('relatedBlockEnd: suggested questions under the last answer, under a heading no list knows (Perplexity, Italian UI)', () => {
  const page = [
    'Perché il cielo è blu?', 'Answer', 'Fonti', '2', '', '', 'Per la diffusione di Rayleigh della luce solare.',
    'Condividi', 'Altro', 'Rigenera', 'Correlate', 'Perché il tramonto è rosso?', 'Di che colore è il cielo su Marte?', '',
    'Fai una domanda di approfondimento…', 'Sonar',
  ];
  it('ends the last answer at its buttons', () => {
    expect(shape(page.join('\n'))).toEqual([
      ['user', 'Perché il cielo è blu?'], ['assistant', 'Per la diffusione di Rayleigh della luce solare.'],
    ]);
  });
  it.each([
    ['a heading over a tight list with only blank lines below', ['Rigenera', 'Correlate', 'Uno?', 'Due?', ''], 1, 4],
    ['a prompt typed under an earlier answer has an answer after it', ['Rigenera', 'Grazie', 'E il mare?', '', 'Anche il mare riflette il cielo.'], 1, -1],
    ['one line under the heading is no list', ['Rigenera', 'Correlate', 'Uno?'], 1, -1],
  ])('%s', (_name, lines, at, expected) => {
    const ctx = buildContext((lines as string[]).join('\n'));
    expect(relatedBlockEnd(ctx, at as number, ctx.lines.length)).toBe(expected);
  });
});

describe('a button word the person quotes as a paragraph of their prompt is no strip (a Grok copy in Portuguese)', () => {
  it('keeps "Copiar" in the prompt and closes nothing there', () => {
    const text = [
      'Grok', '',
      'Can you suggest a popular, well reviewed electric toothbrush to me?', '', 'Copiar', '', '(that’s the word I want on the button)', '',
      'Pesquisou 12 sites',
      'Sure, the Oral B Pro 5000 series is well reviewed.', '', '',
      'How much does it sell for?', '', '',
      'Pesquisou 16 sites',
      'About $50 on Amazon.',
      '', 'Pergunte alguma coisa', 'DeepSearch', 'Think',
    ].join('\n');
    expect(parseConversation(text).messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Can you suggest a popular, well reviewed electric toothbrush to me?\n\nCopiar\n\n(that’s the word I want on the button)'],
      ['assistant', 'Sure, the Oral B Pro 5000 series is well reviewed.'],
      ['user', 'How much does it sell for?'],
      ['assistant', 'About $50 on Amazon.'],
    ]);
  });
});

describe('tabs no list knows over a sources strip open the answer, though they recur (Perplexity in Spanish)', () => {
  it('reads "Respuesta" / "Imagen" / "Fuentes" / "3" as the strip that opens each answer', () => {
    const text = [
      'If you had to pick between two doctors with the same qualifications, which would you pick?', 'Respuesta', 'Fuentes', '7', 'nytimes.com', '1', '',
      'I would pick the one closest to home.', 'Compartir', 'Regenerar', 'Relacionado', 'Can I fly a drone into a stadium', '',
      'Uhhh....', 'Respuesta', 'Imagen', 'Fuentes', '3', '', '',
      'I want to help the patient, not to pick a doctor by a category.', 'Compartir', 'Regenerar', '', 'Haz una pregunta de seguimiento…',
    ].join('\n');
    expect(parseConversation(text).messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'If you had to pick between two doctors with the same qualifications, which would you pick?'],
      ['assistant', 'I would pick the one closest to home.'],
      ['user', 'Uhhh....'],
      ['assistant', 'I want to help the patient, not to pick a doctor by a category.'],
    ]);
  });
});

describe('page chrome that looks like a label', () => {
  it('a "Model: …" footer line under the composer does not make a label-less copy read as labelled (HuggingChat)', () => {
    // The footer's "Model: org/name · disclaimer" is the page's line; the turns carry no labels.
    const text = ['HuggingChat', 'New Chat', 'Today', 'Models', 'Settings', '', 'can you boil water on the top of a mountain ?', '', 'Yes. Water boils at a lower temperature at altitude, so it boils sooner but is not as hot.', '', 'Important: food takes longer to cook there.', '', 'why is that?', '', 'Because the air pressure is lower, water molecules escape the liquid more easily.', '', 'Ask anything', 'Model: meta-llama/Llama-3.3-70B-Instruct · Generated content may be inaccurate or false.'].join('\n');
    const got = shape(text);
    expect(got.map((m) => m[0])).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(got[0]?.[1]).toBe('can you boil water on the top of a mountain ?');
  });
});

// Set 29 (a Korean note of a ChatGPT chat): a block with no language line copies its buttons right on the code.
describe('a code block\'s Copy / Edit with no language line over the code is its header, not a prompt\'s buttons', () => {
  it('keeps the file tree in the answer (ChatGPT in Korean: "복사" / "편집" over "your_app/" / "├── app.py")', () => {
    const text = [
      'Flask로 게시판 만들어줘',
      '',
      '다음은 Python으로 작성된 웹 앱입니다.',
      '📁 디렉토리 구조',
      '복사',
      '편집',
      'your_app/',
      '├── app.py',
      '└── templates/',
      '원하는 방향이 있다면 알려주세요!',
      '',
      '복사',
      '편집',
      '',
      '실행해도 바로 종료가 되는데?',
      '',
      '서버를 시작하는 코드가 없어서 그렇습니다.',
    ].join('\n');
    const msgs = shape(text);
    const answer = msgs.find((m) => m[1]?.startsWith('다음은'));
    expect(answer?.[1]).toContain('your_app/ ├── app.py └── templates/ 원하는 방향이 있다면 알려주세요!');
    expect(msgs.some((m) => m[0] === 'user' && m[1]?.startsWith('your_app/'))).toBe(false);
  });
});

describe('source cards are no speaker name lines', () => {
  it('a site name right over its domain chip is not read as a name label; a name over a message is', async () => {
    const { buildContext } = await import('../context');
    const ctx = buildContext(['Sources', 'Healthline', 'healthline.com', '1', '', 'Dana', 'What is the largest ocean?'].join('\n'));
    expect(ctx.labels[1]).toBeNull();
    expect(ctx.labels[5]?.name).toBe('Dana');
  });
});

describe('withoutNameHeadings: one exchange on a page that heads each message with its writer\'s name', () => {
  it('drops the person\'s name over the prompt and the bot\'s card name over the answer\'s badge', () => {
    const text = ['character.ai', 'Captain Ro', 'By @starfolk', '', 'Mina', 'What should I pack for a week of hiking?', '', 'Captain Ro', 'c.ai', 'Layers, a rain shell, blister plasters and more socks than you think.', '', 'Message Captain Ro…'].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'What should I pack for a week of hiking?'],
      ['assistant', 'Layers, a rain shell, blister plasters and more socks than you think.'],
    ]);
  });
});

describe('tightPairTurns: every exchange one paragraph, the answer right under a one-line prompt', () => {
  it('parts each paragraph after its first line, also where the answer asks back and runs short', () => {
    const text = [
      'Meta AI',
      '',
      'Can you suggest a few board games for a family evening?',
      'What ages are the players, and do you prefer quick games or longer strategy ones?',
      '',
      'The kids are eight and eleven, and we would like something that lasts about an hour at most.',
      'Cooperative or competitive?',
      '',
      'Cooperative, please.',
      'Then try Forbidden Island or The Crew: both play in under an hour and everyone wins or loses together.',
      '',
      'Thanks, we will look for them.',
      'Enjoy the evening, and tell me how it went if you like.',
    ].join('\n');
    expect(shape(text).map(([role]) => role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(shape(text)[3]).toEqual(['assistant', 'Cooperative or competitive?']);
  });
  // promptUnderChips: an attachment chip over a paragraph's prompt is no line of it; the prompt is the line under it.
  it('reads the line under an attachment chip as the paragraph\'s prompt', () => {
    const text = [
      'Gemini',
      '',
      'What should I pack for a weekend in the mountains?',
      'Pack light, but cover these:',
      '- layers and a rain jacket',
      '- sturdy shoes and a small first-aid kit',
      '',
      'I will go with two friends who have never hiked before, so we plan short routes.',
      'How long are the routes?',
      '',
      'packing_list.docx',
      'File',
      'Did I forget anything on this list?',
      'Your list misses a head torch and a spare pair of socks; the rest looks complete.',
      '',
      'Thanks, that helps.',
      'Have a great trip, and check the weather the evening before you set out.',
    ].join('\n');
    expect(shape(text).slice(4, 6)).toEqual([
      ['user', 'Did I forget anything on this list?'],
      ['assistant', 'Your list misses a head torch and a spare pair of socks; the rest looks complete.'],
    ]);
  });
});
