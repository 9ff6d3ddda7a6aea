import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-41 set, even
 * half), each rebuilt here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 41, second half)', () => {
  // Perplexity's "Export as Markdown" kept in a note the person titled: their own "# title" over the exporter's
  // logo, then the question as a heading that ends with a full stop, the answer, and the footnoted sources.
  it('reads a Perplexity export under a title the person added, by the logo', () => {
    const text = [
      '# Code Review Best Practices',
      '',
      '<img src="https://example.org/assets/logo-dark.png" style="height:64px;margin-right:32px"/>',
      '',
      '# Write a short checklist for code reviews.',
      '',
      'A short checklist keeps reviews quick and fair.[^1]',
      '',
      '## Before the review',
      '',
      '- Run the tests locally.[^1]',
      '- Keep the change small.',
      '',
      '## During the review',
      '',
      '- Read the description first.',
      '- Ask questions before asking for changes.',
      '',
      '## After the review',
      '',
      '- Follow up on every open thread.',
      '',
      'If useful, this list can become a one-page team agreement.',
      '',
      '<div align="center">⁂</div>',
      '',
      '[^1]: https://example.org/reviews',
      '',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Write a short checklist for code reviews.'],
      ['assistant', 'A short checklist keeps reviews quick and fair.[^1] ## Before the review - Run the tests locally.[^1] - Keep the change small. ## During the review - Read the description first. - Ask questions before asking for changes. ## After the review - Follow up on every open thread. If useful, this list can become a one-page team agreement.'],
    ]);
  });

  it('a document with a picture under its title is no question under a logo', () => {
    const text = '# Holiday notes\n\n<img src="beach.png"/>\n\n# Day one\n\nWe walked to the harbour.';
    expect(parseConversation(text).detection.patterns).not.toContain('question_headings');
  });

  // A blog post written by a ChatGPT-to-Markdown exporter: "## 사용자 입력:" / "## ChatGPT 응답:" headings, and the
  // first paragraph of every turn set as a quote while the rest of a long answer is plain.
  it('takes off the quote an exporter sets on the opening paragraph of every turn', () => {
    const text = [
      '## 사용자 입력:',
      '> 파이썬 리스트를 정렬하려면?',
      '',
      '## ChatGPT 응답:',
      '> `sorted()` 함수나 `list.sort()` 메서드를 쓰면 됩니다.',
      '',
      '```python',
      'nums = [3, 1, 2]',
      'nums.sort()',
      '```',
      '',
      '이렇게 하면 원래 리스트가 바뀝니다.',
      '',
      '## 사용자 입력:',
      '> 역순으로는?',
      '',
      '## ChatGPT 응답:',
      '> `reverse=True` 인자를 주면 됩니다.',
      '',
      '예: `nums.sort(reverse=True)`',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', '파이썬 리스트를 정렬하려면?'],
      ['assistant', '`sorted()` 함수나 `list.sort()` 메서드를 쓰면 됩니다. ```python nums = [3, 1, 2] nums.sort() ``` 이렇게 하면 원래 리스트가 바뀝니다.'],
      ['user', '역순으로는?'],
      ['assistant', '`reverse=True` 인자를 주면 됩니다. 예: `nums.sort(reverse=True)`'],
    ]);
  });

  it('keeps a quote that opens one answer only', () => {
    const text = 'User: what does the manual say?\n\nAssistant: > Always unplug first.\n\nThat is the first rule.\n\nUser: and then?\n\nAssistant: Then open the lid.';
    expect(pairs(text)[1]).toEqual(['assistant', '> Always unplug first. That is the first rule.']);
  });

  // A blog post (Jekyll) that shows a chat as it looked: each bubble an avatar included by its file ("user.svg",
  // "chatgpt.svg") with the text in the element under it, and the post's own prose between and around the excerpts.
  it('reads chat bubbles in a post by the avatar that names each party', () => {
    const bubble = (who: string, said: string) => [
      '<div class="bubble">',
      `  <div class="avatar">{%- include /svg/icons/${who}.svg -%}</div>`,
      `  <div class="text" style="flex: 1;">${said}</div>`,
      '</div>',
      '',
    ];
    const text = [
      '---',
      'title: "Asking a chatbot about tea"',
      '---',
      '',
      'Last week I asked ChatGPT about tea. Here is how it went.',
      '',
      ...bubble('user', 'Which tea has the least caffeine?'),
      ...bubble('chatgpt', 'Herbal infusions such as rooibos have none; white tea is usually lowest among true teas.'),
      'It answered quickly, so I went on.',
      '',
      ...bubble('user', 'And how long should I steep white tea?'),
      ...bubble('chatgpt', 'Two to three minutes in water around 80 °C.'),
      'That is all for today.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Which tea has the least caffeine?'],
      ['assistant', 'Herbal infusions such as rooibos have none; white tea is usually lowest among true teas.'],
      ['user', 'And how long should I steep white tea?'],
      ['assistant', 'Two to three minutes in water around 80 °C.'],
    ]);
  });

  it('a page with one party\'s avatars is no chat in bubbles', () => {
    const card = (said: string) => `<div class="card">\n  <img src="/img/user.png" alt="">\n  <p>${said}</p>\n</div>\n`;
    const text = [card('Great course!'), card('Learned a lot.'), card('Would take again.'), card('Clear and kind.')].join('\n');
    expect(parseConversation(text).messages.map((m) => m.content).join(' ')).toContain('<');
  });
});
