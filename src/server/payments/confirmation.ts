import type { IntentStatus, PaymentConfirmation } from '../../core/api/payments';
import type { AppDb } from '../db/client';
import { entitlementOf, tierOf, type PaymentRow } from './ledger';

/** The answer of a confirm call: the payment as recorded and the tier it left the user with. */
export async function confirmationOf(db: AppDb, row: PaymentRow, status: IntentStatus, now: Date): Promise<PaymentConfirmation> {
  const [tier, entitlement] = await Promise.all([tierOf(db, row.userId, now), entitlementOf(db, row.userId, now)]);
  return {
    id: row.intentId ?? row.providerRef,
    amount: row.amount,
    currency: row.currency,
    status,
    tier,
    endsAt: tier === 'pro' && entitlement.endsAt ? entitlement.endsAt.toISOString() : null,
  };
}
