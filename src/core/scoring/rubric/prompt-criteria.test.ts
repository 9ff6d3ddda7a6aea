import { describe, expect, it } from 'vitest';
import { analyzeConversation } from '../engine';

/** The rubric's signals for a person's opening message. */
const signalsOf = (content: string) => {
  const m = analyzeConversation({ messages: [{ role: 'user', content }] }, { analysisDepth: 'deep' }).messages[0]!;
  return new Map(m.signals!.map((s) => [s.key, s.value]));
};

describe('each rubric criterion checks one observable thing (the messages are the kinds the guides use)', () => {
  it.each([
    ['purpose: a writing task that says who it is for', 'Write an introduction for our weekly newsletter so that new hires know whom to ask for help.', 'strategic.purpose', 1],
    ['purpose: missing on an open-ended task', 'Write a marketing email for our new features.', 'strategic.purpose', 0],
    ['one task: two unrelated questions', "What's the best method of boiling water and why is the sky blue?", 'strategic.oneTask', 0],
    ['direct: a hedged request', 'Can you suggest some changes to improve this function?', 'tactical.direct', 0.5],
    ['direct: a negative-only instruction', "Don't end haikus with a question:\nHaiku are fun\nA short and simple poem", 'tactical.direct', 0.4],
    ['output: a counted shape', 'Summarize this policy in 5 bullet points for department administrators.', 'tactical.output', 1],
    ['evidence: a failure report without the error', 'My React list does not work anymore, what is wrong?', 'tactical.evidence', 0.2],
    ['evidence: a failure report with the error text', 'React logs "Each child in a list should have a unique key prop" and the items flicker. Expected: only the deleted item disappears.', 'tactical.evidence', 1],
    ['clear: a bare pointer with nothing pasted', 'what does this do', 'tactical.clear', 0.4],
    // Reasons audit: a lower-case question is not "written in clear sentences" (a '+' it used to get).
    ['written: a lower-case start is not a strength', 'what are some pranks with a pen i can do?', 'tactical.wellWritten', 0.65],
  ])('%s', (_name, content, key, value) => {
    expect(signalsOf(content).get(key)).toBeCloseTo(value, 5);
  });

  it.each([
    ['examples: few-shot lines', 'Classify the text into neutral, negative or positive.\n\nText: I think the vacation is okay.\nSentiment: neutral\n\nText: I think the food was okay.\nSentiment:', 'tactical.examples'],
    ['steps: asks for the reasoning', 'A train leaves at 14:35 and the trip takes 2 h 50 min. Work it out step by step, then give the arrival time.', 'cognitive.steps'],
    ['role: gives a perspective', 'You are a senior SRE. Review this alert rule for false positives.', 'innovation.role'],
  ])('a bonus is only reported when met — %s', (_name, content, key) => {
    expect(signalsOf(content).get(key)).toBe(1);
    expect(signalsOf('Why is the sky blue?').has(key)).toBe(false);
  });
});

describe('follow-ups and corrections (oasst1 prompts whose reasons used to be false)', () => {
  const lastSignals = (content: string) => {
    const messages = [
      { role: 'user' as const, content: 'Write a Markdown code block that shows a fenced code block.' },
      { role: 'assistant' as const, content: 'Here it is:\n\n```markdown\n```js\nconsole.log(1)\n```\n' },
      { role: 'user' as const, content },
    ];
    const m = analyzeConversation({ messages }, { analysisDepth: 'deep' }).messages.at(-1)!;
    return new Map(m.signals!.map((s) => [s.key, s.value]));
  };
  it.each([
    ['a correction naming what is missing asks for the fix', 'You forgot the four backticks at the end.', 'tactical.ask', 1],
    ['"you forgot" points back at the last answer', 'You forgot the four backticks at the end.', 'context.uptake', 1],
    ['"your response" points back at the last answer', 'Please provide a source reference for your response.', 'context.uptake', 1],
    ['"simplify that" points back at the last answer', 'can you simplify that? like make it less wordy?', 'context.uptake', 1],
  ])('%s', (_name, content, key, value) => {
    expect(lastSignals(content).get(key)).toBeCloseTo(value, 5);
  });
});

describe('the rubric agrees with the guides on their own kind of pairs', () => {
  const score = (content: string, sessionGoal?: string) => analyzeConversation({ messages: [{ role: 'user', content }], sessionGoal }).messages[0]!.score.overall;
  it.each([
    ['a direct instruction over a hedged one', 'Change this function to improve its performance.', 'Can you suggest some changes to improve this function?'],
    ['a brief over a one-liner', 'Write a marketing email for our new analytics features, for existing customers who are small-shop owners. Mention the dashboard and the CSV export, keep a friendly tone and stay under 150 words.', 'Write a marketing email for our new features.'],
    ['a positive instruction over the negative one it replaces', 'Always end haikus with an assertion:\nHaiku are fun\nA short and simple poem\nA joy to write', "Don't end haikus with a question:\nHaiku are fun\nA short and simple poem\nDon't you enjoy them?"],
    ['one task over two unrelated ones', "What's the best method of boiling water?", "What's the best method of boiling water and why is the sky blue?"],
  ])('%s', (_name, better, worse) => {
    expect(score(better)).toBeGreaterThan(score(worse));
  });
});
