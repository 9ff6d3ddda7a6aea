/**
 * Tactical: clarity, specificity, actionability.
 * User: readable sentences, concrete detail and constraints, an ask with a requested output format.
 * Answer: readable, concrete (numbers, names, examples), structured, answers rather than asks back.
 */
import type { MessageFeatures } from './features';
import type { InstructionCheck } from './types';
import { dimensionScore, ramp, saturate, signal, type Signal } from './signals';
import { concreteness, fullSentences, hasAsk, precision, questionShare, wellFormed } from './shared-signals';

export const TACTICAL_WEIGHTS = {
  user: { clarity: 4, specificity: 2, actionability: 3, finished: 1, askLast: 1, wording: 1 },
  answer: { clarity: 2, specificity: 3, structure: 2, directness: 2, paragraphs: 1 },
} as const;

/** Weight of the person's checkable instructions (a table, N items, JSON...) in a reply's Tactical. */
export const INSTRUCTIONS_WEIGHT = 4;

/** Appends the dimension's signals to `out` and returns its score. `checks`: a reply's verified instructions. */
export function tactical(f: MessageFeatures, out: Signal[], checks: readonly InstructionCheck[] = []): number {
  const from = out.length;
  if (f.role === 'user') {
    // Clear writing: starts and ends like a sentence, full sentences rather than fragments, not vague.
    const clarity = 0.5 * wellFormed(f) + 0.3 * fullSentences(f) + 0.2 * precision(f);
    const w = TACTICAL_WEIGHTS.user;
    // A user message written in an assistant's voice ("Certainly! Here is...") asks nothing.
    const action = f.assistantVoice ? 0 : 0.7 * hasAsk(f) + 0.15 * f.askUpFront + 0.15 * saturate(f.formatRequests, 1);
    out.push(
      signal('tactical.clarity', w.clarity, clarity, 'clearly written', 'hard to read or vague'),
      signal('tactical.specificity', w.specificity, concreteness(f), 'specific details and constraints', 'no concrete details or constraints'),
      signal('tactical.actionability', w.actionability, action, 'a clear ask with the wanted output', 'no clear ask or wanted output'),
      signal('tactical.finished', w.finished, f.endsWell ? 1 : 0, 'finishes its sentences', 'trails off mid-sentence'),
      signal('tactical.askLast', w.askLast, f.endsWithQuestion ? 1 : 0, 'ends on a clear question', 'does not end on a clear question'),
      signal('tactical.wording', w.wording, f.meanWordLength === null ? 0.5 : ramp(f.meanWordLength, 3.5, 5), 'precise wording', 'loose, chatty wording'),
    );
    return dimensionScore(out, from);
  }
  const w = TACTICAL_WEIGHTS.answer;
  const clarity = 0.75 * wellFormed(f) + 0.25 * precision(f);
  // Short answers need no structure; longer ones read better split into paragraphs, lists or code.
  const layout = Math.min(1, 0.5 * ramp(f.paragraphs, 1, 4) + 0.3 * Math.min(1, f.listItems / 2) + 0.2 * Math.min(1, f.headings + f.codeBlocks));
  const structure = f.words < 60 ? 0.5 : Math.max(0.5, layout);
  out.push(
    signal('tactical.clarity', w.clarity, clarity, 'clearly written', 'hard to read or vague'),
    signal('tactical.specificity', w.specificity, concreteness(f), 'concrete details', 'stays generic'),
    signal('tactical.structure', w.structure, structure, 'well structured', 'a wall of text'),
    signal('tactical.directness', w.directness, 1 - ramp(questionShare(f), 0.2, 0.8), 'answers directly', 'answers with questions'),
    signal('tactical.paragraphs', w.paragraphs, ramp(f.paragraphs, 1, 4), 'split into readable paragraphs', 'one block of text'),
  );
  if (checks.length) {
    const kept = checks.filter((c) => c.kept).map((c) => c.instruction);
    const broken = checks.filter((c) => !c.kept).map((c) => c.instruction);
    out.push(signal('tactical.instructions', INSTRUCTIONS_WEIGHT, kept.length / checks.length, `keeps what was asked (${kept.join(', ')})`, `breaks what was asked (${broken.join(', ')})`));
  }
  return dimensionScore(out, from);
}
