/** Query keys several screens share: the paste screen reads today's usage, the verify screen refreshes it after an analysis. */
export const USAGE_STATS_QUERY_KEY = ['usage-stats'] as const;
