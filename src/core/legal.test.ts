import { describe, expect, it } from 'vitest';
import { LEGAL_LAST_UPDATED, LIABILITY_CAP_MONTHS, MINIMUM_AGE, PRICE_CHANGE_NOTICE_DAYS, formatLegalDate } from './legal';

describe('legal constants (spec section 9)', () => {
  it('prints the last-updated date as July 21, 2025', () => {
    expect(LEGAL_LAST_UPDATED).toBe('2025-07-21');
    expect(formatLegalDate()).toBe('July 21, 2025');
  });

  it('keeps the numbers the terms state', () => {
    expect(MINIMUM_AGE).toBe(16);
    expect(PRICE_CHANGE_NOTICE_DAYS).toBe(30);
    expect(LIABILITY_CAP_MONTHS).toBe(12);
  });
});
