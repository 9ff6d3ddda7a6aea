/**
 * What an instruction-following reviewer checks in a reply whatever its length: each check is a
 * named detector on the reply's text (and the ask it answers), with the reason the review prints.
 * Length earns nothing here: a short direct reply passes every check, a long one can fail several.
 */
import { caseless } from './caseless';
import { codeSpansOf } from './code-spans';

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
export const declinesOutright = (reply: string): boolean => DECLINES.test(firstSentence(reply)) && !GOES_ON_TO_ANSWER.test(openingSentences(reply)) && !ASKS_FOR_WHAT_IT_LACKS.test(reply);

/**
 * Refusal words used for something else: advice ("I wouldn't advise getting locked in to a broadband
 * contract…", "I would not recommend…") and sympathy ("I'm sorry to hear that", "sorry for your loss").
 * Counted against the lexicon's refusal markers, as benign harm uses are against harm markers.
 */
const BENIGN_REFUSAL = caseless(/\bi (?:would not|wouldn['’]?t) (?:advise|recommend|suggest|worry|bother|expect|say|call|consider|go that far)\b/giu);
export const benignRefusalUses = (reply: string): number => BENIGN_REFUSAL.count(reply);

/**
 * The ask wants what a text assistant cannot give: a picture, a sound or a video ("convert the output into
 * an actual image that can be printed out on a Braille printer"), or a memory of other conversations
 * ("write a memoir based what you know of me through our conversations"). Saying so plainly is the honest
 * answer, not a refusal of a fair request — the mirror of claimsWhatItCannot.
 */
const BEYOND_TEXT = caseless(/(?:(?:^|[.!?\n]\s*|\b(?:can|could|would|will) you )(?:please )?(?:generate|create|make|draw|paint|render|produce|convert|turn|give me|send me|show me)\b[^.?!\n]{0,50}?\b(?:an? |the )?(?:actual |real |printable )?(?:image|picture|photo(?:graph)?|drawing|painting|video|audio|sound file|voice recording|mp3|mp4|png|jpe?g)s?\b(?! (?:script|idea|title|description|caption|prompt|outline|plan|concept|essay|review)s?\b)|\b(?:through|from|in) (?:our|my) (?:previous |past |earlier |other )?(?:conversations|chats)\b|\b(?:remember|recall) (?:me|our (?:last|previous|past) (?:conversation|chat)|what i (?:told|said to) you (?:yesterday|last (?:time|week)|before)))/iu);
export const asksBeyondText = (ask: string): boolean => BEYOND_TEXT.test(ask.length > 1500 ? ask.slice(-1500) : ask);

/** …or asks for what it could not do without: "I can't see your code yet. Could you paste the code…?" */
const ASKS_FOR_WHAT_IT_LACKS = caseless(/\b(?:(?:could|can|would) you (?:please )?|please )(?:paste|share|send|post|show|tell|give|provide|upload|describe|clarify|include)\b/iu);

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

/**
 * How much room the ask gives its answer, in words at which a reply has said enough: a remark or a
 * closed question (yes or no, who, when, how many, either-or, "what is X") is answered in a sentence or
 * two; an open ask (explain, describe, how do I, write, plan, what are some, a recipe, steps, pros and
 * cons) needs room to explain. Past that, more words earn nothing: length is not completeness.
 */
export const ANSWER_ROOM = { remark: 25, closed: 40, open: 150 } as const;
const OPEN_ASK = caseless(/\b(?:explain|describe|write|draft|compose|create|generate|design|plan|outline|summari[sz]e|rewrite|compare|brainstorm|elaborate|walk me through|step[- ]by[- ]step|steps|recipe|instructions|guide|tutorial|essay|story|poem|article|letter|email|code|script|function|program|pros and cons|advantages|differences?|how (?:do|does|did|can|could|should|would|to|is|are)|why|what are (?:some|the)|tell me (?:about|more)|ideas|tips|advice|ways to|suggest|recommend)\b/iu);
export function answerRoom(ask: string, asked: boolean): number {
  if (!asked) return ANSWER_ROOM.remark;
  return OPEN_ASK.test(ask.length > 1500 ? ask.slice(-1500) : ask) ? ANSWER_ROOM.open : ANSWER_ROOM.closed;
}

/**
 * Claims what a text assistant cannot do or have: actions in the world ("I've added you on WhatsApp",
 * "Let me do some research…", "I'll look for some flights", "I can play their songs for you", "I have it
 * here, I can read out excerpts"), a body or a life of its own ("if I were at a restaurant, I'd ask
 * for…", "I like to use coconut oil", "I have not been a human for a long time"), or stage directions
 * about itself ("(The assistant does some Googling…)"). A reviewer reads these as made up, whatever the
 * rest says; the fix is to answer from what it knows, or say plainly what it cannot do.
 */
/** Things done in the world, not in the text of a reply. */
const WORLD_ACTIONS = 'added you|sen[dt]|e-?mail(?:ed)?|text(?:ed)?|messag(?:e|ed)|call(?:ed)?|phon(?:e|ed)|book(?:ed)?|order(?:ed)?|buy|bought|pa(?:y|id)|ship(?:ped)?|deliver(?:ed)?|mail(?:ed)?|print(?:ed)?|play(?:ed)?|drive|drove|visit(?:ed)?|meet|met|bring|brought|download(?:ed)?|upload(?:ed)?|install(?:ed)?|schedul(?:e|ed)|remind(?:ed)?|google(?:d)?|brows(?:e|ed)|look(?:ed)? (?:it |that |this |them )?up|search(?:ed)? (?:online|the (?:web|internet)|for)|share(?:d)? (?:it |this |that |the \\w+ )?(?:on|via|with you)|read (?:out|aloud|it to you)|do some research|find out (?:for you|online)|found (?:the following|these|some|a few|a couple of) (?:resources|links|sites|websites|web ?pages|pages|articles|results|sources)';
/** The assistant as a person with a body and a life: experiences, habits, family, a home. */
const LIFE = 'i (?:ate|cooked|drank|went|visited|travell?ed|lived|grew up|used to (?:eat|cook|go|live|play|work)|have (?:eaten|cooked|been to|visited|lived|tried (?:it|this|that) myself)|like to (?:use|eat|cook|drink|make|wear|buy|go)|love to (?:eat|cook|drink|go)|usually (?:eat|cook|drink|go|buy|wear))|i know i (?:like|love)|if i were (?:at|in|on) (?:a|an|the|my)|when i was (?:a (?:kid|child|teenager|boy|girl|student)|young(?:er)?|growing up)|i have not been a human|my (?:wife|husband|kids|children|son|daughter|mom|mother|dad|father|parents|grandma|grandmother|grandpa|grandfather|boyfriend|girlfriend|house|home|kitchen|garden|car|dog|cat|boss|neighbou?r)';
/**
 * Claims what a text assistant cannot do or have: actions in the world ("I've added you on WhatsApp",
 * "Let me do some research…", "I'll look for some flights", "I can play their songs for you"), a body or
 * a life of its own ("if I were at a restaurant, I'd ask for…", "I like to use coconut oil", "my
 * kitchen"), or stage directions about itself ("(The assistant does some Googling…)"). A reviewer reads
 * these as made up, whatever the rest says; the fix is to answer from what it knows, or say plainly
 * what it cannot do.
 */
// The three lead-ins followed by an action share one copy of WORLD_ACTIONS (the same matches as one
// copy each): its compiled code was the largest of the engine's patterns, ~230 KB, compiled when the
// first reply with a lead-in comes (so inside a long conversation's cost of size): 1,000 - 2 messages
// through `kibitz analyze` 915.1 -> 912.3 M instructions (callgrind).
const CLAIMS_ACTION = caseless(new RegExp(`\\b(?:(?:i(?:['’]ve| have)(?: just| already)?|let me|i(?:['’]ll| will)(?: go| just)?) (?:${WORLD_ACTIONS})|let me (?:check (?:online|the web)|see if i can (?:find|get))|i (?:can|could) (?:${WORLD_ACTIONS}) (?:you|it|them|this|that|their|some|the|a|for you)|i have (?:it|one|a copy) (?:right )?here)\\b`, 'iu'));
/**
 * Where a claimed action can start ("I've", "I will", "I can", "let me"…): the full pattern is tried
 * only on the 80 characters from each of these, not run over the whole reply (it is long).
 */
const ACTION_LEAD_IN = /\b(?:i(?:['’]ve| have| will|['’]ll| can| could)|let me)\b/gi;
function claimsAnAction(reply: string): boolean {
  ACTION_LEAD_IN.lastIndex = 0;
  for (let m = ACTION_LEAD_IN.exec(reply); m !== null; m = ACTION_LEAD_IN.exec(reply)) {
    if (CLAIMS_ACTION.test(reply.slice(m.index, m.index + 80))) return true;
  }
  return false;
}
const CLAIMS_A_LIFE = caseless(new RegExp(`\\b(?:${LIFE})\\b`, 'iu'));
const STAGE_DIRECTION = caseless(/(?:^|\n)\s*\((?:the )?(?:assistant|ai|bot)\b[^)\n]*\)/iu);
/** A piece written for the person (a eulogy, a letter, a story, a dialogue) speaks in its own voices: "my grandmother" or "I'll book a taxi" there is not the assistant's claim. */
const WRITING_ASK = caseless(/\b(?:write|draft|compose|pretend|role-?play|act as|imagine|story|stories|poem|speech|eulogy|letter|email|(?:a|the|my|this|blog|social(?: media)?|linkedin|facebook|instagram|reddit|forum) post|essay|script|screenplay|dialog(?:ue)?s?|lyrics|fanfic|fan fiction|fiction|novel|chapter|scene)\b/iu);
export function claimsWhatItCannot(reply: string, ask = ''): boolean {
  if (reply.includes('(') && STAGE_DIRECTION.test(reply)) return true;
  // The reply is read first: most replies claim nothing, and then the ask need not be read at all.
  if (claimsAnAction(reply)) return !WRITING_ASK.test(ask);
  // The person's own words said back ("Do you mean: How can I get rid of my cat?") are theirs, not a life of its own.
  const life = CLAIMS_A_LIFE.exec(reply);
  return life !== null && !ask.toLowerCase().includes(life[0].toLowerCase()) && !WRITING_ASK.test(ask);
}

/**
 * Points elsewhere instead of answering: its opening sends the person to a link, an article or a
 * search ("First, I recommend you read through this article: https://…", "Here’s an example… I’ve
 * also included a link to the Wikipedia article", "you can find more information on this recipe
 * here"). A source given after the answer is not this: only the reply's first two sentences count.
 */
const POINTS_ELSEWHERE = caseless(/https?:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|edu|gov|io)\/|\b(?:read (?:through )?(?:this|the|that) (?:article|page|post|guide)|(?:included|here(?:['’]s| is| are)|found|check out|see) (?:a |the |this |these |some |the following )?(?:links?|articles?|websites?|webpages?|web pages?|resources)\b|you can find (?:more )?(?:information|info|details|it|out more)(?: about [^.]{0,40})? (?:here|online|on (?:the )?(?:internet|web|google|wikipedia))|(?:google|search) (?:it|for it|online)\b)/iu);
/** The ask wants a source, a link or a place to look: then a link is the answer. */
const ASKS_FOR_A_SOURCE = caseless(/\b(?:sources?|links?|urls?|websites?|sites?|references?|citations?|cite|point me|direct me|where\b[^.?!\n]{0,25}\b(?:find|read|get|buy|learn|watch|see|go|look))\b/iu);
/** Web addresses: one the person gave is theirs to point at ("scrape https://naivas.online"). */
const URL = /https?:\/\/[^\s)>\]]+|\bwww\.[^\s)>\]]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|edu|gov|io)\/[^\s)>\]]*/giu;
/** The reply's first two sentences or lines. */
const openingSegments = (reply: string): string[] => reply.trim().split(/(?<=[.!?])\s+|\n+/u, 2);
/** Words every POINTS_ELSEWHERE match holds (no `u`: ASCII letters only). */
const POINTER_CUE = /http|www\.|\.(?:com|org|net|edu|gov|io)\/|link|article|page|post|guide|site|google|search|find|found|resources/i;
export function pointsElsewhere(reply: string, ask = ''): boolean {
  // Most openings hold none of the pointer's words: one cheap look before any splitting.
  const head = reply.length > 400 ? reply.slice(0, 400) : reply;
  if (!POINTER_CUE.test(head)) return false;
  const [first = '', second = ''] = openingSegments(head);
  // The pointer in the first sentence, or in the second after a lead-in too short to answer
  // ("Here’s an example of an animal that hibernates."): a source after an answer is not this.
  let opening = first.split(' ', LEAD_IN_WORDS).length < LEAD_IN_WORDS ? `${first} ${second}` : first;
  // The opening is read first: most point nowhere, and then the ask need not be read at all.
  if (!POINTS_ELSEWHERE.test(opening) || ASKS_FOR_A_SOURCE.test(ask)) return false;
  const given = ask.match(URL);
  if (given === null) return true;
  for (const url of given) opening = opening.split(url).join(' ');
  return POINTS_ELSEWHERE.test(opening);
}
/** A first sentence shorter than this is a lead-in, not an answer. */
const LEAD_IN_WORDS = 12;

/**
 * Writes the person's next turn: a line labelled as the person ("Human: …") or as itself
 * ("Assistant: …") after the reply has begun, so the reply runs on into a conversation nobody had. A
 * dialogue, a script or a transcript asked for is not this, nor labels the person used themselves.
 */
const TURN_LABEL = caseless(/\n[ \t]*(?:human|assistant)[ \t]*:/iu);
const ASKS_FOR_TURNS = caseless(/\b(?:dialog(?:ue)?s?|conversations?|scripts?|transcripts?|interviews?|role-?play|scenes?|chat log|q&a)\b/iu);
export const writesTheNextTurn = (reply: string, ask = ''): boolean => reply.includes(':') && TURN_LABEL.test(reply) && !TURN_LABEL.test(`\n${ask}`) && !ASKS_FOR_TURNS.test(ask);

/**
 * Whether "the answer up front" can be read from the ask's words: a short ask (a question, a request
 * of a sentence or two: at most UP_FRONT_ASK_TERMS distinct terms) that is not a piece of writing. A
 * story, a song, a haiku or a script answers without repeating the ask's words, and a long brief or
 * pasted material is taken up part by part, so a reply to those is not weighed on its opening's
 * words. The words are read in English (the ask by better-move.ts writesFor, the reply by readsAsEnglish):
 * other languages inflect them.
 */
export const UP_FRONT_ASK_TERMS = 15;
export const upFrontApplies = (ask: string, askTerms: number): boolean => ask !== '' && askTerms > 0 && askTerms <= UP_FRONT_ASK_TERMS && !WRITING_ASK.test(ask);

/**
 * Reads as English: its opening (240 characters) is mostly ASCII letters and holds English function
 * words ("the", "and", "is", "of", "to"…) at the rate running English text does. A cheap reading of
 * the opening only, run for the replies the up-front check weighs.
 */
const ENGLISH_FUNCTION_WORD = /\b(?:the|and|is|of|to|with|for|you|that|this|are|were|been|it|its|by|from|has|have|had|which|would|their|there|they|who|what|when|how|not|but|as|at)\b/gi;
export function readsAsEnglish(text: string): boolean {
  const head = text.length > 240 ? text.slice(0, 240) : text;
  let ascii = 0;
  let other = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) ascii++;
    else if (c > 127) other++;
  }
  if (ascii === 0 || other > 0.2 * (ascii + other)) return false;
  let words = 1;
  for (let i = 1; i < head.length; i++) if (head.charCodeAt(i) <= 32 && head.charCodeAt(i - 1) > 32) words++;
  return (head.match(ENGLISH_FUNCTION_WORD) ?? []).length >= 0.06 * words;
}

/**
 * Every ask answered: the person's last message puts two or more separate questions ("What is the
 * longest…? When did the first hominins appear?"), and the reply takes up each of them — at least one
 * of each question's own content words (stemmed: "appear" takes up "appeared"). A question whose
 * own words (the ones no other question uses) the reply never uses is one it has not touched, whatever
 * else it says. Questions with fewer than two content words ("Can you help?", "Why?") cannot be traced
 * this way and are not counted, nor is one whose words all belong to another question (it asks the
 * same again).
 */
export interface AsksTakenUp {
  /** Questions counted (each with at least MIN_QUESTION_TERMS content words, one of them its own). */
  asks: number;
  /** How many of them the reply takes up. */
  taken: number;
  /** The first question not taken up, as the person wrote it (shortened). */
  missed: string;
}
export const MIN_QUESTION_TERMS = 2;
/** The question sentences of a text: from the last full stop, "!", "?" or line break up to and including each question mark (one pass; a pattern tried from every position costs a scan per character). */
function questionSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 || c === 33 || c === 10) start = i + 1;
    else if (c === 63 || c === 0xff1f) {
      out.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  return out;
}
const WORD = /[\p{L}\p{N}'’]+/gu;
export function asksTakenUp(ask: string, replyTerms: ReadonlySet<string>, termOf: (word: string) => string | null): AsksTakenUp | null {
  // Most asks hold at most one question mark: nothing to count then.
  const first = ask.indexOf('?');
  if (first < 0 || ask.indexOf('?', first + 1) < 0) return null;
  const questions: Array<{ text: string; terms: Set<string> }> = [];
  for (const sentence of questionSentences(ask)) {
    const terms = new Set<string>();
    for (const w of sentence.matchAll(WORD)) {
      const t = termOf(w[0].toLowerCase().replace(/’/gu, "'"));
      if (t !== null) terms.add(t);
    }
    if (terms.size >= MIN_QUESTION_TERMS) questions.push({ text: sentence.trim(), terms });
  }
  // Each question is traced by its own words, the ones no other question uses ("fossil" in two
  // questions tells neither apart); a question with none of its own asks the same again ("Is it safe?
  // Is it safe for kids?").
  const own: Array<{ text: string; terms: string[] }> = [];
  for (const q of questions) {
    const terms = [...q.terms].filter((t) => !questions.some((o) => o !== q && o.terms.has(t)));
    if (terms.length) own.push({ text: q.text, terms });
  }
  if (own.length < 2) return null;
  let taken = 0;
  let missed = '';
  for (const q of own) {
    if (q.terms.some((t) => replyTerms.has(t))) taken++;
    else if (!missed) missed = q.text.length > 80 ? `${q.text.slice(0, 77)}…` : q.text;
  }
  return { asks: own.length, taken, missed };
}

/** Identifiers and words: "sorted_nums", "nextCursor", "created_at". */
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;
/** Keywords of the common languages, which say nothing about what the code is about. */
const CODE_KEYWORDS = new Set(['const', 'let', 'var', 'function', 'return', 'import', 'from', 'export', 'class', 'def', 'self', 'this', 'new', 'true', 'false', 'null', 'none', 'undefined', 'await', 'async', 'for', 'while', 'else', 'elif', 'and', 'not', 'the', 'select', 'where', 'order', 'group', 'limit', 'into', 'values', 'set', 'table', 'create', 'int', 'str', 'string', 'number']);

/** Lower-cased identifiers of a text's code and their parts ("sorted_nums" → sorted_nums, sorted, nums; "nextCursor" → nextcursor, next, cursor). */
function codeWordsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const span of codeSpansOf(text)) addIdentifiers(span.body, out);
  return out;
}

function addIdentifiers(code: string, out: Set<string>): void {
  for (const id of code.match(IDENTIFIER) ?? []) {
    const whole = id.toLowerCase();
    if (whole.length >= 3 && !CODE_KEYWORDS.has(whole)) out.add(whole);
    for (const part of id.split(/_|(?<=[a-z])(?=[A-Z])/)) {
      const p = part.toLowerCase();
      if (p.length >= 3 && !CODE_KEYWORDS.has(p)) out.add(p);
    }
  }
}

/** Every word and identifier part of a text, prose and code alike. */
function wordsAndIdentifiersOf(text: string): Set<string> {
  const out = new Set<string>();
  addIdentifiers(text, out);
  return out;
}

/**
 * Share of the identifiers in the ask's code that the reply uses, in its prose or its code: an ask that
 * is mostly a pasted snippet and its error ("nums.sort() … TypeError") is taken up by a reply about
 * `sort()` and `sorted_nums`, though the ask's prose holds only the error's words. Null when the ask
 * shows less than three identifiers.
 */
export function askCodeTakenUp(ask: string, reply: string): number | null {
  const asked = codeWordsOf(ask);
  if (asked.size < 3) return null;
  const said = wordsAndIdentifiersOf(reply);
  let hits = 0;
  for (const w of asked) if (said.has(w)) hits++;
  return hits / asked.size;
}

/**
 * An ask to redo the last answer, of any length ("Please redo it with that in mind.", "Can you make it
 * less numbers-heavy? The audience is the whole company…"): its answer is a new version of that answer,
 * so it carries on the exchange as the reply to a short follow-up does.
 */
export const REVISES_LAST = caseless(/\b(?:redo|rewrite|revise|rework|redraft|make|change|adjust|update|shorten|simplify|rephrase|reword|tweak|edit) (?:it|this|that|them)\b/iu);

/** Words up to which an ask is a short follow-up that leaves its subject to the exchange before it. */
export const SHORT_FOLLOW_UP_WORDS = 14;
const CONTENT_WORD_MIN = 4;

/**
 * How far a reply to a short follow-up ("ok, how would the nightly job look?", "Now give me a version for
 * Slack, casual, one line.") or to a control move ("continue") carries on the reply before it: the words
 * they share, prose and code (three or more carry it on). The follow-up names only what changes; the
 * subject is the exchange's.
 */
export function threadCarriedOn(ask: string, previousReply: string, reply: string, afterControl = false): number | null {
  if (!previousReply || (!afterControl && !REVISES_LAST.test(ask) && (ask.match(/[\p{L}\p{N}]+/gu) ?? []).length > SHORT_FOLLOW_UP_WORDS)) return null;
  const before = new Set([...wordsAndIdentifiersOf(previousReply)].map(singular));
  let shared = 0;
  for (const w of wordsAndIdentifiersOf(reply)) if (w.length >= CONTENT_WORD_MIN && before.has(singular(w))) shared++;
  return Math.min(1, shared / 3);
}

/** "crates" and "crate" are one word to a reader. */
const singular = (w: string): string => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/**
 * Says the person's words back and nothing else: every word of the reply (at least ECHO_MIN_WORDS) is one
 * run of the person's last message, word for word ("True even people with disabilities go out to
 * demonstrate." to "True even people with disabilities go out to demonstrate ty for your help ttyl").
 * Restating the question is padding; a reply made only of it answers nothing. Not when the person asked
 * for their words back (to repeat, quote, correct or translate them), nor one of the options they listed,
 * given whole. The fix: take the statement up in the reply's own words — agree or not, and add what it
 * leads to.
 */
export const ECHO_MIN_WORDS = 4;
const ECHO_WORD = /[\p{L}\p{N}'’]+/gu;
const ASKS_FOR_ITS_WORDS = caseless(/\b(?:repeat|say (?:it|that|this) back|quote|correct|proofread|fix (?:the )?(?:spelling|grammar|typos?)|translate|rephrase|reword|paraphrase|echo)\b/iu);
export function echoesTheAsk(reply: string, ask: string): boolean {
  if (!ask || reply.length > 400) return false;
  const said = (reply.toLowerCase().match(ECHO_WORD) ?? []).join(' ');
  if (said.split(' ').length < ECHO_MIN_WORDS) return false;
  const asked = ` ${(ask.toLowerCase().match(ECHO_WORD) ?? []).join(' ')} `;
  if (!asked.includes(` ${said} `) || ASKS_FOR_ITS_WORDS.test(ask)) return false;
  // One of the options the person listed, given whole, is a choice ("c) A group of four girls has
  // surrounded another girl…" to a multiple-choice question), not their words said back.
  const lines = ask.split('\n');
  return lines.length < 2 || !lines.some((line) => (line.toLowerCase().match(ECHO_WORD) ?? []).join(' ') === said);
}
