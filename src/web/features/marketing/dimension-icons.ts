import { Brain, Crosshair, History, Lightbulb, Target, type LucideIcon } from 'lucide-react';
import type { DimensionKey } from '../../../core/dimensions';

export const DIMENSION_ICONS: Record<DimensionKey, LucideIcon> = {
  strategic: Target,
  tactical: Crosshair,
  cognitive: Brain,
  innovation: Lightbulb,
  context: History,
};

/** Accent classes per dimension (literal strings for Tailwind). */
export const DIMENSION_ACCENTS: Record<DimensionKey, string> = {
  strategic: 'text-violet-600 bg-violet-500/10 dark:text-violet-300',
  tactical: 'text-sky-600 bg-sky-500/10 dark:text-sky-300',
  cognitive: 'text-pink-600 bg-pink-500/10 dark:text-pink-300',
  innovation: 'text-amber-600 bg-amber-500/10 dark:text-amber-300',
  context: 'text-emerald-600 bg-emerald-500/10 dark:text-emerald-300',
};
