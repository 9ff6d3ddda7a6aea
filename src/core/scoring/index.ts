/** Public API of the scoring engine. */
export { analyzeConversation, DEFAULT_ANALYSIS_OPTIONS, BETTER_MOVE_BELOW } from './engine';
export { resultsTrend, dashboardTrend, TREND_DELTA, TREND_WINDOW, VOLATILE_MEAN_SWING } from './trend';
export { conversationScore, aggregateStats, dimensionAverages, keyMoments } from './conversation';
export { missingScore, withScoreDefaults, DEFAULT_CONFIDENCE_RANGE } from './defaults';
export { contextLevel, CONTEXT_MASTER_ABOVE, LOW_SCORE_ALERT_BELOW, isLowScoreAlert, isContextMaster, type ContextLevel } from './context-levels';
export { ENGINE_VERSION } from './version';
export type * from './types';
