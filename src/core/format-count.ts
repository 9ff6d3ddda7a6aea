/**
 * Numbers as people read them in English ("12,345"), the one formatter for counts and limits.
 *
 * Whole numbers are grouped here without Intl: the first Intl.NumberFormat a process creates loads
 * ICU's locale data (measured ~10-15 ms of CPU in a `kibitz` start, and it was made at import by six
 * modules the parser and the CLI load). Other numbers go to Intl.NumberFormat('en-US'), created on
 * first use; both give the same text for whole numbers.
 */
let intl: Intl.NumberFormat | undefined;

export function formatCount(n: number): string {
  if (Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
  }
  intl ??= new Intl.NumberFormat('en-US');
  return intl.format(n);
}
