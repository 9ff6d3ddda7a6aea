import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DEFAULT_TIER_LIMITS, type TierLimits } from '../../../core/billing/limits';
import { paymentsApi } from './payments-api';
import { BILLING_QUERY_KEY, PAYMENTS_CONFIG_QUERY_KEY, USAGE_STATS_QUERY_KEY } from '../../lib/query-keys';

/** What the server can sell: mode, publishable key, and why a plan cannot be bought. Open to everyone. */
export function usePaymentsConfig() {
  return useQuery({ queryKey: PAYMENTS_CONFIG_QUERY_KEY, queryFn: paymentsApi.config, staleTime: 5 * 60_000, retry: 1 });
}

/**
 * The daily limits in force per tier, as the server serves them (an operator may change the spec's,
 * README "Operator limits"); the spec's defaults until the server has answered or if it cannot.
 */
export function useTierLimits(): TierLimits {
  return usePaymentsConfig().data?.limits ?? DEFAULT_TIER_LIMITS;
}

/** The signed-in account's plan and payments; keyed by user so one tab never shows another account's plan. */
export function useBilling(userId: string | null) {
  return useQuery({ queryKey: [...BILLING_QUERY_KEY, userId], queryFn: paymentsApi.billing, enabled: userId !== null, staleTime: 30_000, retry: 1 });
}

/**
 * After a payment the server has already changed the tier; these re-reads make the paste screen's
 * usage bar and every plan display show it at once instead of after their cache times.
 */
export function useRefreshAfterPayment(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([client.invalidateQueries({ queryKey: USAGE_STATS_QUERY_KEY }), client.invalidateQueries({ queryKey: BILLING_QUERY_KEY })]);
  }, [client]);
}
