import type { Plan } from '../../../core/plans';

/**
 * The payments issue supplies the checkout (payment dialog). Until then nothing is sold: a
 * signed-in visitor cannot start a checkout, and a signed-out one is asked to sign in first.
 */
export type StartCheckout = (plan: Plan) => void;
export const startCheckout: StartCheckout | null = null;
