import { createHash } from 'node:crypto';
import { AI_RUBRIC_VERSION } from '../../core/ai-review/rubric';
import type { ScoredMessage } from '../../core/scoring/types';
import type { AiProvider } from './provider';

/**
 * The key under which a finished AI review is kept for identical requests: a hash of what the
 * model saw (messages, goal, context) and of the local engine's version (the judgments carry its
 * scores beside the model's), with the provider, the model and the rubric version in clear.
 */
export function reviewCacheKey(
  input: { messages: readonly Pick<ScoredMessage, 'index' | 'role' | 'content'>[]; sessionGoal?: string | null; projectContext?: string | null; engineVersion: string },
  provider: Pick<AiProvider, 'kind' | 'model'>,
): string {
  const content = createHash('sha256')
    .update(JSON.stringify([input.engineVersion, input.sessionGoal ?? null, input.projectContext ?? null, input.messages.map((m) => [m.index, m.role, m.content])]))
    .digest('hex');
  return `${content}:${provider.kind}:${provider.model}:${AI_RUBRIC_VERSION}`;
}
