import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';

const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('singleAnswerInstead: one answer copied with its buttons under it, no prompt anywhere', () => {
  it.each([
    {
      name: 'Perplexity, Japanese UI: an answer that opens by formula, then its strip with a word no list knows',
      text: ['以下は、読みやすくするために改善した例です。', '', '• 関数に分離', '• コメントを追加', '', 'このように整理すると保守しやすくなります。', '共有', 'その他', '再生成'].join('\n'),
      expected: [['assistant', '以下は、読みやすくするために改善した例です。 • 関数に分離 • コメントを追加 このように整理すると保守しやすくなります。']],
    },
    {
      name: 'Gemini: an answer introduced by "Here is…", its steps, then thumbs and share icons',
      text: ['Here is a simple way to make the sauce:', '', 'Bring two cups of water to a boil.', '', 'Whisk in the flour and stir for five minutes.', 'thumb_up', 'thumb_down', 'share', 'more_vert'].join('\n'),
      expected: [['assistant', 'Here is a simple way to make the sauce: Bring two cups of water to a boil. Whisk in the flour and stir for five minutes.']],
    },
  ])('$name', ({ text, expected }) => {
    expect(shape(text)).toEqual(expected);
  });

  it('a prompt that asks nothing stays the person\'s when a thinking line sits between it and the answer (probe-rendered case 2)', () => {
    const text = ['deepseek', 'New chat', '', '# You are given a binary string s of length n.', '# Count the balanced substrings of every interval.', '# Output the sum modulo 10^9 + 7.', '', 'Thought for 9 seconds', '', 'We can reduce the double sum to one sum over a prefix-sum array.', '', 'Message DeepSeek', 'AI-generated, for reference only'].join('\n');
    expect(shape(text)).toEqual([
      ['user', '# You are given a binary string s of length n. # Count the balanced substrings of every interval. # Output the sum modulo 10^9 + 7.'],
      ['assistant', 'We can reduce the double sum to one sum over a prefix-sum array.'],
    ]);
  });

  it('a prompt that asks stays the person\'s, whatever buttons close the answer', () => {
    const text = ['How do I make the sauce?', '', 'Bring two cups of water to a boil.', 'thumb_up', 'thumb_down', 'share'].join('\n');
    expect(shape(text)).toEqual([['user', 'How do I make the sauce?'], ['assistant', 'Bring two cups of water to a boil.']]);
  });
});
