/**
 * Harm words in a technical or idiomatic sense are not harm: "kill the process", "hack together a
 * script", "shoot a photo", "execute the query", "attack surface" in a security review. Each reading
 * is named with the sense it stands for; the harm count of a message is reduced by how many of its
 * harm words are used in one of these senses (lexicon.ts HARM_MARKERS counts the words).
 */
import { caseless, Caseless, needsUnicode } from './caseless';

export interface BenignSense {
  name: string;
  /** Lower-case stems the text must contain for the pattern to be worth running (most texts have none). */
  cues: readonly string[];
  /**
   * Matches the harm word together with what makes it harmless. Over ASCII words a caseless pattern
   * (counted in its lower-case form, the cheapest to compile: these are first met deep into a long
   * conversation); one that reads letter case (`IllegalStateException`) as written.
   */
  pattern: Caseless | RegExp;
}

const SECURITY_DEFENCE = caseless(/\b(?:prevent|protect|mitigat|defen[cs]|defend|secur|detect|review|audit|harden|pentest|threat model|vulnerab|sanitiz|escape)/iu);

export const BENIGN_SENSES: readonly BenignSense[] = [
  { name: 'ending a process or job', cues: ['kill'], pattern: caseless(/\bkill(?:s|ed|ing|all)?\s+(?:-\d+\s+|-s\s+\w+\s+)?(?:the |a |an |that |this |all |my |any |every |stuck |old |running |hung |zombie |child |background )*(?:process(?:es)?|task|job|pid|server|container|pod|thread|session|tab|app|query|queries|connection|signal|command|worker|port|instance|program|script|service|daemon|node|loop|it with)\b|\bkill -\d|\bpkill\b|\bkillall\b/giu) },
  { name: 'a killer feature or killing a deal', cues: ['kill'], pattern: caseless(/\bkiller (?:feature|app|idea)\b|\bkill(?:s|ed|ing)? (?:two birds|the (?:deal|idea|feature|mood|vibe))|\bkill time\b/giu) },
  { name: 'hacking as quick building', cues: ['hack'], pattern: caseless(/\bhack(?:ed|ing)? (?:together|on|around|up)\b|\b(?:quick|ugly|dirty|clever|growth|life) hacks?\b|\bhackathon\b|\bhacky\b/giu) },
  { name: 'shooting a photo, a video or a message', cues: ['shoot'], pattern: caseless(/\bshoot(?:ing)? (?:a |the |some |me an? |you an? )?(?:photo|picture|video|film|scene|footage|portrait|wedding|email|e-mail|message|text|note|quick)\b|\bphoto ?shoot\b/giu) },
  { name: 'running code', cues: ['execut'], pattern: caseless(/\bexecut(?:e|es|ed|ing|ion of) (?:the |a |an |this |that |my |each |every )?(?:script|command|query|queries|code|function|plan|order|statement|program|task|job|test|migration|request|transaction|batch|file|step)s?\b/giu) },
  { name: 'attacks in a security review', cues: ['attack'], pattern: caseless(/\battack (?:surface|vector|tree|path)s?\b|\b(?:heart|panic|asthma) attack\b/giu) },
  { name: 'destroying software objects', cues: ['destroy'], pattern: caseless(/\bdestroy(?:s|ed|ing)? (?:the |a |an |this |that |all )?(?:object|instance|component|session|container|cluster|resource|stack|environment|window|widget|view|table|database|vm|node|old|terraform)s?\b/giu) },
  { name: 'hurting performance or results', cues: ['hurt'], pattern: caseless(/\bhurt(?:s|ing)? (?:the |my |our |your )?(?:performance|latency|readability|seo|ranking|score|chances|sales|battery|speed|build)\b/giu) },
  { name: 'spies as a subject: satellites, planes, fiction', cues: ['spy'], pattern: caseless(/\bspy[- ](?:satellites?|planes?|aircraft|novels?|movies?|films?|thrillers?|stor(?:y|ies)|games?|shows?|series|fiction|genre)\b/giu) },
  { name: 'cheat sheets and codes', cues: ['cheat'], pattern: caseless(/\bcheat ?(?:sheet|code)s?\b/giu) },
  { name: 'illegal values in programs', cues: ['illegal'], pattern: /\billegal(?:argument|state|access)?(?:exception)?\b(?= (?:argument|state|character|instruction|value|operation|access|move|hardware|seek|escape|offset|token|reflective))|\bIllegal\w*Exception\b/gu },
  { name: 'harmless turns of phrase', cues: ['harm', 'weapon', 'bomb', 'gun', 'punch', 'stupid', 'steal'], pattern: caseless(/\bno harm\b|\bharmless\b|\bsecret weapon\b|\b(?:photo|bath|f-)bomb\b|\b(?:glue|nail|heat|spray|staple) gun\b|\bpunch ?(?:line|card)\b|\bstupid question\b|\bsteal(?:s|ing)? focus\b/giu) },
];

/**
 * Asking what the law says ("Is it illegal to be naked in public in Wyoming?", "What do the statutes
 * say about…") seeks legal information, which is what people should ask before acting; the harm words
 * in it name what the law is about. Not when the message also asks how to do it or how to get away with it.
 */
const ASKS_WHAT_THE_LAW_SAYS =
  caseless(/\b(?:is it|is this|is that|would it be|are (?:they|these|there|we|you))\s+(?:\w+\s+){0,2}(?:il)?legal(?:ly)?\b|\b(?:statutes?|laws?|legislation|regulations?|penal code|criminal code|legal code)\b[^.?!\n]{0,60}\b(?:say|says|said|on|about|regarding|govern|cover|allow|prohibit|ban)\b|\bunder what circumstances\b[^.?!\n]{0,60}\b(?:il)?legal\b|\bagainst the law\b/iu);
const ASKS_HOW_TO_DO_IT = caseless(/\bhow (?:can|do|could|should|would|to) (?:i|we|you|one)?\b|\bhelp me\b|\btell me how\b|\bways? to\b|\bwithout getting caught\b|\bget away with\b|\bnot get caught\b/iu);
export const asksWhatTheLawSays = (text: string): boolean => ASKS_WHAT_THE_LAW_SAYS.test(text) && !ASKS_HOW_TO_DO_IT.test(text);
/**
 * Every match of ASKS_WHAT_THE_LAW_SAYS holds one of these (legal, laws, statutes, legislation,
 * regulations, penal/criminal code): a lower-cased text without them is not asking about the law.
 * (Its pattern is the costliest of the harm checks and most harm words come without them.) Holds for
 * the pattern without `u`; a text that needs `u` (caseless.ts: ſ folds to s there) is always tested.
 */
const LAW_CUES: readonly string[] = ['legal', 'law', 'statute', 'legislation', 'regulation', 'code'];

const containsAny = (lower: string, cues: readonly string[]): boolean => {
  // An index loop, not for…of: with TurboFan off (the command's one-conversation runs) each step of an
  // array iterator is a builtin call and a result object (decision 0046).
  for (let i = 0; i < cues.length; i++) if (lower.includes(cues[i]!)) return true;
  return false;
};

/** How many harm words of the message are used in a benign sense (an upper bound on what to subtract). */
export function benignHarmUses(text: string): number {
  const lower = text.toLowerCase();
  // Every harm word of a question about the law is about the law (an upper bound: all of them).
  if ((needsUnicode(text) || containsAny(lower, LAW_CUES)) && asksWhatTheLawSays(text)) return Number.POSITIVE_INFINITY;
  let n = 0;
  for (let i = 0; i < BENIGN_SENSES.length; i++) {
    const sense = BENIGN_SENSES[i]!;
    if (!containsAny(lower, sense.cues)) continue;
    n += sense.pattern instanceof Caseless ? sense.pattern.count(text) : (text.match(sense.pattern) ?? []).length;
  }
  // "XSS attack", "DDoS attack": benign when the message is about defending against it.
  if (lower.includes('attack') && SECURITY_DEFENCE.test(text)) n += (text.match(/\b(?:xss|csrf|ddos|dos|injection|replay|timing|brute[- ]force|phishing|mitm|man-in-the-middle) attacks?\b/giu) ?? []).length;
  return n;
}
