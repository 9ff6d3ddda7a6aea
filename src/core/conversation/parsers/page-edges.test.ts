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
  ])('%s', (_name, lines, expected) => {
    const ctx = buildContext(lines.join('\n'));
    expect(opensAnswerBelow(ctx, 0, ctx.lines.length)).toBe(expected);
  });

  it.each([
    [
      'history titles, one cut after a colon, then the prompt right above the tabs',
      ['Home', 'Discover', 'Library', 'Why is the sky blue', 'Binary search in C Author:', 'How do tides work?', 'Answer', 'Sources', '3', '', 'The moon pulls the oceans.'],
      'How do tides work?',
    ],
    ['a copy that starts at an answer: the thinking time on top is no header line', ['Thought for 21 seconds', 'Start with five minutes a day.'], 'Thought for 21 seconds'],
    ['history titles, a gap, then the prompt', ['Home', 'Library', 'Why is the sky blue', '', 'How do tides work?', '', 'The moon pulls the oceans.'], 'How do tides work?'],
  ])('%s', (_name, lines, firstPrompt) => {
    const ctx = buildContext(lines.join('\n'));
    expect(ctx.trimmed[headerEnd(ctx, ctx.lines.length)]).toBe(firstPrompt);
  });
});
