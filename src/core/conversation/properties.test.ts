import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { detectFormat } from './detect-format';

/**
 * Properties on random and structured input: parsing never throws, every message's text comes
 * from the input, and the split does not depend on line endings or trailing whitespace.
 */
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const shape = (text: string) => parseConversation(text).messages.map((m) => `${m.role}:${norm(m.content)}`);

// Lines drawn from real paste vocabulary so the structured runs hit every finder.
const vocabulary = [
  'User:', 'Assistant:', 'Human: hi', 'AI: yes', '**User:** q', '## Assistant', '#### You:', 'You said:', 'ChatGPT said:', 'You',
  'ChatGPT', 'JP', 'R', 'Edit', 'Retry', 'Copy', 'python', 'Copy code', 'Show drafts', 'volume_up', 'thumb_up', 'edit',
  'Thought for 3 seconds', '```', '```python', '~~~', '', '', '', 'Dana: hello', 'Claude: hi Dana', 'Note: x', '---',
  'Use code with caution.', 'Click to open code', 'pasted', '=== END ===', '{', '[', 'plain words here', '2024-01-01 10:00:00 ERROR x',
];
const structured = fc
  .array(fc.oneof(fc.constantFrom(...vocabulary), fc.string({ maxLength: 30 }), fc.lorem({ maxCount: 8 })), { maxLength: 60 })
  .map((lines) => lines.join('\n'));

describe('parser properties', () => {
  it('never throws and returns well-formed messages (random strings)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'grapheme' }), (s) => {
        const r = parseConversation(s);
        expect(Array.isArray(r.messages)).toBe(true);
        expect(r.detection.parser).not.toBe(undefined);
        expect(r.detection.issues).not.toContain('This text could not be parsed automatically');
        expect(r.detection.confidence).toBeGreaterThanOrEqual(0);
        expect(r.detection.confidence).toBeLessThanOrEqual(1);
        detectFormat(s);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on structured pastes; messages are non-empty, indexed, and made of input text', () => {
    fc.assert(
      fc.property(structured, (s) => {
        const r = parseConversation(s);
        expect(r.detection.issues).not.toContain('This text could not be parsed automatically');
        const input = norm(s);
        r.messages.forEach((m, i) => {
          expect(m.index).toBe(i);
          expect(m.content.trim().length).toBeGreaterThan(0);
          expect(['user', 'assistant']).toContain(m.role);
          // Every line of a message comes from the input (labels and chrome are only removed).
          for (const line of m.content.split('\n')) if (line.trim()) expect(input).toContain(norm(line));
        });
        expect(r.detection.messageCount).toBe(r.messages.length);
      }),
      { numRuns: 300 },
    );
  });

  it('is stable under CRLF/LF and trailing whitespace', () => {
    fc.assert(
      fc.property(structured, fc.constantFrom(' ', '\t', '  '), (s, pad) => {
        const base = shape(s);
        expect(shape(s.replace(/\n/g, '\r\n'))).toEqual(base);
        expect(shape(s.split('\n').map((l) => l + pad).join('\n'))).toEqual(base);
      }),
      { numRuns: 200 },
    );
  });

  it('trailing whitespace does not tip whether quoted lines are prompts with answers under them (a fast-check counterexample, seed 467675771)', () => {
    // The answers must run longer than the quotes; spaces at line ends are no text either way.
    const s = '>!   !\n!\nJP';
    expect(shape(s.split('\n').map((l) => `${l} `).join('\n'))).toEqual(shape(s));
  });

  it('trailing whitespace does not turn a line under a chrome line into a source chip (a fast-check counterexample)', () => {
    // "You" under "Use code with caution. " read as a site's name left after a sentence's single space.
    const s = 'pede\nUse code with caution.\nYou';
    expect(shape(s.split('\n').map((l) => `${l} `).join('\n'))).toEqual(shape(s));
  });

  it('trailing whitespace does not tip how much of a paste the labels cover (a fast-check counterexample)', () => {
    const s = 'egestas euismod purus proin sit nulla cras\nYou said:\nUser:\nsed nunc ultricies\nligula amet tempus fermentum augue\n       \nrutrum eleifend dolor amet';
    expect(shape(s.split('\n').map((l) => `${l}  `).join('\n'))).toEqual(shape(s));
  });

  it.each([
    [['AA+0', 'AA', 'AA'], 'a message that looks like a source chip'],
    [['.AA+0', 'AA', 'AA'], 'a chip-like word glued after a stop'],
    [['AA!O0', 'AA'], 'a badge-like word glued after a stop'],
  ])('keeps %j whole: %s (fast-check counterexamples)', (turns) => {
    const paste = turns.map((t, i) => `${i % 2 === 0 ? 'User' : 'Assistant'}: ${t}`).join('\n');
    expect(shape(paste)).toEqual(turns.map((t, i) => `${i % 2 === 0 ? 'user' : 'assistant'}:${t}`));
  });

  it('recovers generated labelled conversations exactly', () => {
    const text = fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.replace(/[\r\n:*#`~]/g, ' ').trim()).filter((s) => /\p{L}{2}/u.test(s));
    fc.assert(
      fc.property(fc.array(text, { minLength: 2, maxLength: 12 }), fc.constantFrom(['User', 'Assistant'], ['Human', 'Assistant'], ['You', 'ChatGPT'], ['Me', 'AI']), (turns, [u, a]) => {
        const paste = turns.map((t, i) => `${i % 2 === 0 ? u : a}: ${t}`).join('\n\n');
        expect(shape(paste)).toEqual(turns.map((t, i) => `${i % 2 === 0 ? 'user' : 'assistant'}:${norm(t)}`));
      }),
      { numRuns: 200 },
    );
  });
});

// Catastrophic backtracking or pairwise work turns these into minutes; linear code finishes them in
// about a second. No wall-clock assertion (speed is measured in bench/, never in tests): a pathological
// parse shows up as this test's generous timeout, which a busy CI machine does not come near.
const ADVERSARIAL_TIMEOUT_MS = 60_000;
describe('adversarial input finishes and gives a well-formed answer', () => {
  const cases: [string, string][] = [
    ['spaces', ' '.repeat(400_000)],
    ['colon-less long line', `User${' '.repeat(200_000)}x`],
    ['many label-like lines', 'a: b\n'.repeat(40_000)],
    ['alternating unknown names', 'Dana: x\nSam: y\n'.repeat(12_000)],
    ['unclosed fences', '```\n'.repeat(50_000)],
    ['blank runs', '\n \n'.repeat(60_000)],
    ['avatars', 'AB\nx\n\n'.repeat(30_000)],
    ['one long line', 'x'.repeat(499_000)],
  ];
  for (const [name, input] of cases) {
    it(name, () => {
      const parsed = parseConversation(input);
      const detected = detectFormat(input);
      expect(Array.isArray(parsed.messages)).toBe(true);
      for (const m of parsed.messages) expect(['user', 'assistant']).toContain(m.role);
      expect(detected.confidence).toBeGreaterThanOrEqual(0);
      expect(detected.confidence).toBeLessThanOrEqual(1);
    }, ADVERSARIAL_TIMEOUT_MS);
  }
});
