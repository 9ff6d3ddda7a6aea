/**
 * Does a reply give the kind of answer the ask calls for? A yes-or-no question is answered by a
 * "yes" or a "no", a "who / when / how many" question by a name, a date or a number, a request for
 * code by code, a request for names or ideas by a list. Such a reply is complete however short it
 * is: "Yes." to "So that is the diameter?" answers it, and a bare code block answers "write me a
 * script that saves a dictionary as JSON" (human raters prefer these to longer replies that talk
 * around the question; issue 14, "replies graded on what was asked, not on length").
 *
 * Each shape is a named detector; `answerFit` returns 1 when the reply has the shape the ask calls
 * for, 0 when it does not, and null when the ask calls for no particular shape (then the reply is
 * graded on coverage and substance as before).
 */
import { BEYOND_ASCII, caseless } from './caseless';

export interface AnswerShape {
  name: string;
  /** The ask calls for this shape (tested on the ask's last question or request). */
  asks: { test(text: string): boolean };
  /** The reply has it (tested on the reply's opening, or its whole text for code and lists). */
  gives: (reply: string, opening: string, question: string) => boolean;
}

const YES_NO_ANSWER = caseless(/^(?:yes|yeah|yep|yup|no|nope|not (?:really|at all|exactly|necessarily|at the moment|right now|yet|usually|always|quite)|sure|correct|right|exactly|absolutely|definitely|of course|indeed|that's (?:right|correct)|(?:that(?:['’]s| is| would be) )?(?:a )?(?:good|great|bad) idea|it (?:is|isn't|does|doesn't|can|can't|will|won't|was|wasn't)|they (?:are|aren't|do|don't|can|can't)|(?:he|she|we) (?:is|isn't|was|wasn't|does|doesn't|did|didn't|did not|does not|can|can't|will|won't|has|hasn't|had|hadn't)|you (?:can|can't|cannot|could(?=,)|shouldn't|won't|don't)|i (?:do|don't(?! know| understand)|think so|don't think so|would|wouldn't)|i(?:['’]d| would) say (?:not|so|yes|no))\b/iu);
/** The yes or no given after a remark in the first sentence: "That’s a good question, and the short answer is no." */
const SHORT_ANSWER_IS = caseless(/^[^.!?]{0,60}\bthe (?:short|simple|quick) answer is:? (?:yes|no)\b/iu);
/**
 * A question whether any exist ("Do any countries other than America have a version of the 2nd
 * amendment?", "Is anyone…?") is answered yes or no by saying what there is: "There are several
 * countries that have a concept very similar…", "There are no…".
 */
const ANY_ASKED = /\bany(?:one|body|thing|where)?\b/iu;
const THERE_ARE_ANSWER = caseless(/^(?:(?:well|actually|yes|no)[,.!]?\s+)?there (?:is|are|was|were|isn['’]t|aren['’]t|wasn['’]t|weren['’]t)(?: (?:definitely|certainly|indeed|actually|probably|still))? (?:no|none|not|some|several|a few|many|a number of|plenty of|lots of)\b/iu);
/** A capitalised word not at a sentence's start (after one space or two: "…how many.  How many would you…" names nobody). */
/** …or an initialism ("NCIS", not "OK"), a number in words ("a half-gallon", "a few hours"), "none" or "no" as the number ("There’s no minimum amount"), "the latter" for one of those named before. */
const NAME_DATE_NUMBER = /\d|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|(?<![.!?]\s+|^)\b\p{Lu}\p{Ll}+|\b(?!OK\b)\p{Lu}{2,}\b|\b(?:[Nn]one|[Zz]ero|[Nn]obody|[Nn]o one|[Tt]here(?:['’]s| is| are| were| was) no)\b|\b[Tt]he (?:former|latter)\b|\b(?:[Oo]ne|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Tt]welve|[Tt]wenty|[Hh]undreds?|[Tt]housands?|[Mm]illions?|[Hh]alf|[Dd]ozens?|[Aa] few|[Aa] couple)\b/u;
/**
 * A name said on its own as the first sentence: "Canada." to "Which country is the most similar to the
 * United States of America?", "New Zealand.", "The Last of Us." (a capital at a sentence's start is not read as
 * a name otherwise): every word capitalised but the small joining ones. Not a pronoun, an acknowledgement
 * or a remark ("Sure.", "I don't know.", "Hard to say.", "Tough call.").
 */
const NAME_ALONE = /^(?!(?:I|It|Its|It['’]s|Sure|Yes|No|Well|Hmm|Good|Great|That|This|There|Not|Oh|Okay|Ok|Maybe|Perhaps|Probably|Sorry|Thanks|Hello|Hi|You|We|They|He|She|What|Why|How)\b)\p{Lu}[\p{L}'’-]*(?: (?:\p{Lu}[\p{L}'’-]*|\p{N}+|of|the|and|de|du|la|von|van|&))*[.!]$/u;
/** …a sentence, closed by its mark (a line without one is a heading or a title, "Kubernetes Overview"), or the whole reply. */
const nameAlone = (opening: string): boolean => {
  const first = opening.split(/(?<=[.!?])\s/u, 1)[0]!;
  return !first.includes('\n') && (NAME_ALONE.test(first) || NAME_ALONE.test(`${first}.`) && first === opening.trim());
};
/**
 * The yes or no said as the question's own statement: "Into the Breach is a game with almost perfect
 * information…" to "Is into the breach a game with perfect information?", "Stainless steel can be…" to
 * "Can stainless steel be…?". The reply opens with the question's subject (its first one to five words
 * after the verb) and then that verb, with or without "not".
 */
const QUESTION_VERB = /^(is|are|was|were|can|could|does|do|did|will|would|should|has|have)\s+(.+?)\?*$/iu;
function saysItBack(opening: string, question: string): boolean {
  const m = QUESTION_VERB.exec(question);
  if (!m) return false;
  const verb = m[1]!.toLowerCase();
  const rest = m[2]!.toLowerCase().split(/\s+/u);
  const head = opening.toLowerCase().replace(/[“”"'’]/gu, '').split(/\s+/u, 8);
  for (let k = 1; k <= Math.min(5, rest.length - 1); k++) {
    if (rest[k - 1] !== head[k - 1]?.replace(/[^\p{L}\p{N}-]/gu, '')) return false;
    const next = head[k]?.replace(/[^\p{L}\p{N}-]/gu, '');
    if (next === verb || next === `${verb}n` || next === `${verb}nt` || (verb === 'can' && next === 'cannot')) return !['i', 'you', 'it', 'this', 'that', 'there'].includes(rest[0]!);
  }
  return false;
}
/** A question offering two options: "Is the world flat or round?", "Should I use tabs or spaces?", "is javascript back end or front end language?" (up to two words after the second option). */
const EITHER_OR = caseless(/^(?:is|are|was|were|do|does|did|should|would|will|can|could)\b[^?]*\b\w+ or (?!not\b)\w+(?: \w+){0,2}\??$/iu);
/** The two options: the words either side of the last "or" ("flat", "round"; "end", "front"). */
const EITHER_OR_OPTIONS = /(\p{L}{3,}) or (?:a |an |the )?(\p{L}{3,})(?:\s+\p{L}+){0,2}[^\p{L}]*$/u;
const CODE_ASK = caseless(/\b(?:code|script|function|program|snippet|regex|query|class|implement\w*|in (?:python|javascript|typescript|java|rust|go|c\+\+|c#|php|ruby|bash|sql))\b/iu);
const LIST_ASK = caseless(/\b(?:names? of|list|some (?:ideas|examples|tips|options|suggestions|ways|names)|any (?:ideas|tips|suggestions|recommendations)|ideas for|examples? of|what are some|recommend (?:some|a few)|give me (?:some|a few|\d+))\b/iu);

/** Marked list items: "- Retailmenot.com", "2) DealNews". */
const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+\S/gmu;
/** Short lines of their own without a closing mark, one name each ("God of War", "Ratchet & Clank: Rift Apart"). */
const NAME_LINE = /^[ \t]*\p{Lu}[^\n.!?]{0,40}[^\n.!?:]$/gmu;
/** Names or items run together in a sentence: "Charlie and Hunter", "squirrels, bats and bears". */
const RUN_OF_ITEMS = /\b\p{Lu}\p{Ll}+,? (?:and|or) \p{Lu}\p{Ll}+|,[^,.!?\n]+,? (?:and|or) [^,.!?\n]+/u;
/** A list: two marked items, three name lines, commas in the first line or items run together in the opening. */
function givesList(reply: string): boolean {
  if ((reply.match(LIST_ITEM) ?? []).length >= 2) return true;
  const first = reply.split('\n', 1)[0]!;
  if ((first.match(/,/gu) ?? []).length >= 2 || RUN_OF_ITEMS.test(reply.slice(0, 200))) return true;
  return (reply.match(NAME_LINE) ?? []).length >= 3;
}

/** "What is a p-value, in plain words?": the term asked about ("p-value"), cut at a comma or the mark. */
const WHAT_IS = /^what(?:['’]s| is| are) (?:a |an |the )?([\p{L}\p{N}][\p{L}\p{N}'’ -]{0,40}?)\s*(?:,[^?]*)?\?$/iu;
/** An opening that says what the term is: "A p-value is the probability…", "Kubernetes refers to…". */
/**
 * A term is a short name (at most three words): not a pronoun, not a superlative or a relation
 * ("What is the largest organ of the human body?", "What's the best way for me to learn Portuguese?"
 * ask for something else than what a term means).
 */
const NOT_A_TERM = /^(?:it|this|that|these|those|your|my|his|her|their|our|you|he|she|they|we|i|there|going|happening|wrong|up|next|new|left|best|most|worst|least|first|last|difference|point|reason|way|thing)\b|\b(?:of|for|to|in|on|with|from|by|about|between|than)\b/iu;
/** "What is the largest…", "What's the fastest…": a superlative after "the". */
const SUPERLATIVE = /^what(?:['’]s| is| are) the \p{L}+est\b/iu;
/**
 * WHAT_IS and SUPERLATIVE for a question all in ASCII: `\p{L}` as `a-z`, `\p{N}` as `0-9`, the
 * curly apostrophe left out, `i` without `u`. Why: with `iu` and `\p{…}` they cost ~0.4 ms to compile
 * (ICU's case closure of every letter), paid inside a long conversation's cost of size (decision
 * 0050). Same match and capture on ASCII text: those are the only ASCII characters of the `\p` sets,
 * none beyond ASCII matches an ASCII one, and `i` alone folds ASCII letters as `iu` does.
 */
const WHAT_IS_ASCII = /^what(?:'s| is| are) (?:a |an |the )?([a-z0-9][a-z0-9' -]{0,40}?)\s*(?:,[^?]*)?\?$/i;
const SUPERLATIVE_ASCII = /^what(?:'s| is| are) the [a-z]+est\b/i;
const termAsked = (question: string): string | null => {
  const ascii = !BEYOND_ASCII.test(question);
  const term = (ascii ? WHAT_IS_ASCII : WHAT_IS).exec(question)?.[1]?.trim().toLowerCase();
  return term && term.split(/\s+/u).length <= 3 && !NOT_A_TERM.test(term) && !(ascii ? SUPERLATIVE_ASCII : SUPERLATIVE).test(question) ? term : null;
};
const definesTerm = (opening: string, question: string): boolean => {
  const term = termAsked(question);
  if (!term) return false;
  const head = term.split(/\s+/u).at(-1)!;
  const first = opening.split(/(?<=[.!?])\s/u, 1)[0]!.toLowerCase();
  const at = first.indexOf(head);
  return at >= 0 && /^[^.!?]{0,30}?\b(?:is|are|means|refers to|stands for|describes)\b/u.test(first.slice(at + head.length));
};
/** A why-question's answer opens with its reason: "Because they test…", "It is a convention, not a law." */
const GIVES_REASON = caseless(/^(?:(?:mainly|partly|mostly|largely|simply) )?(?:because|since|due to|the reason|it(?:['’]s| is) (?:a |an |because|due)|that(?:['’]s| is) because)\b/iu);

export const ANSWER_SHAPES: readonly AnswerShape[] = [
  {
    name: 'code for a code request',
    asks: CODE_ASK,
    gives: (reply) => /```|^(?: {4}|\t)\S/mu.test(reply),
  },
  {
    name: 'a list for a request for names or ideas',
    asks: LIST_ASK,
    gives: (reply) => givesList(reply),
  },
  {
    // "Is the world flat or round?" is answered by "Round.", not by a yes or a no.
    name: 'one of the options for an either-or question',
    asks: EITHER_OR,
    gives: (reply, opening, ask) => {
      const m = EITHER_OR_OPTIONS.exec(ask);
      if (!m) return false;
      const first = opening.split(/(?<=[.!?])\s/u, 1)[0]!.toLowerCase();
      return [m[1]!, m[2]!].some((option) => new RegExp(`\\b${option.toLowerCase()}`, 'u').test(first));
    },
  },
  {
    name: 'what the term is for a what-is question',
    asks: { test: (question: string) => termAsked(question) !== null },
    gives: (_reply, opening, question) => definesTerm(opening, question),
  },
  {
    name: 'a reason for a why question',
    asks: caseless(/^why\b[^?]*\?$/iu),
    gives: (_reply, opening) => GIVES_REASON.test(opening),
  },
  {
    name: 'yes or no for a yes-or-no question',
    asks: caseless(/^(?:is|are|was|were|do|does|did|can|could|should|will|would|has|have|had|am|isn't|aren't|doesn't|don't|didn't)\b(?!\s+you\s+(?:please\s+)?(?:give|tell|write|show|make|help|explain|list|suggest|recommend|find|describe)\b)[^?]*\?$|\b(?:right|correct|true|isn't it|aren't they|don't they|doesn't it|eh|huh)\?$|^(?:you|it|that|this|they|he|she|there)(?:['’](?:s|re|d))?\b(?! (?:can|could|will|would|please)\b)(?![^?]*\b(?:(?:can|could|would|will) you|please)\b)[^?]*\?$|^(?:so|and|but|then|ok(?:ay)?)[, ]+(?:that|this|it|they|you|we|i|there|the|my|your|these|those|people|[a-z]+s)\b(?! (?:mean|think))[^?]*\?$/iu),
    gives: (_reply, opening, question) => YES_NO_ANSWER.test(opening) || SHORT_ANSWER_IS.test(opening) || (ANY_ASKED.test(question) && THERE_ARE_ANSWER.test(opening)) || saysItBack(opening, question),
  },
  {
    name: 'a name, date or number for a who / when / how many question',
    // "What is the customary amount to tip?", "What's the population of…?" ask for one number too.
    // "Where should I start?" asks how to begin, not for a place.
    asks: caseless(/^(?!where (?:should|do|can|would) (?:i|we) (?:start|begin)\b)(?:who|when|where|which|what year|what time|how (?:many|much|old|long|far|tall|big)|what(?:['’]?s| is| was| are| were) (?:the )?(?:\w+ )?(?:amount|number|percentage|price|cost|population|temperature|speed|distance|age)\b)\b[^?]*\?$/iu),
    gives: (_reply, opening) => NAME_DATE_NUMBER.test(opening) || nameAlone(opening),
  },
];

/** The ask's last question (or its last sentence when it asks none), as the question itself (plainQuestion). */
function lastAskSentence(ask: string): string {
  const sentences = ask.trim().split(/(?<=[.!?])\s+|\n+/u).map((s) => s.trim()).filter(Boolean);
  return plainQuestion([...sentences].reverse().find((s) => s.endsWith('?')) ?? sentences.at(-1) ?? '');
}

/** A conversational word before the question: "Okay, should I plan it first?", "Well, is it safe?" */
const LEAD_IN_WORD = /^(?:ok(?:ay)?|well|alright|all right|oh|hmm|yes|yeah|no|so|and|but|then)[,.]?\s+(?=(?:is|are|was|were|do|does|did|can|could|should|will|would|has|have|had|am|who|when|where|which|how|what)\b)/i;
/**
 * A question framed as a request or a wish to know: "Can you tell me how many…?", "I was wondering if…",
 * "Do you know when…?", "Do you happen to know what kind of hot sauce flavors…?" (asks what kind, not for a yes).
 */
const FRAME = /^(?:(?:can|could|would|will) you (?:please )?tell me|do you (?:happen to )?know|i (?:was )?wonder(?:ing)?|i(?:['’]m| am) wondering|any idea)\s+(?=(?:who|when|where|which|how (?:many|much|old|long|far|tall|big)|what (?:year|time)|if|whether)\b)/i;
/** What a question after a clause and a comma asks: "my boyfriend wants one more chance, do you think I should forgive him?" */
const CLAUSE_THEN_QUESTION = /,\s+((?:do you think|is it|are they|is that|should i|can i|would it|will it|does it|did it|is there)\b[^,]*\?)$/i;
/**
 * The question itself, without what frames it: a conversational lead-in word, a request or a wish to
 * know ("Can you tell me how many power rangers there were?" asks how many; "I was wondering if baking
 * powder and baking soda are the same thing?" asks yes or no), or a clause before a comma. An embedded
 * "if" or "whether" question is a yes-or-no question ("Is …?").
 */
export function plainQuestion(sentence: string): string {
  let q = sentence.replace(LEAD_IN_WORD, '');
  const framed = q.replace(FRAME, '');
  if (framed !== q) q = framed.replace(/^(?:if|whether)\s+/iu, 'Is ');
  const clause = CLAUSE_THEN_QUESTION.exec(q);
  return clause ? clause[1]! : q;
}

/**
 * Closed questions: a yes-or-no, an either-or, a who / when / how many. Their answer is a word or a
 * sentence, and a reader looks for it first: a reply that opens with it has answered, however short;
 * one whose opening does not give it talks around the question, however much it says after.
 */
/**
 * A request put as a yes-or-no question asks for the thing, not for a yes: "Do you have the rest of
 * the recipe?", "Is there any in the UK?", "Can you use an example…?", "Is there a way to get them done
 * faster?" — a reply that gives the thing has answered it.
 */
const INDIRECT_REQUEST = caseless(/^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?(?:(?:which|what)\b[^?]*\b(?:do|would|can) you (?:recommend|suggest)\b|(?:do|does|did) you (?:happen to |really )?(?:have|know|recommend|suggest)|(?:is|are) there\b|(?:can|could|would|will) you\b|(?:can|could) (?:i|we) (?:get|have|see)\b)/iu);
/** What a closed question's answer is, for the reasons: "opens with a yes or a no". */
export const CLOSED_ANSWER: Readonly<Record<string, string>> = {
  'yes or no for a yes-or-no question': 'a yes or a no',
  'one of the options for an either-or question': 'one of the options asked about',
  'a name, date or number for a who / when / how many question': 'the name, date or number asked for',
};
/** The ask is a closed question whose answer belongs first (not a request put as a yes-or-no question). */
export const isClosedAsk = (shape: string, ask: string): boolean => shape in CLOSED_ANSWER && !INDIRECT_REQUEST.test(lastAskSentence(ask.length > 1500 ? ask.slice(-1500) : ask));

export function answerFit(ask: string, reply: string): { fit: number; shape: string } | null {
  if (!ask.trim()) return null;
  const question = lastAskSentence(ask.length > 1500 ? ask.slice(-1500) : ask);
  const text = reply.trim();
  const opening = text.slice(0, 160);
  for (const shape of ANSWER_SHAPES) {
    // Code and lists are asked for anywhere in the ask; yes-no and who/when by its last question.
    const subject = shape.name.startsWith('code') || shape.name.startsWith('a list') ? ask : question;
    if (shape.asks.test(subject)) return { fit: shape.gives(text, opening, question) ? 1 : 0, shape: shape.name };
  }
  return null;
}

