/**
 * What an instruction-following reviewer checks in a reply whatever its length: each check is a
 * named detector on the reply's text (and the ask it answers), with the reason the review prints.
 * Length earns nothing here: a short direct reply passes every check, a long one can fail several.
 */
import { caseless } from './caseless';

/**
 * A suggestion put as a question is an answer, not a question back: "How about some yogurt with
 * berries and nuts?", "Maybe some shrimp, anchovies, and eggs?", "Have you tried a warm compress?"
 */
const SUGGESTION_QUESTION = caseless(/(?:^|[.!?]\s+|\n\s*)(?:how about|what about|why not|maybe|perhaps|have you (?:tried|considered|thought about)|or)\b[^.!?\n]*\?/giu);
export const suggestionsAsQuestions = (reply: string): number => (reply.includes('?') ? SUGGESTION_QUESTION.count(reply) : 0);
