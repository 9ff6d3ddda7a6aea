/**
 * The rubric a language model grades with: the local engine's own criteria (rubric/prompt-criteria)
 * and dimensions, written out as text, so both engines judge by the same standard. The text is
 * versioned: AI_RUBRIC_VERSION is stored with every AI review, and must change whenever the text
 * below (or the criteria it is built from) changes what a grade would be.
 */
import { DIMENSIONS } from '../dimensions';
import { PROMPT_CRITERIA } from '../scoring/rubric/prompt-criteria';
import { OVERALL_WEIGHTS } from '../scoring/weights';

export const AI_RUBRIC_VERSION = 'kibitz-ai-rubric/1.0.0';

/** The system prompt: what to grade, by which criteria, and how to answer. */
export function aiRubricText(): string {
  const dimensions = DIMENSIONS.map((d) => {
    const criteria = PROMPT_CRITERIA.filter((c) => c.dimension === d.key).map(
      (c) => `  - ${c.role === 'core' ? 'core' : 'bonus'} (weight ${c.weight}): met = "${c.good || c.bad}", missed = "${c.bad}"`,
    );
    return [`${d.name} (${d.key}): ${d.summary} Aspects: ${d.aspects.join(', ')}.`, ...criteria].join('\n');
  });
  const weights = Object.entries(OVERALL_WEIGHTS.user)
    .map(([k, w]) => `${k} ${w}`)
    .join(', ');
  return [
    'You review how well a person works with an AI assistant. Grade each of the person\'s messages you are asked about,',
    'on five dimensions from 0 to 100, by the rubric below. Core criteria count against a message when missed;',
    'bonus criteria only add. A message that meets every core criterion of a dimension earns about 80 there.',
    'Length earns nothing by itself. The opening message has no earlier context: grade its context dimension on the goal given, if any.',
    `The overall is the weighted mean (${weights}); you do not need to give it.`,
    '',
    'Rubric:',
    ...dimensions,
    '',
    'For each message asked about, answer with its index, the five scores, a short explanation (two or three sentences,',
    'in plain words, naming what the message did well and what it missed), and a better move: the message rewritten as the',
    'person could have sent it in the same place of the conversation, in their own voice and context; null when it is already strong.',
    'Grade only the messages asked about; the other messages are there for context. Answer with JSON only.',
  ].join('\n');
}
