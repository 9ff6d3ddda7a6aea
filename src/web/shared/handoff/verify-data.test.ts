// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { analysisRequestSchema } from '../../../core/api/schemas';
import { parseConversation } from '../../../core/conversation/index';
import { buildAnalysisRequest, buildVerifyData, type BuildVerifyDataInput, clearVerifyData, loadVerifyData, saveVerifyData, VERIFY_DATA_KEY } from './verify-data';

const CLAUDE = `MR
Plan five vegetarian dinners for a family of four, no mushrooms please.
Edit

Here is a plan: curry, stuffed peppers, halloumi bake, frittata and burritos.
 Copy
Retry


MR
Swap Thursday for something under 30 minutes.
Edit

Make a spinach frittata instead; it takes 25 minutes.
 Copy
Retry
`;

function sampleInput() {
  const parsed = parseConversation(CLAUDE, { platform: 'auto' });
  return {
    text: CLAUDE,
    platform: 'auto',
    goal: '  Plan the week  ',
    enableAIAnalysis: false,
    messages: parsed.messages,
    detection: parsed.detection,
    parsingMethod: 'local',
    parsingSource: 'paste',
    fileName: null,
    parseMs: 3.4,
    now: new Date('2025-05-01T10:00:00Z'),
  } satisfies BuildVerifyDataInput;
}

const sample = () => buildVerifyData(sampleInput());

describe('verify data in session storage (spec section 3)', () => {
  beforeEach(() => sessionStorage.clear());

  it('holds every field the spec lists', () => {
    const data = sample();
    for (const field of [
      'conversationText',
      'platform',
      'sessionGoal',
      'hasRetryEditFormat',
      'messageCount',
      'enableAIAnalysis',
      'parsedMessages',
      'parsingMethod',
      'formatDetection',
      'editRetryDetails',
      'timestamp',
      'debugInfo',
    ]) {
      expect(data).toHaveProperty(field);
    }
    expect(data.sessionGoal).toBe('Plan the week');
    expect(data.hasRetryEditFormat).toBe(true);
    expect(data.messageCount).toBe(4);
    expect(data.editRetryDetails).toMatchObject({ isEditRetry: true, editCount: 2, retryCount: 2 });
    expect(data.formatDetection).toMatchObject({ format: 'claude_edit_retry', platform: 'claude' });
  });

  it('round-trips through session storage', () => {
    const data = sample();
    expect(saveVerifyData(data)).toBe(true);
    expect(loadVerifyData()).toEqual({ status: 'ok', data });
  });

  it('reads a draft stored before the parser reported its guesses: no uncertainties, no branches', () => {
    const { uncertainties: _u, branches: _b, ...olderDetection } = sample().formatDetection;
    sessionStorage.setItem(VERIFY_DATA_KEY, JSON.stringify({ ...sample(), formatDetection: olderDetection }));
    const loaded = loadVerifyData();
    expect(loaded.status === 'ok' && loaded.data.formatDetection.uncertainties).toEqual([]);
    expect(loaded.status === 'ok' && loaded.data.formatDetection).not.toHaveProperty('branches');
  });

  it('keeps the parser’s guesses and an export’s branch counts', () => {
    const parsed = parseConversation(CLAUDE, { platform: 'auto' });
    const detection = { ...parsed.detection, uncertainties: ['Speakers were guessed from alternation'], branches: { editedPrompts: 2, regeneratedAnswers: 1 } };
    const data = buildVerifyData({ ...sampleInput(), detection });
    saveVerifyData(data);
    const loaded = loadVerifyData();
    expect(loaded.status === 'ok' && loaded.data.formatDetection).toMatchObject({
      uncertainties: ['Speakers were guessed from alternation'],
      branches: { editedPrompts: 2, regeneratedAnswers: 1 },
    });
  });

  it('tells missing data from unreadable data', () => {
    expect(loadVerifyData()).toEqual({ status: 'missing' });
    sessionStorage.setItem(VERIFY_DATA_KEY, '{not json');
    expect(loadVerifyData()).toEqual({ status: 'invalid' });
    sessionStorage.setItem(VERIFY_DATA_KEY, JSON.stringify({ conversationText: 'x' }));
    expect(loadVerifyData()).toEqual({ status: 'invalid' });
    clearVerifyData();
    expect(sessionStorage.getItem(VERIFY_DATA_KEY)).toBeNull();
  });

  it('builds an analysis request the server accepts', () => {
    const data = sample();
    const messages = data.parsedMessages.slice(0, 3).map((m) => ({ role: m.role, content: m.content }));
    const req = buildAnalysisRequest(data, messages, ' A family meal planner ', new Date('2025-05-01T10:01:00Z'));
    expect(req.conversation.platform).toBe('claude');
    expect(req.conversation.messages.map((m) => m.index)).toEqual([0, 1, 2]);
    expect(req.metadata).toMatchObject({
      sessionGoal: 'Plan the week',
      projectContext: 'A family meal planner',
      hasRetryEditFormat: true,
      messageCount: 3,
      originalMessageCount: 4,
      parsingMethod: 'local',
      parsingSource: 'paste',
    });
    expect(req.options).toEqual({ useClaudeAnalysis: false });
    expect(analysisRequestSchema.safeParse(req).success).toBe(true);
  });

  it('files the analysis under the chosen platform when one was picked', () => {
    const data = { ...sample(), platform: 'chatgpt' as const };
    expect(buildAnalysisRequest(data, [{ role: 'user', content: 'hi' }], '').conversation.platform).toBe('chatgpt');
  });
});
