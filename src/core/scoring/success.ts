/**
 * Whether the person says the conversation reached its goal ("thanks, that worked", "p95 is 95 ms
 * now, thanks"): read from their last messages. A conversation that ends this way is a success, so
 * its trend is not "declining" and its short, late thank-yous are not "fatigue" or "drift".
 */
import type { ScoredMessage } from './types';

const SUCCESS =
  /\b(?:(?:it|that|this|everything)(?:'s| is)? (?:works?|worked|working|fixed|solved|did it|did the trick)|works? (?:now|great|perfectly|fine)|(?:now|finally) (?:it )?works|problem solved|(?:all )?fixed(?: it)?|solved(?: it)?|that was it|exactly what i (?:needed|wanted)|perfect|(?:is|are) (?:down|up) to|now (?:at|under|below)|passes now|tests pass|hat (?:geklappt|funktioniert)|ça marche|funciona|funziona|заработало|解决了|できました)\b/iu;

/** A measured improvement: "went from 4 min to 20 s", "dropped from 2.3 s to 400 ms". */
const IMPROVED = /\b(?:went|dropped|fell|came down|down|cut|reduced|improved|sped up|now)\b[^.?!\n]{0,20}\bfrom\s+[\d.,]+[^.?!\n]{0,12}\bto\s+[\d.,]+/iu;
/** What turns a success word into a setback: "not fixed", "still fails", "works, but…". */
export const SETBACK_WORDS = /\b(?:not|no longer|never|still|but|however|except|although|though)\b|n['’]t\b/iu;
/** A success limited to a part ("works only on Chrome") is not the goal reached either. */
const ONLY = /\bonly\b/iu;

/** The message reports that it worked, with nothing that takes it back. */
export const reportsSuccess = (text: string): boolean => (SUCCESS.test(text) || IMPROVED.test(text)) && !SETBACK_WORDS.test(text) && !ONLY.test(text);

/** The person confirms success in one of their last two messages. */
export function confirmsSuccess(messages: readonly Pick<ScoredMessage, 'role' | 'content'>[]): boolean {
  let seen = 0;
  for (let i = messages.length - 1; i >= 0 && seen < 2; i--) {
    const m = messages[i]!;
    if (m.role !== 'user') continue;
    seen++;
    if (m.content.length <= 300 && reportsSuccess(m.content)) return true;
  }
  return false;
}
