/**
 * Grades a person's message against the rubric: each dimension is formed from its criteria.
 *
 *   dimension = 100 × min(1, CORE_SHARE × (weighted mean of the core criteria that apply)
 *                            + BONUS_SHARE × min(1, met bonus weight / BONUS_FULL))
 *
 * A message that meets every core criterion of a dimension reaches 80 there; bonuses (an example, a
 * role, steps) lift it toward 100 or make up for a missed core criterion. A dimension with no core
 * criterion that applies starts from NO_CORE (neither good nor bad). The same numbers produce the
 * reasons: a core criterion names a strength or a weakness, a bonus only a strength.
 */
import type { DimensionKey } from '../../dimensions';
import { signal, type Signal } from '../signals';
import { closedTaskWithObject, PROMPT_CRITERIA, type Criterion, type PromptView } from './prompt-criteria';

export const CORE_SHARE = 0.8;
export const BONUS_SHARE = 0.2;
/** Met bonus weight that counts as a full bonus (two weight-2 bonuses): each adds, none is required. */
export const BONUS_FULL = 4;
export const NO_CORE = 0.75;
/** How strongly a thin message (under BASELINE_FULL_AT words) is pulled toward the middle. */
export const THIN_PRIOR_WEIGHT = 2;

export interface PromptGrade {
  /** 0..100 per dimension, not rounded; context is left to the caller for the opening message. */
  scores: Record<DimensionKey, number>;
  /** The criteria that applied, as signals in dimension order (for the reasons and the better move). */
  signals: Signal[];
  /** Keys of the core criteria missed (value under 0.6), strongest weight first. */
  missed: Criterion[];
}

const ORDER: readonly DimensionKey[] = ['strategic', 'tactical', 'cognitive', 'innovation', 'context'];
/** The criteria of each dimension, in ORDER and in their PROMPT_CRITERIA order: grouped once, not filtered per message. */
const BY_DIMENSION: ReadonlyArray<readonly [DimensionKey, readonly Criterion[]]> = ORDER.map((d) => [d, PROMPT_CRITERIA.filter((c) => c.dimension === d)]);

/** Words at which a message says enough for its baseline criteria to count in full. */
export const BASELINE_FULL_AT = 8;

export function gradePrompt(view: PromptView): PromptGrade {
  // A closed task handed its object says all it needs in few words: no thinner than a longer ask.
  const evidence = closedTaskWithObject(view) ? 1 : Math.min(1, (view.parts.instructionWords + view.parts.materialLines) / BASELINE_FULL_AT);
  const scores = { strategic: 0, tactical: 0, cognitive: 0, innovation: 0, context: 0 };
  const signals: Signal[] = [];
  const missed: Criterion[] = [];
  // Index loops, not for…of: with TurboFan off (the command's one-conversation runs) every step of an
  // array iterator is a builtin call and a result object, ~45 steps per message here.
  for (let d = 0; d < BY_DIMENSION.length; d++) {
    // (Read by index too: array destructuring is an iterator as well.)
    const dimension = BY_DIMENSION[d]![0];
    const criteria = BY_DIMENSION[d]![1];
    let coreSum = 0;
    let coreWeight = 0;
    let bonus = 0;
    for (let k = 0; k < criteria.length; k++) {
      const c = criteria[k]!;
      const v = c.detect(view);
      if (v === null) continue;
      if (c.role === 'core') {
        const weight = c.baseline ? c.weight * evidence : c.weight;
        if (weight === 0) continue;
        coreSum += weight * v;
        coreWeight += weight;
        signals.push(signal(c.key, weight, v, c.baseline ? '' : c.goodFor?.(view) || c.good, (v < 0.6 && c.badFor?.(view)) || c.bad));
        if (v < 0.6) missed.push(c);
      } else if (v > 0) {
        bonus += c.weight * v;
        // A met bonus is reported as a strength; its weight in the reasons is its share of the bonus.
        signals.push(signal(c.key, c.weight, v, c.good, c.good));
      }
    }
    // A thin message gives little evidence either way: its dimension leans toward the middle.
    const thin = THIN_PRIOR_WEIGHT * (1 - evidence);
    const core = coreWeight + thin ? (coreSum + thin * 0.5) / (coreWeight + thin) : NO_CORE;
    scores[dimension] = 100 * Math.min(1, CORE_SHARE * core + BONUS_SHARE * Math.min(1, bonus / BONUS_FULL));
  }
  missed.sort((a, b) => b.weight - a.weight);
  return { scores, signals, missed };
}
