export { PlanCard } from './plan-card';
export { usePlanChoice } from './use-plan-choice';
export { startCheckout, type StartCheckout } from './checkout';
