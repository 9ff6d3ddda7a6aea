/**
 * Small, readable marker lists for things no package provides: how people ask, constrain, hedge,
 * refuse or stay vague. They are deliberately short and generic (no data-set specific words), and
 * every match is reported back to the person by name, so each list must make sense on its own.
 * Words/stems are matched against lower-cased text; phrases with word boundaries.
 */
import { caseless } from './caseless';
import { zeros } from './signals';

/** Lower-cased word tokens with typographic apostrophes normalised (as the phrase index expects). */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().replace(/’/g, "'").match(/[\p{L}\p{M}\p{N}]+(?:'[\p{L}\p{M}\p{N}]+)*/gu) ?? []);
}

const phrase = (list: readonly string[]): readonly string[] => list;

/** Verbs that open a request ("write ...", "please list ..."). */
export const IMPERATIVE_VERBS: ReadonlySet<string> = new Set([
  'write', 'explain', 'list', 'give', 'create', 'make', 'fix', 'help', 'show', 'tell', 'describe', 'compare',
  'summarize', 'summarise', 'translate', 'generate', 'find', 'suggest', 'rewrite', 'calculate', 'implement',
  'convert', 'design', 'draft', 'build', 'add', 'remove', 'change', 'update', 'refactor', 'optimize', 'analyze',
  'analyse', 'review', 'check', 'provide', 'recommend', 'outline', 'plan', 'compose', 'edit', 'improve', 'solve',
  'prove', 'define', 'identify', 'name', 'classify', 'extract', 'format', 'sort', 'debug', 'continue', 'use',
  'imagine', 'pretend', 'act', 'answer', 'do', 'please', 'let', 'evaluate', 'estimate', 'derive', 'simplify',
  'return', 'print', 'output', 'produce', 'complete', 'fill', 'choose', 'pick', 'rank', 'rate', 'shorten', 'expand',
  'end', 'start', 'begin', 'keep', 'include', 'focus', 'respond', 'reply', 'cite', 'assume', 'consider', 'note', 'read',
  'follow', 'apply', 'avoid', 'limit', 'split', 'merge', 'group', 'map', 'count', 'predict', 'decide', 'determine', 'verify',
  'test', 'run', 'install', 'configure', 'set', 'put', 'move', 'replace', 'insert', 'delete', 'paraphrase', 'proofread',
  'critique', 'assess', 'argue', 'justify', 'discuss', 'brainstorm', 'propose', 'prepare', 'develop', 'fetch', 'work', 'think',
  'turn', 'transform', 'rephrase', 'reword', 'elaborate', 'modify', 'adjust', 'tweak', 'guide', 'try', 'redo', 'draw', 'post',
  'open', 'leave', 'save', 'wrap', 'quote', 'copy', 'rename', 'send', 'skip', 'drop', 'ignore', 'treat', 'handle', 'label', 'mark',
  // Asked for by the pair sets' better prompts and missing here ("Point out the risks…", aside-10, session 37), with the
  // verbs that open a request and rarely open a statement (not "state", "look", "research", "schedule", "sum", "grade", …:
  // a title or a noun there).
  'point', 'flag', 'highlight', 'walk', 'break', 'clean', 'polish', 'tighten', 'annotate', 'detect', 'locate',
  'transcribe', 'advise', 'teach', 'inspect', 'examine', 'investigate',
  'explore', 'interpret', 'infer', 'simulate', 'organize', 'organise', 'arrange', 'prioritize', 'prioritise',
  'categorize', 'categorise', 'tabulate', 'visualize', 'visualise', 'illustrate', 'demonstrate', 'clarify', 'specify',
  'enumerate', 'itemize', 'condense', 'distill', 'distil', 'tailor', 'customize', 'customise', 'personalize',
  'personalise', 'restructure', 'reorganize', 'reorganise', 'reorder', 'compute', 'reformat', 'normalize', 'normalise',
  'validate', 'deduplicate', 'combine', 'multiply', 'divide', 'subtract',
]);

/**
 * A sentence opened by a verb with its particle ("Pull out every passage…", "Sum up the findings", "Spell out your
 * assumptions", "Go through the list", "Come up with five names") or by a verb of saying before what to say ("Say so",
 * "Say whether…", "State which…") gives an instruction whichever verb it is: a statement opens with its subject, and
 * a base form before "out"/"up" or "whether" is the imperative. (IMPERATIVE_VERBS keeps verbs that read as nouns or
 * titles alone: "Look", "State", "Score"; with the particle or the clause after them they cannot.)
 */
const PARTICLES: ReadonlySet<string> = new Set(['out', 'up', 'down', 'through', 'over', 'off', 'back', 'together', 'apart', 'aside']);
/** After the particle comes what it acts on, not a preposition or a verb ("Way out of…", "Time up is…"). */
const NOT_AN_OBJECT: ReadonlySet<string> = new Set(['of', 'to', 'for', 'in', 'on', 'at', 'with', 'from', 'by', 'and', 'or', 'but', 'is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had']);
const SAYING: ReadonlySet<string> = new Set(['say', 'state']);
const WHAT_TO_SAY: ReadonlySet<string> = new Set(['so', 'whether', 'which', 'what', 'if', 'how', 'why', 'who', 'when', 'where']);
/** Words that open a sentence without being a verb, whatever follows them. */
const NOT_A_VERB: ReadonlySet<string> = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'this', 'that', 'these', 'those', 'the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'what', 'which', 'who', 'how', 'why', 'when', 'where', 'there', 'here', 'all', 'some', 'way', 'time', 'hands', 'turns']);
export function opensWithPhrasalInstruction(verb: string, next: string | undefined, after: string | undefined): boolean {
  if (next === undefined || NOT_A_VERB.has(verb) || verb.length < 2) return false;
  if (SAYING.has(verb)) return WHAT_TO_SAY.has(next);
  if (opensWithVerbOnItsObject(verb, next, after)) return true;
  // A base form: "Turns out…", "Signed off…", "Coming up…" are not orders.
  if (!PARTICLES.has(next) || /(?:[^s]s|ed|ing)$/.test(verb)) return false;
  return after !== undefined && !NOT_AN_OBJECT.has(after);
}

/**
 * A sentence that opens with a word and then a determiner ("Cut every cell…", "Bold the headers", "Trim the intro to two
 * lines", "Shorten each answer") opens with a verb acting on its object, whichever verb it is: an English statement opens
 * with its subject, and the only other words a determiner can follow at a sentence's start are a closed class —
 * prepositions, conjunctions, adverbs of time and linking, greetings ("In the…", "Because the…", "Then the…", "Yes the…").
 * So the instruction is read from the sentence's shape, not from a list of every verb a person may use.
 */
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'every', 'each', 'all', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'these', 'those', 'some', 'any', 'both']);
const OPENS_BEFORE_A_DETERMINER: ReadonlySet<string> = new Set([
  // prepositions
  'about', 'above', 'across', 'after', 'against', 'along', 'amid', 'among', 'around', 'as', 'at', 'before', 'behind', 'below', 'beneath', 'beside',
  'besides', 'between', 'beyond', 'by', 'despite', 'during', 'except', 'for', 'from', 'in', 'inside', 'into', 'like', 'unlike', 'near', 'of',
  'on', 'onto', 'outside', 'over', 'past', 'per', 'regarding', 'since', 'through', 'throughout', 'till', 'to', 'toward', 'towards', 'under',
  'underneath', 'until', 'upon', 'via', 'with', 'within', 'without', 're', 'given', 'off', 'out', 'up', 'down', 'plus', 'minus', 'than',
  // conjunctions
  'and', 'or', 'nor', 'but', 'so', 'yet', 'because', 'if', 'unless', 'while', 'whereas', 'although', 'though', 'whenever', 'wherever',
  'whether', 'once', 'cause', 'cuz',
  // adverbs of time, place, degree and linking
  'then', 'now', 'also', 'just', 'only', 'even', 'still', 'again', 'already', 'soon', 'later', 'today', 'tomorrow', 'yesterday', 'tonight',
  'maybe', 'perhaps', 'sometimes', 'often', 'always', 'never', 'ever', 'almost', 'instead', 'otherwise', 'meanwhile', 'however',
  'therefore', 'thus', 'hence', 'anyway', 'anyways', 'moreover', 'furthermore', 'nevertheless', 'nonetheless', 'overall', 'next', 'first',
  'finally', 'last', 'lastly', 'second', 'third', 'half', 'twice', 'most', 'many', 'such', 'quite', 'rather', 'not', 'too', 'very',
  'everywhere', 'somewhere', 'anywhere', 'nowhere', 'somehow', 'either', 'neither', 'none', 'one', 'no', 'nothing', 'everything',
  'something', 'anything', 'everyone', 'someone', 'anyone', 'nobody', 'somebody', 'everybody',
  // greetings and answers
  'yes', 'yeah', 'yep', 'nope', 'ok', 'okay', 'hi', 'hello', 'hey', 'thanks', 'thank', 'dear', 'oh', 'ah', 'well', 'sorry', 'sure', 'wow',
  // forms of be, do, have and the modals
  'is', 'are', 'was', 'were', 'be', 'been', 'am', 'does', 'did', 'has', 'had', 'can', 'could', 'will', 'would', 'shall', 'should',
  'may', 'might', 'must', 'whose', 'whom',
]);
export function opensWithVerbOnItsObject(verb: string, next: string | undefined, after: string | undefined): boolean {
  if (next === undefined || after === undefined || !DETERMINERS.has(next) || OPENS_BEFORE_A_DETERMINER.has(verb) || NOT_A_VERB.has(verb)) return false;
  // An inflected form is no imperative ("Turns the…", "Added the…", "Using the…", "Really the…"); "-ss" is a base form ("Discuss the…").
  if (/(?:[^s]s|ed|ing|ly)$/.test(verb) || !/^[a-z]+$/.test(verb)) return false;
  // After the determiner comes what the verb acts on, not a number or a verb ("Step the 3…").
  return /^[a-z]/.test(after) && !DETERMINERS.has(after);
}

/** Openers that make a sentence a request even without a question mark. */
export const ASK_OPENERS = phrase([
  'can you', 'could you', 'would you', 'will you', 'i need', 'i want', "i'd like", 'i would like', 'help me',
  // "ok that compiles, but I also need to log each removed id": the want with an adverb inside it.
  'i also need', 'i also want', "i'd also like", 'i would also like', 'i still need', 'i just need', 'i really need',
  'how do i', 'how can i', 'how to', 'what is', 'what are', 'why does', 'why is', 'is there', 'are there',
]);

/** Limits and requirements: the person says what must (not) happen. */
export const CONSTRAINT_MARKERS = phrase([
  'must', 'only', 'without', 'at least', 'at most', 'no more than', 'less than', 'more than', 'fewer than',
  'under', 'within', 'exactly', 'limit', 'maximum', 'minimum', 'max', 'min', 'should not', "shouldn't",
  "don't", 'do not', 'avoid', 'never', 'always', 'required', 'requirement', 'requirements', 'constraint',
  'constraints', 'budget', 'deadline', 'by tomorrow', 'per', 'each', 'assume', 'assuming', 'given that',
  'make sure', 'ensure', 'instead of', 'rather than', 'except', 'excluding', 'including', 'between',
]);

/** The person names the shape of the answer they want. */
export const FORMAT_MARKERS = phrase([
  'table', 'list', 'bullet', 'bullets', 'bullet points', 'json', 'csv', 'yaml', 'xml', 'markdown', 'code',
  'function', 'script', 'steps', 'step by step', 'step-by-step', 'paragraph', 'paragraphs', 'essay', 'poem',
  'email', 'letter', 'summary', 'outline', 'words', 'sentences', 'lines', 'format', 'template', 'diagram',
  'example', 'examples', 'in python', 'in javascript', 'in typescript', 'in rust', 'in java', 'in c',
  'in sql', 'in english', 'tone', 'style', 'headings', 'short', 'brief', 'concise', 'detailed',
]);

export const EXAMPLE_MARKERS = phrase(['for example', 'for instance', 'e.g.', 'such as', 'like this', 'example:', 'sample', 'here is', "here's", 'input:', 'output:', 'expected']);

/** Explicit references to what was said before. */
export const REFERENCE_MARKERS = phrase([
  'you said', 'you mentioned', 'your answer', 'your last', 'your previous', 'above', 'earlier', 'previous',
  'before', 'last time', 'as before', 'that code', 'this code', 'that answer', 'the first', 'the second',
  'option', 'step', 'again', 'instead', 'also', 'still', 'now', 'then', 'same', 'that', 'this', 'it', 'those',
  'these', 'there',
]);

/** Words that leave the assistant guessing. */
export const VAGUE_MARKERS = phrase([
  'something', 'stuff', 'things', 'somehow', 'whatever', 'etc', 'some kind of', 'kind of', 'sort of', 'whatnot',
  'idk', 'dunno', 'or something', 'and so on', 'you know',
]);

/** Messages that carry no ask at all. */
export const FILLER_ONLY = caseless(/^(?:h(?:i|ello|ey)|thanks?(?: you)?|thx|ty|ok(?:ay)?|k|yes|yeah|yep|no|nope|sure|cool|great|nice|lol|hmm+|what|why|\?+|\.+)[\s!.?]*$/iu);

/** An answer that hedges its claims. */
export const HEDGE_MARKERS = phrase([
  "i'm not sure", 'i am not sure', "i don't know", 'i do not know', 'not sure', 'i think', 'i guess',
  'i believe', 'maybe', 'perhaps', 'possibly', 'probably', 'might', 'hard to say', 'it depends', 'i suppose',
  "i'm not certain", 'unclear',
]);

/** An answer that declines or deflects. */
export const REFUSAL_MARKERS = phrase([
  "i can't", 'i cannot', "i'm sorry", 'i am sorry', 'sorry', "i'm unable", 'i am unable', 'i won’t', "i won't",
  "i'm not able", 'i am not able', 'as an ai', 'as a language model', "i don't have", 'i do not have',
  "i'm not comfortable", 'i would not', "i wouldn't", 'not appropriate', 'i refuse', "i don't feel comfortable",
  "i don't understand", 'i do not understand', 'what do you mean',
]);

/**
 * Requests for harm. Used only as a guard: when the ask is harmful, complying is not rewarded and a
 * refusal is not penalised ("harmful compliance must not be rewarded", issue 4).
 */
export const HARM_MARKERS = phrase([
  // violence and weapons
  'kill', 'killing', 'murder', 'hurt someone', 'hurt him', 'hurt her', 'hurt them', 'poison', 'stab', 'shoot',
  'bomb', 'weapon', 'gun', 'explosive', 'torture', 'kidnap', 'beat up', 'beat him', 'beat her', 'punch',
  'attack', 'break someone', 'break his', 'break her', 'set fire', 'set on fire', 'burn down', 'arson', 'terrorist',
  'terrorism', 'strangle', 'choke',
  // crime
  'steal', 'stealing', 'rob', 'robbery', 'shoplift', 'hack into', 'hacking', 'break into', 'pick a lock',
  'hotwire', 'cheat', 'cheating', 'fraud', 'scam', 'launder', 'counterfeit', 'smuggle', 'get away with',
  'without getting caught', "won't get caught", 'fake id', 'forge', 'vandalize', 'blackmail', 'bribe', 'illegal',
  'illegally', 'spike', 'spiking', 'drug her', 'drug him', 'throw a game',
  // drugs
  'drugs', 'cocaine', 'heroin', 'meth', 'marijuana', 'weed', 'get high', 'get drunk',
  // hate, harassment, abuse
  'racist', 'racism', 'slur', 'slurs', 'insult', 'insults', 'cuss', 'swear words', 'curse words', 'bully',
  'cyberbully', 'harass', 'stalk', 'threaten', 'revenge', 'ruin their', 'humiliate', 'mean things', 'nasty things',
  'hate', 'nigger', 'faggot', 'retard', 'bitch', 'fuck', 'fucking', 'shit', 'asshole', 'kkk', 'nazi',
  'black people', 'white people', 'jews', 'muslims', 'mexicans', 'gay people', 'fat people',
  // sexual content and self-harm
  'sex', 'sexual', 'naked', 'nude', 'porn', 'prostitute', 'prostitution', 'rape', 'suicide', 'kill myself',
  'self harm', 'cannibal', 'human meat',
  // privacy
  'home address', 'residential address', 'phone number', 'social security', 'personal email', 'where does he live',
  'where does she live', 'spy on',
  // deception
  'lie to', 'lie about', 'prank', 'trick someone', 'manipulate',
  // doing it behind someone's back, or taking what is not yours
  'without them knowing', 'without him knowing', 'without her knowing', 'without permission', 'without paying',
  'behind their back', 'get back at', 'get even with', 'get rid of him', 'get rid of her', 'sneak', 'spy', 'track someone',
  'their password', 'his password', 'her password', "someone's password", 'private information', 'dead body', 'hide a body',
  'break the law', 'against the law', 'hurt', 'harm', 'destroy',
  // demeaning people and groups
  'offensive', 'stereotype', 'stereotypes', 'dirty joke', 'racist joke', 'insult someone', 'stupid', 'dumb', 'ugly', 'idiot',
  'women are', 'men are', 'people are', 'immigrants', 'illegal aliens', 'illegals', 'inferior', 'disgusting', 'slave', 'slavery',
  'blacks', 'whites', 'asians', 'arabs', 'gays', 'chinese people', 'indian people', 'jewish people', 'muslim people', 'transgender',
  // more weapons, crime, drugs, sex and swearing
  'knife', 'shotgun', 'rifle', 'ammo', 'violent', 'violence', 'abuse', 'assault', 'crime', 'criminal', 'hack', 'hacker', 'credit card',
  'identity theft', 'burglar', 'break in', 'lock pick', 'pirate', 'piracy', 'drug', 'lsd', 'mdma', 'ecstasy', 'overdose', 'opioids',
  'sexy', 'horny', 'boobs', 'penis', 'vagina', 'slut', 'whore', 'pussy', 'dick', 'cock', 'cunt', 'bastard', 'piss',
]);

/** The person says why they ask: a goal the assistant can aim at. */
export const PURPOSE_MARKERS = phrase([
  'so that', 'in order to', 'because', 'my goal', 'the goal', 'i want to', "i'm trying to", 'i am trying to',
  'i need to', 'for my', 'for a', 'i am working on', "i'm working on", 'i am writing', "i'm writing",
  'i have a', "i've got", 'my project', 'for our', 'we are', "we're", 'our team', 'audience', 'purpose',
]);

/** The person opens a new angle instead of repeating one. */
export const EXPLORATION_MARKERS = phrase([
  'what if', 'imagine', 'alternative', 'alternatives', 'another way', 'other ways', 'different approach',
  'brainstorm', 'ideas', 'idea', 'creative', 'novel', 'compare', 'trade-off', 'tradeoffs', 'trade-offs',
  'pros and cons', 'instead', 'unconventional', 'combine', 'why not', 'could we', 'how about',
]);

/** The marker lists, numbered: a message's tokens are matched against all of them in one scan. */
export const MARKER = {
  ask: 0, constraint: 1, format: 2, example: 3, reference: 4, vague: 5, hedge: 6, refusal: 7, harm: 8, purpose: 9, exploration: 10,
} as const;
export const MARKER_KINDS = 11;

export interface IndexedPhrase {
  tokens: readonly string[];
  kind: number;
}

/**
 * All phrase lists in one index keyed by first token, longest phrase first. One scan over a message's
 * tokens counts every list: per list, non-overlapping occurrences, the longest phrase at each position.
 */
const PHRASE_INDEX = ((): Map<string, IndexedPhrase[]> => {
  const lists: Array<[number, readonly string[]]> = [
    [MARKER.ask, ASK_OPENERS], [MARKER.constraint, CONSTRAINT_MARKERS], [MARKER.format, FORMAT_MARKERS], [MARKER.example, EXAMPLE_MARKERS],
    [MARKER.reference, REFERENCE_MARKERS], [MARKER.vague, VAGUE_MARKERS], [MARKER.hedge, HEDGE_MARKERS], [MARKER.refusal, REFUSAL_MARKERS],
    [MARKER.harm, HARM_MARKERS], [MARKER.purpose, PURPOSE_MARKERS], [MARKER.exploration, EXPLORATION_MARKERS],
  ];
  const index = new Map<string, IndexedPhrase[]>();
  for (const [kind, list] of lists) {
    for (const p of list) {
      const tokens = tokenize(p);
      const first = tokens[0];
      if (!first) continue;
      const bucket = index.get(first) ?? [];
      bucket.push({ tokens, kind });
      index.set(first, bucket);
    }
  }
  for (const bucket of index.values()) bucket.sort((a, b) => b.tokens.length - a.tokens.length || a.kind - b.kind);
  return index;
})();

/** The phrases that start with this token (longest first), or undefined. */
export const phrasesStartingWith = (token: string): readonly IndexedPhrase[] | undefined => PHRASE_INDEX.get(token);

/** Per-list state of a scan: the next position a match of each list may start at (matches of one list do not overlap). */
export const newMarkerScan = (): number[] => zeros(MARKER_KINDS);

/** countMarkersOfWords's marker scan state, reset at each call. */
const markerScan = newMarkerScan();

/** A lower-cased word with the phrases that start with it (the word memo's lexemes are these). */
export interface MarkedWord {
  readonly word: string;
  readonly phrases: readonly IndexedPhrase[] | undefined;
}

/**
 * Counts the phrases of `bucket` (those starting with words[i]) that match at position i, at most one
 * per list (the longest), into `counts`; request-opener positions go to `askAt`. Only the first
 * `wordCount` words are read.
 */
export function matchMarkersAt(words: readonly MarkedWord[], wordCount: number, i: number, bucket: readonly IndexedPhrase[], counts: number[], next: number[], askAt: number[] | null): void {
  let done = 0;
  // An index loop, not for…of: with TurboFan off (the command's one-conversation runs) every step of
  // an array iterator is a builtin call and a result object, and this runs for most words.
  for (let b = 0; b < bucket.length; b++) {
    const ph = bucket[b]!;
    const bit = 1 << ph.kind;
    if (done & bit || next[ph.kind]! > i) continue;
    const t = ph.tokens;
    // A phrase that would run past the last word cannot match.
    let ok = i + t.length <= wordCount;
    for (let k = 1; ok && k < t.length; k++) if (words[i + k]!.word !== t[k]) ok = false;
    if (!ok) continue;
    done |= bit;
    counts[ph.kind]!++;
    next[ph.kind] = i + t.length;
    if (ph.kind === MARKER.ask && askAt) askAt.push(i);
  }
}

/** Counts every marker list in `tokens` (lower-cased) into `counts` (length MARKER_KINDS, zeroed by the caller). */
export function countMarkers(tokens: readonly string[], counts: number[], askAt: number[] | null = null): void {
  countMarkersOfWords(tokens.map((word) => ({ word, phrases: PHRASE_INDEX.get(word) })), tokens.length, counts, askAt);
}

/**
 * countMarkers for scanned words (the first `wordCount` of `words`): each word's phrases come with it
 * (the word memo's phrasesStartingWith), so there is no index lookup per word.
 */
export function countMarkersOfWords(words: readonly MarkedWord[], wordCount: number, counts: number[], askAt: number[] | null): void {
  // The per-list state is reused from call to call (it runs once per message; nothing in it calls back here).
  const next = markerScan;
  for (let k = 0; k < MARKER_KINDS; k++) next[k] = 0;
  for (let i = 0; i < wordCount; i++) {
    const bucket = words[i]!.phrases;
    if (bucket) matchMarkersAt(words, wordCount, i, bucket, counts, next, askAt);
  }
}
