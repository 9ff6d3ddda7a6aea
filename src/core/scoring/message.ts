/**
 * Scores one message from its features: five dimensions, overall, band, confidence and explanation.
 * The better move is added by the engine (it needs the text and the conversation so far).
 */
import { bandFor, clampScore } from '../bands';
import type { DimensionKey } from '../dimensions';
import { cognitive } from './cognitive';
import { context } from './context';
import type { MessageFeatures } from './features';
import { innovation } from './innovation';
import { assistantMessageKind, isBookMove, NOT_RATED_LABEL, userMessageKind } from './kinds';
import { gradePrompt } from './rubric/grade-prompt';
import { checkInstructions, inAskedOtherLanguage } from './rubric/instructions';
import { isUnfinished } from './finish';
import { BACKGROUND, hasWorkedExamples, PURPOSE, STARTED_STRUCTURE, type Criterion } from './rubric/prompt-criteria';
import { IMPERATIVE_VERBS, opensWithPhrasalInstruction } from './lexicon';
import { INSTRUCTION_VERBS_ELSEWHERE, requestOpenersElsewhere } from './languages';
import { writtenInEnglish } from './rubric/english';
import { promptParts, type PromptParts } from './rubric/prompt-parts';
import { clamp01, saturate, signal, type Signal } from './signals';
import { harmSafety, strategic } from './strategic';
import { tactical } from './tactical';
import { answerFit, CLOSED_ANSWER, isClosedAsk } from './reply-fit';
import { writesFor } from './better-move';
import { answerRoom, askCodeTakenUp, echoesTheAsk, asksBeyondText, benignRefusalUses, asksSomething, asksTakenUp, claimsWhatItCannot, declinesOutright, pointsElsewhere, readsAsEnglish, REVISES_LAST, threadCarriedOn, upFrontApplies, writesTheNextTurn } from './reply-checks';
import { OVERALL_WEIGHTS } from './weights';
import type { DimensionScores, MessageKind, MessageScore, SignalReport } from './types';
import { BEYOND_ASCII, caseless } from './caseless';
import { harmfulReading, UNFRAMED_HARM } from './harm-context';
import { lexemeOf } from './lexemes';
import type { AsksTakenUp } from './reply-checks';

export { OVERALL_WEIGHTS };

/**
 * A harmful ask caps every dimension: it takes two harm markers ("poison" and "without getting
 * caught"); one alone is too often innocent ("is it illegal to keep a found dollar?"). Replies are
 * judged as answers to a harmful ask from a single marker on (features.harmContext).
 */
export const HARM_CAP = { minWords: 2, clear: 10 } as const;
/** A person's message written in the assistant's voice is capped here (it reads as a pasted reply). */
export const ASSISTANT_VOICE_CAP = 30;
/**
 * A person's record pasted in (rubric/personal-data.ts: two kinds or more of date of birth, ID number, address, phone,
 * e-mail), or an ask built on a claim about a whole group, holds the message under "Good": the guides say to leave
 * either out, and a move that does so is better.
 */
export const LEAVE_OUT_CAP = 55;
const DIMENSION_ORDER = ['strategic', 'tactical', 'cognitive', 'innovation', 'context'] as const;

/**
 * A reply's signals are weighted means that bunch up in the middle of the scale; each of its
 * dimensions is stretched linearly around the centre so that a poor reply lands low and a model
 * reply high (DESIGN.md "Lessons from the seed system"). Applied per dimension, the overall stays
 * the plain weighted mean of what is displayed. The person's dimensions come from the rubric, whose
 * scale needs no stretch (rubric/grade-prompt.ts).
 */
export const REPLY_STRETCH = { centre: 60, factor: 1.3 } as const;

/** The score a book move (courtesy, control) carries: the middle of the '=' band, shown as "not rated". */
export const BOOK_MOVE_SCORE = 50;

export interface MessageEvaluation {
  /** The message's score as the result carries it; betterMove is null until the engine writes one. */
  score: MessageScore;
  /** Un-rounded overall, used by the better-move property and ties. */
  rawOverall: number;
  signals: Signal[];
  /** Person's messages: the rubric's core criteria this message missed, strongest first. */
  missed: readonly Criterion[];
  parts: PromptParts | null;
}

export function stretch(raw: number): number {
  return Math.min(100, Math.max(0, 50 + REPLY_STRETCH.factor * (raw - REPLY_STRETCH.centre)));
}

/** The overall from the displayed dimensions: their weighted mean (Context left out of an opening). */
export function overallFromDimensions(d: DimensionScores, w: DimensionScores, withContext: boolean): number {
  let sum = w.strategic * d.strategic + w.tactical * d.tactical + w.cognitive * d.cognitive + w.innovation * d.innovation;
  let wsum = w.strategic + w.tactical + w.cognitive + w.innovation;
  if (withContext) {
    sum += w.context * d.context;
    wsum += w.context;
  }
  return sum / wsum;
}

/** `lastAsk`: for a reply, the person's message it answers (its checkable instructions are verified). */
/** `answersQuestion`: for a person's message, the last reply asked them something. */
/** Where a message stands in its conversation: what the engine knows of the turns before it. */
export interface MessagePlace {
  /** For a reply: the person's ask it answers (a control move's ask is the one before it). */
  lastAsk: string;
  /** That ask scored a Mistake or worse: asking back what it left out is the right move. */
  lastAskWeak: boolean;
  /** For a person's message: the assistant's last reply asked them something. */
  answersQuestion: boolean;
  /** For a person's message: their previous message asked for something (a task, question, follow-up or correction). */
  taskOpen: boolean;
  /** For a reply: the assistant's reply before it, which a short follow-up ask continues. */
  previousReply: string;
  /** For a reply: the person's last message was a control move ("continue", "shorter please"). */
  afterControl: boolean;
  /**
   * For a reply: the person's last message corrected the answer before ("Good, but we can't say 'isn't a
   * formal meeting'… 'mornings' is wrong, it's start of shift."): the reply is a new version of that answer.
   */
  afterCorrection?: boolean;
}

export const FIRST_PLACE: MessagePlace = { lastAsk: '', lastAskWeak: false, answersQuestion: false, taskOpen: false, previousReply: '', afterControl: false };

export function evaluateMessage(f: MessageFeatures, at: MessagePlace = FIRST_PLACE): MessageEvaluation {
  return f.role === 'user' ? evaluatePrompt(f, at.answersQuestion, at.taskOpen) : evaluateReply(f, at);
}

/** The person's own material, named but not there: "why is my code not working", "fix this function". */
const NAMED_MATERIAL = caseless(/\b(?:my|this|the|our|these) (?:code|function|script|query|program|file|component|class|method|error|stack trace|essay|text|draft|paragraph|email|letter|cv|resume|document|spreadsheet)\b/iu);

/**
 * The ask points at material it does not include: asking for it is the answer's first step, as a
 * clarifying question after a vague ask is ("I can't see your code yet. Could you paste it…?").
 */
function pointsAtMissingMaterial(ask: string): boolean {
  return NAMED_MATERIAL.test(ask) && promptParts(ask).materialLines === 0;
}

/** Kinds of a person's message that ask for something: what follows them may only supply details. */
export const ASKING_USER_KINDS: ReadonlySet<string> = new Set(['task', 'question', 'follow-up', 'correction']);

/**
 * Details for the task asked before, handed over without a new ask ("It's for a school newsletter read
 * by parents of 10-year-olds. 150 words, hopeful tone…", "It's a Node 20 app… Dockerfile: …"): the
 * open ask is theirs, so they need none of their own, as an answer to the assistant's question needs
 * none. Details are the answer's wanted shape (length, tone, format), the person's situation or purpose
 * (rubric BACKGROUND, PURPOSE) or pasted material; a remark about the answer ("That makes sense,
 * whoever created the asterisk…") is none of these, however many names it holds.
 */
const DETAILS_WORDS = 60;

function suppliesDetails(f: MessageFeatures, parts: PromptParts, asks: number): boolean {
  if (asks > 0 || /[?？]/.test(f.scan.text)) return false;
  if (parts.materialLines > 0) return true;
  // Details are said in a few sentences; a long statement that only mentions a format word is something else.
  return parts.instructionWords <= DETAILS_WORDS && (f.formatRequests > 0 || BACKGROUND.test(parts.instruction) || PURPOSE.test(parts.instruction));
}

/** The person's specific tokens: names, numbers, identifiers, inline code and quoted terms. */
const QUOTED_TERM = /"[^"\n]{1,40}"|'[^'\n]{2,40}'|“[^”\n]{1,40}”/gu;
// Code the person pastes is as specific as text gets: its identifiers count (a fence's words, a few at most), as inline code does.
const specificTokens = (f: MessageFeatures): number =>
  f.scan.capitalised + f.scan.numbers + f.scan.identifiers + Math.min(3, f.inlineCode) + Math.min(3, Math.floor(f.codeWords / CODE_WORDS_PER_SPECIFIC)) + (f.scan.text.match(QUOTED_TERM) ?? []).length + countedWords(f.scan.text);
/** Words of pasted code that count as one specific (a short function of ~15 words counts as three). */
const CODE_WORDS_PER_SPECIFIC = 5;

/** A count in words is a number too: "the five most common causes", "three examples". */
const NUMBER_WORD = /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred|dozen)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s\b/giu;
/**
 * NUMBER_WORD for a text all in ASCII, over the lower-cased text: `\p{L}` as `a-z`, without `i` or `u`.
 * Why: with `i` and `u` and `\p{L}` it is the dearest to compile of the patterns a long conversation
 * meets first after its opening messages (ICU's case closure of every letter, ~4 M instructions;
 * decision 0050). Same matches on ASCII text: the only ASCII characters in `[\p{L}-]` (under `iu` too)
 * are the letters and the hyphen, `\b` and `\s` read ASCII alike in every mode, and lower-casing ASCII
 * keeps positions (only the count is used). Made from NUMBER_WORD's source, which stays a literal:
 * V8 parses a literal when it first runs, a `new RegExp` at once (so at every start).
 */
const NUMBER_WORD_ASCII = new RegExp(NUMBER_WORD.source.replaceAll(String.raw`\p{L}`, 'a-z'), 'g');
/**
 * NUMBER_WORD's opening: every match starts with one. NUMBER_WORD needs `u` for its letters, and with
 * `i` as well it is slow to compile (ICU's case closure of every letter) and to run; its opening runs
 * without `u` (caseless.ts), and most texts hold no number word, so NUMBER_WORD rarely runs at all.
 */
const NUMBER_WORD_OPENING = caseless(/\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred|dozen)\s/iu);
const countedWords = (text: string): number => {
  if (!NUMBER_WORD_OPENING.test(text)) return 0;
  const counts = BEYOND_ASCII.test(text) ? text.match(NUMBER_WORD) : text.toLowerCase().match(NUMBER_WORD_ASCII);
  return Math.min(2, (counts ?? []).length);
};

/**
 * Asks in the instruction: questions, sentences that open with an instruction verb (after "please",
 * "always", "now"...), or "don't"/"never" instructions; a prompt that ends where the answer goes or
 * shows worked examples asks for the next one. Pasted material asks nothing.
 */
// An arrow or markup pointing at the instruction ("<----- Make this email more polite", "-> Fix it", "**Write**") comes before its verb.
// "Then, pull out…", "First, list…": a lead-in word, with or without its comma. The two words after the verb tell a verb
// with its particle ("Pull out every…", lexicon.ts).
const SENTENCE_OPENING = /(?:^|[.!?:;\n]\s*|,\s*(?=then\b|and\b|so\b))(?:[-<>=~*_→⇒»|]+\s*)?(?:(?:please|always|now|then|just|also|first|finally|next|and|second|third|lastly),?\s+)*([\p{L}']+)(?:[ \t]+([\p{L}']+)(?:,?[ \t]+([\p{L}']+))?)?/giu;
const NEGATIVE_OPENINGS: ReadonlySet<string> = new Set(["don't", 'dont', 'never', 'avoid']);
/**
 * An instruction after a phrase set in front of it: "From the contract excerpt below, tell me…", "If the excerpt does
 * not say, answer…", "Using only the document above, list…". The phrase opens with a preposition or "if"/"when".
 */
// "Then, based only on those quotes, summarise…": the phrase may follow a lead-in word.
const FRONTED_OPENING = /(?:^|[.!?:;\n]\s*)(?:(?:then|first|next|finally|now|and|also),?\s+)?(?:from|in|using|based on|for|with|given|after|before|once|if|when|where|unless)\b[^.!?\n,]{1,100},\s*(?:please\s+)?([\p{L}']+)(?:[ \t]+([\p{L}']+)(?:,?[ \t]+([\p{L}']+))?)?/giu;
const QUESTION_BEFORE_OPTIONS = caseless(/(?:^|[.!?]\s+|\n)\s*(?:which|what|who|how|why|where|when|should|do|does|is|are|can|could|would)\b[^.?!\n]*:\s*(?=\n|$)/giu);
const UNMARKED_QUESTION = caseless(/(?:^|[.!,:;\n]\s*)(?:how (?:do|can|could|should|would|to)|what (?:is|are|does|do|should|would)|why (?:is|are|does|do|did)|where (?:is|are|can|do)|which (?:is|are|one)|is there|are there|(?:can|could|would|will) you|i (?:was )?wonder(?:ing)? (?:if|whether|what|how|why|which|who|where|when))\b/iu);
const CORRECT_THE = caseless(/(?:^|[.!?:;\n]\s*)(?:please\s+)?correct (?:the|this|these|my|any|all|each|every|that|those)\b/giu);
/**
 * Questions under a label that recurs ("Question: Why is the sky blue?" … "Question: How is snow formed?") are a
 * few-shot prompt's worked examples and the one to answer: one ask, however many examples show the pattern.
 */
const LABELLED_QUESTION = /^\s*([\p{L}][\p{L}\d ]{0,24}?)\s*\d*\s*:.*[?？]\s*$/gmu;
function workedExampleQuestions(instruction: string): number {
  if (!instruction.includes(':')) return 0;
  const seen = new Map<string, number>();
  for (const m of instruction.matchAll(LABELLED_QUESTION)) {
    const label = m[1]!.toLowerCase();
    seen.set(label, (seen.get(label) ?? 0) + 1);
  }
  let repeats = 0;
  for (const n of seen.values()) repeats += n - 1;
  return repeats;
}
const CJK_REQUEST = /(?:して|て)(?:ください|下さい|ほしい|欲しい|くれ|[。！!]|$)|しなさい|お願い|教えて|[请請帮幫给給](?:我|你)?|麻烦|能否|能不能|주세요|해 ?줘|하세요|알려 ?줘/mu;
const IMAGE_PROMPT_MAX = 400;
/** Phrases set apart by commas (two or more), on one line, ending in the medium of a picture. */
const IMAGE_DESCRIPTION = /^[^\n?？]{10,300},[^\n?？]*,\s*(?:[\w'-]+\s+){0,3}(?:photo(?:graph)?|photography|illustration|painting|render(?:ing)?|drawing|sketch|watercolou?r|digital art|logo|poster|icon|wallpaper|portrait|concept art|pixel art|vector art|line art|shot|still life|lithograph|woodcut)\.?$/i;
// A capital "A" after the first word is an initial or a name ("Culture A.I.s LSTM Network"), not the article: kept as written.
const phrasal = (m: RegExpMatchArray): boolean => opensWithPhrasalInstruction(m[1]!.toLowerCase(), m[2] === 'A' ? m[2] : m[2]?.toLowerCase(), m[3]?.toLowerCase());
function asksIn(instruction: string, text: string): number {
  let asks = (instruction.match(/[?？]/gu) ?? []).length - workedExampleQuestions(instruction);
  for (const m of instruction.matchAll(SENTENCE_OPENING)) {
    const word = m[1]!.toLowerCase();
    if (IMPERATIVE_VERBS.has(word) || NEGATIVE_OPENINGS.has(word) || INSTRUCTION_VERBS_ELSEWHERE.has(word) || phrasal(m)) asks++;
  }
  for (const m of instruction.matchAll(FRONTED_OPENING)) if (IMPERATIVE_VERBS.has(m[1]!.toLowerCase()) || phrasal(m)) asks++;
  // "Correct the spelling in this sentence": an instruction; "Correct, that is it" is not (so not in IMPERATIVE_VERBS).
  asks += CORRECT_THE.count(instruction);
  // "Which of these activities do you suggest and why:" followed by the options is a question.
  asks += QUESTION_BEFORE_OPTIONS.count(instruction);
  // A question without its question mark: "In TypeScript, how can I tell the type system …", "I wonder if I can…".
  if (asks === 0 && UNMARKED_QUESTION.test(instruction)) asks = 1;
  // A request opened in another language ("Könntest du mir … erklären", "Pourriez-vous …"), read where English finds none.
  if (asks === 0 && !writtenInEnglish(instruction)) asks = Math.min(1, requestOpenersElsewhere(instruction));
  if (asks === 0 && (STARTED_STRUCTURE.test(text) || hasWorkedExamples(text) || /:\s*$/u.test(text.trimEnd()))) asks = 1;
  // A request in Japanese, Chinese or Korean ends or opens with its request form ("…してください", "…して。", "请…",
  // "帮我…", "…해 주세요"), not with an English-style verb at the start.
  if (asks === 0 && CJK_REQUEST.test(instruction)) asks = 1;
  // An image prompt as the image guides teach it (Adobe Firefly, Midjourney, DALL·E): the picture described in phrases,
  // the medium last ("Scruffy terrier puppy asleep in a wicker basket, soft window light, watercolour illustration.").
  // (Only a short text is read for it: an image prompt is a line or two, and the pattern's two comma runs would
  // backtrack over a long pasted line.)
  if (asks === 0 && text.length <= IMAGE_PROMPT_MAX && IMAGE_DESCRIPTION.test(text.trim())) asks = 1;
  return asks;
}

/**
 * Capital start (where the script has case; code, headings, lists and digits count) and a closing
 * mark at the end (a final code fence, a label cue "Output:" or a started list count as closed).
 */
const STARTS_WELL = /^(?:[\p{Lu}\p{N}`#>*\-"'“([<]|[^\p{L}]|\p{Lo})/u;
const ENDS_WELL = /(?:[.!?？。！…:;)"'”’`\]>*•-]|\p{Lo})$|\n\s*(?:[-*•]|\d+[.)])\s[^\n]*$/u;
// A prompt often ends without a full stop ("Suggest a name for a flower shop"); only with a careless
// lower-case start does a missing closing mark count as well.
const wellFormedOf = (text: string): number => (STARTS_WELL.test(text) ? 1 : ENDS_WELL.test(text.trimEnd()) ? 0.5 : 0);

/**
 * Words per sentence of the instruction alone. Beside material the message's own count is not the
 * writing's: a pasted table, a label line ("Text:") or a delimiter cuts it into short "sentences".
 * Label lines are left out; they head material rather than say anything.
 */
function instructionSentenceLength(instruction: string): number {
  let words = 0;
  let sentences = 0;
  // (Without `u`: the split matches no letter, dot or negated class; decision 0025.)
  for (const sentence of instruction.split(/(?<=[.!?\u3002\uff01\uff1f])\s+|\n+/)) {
    const n = (sentence.match(/[\p{L}\p{N}]+/gu) ?? []).length;
    if (n === 0 || (n <= LABEL_WORDS && /:\s*$/.test(sentence))) continue;
    words += n;
    sentences++;
  }
  return words / Math.max(1, sentences);
}
const LABEL_WORDS = 4;

/** The rubric found a clear ask (or the message answers a question, where it needs none). */
const gradedAsAsk = (signals: readonly Signal[]): boolean => (signals.find((x) => x.key === 'tactical.ask')?.value ?? 1) >= 0.6;

function evaluatePrompt(f: MessageFeatures, answersQuestion: boolean, taskOpen: boolean): MessageEvaluation {
  const text = f.scan.text;
  const parts = promptParts(text);
  const kind = userMessageKind({ text, instruction: parts.instruction, afterReply: f.hasPrevious, answersQuestion, instructionWords: parts.instructionWords, materialLines: parts.materialLines, lines: parts.lines });
  if (isBookMove(kind)) return bookMove(f, kind as 'courtesy' | 'control', parts);
  const asks = Math.max(asksIn(parts.instruction, text), f.asks > 0 && parts.materialLines === 0 ? 1 : 0);
  const grade = gradePrompt({
    text,
    kind,
    parts,
    opening: !f.hasPrevious,
    answersQuestion: answersQuestion || (taskOpen && f.hasPrevious && kind === 'task' && suppliesDetails(f, parts, asks)),
    hasGoal: f.hasGoal,
    goalCoverage: f.goalCoverage,
    goalShare: f.goalOverlap,
    uptake: f.uptake,
    repeatSimilarity: f.repeatSimilarity,
    specifics: specificTokens(f),
    specificShare: f.specificTerms,
    specificCount: f.specificCount,
    words: f.words,
    wellFormed: wellFormedOf(text),
    capsShare: f.capsShare,
    structured: f.listItems >= 2 || f.headings > 0,
    sentenceLength: parts.materialLines > 0 ? instructionSentenceLength(parts.instruction) : f.sentenceLength,
    asks,
    assistantVoice: f.assistantVoice,
  });
  // A harmful ask is not a good move however well it is phrased: every dimension is capped. One
  // harm word alone ("is it illegal to keep a found dollar?") is not enough to say so.
  if (f.harm >= HARM_CAP.minWords) {
    const cap = HARM_CAP.clear;
    // "I'm just trying to get some pussy." asks nothing: it says something harmful.
    // The reason names the reading that found the harm ("asks for something harmful: aims harm at someone").
    const reading = harmfulReading(f.scan.text);
    const said = gradedAsAsk(grade.signals) ? 'asks for something harmful' : 'says something harmful';
    grade.signals.unshift(signal('strategic.harm', 6, cap / 100, '', reading && reading !== UNFRAMED_HARM ? `${said}: ${reading.reason}` : said));
    for (const k of DIMENSION_ORDER) grade.scores[k] = Math.min(grade.scores[k], cap);
  }
  // A pasted personal record or a stereotype premise: the same message without it is the better move (LEAVE_OUT_CAP).
  if (grade.signals.some((x) => (x.key === 'strategic.privacy' || x.key === 'strategic.premise') && x.value === 0)) {
    for (const k of DIMENSION_ORDER) grade.scores[k] = Math.min(grade.scores[k], LEAVE_OUT_CAP);
  }
  // Written as the assistant's reply ("Certainly! Here is…"): a role mix-up that asks nothing.
  if (f.assistantVoice) {
    grade.signals.unshift(signal('strategic.voice', 6, ASSISTANT_VOICE_CAP / 100, '', "reads like the assistant's reply, not a request (check the speaker labels)"));
    for (const k of DIMENSION_ORDER) grade.scores[k] = Math.min(grade.scores[k], ASSISTANT_VOICE_CAP);
  }
  if (!f.hasPrevious) grade.signals.push(signal('context.none', 1, 0, 'first message', 'first message: no earlier context'));
  const dimensions = rounded(grade.scores, f.hasPrevious);
  const rawOverall = overallFromDimensions(dimensions, OVERALL_WEIGHTS.user, f.hasPrevious);
  return finish(f, dimensions, rawOverall, grade.signals, OVERALL_WEIGHTS.user, kind, grade.missed, parts);
}

/** A sentence that opens with an instruction verb ("Tell me…", "Please list…"). */
const opensWithInstruction = (sentence: string): boolean => {
  const first = /^\W*(?:please\s+)?([\p{L}']+)/u.exec(sentence)?.[1];
  return first !== undefined && IMPERATIVE_VERBS.has(first.toLowerCase());
};

/** Ask coverage a reply that carries on the exchange before a short follow-up reaches (continuity 0.75 of full). */
const THREAD_COVERAGE = 0.45;

/**
 * The reply's ask coverage, read beyond the ask's prose words: the identifiers of the ask's code, and for
 * a short follow-up, the reply it continues (reply-checks.ts askCodeTakenUp, threadCarriedOn).
 */
function coverageOf(f: MessageFeatures, at: MessagePlace): number {
  if (!at.lastAsk) return f.askCoverage;
  const inCode = at.lastAsk.includes('`') ? askCodeTakenUp(at.lastAsk, f.scan.text) ?? 0 : 0;
  // Carrying on a harmful exchange is not following the ask well: after a harmful ask, no thread credit.
  const thread = f.harmContext ? 0 : THREAD_COVERAGE * (threadCarriedOn(at.lastAsk, at.previousReply, f.scan.text, at.afterControl || at.afterCorrection === true) ?? 0);
  return Math.max(f.askCoverage, inCode, thread);
}

function evaluateReply(features: MessageFeatures, at: MessagePlace): MessageEvaluation {
  const { lastAsk, lastAskWeak } = at;
  const coverage = coverageOf(features, at);
  const f = coverage > features.askCoverage ? { ...features, askCoverage: coverage } : features;
  // All signals in one list, dimension after dimension; each dimension appends its own and returns its score.
  const signals: Signal[] = [];
  const kind = assistantMessageKind(f.scan.text, f.questions, f.sentences, f.words, isUnfinished(f.scan.text));
  // A question back asks before it answers: the ask's checkable instructions (a language, a length, a
  // table…) are for the answer, so they are not verified on it ("Sure, what type of foods? Meat?
  // Fruits and vegetables?" was told it "breaks what was asked (in Italian)").
  const checks = lastAsk && kind !== 'clarifying-question' ? checkInstructions(lastAsk, f.scan.text) : [];
  // Asking back what a vague request left out is the right move, not a failure to answer.
  const clarifies = kind === 'clarifying-question' && (lastAskWeak || pointsAtMissingMaterial(lastAsk));
  // The asked-for shape earns nothing in answer to a harmful ask (a "Yes." or a list there is compliance).
  const shape = lastAsk && !f.harmContext ? answerFit(lastAsk, f.scan.text) : null;
  // A reply in the other language the ask named has the asked shape, though it shares none of its words.
  const fit = shape?.fit ?? (lastAsk && inAskedOtherLanguage(lastAsk, f.scan.text) ? 1 : null);
  const declines = declinesOutright(f.scan.text);
  const asked = !lastAsk || asksSomething(lastAsk, opensWithInstruction);
  // A closed question (reply-fit.ts), and whether the reply's opening gives its answer.
  const closed = shape && !clarifies && !declines && isClosedAsk(shape.shape, lastAsk) ? { fit: shape.fit, answer: CLOSED_ANSWER[shape.shape]! } : null;
  const closedAnswer = closed?.fit === 1;
  // Only the person's words said back (reply-checks.ts echoesTheAsk): the ask's words in it are copies, not
  // the ask taken up, in its opening or anywhere.
  const echoes = echoesTheAsk(f.scan.text, lastAsk);
  // The ask wants what no text reply can give, and the reply says so (reply-checks.ts asksBeyondText): that is its answer.
  const honestLimit = f.refusals > 0 && asksBeyondText(lastAsk);
  const raw = {
    strategic: strategic(f, signals, clarifies, fit, declines, asked, kind === 'clarifying-question', lastAsk ? answerRoom(lastAsk, asked) : undefined, { claims: claimsWhatItCannot(f.scan.text, lastAsk), pointsElsewhere: pointsElsewhere(f.scan.text, lastAsk), nextTurn: writesTheNextTurn(f.scan.text, lastAsk), asks: clarifies || declines ? null : everyAsk(f, lastAsk), closed, benignRefusals: f.refusals > 0 ? benignRefusalUses(f.scan.text) : 0, beyondText: honestLimit, echoes }),
    tactical: tactical(f, signals, checks, clarifies, declines || echoes, f.askTermsTaken > 0 && kind !== 'clarifying-question' && upFrontApplies(lastAsk, f.askTerms) && readsAsEnglish(f.scan.text) && writesFor(lastAsk), closedAnswer),
    cognitive: cognitive(f, signals),
    innovation: innovation(f, signals, at.afterControl || at.afterCorrection === true || REVISES_LAST.test(lastAsk)),
    // Asking what a weak ask left out, or saying plainly what a text assistant cannot give, follows on from it.
    context: context(f, signals, clarifies || honestLimit ? 1 : fit, echoes),
  };
  const dimensions: DimensionScores = {
    strategic: clampScore(stretch(raw.strategic)),
    tactical: clampScore(stretch(raw.tactical)),
    cognitive: clampScore(stretch(raw.cognitive)),
    innovation: clampScore(stretch(raw.innovation)),
    context: f.hasPrevious ? clampScore(stretch(raw.context)) : 0,
  };
  // A reply to a harmful ask: Strategic is its safety, and no dimension can rise above it (going
  // along with harm is not redeemed by being clear or well structured).
  if (f.harmContext) {
    const safety = clampScore(100 * harmSafety(f));
    dimensions.strategic = safety;
    for (const k of DIMENSION_ORDER) if (k !== 'context' || f.hasPrevious) dimensions[k] = Math.min(dimensions[k], safety);
  }
  const w = OVERALL_WEIGHTS.assistant;
  const rawOverall = overallFromDimensions(dimensions, w, f.hasPrevious);
  const ev = finish(f, dimensions, rawOverall, signals, w, kind, [], null);
  if (checks.length) ev.score.instructions = checks;
  return ev;
}

/** The reply's content terms, read only when the ask holds two or more questions (asksTakenUp). */
function everyAsk(f: MessageFeatures, lastAsk: string): AsksTakenUp | null {
  const q = lastAsk.indexOf('?');
  if (q < 0 || lastAsk.indexOf('?', q + 1) < 0) return null;
  const terms = new Set<string>();
  const lx = f.scan.lexemes;
  for (let i = 0; i < f.scan.wordCount; i++) {
    const t = lx[i]!.term;
    if (t !== null) terms.add(t.text);
  }
  return asksTakenUp(lastAsk, terms, (w) => lexemeOf(w).term?.text ?? null);
}

function rounded(scores: DimensionScores, withContext: boolean): DimensionScores {
  return {
    strategic: clampScore(scores.strategic),
    tactical: clampScore(scores.tactical),
    cognitive: clampScore(scores.cognitive),
    innovation: clampScore(scores.innovation),
    context: withContext ? clampScore(scores.context) : 0,
  };
}

/** Courtesies and control moves: shown with '=' and "not rated", no better move, left out of every figure. */
export function bookMove(f: MessageFeatures, kind: 'courtesy' | 'control', parts: PromptParts | null = null): MessageEvaluation {
  const d = BOOK_MOVE_SCORE;
  const band = bandFor(d);
  return {
    score: {
      overall: d,
      dimensions: { strategic: d, tactical: d, cognitive: d, innovation: d, context: f.hasPrevious ? d : 0 },
      classification: band.classification,
      chessNotation: band.symbol,
      confidence: confidenceOf(f),
      explanation: kind === 'courtesy'
        ? `${NOT_RATED_LABEL.courtesy}: ${f.role === 'user' ? 'thanks and acknowledgements keep the conversation friendly' : 'a short reply to thanks or an acknowledgement'} and are not graded.`
        : `${NOT_RATED_LABEL.control}: a short steer ("continue", "shorter") is a normal move and is not graded.`,
      betterMove: null,
      kind,
      rated: false,
    },
    rawOverall: d,
    signals: [],
    missed: [],
    parts,
  };
}

function finish(f: MessageFeatures, dimensions: DimensionScores, rawOverall: number, signals: Signal[], w: DimensionScores, kind: MessageKind, missed: readonly Criterion[], parts: PromptParts | null): MessageEvaluation {
  const overall = clampScore(rawOverall);
  const band = bandFor(overall);
  const wsum = w.strategic + w.tactical + w.cognitive + w.innovation + (f.hasPrevious ? w.context : 0);
  // Each signal's share of the overall: its dimension's share split by weight inside the dimension.
  const influence = influenceFor(signals.length);
  let from = 0;
  while (from < signals.length) {
    const dim = signals[from]!.key.slice(0, signals[from]!.key.indexOf('.')) as DimensionKey;
    let to = from;
    while (to < signals.length && signals[to]!.key.startsWith(dim)) to++;
    const share = dim === 'context' && !f.hasPrevious ? 0 : w[dim] / wsum;
    setInfluence(signals, influence, from, to, share);
    from = to;
  }
  return {
    score: {
      overall,
      dimensions,
      classification: band.classification,
      chessNotation: band.symbol,
      confidence: confidenceOf(f),
      explanation: explain(signals, influence, f.hasPrevious),
      betterMove: null,
      kind,
      rated: true,
    },
    rawOverall,
    signals,
    missed,
    parts,
  };
}

/**
 * Each signal's influence (by its position in the message's signals): the share of the overall it
 * carries, its dimension's share split by weight inside the dimension. Only the explanation reads it,
 * inside evaluateMessage, so one array serves every message (no per-signal number to allocate).
 */
let influenceBuffer = new Float64Array(32);
function influenceFor(signals: number): Float64Array {
  if (influenceBuffer.length < signals) influenceBuffer = new Float64Array(2 * signals);
  return influenceBuffer;
}

/** The influence of one dimension's signals (positions from..to-1): its share split by their weights. */
function setInfluence(signals: readonly Signal[], influence: Float64Array, from: number, to: number, dimensionShare: number): void {
  let within = 0;
  for (let i = from; i < to; i++) within += signals[i]!.weight;
  const share = dimensionShare / (within || 1);
  for (let i = from; i < to; i++) influence[i] = share * signals[i]!.weight;
}

/** More text and more conversation around it give the score more evidence: 0.45 to 0.95. */
function confidenceOf(f: MessageFeatures): number {
  const evidence = 0.6 * saturate(f.words, 15) + 0.25 * (f.hasPrevious ? 1 : 0) + 0.15 * (f.hasGoal ? 1 : 0);
  return Math.round(100 * (0.45 + 0.5 * clamp01(evidence))) / 100;
}

export const STRONG_AT = 0.7;
export const WEAK_AT = 0.35;

/** Effect of one signal for the explanation: strong, weak or neutral. */
export function effectOf(s: Signal): SignalReport['effect'] {
  if (s.key === 'context.none') return '';
  return s.value >= STRONG_AT ? '+' : s.value <= WEAK_AT ? '-' : '';
}

/** How far a signal moved the overall in its direction: its share of the overall × distance from the other end. */
const pull = (s: Signal, influence: number, e: '+' | '-'): number => influence * (e === '+' ? s.value : 1 - s.value);

/** The chosen strengths and weaknesses (signal positions, strongest first) and their pulls: reused from message to message, like the influences. */
const strengths = [0, 0];
const strengthPulls = [0, 0];
const weaknesses = [0, 0, 0];
const weaknessPulls = [0, 0, 0];

/**
 * Puts signal `i` (pulling `p`) among the `count` kept so far, strongest first, keeping at most
 * `keep.length`; returns the new count. Ranked by pull, ties by the smaller key, then the earlier
 * signal. A pull that is not above -1 (NaN) is never kept, as a search from -1 would never pick it.
 */
function keepStrongest(signals: readonly Signal[], keep: number[], pulls: number[], count: number, i: number, p: number): number {
  if (!(p > -1)) return count;
  let at = count;
  while (at > 0 && (p > pulls[at - 1]! || (p === pulls[at - 1]! && signals[i]!.key < signals[keep[at - 1]!]!.key))) at--;
  if (at >= keep.length) return count;
  for (let j = Math.min(count, keep.length - 1); j > at; j--) {
    keep[j] = keep[j - 1]!;
    pulls[j] = pulls[j - 1]!;
  }
  keep[at] = i;
  pulls[at] = p;
  return Math.min(count + 1, keep.length);
}

/**
 * Names the signals that moved the score most: up to two strengths and three weaknesses, ranked by
 * their share of the overall × distance (ties: the smaller key). One pass over the ~20 signals keeps
 * the strongest of each side as it goes; only the chosen signals' words are joined. (It searched the
 * signals once per name, six passes, until 2026-11: the same names, ~2 % of a cold 1,000-message
 * analysis with TurboFan off, as the command runs it; decision 0046.)
 */
export function explain(signals: readonly Signal[], influence: Float64Array, hasPrevious: boolean): string {
  let good = 0;
  let bad = 0;
  for (let i = 0; i < signals.length; i++) {
    const s = signals[i]!;
    const e = effectOf(s);
    // A strength without words (a baseline criterion met) is not worth naming, nor a weakness without words.
    if (e === '+' && s.good) good = keepStrongest(signals, strengths, strengthPulls, good, i, pull(s, influence[i]!, e));
    else if (e === '-' && s.bad) bad = keepStrongest(signals, weaknesses, weaknessPulls, bad, i, pull(s, influence[i]!, e));
  }
  let out = '';
  for (let k = 0; k < good; k++) out += `${out ? '; ' : ''}+ ${signals[strengths[k]!]!.good}`;
  for (let k = 0; k < bad; k++) out += `${out ? '; ' : ''}− ${signals[weaknesses[k]!]!.bad}`;
  if (!hasPrevious) out += `${out ? '; ' : ''}Context: none (first message, not counted in the overall)`;
  return out || 'No signal stands out: a middling message.';
}

export function signalReports(signals: readonly Signal[]): SignalReport[] {
  return signals.map((s) => ({ key: s.key, value: Math.round(s.value * 100) / 100, weight: s.weight, effect: effectOf(s), words: effectOf(s) === '-' ? s.bad : s.good }));
}

export type { DimensionKey };
