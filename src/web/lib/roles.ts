/**
 * One colour per speaker wherever a message's role is shown: you in violet, the assistant in teal,
 * as the evaluation graph draws them (shared/review/graph-colors.ts). The verify screen had them the
 * other way round (you in sky blue, the assistant in violet), so violet meant "you" on one screen
 * and "the assistant" on the next.
 */
export const ROLE_TONE = {
  user: {
    /** Bordered badge (verify screen). */
    badge: 'border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300',
    /** The card's left edge (verify screen). */
    edge: 'before:bg-violet-500',
    /** Borderless chip (review message cards). */
    chip: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  },
  assistant: {
    badge: 'border-teal-500/30 bg-teal-500/10 text-teal-700 dark:text-teal-300',
    edge: 'before:bg-teal-500',
    chip: 'bg-teal-500/15 text-teal-700 dark:text-teal-300',
  },
} as const;
