import type { ScoredMessage } from '../scoring/types';
import type { AnalyzeResponse, SessionDetail, SessionMessage } from './types';

/** Scored messages as a session answers them: one score per message, in an array (spec section 3). */
export const sessionMessagesOf = (messages: readonly ScoredMessage[]): SessionMessage[] =>
  messages.map((m) => ({ index: m.index, role: m.role, content: m.content, scores: [m.score] }));

/** The session an analysis stored, exactly as GET /sessions/{id} answers it (with its AI review just queued, if any). */
export function sessionDetailOf({ sessionId, session, summary, messages, aiReview }: AnalyzeResponse): SessionDetail {
  const detail: SessionDetail = {
    session: { ...session, summary },
    messages: sessionMessagesOf(messages),
    metadata: { projectContext: session.projectContext, sessionGoal: session.sessionGoal },
  };
  if (aiReview?.jobId) {
    detail.aiReview = {
      result: null,
      job: { id: aiReview.jobId, sessionId, provider: aiReview.provider, model: aiReview.model, state: 'pending', attempts: 0, progress: { done: 0, total: 0 }, error: null, result: null, judgments: [] },
    };
  }
  return detail;
}
