import { z } from 'zod';

/**
 * The payments and billing API of issue 16 (/work/coord/payments-contract.md): request bodies the
 * server validates and answers both sides type against. Amounts are cents and always come from the
 * server's plan table (core/plans.ts); nothing a client sends sets a price or a tier.
 */

export const PAYMENT_MODES = ['stripe', 'test', 'off'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
/** A mode in which something can be bought. */
export type ActivePaymentMode = Exclude<PaymentMode, 'off'>;

export const PAID_PLAN_IDS = ['daily', 'monthly'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** The banner shown wherever test mode appears (one text for server and web). */
export const TEST_MODE_NOTICE = 'Test mode — no real charge';
/** Why nothing can be bought when no provider is set up. */
export const PAYMENTS_OFF_REASON = 'Payments are not set up on this server.';

/** The price ids test mode answers in GET /payments/config (Stripe mode uses STRIPE_PRICE_*). */
export const TEST_PRICE_IDS: Readonly<Record<PaidPlanId, string>> = { daily: 'price_test_daily', monthly: 'price_test_monthly' };

// ---- GET /api/v1/payments/config -------------------------------------------------------------
export const paymentPlanOfferSchema = z.object({
  id: z.enum(PAID_PLAN_IDS),
  priceId: z.string(),
  purchasable: z.boolean(),
  reason: z.string().nullable(),
});
export type PaymentPlanOffer = z.infer<typeof paymentPlanOfferSchema>;

const tierLimitSchema = z.object({ dailyCharacterLimit: z.number().int(), dailyAnalysisLimit: z.number().int() });

export const paymentsConfigSchema = z.object({
  mode: z.enum(PAYMENT_MODES),
  publishableKey: z.string().nullable(),
  notice: z.string().nullable(),
  reason: z.string().nullable(),
  plans: z.array(paymentPlanOfferSchema),
  /** The daily limits in force per tier (the spec's unless the operator changed them); the server always sends it. */
  limits: z.object({ free: tierLimitSchema, pro: tierLimitSchema, enterprise: tierLimitSchema }).optional(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

// ---- POST /api/v1/payments/create-payment-intent ---------------------------------------------
export const createPaymentIntentRequestSchema = z.strictObject({
  priceId: z.string().trim().min(1).max(200),
  planName: z.string().trim().min(1).max(100),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  mode: z.enum(['stripe', 'test']),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

// ---- POST /api/v1/payments/test/confirm ------------------------------------------------------
export const testCardSchema = z.strictObject({
  number: z.string().max(40),
  /** MM/YY */
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  name: z.string().max(200),
});
export type TestCard = z.infer<typeof testCardSchema>;

export const testConfirmRequestSchema = z.strictObject({
  paymentIntentId: z.string().min(1).max(200),
  clientSecret: z.string().min(1).max(400),
  card: testCardSchema,
});
export type TestConfirmRequest = z.infer<typeof testConfirmRequestSchema>;

export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'name'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export const DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'incorrect_number', 'processing_error'] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/** `details` of a 402 PAYMENT_FAILED answer. */
export const paymentFailedDetailsSchema = z.object({
  field: z.enum(CARD_FIELDS).nullable(),
  declineCode: z.enum(DECLINE_CODES),
});
export type PaymentFailedDetails = z.infer<typeof paymentFailedDetailsSchema>;

// ---- POST /api/v1/payments/confirm (Stripe mode) ---------------------------------------------
export const confirmPaymentRequestSchema = z.strictObject({
  paymentIntentId: z.string().min(1).max(200),
});
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

export const INTENT_STATUSES = ['succeeded', 'processing', 'requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture', 'canceled'] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** The answer of both confirm endpoints (test confirm always answers status 'succeeded', tier 'pro'). */
export const paymentConfirmationSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(INTENT_STATUSES),
  tier: z.enum(['free', 'pro', 'enterprise']),
  endsAt: z.string().nullable(),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

// ---- GET /api/v1/billing, POST /api/v1/billing/cancel-renewal --------------------------------
export const PAYMENT_STATUSES = ['succeeded', 'refunded', 'failed', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const billingPaymentSchema = z.object({
  id: z.string(),
  plan: z.enum(PAID_PLAN_IDS),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  mode: z.enum(['stripe', 'test']),
  /** When the checkout started. */
  createdAt: z.string(),
  /** When it was paid (kept after a refund or dispute); null if it never succeeded. */
  paidAt: z.string().nullable(),
});
export type BillingPayment = z.infer<typeof billingPaymentSchema>;

export const billingSchema = z.object({
  tier: z.enum(['free', 'pro', 'enterprise']),
  /** 'grant': Pro from an operator grant only (kibitz users grant), not a plan that was bought. */
  plan: z.enum(['free', 'daily', 'monthly', 'grant']),
  endsAt: z.string().nullable(),
  renews: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  mode: z.enum(PAYMENT_MODES),
  payments: z.array(billingPaymentSchema),
});
export type Billing = z.infer<typeof billingSchema>;
