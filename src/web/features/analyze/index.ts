export { AnalyzePage } from './analyze-page';
export type { BackToEditState } from '../../shared/handoff/back-to-edit';
export { draftKey, clearDraft } from '../../shared/handoff/draft';
export { USAGE_STATS_QUERY_KEY } from './use-usage-stats';
