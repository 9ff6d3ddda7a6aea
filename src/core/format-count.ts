/**
 * Numbers as people read them in English ("12,345"), the one formatter for counts and limits.
 * It is `groupDigits` of ./numbers (written without Intl: the first Intl.NumberFormat a process or a
 * page creates starts ICU — ~10-15 ms of CPU in a `kibitz` start, 200-360 ms of main thread under
 * Lighthouse's slowdown; decisions 0023 and 0025). Two names, one implementation: the CLI and the
 * core call it formatCount, the pages groupDigits.
 */
export { groupDigits as formatCount } from './numbers';
