import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { blockCommentedTranscript } from './parsers/commented';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-40 set, odd
 * half), each rebuilt here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 40)', () => {
  // A Java file committed with the ChatGPT chat that wrote it in a block comment under the class (Russian UI,
  // the prompt unlabelled): the code above the comment is not the person's prompt.
  const javaFile = [
    'package demo.tasks;',
    '',
    'public class Evens {',
    '    public static int[] evens(int[] xs) {',
    '        return java.util.Arrays.stream(xs).filter(x -> x % 2 == 0).toArray();',
    '    }',
    '}',
    '',
    '/*',
    'public static int[] evens(int[] xs);',
    'Write the method so that it keeps only the even numbers of xs.',
    '',
    'ChatGPT сказал:',
    'ChatGPT',
    'Here is one way, with a stream:',
    '',
    'public static int[] evens(int[] xs) {',
    '    return Arrays.stream(xs).filter(x -> x % 2 == 0).toArray();',
    '}',
    'It keeps the order of the input.',
    ' */',
  ].join('\n');

  it('a chat pasted into a block comment under the code it produced ("/*" … "*/") is read from the comment', () => {
    expect(pairs(javaFile)).toEqual([
      ['user', 'public static int[] evens(int[] xs); Write the method so that it keeps only the even numbers of xs.'],
      ['assistant', 'Here is one way, with a stream: public static int[] evens(int[] xs) { return Arrays.stream(xs).filter(x -> x % 2 == 0).toArray(); } It keeps the order of the input.'],
    ]);
  });

  it('a block comment is the paste only when the rest is code without speakers and one comment holds a speaker label', () => {
    // A Javadoc's " * " leaders come off.
    expect(blockCommentedTranscript('int x = 1;\n/**\n * You said:\n * hi\n * ChatGPT said:\n * hello\n */')).toBe('You said:\nhi\nChatGPT said:\nhello');
    // Prose above the comment: a conversation whose answer ends in a comment, not a file.
    expect(blockCommentedTranscript('You said:\nhow do I comment CSS?\nChatGPT said:\nLike this:\n/*\nUser: admin\nnotes\nmore\n*/')).toBeNull();
    // No speaker inside: a licence or a doc comment.
    expect(blockCommentedTranscript('int x = 1;\n/*\nfirst\nsecond\nthird\nfourth\n*/')).toBeNull();
    // The comment first, the code under it.
    expect(blockCommentedTranscript('/*\nYou said:\na\nChatGPT said:\nb\n*/\nint y = 2;')).toBe('You said:\na\nChatGPT said:\nb');
    // Prose under the comment: not a source file.
    expect(blockCommentedTranscript('/*\nYou said:\na\nChatGPT said:\nb\n*/\nThat was the chat.')).toBeNull();
    // Two comments with speakers in them: not one chat kept in a comment.
    expect(blockCommentedTranscript('/*\nYou said:\na\nChatGPT said:\nb\n*/\nint y = 2;\n/*\nYou said:\nc\nChatGPT said:\nd\n*/')).toBeNull();
    // A line-comment label outside the comment.
    expect(blockCommentedTranscript('// You said:\nint y = 2;\n/*\nChatGPT said:\nb\nc\nd\n*/')).toBeNull();
  });

  // A model-evaluation report committed as Markdown (Spanish, bold role labels): a metadata header, the input
  // transcript under one "##" heading, the model's reply under the next one.
  const evalLog = [
    '# Model X — multi_turn/cooking',
    '',
    '- model_id: `org/model-x`',
    '- latency: 3.2s',
    '',
    '## Input (what the model received)',
    '',
    '**system:**',
    '',
    'You are a helpful cook.',
    '',
    '**user:**',
    '',
    'My bread does not rise.',
    '',
    '**assistant:**',
    '',
    'Is your yeast fresh? How warm is the kitchen?',
    '',
    '**user:**',
    '',
    'The yeast is a year old. What should I do?',
    '',
    '## Full reply',
    '',
    'Old yeast is the likely cause.',
    '',
    '## Steps',
    '',
    '1. Test it in warm water with sugar.',
  ].join('\n');

  it('a model-evaluation log: the reply under the heading after the input transcript\'s last prompt is the answer', () => {
    expect(pairs(evalLog)).toEqual([
      ['user', 'My bread does not rise.'],
      ['assistant', 'Is your yeast fresh? How warm is the kitchen?'],
      ['user', 'The yeast is a year old. What should I do?'],
      ['assistant', 'Old yeast is the likely cause. ## Steps 1. Test it in warm water with sugar.'],
    ]);
  });

  it('with no heading over the transcript, a heading in the person\'s last turn is the person\'s (a document they pasted)', () => {
    const text = evalLog.replace('## Input (what the model received)', 'Input (what the model received)');
    expect(pairs(text).at(-1)).toEqual(['user', 'The yeast is a year old. What should I do? ## Full reply Old yeast is the likely cause. ## Steps 1. Test it in warm water with sugar.']);
  });
});
