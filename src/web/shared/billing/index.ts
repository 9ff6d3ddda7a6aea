export { usePaymentsConfig, useTierLimits, useBilling, useRefreshAfterPayment } from './use-billing';
export { formatAmount, formatBillingDate, heldPlan, heldPlanName, planPeriodLine, canCancelRenewal, type HeldPlan } from './billing-view';
export { paymentsApi } from './payments-api';
