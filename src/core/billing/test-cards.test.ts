import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, evaluateTestCard, isExpired, parseExpiry, passesLuhn } from './test-cards';

const now = new Date('2026-11-24T12:00:00Z');
const card = (over: Partial<{ number: string; expiry: string; cvc: string; name: string }> = {}) => ({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace', ...over });

describe('evaluateTestCard', () => {
  it.each([
    ['4242 4242 4242 4242 succeeds', card(), { ok: true }],
    ['Mastercard test number succeeds', card({ number: '5555555555554444' }), { ok: true }],
    ['Amex test number with a 4-digit CVC succeeds', card({ number: '3782 822463 10005', cvc: '1234' }), { ok: true }],
    ['4000 0000 0000 0002 is declined', card({ number: '4000 0000 0000 0002' }), { ok: false, field: null, declineCode: 'card_declined', message: 'Your card was declined.' }],
    ['4000 0000 0000 9995 has insufficient funds', card({ number: '4000000000009995' }), { ok: false, field: null, declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
    ['4000 0000 0000 0069 is an expired card', card({ number: '4000000000000069' }), { ok: false, field: 'expiry', declineCode: 'expired_card', message: CARD_MESSAGES.expired }],
    ['4000 0000 0000 0127 has an incorrect CVC', card({ number: '4000000000000127' }), { ok: false, field: 'cvc', declineCode: 'incorrect_cvc', message: CARD_MESSAGES.cvcInvalid }],
    ['4000 0000 0000 0119 is a processing error', card({ number: '4000000000000119' }), { ok: false, field: null, declineCode: 'processing_error', message: CARD_MESSAGES.processing }],
    ['an expired MM/YY', card({ expiry: '10/26' }), { ok: false, field: 'expiry', declineCode: 'expired_card', message: "Your card's expiration date is in the past." }],
    ['the current month is still valid', card({ expiry: '11/26' }), { ok: true }],
    ['month 13 is not an expiry', card({ expiry: '13/30' }), { ok: false, field: 'expiry', declineCode: 'expired_card', message: CARD_MESSAGES.expiryInvalid }],
    ['a 2-digit CVC', card({ cvc: '12' }), { ok: false, field: 'cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is invalid." }],
    ['a 4-digit CVC on Visa', card({ cvc: '1234' }), { ok: false, field: 'cvc', declineCode: 'incorrect_cvc', message: CARD_MESSAGES.cvcInvalid }],
    ['a 3-digit CVC on Amex', card({ number: '378282246310005', cvc: '123' }), { ok: false, field: 'cvc', declineCode: 'incorrect_cvc', message: CARD_MESSAGES.cvcInvalid }],
    ['a number failing Luhn', card({ number: '4242 4242 4242 4241' }), { ok: false, field: 'number', declineCode: 'incorrect_number', message: 'Your card number is invalid.' }],
    ['letters in the number', card({ number: '4242 abcd' }), { ok: false, field: 'number', declineCode: 'incorrect_number', message: CARD_MESSAGES.numberInvalid }],
    ['a missing name', card({ name: '  ' }), { ok: false, field: 'name', declineCode: 'card_declined', message: CARD_MESSAGES.nameMissing }],
    ['a real (non-test) card number is declined', card({ number: '4111 1111 1111 1111' }), { ok: false, field: 'number', declineCode: 'card_declined', message: CARD_MESSAGES.notATestCard }],
    ['field errors come before the number behaviour', card({ number: '4000000000000002', cvc: '1' }), { ok: false, field: 'cvc', declineCode: 'incorrect_cvc', message: CARD_MESSAGES.cvcInvalid }],
  ])('%s', (_name, input, expected) => {
    expect(evaluateTestCard(input, now)).toEqual(expected);
  });
});

describe('card parts', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['', false],
  ])('Luhn %s → %s', (digits, ok) => expect(passesLuhn(digits)).toBe(ok));

  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1/27', { month: 1, year: 2027 }],
    ['03 / 2028', { month: 3, year: 2028 }],
    ['00/30', null],
    ['1230', null],
  ])('expiry %s', (text, parsed) => expect(parseExpiry(text)).toEqual(parsed));

  it.each([
    [{ month: 11, year: 2026 }, new Date('2026-11-30T23:59:59Z'), false],
    [{ month: 11, year: 2026 }, new Date('2026-12-01T00:00:00Z'), true],
  ])('expired %o at %s → %s', (expiry, at, expired) => expect(isExpired(expiry, at)).toBe(expired));
});
