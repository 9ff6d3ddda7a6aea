import { createContext, useContext } from 'react';
import type { AiMessageJudgment } from '../../../core/api/ai-review';

/** The AI judgments the message cards show beside the local review: by message index, with the model's name. */
export interface AiJudgments {
  readonly model: string;
  readonly byIndex: ReadonlyMap<number, AiMessageJudgment>;
}

export const AiJudgmentsContext = createContext<AiJudgments | null>(null);

export const useAiJudgment = (index: number): { model: string; judgment: AiMessageJudgment } | null => {
  const ai = useContext(AiJudgmentsContext);
  const judgment = ai?.byIndex.get(index);
  return ai && judgment ? { model: ai.model, judgment } : null;
};

export const AI_TEXT = {
  fallback: 'The AI model’s answers for this message were invalid twice, so the local engine’s judgment stands.',
  disagrees: (points: number) => `The AI and the local engine differ by ${points} points`,
} as const;
