export { PlanCard } from './plan-card';
export { PlanButton } from './plan-button';
export { usePricing } from './use-pricing';
export { CheckoutHost } from './checkout-host';
export { PaymentsNotice } from './payments-notice';
export { usePaymentReturn } from './payment-return';
