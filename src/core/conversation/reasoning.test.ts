import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { parseConversation } from './parse';
import { withoutGluedReasoning } from './reasoning';
import { soundsLikeDeliberation } from './vocabulary/reasoning';

const marked = (lines: string[]) => {
  const ctx = buildContext(lines.join('\n'));
  return ctx.reasoning.flatMap((m, i) => (m ? [i] : []));
};

describe('reasoningLines: thinking text between a thinking-time line and the answer', () => {
  const cases: { paste: string; lines: string[]; expected: number[] }[] = [
    {
      paste: 'DeepSeek R1 copy: "Thought for 12 seconds", the thinking paragraph, then the answer',
      lines: ['Thought for 12 seconds', 'Okay, so the user wants a haiku about rain. Let me think about imagery.', '', 'Soft rain on the roof.'],
      expected: [1],
    },
    {
      paste: 'DeepSeek in Chinese: "已深度思考（用时 8 秒）" and a 嗯，用户… paragraph',
      lines: ['已深度思考（用时 8 秒）', '嗯，用户想要一首关于雨的诗。', '', '屋顶上的细雨。'],
      expected: [1],
    },
    {
      // promptOverThinking: the paragraph under the "thinking" is the next prompt, with the next answer's thinking line under it
      paste: 'a deliberating answer with only the next prompt under it, then the next thinking line, is the answer',
      lines: ['Thought for 20s', 'OK, so let\'s think about some other board games.', '', 'Do you like Catan?', 'Thought for 9s', 'Not really, it runs too long.'],
      expected: [],
    },
    {
      paste: 'two thinking paragraphs are both left out',
      lines: ['Thought for 30 seconds', 'Hmm, the user asks about tides.', '', 'Let me recall how the moon pulls.', '', 'Tides come from the moon.'],
      expected: [1, 3],
    },
    {
      // probe-think case 1: the second paragraph speaks of the person as "they" and plans in its second sentence.
      paste: 'a second thinking paragraph that muses ("Hmm, …") and plans after its first sentence ("I should also mention…")',
      lines: ['Thought for 18 seconds', 'Okay, the user wants to read a 20 GB CSV with 8 GB of RAM.', '', 'Hmm, they probably need an aggregate. I should also mention usecols.', '', 'Read it in chunks with the chunksize argument.'],
      expected: [1, 3],
    },
    {
      paste: 'an answer that speaks to the person under the thinking line stays',
      lines: ['Thought for 5 seconds', 'Tides come from the moon’s pull.', '', 'They change twice a day.'],
      expected: [],
    },
    {
      paste: 'a deliberating paragraph with no answer under it is the answer itself',
      lines: ['Thought for 5 seconds', 'Let me think about that: the user of this tool must log in first.'],
      expected: [],
    },
    {
      paste: 'the answer glued under the thinking, no blank line between: the thinking ends where the voice changes',
      lines: ['Thought for 9 seconds', 'Okay, the user asks how long to boil an egg. Let me recall the timings.', 'Boil it for seven minutes for a jammy yolk.'],
      expected: [1],
    },
    {
      paste: 'a first-person plan under the thinking, with no one spoken to, goes on thinking',
      lines: ['Thought for 9 seconds', 'The user wants a packing list for a weekend hike.', '', 'I should keep the list short.', 'Pack water, a map, a rain jacket and snacks.'],
      expected: [1, 3],
    },
    {
      paste: 'a plan that speaks to the person is the answer',
      lines: ['Thought for 9 seconds', 'The user wants a packing list for a weekend hike.', '', "I'll give you a short list.", 'Pack water and a map.'],
      expected: [1],
    },
    {
      paste: 'a thinking status no list knows, over every answer, then the voice of thinking',
      lines: [
        'How far is the moon?', 'Denkvorgang beendet', 'The user asks for the distance to the moon. Let me recall it.', 'About 384,000 km on average.', '',
        'And the sun?', 'Denkvorgang beendet', 'Hmm, the user now wants the sun. Let me recall that too.', 'About 150 million km.',
      ],
      expected: [2, 7],
    },
    {
      paste: 'a heading of the person that recurs is no thinking status, even over words that sound like thinking',
      lines: ['You said', 'Where is Lima?', 'Lima is in Peru.', '', 'You said', 'Okay so I need to go there in May.', 'May is a dry month there.'],
      expected: [],
    },
    {
      // Written for session 34 from how DeepSeek R1's panel reads: the thinking's own points under "首先，…" and a paragraph
      // that goes on with "然后" are thinking; the answer starts with the first line that no longer deliberates.
      paste: 'DeepSeek zh: thinking with its own list under "首先，…", a "然后…" step and a "好的，…" plan, then the answer',
      lines: ['快速排序的平均时间复杂度是多少？', '已深度思考（用时 18 秒）', '嗯，用户问的是快速排序的时间复杂度。', '', '首先，快速排序每次选一个基准。', '- 如果分得均匀，递归深度是 log n。', '- 每一层比较 n 次。', '', '然后是最坏情况：递归深度变成 n。', '', '好的，我应该用简单的例子说明。', '', '平均时间复杂度是 O(n log n)。'],
      expected: [2, 4, 5, 6, 8, 10],
    },
    {
      // Session 34 probe (DeepSeek en): "Then the @…" glued under "First, the local part…" is the sequence's next step.
      paste: 'DeepSeek en: a thinking paragraph whose second line goes on with "Then…", then the answer',
      lines: ['Write a regex for an email.', 'Thought for 11 seconds', 'Okay, the user wants a regex for a simple email address.', '', 'First, the local part: letters and digits.', 'Then the @, then the domain with a dot.', '', 'Here is a simple pattern:'],
      expected: [2, 4, 5],
    },
    {
      // Session 34 probe (DeepSeek zh with search): the thinking's second paragraph plans in the first person ("我需要说明…").
      paste: 'DeepSeek zh: a second thinking paragraph that plans in the first person, then the answer',
      lines: ['2024年诺贝尔物理学奖颁给了谁？', '已深度思考（用时 12 秒）', '好的，用户问的是2024年诺贝尔物理学奖。', '', '我需要说明他们的贡献：人工神经网络的基础性发现。', '', '2024年诺贝尔物理学奖授予了霍普菲尔德和辛顿。'],
      expected: [2, 4],
    },
    {
      paste: 'a model badge over the status is not the status: the thinking starts under the status',
      lines: ['Is tea healthy?', 'Model-X', 'Pensée terminée', 'The user asks about tea. Let me weigh it.', 'In moderation, yes.', '', 'And coffee?', 'Model-X', 'Pensée terminée', 'The user asks about coffee now.', 'Also in moderation.'],
      expected: [3, 9],
    },
  ];
  it.each(cases)('$paste', ({ lines, expected }) => {
    expect(marked(lines)).toEqual(expected);
  });

  it('hears deliberation, not an answer', () => {
    expect(soundsLikeDeliberation('Okay, so the user wants to know what they mean.')).toBe(true);
    expect(soundsLikeDeliberation('嗯，用户的问题需要仔细考虑。')).toBe(true);
    expect(soundsLikeDeliberation('Okay, let me figure out what this means. The phrase comes from sailing, where it described a rope pulled tight; later it moved into everyday speech as a way of saying that a plan holds together, so I should explain both senses.')).toBe(true);
    expect(soundsLikeDeliberation('Here is a recipe for rice.')).toBe(false);
  });

  it('does not take a chatbot’s short reply for thinking (an hh-rlhf answer under a Grok "5s" line)', () => {
    expect(soundsLikeDeliberation("Ok, I'll try.  Let me think about it for a minute. Have you found a bank yet that doesn't have a security guard?")).toBe(false);
  });

  it('leaves the thinking out of the parsed answer', () => {
    const text = ['How do tides work?', '', 'Thought for 9 seconds', 'Okay, so the user is asking about tides.', '', 'The moon pulls the oceans.', 'Copy', 'Regenerate'].join('\n');
    const answer = parseConversation(text).messages.find((m) => m.role === 'assistant')?.content;
    expect(answer).toBe('The moon pulls the oceans.');
  });
});

describe('withoutGluedReasoning: a thinking summary an exporter ran into the answer', () => {
  const cases: { paste: string; content: string; expected: string }[] = [
    {
      paste: 'Claude app export: the third-person summary, then the answer glued after "…Scenario B."',
      content: 'The user is preparing a migration plan for their Postgres cluster. They asked how to avoid downtime in Scenario B.The safest path is logical replication:\n\n1. Create a publication on the old primary.',
      expected: 'The safest path is logical replication:\n\n1. Create a publication on the old primary.',
    },
    {
      paste: 'a summary of two paragraphs, the join in the second',
      content: 'The user wants a shorter cover letter.\n\nI should keep the two achievements and drop the hobbies.Here is a tighter version of your letter, at 180 words.',
      expected: 'Here is a tighter version of your letter, at 180 words.',
    },
    {
      paste: 'an answer that talks to the person: no thinking, kept whole',
      content: 'You can set the variable in your shell profile.Then restart the terminal so it takes effect.',
      expected: 'You can set the variable in your shell profile.Then restart the terminal so it takes effect.',
    },
    {
      paste: 'thinking with no join: no telling where it ends, kept whole',
      content: 'The user is asking about retries. Exponential backoff with jitter is the usual answer.',
      expected: 'The user is asking about retries. Exponential backoff with jitter is the usual answer.',
    },
    {
      paste: 'a join inside code after the thinking does not count',
      content: 'The user is asking for a config loader.\n\n```js\nconst cfg = loader.Load(path);\n```',
      expected: 'The user is asking for a config loader.\n\n```js\nconst cfg = loader.Load(path);\n```',
    },
    {
      paste: 'Kiro / coding-agent export: a narration line announcing a step, then an answer naming `pkg.Type` (real file set 42)',
      content: 'Let me check the `render_page` function to see how `padding` is set:\n\nIn Widgets 2.0 the `Box.padding` field now takes `wd.Insets` values.\n\nRun it again.',
      expected: 'Let me check the `render_page` function to see how `padding` is set:\n\nIn Widgets 2.0 the `Box.padding` field now takes `wd.Insets` values.\n\nRun it again.',
    },
    {
      paste: 'a dot inside an inline code span is no join, even under thinking',
      content: 'The user is asking which type to use. Let me check the docs.\n\nThe field takes `wd.Insets` values in the new release.',
      expected: 'The user is asking which type to use. Let me check the docs.\n\nThe field takes `wd.Insets` values in the new release.',
    },
  ];
  it.each(cases)('$paste', ({ content, expected }) => {
    expect(withoutGluedReasoning(content)).toBe(expected);
  });
});

describe('reasoningLines: a glued answer that asks back is no thinking', () => {
  it('keeps a first line that asks the person, even when it opens like thinking', () => {
    const ctx = buildContext(['Thought for 4s', 'Well, the ferry leaves at noon, right?', 'Does it run on Sundays?', 'Only in summer.'].join('\n'));
    expect(ctx.reasoning.some(Boolean)).toBe(false);
  });
});
