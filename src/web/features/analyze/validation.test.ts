import { describe, expect, it } from 'vitest';
import { parseConversation } from '../../../core/conversation/index';
import type { ParseResult } from '../../../core/conversation/types';
import { usageStats } from '../../../core/usage';
import { DEFAULT_TIER_LIMITS } from '../../../core/billing/limits';
import { canParseAndVerify, chargeableCharacters, checkParseAndVerify, overLimitMessage, PARSE_MESSAGES } from './validation';

const NOW = new Date('2025-03-10T12:00:00Z');
const free = (characters = 0, analyses = 0) => usageStats('free', { characters, analyses }, NOW);
const pro = (characters = 0) => usageStats('pro', { characters, analyses: 0 }, NOW);

const CONVERSATION = 'User: How do I sort a list of dicts by a key in Python?\nAssistant: Use sorted(items, key=lambda d: d["name"]).\n';

/** A parse result with the given detection numbers (the rules read only these). */
function fake(confidence: number, messageCount: number, format: ParseResult['detection']['format'] = 'standard_labeled'): ParseResult {
  const base = parseConversation(CONVERSATION);
  return {
    messages: Array.from({ length: messageCount }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `message ${i}`, index: i, editable: true })),
    detection: { ...base.detection, confidence, format, messageCount },
  };
}

describe('Parse & Verify checks (spec section 5, in order)', () => {
  const long = 'x'.repeat(6_000);
  const cases: { name: string; text: string; result: ParseResult | null; usage: ReturnType<typeof free> | null; expected: string | null }[] = [
    { name: 'empty text', text: '', result: null, usage: free(), expected: PARSE_MESSAGES.empty },
    { name: 'whitespace only', text: '  \n\t ', result: fake(0.9, 2), usage: free(), expected: PARSE_MESSAGES.empty },
    { name: 'empty wins over everything', text: ' ', result: fake(0.1, 0), usage: free(5_000, 5), expected: PARSE_MESSAGES.empty },
    { name: 'no detection yet', text: CONVERSATION, result: null, usage: free(), expected: PARSE_MESSAGES.pending },
    { name: 'confidence 0.29', text: CONVERSATION, result: fake(0.29, 4), usage: free(), expected: PARSE_MESSAGES.lowConfidence },
    { name: 'low confidence before too few', text: CONVERSATION, result: fake(0.1, 1), usage: free(), expected: PARSE_MESSAGES.lowConfidence },
    { name: 'confidence exactly 0.3 passes', text: CONVERSATION, result: fake(0.3, 2), usage: free(), expected: null },
    { name: 'one message', text: CONVERSATION, result: fake(0.9, 1), usage: free(), expected: PARSE_MESSAGES.tooFew },
    { name: 'one message, technical format (logs are not a conversation)', text: CONVERSATION, result: fake(0.6, 1, 'technical'), usage: free(), expected: PARSE_MESSAGES.notAConversation },
    { name: 'too few before over limit', text: long, result: fake(0.9, 1), usage: free(), expected: PARSE_MESSAGES.tooFew },
    {
      name: 'free tier over the limit',
      text: CONVERSATION,
      result: fake(0.9, 2),
      usage: free(4_990),
      expected: 'Daily limit exceeded! You have 10 characters remaining. Upgrade to Pro for 500k daily characters.',
    },
    { name: 'free tier exactly at the limit passes', text: 'y'.repeat(100) + CONVERSATION, result: fake(0.9, 2), usage: free(5_000 - 100 - CONVERSATION.length), expected: null },
    { name: 'pro over the limit', text: CONVERSATION, result: fake(0.9, 2), usage: pro(499_990), expected: 'Daily limit exceeded! You have 10 characters remaining. Limit resets at midnight.' },
    {
      name: 'analyses used up',
      text: CONVERSATION,
      result: fake(0.9, 2),
      usage: free(0, 5),
      expected: 'Daily limit exceeded! You have used all 5 analyses for today. Upgrade to Pro for about 1,000 analyses a day.',
    },
    { name: 'usage unknown: the server decides', text: long + CONVERSATION, result: fake(0.9, 2), usage: null, expected: null },
    { name: 'a short text that parsed into two messages', text: 'Me: hi\nAI: hello', result: fake(0.9, 2), usage: free(), expected: PARSE_MESSAGES.tooFew },
    { name: 'all good', text: CONVERSATION, result: fake(0.95, 2), usage: free(), expected: null },
  ];
  it.each(cases)('$name', ({ text, result, usage, expected }) => {
    const out = checkParseAndVerify({ text, result, usage });
    if (expected === null) expect(out).toEqual({ ok: true });
    else expect(out).toMatchObject({ ok: false, message: expected });
  });

  it('reports a parse error (too large) in its own words', () => {
    const result = parseConversation('a'.repeat(500_001));
    const out = checkParseAndVerify({ text: 'a'.repeat(500_001), result, usage: pro() });
    expect(out).toMatchObject({ ok: false, reason: 'parse-error' });
  });

  it('checks a real paste end to end', () => {
    expect(checkParseAndVerify({ text: CONVERSATION, result: parseConversation(CONVERSATION), usage: free() })).toEqual({ ok: true });
  });
});

describe('Parse & Verify button enabling rule', () => {
  const text21 = 'a'.repeat(21);
  const cases = [
    { name: 'enabled: 21 characters, confidence 0.21', text: text21, confidence: 0.21, busy: false, overLimit: false, enabled: true },
    { name: 'disabled: 20 characters', text: 'a'.repeat(20), confidence: 0.9, busy: false, overLimit: false, enabled: false },
    { name: 'trimmed length counts', text: `   ${'a'.repeat(20)}   `, confidence: 0.9, busy: false, overLimit: false, enabled: false },
    { name: 'disabled: confidence exactly 0.2', text: text21, confidence: 0.2, busy: false, overLimit: false, enabled: false },
    { name: 'disabled: no detection', text: text21, confidence: null, busy: false, overLimit: false, enabled: false },
    { name: 'disabled while busy', text: text21, confidence: 0.9, busy: true, overLimit: false, enabled: false },
    { name: 'disabled over the limit', text: text21, confidence: 0.9, busy: false, overLimit: true, enabled: false },
  ];
  it.each(cases)('$name', ({ text, confidence, busy, overLimit, enabled }) => {
    expect(canParseAndVerify({ text, confidence, busy, overLimit })).toBe(enabled);
  });
});

describe('chargeable characters', () => {
  it('counts the messages of a pasted page, as the server meters them, not the page text around them', () => {
    const page = `Skip to content\nChatGPT\nShare\n\nYou said:\nHow do I sort a list of dicts by a key in Python?\n\nChatGPT said:\nUse sorted(items, key=lambda d: d["name"]).\n\nCopy code\n\nAsk anything\nChatGPT can make mistakes. Check important info.\n`;
    const result = parseConversation(page);
    expect(result.messages.length).toBeGreaterThanOrEqual(2);
    const charged = result.messages.reduce((n, m) => n + m.content.length, 0);
    expect(chargeableCharacters(page, result)).toBe(charged);
    expect(charged).toBeLessThan(page.length);
  });
  it('counts the messages of an export file, not its JSON', () => {
    const json = JSON.stringify({ messages: [{ role: 'user', content: 'Hello there, how are you?' }, { role: 'assistant', content: 'Fine, thanks.' }] });
    expect(chargeableCharacters(json, parseConversation(json))).toBe('Hello there, how are you?'.length + 'Fine, thanks.'.length);
  });
  it('counts the text until it has been split into messages', () => {
    expect(chargeableCharacters(CONVERSATION, null)).toBe(CONVERSATION.length);
  });
  it('decides the limit check by the messages: a long page whose messages fit passes', () => {
    const page = `${'Sidebar link\n'.repeat(500)}\nUser: How do I sort a list of dicts by a key in Python?\nAssistant: Use sorted(items, key=lambda d: d["name"]).\n`;
    const result = parseConversation(page);
    expect(page.length).toBeGreaterThan(5_000);
    expect(checkParseAndVerify({ text: page, result, usage: free() })).toEqual({ ok: true });
  });
});

describe('daily capacity follows the limits the server reports (operator overrides)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('a Free account whose operator raised Free to 10,000 characters may send 6,000', () => {
    const raised = usageStats('free', { characters: 0, analyses: 0 }, now, { ...DEFAULT_TIER_LIMITS, free: { dailyCharacterLimit: 10_000, dailyAnalysisLimit: 5 } });
    expect(overLimitMessage(raised, 6_000)).toBeNull();
    expect(overLimitMessage(raised, 10_001)).toBe('Daily limit exceeded! You have 10,000 characters remaining. Upgrade to Pro for 500k daily characters.');
  });
  it('with the spec limits, 6,000 characters are over Free and within Pro', () => {
    expect(overLimitMessage(usageStats('free', { characters: 0, analyses: 0 }, now), 6_000)).toBe('Daily limit exceeded! You have 5,000 characters remaining. Upgrade to Pro for 500k daily characters.');
    expect(overLimitMessage(usageStats('pro', { characters: 0, analyses: 0 }, now), 6_000)).toBeNull();
  });
  it('the upgrade advice names the Pro limits the server serves, not the spec defaults', () => {
    const served = { ...DEFAULT_TIER_LIMITS, pro: { dailyCharacterLimit: 2_000_000, dailyAnalysisLimit: 50 } };
    const freeUsage = usageStats('free', { characters: 0, analyses: 0 }, now, served);
    expect(overLimitMessage(freeUsage, 6_000, served)).toBe('Daily limit exceeded! You have 5,000 characters remaining. Upgrade to Pro for 2M daily characters.');
    const spent = usageStats('free', { characters: 0, analyses: 5 }, now, served);
    expect(overLimitMessage(spent, 10, served)).toBe('Daily limit exceeded! You have used all 5 analyses for today. Upgrade to Pro for about 50 analyses a day.');
  });
  it('a lowered analysis limit is reached sooner', () => {
    const lowered = usageStats('free', { characters: 0, analyses: 2 }, now, { ...DEFAULT_TIER_LIMITS, free: { dailyCharacterLimit: 5_000, dailyAnalysisLimit: 2 } });
    expect(overLimitMessage(lowered, 100)).not.toBeNull();
  });
});
