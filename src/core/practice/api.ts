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

/** Sessions one "open moments" request may ask about: the dashboard asks for one page of rows at a time. */
export const OPEN_MOMENTS_MAX_SESSIONS = 50;

/** Moments still to complete, per session asked about (sessions with none, or not the person's, are left out). */
export interface OpenMoments {
  open: Record<string, number>;
}
