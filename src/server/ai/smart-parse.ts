import type { FastifyBaseLogger } from 'fastify';
import { AI_SPLIT_REJECTED } from '../../core/api/ai-review';
import { estimateSplitTokens } from '../../core/ai-review/budget';
import { checkSplitAgainstInput } from '../../core/ai-review/split-check';
import type { ParsedMessage } from '../../core/conversation/types';
import type { Database } from '../db/client';
import { reserveTokens, settleTokens } from '../services/usage';
import { AiInvalidOutputError, type AiProvider } from './provider';

/** Below this confidence of the local parser, smart parsing asks the model (spec: forceHaiku asks always). */
export const SMART_PARSE_CONFIDENCE = 0.5;

export type SmartSplit = { method: 'ai'; messages: ParsedMessage[] } | { method: 'local'; notice: string | null };

const LOCAL_STANDS = "The local parser's split is shown.";

/**
 * The model's split of a paste, used only if every message's text is in the paste (split-check.ts);
 * otherwise, or when the model cannot answer or today's token budget is used up, the local split
 * stands and `notice` says why. Tokens are reserved before the call and settled after it.
 */
export async function smartSplit(
  database: Database,
  provider: AiProvider,
  { userId, text, budget, now, log }: { userId: string; text: string; budget: number; now: Date; log: FastifyBaseLogger },
): Promise<SmartSplit> {
  const reserved = estimateSplitTokens(text);
  if (!(await reserveTokens(database, userId, reserved, budget, now))) {
    return { method: 'local', notice: `${AI_SPLIT_REJECTED}: today's AI budget is used up. ${LOCAL_STANDS}` };
  }
  let spent = 0;
  try {
    const { split, usage } = await provider.split(text);
    spent = usage.inputTokens + usage.outputTokens;
    const verdict = checkSplitAgainstInput(text, split.messages);
    if (!verdict.ok) return { method: 'local', notice: `${AI_SPLIT_REJECTED}: ${verdict.reason}. ${LOCAL_STANDS}` };
    return { method: 'ai', messages: split.messages.map((m, index) => ({ role: m.role, content: m.content.trim(), index, editable: true })) };
  } catch (error) {
    if (error instanceof AiInvalidOutputError) spent = error.usage.inputTokens + error.usage.outputTokens;
    log.warn({ error: error instanceof Error ? error.message : String(error) }, 'Smart parsing by the AI model failed');
    return { method: 'local', notice: `${AI_SPLIT_REJECTED}: the AI model did not give a usable answer. ${LOCAL_STANDS}` };
  } finally {
    await settleTokens(database, userId, reserved, spent, now);
  }
}
