/**
 * Numbers in US English, written without Intl: "12,803", "$9.99". The first Intl formatter a page
 * creates starts ICU, which cost 200-360 ms of main thread under Lighthouse's 4x CPU slowdown
 * (about 50 ms on a mid-range phone), and the plans and the page metadata are formatted on every
 * page's first render (docs/decisions/0023). Same text as `Intl.NumberFormat('en-US')`.
 */

/** Digits grouped by three with commas, at most three decimals (rounded): 1234567.891 -> "1,234,567.891". */
export function groupDigits(n: number): string {
  // Beyond 1e21 String() switches to exponent notation; Intl is worth its cost there.
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return new Intl.NumberFormat('en-US').format(n);
  const rounded = Number.isInteger(n) ? Math.abs(n) : Math.round(Math.abs(n) * 1000) / 1000;
  const digits = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(3).replace(/0+$/, '');
  const [whole = '0', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** US dollars from cents, with two decimals: 999 -> "$9.99", 19900 -> "$199.00". */
export function formatUsd(cents: number): string {
  const abs = Math.round(Math.abs(cents));
  const text = `$${groupDigits(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 && abs !== 0 ? `-${text}` : text;
}
