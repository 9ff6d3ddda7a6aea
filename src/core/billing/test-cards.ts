import type { CardField, DeclineCode, TestCard } from '../api/payments';

/**
 * The card rules of the offline test mode (no network, no keys): Stripe's documented test numbers
 * behave as they do in Stripe's own test mode, and the field checks of Stripe's card form come
 * first. Only test numbers are accepted, so a real card typed here is declined and never stored.
 */
export type CardVerdict = { ok: true } | { ok: false; field: CardField | null; declineCode: DeclineCode; message: string };

/** Stripe's wording for each failure (docs.stripe.com/declines/codes). */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  notATestCard: 'Your card was declined. Test mode accepts only test card numbers such as 4242 4242 4242 4242.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: "Your card's expiration date is in the past.",
  expiryInvalid: "Your card's expiration date is invalid.",
  cvcInvalid: "Your card's security code is invalid.",
  numberInvalid: 'Your card number is invalid.',
  processing: 'An error occurred while processing your card. Try again in a little bit.',
  nameMissing: 'Enter the name on the card.',
} as const;

type Outcome = { ok: true } | { ok: false; declineCode: DeclineCode; field: CardField | null; message: string };

/** Stripe's documented test numbers and what each does. */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, Outcome>> = {
  '4242424242424242': { ok: true },
  '4000056655665556': { ok: true },
  '5555555555554444': { ok: true },
  '2223003122003222': { ok: true },
  '378282246310005': { ok: true },
  '6011111111111117': { ok: true },
  '4000000000000002': { ok: false, declineCode: 'card_declined', field: null, message: CARD_MESSAGES.declined },
  '4000000000009995': { ok: false, declineCode: 'insufficient_funds', field: null, message: CARD_MESSAGES.insufficientFunds },
  '4000000000000069': { ok: false, declineCode: 'expired_card', field: 'expiry', message: CARD_MESSAGES.expired },
  '4000000000000127': { ok: false, declineCode: 'incorrect_cvc', field: 'cvc', message: CARD_MESSAGES.cvcInvalid },
  '4000000000000119': { ok: false, declineCode: 'processing_error', field: null, message: CARD_MESSAGES.processing },
};

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The month an MM/YY expiry names, or null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const firstOfNextMonth = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstOfNextMonth;
}

export function evaluateTestCard(card: TestCard, now: Date): CardVerdict {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, field: 'number', declineCode: 'incorrect_number', message: CARD_MESSAGES.numberInvalid };
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { ok: false, field: 'expiry', declineCode: 'expired_card', message: CARD_MESSAGES.expiryInvalid };
  if (isExpired(expiry, now)) return { ok: false, field: 'expiry', declineCode: 'expired_card', message: CARD_MESSAGES.expired };
  const cvcLength = isAmex(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) return { ok: false, field: 'cvc', declineCode: 'incorrect_cvc', message: CARD_MESSAGES.cvcInvalid };
  if (!card.name.trim()) return { ok: false, field: 'name', declineCode: 'card_declined', message: CARD_MESSAGES.nameMissing };
  return TEST_CARD_OUTCOMES[digits] ?? { ok: false, field: 'number', declineCode: 'card_declined', message: CARD_MESSAGES.notATestCard };
}
