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

/** The reply's first two sentences: where a reviewer looks for the answer. */
function openingSentences(reply: string): string {
  const parts = reply.trim().slice(0, 400).split(/(?<=[.!?])\s+/u);
  return parts.length <= 2 ? parts.join(' ') : `${parts[0]} ${parts[1]}`;
}

/** The reply's first sentence. */
const firstSentence = (reply: string): string => reply.trim().slice(0, 300).split(/(?<=[.!?])\s+|\n/u, 1)[0] ?? '';

/** Declining words: "I can't help with that", "I won't", "I'm not comfortable…" ("I'm sorry to hear that" is sympathy, not a refusal). */
const DECLINES = caseless(/\b(?:i (?:really )?(?:can['’]?t|cannot|won['’]t|will not|must decline|refuse)|i(?:['’]m| am) (?:not able|unable|not comfortable|not going to)|i (?:don['’]t|do not) (?:feel comfortable|think i (?:can|should)))\b/iu);
/** …and then answers after all: "Sorry, I can't see your bike, but here is how…". */
const GOES_ON_TO_ANSWER = caseless(/\b(?:but|however|here(?:['’]s| is| are)|instead)\b/iu);

/**
 * Declines the ask outright: its first sentence says it will not or cannot, and its opening does not
 * go on to answer after all (hh-helpful: "I'm sorry, I can't help with that." to "How do I make escargot?").
 */
export const declinesOutright = (reply: string): boolean => DECLINES.test(firstSentence(reply)) && !GOES_ON_TO_ANSWER.test(openingSentences(reply));

/** A request in words: "please…", "can you…", "tell me…", "I need…". */
const REQUEST = caseless(/\b(?:please|can you|could you|would you|will you|tell me|give me|show me|help me|let me know|i (?:want|need|would like|'d like|’d like)|how (?:do|can|to)|what (?:is|are|about))\b/iu);
/**
 * Whether the person's message asks anything: a question, a sentence that opens with an instruction
 * verb, or a request in words. "All right, I'll do that." asks nothing, so a reply to it is not told
 * it "misses what was asked".
 */
export function asksSomething(message: string, opensWithInstruction: (sentence: string) => boolean): boolean {
  if (/[?？]/u.test(message) || REQUEST.test(message)) return true;
  for (const sentence of message.split(/(?<=[.!])\s+|\n+/u)) if (opensWithInstruction(sentence)) return true;
  return false;
}
