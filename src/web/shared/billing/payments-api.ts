/**
 * Payments and billing calls (issue 16, /work/coord/payments-contract.md). Kept out of lib/api so the
 * first script, which every page loads, does not carry them; the server decides every amount and tier.
 */
import type { Billing, CreatePaymentIntentRequest, CreatePaymentIntentResponse, PaymentConfirmation, PaymentsConfig, TestConfirmRequest } from '../../../core/api/payments';
import { apiGet, apiSend } from '../../lib/api';

export const paymentsApi = {
  config: () => apiGet<PaymentsConfig>('/payments/config'),
  createPaymentIntent: (req: CreatePaymentIntentRequest) => apiSend<CreatePaymentIntentResponse>('POST', '/payments/create-payment-intent', req),
  confirmTestPayment: (req: TestConfirmRequest) => apiSend<PaymentConfirmation>('POST', '/payments/test/confirm', req),
  confirmPayment: (paymentIntentId: string) => apiSend<PaymentConfirmation>('POST', '/payments/confirm', { paymentIntentId }),
  billing: () => apiGet<Billing>('/billing'),
  cancelRenewal: () => apiSend<Billing>('POST', '/billing/cancel-renewal'),
};
