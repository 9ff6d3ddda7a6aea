export { AnalyzePage, type BackToEditState } from './analyze-page';
export { draftKey, clearDraft } from './draft';
export { USAGE_STATS_QUERY_KEY } from './use-usage-stats';
