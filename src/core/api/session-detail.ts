import type { AnalyzeResponse, SessionDetail } from './types';

/** The session an analysis stored, exactly as GET /sessions/{id} answers it. */
export function sessionDetailOf({ session, summary, messages }: AnalyzeResponse): SessionDetail {
  return {
    session: { ...session, summary },
    messages: messages.map((m) => ({ index: m.index, role: m.role, content: m.content, scores: [m.score] })),
    metadata: { projectContext: session.projectContext, sessionGoal: session.sessionGoal },
  };
}
