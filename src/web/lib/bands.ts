import type { ScoreBand } from '../../core/bands';

/** Tailwind classes for each colour name of the band table (core/bands.ts). Literal strings so Tailwind sees them. */
export const BAND_CLASSES: Record<ScoreBand['colour'], { text: string; soft: string; border: string; bar: string }> = {
  green: { text: 'text-green-600 dark:text-green-400', soft: 'bg-green-500/10', border: 'border-green-500/30', bar: 'bg-green-500' },
  blue: { text: 'text-blue-600 dark:text-blue-400', soft: 'bg-blue-500/10', border: 'border-blue-500/30', bar: 'bg-blue-500' },
  'light-blue': { text: 'text-sky-600 dark:text-sky-300', soft: 'bg-sky-400/10', border: 'border-sky-400/30', bar: 'bg-sky-400' },
  grey: { text: 'text-gray-600 dark:text-gray-300', soft: 'bg-gray-400/10', border: 'border-gray-400/30', bar: 'bg-gray-400' },
  orange: { text: 'text-orange-600 dark:text-orange-400', soft: 'bg-orange-500/10', border: 'border-orange-500/30', bar: 'bg-orange-500' },
  red: { text: 'text-red-600 dark:text-red-400', soft: 'bg-red-500/10', border: 'border-red-500/30', bar: 'bg-red-500' },
};

export function bandClasses(band: ScoreBand) {
  return BAND_CLASSES[band.colour];
}
