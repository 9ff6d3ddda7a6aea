export { ResultsScreen, ResultsView, RESULTS_TEXT, sessionQueryKey } from './results-screen';
export { ExportMenu, FORMAT_LABELS, exportedAs, sessionsExportedAs, saveLocalJson, saveServerExport } from './export';
export { ScorePill, ScoreBar, Skeleton, Segmented, Stat, TrendLabel } from '../../shared/review/parts';
export { formatDate, shortId, isValidSessionId } from '../../shared/review/logic';
