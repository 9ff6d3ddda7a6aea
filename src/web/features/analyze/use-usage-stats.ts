import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { fallbackUsageStats, type UsageStats } from '../../../core/usage';
import { api } from '../../lib/api';

export { USAGE_STATS_QUERY_KEY } from '../../lib/query-keys';
import { USAGE_STATS_QUERY_KEY } from '../../lib/query-keys';
export const USAGE_FAILED_MESSAGE = 'Failed to load usage limits';

/**
 * Today's usage from the server (react-query). When it cannot be read the free tier's limits stand
 * in (spec section 7) and the person is told once.
 */
export function useUsageStats(): { stats: UsageStats | null; loading: boolean; fallback: boolean } {
  const query = useQuery({ queryKey: USAGE_STATS_QUERY_KEY, queryFn: api.usageStats, retry: 1, staleTime: 15_000 });
  const [fallback] = useState(() => fallbackUsageStats(new Date()));
  useEffect(() => {
    if (query.isError) toast.error(USAGE_FAILED_MESSAGE, { id: 'usage-stats-failed' });
  }, [query.isError]);
  if (query.data) return { stats: query.data, loading: false, fallback: false };
  if (query.isError) return { stats: fallback, loading: false, fallback: true };
  return { stats: null, loading: true, fallback: false };
}
