import type { ScoredMessage } from '../scoring/types';
import type { AnalyzeResponse, SessionDetail, SessionMessage } from './types';

/** Scored messages as a session answers them: one score per message, in an array (spec section 3). */
export const sessionMessagesOf = (messages: readonly ScoredMessage[]): SessionMessage[] =>
  messages.map((m) => ({ index: m.index, role: m.role, content: m.content, scores: [m.score] }));

/** The session an analysis stored, exactly as GET /sessions/{id} answers it. */
export function sessionDetailOf({ session, summary, messages }: AnalyzeResponse): SessionDetail {
  return {
    session: { ...session, summary },
    messages: sessionMessagesOf(messages),
    metadata: { projectContext: session.projectContext, sessionGoal: session.sessionGoal },
  };
}
