import { describe, expect, it } from 'vitest';
import { asSentence, branchesNote, uncertaintyPoints } from './detection-notes';

describe('parser notes as sentences', () => {
  it.each([
    { text: 'Speakers were guessed from alternation', sentence: 'Speakers were guessed from alternation.' },
    { text: '  unbalanced user/assistant messages ', sentence: 'Unbalanced user/assistant messages.' },
    { text: 'Is this one conversation?', sentence: 'Is this one conversation?' },
    { text: 'Already a sentence.', sentence: 'Already a sentence.' },
    { text: '   ', sentence: '' },
  ])('asSentence($text)', ({ text, sentence }) => {
    expect(asSentence(text)).toBe(sentence);
  });

  it.each([
    { name: 'issues, then guesses', issues: ['Unbalanced user/assistant messages'], uncertainties: ['Speakers were guessed from alternation'], points: ['Unbalanced user/assistant messages.', 'Speakers were guessed from alternation.'] },
    { name: 'a draft stored before guesses were reported', issues: ['Unbalanced user/assistant messages'], uncertainties: undefined, points: ['Unbalanced user/assistant messages.'] },
    { name: 'the same note once', issues: ['Roles guessed'], uncertainties: ['Roles guessed.', ' '], points: ['Roles guessed.'] },
    { name: 'nothing', issues: [], uncertainties: [], points: [] },
  ])('uncertaintyPoints: $name', ({ issues, uncertainties, points }) => {
    expect(uncertaintyPoints({ issues, uncertainties })).toEqual(points);
  });
});

describe('branchesNote', () => {
  it.each([
    { branches: { editedPrompts: 2, regeneratedAnswers: 1 }, note: 'This conversation had 2 edited prompts and 1 regenerated answer; Kibitz uses the version shown in the chat.' },
    { branches: { editedPrompts: 1, regeneratedAnswers: 0 }, note: 'This conversation had 1 edited prompt; Kibitz uses the version shown in the chat.' },
    { branches: { editedPrompts: 0, regeneratedAnswers: 3 }, note: 'This conversation had 3 regenerated answers; Kibitz uses the version shown in the chat.' },
    { branches: { editedPrompts: 0, regeneratedAnswers: 0 }, note: null },
    { branches: undefined, note: null },
  ])('$branches', ({ branches, note }) => {
    expect(branchesNote(branches)).toBe(note);
  });
});
