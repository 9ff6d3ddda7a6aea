// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AiReviewJobResponse, AiReviewResult } from '../../../core/api/ai-review';
import { AI_PANEL_TEXT, AiReviewPanel } from './ai-review-panel';

const job = (over: Partial<AiReviewJobResponse>): AiReviewJobResponse => ({
  id: 'j',
  sessionId: 's',
  provider: 'openai-compatible',
  model: 'llama3.1',
  state: 'pending',
  attempts: 0,
  progress: { done: 0, total: 0 },
  error: null,
  result: null,
  judgments: [],
  ...over,
});
const result: AiReviewResult = { engine: 'ai', provider: 'anthropic', model: 'claude-sonnet-4-5', rubricVersion: 'kibitz-ai-rubric/1.0.0', messages: [], fallbackCount: 2, inputTokens: 1200, outputTokens: 300, costUsd: 0.0081 };

describe('AiReviewPanel', () => {
  it.each([
    ['queued', job({}), AI_PANEL_TEXT.queued],
    ['running', job({ state: 'running', progress: { done: 6, total: 8 } }), 'AI review in progress: 6 of 8 messages judged'],
  ])('%s: says how far it is', (_name, j, text) => {
    render(<AiReviewPanel job={j} result={null} onRetry={async () => {}} />);
    expect(screen.getByTestId('ai-progress-text')).toHaveTextContent(text);
  });

  it('done: names the model, the tokens and cost, and how many messages fell back', () => {
    render(<AiReviewPanel job={null} result={result} onRetry={async () => {}} />);
    expect(screen.getByTestId('ai-reviewed-by')).toHaveTextContent('Reviewed by claude-sonnet-4-5');
    expect(screen.getByTestId('ai-review-panel')).toHaveTextContent('1,500 tokens (about $0.0081).');
    expect(screen.getByTestId('ai-fallback-note')).toHaveTextContent(AI_PANEL_TEXT.fallback(2));
  });

  it('failed: says so with the error, and Retry calls back', async () => {
    const onRetry = vi.fn(async () => {});
    render(<AiReviewPanel job={job({ state: 'failed', error: 'The AI provider answered 503' })} result={null} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(AI_PANEL_TEXT.failed);
    expect(screen.getByTestId('ai-review-panel')).toHaveTextContent('The AI provider answered 503');
    await userEvent.click(screen.getByRole('button', { name: AI_PANEL_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('no AI review asked for: nothing', () => {
    const { container } = render(<AiReviewPanel job={null} result={null} onRetry={async () => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
