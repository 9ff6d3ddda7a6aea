/** Session insights in plain language, built from the stats, dimensions, patterns and moments. */
import { DIMENSIONS, type DimensionKey } from '../dimensions';
import type { AggregateStats, DimensionScores, KeyMoment, Pattern, ResultsTrend } from './types';

/** One practical tip per dimension, used when it is the person's weakest. */
export const DIMENSION_TIPS: Record<DimensionKey, string> = {
  strategic: 'say what the answer is for and keep each message on that goal',
  tactical: 'name the specifics (versions, numbers, examples) and the format you want back',
  cognitive: 'ask one or two things at a time and build on the answer you just got',
  innovation: 'try a new angle (an alternative, a comparison, a what-if) instead of repeating the ask',
  context: 'refer to what the assistant already said: what worked, what did not',
};

export interface InsightInput {
  stats: AggregateStats;
  /** Averages of the person's own messages; null when there are none. */
  userDimensions: DimensionScores | null;
  userScore: number | null;
  /** How many of the person's messages were rated (book moves are left out). */
  userMessages: number;
  /** Some rated message of the person's came after a reply, so Context was judged. */
  contextRated: boolean;
  /** The person confirmed the conversation reached its goal. */
  reachedGoal: boolean;
  /**
   * The results trend (spec section 4) of the person's own rated messages: the advice speaks to them,
   * so it follows their messages, not the replies' (`stats.trend` is over all messages).
   */
  userTrend: ResultsTrend;
  patterns: readonly Pattern[];
  keyMoments: readonly KeyMoment[];
  weakUserMessages: number;
}

export function buildInsights(x: InsightInput): string[] {
  const out: string[] = [];
  // Every number here is the person's own rated messages, and says so; the same numbers the results
  // page shows under "Your messages" and "Your averages by dimension".
  if (x.userScore !== null) out.push(`Your messages scored ${x.userScore}/100 overall (${plural(x.userMessages, 'rated message')} of yours).`);
  if (x.reachedGoal) out.push('You reached your goal: the conversation ended with it working.');
  if (x.userDimensions) {
    // Context is left out of strongest/weakest when only opening messages were rated (they have none).
    // Ties in key order by code unit (the keys are distinct lower-case ASCII words): the order
    // localeCompare gave, without loading ICU's collator (~15 ms of a CLI start).
    const ranked = DIMENSIONS.filter((d) => d.key !== 'context' || x.contextRated).map((d) => ({ d, v: x.userDimensions![d.key] })).sort((a, b) => a.v - b.v || (a.d.key < b.d.key ? -1 : 1));
    const weakest = ranked[0]!;
    const strongest = ranked[ranked.length - 1]!;
    out.push(`Your strongest dimension: ${strongest.d.name} (${strongest.v}). Your weakest: ${weakest.d.name} (${weakest.v}) — to lift it, ${DIMENSION_TIPS[weakest.d.key]}.`);
  }
  if (x.userTrend === 'improving') out.push('Your last messages were getting better: keep doing what you did there.');
  if (x.userTrend === 'declining' && !x.reachedGoal) out.push('Your messages slipped toward the end: restate the goal and what you already know before the next ask.');
  if (x.weakUserMessages > 0) out.push(`${x.weakUserMessages} of your messages scored under 60; each has a better move you can reuse next time.`);
  for (const p of x.patterns) out.push(p.description);
  const biggest = x.keyMoments[0];
  if (biggest) out.push(`Key moment: ${biggest.description}`);
  return out;
}

/** "1 rated message", "3 rated messages" (the noun phrase's last word takes the plural). */
export function plural(n: number, phrase: string, pluralPhrase = `${phrase}s`): string {
  return `${n} ${n === 1 ? phrase : pluralPhrase}`;
}
