/**
 * The parts of a conversation a better move is built from, so that what it adds belongs to that
 * message rather than to a template (issue 14, "better moves are rewrites of the person's own
 * message"):
 * - the part of the last answer a follow-up is about (`replyPart`): the sentence or list item it
 *   shares words with, quoted, so "some of these don't use a pen" names which one;
 * - the assistant's clarifying question (`clarifyingQuestion`) and its person-side wording
 *   (`asIndirect`): an answer of one word ("25") is said in full ("As for the age of the person I
 *   want to surprise: 25."), and an opening that drew the question says it up front;
 * - what the thing asked for needs to be specified (`ARTEFACTS`: an email its reader and the action
 *   it asks for, a curriculum the learner's level and the weeks available), and what a code ask
 *   needs to know about the language it names (`LANGUAGE_SETUP`: Python's version and whether it
 *   runs as a script or in a notebook, XAML's framework).
 * Everything here reads only the texts it is given (a few thousand characters at most) and runs only
 * for weak messages, when the better move is written.
 */
import { caseless } from './caseless';

const REPLY_READ = 2000;
const QUOTE_WORDS = 9;

/** Words that carry no topic (for matching a follow-up to a part of the reply). */
const FUNCTION_WORDS = new Set(
  'the and for are but not you your yours with this that these those from have has had was were will would could should can may might what which who whom whose when where why how all any some each more most other such only own same than too very just also into over under about after before again then there here their them they our ours its his her hers him she out off been being does did doing done get got let please thanks thank want need like make use one two way well yes okay really thing things something anything everything lot lots sure know think good great much many even still going want said say says tell told else suggest suggestions advice idea ideas tips mean meant term word wanna'.split(' '),
);
export const topicWords = (text: string): string[] => (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !FUNCTION_WORDS.has(w));
/** Two words meet when they share their first five letters ("pranks" and "prank", "month" and "monthly"). */
const stem = (w: string): string => w.slice(0, 5);

const POINTS_BACK = caseless(/\b(?:this|that|these|those|it|they|them|some of|none of|all of|the (?:first|second|third|last|other) one|you said|your answer)\b/iu);

/** Sentences and list items of a reply's opening, markup removed. */
function segmentsOf(reply: string): string[] {
  const head = reply.length > REPLY_READ ? reply.slice(0, REPLY_READ) : reply;
  const prose = head.replace(/```[\s\S]*?(?:```|$)/gu, '\n');
  const out: string[] = [];
  for (const line of prose.split('\n')) {
    const item = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/u, '').replace(/[*_#`>]+/gu, '').trim();
    if (!item) continue;
    for (const s of item.split(/(?<=[.!?])\s+/u)) if (/\p{L}/u.test(s)) out.push(s.trim());
  }
  return out;
}

function firstListItem(reply: string): string | null {
  const head = reply.length > REPLY_READ ? reply.slice(0, REPLY_READ) : reply;
  const m = /^\s*(?:[-*•]|\d+[.)])\s+(.+)$/mu.exec(head.replace(/```[\s\S]*?(?:```|$)/gu, ''));
  return m ? m[1]!.replace(/[*_#`>]+/gu, '').split(/(?<=[.!?])\s+/u)[0]!.trim() : null;
}

const PREAMBLE = /^(?:(?:sure|certainly|of course|okay|ok)[,!.]?\s+)?(?:here(?:'s| is| are)|below (?:is|are))\b[^:]{0,40}:\s*/iu;
/** At most `n` words of a sentence, cut at a clause where one ends early; "…" marks a cut. */
function clipWords(sentence: string, n = QUOTE_WORDS): string {
  // "Here is a draft: Join us…": the preamble is not what the answer said.
  const said = sentence.replace(PREAMBLE, '').trim() || sentence;
  sentence = said.charAt(0).toUpperCase() + said.slice(1);
  const clause = sentence.split(/[,;:—–(]\s*/u)[0]!.trim();
  const base = clause.split(/\s+/u).length >= 4 ? clause : sentence;
  const words = base.replace(/[.!?]+$/u, '').split(/\s+/u);
  return words.length > n ? `${words.slice(0, n).join(' ')}…` : words.join(' ');
}

/**
 * The part of the last answer a follow-up is about: the sentence or list item sharing the most topic
 * words with the message (ties: the earlier), else, when the message judges the answer as a whole
 * ("some of these…", "that's wrong"), its first list item or sentence. Null when the reply says
 * nothing quotable.
 */
export function replyPart(reply: string | undefined, message: string): string | null {
  if (!reply) return null;
  // A part worth quoting says something ("Definitely." or "Sure, I can help!" does not).
  const segments = segmentsOf(reply).filter((s) => s.split(/\s+/u).length >= 5);
  if (!segments.length) return null;
  const wanted = new Set(topicWords(message).map(stem));
  let best: string | null = null;
  let bestShared = 0;
  for (const s of segments) {
    let shared = 0;
    for (const w of new Set(topicWords(s).map(stem))) if (wanted.has(w)) shared++;
    if (shared > bestShared) {
      best = s;
      bestShared = shared;
    }
  }
  if (best) return clipWords(best);
  // Nothing shared: a reaction ("You're annoying then. Useless!", "Why not?") or a judgement of the
  // answer as a whole ("some of these…") is about the answer, and its first list item (or sentence)
  // stands for it; a message with a topic of its own ("Forget it. Do you like cats?") is not.
  return POINTS_BACK.test(message) || wanted.size < 2 ? clipWords(firstListItem(reply) ?? segments[0]!) : null;
}

/**
 * The last thing the reply stated (its last sentence of five words or more that is not a question):
 * a short question back ("Because she's fat?") reacts to it when it shares no word with any part.
 */
export function lastStatement(reply: string | undefined): string | null {
  if (!reply) return null;
  const tail = reply.length > REPLY_READ ? reply.slice(-REPLY_READ) : reply;
  const said = segmentsOf(tail).filter((s) => s.split(/\s+/u).length >= 5 && !/\?\s*$/u.test(s));
  return said.length ? clipWords(said.at(-1)!) : null;
}

/** Questions that ask nothing of the person: offers and checks ("Can I help with anything else?", "Does that make sense?"). */
const RHETORICAL = caseless(/^(?:(?:is there )?anything else|(?:can|may|shall) i (?:help|ask|assist)|(?:does|did) (?:that|this) (?:make sense|help)|how can i help)\b|^(?:right|ok(?:ay)?|you know|see)\?$/iu);
/** The last question the reply asks the person, or null. */
export function clarifyingQuestion(reply: string | undefined): string | null {
  if (!reply || !/[?？]/u.test(reply)) return null;
  const tail = reply.length > REPLY_READ ? reply.slice(-REPLY_READ) : reply;
  const segments = segmentsOf(tail);
  // "Is this for a used car? Or for a debit card?": an alternative question is one question.
  const joined: string[] = [];
  for (const seg of segments) {
    const last = joined.at(-1);
    if (last && /\?\s*$/u.test(last) && /^or\b/iu.test(seg)) joined[joined.length - 1] = `${last.replace(/\?\s*$/u, '')}, ${seg.charAt(0).toLowerCase()}${seg.slice(1)}`;
    else joined.push(seg);
  }
  const questions = joined.filter((s) => /\?\s*$/u.test(s) && s.length <= 200 && !RHETORICAL.test(s));
  return questions.at(-1) ?? null;
}

/** The assistant's words turned into the person's: "you" → "I", "your" → "my", "I" → "you". */
const PERSON_SWAP: Record<string, string> = {
  'you are': 'I am', 'are you': 'am I', "you're": "I'm", 'you’re': 'I’m', 'you were': 'I was', 'were you': 'was I',
  'you have': 'I have', "you've": "I've", your: 'my', yours: 'mine', yourself: 'myself',
  'i am': 'you are', "i'm": "you're", 'i’m': 'you’re', my: 'your', me: 'you', i: 'you', mine: 'yours', myself: 'yourself',
};
const OBJECT_YOU = caseless(/\b(?:to|for|with|at|about|from|tell|give|help|let|make|show|ask|bother|bothers|bothering|hurt|hurts|like|of)\s+$/iu);
export function swapPerson(text: string): string {
  return text.replace(/\b(?:you are|are you|you were|were you|you have|you're|you’re|you've|yourself|yours|your|you|i am|i'm|i’m|myself|mine|my|me|i)\b/giu, (m, at: number, whole: string) => {
    const lower = m.toLowerCase();
    if (lower === 'you') return OBJECT_YOU.test(whole.slice(0, at)) ? 'me' : 'I';
    const swapped = PERSON_SWAP[lower] ?? m;
    return at === 0 ? swapped.charAt(0).toUpperCase() + swapped.slice(1) : swapped;
  });
}

const REQUEST_Q = caseless(/^(?:can|could|would|will) I (?:please )?(?:explain|tell you|describe|say|clarify|give you|share|let you know)\s+(.+)$/iu);
const WH_BE = caseless(/^(what|which|who|where|when|why|how(?: \w+)?)(?:'s|’s| is| are| was| were)\s+(.+)$/iu);
const WH_NOUN_BE = /^((?:what|which|how) (?:kind of |type of |sort of )?[\p{L}-]+(?: [\p{L}-]+)?) (is|are|was|were) (I|it|he|she|they|this|that|we)\b(.*)$/iu;
const WH_MODAL = caseless(/^(what|which|who|where|when|why|how(?: \w+)?) (would|could|should|can|will|did|have|has|had) (I|it|he|she|they|this|that|we) (.+)$/iu);
const WH_DO = caseless(/^(what|which|who|where|when|why|how(?: \w+)?) do you\s+(.+)$/iu);
const YES_NO = caseless(/^(?:do|does|did) (I|this|that|it|he|she|they|we)\s+(.+)$|^(is|are|am|was|were|can|could|would|will|have|has) (I|this|that|it|he|she|they|we)\s+(.+)$/iu);

/**
 * A question of the assistant's said the way the person would refer to it: "What is the age of the
 * person you want to surprise?" → "the age of the person I want to surprise"; "What do you mean by
 * pranks?" → "what I mean by pranks"; "Are you trying to play a joke?" → "whether I am trying to play
 * a joke". Null for shapes it cannot turn (the better move then does without it).
 */
export function asIndirect(question: string): string | null {
  const turned = turnQuestion(question);
  // A long question reads better quoted than turned round.
  return turned && turned.split(/\s+/u).length <= 18 ? turned : null;
}
function turnQuestion(question: string): string | null {
  const q = swapPerson(question.replace(/^(?:(?:ok(?:ay)?|so|and|well|sure|hm+|yeah|yes|no|oh|right|great|cool)[,.!]?\s+)+/iu, '').replace(/[?？]+\s*$/u, '').trim());
  // "Can you explain what those are?" asks the person for "what those are".
  let m = REQUEST_Q.exec(q);
  if (m) return m[1]!;
  m = WH_BE.exec(q);
  if (m) {
    const wh = m[1]!.toLowerCase();
    const rest = m[2]!;
    // "What is the age of X" → "the age of X": the noun phrase says it better than "what … is".
    if (wh === 'what' && /^(?:the|your|my|his|her|their|its|our)\b/iu.test(rest)) return rest;
    // "Why is it the best?" → "why it is the best": the subject goes before the verb.
    const subject = /^(I|it|he|she|they|this|that|we|there)\s+(.+)$/iu.exec(rest);
    const be = /^\S+(?:'s|’s)/u.test(q) ? 'is' : q.slice(m[1]!.length).trim().split(/\s+/u)[0]!.toLowerCase();
    if (subject) return `${wh} ${subjectCase(subject[1]!)} ${be === 'are' && subject[1] === 'I' ? 'am' : be} ${subject[2]}`;
    return `${wh} ${rest} ${/\b(?:are|were)\b/iu.test(q.slice(0, wh.length + 5)) ? 'are' : 'is'}`;
  }
  // "What kind of dog is it?" → "what kind of dog it is".
  m = WH_NOUN_BE.exec(q);
  if (m) return `${m[1]!.toLowerCase()} ${subjectCase(m[3]!)} ${m[2]!.toLowerCase() === 'are' && m[3] === 'I' ? 'am' : m[2]!.toLowerCase()}${m[4] ?? ''}`;
  // "Why would you want to hide it?" → "why I would want to hide it".
  m = WH_MODAL.exec(q);
  if (m) return `${m[1]!.toLowerCase()} ${subjectCase(m[3]!)} ${m[2]!.toLowerCase()} ${m[4]}`;
  m = WH_DO.exec(q.replace(/\bdo I\b/u, 'do you'));
  if (m) return `${m[1]!.toLowerCase()} I ${m[2]}`;
  m = YES_NO.exec(q);
  if (m) {
    if (m[1]) return `whether ${subjectCase(m[1])} ${m[2]}`;
    return `whether ${subjectCase(m[4]!)} ${m[3]!.toLowerCase() === 'are' && m[4] === 'I' ? 'am' : m[3]!.toLowerCase()} ${m[5]}`;
  }
  return null;
}
const subjectCase = (s: string): string => (s === 'I' ? 'I' : s.toLowerCase());

/**
 * Things people ask to have written or made, and what a brief for each names (prompting guides:
 * the reader, the length, the constraints that decide it). Most specific first.
 */
export const ARTEFACTS: ReadonlyArray<{ cue: RegExp; spec: string }> = [
  { cue: /\bcover letter\b/iu, spec: 'the job I am applying for and the two strengths to lead with' },
  { cue: /\b(?:e-?mail|newsletter)\b/iu, spec: 'who it goes to and what they should do after reading it' },
  { cue: /\bletter\b/iu, spec: 'who it is to and the one thing it must get across' },
  { cue: /\b(?:essay|thesis|dissertation)\b/iu, spec: 'the argument I want to make, the word count and who marks it' },
  { cue: /\b(?:story|stories|fairy ?tale|novel|fiction)\b/iu, spec: 'the reader’s age, the length and the ending I want' },
  { cue: /\b(?:poem|poetry|haiku|sonnet|limerick|lyrics|song|rap)\b/iu, spec: 'the occasion, the mood and the form (rhyme, length)' },
  { cue: /\bspeech|toast|eulogy\b/iu, spec: 'the occasion, who will listen and how many minutes I have' },
  { cue: /\b(?:blog post|article|post)\b/iu, spec: 'who reads it, the length and the one point they should take away' },
  { cue: /\b(?:smart contract|token|blockchain|nft)\b/iu, spec: 'the chain, the token standard and who may call each function' },
  { cue: /\b(?:scope of work|proposal|contract|agreement|policy)\b/iu, spec: 'who it is between, the budget and the rules it must follow' },
  { cue: /\b(?:section|chapter|report|paper|documentation|readme)\b/iu, spec: 'the document it belongs to, who reads it and how long it should be' },
  { cue: /\b(?:curriculum|syllabus|course|lesson plan|lessons?|study plan)\b/iu, spec: 'the learner’s level, the weeks available and what they should be able to do at the end' },
  { cue: /\b(?:exam|quiz|test) questions?\b|\bmark scheme\b/iu, spec: 'the exam board, the level and how many marks it carries' },
  { cue: /\b(?:slogan|tagline|name|title|headline)s?\b/iu, spec: 'the product or subject, who it is for and the tone' },
  { cue: /\b(?:ad|advert|advertisement|marketing|product description|landing page|copy)\b/iu, spec: 'the product, the buyer and the one benefit to lead with' },
  { cue: /\b(?:presentation|slides?|deck|pitch)\b/iu, spec: 'the audience, how many minutes and how many slides' },
  { cue: /\b(?:jokes?|pranks?|riddles?)\b/iu, spec: 'who it is for and what is off limits' },
  { cue: /\b(?:gifts?|presents?)\b/iu, spec: 'who it is for, their age and interests, and my budget' },
  { cue: /\b(?:game )?engines?\b[^.?!]{0,40}\bgames?\b|\bgame engines?\b/iu, spec: 'the kind of game I am making, my experience and the platforms I target' },
  { cue: /\b(?:rpg|d&d|dnd|tabletop|game session|campaign|one-shot)\b/iu, spec: 'the players, their experience and how long the session runs' },
  { cue: /\b(?:games?)\b/iu, spec: 'the platform, the controls and what a player does to win' },
  { cue: /\b(?:website|web ?site|web page|app|application|dashboard)\b/iu, spec: 'who uses it and the one thing they must be able to do on it' },
  { cue: /\b(?:regex|regular expression)\b/iu, spec: 'three strings it must match and one it must not' },
  { cue: /\b(?:sql|query|queries)\b/iu, spec: 'the database, the tables and columns involved, and the rows I expect back' },
  { cue: /\b(?:function|method|algorithm)\b/iu, spec: 'the inputs, the output and one example call with its result' },
  { cue: /\b(?:script|program|code|class|module|tool|bot)\b/iu, spec: 'what it reads, what it produces and where it will run' },
  { cue: /\b(?:dialogue|dialog|back and forth|conversation|role-?play|scene)\b/iu, spec: 'the characters, the setting and where the scene should end' },
  { cue: /\b(?:character (?:card|sheet)|npc)\b/iu, spec: 'the game system, the level and the part the character plays' },
  { cue: /\bprompt(?: structure| template)?\b/iu, spec: 'which model it is for and the task it must handle' },
  { cue: /\b(?:plan|schedule|itinerary|routine|timeline)\b/iu, spec: 'the time I have, who is involved and the result I want' },
  { cue: /\b(?:summary|summari[sz]e)\b/iu, spec: 'who will read the summary and what they need from it' },
  { cue: /\b(?:translation|translate)\b/iu, spec: 'the target language, the register and who will read it' },
];
export const artefactSpec = (text: string): string | null => ARTEFACTS.find((a) => a.cue.test(text))?.spec ?? null;

/**
 * What an answer about code depends on, by the language or tool named: the version and the place the
 * code runs differ in what matters (a notebook or a script, a browser or Node.js, WPF or MAUI).
 */
export const LANGUAGE_SETUP: Readonly<Record<string, string>> = {
  Python: 'Python version, and whether it runs as a script or in a notebook',
  JavaScript: 'browser or Node.js, and which version',
  TypeScript: 'TypeScript version, and whether it runs in the browser or on Node.js',
  'Node.js': 'Node.js version, and CommonJS or ES modules',
  Rust: 'Rust edition, and whether this goes in a library or a binary',
  XAML: 'WPF, UWP or .NET MAUI, and the .NET version',
  PyTorch: 'PyTorch version, and CPU or GPU',
  TensorFlow: 'TensorFlow version, and CPU or GPU',
  SQL: 'which database (PostgreSQL, MySQL or SQLite) and the table layout',
  PostgreSQL: 'PostgreSQL version and the table layout',
  MySQL: 'MySQL version and the table layout',
  'C#': '.NET version, and the kind of project (console, web or desktop)',
  Java: 'Java version, and Maven or Gradle',
  Kotlin: 'Kotlin version, and Android or the JVM',
  Go: 'Go version, and whether this is a command or a package',
  'C++': 'C++ standard (17, 20) and the compiler',
  Swift: 'Swift version, and iOS or macOS',
  PHP: 'PHP version, and the framework if any',
  Ruby: 'Ruby version, and Rails or plain Ruby',
  React: 'React version, and function or class components',
  Django: 'Django version and the database',
  Flask: 'Flask version, and how it is deployed',
  Bash: 'Linux or macOS, and bash or zsh',
  PowerShell: 'PowerShell version, and Windows or cross-platform',
  Excel: 'Excel version, and formulas or VBA',
  VBA: 'Office application and version',
  HTML: 'the browsers it must work in, and plain HTML or a framework',
  CSS: 'the browsers it must work in, and plain CSS or a framework',
  MATLAB: 'MATLAB version and the toolboxes I have',
  Docker: 'Docker version and the host system',
  JAX: 'JAX version, and how many GPUs or TPUs',
  PromQL: 'Prometheus version, and which exporters feed it',
  Android: 'Android API level, and Kotlin or Java',
  Selenium: 'the browser and the Selenium version',
  'Visual Studio': 'Visual Studio version and the .NET target',
  pandas: 'pandas version, and the columns and types of the data',
  Gradio: 'Gradio version, and where the app runs',
  Luau: 'Roblox Studio, and whether it runs on the server or the client',
  'Visual Basic': 'VB.NET or VBA, and the version',
  GDScript: 'Godot version, and 2D or 3D',
  WordPress: 'WordPress and PHP versions, and the plugins it must work with',
  Kubernetes: 'Kubernetes version and where the cluster runs',
  Graphviz: 'the Graphviz version, and whether I render with dot or from Python',
  Solidity: 'the Solidity version, and the chain and framework (Hardhat or Foundry)',
};
