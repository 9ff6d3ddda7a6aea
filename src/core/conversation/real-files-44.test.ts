import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-44 set), each rebuilt
 * here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 44)', () => {
  // A session log kept as a document: a title, an intro in a quote, then "**Name:**" turns parted by rules, the
  // agent's tool runs replaced by one recurring italic note, and a form's "Q:" / "A:" pasted back inside a turn.
  const log = [
    '# Session log — booking app',
    '',
    '> A readable version of the session, without the thinking blocks.',
    '> The raw log is in raw.txt.',
    '',
    '---',
    '',
    '**Claude:**',
    '',
    'No problem. Here is the question about opening hours again:',
    '',
    '_[Claude ran tools: edited files and ran commands.]_',
    '',
    '---',
    '',
    '**Marta:**',
    '',
    'Q: Which opening hours count for the two-hour deadline?',
    'A: Other (I will say)',
    '',
    '---',
    '',
    '**Claude:**',
    '',
    'Tell me the hours then. Which days count, and is lunch excluded?',
    '',
    '---',
    '',
    '**Marta:**',
    '',
    'Weekdays, 9:30 to 19:00, lunch does not count.',
    '',
    '---',
    '',
    '**Claude:**',
    '',
    'Got it. I will write the calculation now.',
    '',
    '_[Claude ran tools: edited files and ran commands.]_',
    '',
    'Done: the deadline now skips lunch and weekends.',
  ].join('\n');

  it('reads the turns around a pasted Q/A pair, leaves the titled intro out and drops the recurring tool note', () => {
    expect(pairs(log)).toEqual([
      ['assistant', 'No problem. Here is the question about opening hours again:'],
      ['user', 'Q: Which opening hours count for the two-hour deadline? A: Other (I will say)'],
      ['assistant', 'Tell me the hours then. Which days count, and is lunch excluded?'],
      ['user', 'Weekdays, 9:30 to 19:00, lunch does not count.'],
      ['assistant', 'Got it. I will write the calculation now. Done: the deadline now skips lunch and weekends.'],
    ]);
  });

  it('keeps a plain paragraph under the title as the first prompt', () => {
    const plain = log.replace('> A readable version of the session, without the thinking blocks.\n> The raw log is in raw.txt.', 'Can you ask me again about the opening hours?');
    const [role, content] = pairs(plain)[0] ?? [];
    expect(role).toBe('user');
    expect(content).toMatch(/Can you ask me again about the opening hours\?$/);
  });

  it('keeps the person\'s recurring note of what they pasted', () => {
    const pasted = log.replace('Q: Which opening hours count for the two-hour deadline?\nA: Other (I will say)', '_[pasted the error log]_').replace('Weekdays, 9:30 to 19:00, lunch does not count.', '_[pasted the error log]_');
    expect(pairs(pasted).filter(([role]) => role === 'user').map(([, c]) => c)).toEqual(['_[pasted the error log]_', '_[pasted the error log]_']);
  });

  it('keeps an italic bracketed note met only once', () => {
    const once = log.replace('\n_[Claude ran tools: edited files and ran commands.]_\n\nDone', '\nDone');
    expect(pairs(once)[0]).toEqual(['assistant', 'No problem. Here is the question about opening hours again: _[Claude ran tools: edited files and ran commands.]_']);
  });

  it('still reads a lone Q/A exchange as the conversation when no transcript surrounds it', () => {
    expect(pairs('Q: What is the boiling point of water at sea level?\n\nA: 100 °C, or 212 °F.')).toEqual([
      ['user', 'What is the boiling point of water at sea level?'],
      ['assistant', '100 °C, or 212 °F.'],
    ]);
  });

  // A course page that keeps a chat as quoted prompts and plain answers, under a navigation strip of badges; the last
  // prompt introduces a long text pasted in a fence, and the answer to it is a short verdict.
  it('measures a quoted prompt without the text it pasted under it', () => {
    const essay = Array.from({ length: 12 }, (_, k) => `Sentence ${k + 1} of the essay says something about planning a barbecue with friends.`).join(' ');
    const page = [
      '<div align=right>',
      '',
      '|[![](https://img.shields.io/badge/-Home-FFF)](/README.md) [![](https://img.shields.io/badge/-Prompts-FFF)](/prompts.md)|',
      '|-|',
      '',
      '</div>',
      '',
      '# Chatting with ChatGPT',
      '',
      '> How are you?',
      '',
      'I am a language model, so I have no feelings, but I am working and ready to help. What can I do for you today?',
      '',
      '> Introduce yourself',
      '',
      'Hi! I am ChatGPT, a model trained to answer questions and hold conversations in many languages.',
      '',
      '> Check the grammar of the following text:',
      '',
      '```',
      essay,
      '```',
      '',
      'The text has no grammar mistakes.',
    ].join('\n');
    expect(pairs(page)).toEqual([
      ['user', 'How are you?'],
      ['assistant', 'I am a language model, so I have no feelings, but I am working and ready to help. What can I do for you today?'],
      ['user', 'Introduce yourself'],
      ['assistant', 'Hi! I am ChatGPT, a model trained to answer questions and hold conversations in many languages.'],
      ['user', `Check the grammar of the following text: \`\`\` ${essay} \`\`\``],
      ['assistant', 'The text has no grammar mistakes.'],
    ]);
  });

  // A Java file with a chat pasted into a comment the editor had started: " * " on the comment's first line and on
  // its closing lines, the pasted lines between bare.
  it('takes the editor\'s comment leaders off the edges of a chat pasted in a block comment', () => {
    const file = [
      'public interface OrderRepository extends JpaRepository<Order, Long> {',
      '    List<Order> findAllByOrderByPlacedAtDesc();',
      '/*',
      '* findAllByOrderByPlacedAtDesc',
      '',
      'why does a method named like this just work? is it regex?',
      'ChatGPT said:',
      'Spring Data parses the method name into a query: find, By, OrderBy and Desc are keywords.',
      '',
      'It does not use a regex you write; the names follow fixed rules.',
      '*',
      '* */',
      '}',
    ].join('\n');
    expect(pairs(file)).toEqual([
      ['user', 'findAllByOrderByPlacedAtDesc why does a method named like this just work? is it regex?'],
      ['assistant', 'Spring Data parses the method name into a query: find, By, OrderBy and Desc are keywords. It does not use a regex you write; the names follow fixed rules.'],
    ]);
  });

  // A lesson's JavaScript file: the code, then a block comment whose first lines are the student's own headings in
  // line-comment form, then the pasted prompt and the answer under the UI's said-heading.
  it('drops the line-comment headings that open a block comment holding a chat', () => {
    const file = [
      'function load() {',
      "    fetch('/api/items').then((r) => r.json());",
      '}',
      '',
      '/*',
      '// What I understood:',
      '',
      '',
      '// Other questions I asked:',
      '',
      'Given this code, are the callback arguments like response and json filled in automatically?',
      'ChatGPT said:',
      'Yes: each .then passes the value the previous promise resolved with to your callback.',
      '',
      'You choose the names; the promise supplies the values.',
      '*/',
    ].join('\n');
    expect(pairs(file)).toEqual([
      ['user', 'Given this code, are the callback arguments like response and json filled in automatically?'],
      ['assistant', 'Yes: each .then passes the value the previous promise resolved with to your callback. You choose the names; the promise supplies the values.'],
    ]);
  });

  // A Claude page copied as one glued run: the person's code pasted with no question, the answer's notes (code
  // headers run into the code lines), and the Retry strip and footer glued to the last sentence.
  it('reads code pasted without a question as the prompt of a glued Claude copy', () => {
    const copy = [
      'class Counter {',
      'public:',
      'int add(int a, int b){',
      '    int s = a + b;',
      '    total += s;',
      '    return s;',
      '}',
      '};',
      'Counter – Notes',
      'What it does',
      'The class keeps a running total of every sum it returns.',
      'Code Breakdown',
      'cppint add(int a, int b){',
      '    int s = a + b;      // the sum',
      'cpptotal += s;           // kept',
      'cppreturn s;',
      'Fix',
      'cppint total = 0;       // declare it',
      'It is correct, though total is never declared in the class.RetryClaude can make mistakes. Please double-check responses.',
    ].join('\n');
    const messages = parseConversation(copy).messages;
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0]?.content).toMatch(/^class Counter \{[\s\S]*\};$/);
    expect(messages[1]?.content).toMatch(/^Counter – Notes\n/);
    expect(messages[1]?.content).toContain('\nint add(int a, int b){\n');
    expect(messages[1]?.content).toMatch(/never declared in the class\.$/);
  });
});

