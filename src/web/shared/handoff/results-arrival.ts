/**
 * The verify screen hands the results screen this navigation state after a new analysis: only
 * then does the results screen announce what is new (insights, patterns). Opening an older result
 * (from the dashboard, a link, a reload, the back button) carries no such state.
 */
export interface ResultsArrivalState {
  readonly justAnalyzed: true;
}

export const JUST_ANALYZED: ResultsArrivalState = { justAnalyzed: true };

export function isJustAnalyzed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<ResultsArrivalState>).justAnalyzed === true;
}
