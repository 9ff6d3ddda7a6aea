import { planById } from '../plans';
import { PAID_PLAN_IDS, type PaidPlanId } from '../api/payments';

/**
 * Which plan a checkout request buys. The price id names the plan (from the server's own table of
 * price ids), and the plan name the client shows must agree with it: a request whose two halves
 * disagree was tampered with or is stale, and buys nothing.
 */
export function planForCheckout(priceIds: Readonly<Record<PaidPlanId, string>>, priceId: string, planName: string): { ok: true; plan: PaidPlanId } | { ok: false; error: string } {
  const plan = PAID_PLAN_IDS.find((id) => priceIds[id] === priceId);
  if (!plan) return { ok: false, error: 'Unknown price' };
  const given = planName.trim().toLowerCase();
  if (given !== plan && given !== planById(plan).name.toLowerCase()) return { ok: false, error: `The plan name does not match the price (${planById(plan).name})` };
  return { ok: true, plan };
}
