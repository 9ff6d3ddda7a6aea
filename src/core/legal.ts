/** Numbers and dates the Terms and Privacy pages state (spec sections 2 and 9), kept in one place. */

/** Last-updated date of both legal pages, ISO form. */
export const LEGAL_LAST_UPDATED = '2025-07-21';

/** "July 21, 2025": the date as the pages print it. */
export function formatLegalDate(iso: string = LEGAL_LAST_UPDATED): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** Minimum age to hold an account. */
export const MINIMUM_AGE = 16;
/** Price changes are announced this many days ahead. */
export const PRICE_CHANGE_NOTICE_DAYS = 30;
/** Liability is capped at what was paid over this many months. */
export const LIABILITY_CAP_MONTHS = 12;
