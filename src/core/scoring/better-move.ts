/**
 * Better move: the person's own message, rewritten the way a chess engine shows the stronger move.
 * It keeps their words and repairs what the rubric found missing, one repair per missed criterion,
 * filled from the conversation wherever it can be (the session goal, the language, library, file or
 * error already mentioned, the part of the last answer being discussed). A bracketed placeholder is
 * used at most once, and only for a fact only the person has.
 */
import { properToolNames, toolsNamedIn, type ConversationFacts } from './conversation-facts';
import type { MessageFeatures } from './features';
import type { MessageEvaluation } from './message';
import type { SignalKey } from './signals';
import { askKindOf, factOf, STATEMENT, subjectFact, subjectOf } from './ask-needs';
import { VAGUE_FEEDBACK } from './feedback';
import { withoutPersonalDetails } from './rubric/personal-data';
import { withoutPremise } from './rubric/prompt-criteria';
import { IMPERATIVE_VERBS } from './lexicon';
import { isStopWord } from './text';
import { artefactSpec, asIndirect, clarifyingQuestion, LANGUAGE_SETUP, lastStatement, replyPart, swapPerson, topicWords } from './move-parts';
import { caseless } from './caseless';
import { runOnAsList } from './rubric/run-on';
import { BACKGROUND_OPENERS, SPOKEN_ASIDES, SPOKEN_OPENERS } from './rubric/prompt-criteria';

export interface BetterMoveContext {
  sessionGoal?: string;
  /** replyTopic() of the assistant reply just before this message, if there is one. */
  previousReplyTopic?: string;
  /** Names, versions, files and errors mentioned so far. */
  earlier?: ConversationFacts;
  /**
   * How far to go beyond the missed criteria: 0 repairs only those; 1 also points at the last answer
   * and names the answer's shape; 2 also says what it is for. The engine tries 0, 1, 2 and keeps the
   * first move that scores clearly better in the same place (engine.ts).
   */
  depth?: 0 | 1 | 2;
  /**
   * What the person told the assistant next, when the assistant had to ask for it (laterDetail()):
   * said up front, it saves that turn. Used instead of a placeholder for the fact only they have.
   */
  laterDetail?: string;
  /** The assistant reply just before this message (a follow-up quotes the part it is about). */
  previousReply?: string;
  /** The assistant reply just after it (the question it had to ask shows what the message left out). */
  nextReply?: string;
}

/** A clarifying reply ends with a question; the person's next message answers it with a fact. */
const LATER_DETAIL_WORDS = 5;
/** The person saying what they meant or want: the intent their first message left out. */
const STATES_INTENT = caseless(/\b(?:i mean|i meant|i(?:'m| am) (?:looking for|trying to|asking)|i (?:just |only |really )?(?:want|need|wanted|needed) (?:to|it|them|a|an|something)|i (?:don't|do not) want|it(?:'s| is) for|so that|because)\b/iu);
const ANSWER_PARTICLES = /^(?:(?:yes|yeah|yep|no|nope|nothing (?:specific|in particular)|not really|not exactly|sure|ok(?:ay)?|well|hmm+|um+|right|exactly|correct)\b[,.!]*\s*)+/iu;
/**
 * The fact a person gave only after the assistant asked for it: the next person message, when the
 * reply in between ended with a question and the answer is a statement of a few words (not "yes",
 * not a new question). Its first two sentences, at most 200 characters.
 */
export function laterDetail(reply: string | undefined, answer: string | undefined): string | undefined {
  if (!reply || !answer) return undefined;
  const text = answer.trim().replace(/\s+/gu, ' ');
  // Asked for it, or said it unasked to set a misread answer right ("I mean in real life", "I want it to look like an accident").
  if (!/[?？]\s*$/u.test(reply.trim()) && !STATES_INTENT.test(text)) return undefined;
  if (/[?？]/u.test(text) || text.includes('```') || text.split(' ').length < LATER_DETAIL_WORDS) return undefined;
  // "Nothing specific, I just want…": the words that answered the question are not part of the fact.
  const fact = text.replace(ANSWER_PARTICLES, '');
  if (fact.split(' ').length < LATER_DETAIL_WORDS) return undefined;
  const sentences = fact.split(/(?<=[.!])\s+/u).slice(0, 2).join(' ');
  if (sentences.length > 200) return undefined;
  return tidy(sentences);
}

/**
 * What the person meant, when the assistant had to guess it and the person said yes: "You mean a
 * remote-controlled aircraft, which…" — "Yes. Are they ever misused?" gives "I mean a
 * remote-controlled aircraft." Said up front, the guess is not needed.
 */
const GUESS = caseless(/^\s*(?:(?:so|oh|ok(?:ay)?)[, ]+)?(?:you mean|do you mean|are you (?:asking|talking) about|if you(?:'re| are) (?:referring to|asking about|talking about))[,:]?\s+([^.?!,;:“”"]{3,120})/iu);
const CONFIRMS = caseless(/^\s*(?:yes|yeah|yep|right|exactly|correct|that's (?:right|it))\b/iu);
export function confirmedGuess(reply: string | undefined, answer: string | undefined): string | undefined {
  if (!reply || !answer || !CONFIRMS.test(answer)) return undefined;
  const m = GUESS.exec(reply);
  if (!m) return undefined;
  const meant = swapPerson(m[1]!.trim());
  return tidy(/^I\b/u.test(meant) ? meant : `I mean ${meant}`);
}

/** A scanned reply: its text, lower-cased words (the first wordCount) and their offsets. */
interface ScannedReply {
  text: string;
  lexemes: ReadonlyArray<{ readonly word: string }>;
  wordStart: readonly number[];
  wordCount: number;
}

/**
 * A few telling words of a reply, so a rewrite of the next message can point at it. Taken when the
 * reply is scanned (the engine keeps these few words rather than the reply's whole word list).
 */
export function replyTopic(reply: ScannedReply): string {
  const picked: string[] = [];
  const seen: string[] = [];
  for (let i = 0; i < reply.wordCount && picked.length < 3; i++) {
    const lw = reply.lexemes[i]!.word;
    const c = lw.charCodeAt(0);
    if (lw.length < 5 || (c >= 48 && c <= 57) || isStopWord(lw) || seen.includes(lw)) continue;
    seen.push(lw);
    const at = reply.wordStart[i]!;
    picked.push(reply.text.slice(at, at + lw.length));
  }
  return picked.join(', ');
}

// --- Rewrites of the person's own wording ---------------------------------------------------------

const GREETING = /^(?:(?:hi|hello|hey)(?: there)?[,!.]?\s+)/iu;
/** Hedged openers, removed so the request reads as the instruction it is. */
const HEDGED_OPENING =
  /^(?:(?:ok(?:ay)?|so|well|um+|hmm+)[,]?\s+)*(?:i was (?:just )?wondering(?: if)?|i wonder if|do you think|would it be possible|is it possible|if you (?:don't|do not) mind)?,?\s*(?:(?:you|we) (?:could|can|would)\s+|(?:can|could|would|will) you\s+|(?:for you )?to\s+)?(?:(?:maybe|possibly|perhaps|please|kindly|just)\s+)*/iu;
const WHAT_DO_YOU_THINK = /^what do you think (?:could|would|might) be\s+/iu;
const TRAILING_HEDGES = /\s*(?:,?\s*if (?:that's|that is) (?:something you can do|possible|ok(?:ay)?)|no worries if not!?|thank(?:s| you)(?: (?:so much|in advance|a lot))?[!.]?|please[!.]?|\bthx\b)\s*$/giu;
const SOFTENERS = /\b(?:maybe|possibly|perhaps|kind of|sort of|a bit|somehow|just)\s+/giu;
const LONE_LOWER_I = /(^|\s)i(?=\s|'|’|$)/gu;
/** The story-telling turns DIGRESSION counts (rubric/prompt-criteria.ts), removed: a sentence opener, or a word set in commas. */
const DIGRESSION_OPENER = new RegExp(`(^|[.!?:]\\s+|\\n)(?:(?:${SPOKEN_OPENERS.join('|')})[ ,]+|(?:${BACKGROUND_OPENERS.join('|')}):\\s*)`, 'giu');
const DIGRESSION_ASIDE = new RegExp(`,?\\s*\\b(?:${SPOKEN_ASIDES.join('|')})\\b,?(?=\\s|[.!?]|$)`, 'giu');
/** "So I've been … and honestly I taught … Anyway, in our sheet …" → "I've been … and I taught … In our sheet …". */
function toThePoint(text: string): string {
  return text
    .replace(DIGRESSION_OPENER, '$1')
    .replace(DIGRESSION_ASIDE, '')
    .replace(/(^|[.!?:]\s+|\n)(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\s{2,}/gu, ' ')
    .trim()
    // A question left last without its mark gets it ("… How do I make bread?").
    .replace(/(^|[.!?]\s+)((?:how|what|why|when|where|which|who|is|are|do|does|should|can|could|would)\b[^.!?\n]*)$/iu, '$1$2?');
}

/** Sentence case, a lone "i" fixed, tool names spelled properly ("rust" → "Rust"), a closing mark added. */
function tidy(text: string): string {
  let t = properToolNames(text.trim().replace(/\s+\n/gu, '\n'));
  if (!t) return t;
  t = t.charAt(0).toUpperCase() + t.slice(1);
  t = t.replace(LONE_LOWER_I, '$1I');
  if (!/[.!?？。！:`)\]]$/u.test(t) && !/\n\s*[-*•\d]/u.test(t.slice(-40))) t += /^(?:how|what|why|when|where|which|who|is|are|do|does|should|can)\b/iu.test(t) ? '?' : '.';
  return t;
}

/** "Can you maybe suggest X?" → "Suggest X." — the same request, said directly. */
function direct(text: string): string {
  const [first = '', ...rest] = text.split('\n');
  let line = first.replace(GREETING, '');
  if (WHAT_DO_YOU_THINK.test(line)) line = `Suggest ${line.replace(WHAT_DO_YOU_THINK, '')}`;
  else line = line.replace(HEDGED_OPENING, '');
  line = line.replace(SOFTENERS, '').replace(TRAILING_HEDGES, '').replace(TRAILING_HEDGES, '');
  // A question turned into an instruction ends as one.
  if (/^[a-z]/u.test(line) && /\?\s*$/u.test(line)) line = line.replace(/\?\s*$/u, '.');
  return [line.trim(), ...rest].join('\n').trim();
}

/** Unrelated asks strung together: keep the first, say the rest will follow. */
const SPLIT_ASKS = caseless(/(?:,\s*(?:and\s+)?(?:also\s+)?|\s+and\s+also\s+|;\s*|\s+and\s+(?=(?:why|what|how|when|where|who|which|tell|write|draft|explain|give|list|suggest|recommend|create|make)\b))(?=(?:can you\s+|please\s+)?(?:why|what|how|when|where|who|which|tell me|write|draft|explain|give|list|suggest|recommend|create|make|translate|summari[sz]e|compare|describe|fix|check|find|plan)\b)/iu);
function firstAsk(text: string): { kept: string; later: string } | null {
  const [first = '', ...rest] = text.split('\n');
  const m = SPLIT_ASKS.exec(first);
  if (!m || m.index < 10) {
    // Two questions in a row: keep the first.
    const q = /^([^?]{8,}\?)\s+(.+\?)\s*$/u.exec(first);
    return q ? { kept: [q[1]!, ...rest].join('\n'), later: q[2]!.replace(/\?\s*$/u, '') } : null;
  }
  const later = first.slice(m.index + m[0].length).replace(/[?.!]+\s*$/u, '');
  const kept = first.slice(0, m.index).replace(/[,;]\s*$/u, '') + (/^(?:why|what|how|when|where|who|which|is|are|do|does|can)\b/iu.test(first) ? '?' : '.');
  return { kept: [kept, ...rest].join('\n'), later };
}

// --- What each missed criterion adds ---------------------------------------------------------------

/** Code work: its vocabulary, or a program named by its language ("a sierpinski triangle in XAML"). */
/** A program named by its language: "in XAML", "using Rust" (the language is the capture). */
const CODE_LANGUAGE = caseless(/\b(?:in|using|with) (?:(?:plain|pure|vanilla|modern) )?(visual basic|gdscript|python|javascript|typescript|java|rust|go|golang|kotlin|swift|c\+\+|c#|php|ruby|xaml|html|css|bash|powershell|react|vue|django|flask|matlab|scala|haskell|lua|perl|dart|flutter|vba|jax|luau|promql|gradio|pandas|graphviz|solidity|selenium)(?![\w+#])/iu);
const CODE_WORD = caseless(/\b(?:code|function|script|query|bug|error|class|method|api|regex|sql|compile|deploy|unit tests?|program|implementation|implement|fuzzer|dataframe|plugin|struct|datatype|algorithm|smart contracts?|solidity|graphviz|scrap(?:e|er|ing)|toolbar|recyclerview|viewmodel)\b/iu);
const isCodeAsk = (text: string): boolean => CODE_WORD.test(text) || CODE_LANGUAGE.test(text) || BARE_LANGUAGE.test(text);
const WRITING_HINT = caseless(/\b(?:write|draft|compose|email|letter|post|story|poem|essay|introduction|copy|message|speech)\b/iu);
/** A text to be written ("Draft an email…"), not a question about writing ("How do I write…?"). */
const isWritingTask = (text: string): boolean => WRITING_HINT.test(text) && !/^\s*(?:how|why|what|when|where|who|which|is|are|do|does|should)\b/iu.test(text);
/** Kinds whose shape says more than "a text of this length" even when the ask is to write something. */
const SHAPE_BEFORE_WRITING: ReadonlySet<string> = new Set(['nearby', 'choice', 'ideas', 'summary', 'plan']);

/**
 * What the ask is about, in the person's words: the first sentence without its question or request
 * opener, cut at a clause ("pranks with a pen", "sierpinski triangle in XAML"). Fixes name it, so
 * each better move is about its own message rather than a template.
 */
const ASK_OPENER =
  /^(?:(?:hi|hello|hey|ok(?:ay)?|so|well|please)[,!.]?\s+)*(?:(?:can|could|would|will) you\s+(?:please\s+)?(?:tell me|show me|help me(?: with| to)?|give me|explain|write|make|create|find|suggest|recommend|describe|list)?\s*|(?:what|which|how|why|where|when|who)(?:'s| is| are| was| were| do| does| did| can| could| should| would| will)?(?:\s+(?:i|we|you|there|some|the best way to|a good way to|the best))*\s+|(?:do you have|are there|is there|have you got|got)\s+(?:any|some)?\s*(?:good\s+)?(?:tips|ideas|advice|suggestions|recommendations|ways)?\s*(?:on|for|about|to)?\s*(?:how to\s+)?|(?:tell me(?: about)?|show me|help me(?: with| to)?|give me|i (?:need|want)(?: to)?|i'd like(?: to)?|let's)\s+|(?:write|create|make|draft|explain|describe|generate|suggest|recommend|list|build|design|plan|fix|find|summari[sz]e|translate|compare|rewrite|improve)\s+(?:me\s+)?)/iu;
const CLAUSE_END = caseless(/\s+(?:that|which|so|because|but|if|when|while|i can|i could|we can|for me|please)\b|[?.!,;:\n]/iu);
export function objectOf(text: string): string {
  const first = askingSentence(text);
  // "What's in the news these days?" is about the news: a leading "in"/"on" is not part of the object.
  const opened = first.replace(ASK_OPENER, '').replace(/^(?:(?:about|in|on)\s+)?(?:(?:an|a|the|some|my|this|that|to)\s+)?/iu, '');
  let rest = opened;
  const end = CLAUSE_END.exec(rest);
  if (end) rest = rest.slice(0, end.index);
  // "(salty) things I can put in oatmeal": a generic noun says little; its clause is what the ask is about.
  if (/\b(?:ways?|things?|tips|ideas|options|something|stuff|places)\s*$/iu.test(rest)) rest = opened.split(/[?.!,;:\n]/u, 1)[0] ?? rest;
  const words = rest.trim().split(/\s+/u).filter(Boolean).slice(0, 8);
  // Cut at eight words, a phrase does not end on "for", "of" or "the".
  while (words.length > 1 && /^(?:for|of|to|in|on|at|with|and|or|the|a|an|from|by|about)$/iu.test(words.at(-1)!)) words.pop();
  // "What could be the reasons?" names no object of its own.
  if (/^(?:be\s+)?(?:the\s+)?(?:reasons?|causes?|explanations?)$/iu.test(words.join(' '))) return '';
  if (!words.length || words.join(' ').length < 3) return topicOf(text);
  // "how can I keep tabs on…" is about how to do something.
  return IMPERATIVE_VERBS.has(words[0]!.toLowerCase()) || /^how (?:do|can|could|should|would|to)\b|\bway to\b/iu.test(first) ? `how to ${words.join(' ')}` : words.join(' ');
}

/** "And can you…", "Also, what…": a link to what came before, not part of the ask. */
const LEADING_LINK = /^\s*(?:and|but|also|so|ok(?:ay)?|then|now)[,]?\s+/iu;

const BARE_ASK = caseless(/^(?:(?:do you have |are there )?(?:any|some) (?:suggestions|ideas|tips|thoughts|advice|recommendations)|what do you (?:think|suggest|recommend)|thoughts|ideas|help)\??\s*$/iu);
/** The sentence that asks (a question or a request), else the first: "I stole X. How can I…?" is about the second. */
function askingSentence(text: string): string {
  const sentences = text.trim().split(/(?<=[.?!])\s+|\n/u).filter((x) => x.trim()).slice(0, 4);
  const cleaned = sentences.map((x) => x.replace(LEADING_LINK, ''));
  const at = cleaned.findIndex((x) => /\?\s*$/u.test(x) || ASK_OPENER.test(x));
  // "I'm interested in doing the same to my boyfriend. Any suggestions?": the ask is about the sentence before.
  if (at > 0 && BARE_ASK.test(cleaned[at]!)) return cleaned[at - 1]!.trim();
  return (cleaned[at] ?? sentences[0] ?? '').trim();
}

/** The two most telling words of the person's ask (longest content words), for fixes that name it. */
function topicOf(text: string): string {
  const words = (text.toLowerCase().match(/[\p{L}][\p{L}\d-]{3,}/gu) ?? []).filter((w) => !isStopWord(w) && !/^(?:please|could|would|should|write|explain|suggest|create|make|give|tell|describe|summari[sz]e|about|there|their|which|these|those|thanks)$/u.test(w));
  const unique = [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 2);
  return unique.join(' and ');
}

/** The shape of the answer this kind of ask needs (ask-needs.ts), about the ask's own object. */
function shapeFor(text: string, f: MessageFeatures, facts: ConversationFacts | undefined): string {
  if (isCodeAsk(text) || f.codeBlocks > 0 || (facts && facts.tools.length > 0 && /\b(?:fix|write|implement|refactor|optimi[sz]e|change|improve)\b/iu.test(text))) {
    // New code wants an example of its use; a change to existing code wants what changed.
    if (CHANGE_ASK.test(text) || f.codeBlocks > 0) return 'Give the complete code in one block, then one line on what changed and why.';
    return `Give the complete code in one block, then ${CODE_CHECKS.find((c) => c.cue.test(text))?.check ?? 'one example of running it with its output'}.`;
  }
  const kind = askKindOf(text);
  // A thing to be made ("generate an exam question", "craft a curriculum") takes the form of that thing.
  const made = kind.name === 'general' && CREATION.test(text) ? WRITING_SHAPES.find((w) => w.cue.test(text)) : undefined;
  if (made) return made.shape;
  if (!SHAPE_BEFORE_WRITING.has(kind.name) && isWritingTask(text)) {
    const shape = WRITING_SHAPES.find((w) => w.cue.test(text));
    // ("how to analyze these messages" names a task, not a text to keep short: then it is the answer.)
    const object = objectOf(text);
    return shape ? shape.shape : `Keep the ${object && !object.startsWith('how to ') ? object : 'answer'} under 150 words, in a friendly, professional tone.`;
  }
  return kind.shape(objectOf(text));
}
/** The order of work the fullest repair asks for, by the same reading of the ask as shapeFor. */
function fullerFor(text: string, f: MessageFeatures, facts: ConversationFacts | undefined): string {
  if (isCodeAsk(text) || f.codeBlocks > 0 || (facts && facts.tools.length > 0 && /\b(?:fix|write|implement|refactor|optimi[sz]e|change|improve)\b/iu.test(text))) {
    return CHANGE_ASK.test(text) || f.codeBlocks > 0 ? 'First say what is wrong with the current version, then the fix.' : 'First state what you assume about my setup, then the code.';
  }
  const kind = askKindOf(text);
  if (!SHAPE_BEFORE_WRITING.has(kind.name) && (isWritingTask(text) || (kind.name === 'general' && CREATION.test(text)))) return 'First give a one-line outline, then the full text.';
  // A subject settles its own first point (when it needs a vet, which rules decide it); else the kind does.
  return subjectOf(text)?.caution ?? kind.fuller;
}

/** How the person will check new code, by what it is: the shape that lets them try it at once. */
const CODE_CHECKS: ReadonlyArray<{ cue: RegExp; check: string }> = [
  { cue: /\b(?:regex|regular expression)\b/iu, check: 'three strings it matches and one it rejects' },
  { cue: /\b(?:sql|query|queries)\b/iu, check: 'the rows it returns for a three-row example table' },
  { cue: /\b(?:scrape|scraper|scraping|crawler)\b/iu, check: 'a sample of the records it extracts' },
  { cue: /\b(?:plugin|extension|add-?on)\b/iu, check: 'where the file goes and how to activate it' },
  { cue: /\b(?:games?|simulation|to play)\b/iu, check: 'how to start it and what a first move looks like' },
  { cue: /\b(?:tests?|unit tests?)\b/iu, check: 'the command that runs them and what a pass looks like' },
  { cue: /\b(?:api|endpoint|server|service)\b/iu, check: 'one request and the response it gets' },
  { cue: /\b(?:script|cli|command)\b/iu, check: 'the command to run it and what it prints' },
  { cue: /\b(?:class|component|module|library)\b/iu, check: 'a short usage example' },
  { cue: /\b(?:function|method|algorithm)\b/iu, check: 'one example call with its result' },
  { cue: /\b(?:bot|chatbot)\b/iu, check: 'one message it reacts to and what it replies' },
  { cue: /\b(?:fuzzer|model|agent)\b/iu, check: 'how to run it and what a first run prints' },
];
/** What a piece of code must be told about its job, by what it is. */
const CODE_NEEDS: ReadonlyArray<{ cue: RegExp; need: string }> = [
  { cue: /\b(?:scrape|scraper|scraping|crawler)\b/iu, need: 'which pages and fields to collect' },
  { cue: /\b(?:games?|to play)\b/iu, need: 'the controls and the window size' },
  { cue: /\b(?:dataframe|table|csv)\b/iu, need: 'the columns of the data and how it should be shown' },
  { cue: /\b(?:screen ?saver|animation|animate|bounce|draw|plot|chart|graph|visuali[sz]e)\b/iu, need: 'the window size and how it should look' },
  { cue: /\b(?:password|token|encrypt\w*|hash\w*)\b/iu, need: 'the length and characters it must use' },
  { cue: /\b(?:sentiment|classif\w*|predict\w*|train(?:s|ing)? (?:a|the|my)?\s*model)\b/iu, need: 'the data it learns from and the labels I want' },
  { cue: /\b(?:rl|reinforcement learning|agent|reward)\b/iu, need: 'the reward it learns from and when an episode ends' },
  { cue: /\b(?:ai|llm|language|chatbot) models?\b|\blow[- ]resource/iu, need: 'the model size and the memory and processor it must run on' },
  { cue: /\b(?:bot|chatbot)\b/iu, need: 'the chat service it joins and how it logs in' },
  { cue: /\b(?:function|method)\b/iu, need: 'the types of its input and output' },
  { cue: /\b(?:script)\b/iu, need: 'what it reads, what it writes and the operating system' },
];
/** The form a piece of writing takes, by what it is (the default: a short, friendly, professional text). */
const WRITING_SHAPES: ReadonlyArray<{ cue: RegExp; shape: string }> = [
  { cue: /\b(?:dialogue|dialog|back and forth|conversation between|scene|script for)\b/iu, shape: 'Keep it to 10 to 12 lines, each starting with the speaker’s name.' },
  { cue: /\b(?:character (?:card|sheet)|npc)\b/iu, shape: 'Lay it out as a card: name, background, abilities and personality, one line each.' },
  { cue: /\b(?:scope of work|proposal|contract|agreement|policy|statement of work)\b/iu, shape: 'Lay it out in sections: objectives, deliverables, timeline and responsibilities.' },
  { cue: /\b(?:exam|quiz|test) questions?\b/iu, shape: 'Give the question, then the mark scheme with the marks for each step, then a model answer.' },
  { cue: /\b(?:curriculum|syllabus|course outline|lesson plan|study plan)\b/iu, shape: 'Lay it out week by week, with one resource and one exercise for each.' },
  { cue: /\bprompt\b/iu, shape: 'Give it as a template with labelled sections I can fill in.' },
  { cue: /\b(?:poem|haiku|sonnet|limerick|lyrics|song)\b/iu, shape: 'Keep it to 12 to 16 lines, with a title.' },
  { cue: /\b(?:story|stories|fable|tale)\b/iu, shape: 'Keep it to about 500 words, with a title.' },
  { cue: /\b(?:speech|toast|eulogy)\b/iu, shape: 'Keep it to about three minutes spoken, with a strong opening line.' },
  { cue: /\b(?:essay|article|blog post|section|report)\b/iu, shape: 'Use headings, about 600 words, and end with a one-paragraph summary.' },
];
const CREATION = caseless(/^\s*(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:write|create|generate|make|craft|compose|draft|design|produce|prepare|give me)\b/iu);
const CHANGE_ASK = caseless(/\b(?:fix|refactor|optimi[sz]e|change|improve|debug|rewrite|modify|update|convert)\b/iu);

/**
 * The one fact only the person has, asked the way this ask needs it: code needs the setup the named
 * language depends on, a thing to be made what its brief names (move-parts.ts ARTEFACTS), a subject
 * such as health or the law the facts it turns on, otherwise what the kind of ask needs (ask-needs.ts).
 */
function contextAsk(body: string): string {
  if (isCodeAsk(body)) {
    // The language the person already named is not asked again ("a function in Rust": Rust is known).
    const language = languageNamedIn(body);
    // A smart contract, a regex or a query names its own language: what it must do is the gap.
    const spec = artefactSpec(body);
    if (!language && spec && SELF_LANGUAGE_CODE.test(body)) return `I need it to fit [${spec}].`;
    if (!language) return 'Context: I am using [language, version and platform].';
    // The setup the language turns on, and the contract of the thing asked for ("a function": its input and output types).
    const need = CODE_NEEDS.find((c) => c.cue.test(body))?.need;
    const setup = LANGUAGE_SETUP[language] ?? `${language} version, and where the code will run`;
    return `Context: I am using ${language} [${need ? `${setup.split(', and ')[0]}, and ${need}` : setup}].`;
  }
  // A question about a named tool turns on the same setup ("how do I … using PromQL", "… in JAX").
  const tool = languageNamedIn(body);
  if (tool && LANGUAGE_SETUP[tool]) return `Context: I am using ${tool} [${LANGUAGE_SETUP[tool]}].`;
  const spec = artefactSpec(body);
  if (spec) return `I need it to fit [${spec}].`;
  if (isWritingTask(body)) return 'Context: it is written so that [the reader can do what after reading it].';
  // A question about the assistant itself ("Do you prefer cats or dogs?") turns on no fact of the person's life.
  if (ABOUT_THE_ASSISTANT.test(body)) return 'I am asking because [why your view matters to me here].';
  // A question about the assistant itself ("Who is your creator?", "How was your Christmas?") is curiosity about it.
  if (ABOUT_THE_ASSISTANT_ITSELF.test(body)) return 'I am asking because [what I want to know about you, and why].';
  const subject = subjectOf(body);
  const kind = askKindOf(body);
  // The nearest X turns on the town, whatever it is about.
  return subject && kind.name !== 'nearby' ? subjectFact(subject, kind, body) : factOf(kind, body);
}

const SELF_LANGUAGE_CODE = caseless(/\b(?:smart contracts?|token|blockchain|nft|regex|regular expression|sql|quer(?:y|ies))\b/iu);
/** Names that mean the language wherever they stand ("the gdscript code for…"). */
const BARE_LANGUAGE = caseless(/\b(wordpress|gdscript|xaml|visual basic|luau|promql|typescript|javascript|python|rust|kotlin|golang|c\+\+|c#)(?![\w+#])/iu);
const SPELLED: Readonly<Record<string, string>> = { graphviz: 'Graphviz', solidity: 'Solidity', selenium: 'Selenium', wordpress: 'WordPress', promql: 'PromQL', pandas: 'pandas', luau: 'Luau', gradio: 'Gradio', 'visual basic': 'Visual Basic', gdscript: 'GDScript', 'c++': 'C++', 'c#': 'C#' };
/** The language or tool a message names for its code ("in XAML", "a Rust function"), properly spelled. */
function languageNamedIn(body: string): string | null {
  const m = CODE_LANGUAGE.exec(body) ?? BARE_LANGUAGE.exec(body);
  // "Go" opens many English sentences: as a bare name it is not evidence of the language.
  if (!m) return toolsNamedIn(body).find((t) => t !== 'Go') ?? null;
  const word = m[1]!;
  const proper = properToolNames(word.toLowerCase());
  return proper !== word.toLowerCase() ? proper : SPELLED[word.toLowerCase()] ?? (/^(?:xaml|html|css|php|vba|sql|jax)$/iu.test(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
}

/** Tools and versions named so far, a tool left out when a version names it ("Python 3.12", not "Python, Python 3.12"). */
function namedFacts(facts: ConversationFacts | undefined): string[] {
  if (!facts) return [];
  const versions = facts.versions.slice(-2);
  // "Go for it": as a bare capitalised word, Go is no evidence of the language.
  const tools = facts.tools.filter((t) => t !== 'Go' && !versions.some((v) => v.startsWith(t)));
  return [...tools, ...versions].slice(-3);
}

const lowerFirst = (s: string): string => (s ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const withoutEnd = (s: string): string => s.trim().replace(/[.!?]+$/u, '');
/** The question of the reply when it is one of its last two sentences: a question the person was asked, not one in passing. */
function closingQuestion(reply: string | undefined): string | null {
  const q = clarifyingQuestion(reply);
  if (!q || !reply) return null;
  const tail = reply.slice(-Math.max(200, q.length + 120));
  return tail.includes(q) ? q : null;
}
const INSTRUCTION_OPENING = caseless(/^\s*(?:please\s+)?(?:compute|calculate|solve|derive|prove|visuali[sz]e|plot|simplify|evaluate|integrate|differentiate|convert|implement|refactor|optimi[sz]e|translate|summari[sz]e|rewrite|list|give|write|create|make|explain|describe|craft|prepare|build|design|generate|draft|compose|develop|code|plan|outline|suggest|recommend|find|tell|show|help|express|expand|factor|substitute|introduce|discuss|teach|compare|analy[sz]e|assess|review|reason)\b/iu);
/** Taking the last answer up ("That's a great idea", "Okay, that might be funny"): the next step is the ask, not a change. */
const AGREES = caseless(/^(?:(?:ok(?:ay)?|yes|yeah|sure|great|cool|nice|good|perfect|thanks)\b|that(?:'s| is| sounds| might be| would be) (?:a )?(?:great|good|nice|fun|funny|cool|interesting|helpful|useful)\b)/iu);
/** A request in few words ("Tell me more", "Please do", "Any other advice", "I want to make one"): a task, however short. */
const REQUESTS = caseless(/\b(?:tell|give|show|please|any (?:other|more)|more|do (?:it|that|this)|go on|continue|want|need|make|let's|yes|yeah|sure)\b/iu);
const REJECTS = caseless(/^(?:no|nope|nah|wrong|incorrect|not (?:right|quite|that|what i (?:asked|wanted|meant))|that(?:'s| is) (?:wrong|not (?:it|right|what i (?:asked|wanted)))|(?:it )?(?:doesn't|does not|didn't|did not) work|try again|again)\b[.!]*\s*$/iu);
const isQuestion = (text: string): boolean => /[?？]\s*$/u.test(text) || /^(?:(?:ok(?:ay)?|so|and|but|well)[, ]+)*(?:why|what|how|which|who|when|where)\b/iu.test(text);
/** The assistant's own view or taste ("Do you prefer cats or dogs?"); a fact about it ("Who is your creator?") is a factual question. */
const ABOUT_THE_ASSISTANT = caseless(/\b(?:do|would|are|have|did|can) you (?:prefer|like|love|hate|think|believe|feel|ever|enjoy|want)\b|\byour (?:favou?rite|opinion|view)\b|\bare you (?:pro|against|for|a |an )/iu);
const ABOUT_THE_ASSISTANT_ITSELF = caseless(/\byour (?:creator|name|maker|makers|developers?|age|purpose|training)\b|\bwho (?:made|created|built|trained|owns) you\b|\bwhat are you\b|\bare you (?:real|human|a robot|an ai|alive|conscious)\b|\bhow (?:was|is|were) your\b|\bwhat makes you think\b/iu);
const PERSON_PRONOUN = /\b(?:he|she|him|her)\b/iu;
const DISMISSAL = caseless(/^(?:(?:just|please|now|oh)[,]?\s+)?(?:shut up|stop talking|go away|leave me alone|be quiet|get lost)\b[\s.!]*$/iu);
/** Words up to which a question back is short enough to be a reaction to the last thing said. */
const SHORT_QUESTION_WORDS = 6;
/** Leave to ask, with no question in it: "Hey can I ask you a question?", "I have a question". */
const ASKS_LEAVE = caseless(/^(?:(?:hey|hi|hello|ok(?:ay)?|so)[,!.]?\s+)*(?:(?:can|could|may) i ask (?:you )?(?:a|one|something|a quick|another)(?: (?:quick|small|personal|serious))?(?: question)?|i have (?:a|one|another)(?: (?:quick|small))? question(?: for you)?)\s*[?.!]*\s*$/iu);
/** A person's full name in the last answer (two or three capitalised words, not opening a sentence), or null. */
function personNamed(reply: string | undefined): string | null {
  if (!reply) return null;
  const head = reply.length > 1500 ? reply.slice(0, 1500) : reply;
  for (const m of head.matchAll(/(?<![.!?:]\s|^|[“"])\b([A-Z][a-z]+(?: [A-Z][a-z]+){1,2})\b/gu)) {
    const words = m[1]!.split(' ');
    if (!words.some((w) => NOT_A_NAME_WORD.test(w))) return m[1]!;
  }
  return null;
}
const NOT_A_NAME_WORD = /^(?:I|The|A|An|This|That|It|He|She|They|We|You|Here|There|What|When|Where|Why|How|Yes|No|Well|Oh|Okay|Sure|Thanks|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Facebook|Google|LinkedIn|Twitter|Instagram|New|United|States|America|American|English|Street|Road|City|County)$/u;
/** A statement of the person's own situation ("I gave…", "My friend…") rather than a remark to the assistant. */
const ABOUT_THEMSELVES = caseless(/\b(?:i|my|me|we|our)\b/iu);

/**
 * Better moves are written in English: the repairs are English sentences and the rubric's wording
 * detectors read English. A message mostly in another script (Chinese, Japanese, Cyrillic…) gets no
 * move rather than English lines stitched onto it; its weak score mostly says the detectors could
 * not read it (docs/scoring.md, section 6).
 */
export function writesFor(content: string): boolean {
  const head = content.length > 2000 ? content.slice(0, 2000) : content;
  // Most messages are plain ASCII: nothing to count.
  if (isAscii(head)) return true;
  // Counted in words: a Chinese, Japanese or Thai character is about a word, a Latin run of letters is
  // one ("1/xsin（1/x）的原函数" is a Chinese question about a formula, not English).
  const latin = (head.match(LATIN_WORD) ?? []).length;
  const other = (head.match(OTHER_WORD) ?? []).length + (head.match(CHARACTER_WORD) ?? []).length;
  return latin + other === 0 || latin / (latin + other) >= 0.5;
}
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}
const LATIN_WORD = /\p{Script=Latin}{2,}/gu;
/** Runs of letters of other alphabets (Cyrillic, Greek, Arabic…), and single characters of scripts written without spaces. */
const OTHER_WORD = /[^\P{L}\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+/gu;
const CHARACTER_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;

/**
 * The rewrite. `ev.missed` lists the core criteria the message missed, strongest first; each gets
 * its own repair, built from the message and its conversation (move-parts.ts). Harmful asks get
 * none: the better move there is not to ask.
 */
export function buildBetterMove(content: string, f: MessageFeatures, ev: Pick<MessageEvaluation, 'missed'>, ctx: BetterMoveContext): string {
  const facts = ctx.earlier;
  const goal = (ctx.sessionGoal ?? facts?.goal ?? '').trim();
  const missed = new Set<SignalKey>(ev.missed.map((c) => c.key));
  let placeholderUsed = false;
  const placeholder = (text: string, fallback: string): string => {
    if (placeholderUsed) return fallback;
    placeholderUsed = true;
    return text;
  };

  let body = content.trim();
  let usedFacts = false;
  let laterUsed = false;
  let namedFromAnswer = false;
  const before: string[] = [];
  const after: string[] = [];
  const depth = ctx.depth ?? 0;
  const thin = missed.has('tactical.specifics') || missed.has('strategic.enough') || missed.has('tactical.feedback') || missed.has('context.uptake') || missed.has('tactical.ask');
  // An answer to the assistant's question, said in full: "25" → "As for the age of the person I want to surprise: 25."
  const asked = f.hasPrevious ? closingQuestion(ctx.previousReply) : null;
  // A question back ("Can you stop being distracted?") is not an answer; "Yes. How can I do it?" is.
  const answering = asked !== null && thin && (!/[?？]\s*$/u.test(body) || /^(?:yes|yeah|yep|no|nope|sure|ok(?:ay)?)\b/iu.test(body));
  if (answering) {
    const indirect = asIndirect(asked);
    // "As for where this is: I saw your mom." names nothing the answer was about: an indirect question
    // without a word of substance ("why I want to do that", "what those are") adds nothing, so the
    // question is quoted as asked instead.
    before.push(indirect && namesSomething(indirect) ? `As for ${indirect}:` : `To your question "${withoutEnd(asked)}":`);
  }
  // "no", "wrong", "try again": a rejection of the last answer is feedback that needs saying what is wrong.
  const rejects = f.hasPrevious && !answering && REJECTS.test(body);
  if (rejects) missed.add('tactical.feedback');
  // A follow-up names the part of the last answer it is about, in that answer's words.
  // A short question back that shares no word with the answer ("Because she's fat?") reacts to what it said last.
  // (A "she" the answer named is said by name instead: "Is Maria Lopez nice to people?")
  const shortQuestion = isQuestion(body) && body.split(/\s+/u).length <= SHORT_QUESTION_WORDS && !(PERSON_PRONOUN.test(body) && personNamed(ctx.previousReply));
  const part = f.hasPrevious && !answering ? replyPart(ctx.previousReply, body) ?? (shortQuestion ? lastStatement(ctx.previousReply) : null) : null;
  // A question about the last answer ("Okay and why is that") points at it; it reports no problem.
  const asksAboutIt = isQuestion(body);
  const pointAtPart = part !== null && thin && (!missed.has('tactical.feedback') || asksAboutIt);
  if (pointAtPart) before.push(`About "${part}" in your last answer:`);
  if (depth >= 1) {
    if (!missed.has('tactical.output')) missed.add('tactical.output');
  }
  if (depth >= 2) {
    missed.add('strategic.purpose');
    if (!f.hasPrevious) missed.add('strategic.grounding');
  }
  // The fullest repair also orders the work the way this kind of ask needs it (ask-needs.ts `fuller`).
  // ("Introduce matrix multiplication…" is an instruction the rubric did not read as one, not a statement.)
  const statement = missed.has('tactical.ask') && !f.hasPrevious && !INSTRUCTION_OPENING.test(body) && askKindOf(body) === STATEMENT;
  const fullest = depth >= 2 ? [statement ? STATEMENT.fuller : fullerFor(missed.has('tactical.ask') ? '' : body, f, facts)] : [];

  // A remark on the last answer that asks nothing and is about no part of it ("You got bad breath",
  // "neither are you sweetie") has no task to strengthen: no move rather than a template.
  if (f.hasPrevious && !answering && !rejects && part === null && missed.has('tactical.ask') && !ctx.laterDetail) return '';
  // A noise with no word of its own ("Uhhh....", "me too") that neither asks nor answers has nothing to strengthen.
  if (f.hasPrevious && !answering && !rejects && !isQuestion(body) && topicWords(body).length === 0 && !REQUESTS.test(body)) return '';
  // Telling the assistant to go away ("Shut up") has no task to strengthen, first message or not.
  if (DISMISSAL.test(body)) return '';
  // A single letter that answers nothing ("O") is no message to rewrite.
  if (f.hasPrevious && !answering && !rejects && body.replace(/[^\p{L}]/gu, '').length < 2) return '';
  // "Can I ask you a question?" asks leave to ask: the better move is the question itself.
  if (ASKS_LEAVE.test(body)) return `${tidy(body)}\nMy question: [the question itself, and what I want to do with the answer].`;
  // A person's record pasted in: the move keeps the message and leaves the details out (personal-data.ts).
  if (missed.has('strategic.privacy')) body = withoutPersonalDetails(body);
  if (missed.has('strategic.premise')) body = withoutPremise(body);
  if (missed.has('tactical.direct')) body = direct(body) || body;
  if (missed.has('cognitive.toThePoint')) body = toThePoint(body) || body;
  if (missed.has('strategic.oneTask')) {
    const split = firstAsk(body);
    if (split) {
      body = split.kept;
      after.push(`One thing at a time: I will ask about ${lowerFirst(withoutEnd(split.later))} next.`);
    }
  }
  // A sentence that strings many parts together, laid out one part to a line, in its own words.
  if (missed.has('cognitive.load')) body = runOnAsList(body) ?? body;
  // "Where is she living now?" after an answer that named Jillian Gibbons: the name, not the pronoun.
  if (f.hasPrevious && (missed.has('tactical.specifics') || missed.has('tactical.clear'))) {
    const name = personNamed(ctx.previousReply);
    if (name && PERSON_PRONOUN.test(body)) {
      body = body.replace(PERSON_PRONOUN, name);
      namedFromAnswer = true;
    }
  }
  if (missed.has('strategic.onGoal') && goal) before.push(`Back to my goal (${lowerFirst(withoutEnd(goal))}):`);
  if (missed.has('cognitive.focus') || missed.has('innovation.fresh')) {
    after.push(placeholder('Your earlier answer did not solve it because [what went wrong]; try a different approach.', 'Your earlier answer did not solve it; try a different approach this time.'));
  }
  // A question about a part asks about it; vague feedback put as a question ("Can you just have another go and make it
  // good this time?") still has to say what is wrong (feedback.ts).
  if (missed.has('tactical.feedback') && !answering && (!(asksAboutIt && pointAtPart) || VAGUE_FEEDBACK.test(body))) {
    const what = part ? `"${part}"` : 'your last answer';
    after.push(facts?.error ? `In ${part ? `your last answer (${what})` : what}, it fails with: ${facts.error}` : placeholder(`The problem with ${what}: [what exactly is wrong and what you expected instead].`, `Point to the exact line of ${what} that is wrong and say what you expected.`));
  }
  if (missed.has('tactical.evidence')) {
    after.push(facts?.error ? `The exact error is: ${facts.error}` : placeholder('The exact error and what I expected: [paste the error text and the expected result].', 'Expected: it runs without an error.'));
  }
  // What the question the assistant had to ask next shows was missing (an opening without the later answer).
  const nextAsked = !f.hasPrevious && !ctx.laterDetail ? closingQuestion(ctx.nextReply) : null;
  const nextIndirect = nextAsked ? asIndirect(nextAsked) : null;
  // What the answer is for and the situation: from the conversation when it has them; otherwise
  // one placeholder asks for both at once (only the person knows them).
  const needsPurpose = missed.has('strategic.purpose');
  const needsGrounding = missed.has('strategic.grounding');
  if (needsPurpose || needsGrounding) {
    const known = namedFacts(facts);
    if (needsGrounding && known.length) {
      after.push(`I am working with ${known.join(', ')}.`);
      usedFacts = true;
    }
    if (ctx.laterDetail) {
      after.push(ctx.laterDetail);
      laterUsed = true;
    }
    if (goal) after.push(`I need it to ${lowerFirst(withoutEnd(goal)).replace(/^to\s+/u, '')}.`);
    else if (!laterUsed && nextIndirect) after.push(placeholder(`Context: [${nextIndirect}].`, ''));
    else if (!laterUsed && (needsPurpose || !known.length)) {
      after.push(placeholder(contextAsk(body), ''));
    }
  }
  if (missed.has('tactical.specifics') && !answering) {
    const named = usedFacts ? (facts?.files ?? []).slice(-2) : [...namedFacts(facts), ...(facts?.files ?? [])].slice(-3);
    // Files and identifiers are the specifics; a tool alone is the setup ("I am working with Python").
    if (named.length) after.push(named.some((n) => facts?.files.includes(n)) ? `Specifically: ${named.join(', ')}.` : `I am working with ${named.join(', ')}.`);
    else if (ctx.laterDetail && !laterUsed) after.push(ctx.laterDetail);
    else if (!laterUsed && !placeholderUsed && nextIndirect) after.push(placeholder(`Specifically: [${nextIndirect}].`, ''));
    else if (!laterUsed && !placeholderUsed && !pointAtPart && !namedFromAnswer && !(f.hasPrevious && ctx.previousReplyTopic && depth >= 1)) after.push(placeholder(specificsFact(body), ''));
  }
  // A bare "this"/"it" names the file when the conversation has named one (a tool is not the thing itself).
  if (missed.has('tactical.clear') && f.hasPrevious === false) {
    const file = facts?.files.at(-1);
    if (file) body = body.replace(/\b(this|that|it)\b/iu, `\`${file}\``);
  }
  // An instruction the rubric did not read as one ("Compute the gradient of…", "Visualize a dataframe…") needs no ask added.
  if (missed.has('tactical.ask') && !answering && !INSTRUCTION_OPENING.test(body) && !isQuestion(body)) after.push(rejects ? 'Then give me a corrected version.' : f.hasPrevious ? (part ? (AGREES.test(body) ? 'What is the next step?' : 'What would you change in it, and why?') : 'What do you suggest, given that?') : ABOUT_THEMSELVES.test(body) ? 'What should I do about it?' : 'What do you make of it?');
  // The shape of the answer: when it is missing, or when nothing else was repaired (the move must differ).
  const added = after.filter(Boolean);
  // A statement that asks nothing takes the statement's shape (is it a problem, what to do); any other unclear ask a general one.
  if (missed.has('tactical.output') || (added.length === 0 && before.length === 0)) added.push(statement ? STATEMENT.shape('') : shapeFor(missed.has('tactical.ask') ? '' : body, f, facts));
  added.push(...fullest);
  const opening = before.length ? `${before.join(' ')} ` : '';
  return `${opening}${opening ? lowerFirstUnlessName(tidy(body), content.trim()) : tidy(body)}${added.length ? `\n${added.join('\n')}` : ''}`;
}

/** A phrase with at least one word that is not a stop word ("the age of the person", not "what those are"). */
const namesSomething = (phrase: string): boolean => (phrase.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((w) => !isStopWord(w));

/** After an opener ("As for …: "), the message goes on in lower case unless it starts with a name or "I". */
function lowerFirstUnlessName(text: string, typed: string): string {
  // A capital the person typed on a word that does not merely open a sentence is a name ("Jillian").
  const typedName = /^\p{Lu}/u.test(typed) && !SENTENCE_WORD.test(typed);
  return typedName || /^(?:I\b|[A-Z]{2}|[A-Z]\w*[A-Z])/u.test(text) ? text : lowerFirst(text);
}
const SENTENCE_WORD = caseless(/^(?:yes|yeah|yep|no|nope|ok(?:ay)?|sure|so|and|but|well|oh|ah|um+|hmm+|just|it|its|it's|the|a|an|that|this|these|those|there|they|we|you|he|she|my|our|your|his|her|because|both|none|not|maybe|probably|what|why|how|when|where|who|which|is|are|do|does|can|could|would|will|should|great|good|thanks|thank|sorry|please|under|over|about|in|on|at|for|to|with|from|as|if|then|also|all|some|any|one|two|only|really|very|let|let's|i'm|i've|i'd|i'll|don't|can't|won't)\b/iu);

/** The specifics a subject turns on, said with the end of this kind of ask; else which names or numbers. */
function specificsFact(body: string): string {
  const subject = subjectOf(body);
  return subject ? subjectFact(subject, askKindOf(body), body) : specificsAsk(body);
}

/** Which names or numbers the ask turns on, in its own terms: "which owners", "which pranks". */
function specificsAsk(body: string): string {
  const object = objectOf(body);
  const head = object.replace(/^how to\s+/u, '').split(/\s+/u).filter((w) => w.length > 2 && !isStopWord(w.toLowerCase())).at(-1);
  // Only a plural noun reads as "which …" ("which owners", "which pranks"); "which hard" would not.
  return head && /^\p{L}{3,}[^s]s$/u.test(head) && !/(?:ss|us|is|ous)$/u.test(head) ? `Specifically: [which ${head.toLowerCase()}, with names or numbers].` : 'The specifics: [names, places or numbers involved].';
}
