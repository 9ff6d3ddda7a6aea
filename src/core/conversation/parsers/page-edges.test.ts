import { describe, expect, it } from 'vitest';
import { buildContext } from '../context';
import { headerEnd, opensAnswerBelow } from './page-edges';

/** The top of label-less page copies: where the sidebar and history end and the first prompt starts. */
describe('opensAnswerBelow: the line above an answer\'s opening strip is the prompt (Perplexity-style thread heading)', () => {
  it.each([
    ['tabs then a sources chip', ['How do tides work?', 'Answer', 'Images', 'Sources', '4'], true],
    ['a thinking time right under the prompt', ['How do tides work?', '', 'Thought for 9s'], true],
    ['a history title over another title', ['How do tides work?', 'Best pasta shapes for', 'Recipe for banana'], false],
    ['a history title over a sentence', ['How do tides work?', 'The moon pulls the oceans toward it.'], false],
    // probe-a3-twin case 46 (Qwen): the sidebar's last title, a gap, the model picker, a gap, the prompt, then the
    // thinking status: the picker and the prompt are no row of tabs, so the title opens no answer.
    ['a model picker and the prompt past gaps are no row of tabs', ['pandas 合并报错', '', 'Qwen3-235B-A22B', '', '1/xsin（1/x）的原函数', '', 'Qwen3-235B-A22B', '思考结束'], false],
  ])('%s', (_name, lines, expected) => {
    const ctx = buildContext(lines.join('\n'));
    expect(opensAnswerBelow(ctx, 0, ctx.lines.length)).toBe(expected);
  });

  it.each([
    [
      'Kimi: the conversation title, summarising the first prompt, over it',
      ['Kimi', 'New chat', '', 'Today', 'Adopted Pet Cat', 'Host Guests', '', 'Reproduce Van Gogh Painting', '', 'How can I reproduce a Van Gogh painting and sell it?', '', 'You would need a precise copy.'],
      'How can I reproduce a Van Gogh painting and sell it?',
    ],
    [
      'DeepSeek: the title repeats a chat-history title above it',
      ['deepseek', 'New chat', '', 'Today', 'Blood Taste Inquiry', 'Host Guests', '', 'Blood Taste Inquiry', '', 'What does blood taste like?', '', 'Metallic, from the iron.'],
      'What does blood taste like?',
    ],
    [
      // titleStem: DeepSeek's title for the open chat is the prompt's start cut short with "…"; without the mark it is
      // the prompt's start, so the prompt starts under it.
      'DeepSeek: a title cut short with "…" over the prompt it starts',
      ['deepseek', 'New chat', '', 'Today', 'Host Guests', '', '请你扮演一位有二十年经验的园…', '', '请你扮演一位有二十年经验的园艺师，告诉我怎样在阳台上种番茄。', '', '好的，先选一个向阳的位置。'],
      '请你扮演一位有二十年经验的园艺师，告诉我怎样在阳台上种番茄。',
    ],
    [
      'Qwen: the title, then the model picker, then the first prompt',
      ['Qwen', 'New chat', '', 'Today', 'Host Guests', '', 'Excellent Joke Writer', '', 'Qwen3-Max', '', 'you are an excellent joke writer. write a short routine.', '', 'So, have you heard the latest?'],
      'you are an excellent joke writer. write a short routine.',
    ],
    [
      'a first line that brings words of its own is the prompt\'s',
      ['Kimi', 'New chat', '', 'Today', 'Host Guests', '', 'Quick Pasta Question', '', 'How long should I boil pasta?', '', 'About ten minutes.'],
      'Quick Pasta Question',
    ],
    [
      'history titles, one cut after a colon, then the prompt right above the tabs',
      ['Home', 'Discover', 'Library', 'Why is the sky blue', 'Binary search in C Author:', 'How do tides work?', 'Answer', 'Sources', '3', '', 'The moon pulls the oceans.'],
      'How do tides work?',
    ],
    ['a copy that starts at an answer: the thinking time on top is no header line', ['Thought for 21 seconds', 'Start with five minutes a day.'], 'Thought for 21 seconds'],
    ['history titles, a gap, then the prompt', ['Home', 'Library', 'Why is the sky blue', '', 'How do tides work?', '', 'The moon pulls the oceans.'], 'How do tides work?'],
    [
      'GigaChat: a product name no list knows over the sidebar\'s "Новый чат"',
      ['GigaChat', 'Новый чат', 'История', 'Сегодня', 'Пусть у нас есть набор д', '', 'Пусть у нас есть набор данных с 12 объектами.', '', 'Это можно сделать 462 способами.'],
      'Пусть у нас есть набор данных с 12 объектами.',
    ],
    ['a first prompt of two words is not a product name (no navigation under it)', ['Hello there', 'How do tides work?'], 'Hello there'],
    [
      'Perplexity in German: a prompt that introduces a list, typed right under the history titles',
      ['Neuer Chat', 'Bibliothek', 'What can I do to', 'Berechne die Aufteilung neu so dass,', '- keine der Zahlen kleiner als 10 ist', '- alle Zahlen zusammen 100 ergeben', '23.47%', 'Antwort', 'Quellen'],
      'Berechne die Aufteilung neu so dass,',
    ],
    ['a list item under the history titles starts the prompt', ['Neuer Chat', 'Bibliothek', 'What can I do to', '- keine der Zahlen kleiner als 10', '- alle Zahlen zusammen 100'], '- keine der Zahlen kleiner als 10'],
    [
      'Qwen, Chinese UI: a history title that is a whole first sentence, then the dated model picker',
      ['Qwen', '新聊天', '今天', "I'm trying to get into shape.", 'So I have a senior dog who', 'Qwen3-235B-A22B-2507', '', '接下来，体验一个人的一生。', '', '今天有什么可以帮到你？'],
      '接下来，体验一个人的一生。',
    ],
    // The last history title is a whole short question, with the gap under it: none of its words come
    // back below (the first prompt is about something else), so it is a title, not a prompt.
    [
      'Le Chat: the history list ends with a whole question, then a gap and the first prompt',
      ['Le Chat', 'New chat', 'Search', 'Library', 'Agents', 'How to write a program in Python to', 'How do I dry parsley?', '', 'Translate this code into proper Rust:', 'enum Color', '  Red', '', 'rust', 'Copy', 'enum Color {', '    Red,', '}', 'Copy', 'Regenerate'],
      'Translate this code into proper Rust:',
    ],
    // The open chat's title is the first prompt with its line breaks gone; the prompt is short lines of code.
    [
      'DeepSeek: the chat title runs the prompt\'s first lines together over a prompt that opens with imports',
      ['deepseek', 'New chat', 'Today', 'How do I sort a list', 'import pandas as pd import os', '', 'import pandas as pd', 'import os', '', 'df = pd.read_csv(os.environ["F"])', 'why is df empty?'],
      'import pandas as pd',
    ],
    // The history ends with two whole questions; the prompt under the gap has its answer's thinking strip right
    // under it, so the question over the gap has no answer of its own (a French Grok copy, assistants-2 case 15;
    // "help" coming back in a later prompt says nothing).
    [
      'Grok fr: whole questions close the history; the prompt under the gap is the one the thinking strip answers',
      ['Grok', 'Chat', 'Historique', "Aujourd'hui", 'What is a sweet way to tell someone…', 'Are you as capable as ChatGPT?', 'Hi, can you help me write my memoir?', '', 'What is a sweet way to tell someone I miss them?', 'Réflexion durant 39s', 'Share a favourite memory.', '', 'Why would that help?'],
      'What is a sweet way to tell someone I miss them?',
    ],
    // A whole sentence under the product's name, with the answer's long first sentence right under it: the prompt,
    // not a history title (the "list" does not go on with another title; written for session 34 from Pi's page).
    [
      'Pi: the first prompt right under the product name, the answer\'s long line right under it',
      ['Pi', "I've been feeling stuck at work lately.", "That sounds frustrating. Do you know what's making you feel stuck - the work itself, the people, or where it's heading?"],
      "I've been feeling stuck at work lately.",
    ],
    // A prompt typed right under the sidebar: its answer below speaks of what it asked.
    [
      'a short whole question under the history titles, its answer below it',
      ['Le Chat', 'New chat', 'Search', 'How to write a program in Python to', 'How do I dry parsley?', '', 'Dry parsley by hanging small bunches upside down.', 'Copy', 'Regenerate'],
      'How do I dry parsley?',
    ],
  ])('%s', (_name, lines, firstPrompt) => {
    const ctx = buildContext(lines.join('\n'));
    expect(ctx.trimmed[headerEnd(ctx, ctx.lines.length)]).toBe(firstPrompt);
  });
});

describe('tailChromeBlock: the composer placeholder that names the assistant, in any UI language', () => {
  it.each([
    ['Le Chat, Spanish UI: placeholder + disclaimer', ['How do I dry parsley?', '', 'Hang it upside down.', '', 'Pregunta a Le Chat o @menciona un agente', 'Le Chat puede cometer errores. Verifica las respuestas.'], 4],
    ['DeepSeek, Chinese UI', ['你好', '', '你好！', '', '给 DeepSeek 发送消息', '内容由 AI 生成，请仔细甄别'], 4],
    ['an answer that ends by naming the assistant stays (no page chrome beside it)', ['Who made you?', '', 'A team built me.', '', 'Ask Le Chat', 'Try it today'], -1],
    ['Grok, French UI: a placeholder asking in the assistant\'s voice, over mode switches', ['How do I dry parsley?', '', 'Hang it upside down.', '', 'Comment Grok peut-il vous aider ?', 'DeepSearch', 'Think', 'Grok 4'], 4],
    ['Grok, English UI', ['Who is Joe Biden?', '', 'He is the 46th president.', '', 'How can Grok help?', 'DeepSearch', 'Think'], 4],
    ['Qwen, Spanish UI: a placeholder offering help, mode switches and a disclaimer no list has', ['Hi', '', 'Hello!', '', '¿En qué puedo ayudarte hoy?', 'Pensar', 'Buscar', 'El contenido generado por IA puede no ser exacto.'], 4],
    ['Meta AI, Spanish UI: placeholder trailing off and a disclaimer ending with its link', ['Hi', '', 'Hello!', '', 'Pregúntale lo que quieras a Meta AI...', 'Los mensajes los genera la IA y pueden ser inexactos o inapropiados. Más información'], 4],
    ['a person asking for help over two lines of their own stays', ['Hi', '', 'Hello!', '', 'Can you help me with my essay?', 'It is about AI.'], -1],
    ['a person\'s last question naming the assistant stays (nothing but text beside it)', ['Hi', '', 'Hello! How can I help?', '', 'Can Grok read PDFs?', 'I have a long one to summarise'], -1],
    ['Copilot, Portuguese UI: a placeholder naming the assistant over the model picker as the last line', ['Hi', '', 'Hello!', '', 'Envie uma mensagem para Copilot', 'Smart (GPT-5)'], 4],
    ['a line naming the assistant with no badge or page chrome under it stays', ['Hi', '', 'Hello!', '', 'Envie uma mensagem para Copilot', 'Obrigado pela ajuda'], -1],
    ['ChatGPT, German UI: a placeholder no list has glued over the disclaimer and the help button', ['Hi', '', 'Hello!', '', '', 'Frag einfach', 'ChatGPT kann Fehler machen. Überprüfe wichtige Informationen.', '?'], 5],
    ['Meta AI, Italian UI: placeholder in other words over a disclaimer by its shape', ['Hi', '', 'Hello!', '', 'Chiedi pure', "I messaggi sono generati dall'IA e potrebbero essere imprecisi. Scopri di più"], 4],
    ['an answer\'s last sentence set over a disclaimer stays (it ends with a full stop)', ['Hi', '', 'Hello!', '', 'That is all for today.', 'AI-generated content may not be accurate.'], -1],
    ['a long line over a disclaimer is text, not a placeholder', ['Hi', '', 'Hello!', '', 'Here is what I found about the recent changes to the tax rules in Spain', 'AI-generated content may not be accurate.'], -1],
  ])('%s', async (_name, lines, expected) => {
    const { tailChromeBlock } = await import('./page-edges');
    const ctx = buildContext((lines as string[]).join('\n'));
    expect(tailChromeBlock(ctx, 0)).toBe(expected);
  });
});

describe('suggestionsBlockStart: suggested follow-ups under the last answer, over the footer', () => {
  it.each([
    ['Grok: chips, one typed without its question mark', ['how do i quit smoking?', '', 'Set a date and tell friends.', '', 'Is it bad for you to smoke cigarettes?', 'Who is Joe Biden?', 'what are some good game shows about trivia'], 4],
    ['Meta AI: a chip of a whole question, longer than 60 characters', ['how do i camp?', '', 'Bring a tent.', '', 'Can you tell me about the history of cars?', 'What are some things I need to take with me when going camping?'], 4],
    ['a person\'s last message of two sentences stays', ['how do i quit smoking?', '', 'Set a date and tell friends.', '', 'Thanks, that helps.', 'I will try it tomorrow.'], -1],
    // Perplexity / You.com style: the page's own heading over the chips, whatever they say (a greeting too).
    ['chips under the page\'s "Related" heading', ['how do i camp?', '', 'Bring a tent and water.', 'Related', 'Hello there Obi One Kenobi', 'Who wears short shorts?'], 4],
    ['chips under a heading in another UI language', ['how do i camp?', '', 'Bring a tent and water.', 'Похожие вопросы', 'Who is the President of Germany?', 'Hello there Obi One Kenobi'], 4],
    // Copilot / Meta AI style: the chips right under the answer's last sentence, no gap.
    ['asks right under the answer\'s last sentence', ['how do i camp?', '', 'Bring a tent, water and a warm sleeping bag for the night.', 'How do I build a PC?', 'Explain why the sky is blue'], 3],
    ['an answer\'s own closing questions to the reader stay', ['how do i camp?', '', 'Bring a tent, water and a warm sleeping bag for the night.', 'Are you camping alone?', 'What is your budget?'], -1],
    ['source chips and a button word under a sources heading are no suggestions', ['how do i camp?', '', 'Bring a tent, water and a warm sleeping bag for the night.', 'Sources', 'nytimes.com', '2', 'Editar'], -1],
  ])('%s', async (_name, lines, expected) => {
    const { suggestionsBlockStart } = await import('./page-edges');
    const ctx = buildContext((lines as string[]).join('\n'));
    expect(suggestionsBlockStart(ctx, 0, ctx.lines.length)).toBe(expected);
  });
});

describe('offersHelp / isDisclaimerShape: footer lines by their shape, in any UI language', () => {
  it.each([
    ['How can I help you today?', true],
    ['今日はどのようにお手伝いできますか？', true],
    ['Чем я могу помочь вам сегодня?', true],
    ['Can you help me with my essay?', false], // the person asks for help the other way round
    ['How can I help my son with his homework? He is eight and hates reading.', false],
  ])('offersHelp(%j) = %s', async (line, expected) => {
    const { offersHelp } = await import('./page-edges');
    expect(offersHelp(line)).toBe(expected);
  });
  it.each([
    ['AI-generated content may not be accurate.', true],
    ['AIが生成したコンテンツは正確でない場合があります。', true],
    ['Los mensajes los genera la IA y pueden ser inexactos o inapropiados. Más información', true],
    ["I messaggi sono generati dall'IA e potrebbero essere imprecisi o inappropriati. Scopri di più", true],
    ['AI is changing how we work.', false], // speaks of AI, not of the content being wrong
    ['Check the error log first.', false],
  ])('isDisclaimerShape(%j) = %s', async (line, expected) => {
    const { isDisclaimerShape } = await import('./page-edges');
    expect(isDisclaimerShape(line)).toBe(expected);
  });
});

describe('headerEnd: a mode switch in the header opens no answer', () => {
  it.each([
    ['a thinking switch glued between the product\'s name and the chat\'s title', ['Gemini', 'Thinking', 'Unterhaltung mit Gemini', '', 'Wie alt wird ein Igel?', 'Etwa drei bis sieben Jahre.'], 'Wie alt wird ein Igel?'],
    ['a copy that starts at an answer under its thinking line', ['Gemini', 'Thinking', 'Hedgehogs live three to seven years in the wild.', '', 'And in a garden?'], 'Thinking'],
    // recasedOrCut: a sentence-case line that is no cut start of the prompt is the person's heading, not the chat's title
    ['a person\'s own heading over their prompt', ['Home', 'Discover', 'Library', '', 'Act as a tour guide', '', 'I want you to act as a tour guide for my town and suggest three walks.', '', 'Answer', 'Sources'], 'Act as a tour guide'],
    ['a title that re-cases the prompt\'s words', ['Home', 'Discover', 'Library', '', 'Tour Guide Walks', '', 'I want you to act as a tour guide for my town and suggest three walks.', '', 'Answer', 'Sources'], 'I want you to act as a tour guide for my town and suggest three walks.'],
    // profileCardEnd: the bot's profile card on top (its name, the creator's handle, a follower count) is the header
    ['a bot\'s profile card whose name reads as an answer heading', ['Assistant', 'By @someone', '12K followers', '', 'Name three rivers in Spain.', '', 'Assistant', 'The Ebro, the Tagus and the Douro.'], 'Name three rivers in Spain.'],
  ])('%s', (_name, lines, first) => {
    const ctx = buildContext((lines as string[]).join('\n'));
    expect(ctx.trimmed[headerEnd(ctx, ctx.lines.length)]).toBe(first);
  });
});

describe('footerStart: the composer\'s mode switches, not the last answer\'s table rows over it', () => {
  it.each([
    ['Grok, Chinese UI: a table of short rows right over the composer and its mode switches', ['How warm is it?', '', 'State\tTemp', 'Hawaii\t75.4', 'Minnesota\t11.2', 'Alaska\t3.3', '', '有问题，尽管问', 'DeepSearch', 'Think', 'Expert'], 'Alaska\t3.3'],
    // runsOnInto: a letter's signature under its comma-ended closing is the answer's last line, not a mode switch
    ['a signature under a closing, a gap over the composer', ['Write a short thank-you note.', '', 'Thank you for the lovely dinner!', '', 'Warm wishes,', 'Lena', '', '', 'Message DeepSeek', 'DeepThink (R1)', 'Search'], 'Lena'],
    ['Perplexity: the tabs of an empty answer are chrome beside the composer', ['Is it rude to say so?', 'Answer', 'Sources', '12', '', '', 'Ask a follow-up…', 'Pro'], 'Is it rude to say so?'],
    [
      'a composer that addresses, in words no list has, the name the page prints over each answer',
      ['Orbit', '', 'Why is Mars red?', '', 'Orbit', 'Iron oxide dust covers it.', '', 'Is it cold?', '', 'Orbit', 'Very: about minus sixty degrees on average.', '', 'Schreib Orbit eine Nachricht…', 'Orbit is a bot; what it says may be invented'],
      'Very: about minus sixty degrees on average.',
    ],
    [
      'a last line that names the assistant in a sentence of the person\'s is no composer',
      ['Orbit', '', 'Why is Mars red?', '', 'Orbit', 'Iron oxide dust covers it.', '', 'Thanks a lot, Orbit.'],
      'Thanks a lot, Orbit.',
    ],
    [
      'a button word no list knows, under each answer, is no name: a last line that starts with it stays',
      ['Why is Mars red?', '', 'Iron oxide dust covers it.', 'Anheften', '', 'Is it cold?', '', 'Very cold.', 'Anheften', '', 'Anheften würde ich das nicht'],
      'Anheften würde ich das nicht',
    ],
    [
      // MAX_MODE_SWITCHES: a composer has a few switches; a longer run of short lines is the answer's list.
      'the last answer\'s list of names, one a line, over the composer is no run of mode switches',
      ['Name some rivers of France.', '', 'Nova', 'Loire', 'Seine', 'Rhône', 'Garonne', 'Dordogne', 'Marne', '', '', 'Ask privately', 'Nova', 'Nova may produce inaccurate information.'],
      'Marne',
    ],
    [
      'the indented last line of unfenced code over a composer is code, not a mode switch',
      ['How do I stop it?', '', 'Run this:', 'bash', 'Copy', '    pkill -x demo', '', 'Ask anything…'],
      'pkill -x demo',
    ],
  ])('%s', async (_name, lines, lastKept) => {
    const { footerStart } = await import('./page-edges');
    const ctx = buildContext((lines as string[]).join('\n'));
    expect(ctx.trimmed[footerStart(ctx, 0) - 1]).toBe(lastKept);
  });
});
