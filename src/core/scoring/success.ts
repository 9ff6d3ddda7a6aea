/**
 * Whether the person says the conversation reached its goal ("thanks, that worked", "p95 is 95 ms
 * now, thanks"): read from their last messages. A conversation that ends this way is a success, so
 * its trend is not "declining" and its short, late thank-yous are not "fatigue" or "drift".
 */
import type { ScoredMessage } from './types';

const SUCCESS =
  /\b(?:(?:it|that|this|everything)(?:'s| is)? (?:works?|worked|working|fixed|solved|did it|did the trick)|works (?:now|great|perfectly|fine)|(?:now|finally) (?:it )?works|problem solved|(?:all )?fixed(?: it)?|solved(?: it)?|that was it|exactly what i (?:needed|wanted)|perfect|(?:is|are) (?:down|up) to|now (?:at|under|below)|passes now|tests pass|hat (?:geklappt|funktioniert)|ça marche|funciona|funziona|заработало|解决了|できました)\b/iu;

/** The person confirms success in one of their last two messages. */
export function confirmsSuccess(messages: readonly Pick<ScoredMessage, 'role' | 'content'>[]): boolean {
  let seen = 0;
  for (let i = messages.length - 1; i >= 0 && seen < 2; i--) {
    const m = messages[i]!;
    if (m.role !== 'user') continue;
    seen++;
    if (m.content.length <= 300 && SUCCESS.test(m.content)) return true;
  }
  return false;
}
