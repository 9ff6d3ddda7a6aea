/** Answers of the practice API (issue 18), shared by the server and the web client. */
import type { AttemptScore, MomentReason, PracticeProgress } from './index';

export interface PracticeMomentState {
  index: number;
  reason: MomentReason;
  attempts: number;
  bestScore: number | null;
  completed: boolean;
}

export interface PracticePlan {
  session: { id: string; title: string };
  moments: PracticeMomentState[];
}

export interface RevealedMove {
  original: string;
  originalScore: number;
  betterMove: string | null;
}

export interface PracticeMomentDetail {
  moment: PracticeMomentState & { position: number; total: number };
  /** The conversation before the moment (the original message itself is not in it). */
  context: { index: number; role: 'user' | 'assistant'; content: string }[];
  sessionGoal: string | null;
  projectContext: string | null;
  /** The original and the engine's better move: only once the person has tried (or asked to reveal). */
  revealed: RevealedMove | null;
  attempts: { attempt: string; score: number; createdAt: string }[];
}

export interface AttemptResult {
  score: AttemptScore;
  gain: number;
  moment: PracticeMomentState;
  revealed: RevealedMove;
}

export interface PracticeOverview extends PracticeProgress {
  /** The newest session with a moment still to complete, for "Practise your key moments". */
  next: { sessionId: string; title: string; open: number } | null;
}
