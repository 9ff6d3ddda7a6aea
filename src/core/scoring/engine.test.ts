import { describe, expect, it } from 'vitest';
import { bandFor } from '../bands';
import { analyzeConversation } from './engine';
import { conversationScore } from './conversation';
import { ENGINE_VERSION } from './version';
import type { Role } from '../conversation/types';

const convo = (...texts: string[]) => ({ messages: texts.map((content, i) => ({ role: (i % 2 === 0 ? 'user' : 'assistant') as Role, content })) });

const SAMPLE = convo(
  'how do i make my website faster',
  'There are many ways: compress images, enable caching, and minify scripts. Which stack do you use?',
  'It is a Next.js 14 site on Vercel; the home page takes 4 s to load on mobile. Which of your three suggestions should I try first, given I cannot change the hosting? Please answer as a numbered list.',
  'Start with images: use next/image with width and height, serve AVIF, and lazy-load below the fold.',
  'ok',
);

describe('analyzeConversation', () => {
  it('is deterministic: same input, same output', () => {
    const a = analyzeConversation(SAMPLE, { analysisDepth: 'deep' });
    const b = analyzeConversation(structuredClone(SAMPLE), { analysisDepth: 'deep' });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('carries the engine version on the result and the summary', () => {
    const r = analyzeConversation(SAMPLE);
    expect(r.engineVersion).toBe(ENGINE_VERSION);
    expect(r.summary.engineVersion).toBe(ENGINE_VERSION);
  });

  it('gives every message the spec section 3 score fields, notation from the one band table', () => {
    for (const m of analyzeConversation(SAMPLE).messages) {
      const s = m.score;
      expect(Object.keys(s).sort()).toEqual(['betterMove', 'chessNotation', 'classification', 'confidence', 'dimensions', 'explanation', 'kind', 'overall', 'rated']);
      expect(Object.keys(s.dimensions)).toEqual(['strategic', 'tactical', 'cognitive', 'innovation', 'context']);
      expect(s.chessNotation).toBe(bandFor(s.overall).symbol);
      expect(s.classification).toBe(bandFor(s.overall).classification);
      expect(s.confidence).toBeGreaterThan(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
      expect(s.explanation.length).toBeGreaterThan(0);
    }
  });

  it('first message: context 0 and its overall ignores context (decision 4)', () => {
    const r = analyzeConversation(convo('Write a Python function that parses ISO 8601 dates without external libraries; return a datetime and raise ValueError on bad input.'));
    const first = r.messages[0]!.score;
    expect(first.dimensions.context).toBe(0);
    expect(first.explanation).toContain('Context: none');
    // If context counted at 0 the overall would sit well below the mean of the other four.
    expect(first.overall).toBeGreaterThanOrEqual(60);
  });

  it('a careful follow-up outscores the vague opening; a closing "ok" is a courtesy, not rated, with no better move', () => {
    const r = analyzeConversation(SAMPLE);
    const [first, , careful, , ok] = r.messages;
    expect(careful!.score.overall).toBeGreaterThan(first!.score.overall);
    expect(ok!.score).toMatchObject({ kind: 'courtesy', rated: false, chessNotation: '=', betterMove: null });
    expect(ok!.score.explanation).toContain('Courtesy — not rated');
    // The better move keeps the person's own words and adds at most one placeholder.
    expect(first!.score.betterMove).toContain('How do I make my website faster?');
    expect((first!.score.betterMove!.match(/\[[^\]]+\]/g) ?? []).length).toBeLessThanOrEqual(1);
  });

  it('uses the whole scale: a model prompt over 80, a blunder under 20', () => {
    const model = analyzeConversation(convo(
      'I am preparing a 10-minute talk for new backend engineers at our company, so that they understand why we use PostgreSQL row-level security. Can you write an outline with 5 sections, each with 2-3 bullet points and one concrete example from a multi-tenant SaaS app? Avoid vendor marketing language and keep it under 300 words.',
    )).messages[0]!.score.overall;
    const blunder = analyzeConversation(convo("How do I poison my neighbour's dog without getting caught?")).messages[0]!.score.overall;
    expect(model).toBeGreaterThan(80);
    expect(blunder).toBeLessThan(20);
  });

  it('options change what is computed', () => {
    const quick = analyzeConversation(SAMPLE, { analysisDepth: 'quick' });
    expect(quick.summary.insights).toEqual([]);
    expect(quick.summary.keyMoments).toEqual([]);
    expect(quick.summary.patterns).toEqual([]);
    const standard = analyzeConversation(SAMPLE);
    expect(standard.summary.insights.length).toBeGreaterThan(0);
    expect(standard.messages[0]!.signals).toBeUndefined();
    const deep = analyzeConversation(SAMPLE, { analysisDepth: 'deep' });
    expect(deep.messages[0]!.signals!.length).toBeGreaterThan(5);
    const noSuggest = analyzeConversation(SAMPLE, { generateSuggestions: false });
    expect(noSuggest.messages.every((m) => m.score.betterMove === null)).toBe(true);
    const retry = convo('How do I center a div in CSS?', 'Use flexbox.', 'How do I center a div in CSS?', 'Use flexbox on the parent.', 'how do I center a div in css??');
    expect(analyzeConversation(retry).summary.patterns.map((p) => p.kind)).toContain('retry-loop');
    expect(analyzeConversation(retry, { enablePatternDetection: false }).summary.patterns).toEqual([]);
  });

  it('summary carries the spec section 3 aggregate stats, formed from the rated messages', () => {
    const r = analyzeConversation(SAMPLE);
    // The closing "ok" is a courtesy: counted as a message, left out of every figure.
    const scores = r.messages.filter((m) => m.score.rated !== false).map((m) => m.score.overall);
    expect(scores).toHaveLength(4);
    expect(r.summary.stats).toMatchObject({
      totalMessages: 5,
      completedAnalysis: 5,
      bestScore: Math.max(...scores),
      worstScore: Math.min(...scores),
      averageScore: Math.round(scores.reduce((a, b) => a + b, 0) / 4),
    });
    expect(Object.keys(r.summary.stats)).toEqual(['averageScore', 'bestScore', 'worstScore', 'totalMessages', 'completedAnalysis', 'strategicAvg', 'tacticalAvg', 'cognitiveAvg', 'innovationAvg', 'contextAvg', 'trend']);
    expect(r.summary.overallScore).toBe(conversationScore(scores));
  });

  it('handles empty and odd input without throwing', () => {
    expect(analyzeConversation({ messages: [] }).summary.stats.totalMessages).toBe(0);
    expect(() => analyzeConversation(convo('', '   ', '```\n```', '你好，请帮我把这段话翻译成英文：今天天气很好。'))).not.toThrow();
  });
});

describe('answers and prompts as people judge them', () => {
  const last = (...texts: string[]) => analyzeConversation(convo(...texts)).messages.at(-1)!.score.overall;
  const ASK = 'How do I keep my sourdough starter alive while I am away for two weeks?';

  it('an answer cut off mid-sentence scores lower than the same answer finished', () => {
    const full = 'Feed it, then keep it in the fridge: a cold starter needs feeding only once a week. When you are back, feed it twice at room temperature before baking.';
    expect(last(ASK, full)).toBeGreaterThan(last(ASK, full.replace(/ before baking\.$/, ' before')));
  });

  it('an answer that covers the ask beats an off-topic one of the same length', () => {
    const onTopic = 'Feed your sourdough starter, put it in the fridge, and it will stay alive for two weeks while you are away.';
    const offTopic = 'Paris has many museums, the Louvre is the largest, and spring is a lovely season to walk along the river there.';
    expect(last(ASK, onTopic)).toBeGreaterThan(last(ASK, offTopic));
  });

  it('refusing a fair ask costs; declining a harmful one does not', () => {
    const refusal = "I'm sorry, I can't help with that.";
    const help = 'Feed it, then keep it in the fridge; it needs feeding only once a week there.';
    expect(last(ASK, help)).toBeGreaterThan(last(ASK, refusal));
    const harmful = 'How do I poison my neighbour\'s dog without getting caught?';
    const complies = 'Buy rat poison, mix 50 g into minced meat, and throw it over the fence at night so nobody sees you do it.';
    expect(last(harmful, refusal)).toBeGreaterThan(last(harmful, complies));
  });

  it('a fragment scores lower than a finished, specific question; a greeting is not rated', () => {
    const first = (t: string) => analyzeConversation(convo(t)).messages[0]!.score;
    expect(first('hi')).toMatchObject({ kind: 'courtesy', rated: false });
    expect(first('sourdough starter away two weeks').overall).toBeLessThan(first(ASK).overall);
  });
});

describe('conversation score', () => {
  it.each([
    [[70, 70, 70], 70],
    [[90, 90, 10], 44], // a blunder weighs: the plain mean would be 63
    [[], 0],
    [[0, 100], 26],
  ])('%j -> %i', (scores, expected) => {
    expect(conversationScore(scores)).toBe(expected);
  });
});

describe('replies graded by their kind', () => {
  it('a clarifying question after a vague ask is a good move, not "answers with questions"', () => {
    const r = analyzeConversation({ messages: [{ role: 'user', content: 'fix it' }, { role: 'assistant', content: 'Could you share the code and the error message you are seeing?' }] });
    const reply = r.messages[1]!.score;
    expect(reply.kind).toBe('clarifying-question');
    expect(reply.explanation).not.toContain('answers with questions');
    expect(reply.overall).toBeGreaterThanOrEqual(40); // not a Mistake (it scored 26 before kinds)
  });

  it('a better move never names a tool where the person pointed at a thing ("fix it" stays about "it")', () => {
    const r = analyzeConversation({ messages: [{ role: 'user', content: 'fix it' }], projectContext: 'Nightly ETL job in Python 3.12' });
    const move = r.messages[0]!.score.betterMove!;
    expect(move.split('\n')[0]).toBe('Fix it.');
    expect(move).not.toMatch(/Python, Python 3\.12/);
  });
});

describe('a person message in the assistant\'s voice', () => {
  it('is capped and says why (a pasted reply under the wrong label)', () => {
    const s = analyzeConversation({ messages: [{ role: 'user', content: 'Certainly! Here is an improved version of the plan with three phases.' }] }).messages[0]!.score;
    expect(s.overall).toBeLessThanOrEqual(30);
    expect(s.explanation).toContain("reads like the assistant's reply");
  });

  // Anthropic's long-document advice (quotes first, question last): "Here is a document:" hands over the person's material.
  it.each([
    'Here is a document:\n\n<document>\nThe warranty lasts 24 months from purchase.\n</document>\n\nFirst quote the relevant sentences, then answer.\n\nQuestion: When does the warranty expire?',
    "Here's my code, why does it print None?\n\ndef f(x):\n    print(x)",
    // Material handed over, then an order about it (an excellent prompt written blind to the rubric, session 36).
    'Here are notes from 4 customer calls (between the tags). Do this in two stages: list the complaints per call, then group them by theme.\n\n<notes>\nCall 1: the export button is hidden.\n</notes>',
  ])('"Here is …" that hands over material and asks about it is the person\'s: %j', (content) => {
    const s = analyzeConversation({ messages: [{ role: 'user', content }] }).messages[0]!.score;
    expect(s.explanation).not.toContain("reads like the assistant's reply");
    expect(s.overall).toBeGreaterThan(30);
  });
  it.each(['Here are some tips. Use a timer. Take a break every hour.', 'Here are the steps. Turn it off. Wait ten seconds.'])('"Here are some tips / the steps…" with orders is still an answer pasted as a prompt: %j', (content) => {
    const s = analyzeConversation({ messages: [{ role: 'user', content }] }).messages[0]!.score;
    expect(s.explanation).toContain("reads like the assistant's reply");
  });
  it('"Here are the steps…" with no question is still an answer pasted as a prompt', () => {
    const s = analyzeConversation({ messages: [{ role: 'user', content: 'Here are the steps to reset your router: unplug it, wait ten seconds, plug it back in.' }] }).messages[0]!.score;
    expect(s.explanation).toContain("reads like the assistant's reply");
  });
});

describe('a person message answering the assistant\'s question', () => {
  it('needs no new ask: the error text it was asked for is a good move', () => {
    const r = analyzeConversation({ messages: [{ role: 'user', content: 'fix it' }, { role: 'assistant', content: 'Happy to help. Which file or error are you looking at?' }, { role: 'user', content: "TypeError: Cannot read properties of undefined (reading 'map') in src/components/List.tsx line 12, when the API returns an empty body." }] });
    const s = r.messages[2]!.score;
    expect(s.explanation).not.toContain('does not ask for anything');
    expect(s.overall).toBeGreaterThan(r.messages[0]!.score.overall);
  });

  // eval/conversations/own.jsonl (2026-11-27): the details a vague first ask lacked, given after a
  // generic answer, were told they "give nothing to act on (no task in it)".
  it.each([
    ['write something about climate change', "It's for a school newsletter read by parents of 10-year-olds. 150 words, hopeful tone, one thing families can do at home."],
    ['my docker build is slow', "It's a Node 20 app. Every build reinstalls all npm packages (about 4 minutes) even when I only change a file in src/. Dockerfile:\n\n```\nFROM node:20-slim\nWORKDIR /app\nCOPY . .\nRUN npm ci\n```"],
  ])('details for the task asked before need no ask of their own (%s)', (ask, details) => {
    const generic = 'There are many things to consider here. It depends on what you need. Let me know if you have more questions!';
    const r = analyzeConversation({ messages: [{ role: 'user', content: ask }, { role: 'assistant', content: generic }, { role: 'user', content: details }] });
    const s = r.messages[2]!.score;
    expect(s.explanation).not.toContain('gives nothing to act on');
    expect(s.explanation).not.toContain('does not ask for anything');
    expect(s.overall).toBeGreaterThan(r.messages[0]!.score.overall);
  });

  it('a remark after an answer is no details: it still gives nothing to act on (oasst1)', () => {
    const r = analyzeConversation({ messages: [{ role: 'user', content: 'Why is the asterisk called that?' }, { role: 'assistant', content: 'The name comes from the Greek asteriskos, "little star".' }, { role: 'user', content: 'That makes sense, whoever created the asterisk needs to be held accountable. It is all clear now.' }] });
    expect(r.messages[2]!.score.explanation).toContain('gives nothing to act on');
  });

  it('"help me with something" names no task', () => {
    const s = analyzeConversation({ messages: [{ role: 'user', content: 'Can you maybe help me with something for my presentation? Thank you!' }] }, { analysisDepth: 'deep' }).messages[0]!;
    expect(s.signals!.find((x) => x.key === 'tactical.ask')!.value).toBeLessThan(0.35);
  });
});

// eval/conversations/own.jsonl (2026-11-27): "Quality slipped toward the end" told the person to restate
// their goal when only the replies had slipped (the results trend is over all messages).
describe('the trend advice follows the person\'s own messages', () => {
  const insightsOf = (messages: Array<{ role: 'user' | 'assistant'; content: string }>) => analyzeConversation({ messages }).summary.insights.join(' ');
  it('replies that slip do not make the person\'s messages "slip"', () => {
    const messages = [
      { role: 'user' as const, content: 'Postgres 16: this query takes 9 s on a 30M-row events table. There is an index on created_at only. What index should I add for WHERE type = \'purchase\' AND created_at >= now() - interval \'7 days\'?' },
      { role: 'assistant' as const, content: 'Add a composite index with the equality column first: CREATE INDEX CONCURRENTLY events_type_created_at_idx ON events (type, created_at); then run ANALYZE and check EXPLAIN again.' },
      { role: 'user' as const, content: 'Now it is an Index Only Scan but still 2.1 s with 1.4M matching rows. Should I keep a daily rollup table instead?' },
      { role: 'assistant' as const, content: 'ok' },
    ];
    expect(insightsOf(messages)).not.toContain('slipped');
  });
  it('the person\'s own messages that slip are named as theirs', () => {
    const messages = [
      { role: 'user' as const, content: 'Postgres 16: this query takes 9 s on a 30M-row events table. There is an index on created_at only. What index should I add for WHERE type = \'purchase\' AND created_at >= now() - interval \'7 days\'?' },
      { role: 'assistant' as const, content: 'Add a composite index with the equality column first: CREATE INDEX CONCURRENTLY events_type_created_at_idx ON events (type, created_at); then run ANALYZE and check EXPLAIN again.' },
      { role: 'user' as const, content: 'idk do it' },
      { role: 'assistant' as const, content: 'Run CREATE INDEX CONCURRENTLY events_type_created_at_idx ON events (type, created_at); in psql.' },
    ];
    expect(insightsOf(messages)).toContain('Your messages slipped toward the end');
  });
});
