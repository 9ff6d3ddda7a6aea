/** Query keys several screens share: the paste screen reads today's usage, the verify screen refreshes it after an analysis. */
export const USAGE_STATS_QUERY_KEY = ['usage-stats'] as const;
/** The signed-in account's plan and payments (pricing page, settings); refreshed after a payment. */
export const BILLING_QUERY_KEY = ['billing'] as const;
/** What the server can sell (GET /payments/config): mode, publishable key, reasons. */
export const PAYMENTS_CONFIG_QUERY_KEY = ['payments-config'] as const;
