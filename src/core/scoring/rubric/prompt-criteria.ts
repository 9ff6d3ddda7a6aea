/**
 * The rubric for a person's message, from published prompting guidance (docs/scoring.md "The
 * rubric"): each criterion is one observable detector with its plain-words reason (met / missed),
 * the kinds of message it applies to, and whether missing it counts against the message ("core") or
 * meeting it only adds ("bonus": an example or a role helps, but a good question needs neither).
 * Length earns nothing by itself: every detector looks for a thing, never for more words.
 *
 * A detector returns a value in 0..1, or null when the criterion does not apply to this message
 * (no material → nothing to delimit; not a bug report → no evidence needed).
 */
import type { DimensionKey } from '../../dimensions';
import { BEYOND_ASCII, caseless } from '../caseless';
import { writtenInEnglish } from './english';
import { ramp, type SignalKey } from '../signals';
import type { UserMessageKind } from '../types';
import type { PromptParts } from './prompt-parts';
import { RUN_ON_AT, RUN_ON_FROM, runOnParts } from './run-on';
import { editsOnNamedParts, VAGUE_FEEDBACK } from '../feedback';
import { PERSONAL_RECORD_AT, personalDetails } from './personal-data';
import { IMPERATIVE_VERBS } from '../lexicon';
import { blurryElsewhere, hasCjk, hedgesElsewhere, INSTRUCTION_VERBS_ELSEWHERE, isFunctionWordElsewhere, pleasantryElsewhere } from '../languages';

export interface PromptView {
  text: string;
  kind: UserMessageKind;
  parts: PromptParts;
  /** The assistant's last reply asked the person something: this message may simply answer it. */
  answersQuestion: boolean;
  /** No assistant reply came before (the opening message). */
  opening: boolean;
  /** A session goal or project context was given. */
  hasGoal: boolean;
  /** Share of the goal's terms the message uses, and of the message's terms found in the goal. */
  goalCoverage: number;
  goalShare: number;
  /** Share of the message's terms found in the last reply. */
  uptake: number;
  /** Highest similarity with the person's recent messages (a repeated ask). */
  repeatSimilarity: number;
  /** Specific tokens: names, numbers, identifiers, inline code, quoted terms. */
  specifics: number;
  /** Share of the content terms that are specific (names, numbers, identifiers, long technical words). */
  specificShare: number;
  /** How many terms look specific (names, numbers, identifiers, long words): the count behind the share. */
  specificCount: number;
  /** The message reads like an assistant's reply ("Certainly! Here is..."): a role mix-up. */
  assistantVoice: boolean;
  /** Words in the instruction part. */
  words: number;
  /** Starts with a capital (where the script has case) and ends with closing punctuation, 0..1. */
  wellFormed: number;
  /** Laid out as a list or with headings (items are not fragments). */
  structured: boolean;
  /** Share of letters in capitals (shouting). */
  capsShare: number;
  /** Words in sentences that are readable (see features.sentenceLength). */
  sentenceLength: number;
  asks: number;
}

export type CriterionRole = 'core' | 'bonus';

export interface Criterion {
  key: SignalKey;
  dimension: DimensionKey;
  role: CriterionRole;
  weight: number;
  /**
   * A baseline criterion is one that almost any message meets by not doing something wrong (one
   * task, not hedged, not vague, easy to read, not a repeat): meeting it is no evidence of a good
   * message, so it counts in proportion to how much the message says, and it is reported only when missed.
   */
  baseline?: boolean;
  /** Plain words when met / when missed (a bonus is only ever reported when met). */
  good: string;
  bad: string;
  /** The missed reason for this message when `bad` would not be true of it (the detector saw a narrower fault). */
  badFor?: (p: PromptView) => string | null;
  /** The met reason for this message when `good` would say more than the detector saw in it. */
  goodFor?: (p: PromptView) => string | null;
  detect: (p: PromptView) => number | null;
}

const ASKING_KINDS: ReadonlySet<UserMessageKind> = new Set(['task', 'question', 'material']);
const FOLLOWING_KINDS: ReadonlySet<UserMessageKind> = new Set(['follow-up', 'correction']);
const asking = (p: PromptView): boolean => ASKING_KINDS.has(p.kind);
/** The instruction's sentences (and lines), trimmed. (The split without `u`: it matches no letter, dot or negated class; decision 0025.) */
const sentencesOf = (instruction: string): string[] => instruction.split(/(?<=[.!?])\s+|\n+/).map((x) => x.trim()).filter(Boolean);

// --- Strategic: what the answer is for ------------------------------------------------------------

/** Purpose, audience or intended use ("for an insurance report", "to a high school student", "so that", "on behalf of the tenant"). */
export const PURPOSE =
  caseless(/\b(?:so (?:that|i can|we can)|in order to|because|to help (?:my|our|the|a|an|me|us|them|him|her|people|new|newer)\b|my goal|the goal|goal is|i(?:'m| am) trying to|we(?:'re| are) trying to|i want to|i'd like to|i need (?:to|it)|we need to|(?:for|to) (?:my|our|a|an|the) (?:[\w-]+ ){0,3}(?:report|catalog(?:ue)?|audience|blog|newsletter|presentation|class|team|customers?|clients?|readers?|students?|website|app|project|course|paper|meeting|interview|listing|post|talk|boss|manager|company|users?|board|stakeholders|investors|kids|children|beginners|essay|card|party|wedding|programme|program|podcast|form|page|shop|store|site|intranet|readme|campaign|event|conference|application|portfolio|thesis|exam|assignment|homework|lesson|workshop|speech|toast|dashboard|deck|lecture|signup|booking|channel|profile|resume|cv|reps|staff|employees|colleagues|members|subscribers|followers|guests|patients|parents|nurses|volunteers)|to (?:a|an) (?:[\w-]+ ){0,2}(?:student|audience|reader|beginner|expert|engineer|child|manager|administrator|developer|customer|layperson|newcomer)s?|(?:for|to) (?:[\w-]+ ){0,2}(?:beginners|experts|engineers|managers|administrators|students|children|kids|developers|customers|executives|readers|users|colleagues|parents|teachers|patients|nurses|doctors|lawyers|adults|teens|teenagers|seniors|retirees|tourists|visitors|volunteers|designers|marketers|founders|freelancers|employees|staff|reps|members|subscribers|followers|guests|clients|investors|homeowners|tenants|landlords|families|newcomers|non-experts)|(?:for|to) (?:beginner|novice|first-time|new|young|older|busy|non-technical|technical|non-native|local) [a-z-]+s|audience|(?:will|would) be (?:read|used|shown|sent|published|presented)|which i(?:'ll| will) use|on behalf of|(?:for|to) (?:someone|anyone|people|those|a person|an adult|a layperson|a newcomer) (?:who|with|without|that|in|new)|(?:my|our) (?:[\w-]+ ){0,2}?(?:students|pupils|class|readers|audience|listeners|viewers) (?:are|is)|in (?:my|our|a|an|the|tomorrow's|next week's) (?:[\w-]+ ){0,2}(?:class|course|lesson|lecture|workshop|seminar|meeting|presentation|newsletter|talk|speech|assembly|training)|to (?:read|say|give|hand out|post|send|share) (?:it |them |this )?(?:aloud |out )?(?:at|to|on|in|with) (?:my|our|a|an|the|her|his|their))\b/iu);

/**
 * Background the assistant cannot know: the person's situation, project, setup, what was tried. The
 * situation told in the first person counts whatever its verb: "I am making mayonnaise, it was starting
 * to thicken…", "I have two remote Debian servers, A and B", "I live in Scotland" (oasst1); the same verb
 * inside a question ("how can I run a model…", "if I have…") tells nothing.
 */
export const BACKGROUND =
  caseless(/\b(?:i(?:'m| am) (?:a|an|the|working|building|writing|using|running|on|in|trying|preparing|planning|new to)|we(?:'re| are) (?:a|an|using|running|building|migrating|moving)|i(?:'ve| have) (?:tried|got|been|a|an|already)|we(?:'ve| have) (?:tried|a|an|been)|i tried|i use|we use|my (?:company|team|project|app|code|site|website|shop|store|class|boss|manager|client|book|thesis|data|server|setup|repo|function|script)|our (?:company|team|project|app|code|site|product|customers|users|data|server|setup|stack)|currently|(?:version|v)\s?\d|running on|based on|given (?:that|the)|the context is|background:|context:)\b|\b(?:i(?:'m| am) (?!(?:wondering|asking|thinking|hoping|guessing|kidding|joking|saying|talking)\b)[a-z]+ing|(?<!\b(?:can|could|do|did|does|should|would|will|might|may|must|shall|if|to) )(?:i|we) (?:have|had|own|live|work|study|teach|manage|run|made|bought|found|noticed|started|installed|wrote|built|followed)) /iu);

/**
 * A change asked for with the result it must reach: "Rewrite this function to run in linear time",
 * "Refactor the loop so it handles empty lists". The aim is the purpose; nothing else is missing.
 */
const TRANSFORM_AIM =
  /\b(?:rewrite|change|refactor|optimi[sz]e|modify|update|fix|adjust|edit|improve|tune|restructure|convert|reorgani[sz]e|shorten|simplify)\s+(?:[\p{L}\d'-]+\s+){1,5}?(?:to|so (?:that )?(?:it|they|the \p{L}+)) (?:\p{L}+ )?(?:run|runs|work|works|handle|handles|support|fit|fits|avoid|be|is|are|become|read|reads|sound|compile|compiles|pass|passes|return|returns|accept|load|loads|scale|scales|match|matches|take|takes|stay|stays|keep|keeps|finish|finishes|use|uses)\b/iu;
/** TRANSFORM_AIM's opening, which every match starts with (the same reason as NUMBER_WORD_OPENING in message.ts). */
const TRANSFORM_VERB = caseless(/\b(?:rewrite|change|refactor|optimi[sz]e|modify|update|fix|adjust|edit|improve|tune|restructure|convert|reorgani[sz]e|shorten|simplify)\s/iu);
const transformAim = (text: string): boolean => TRANSFORM_VERB.test(text) && TRANSFORM_AIM.test(text);
/**
 * A piece of writing asked for with the effect it must have on its reader: "a LinkedIn post announcing that …, thanking
 * our 14 staff", "a staff notice that gets people to put only paper in the bins", "an email to ask my manager for …".
 * What a text is for is what it must do to whoever reads it.
 */
const WRITING_AIM = caseless(/\b(?:post|email|e-mail|message|notice|letter|note|announcement|speech|tweet|ad|article|description|bio|memo|reply|response|caption|blurb|pitch|invitation|update|newsletter|toast|script|slogan)\b[^.\n]{0,40}?\b(?:announcing|inviting|thanking|reminding|persuading|encouraging|convincing|apologi[sz]ing|welcoming|congratulating|warning|that (?:gets|makes|convinces|persuades|encourages|invites|reminds|thanks|welcomes)|to (?:get|convince|persuade|encourage|invite|remind|announce|thank|welcome|apologi[sz]e|ask (?:my|our|the|for)))\b/iu);
/** A report that something fails: the aim is to make it work, so purpose goes without saying (evidence is what it needs). */
/**
 * Debugging: the instruction reports a failure, or the material handed over holds what was expected and what happened
 * instead ("<usage> … Expected final n: 80,000. Actual: sometimes about 79,000. </usage>", then "Explain why counts are
 * lost"): the answer's aim is the fix.
 */
const EXPECTED_AND_ACTUAL = caseless(/\bexpected\b[^\n]{0,80}\n?[^\n]{0,80}\b(?:actual(?:ly)?|got|instead|but)\b/iu);
const isDebugging = (p: PromptView): boolean => reportsFailure(p.parts.instruction) || (p.parts.materialLines > 0 && EXPECTED_AND_ACTUAL.test(p.text));

/**
 * A unit of code asked for with what it must do ("Write a Flask route POST /signup that validates email and password…",
 * "Write unit tests for applyCoupon covering expired coupons…"): the behaviour is the code's purpose, as the coding
 * guides (GitHub Copilot's "describe what the function should do") put it.
 */
const BEHAVIOUR_CLAUSE = caseless(/\b(?:that|which|covering|so that|to (?:handle|check|validate|return|compute|parse|convert))\b/iu);
const codeWithBehaviour = (instruction: string): boolean => CODE_UNIT_ASKED.test(instruction) && BEHAVIOUR_CLAUSE.test(instruction.slice(CODE_UNIT_ASKED.exec(instruction)?.index ?? 0));

const purpose: Criterion = {
  key: 'strategic.purpose',
  dimension: 'strategic',
  role: 'core',
  weight: 2,
  good: 'says what the answer is for or who it is for',
  bad: 'does not say what the answer is for or who will read it',
  // An open-ended ask needs its purpose and reader; a closed one does not (a bonus there, purposeGiven).
  // Follow-ups inherit the session's.
  // A brief's own field may say it ("Context: the audience is 22 engineers and 4 designers").
  detect: (p) => (mustSayPurposeAndShape(p) && !isDebugging(p) ? (PURPOSE.test(p.parts.instruction) || codeWithBehaviour(p.parts.instruction) || transformAim(p.parts.instruction) || WRITING_AIM.test(p.parts.instruction) || namesReader(p.parts.instruction) || (p.parts.briefAboutReader !== '' && (PURPOSE.test(p.parts.briefAboutReader) || namesReader(p.parts.briefAboutReader))) ? 1 : 0) : null),
};

/**
 * The reader named as a person: "for a shop owner", "to parents of 10-year-olds", "for a first-year
 * student". People nouns are recognised by their agent endings (-er, -or, -ist, -ian, -ant, -ent)
 * rather than listed; comparatives and common things with those endings are not readers.
 */
const NOT_A_READER = caseless(/^(?:better|faster|slower|larger|smaller|bigger|longer|shorter|easier|harder|simpler|cheaper|safer|newer|older|higher|lower|greater|number|order|paper|computer|folder|server|water|letter|character|other|weather|layer|container|filter|answer|matter|power|corner|chapter|register|parameter|cluster|browser|printer|router|error|color|colour|vector|factor|sector|motor|mirror|floor|door|event|content|component|element|moment|document|environment|statement|segment|argument|comment|percent|agent|talent|plant|restaurant|variant|constant|assistant)s?$/iu);
// The reader is also the one the text answers or is sent to: "You're answering a customer for our online woodshop",
// "a reply to a supplier", "an email addressed to the tenants".
const READER_PHRASE = /\b(?:for|to|answering|addressing|emailing|messaging|(?:replying|responding|writing|addressed) to) (?:a|an|the|my|our|some|non-technical|technical|busy|new|two|three|four|five|six|\d+) (?:[\p{L}\d-]+ ){0,3}?([\p{L}-]+(?:er|or|ist|ian|ant|ent|ee)s?|\d+-year-olds?|kids|children|people|audience|team|class|family|parents|friends|colleagues|boss|adults|guests|teens|teenagers|seniors|customers?|clients?|tenants?|patients?|students?|candidates?)\b/giu;
/** Readers a text is told to, without an article: "a guide telling employees how to…", "tips aimed at first-year students". */
const READERS_TOLD = /\b(?:telling|showing|teaching|helping|guiding|reminding|warning|inviting|aimed at|targeted at|targeting|written for|meant for|intended for) (?:(?:all|our|my|the|new|other|fellow|junior|senior|young|older|first-year) )?([a-z-]+(?:er|or|ist|ian|ant|ent|ee)s|kids|children|people|adults|teens|teenagers|seniors|parents|customers|clients|tenants|patients|students|staff|colleagues)\b/gi;
/** Readers by their age: "for 14-year-olds", "to ten-year-olds". */
const READERS_BY_AGE = /\b(?:for|to|aimed at) (?:\d{1,2}|[a-z]+)[- ]year[- ]olds?\b/i;
/**
 * The person says who they are ("I'm a trainee solicitor in Belfast", "I am a first-year nursing student"): the answer's
 * reader is named, and with it the level and use it must fit.
 */
const SELF_AS_READER = /\bi(?:'m| am) (?:a|an) (?:[a-z-]+ ){0,3}?([a-z-]+(?:er|or|ist|ian|ant|ent|ee))\b/gi;
/**
 * A role held at a named place ("You are the web editor of a regional news site", "You're a paralegal at a family-law
 * firm"): the answer is for that place's readers or clients, which says who it is for as plainly as "for our readers".
 */
const ROLE_AT_A_PLACE = /\byou(?:'re| are) (?:a|an|the) (?:[a-z-]+ ){0,3}?([a-z-]+(?:er|or|ist|ian|ant|ent|ee)) (?:of|at|for|in) (?:a|an|the|our|my) [a-z-]+/gi;
/**
 * A text addressed to someone ("a thank-you note to my neighbour Ana", "a reply to the landlord"): whoever it is written
 * to is its reader, whatever the noun that names them ("an email for our new features" names its subject, not a reader).
 */
const ADDRESSED_TEXT = /\b(?:note|letter|e-?mail|message|card|reply|text|memo|invitation|apology|speech|toast|announcement|notice|thank-you)\s+(?:[a-z-]+\s+){0,2}?(?:to|addressed to) (?:my|our|the|a|an|his|her|their) [a-z-]+/i;
/** The phrases whose first group is a person noun, read unless it is one of the things with an agent ending. */
const READER_NOUN_PHRASES: readonly RegExp[] = [READER_PHRASE, ROLE_AT_A_PLACE, READERS_TOLD, SELF_AS_READER];
function namesReader(text: string): boolean {
  if (ADDRESSED_TEXT.test(text) || READERS_BY_AGE.test(text)) return true;
  for (const phrase of READER_NOUN_PHRASES) for (const m of text.matchAll(phrase)) if (!NOT_A_READER.test(m[1]!)) return true;
  return false;
}

/**
 * Open-ended asks: the answer could take many shapes (a text, a plan, ideas, advice), so what it is
 * for and what shape it should take decide it. Closed asks (calculate, classify, extract, a factual
 * question) imply their answer; for them purpose and shape are bonuses, not requirements.
 */
// A verb word heading a labelled item ("Plan A: €39/month", "Design 2: …") names the item, it asks for nothing.
// (After a reason set in front too: "Since …, write tips…".)
const OPEN_TASK =
  caseless(/(?:^|[.!:\n]\s*)(?:(?:since|because|given that)\b[^.!?\n,]{1,100},\s*)?(?:please\s+)?(?:write|draft|compose|create|generate|design|describe|summari[sz]e|explain|plan|outline|suggest|recommend|brainstorm|rewrite|improve|tell me about|produce|prepare|make|develop|build|propose)\b(?!\s+(?:[a-z]|\d{1,3})\s*:)/iu);
const OPEN_QUESTION =
  caseless(/\b(?:what do you think|what (?:do )?you make of|what (?:should|would) i (?:be )?(?:think(?:ing)?|focus(?:ing)?) (?:about|on)|any (?:ideas|suggestions|tips|advice)|ideas for|tips (?:for|on)|how (?:should|can|could|would|do) (?:i|we)|what(?:'s| is| are) (?:the best|some|a good)|what (?:could|would|should) (?:be|i|we)|can you (?:suggest|recommend|help|write|explain|describe|give))\b/iu);
/** The same open verbs behind a hedge or a request frame ("could you maybe … and perhaps suggest some ideas"). */
// "…help me understand / write / come up with…" is the same open task asked for through the person's need.
// A thing asked for without naming it ("I need something on the Carnation Revolution for class", "I want some ideas") is
// as open as any: which thing, for whom, in what shape is all left to the assistant.
const HEDGED_OPEN_TASK =
  caseless(/\b(?:(?:can|could|will) you|maybe|perhaps|possibly|please|kindly|just|and)\s+(?:write|draft|compose|create|generate|design|describe|summari[sz]e|explain|plan|outline|suggest|recommend|brainstorm|rewrite|improve|produce|prepare|propose)\b|\bhelp me (?:to )?(?:understand|write|draft|plan|come up with|think of|figure out|brainstorm|create|design)\b|\bi (?:need|want|would like|'d like)\s+(?:something|anything|some (?:ideas|tips|advice|info|information|content|material|stuff))\b(?!\s+(?:that|which)\b)|\b(?:give|send|get|show) (?:me|us) (?:some|a few|a couple of|several|a list of|\d+)?\s*(?:good|great|catchy|creative|nice|better|fresh|new|more)?\s*(?:headlines|titles|names|slogans|ideas|tips|suggestions|taglines|captions|subject lines|hooks|ways)\b/iu);
// A closed transformation of text handed over ("Translate the message below into French. Make the tone more polite.")
// stays closed whatever its qualifiers say: its answer is that text, transformed.
export const isOpenEnded = (p: PromptView): boolean =>
  (p.kind === 'task' || p.kind === 'material' || p.kind === 'question') &&
  (OPEN_TASK.test(p.parts.instruction) || OPEN_QUESTION.test(p.parts.instruction) || HEDGED_OPEN_TASK.test(p.parts.instruction)) &&
  !closedTransform(p);

/**
 * A how-to question that names what it is about or a requirement ("How can I copy a directory from
 * server A to server B?", "How do I check my system drive for errors on Windows?", "What is the best
 * approach for learning a foreign language when you only have an hour a day to practice?") is the
 * person's goal in their own words, and its answer's shape is the way to do it: like a closed ask, it
 * implies both (oasst1 raters score such questions well). One that names nothing ("How do I make my
 * website faster?", "What is the best way to form a new habit?") still leaves both open.
 */
const HOW_TO = caseless(/\bhow (?:do|can|could|should|would|might) (?:i|we)\b|\bhow to\b|\b(?:best|good|right|easiest|quickest|fastest|cheapest|safest|a|some|other) (?:way|ways|approach|method|strategy) (?:to|for|of)\b/iu);
/** An opening whose answer could take many shapes and serve many ends: it must say which (purpose, output). */
const mustSayPurposeAndShape = (p: PromptView): boolean => p.opening && isOpenEnded(p) && !((p.specifics > 0 || CONSTRAINT.test(p.parts.instruction)) && HOW_TO.test(p.parts.instruction));

const purposeGiven: Criterion = {
  key: 'strategic.purposeGiven',
  dimension: 'strategic',
  role: 'bonus',
  weight: 1,
  good: 'says why it asks',
  bad: '',
  detect: (p) => (asking(p) && !mustSayPurposeAndShape(p) && PURPOSE.test(p.parts.instruction) ? 1 : null),
};

/**
 * Talk about the asking itself ("I have a quick question", "I have been thinking about this for a while")
 * tells nothing of the person's situation: the first-person verb is there, the background is not.
 */
const ABOUT_THE_ASKING = /\b(?:i(?:'ve| have) (?:a|an|one|two|some|another|this)(?: [\p{L}-]+)? (?:question|request|favou?r|query|doubt)s?|i(?:'ve| have) been (?:thinking|wondering)(?: about)?)\b/giu;
/**
 * The person's own thing named as what to work on ("Fix my code", "Review my essay", "check our data"): the
 * object of the ask, not a situation told. "My code runs on Node 18" tells one.
 */
const OWN_THING_ASKED_ABOUT = caseless(/\b(?:fix|check|review|debug|improve|optimi[sz]e|refactor|rewrite|explain|read|test|edit|correct|format|translate|summari[sz]e|look at|go over|proofread)\s+(?:[\w'-]+\s+)?(?:my|our) (?:code|function|script|data|essay|text|draft|repo|app|site|website|setup|book|thesis)\b/giu);
/** The person's situation told: background words outside talk about the asking and outside the thing asked about. */
const toldSituation = (instruction: string): boolean => BACKGROUND.test(instruction) && BACKGROUND.test(instruction.replace(ABOUT_THE_ASKING, ' ').replace(OWN_THING_ASKED_ABOUT.for(instruction), ' '));

const background: Criterion = {
  key: 'strategic.background',
  dimension: 'strategic',
  role: 'bonus',
  weight: 2,
  good: 'gives background the assistant cannot know',
  bad: '',
  // Pasted material is background too: the text to summarise, the code to fix.
  // (Examples of the wanted output are shown, not told: "Example 1: …" rows are no background.)
  detect: (p) => (asking(p) && (toldSituation(p.parts.instruction) || p.parts.materialLines - p.parts.exampleLines >= 2) ? 1 : null),
};

const grounding: Criterion = {
  key: 'strategic.grounding',
  dimension: 'strategic',
  role: 'core',
  weight: 2,
  good: 'gives what the answer depends on (purpose, situation, material or specifics)',
  bad: 'gives nothing the answer could depend on (no purpose, situation, material or specifics)',
  detect: (p) => {
    // Later in a conversation the situation is already on the table: only the opening must give it.
    if (!asking(p) || !p.opening) return null;
    if (PURPOSE.test(p.parts.instruction) || toldSituation(p.parts.instruction) || p.parts.materialLines - p.parts.exampleLines >= 2) return 1;
    // A requirement the answer must meet is something it depends on ("…when you only have an hour a day
    // to practice?", "…without making it too obvious"): counted like two specifics.
    return p.specifics >= 2 || CONSTRAINT.test(p.parts.instruction) ? 0.7 : p.specifics === 1 ? 0.45 : 0.2;
  },
};

const enough: Criterion = {
  key: 'strategic.enough',
  dimension: 'strategic',
  role: 'core',
  weight: 2,
  good: 'enough to act on in one go',
  bad: 'too short to act on without guessing',
  // What is there to act on is the task: a message that asks for nothing ("That makes sense, whoever
  // created the asterisk needs to be held accountable…") is not enough to act on however long it runs.
  badFor: (p) => (asksNothing(p) ? 'gives nothing to act on (no task in it)' : null),
  // A handful of words cannot carry a task, its object and its aim; past about fifteen, more words earn
  // nothing. Pasted material (an error line, a file) is something to act on too.
  // An answer to the assistant's question is as long as that question needs ("Are you using Flask-WTF or
  // another CSRF extension?" → "yes Flask-WTF"): not too short to act on.
  // A closed task handed its object ("Translate into German: 'The train is late.'", "Classify this review: …") is
  // whole in a handful of words: nothing is left to guess.
  // Feedback that says only that the answer is not right ("it's too something … have another go") leaves the change to
  // guess however many words it takes (feedback.ts); the feedback criterion names that fault.
  detect: (p) => (p.answersQuestion && askValue(p) === null ? null : FOLLOWING_KINDS.has(p.kind) && vagueFeedback(p) ? 0.5 : asking(p) || FOLLOWING_KINDS.has(p.kind) ? Math.min(askValue(p) ?? 1, closedTaskWithObject(p) ? 1 : ramp(Math.log(1 + Math.max(p.parts.instructionWords + Math.min(10, p.parts.materialLines), Math.min(p.words, 15))), Math.log(3), Math.log(16))) : null),
};

/**
 * Feedback that says only that the answer is off or asks for another try, naming no part to change ("too something",
 * "make it better", "fix everything so it works properly this time"; feedback.ts). A correction that names what is
 * wrong in words ("the person's head is cut off", "you forgot the four backticks") is specific without a number in it:
 * judging by the absence of evidence marks told those "wrong without saying what" (oasst1), so it is read by its words.
 */
const vagueFeedback = (p: PromptView): boolean => editsOnNamedParts(p.parts.instruction) === 0 && VAGUE_FEEDBACK.test(p.parts.instruction);

/** A closed transformation of given text: its answer is implied by the verb and the text it is handed. */
const CLOSED_TASK = caseless(/^(?:please\s+)?(?:translate|classify|correct|proofread|convert|extract|calculate|compute|solve|spell-check|transliterate|detect|identify|categori[sz]e|label|tag|parse|format)\b/iu);
/** The text handed over: pasted material, or a quoted passage of its own. */
const QUOTED_TEXT = /["'“‘«「][^"'“”‘’«»「」]{8,}["'”’»」]/u;
/**
 * A summary of material handed over, in a shape the ask names ("Summarise these meeting notes as action items with
 * owners and dates: …"): its answer is that material, in that shape, as a translation's is. Without the shape it stays
 * open ("Summarise this", for whom and how long?).
 */
const SHAPED_SUMMARY = caseless(/^(?:please\s+)?(?:summari[sz]e|condense|boil down)\b[^.\n]*\b(?:as|in(?:to)?)\s+(?:a |an |\d+ |one |two |three |four |five )?(?:[a-z-]+ ){0,2}(?:lists?|tables?|items|bullets?|bullet points|points|sentences?|paragraphs?|rows|lines)\b/iu);
/**
 * Material rewritten into a named format, in any sentence: "All numbers below are French mobiles. Rewrite each one in
 * E.164 format …", "Reformat these dates as ISO 8601 notation". The format fixes the answer, as a translation's language
 * does (aside-10, session 37).
 */
const INTO_NAMED_FORMAT = caseless(/(?:^|[.!?:]\s+|\n)(?:please\s+)?(?:rewrite|reformat|normali[sz]e|convert|format|change)\b[^.\n]{0,60}?\b(?:in|into|to|as)\s+(?:[\w.+-]+\s+){0,3}?(?:format|notation|case|standard)\b/iu);
const closedTransform = (p: PromptView): boolean => {
  const ins = p.parts.instruction.trimStart();
  return (CLOSED_TASK.test(ins) || SHAPED_SUMMARY.test(ins) || INTO_NAMED_FORMAT.test(ins)) && (p.parts.materialLines > 0 || QUOTED_TEXT.test(p.text));
};
export const closedTaskWithObject = (p: PromptView): boolean => p.kind === 'task' && closedTransform(p);

/** The message holds no task: no question, instruction or correction (and it answers no question of the assistant's). */
const asksNothing = (p: PromptView): boolean => (askValue(p) ?? 1) < 0.6;

/** Two or more unrelated asks in one message: "What's the best way to boil water and why is the sky blue?" */
// The second ask runs to its question mark within its sentence: "…and are anti woman. Dont you agree?"
// joins a statement and a question, not two asks ("3.5" keeps its dot: only a stop before a space ends it).
const SECOND_ASK = caseless(/\b(?:and|also|plus|;)\s+(?:why|what|how|when|where|who|which|can you|could you|tell me|explain|is|are|do|does)\b(?:[^?？\n.!]|[.!](?!\s))*[?？]/iu);
const CONTENT_WORD = /[\p{L}\p{N}]{3,}/gu;
const STOP = new Set(['and', 'the', 'are', 'you', 'for', 'not', 'but', 'can', 'who', 'its', 'was', 'what', 'why', 'how', 'when', 'where', 'which', 'that', 'this', 'with', 'from', 'have', 'does', 'your', 'about', 'best', 'would', 'could', 'should', 'there', 'their', 'they', 'them', 'then', 'than', 'into', 'also', 'tell', 'explain', 'make', 'some', 'more', 'most', 'just', 'like', 'will', 'want']);
/** CONTENT_WORD over a lower-cased text all in ASCII (its only ASCII letters and digits are these; the `\p` form is dear to compile, decision 0050). */
const CONTENT_WORD_ASCII = /[a-z0-9]{3,}/g;
const termsOf = (s: string): Set<string> => {
  const lower = s.toLowerCase();
  return new Set((lower.match(BEYOND_ASCII.test(lower) ? CONTENT_WORD : CONTENT_WORD_ASCII) ?? []).filter((w) => !STOP.has(w)));
};

/** A clause that opens a new ask inside a sentence: ", tell me…", "and also write…", "; explain…". */
const ASK_CLAUSE = caseless(/(?:,\s*(?:and\s+)?(?:also\s+)?|\band\s+also\s+|\band\s+(?=(?:tell|write|draft|explain|give|list|suggest|recommend|create|make)\b)|;\s*)(?:can you\s+|please\s+)?(?:tell me|write|draft|explain|give|list|suggest|recommend|create|make|translate|summari[sz]e|compare|describe|fix|check|find|plan|estimate|assign|identify|generate|prepare|produce|propose|outline|review|analy[sz]e|calculate|build|design|implement|deploy|document|set up)\b/giu);

/** Asks strung in one sentence that make a pile of tasks, related or not. */
const STRUNG_ASKS_PILE = 4;
/** A part of a sentence that asks: an instruction verb or a question word first (after "please" or a fronted phrase). */
const ASK_LEAD = /^\s*(?:[^,]{0,60},\s*)?(?:please\s+)?(?:(can|could|would) you\b|([A-Za-z']+))/;
const QUESTION_WORDS: ReadonlySet<string> = new Set(['what', 'why', 'how', 'which', 'who', 'when', 'where']);
function opensWithAsk(part: string): boolean {
  const m = ASK_LEAD.exec(part);
  if (!m) return false;
  const word = (m[2] ?? '').toLowerCase();
  return m[1] !== undefined || IMPERATIVE_VERBS.has(word) || QUESTION_WORDS.has(word);
}

/**
 * The asks of the sentence that strings two ask clauses or more together, and the index of its task (a sentence may open
 * with the situation, "In Excel 365, A2:A500 holds dates…; give me one formula…": then the first ask clause is the task).
 */
function strungAsks(instruction: string): { asks: string[]; main: number } | null {
  const strung = ASK_CLAUSE.count(instruction) >= 2 ? sentencesOf(instruction).find((x) => ASK_CLAUSE.count(x) >= 2) : undefined;
  if (!strung) return null;
  const cuts = [0, ...[...ASK_CLAUSE.matchAll(strung)].map((m) => m.index!), strung.length];
  const asks = cuts.slice(0, -1).map((at, k) => strung.slice(at, cuts[k + 1])).filter((x) => x.trim());
  return { asks, main: opensWithAsk(asks[0]!) ? 0 : 1 };
}
/**
 * "Everything about" a subject, then a list of topics ("Cuéntame todo sobre el cambio climático: causas, consecuencias,
 * soluciones, política internacional, …", "Tell me everything about Rome: history, food, transport, …"): a survey of
 * everything, one answer per topic. Six topics or more in any of the languages read here.
 */
const EVERYTHING_ABOUT = /\b(?:everything|all there is|todo|tout|alles|tutto|tudo)\b[^:\n]{0,60}:\s*([^\n]+)/iu;
const TOPIC_PILE = 6;
function pileOfTopics(instruction: string): number {
  const m = EVERYTHING_ABOUT.exec(instruction);
  const n = m ? m[1]!.split(/,|\s(?:and|y|e|et|und|i)\s/u).filter((x) => x.trim()).length : 0;
  return n >= TOPIC_PILE ? n : 0;
}
/**
 * Questions strung in one sentence as clauses ("…I'm not sure whether to organise it by theme, and I'm also wondering if
 * I should include grey literature, and how many sources is normal, and whether I can use AI at all?"): each "and
 * whether / and how many / and if" opens one more question the answer must take up.
 */
const STRUNG_QUESTION = caseless(/\b(?:and|or)\s+(?:also\s+)?(?:i(?:'m| am)\s+(?:also\s+)?(?:wondering|not sure)\s+)?(?:if|whether|how (?:many|much|long|often|to)|what|which|why)\b/giu);
function strungQuestions(instruction: string): number {
  if (STRUNG_QUESTION.count(instruction) + 1 < STRUNG_ASKS_PILE) return 0;
  let most = 0;
  for (const sentence of sentencesOf(instruction)) most = Math.max(most, STRUNG_QUESTION.count(sentence) + 1);
  return most >= STRUNG_ASKS_PILE ? most : 0;
}
/** How many tasks one sentence piles up, when it piles up STRUNG_ASKS_PILE or more (else 0). */
function pileOfTasks(instruction: string): number {
  const strung = strungAsks(instruction);
  const n = strung ? strung.asks.length - strung.main : 0;
  return n >= STRUNG_ASKS_PILE ? n : pileOfTopics(instruction) || strungQuestions(instruction);
}

/**
 * Three or more separate asks strung together, or asks that share no content word with each other. `material` is what
 * the message hands over: asks about a passage ("can I hike the full trail in December, and how much would parking
 * cost?" under a passage that gives both) are related through it.
 */
export function unrelatedAsks(instruction: string, material = ''): boolean {
  // Strung together in one sentence: asks set in sentences of their own are laid out one after another ("…, tell me the
  // notice period. If the excerpt does not state one, answer … and tell me which clause to look up"). The asks of such a
  // sentence are then read like questions: one that points back ("tell me which cell each goes in", "explain how it
  // works") or shares a word with what came before is the same task's next part.
  const strung = strungAsks(instruction);
  if (strung) {
    const { asks, main } = strung;
    // Four asks or more in one sentence are a pile of tasks however they relate ("Can you review my CV, write a cover
    // letter…, tell me what salary to ask for, suggest interview questions…, and also explain how pensions work…?").
    if (asks.length - main >= STRUNG_ASKS_PILE) return true;
    if (asks.length > main + 1 && !asksRelated(instruction, asks.slice(main + 1), undefined, material)) return true;
  }
  // One sentence joining two questions, or two question sentences, about different things.
  // Split only when there is a question mark: the lookbehind split tries every position (a tenth of
  // the engine's regexp time on long prompts), and without one no part ends like a question anyway.
  // (Without `u`: these match no letter, dot or negated class, so `u` cannot change them; decision 0025.)
  const questions = /[?？]/.test(instruction) ? instruction.split(/(?<=[?？])\s+/).filter((s) => /[?？]\s*$/.test(s)) : [];
  const clauses: string[] = [];
  for (const q of questions.length ? questions : [instruction]) {
    const m = SECOND_ASK.exec(q);
    // The second ask runs to the end of its line; "…and why:" followed by options is one ask.
    const second = m ? q.slice(m.index).split('\n', 1)[0]! : '';
    if (m && m.index > 12 && termsOf(second).size >= 2) clauses.push(q.slice(0, m.index), second);
    else clauses.push(q);
  }
  if (clauses.length < 2) return false;
  return !asksRelated(instruction, clauses.slice(1), clauses[0], material);
}

/**
 * Words that take their subject from what was said before ("Why, and what's the smallest fix?", "…and what are the
 * alternatives?", "…and the best way?"): a fix, a cause, a way, an alternative is always of the thing already named, so
 * an ask made only of them has no subject of its own to be unrelated by. Kept as stems, as stemsOf cuts them.
 */
const RELATIONAL_STEMS: ReadonlySet<string> = new Set(['fix', 'fixes', 'cause', 'reaso', 'solut', 'worka', 'alter', 'way', 'ways', 'diffe', 'examp', 'optio', 'appro', 'small', 'simpl', 'easie', 'faste', 'clean', 'quick', 'cheap', 'safes', 'bette', 'right', 'corre', 'probl', 'issue', 'step', 'steps', 'pros', 'cons', 'risk', 'risks', 'downs', 'benef', 'trade', 'least', 'minim', 'good', 'wrong', 'idea', 'ideas']);

/**
 * Each later ask is the same task's next part: compared with everything said before it in `text` (the situation told
 * first, an earlier ask), not only the ask before it; the stems said so far grow as the asks are read.
 */
function asksRelated(text: string, later: readonly string[], opening?: string, material = ''): boolean {
  const first = text.indexOf(later[0]!);
  const before = stemsOf(first > 0 ? text.slice(0, first) : (opening ?? ''));
  if (material) for (const w of stemsOf(material)) before.add(w);
  let read = first > 0 ? first : 0;
  for (const clause of later) {
    const at = text.indexOf(clause, read);
    if (at > read) for (const w of stemsOf(text.slice(read, at))) before.add(w);
    if (at >= read) read = at + clause.length;
    const b = stemsOf(clause);
    for (const w of b) if (RELATIONAL_STEMS.has(w)) b.delete(w);
    // "…and what does it cost per month?": a pronoun that points back makes it the same ask's second half;
    // so does a question that builds on the last one ("If so, how…?") or leaves its noun out ("What are some that are difficult?").
    // An ask of one word of its own ("… and explain in a comment") has no subject of its own to be unrelated by.
    const related = POINTS_BACK.test(clause) || BUILDS_ON.test(clause) || (FIRST_PERSON.test(clause) && FIRST_PERSON.test(text.slice(0, at > 0 ? at : 0))) || before.size === 0 || b.size <= 1 || [...b].some((w) => before.has(w));
    if (!related) return false;
    for (const w of b) before.add(w);
  }
  return true;
}

/** A question that builds on the one before: "If so, …?", "If not, …?", "What if …?", "In that case…", or leaves its noun to it ("some that…", "the ones…", "others"). */
const BUILDS_ON = caseless(/^\W*(?:if (?:so|not|yes|no)|what if|in that case|otherwise|or)\b|\b(?:(?:some|any|ones?|those|which) that|the ones?|others?|any (?:more|other)|else)\b/iu);

/** The person's own situation, asked about again: "…for the BRAT diet? … How should I prepare for the worst?" */
const FIRST_PERSON = caseless(/\b(?:i|i'm|my|me)\b/iu);
const POINTS_BACK = caseless(/\b(?:it|its|it's|they|them|their|that one|this one|those|these|the same|each|both|either)\b/iu);
/** Terms cut to their first five letters, so "month" and "monthly" meet. */
const stemsOf = (s: string): Set<string> => new Set([...termsOf(s)].map((w) => w.slice(0, 5)));

/** Two or more list items in the instruction ("- What brands …?\n- Which ingredients …?"). */
const LIST_ITEM = /^[ \t]*(?:\d+[.)]|[-*•])[ \t]+\S/gmu;
const askedAsList = (instruction: string): boolean => (instruction.match(LIST_ITEM) ?? []).length >= 2;

/** The rows of the message that are not its instruction: what it hands over (empty when it hands over nothing). */
function materialOf(p: PromptView): string {
  if (p.parts.materialLines === 0) return '';
  const instruction = new Set(p.parts.instruction.split('\n'));
  return p.text.split('\n').filter((row) => !instruction.has(row)).join('\n');
}

const oneTask: Criterion = {
  key: 'strategic.oneTask',
  dimension: 'strategic',
  role: 'core',
  baseline: true,
  weight: 2,
  good: 'one clear task',
  bad: 'mixes unrelated asks in one message',
  // A pile of related tasks is not "unrelated": it is too much for one answer (the guides: one step at a time).
  badFor: (p) => {
    const n = pileOfTasks(p.parts.instruction);
    return n > 0 ? `piles ${n} tasks into one message (ask for one step at a time)` : null;
  },
  // Asks laid out as list items are the task broken into parts, each answered in turn: not asks mixed in one sentence.
  detect: (p) => (p.kind === 'courtesy' || p.kind === 'control' ? null : !askedAsList(p.parts.instruction) && (unrelatedAsks(p.parts.instruction, materialOf(p)) || pileOfTopics(p.parts.instruction) > 0 || strungQuestions(p.parts.instruction) > 0) ? 0 : 1),
};

const onGoal: Criterion = {
  key: 'strategic.onGoal',
  dimension: 'strategic',
  role: 'core',
  weight: 1,
  good: 'stays on the session goal',
  bad: 'drifts from the session goal',
  // Measured only after the opening (the opening is where the goal is set), and only with a goal.
  detect: (p) => (p.opening || !p.hasGoal ? null : Math.min(1, Math.max(p.goalCoverage, p.goalShare) / 0.25)),
};

// --- Tactical: clear, specific, actionable -------------------------------------------------------

/** Hedged, indirect requests guides advise against ("Can you maybe...", "What do you think could be..."). */
export const INDIRECT =
  caseless(/^(?:(?:hi|hello|hey)[,!.]?\s+)?(?:(?:can|could|would|will) you (?:maybe |possibly |perhaps |please )?(?:suggest|help|give|tell|think|come up|provide|try|look|see)|do you think|what do you think|i (?:was )?wonder(?:ing)?(?! (?:if|whether) (?:i|we) (?:can|should|will|am|have|need|do|did|was|must)\b)|would it be possible|is it possible (?:for you )?to|if you (?:don't|do not) mind|maybe you could|perhaps you could|i(?:'d| would) appreciate (?:it )?if)\b/iu);
/** An instruction that only says what not to do. */
const NEGATIVE_INSTRUCTION = caseless(/(?:^|[.!\n]\s*)(?:don't|do not|never|avoid|no)\b/iu);
const POSITIVE_INSTRUCTION = caseless(/(?:^|[.!\n:]\s*)(?:always|please\s+)?(?:write|use|give|list|return|answer|respond|reply|keep|make|end|start|begin|include|focus|explain|describe|summari[sz]e|create|generate|suggest|add|put|format|classify|extract|rate|translate|rewrite|change|convert|provide|choose|pick|identify|name|analy[sz]e|compare|recommend|draft|solve|calculate|find|show|tell|output|follow)\b/iu);
/** Pleasantries inside a request ("Thank you!") that add words and no instruction. */
const PLEASANTRY = caseless(/\b(?:thank you|thanks(?: in advance)?|much appreciated|i hope you(?:'re| are) (?:well|doing well))\b/iu);

/** Softeners and escape hatches anywhere in a request: each one makes the instruction weaker. */
const HEDGES = caseless(/\b(?:maybe|perhaps|possibly|i (?:was )?wonder(?:ing)?(?! (?:if|whether) (?:i|we) (?:can|should|will|am|have|need|do|did|was|must)\b)|if (?:that's|that is|it's|it is) (?:something you can do|possible|ok(?:ay)?|not too much (?:trouble|to ask))|no worries if not|if you (?:can|could|have (?:a|the) (?:moment|time))|when you have (?:a|the) (?:moment|time)|if you don't mind|a (?:little )?bit|(?<!\b(?:that|this|what|which|any|some|the|a|every|no|these|those|same|one|other|another|each) )(?:kind|sort) of|might possibly|would really like it if)\b/giu);

/**
 * A prohibition opening a clause: "Don't be rude, don't be too long, never promise a refund". Three or
 * more in one request are a list of what not to do where the guides ask for what to do instead (one
 * positive instruction says it: "in four warm, plain sentences"). One or two are ordinary limits.
 */
const PROHIBITION_CLAUSE = caseless(/(?:^|[.!;:,\n]\s*|\b(?:and|or|but)\s+)(?:[-*•]\s*)?(?:please\s+)?(?:don't|do not|never|avoid)\b/giu);
export const PROHIBITION_LIST_AT = 3;
/**
 * "Never" and "avoid" opening a clause in the other languages people prompt in ("MAI usare emoji. MAI usare hashtag…",
 * "Nunca uses…", "Jamais de…", "Niemals…", "Никогда не…", "不要…", "変えないで", "하지 마세요"): words that say only what not to do,
 * as English's.
 */
const PROHIBITION_CLAUSE_ELSEWHERE = /(?:^|[.!;:,\n]\s*)(?:[-*•]\s*)?(?:nunca|jamás|jamais|niemals|evita|evite|évite|évitez|vermeide|никогда)(?=[\s,])|(?:^|[.!;:,\n]\s*)(?:[-*•]\s*)?mai(?=\s+[a-zà-ù]+(?:are|ere|ire)\b)|(?:^|[。！；，、\n]\s*)(?:不要|请勿|請勿|禁止|别)|ないで|지 ?마/giu;
const prohibitionsElsewhere = (instruction: string): number => (PLAIN_ENGLISH.test(instruction) ? 0 : (instruction.match(PROHIBITION_CLAUSE_ELSEWHERE) ?? []).length);
export const listsProhibitions = (instruction: string): boolean => PROHIBITION_CLAUSE.count(instruction) + prohibitionsElsewhere(instruction) >= PROHIBITION_LIST_AT;

/** Two of the commonest English words, each between spaces (none of them a word of the other languages read here: not "is", "of", "to", "my"). */
const PLAIN_ENGLISH = / (?:the|you|and|it|for|with|this|that|what|how) .* (?:the|you|and|it|for|with|this|that|what|how) /;

const direct: Criterion = {
  key: 'tactical.direct',
  dimension: 'tactical',
  role: 'core',
  baseline: true,
  weight: 1,
  good: 'direct, positive instruction',
  bad: 'hedged or only says what not to do',
  // A direct request whose fault is its list of prohibitions: the reason names that, not a hedge.
  badFor: (p) =>
    HYPE.count(p.parts.instruction) >= HYPE_AT
      ? 'flatters the assistant instead of saying what is needed'
      : listsProhibitions(p.parts.instruction) && !INDIRECT.test(p.parts.instruction.trim()) && HEDGES.count(p.parts.instruction) === 0
        ? 'lists what not to do instead of saying what to do'
        : null,
  detect: (p) => {
    if (!asking(p) && !FOLLOWING_KINDS.has(p.kind)) return null;
    const ins = p.parts.instruction.trim();
    let v = 1;
    // Praise heaped on the assistant ("You are a genius, world-class, legendary…"): the guides' "no excessive flattery".
    if (HYPE.count(ins) >= HYPE_AT) v -= 0.5;
    if (INDIRECT.test(ins)) v -= 0.5;
    v -= 0.2 * Math.min(3, HEDGES.count(ins));
    if (NEGATIVE_INSTRUCTION.test(ins) && !POSITIVE_INSTRUCTION.test(ins)) v -= 0.6;
    else if (listsProhibitions(ins)) v -= 0.6;
    if (PLEASANTRY.test(ins) && p.kind !== 'correction') v -= 0.2;
    // The same softeners in another language ("éventuellement, si tu as le temps", "vielleicht irgendwie", "Merci d'avance").
    // (The softeners are looked for first: whether the text is English is the dearer question, and rarely needed. A
    // text with the commonest English words between spaces is not looked at at all.)
    const plainEnglish = PLAIN_ENGLISH.test(ins);
    const softened = plainEnglish ? 0 : hedgesElsewhere(ins);
    const greeted = !plainEnglish && pleasantryElsewhere(ins);
    if ((softened > 0 || greeted) && !writtenInEnglish(ins)) {
      v -= 0.2 * Math.min(3, softened);
      if (greeted && p.kind !== 'correction') v -= 0.2;
    }
    return Math.max(0, v);
  },
};

const clearAsk: Criterion = {
  key: 'tactical.ask',
  dimension: 'tactical',
  role: 'core',
  weight: 3,
  good: 'makes a clear ask',
  bad: 'does not ask for anything (no question or instruction)',
  // "Can you maybe help me with something for my presentation?" asks — for help with nothing named.
  badFor: (p) => (NO_TASK.test(p.parts.instruction) ? 'asks for help without saying with what' : null),
  // A statement alone leaves the assistant to guess what to do with it; a reply pasted as a prompt asks nothing.
  // Answering the assistant's own question needs no new ask ("TypeError … in List.tsx line 12").
  // A correction that names what is wrong ("You forgot the backticks at the end.") asks for the fix.
  // "Don't use jargon and don't make it long." says how, not what: prohibitions alone are no task.
  // A question without its question mark ("Who made Berlin") asks: the kind says it is a question.
  detect: (p) => askValue(p),
};

/**
 * A task handed over as a statement: "you have been asked to work on a pricing project", "Main
 * objective to identify profit parabola and build a model", "Your task is to…", "I want you to act as…".
 */
const TASK_ASSIGNED = caseless(/\b(?:(?:your|the|my|our) (?:main |primary )?(?:task|job|objective|goal|aim|assignment|mission) (?:is |will be )?to|(?:main|primary) (?:objective|goal|aim|task) (?:is )?to|you (?:have been|are|were) (?:asked|tasked|required|expected) to|i (?:want|need|would like) you to|i'd like you to)\b/iu);

/**
 * A prompt that opens by naming the wanted output as a title, then gives its input: "# Python code to
 * calculate: ((-5 + 93 * 4 - 0) * …)" (the completion style the guides show). The title is the ask.
 */
const TITLED_REQUEST = /^\s*(?:#{1,6}\s*)?(?:[\p{L}+#]+\s+){0,2}(?:code|script|function|program|query|regex|summary|translation|outline|answer|solution)\s+(?:to|for|that|of)\b[^:\n]{0,80}:\s*\S/u;

/**
 * A later sentence that is a question closed with a full stop: "Bob has two sons. John and Jay. … Who is
 * Jay's brother." (the kind reads only the first sentence).
 */
const QUESTION_SENTENCE = caseless(/(?:^|[.!:;]\s+|\n\s*)(?:who|what|when|where|which|why|how)\s+(?:is|are|was|were|do|does|did|can|could|should|would|will|many|much|long|often)\b/iu);

/** How clearly the message asks for something (clearAsk's value; null where no ask is needed). */
export function askValue(p: PromptView): number | null {
  // Read twice per message (enough, then the ask itself): the last view's value is kept.
  if (p !== askedView) {
    askedView = p;
    askedValue = readAsk(p);
  }
  return askedValue;
}
let askedView: PromptView | null = null;
let askedValue: number | null = null;

function readAsk(p: PromptView): number | null {
  return p.kind === 'courtesy' || p.kind === 'control'
    ? null
    : p.assistantVoice || NO_TASK.test(p.parts.instruction)
      ? 0.1
      : onlyProhibitions(p.parts.instruction) && p.kind !== 'correction'
        ? 0.25
        : p.asks > 0 || p.kind === 'correction' || p.kind === 'question' || TASK_ASSIGNED.test(p.parts.instruction) || TITLED_REQUEST.test(p.text) || QUESTION_SENTENCE.test(p.parts.instruction)
          ? 1
          : p.answersQuestion
            ? null
            : // Questions and instructions are found by English words: in another language no ask found is no evidence
              // of none ("Peux-tu générer une histoire…" asks), so the criterion does not judge it.
              writtenInEnglish(p.parts.instruction)
              ? 0.25
              : null;
}

/** Every sentence forbids something and none asks for a thing ("Don't use jargon and don't make it long."). */
const PROHIBITION = caseless(/^(?:please\s+)?(?:don't|do not|never|avoid|no)\b/iu);
function onlyProhibitions(instruction: string): boolean {
  // (The question mark without `u`: no letter, dot or negated class; decision 0025.)
  const sentences = sentencesOf(instruction);
  return sentences.length > 0 && sentences.every((x) => PROHIBITION.test(x) && !/[?？]\s*$/.test(x));
}

const wellWritten: Criterion = {
  key: 'tactical.wellWritten',
  dimension: 'tactical',
  role: 'core',
  weight: 3,
  good: 'written in clear sentences',
  bad: 'written carelessly (no capital, no closing punctuation, or shouting)',
  // Sentences, not fragments: a capital start, a closing mark, and sentences of more than a few words.
  // Shouting is the whole message in capitals, or an instruction shouted inside a calm one ("… DO NOT
  // REPEAT."): the guides ask for the reason behind a rule rather than emphasis (Anthropic's Claude 4 tips).
  detect: (p) => (p.kind === 'courtesy' || p.kind === 'control' ? null : Math.max(0, 0.7 * p.wellFormed + 0.3 * (p.structured ? 1 : ramp(p.sentenceLength, 3, 10)) - (p.capsShare > 0.6 && p.words > 3 ? 0.5 : SHOUTED_SENTENCE_COST * Math.min(2, shoutedSentences(p.parts.instruction))))),
};

/** A sentence of three or more words, every one of them in capitals (acronyms are one or two words at a time). */
const SHOUTED_SENTENCE = /(?:^|[.!?:;]\s+|\n\s*)(?:[A-Z][A-Z'’]*[\s,]+){2,}[A-Z][A-Z'’]*\b/g;
/** Shouted sentences, the second one costing as much again ("YOU MUST USE PAST TENSE. DO NOT FAIL AT THIS."). */
const shoutedSentences = (instruction: string): number => (/[A-Z]{2}/.test(instruction) ? (instruction.match(SHOUTED_SENTENCE) ?? []).length : 0);
// One shouted sentence already keeps the message from "written in clear sentences" (under STRONG_AT, 0.7).
const SHOUTED_SENTENCE_COST = 0.35;

const specifics: Criterion = {
  key: 'tactical.specifics',
  dimension: 'tactical',
  role: 'core',
  weight: 2,
  good: 'names the specifics (names, numbers, identifiers)',
  bad: 'no names, numbers or other specifics',
  // Either enough specific tokens, or a vocabulary dense in specific terms. A dense vocabulary takes
  // two such terms: one long word in a short message ("a boyfriend", "They will fade away into the
  // background") is a high share of nothing in particular.
  detect: (p) => (p.kind === 'courtesy' || p.kind === 'control' ? null : Math.max(p.specifics >= 3 ? 1 : p.specifics === 2 ? 0.8 : p.specifics === 1 ? 0.55 : 0, ramp(p.specificShare, 0, 0.35) * Math.min(1, p.specificCount / 2))),
};

/** The shape of the wanted answer: format, length, structure, tone, fields, language. */
export const OUTPUT_SHAPE =
  caseless(/\b(?:list|table|json|csv|yaml|xml|markdown|prose|plain[- ]text|one (?:step|stage|part|question|thing|section|item) at a time|bullet(?:s| points?)?|numbered|outline|headlines?|headings?|sections?|paragraphs?|sentences?|words|characters|items|points|one word|yes or no|single (?:word|sentence|line|paragraph)|format(?:ted)?|template|schema|fields?|columns?|keys?|tone|style|formal|informal|casual|friendly|professional|concise(?:ly)?|brief(?:ly)?|short|detailed|in (?:python|javascript|typescript|rust|go|java|kotlin|swift|ruby|php|c\+\+|c#|sql|bash|english|french|spanish|german|plain english)|code block|(?:python|javascript|typescript|java|rust|go|sql|bash|shell|c\+\+|c#) (?:code|script|function|snippet)|diagram|chart|step[- ]by[- ]step|function|class|script|query|regex|haikus?|poem|headline and body|subject line|options|multiple choice|scale|rating|label|(?:past|present|future) tense|(?:inside|in|within|between) <[a-z_-]+> tags|one-liner|(?:one|a single) (?:[a-z]+ )?(?:command|query|formula|regex|line|expression))\b/iu);
/**
 * A unit of code named as the thing to write ("Write a Flask route POST /signup…", "Create a React component that…",
 * "Give me an Excel formula…") is the answer's shape: that piece of code. Named elsewhere ("the migration weekend",
 * "removed the /v1/reports endpoint") it is a subject, not a shape.
 */
const CODE_UNIT_ASKED = caseless(/\b(?:write|create|build|implement|generate|add|code|make|give me|draft|set up)\s+(?:me\s+)?(?:a|an|one|the|two|three|some)?\s*(?:[\w/.+#-]+\s+){0,3}?(?:route|endpoint|handler|component|middleware|decorator|migration|dockerfile|makefile|snippet|macro|formula|trigger|stored procedure|unit tests?|test cases?|hook|reducer|validator|parser|cron job|github action|workflow file)s?\b/iu);
const COUNTED_SHAPE = caseless(/\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*(?:-|to|or)\s*\d+)?\s+(?:\w+\s+)?(?:sentences?|words?|paragraphs?|bullet(?: points?)?|points|items|lines?|examples|options|ideas|names|questions|steps|characters|tweets|ad[- ]?cop(?:y|ies)|variations|versions|decimal places|significant figures|digits)\b|\b(?:under|at most|no more than|less than|fewer than|up to|maximum of|max)\s+\d+|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)-(?:word|sentence|paragraph|line|page|slide|point|item|step|tweet|minute|second)\b/iu);
/** The prompt ends where the answer goes ("Sentiment:", "A:"): says where, not what shape. */
const ANSWER_CUE = /(?:\n|^)\s*[\p{L}][\p{L} ]{0,30}:\s*$/u;
/** The prompt starts the answer's structure ("I. Introduction\n  *", "Key Points:\n•"): shows the shape. */
export const STARTED_STRUCTURE = /\n\s*(?:[-*•]|\d+[.)]|[IVX]+\.\s.*\n\s*[-*•])\s*$/u;
/** The answer's shape said in Chinese, Japanese or Korean: a table, a list, bullets, columns, a count of characters or items. */
const SHAPE_IN_CJK = /公式|函数|関数|脚本|スクリプト|表格|列出|一句|表で|表に|表を|표로|표를|テーブル|箇条書き|リストで|列表|목록|리스트로|열은|列は|\d+\s*(?:字|文字|자 이내|단어|句|段|項目|개|가지|つ)|一文|한 문장|一段/u;
/** A closed answer: "whether … or …", "with either Yes or No". */
const CLOSED_ANSWER = caseless(/\b(?:whether|either|one of|as one of)\b[^.\n]{0,60}\bor\b/iu);
/** A closed set of labels to answer with, in Korean, Japanese and Chinese ("긍정, 부정, 혼합 중 하나로", "のいずれか", "之一"). */
const CLOSED_ANSWER_CJK = /[,，、][^。\n]{0,30}(?:중 하나|중에서 하나|のいずれか|のどれか|之一|中的一个|其中一个)/u;

/** What the answer should cover: scope and emphasis. */
const SCOPE = caseless(/\b(?:focus(?:ing)? (?:on|specifically)|cover(?:ing)?|mention(?:ing)?|include|including|based (?:only )?on|highlight(?:ing)?|emphasi[sz](?:e|ing)|separate|group(?:ed)? by)\b/iu);

/** A format, style or layout asked for by a word of praise alone: "in a nice format", "a better layout", "a good style". */
const VAGUE_SHAPE = caseless(/\b(?:nice|good|better|proper|appropriate|decent|cool|clean|neat|readable|pretty)(?:[- ]looking)? (?:format|style|layout|shape|structure|way)\b/giu);

/**
 * Degree words that leave an amount to the assistant: "fairly short-ish", "not too wordy", "a reasonable number", "not
 * too far from home". The guides ask for the amount itself ("40-60 words", "12 children, 150 €": Google's "reduce
 * fluffy and imprecise descriptions", DAIR.AI's "avoid impreciseness"); a requirement said only this way cannot be
 * checked, so it earns neither the requirement nor the shape, and two of them leave the assistant guessing.
 */
// Dates and prices said by a word instead of a figure ("recent studies", "mid-range vacuums", "affordable") are the same
// kind of amount: "published since 2022", "$200-400" say it.
const BLURRY = caseless(/\b(?:not (?:too|overly|very|super|that)|fairly|somewhat|reasonably|moderately|relatively|more or less)\s+[a-z-]+|\b[a-z]{3,}-ish\b|\breasonable (?:number|amount|length|size|price|budget)\b|\b(?:recent|recently|latest|mid-range|midrange|affordable|inexpensive|budget-friendly|high-end|low-cost)\b/giu);
export const BLURRY_AT = 2;
/** The blurry amounts of an instruction, in its own language: "fairly short-ish", "pas trop chères" (for the reason's words). */
function blurryAmounts(instruction: string): string[] {
  const english = [...BLURRY.matchAll(instruction)].map((m) => m[0]);
  return english.length >= BLURRY_AT || writtenInEnglish(instruction) ? english : [...english, ...blurryElsewhere(instruction)];
}
/**
 * Every amount the instruction sets is blurry: two or more, and no number anywhere in it. Asked up to four times per
 * message (requirements, shape, clarity, its reason): counted once, with the cheap count before any other language is
 * read (the first form cost ~20 ms of a cold 1,000-message analysis with TurboFan off, as the command runs it).
 */
function amountsOnlyBlurry(instruction: string): boolean {
  if (instruction !== blurryOf) {
    blurryOf = instruction;
    blurryOnly = !/\d/.test(instruction) && (BLURRY.count(instruction) >= BLURRY_AT || (!writtenInEnglish(instruction) && BLURRY.count(instruction) + blurryElsewhere(instruction).length >= BLURRY_AT));
  }
  return blurryOnly;
}
let blurryOf = '';
let blurryOnly = false;

/**
 * How many items the answer holds, said right after the instruction verb, in any language the rubric reads: "Suggest 5
 * activities", "Propose 5 activités", "Nenne drei Gründe", "Give me 10 names".
 */
const COUNTED_BY_VERB = /(?:^|[.!?:;\n]\s*)(?:please\s+)?([\p{L}']+)\s+(?:(?:me|us|moi|mir|uns|nos|mi|ci)\s+)?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|deux|trois|quatre|cinq|dix|zwei|drei|vier|fünf|zehn|dos|tres|cuatro|cinco|diez|due|tre|quattro|cinque|dieci|duas|três|quatro)\s+\p{L}/giu;
function countedByVerb(instruction: string): boolean {
  for (const m of instruction.matchAll(COUNTED_BY_VERB)) {
    const verb = m[1]!.toLowerCase();
    if (IMPERATIVE_VERBS.has(verb) || INSTRUCTION_VERBS_ELSEWHERE.has(verb)) return true;
  }
  return false;
}

/** How well the message says what the answer should look like: 1 counted, 0.8 shaped, 0.6 scoped, 0.5 cued. */
export function outputShape(p: PromptView): number {
  // A shape said only in blurry amounts ("fairly short-ish, not too wordy") is read without them.
  if (amountsOnlyBlurry(p.parts.instruction)) {
    const firm = p.parts.instruction.replace(BLURRY.for(p.parts.instruction), ' ');
    return shapeOf(p, firm);
  }
  return shapeOf(p, p.parts.instruction);
}

/**
 * A shape word that names what was handed over, not what to hand back: "look at this table, any problems?", "the list
 * below", "帮我看看这个表格", "この表". The answer's shape is said where the noun is what the answer is ("as a table",
 * "in a numbered list", "用表格"), so the handed-over thing is read out before the shape is looked for.
 */
const MATERIAL_NAMED = caseless(/\b(?:this|that|these|those|my|our|the following|the attached|the pasted|the above)\s+(?:[\w-]+\s+){0,2}?(?:table|list|spreadsheet|csv|json|yaml|xml|columns?|fields?|keys?|items|points|options|sections?|paragraphs?|sentences?|words|headlines?|headings?|outline|chart|diagram|template|schema)\b|\bthe (?:table|list|spreadsheet|csv|json|columns?|paragraphs?|sentences?|items|options) (?:below|above|attached|pasted|here)\b/giu);
const MATERIAL_NAMED_CJK = /(?:这个|这张|该|下面的?|上面的?|以下の|この|その|이|아래|위의?)\s*(?:表格|表|リスト|テーブル|목록|리스트|표)/gu;
const withoutMaterialNamed = (instruction: string): string => {
  const english = MATERIAL_NAMED.test(instruction) ? instruction.replace(MATERIAL_NAMED.for(instruction), ' ') : instruction;
  return hasCjk(english) ? english.replace(MATERIAL_NAMED_CJK, ' ') : english;
};

function shapeOf(p: PromptView, instruction: string): number {
  // The words of a generic procedure ("list every assumption", "in your own words") shape the working, not the answer.
  // A shape named only by a word of praise ("in a nice format", "a better layout") names none.
  const procedureless = withoutMaterialNamed(genericProcedure(instruction, materialOf(p)) ?? instruction);
  const ins = VAGUE_SHAPE.test(procedureless) ? procedureless.replace(VAGUE_SHAPE.for(procedureless), ' ') : procedureless;
  if (COUNTED_SHAPE.test(ins) || countedByVerb(ins)) return 1;
  if (OUTPUT_SHAPE.test(ins) || CODE_UNIT_ASKED.test(ins) || CLOSED_ANSWER.test(ins) || STARTED_STRUCTURE.test(p.text) || SHAPE_IN_CJK.test(ins) || CLOSED_ANSWER_CJK.test(ins)) return 0.8;
  if (SCOPE.test(ins)) return 0.6;
  // A rewrite of material handed over keeps that material's form, and its aim says how it should read:
  // "Rewrite this email to an employee so it is firm but not hostile. … \"Tom, you have been late…\"".
  if (p.parts.materialLines > 0 && transformAim(ins)) return 0.8;
  return ANSWER_CUE.test(p.text) ? 0.5 : 0;
}

const output: Criterion = {
  key: 'tactical.output',
  dimension: 'tactical',
  role: 'core',
  weight: 2,
  good: 'says what shape the answer should take',
  bad: 'does not say what shape, length or focus the answer should take',
  // An open-ended ask must say it; a closed ask implies its answer (outputGiven is its bonus).
  // A bug to fix ("`cart_total([])` returns None … Make it return 0.0") has its answer's shape in it: the fix.
  detect: (p) => (mustSayPurposeAndShape(p) && !isDebugging(p) ? outputShape(p) : null),
};

const outputGiven: Criterion = {
  key: 'tactical.outputGiven',
  dimension: 'tactical',
  role: 'bonus',
  weight: 1,
  good: 'says what shape the answer should take',
  bad: '',
  detect: (p) => (asking(p) && !(mustSayPurposeAndShape(p) && !isDebugging(p)) && outputShape(p) > 0 ? outputShape(p) : null),
};

/** Requirements and success criteria: what must hold, what to focus on, what to use, and the way out when the material does not say ("If the excerpt does not state it, answer …": the guides' "give the model an out"). */
export const CONSTRAINT =
  // A bound on a date or a price is a requirement too: "from 2025 or later", "published since 2022", "priced $200-400", "under €50".
  caseless(/(?:\b(?:since|from|after|before|until|between) (?:19|20)\d\d\b|\b(?:19|20)\d\d or (?:later|newer|earlier)\b|\b(?:priced|costing|under|over|below|above|between|max(?:imum)?|budget(?: of)?) [$€£]\s?\d|[$€£]\s?\d[\d,.]*\s?(?:-|–|to)\s?[$€£]?\d)|\b(?:only|must|always|never|at (?:least|most)|no more than|fewer than|less than|within|exactly|limit(?:ed)? to|focus(?:ing)? (?:on|specifically)|based (?:only )?on|without|make sure|ensure|cite|include|exclude|keep (?:it|the)|use (?:only|the)|should (?:not |be |include|mention)|separate|group(?:ed)? by|sorted by|valid (?:fields|values|options) are|if (?:the|this|it|they|you) [^.\n]{0,60}(?:does not|doesn't|do not|don't|cannot|can't|is not|isn't) (?:say|state|mention|contain|include|know|find|cover|answer|sure))\b/iu);

const constraints: Criterion = {
  key: 'tactical.constraints',
  dimension: 'tactical',
  role: 'bonus',
  weight: 1,
  good: 'states requirements the answer must meet',
  bad: '',
  // Requirements said only in blurry amounts ("It should be fairly short-ish, not too wordy") are none the answer can meet.
  // ("…who never makes mistakes" praises the assistant; it asks nothing of the answer.)
  detect: (p) => (asking(p) && CONSTRAINT.test(withoutHype(p.parts.instruction)) && !amountsOnlyBlurry(p.parts.instruction) ? 1 : null),
};

/**
 * Material pasted into the instruction's own sentence, with no stop, quote, colon or line between them: "Rewrite this
 * customer review in a neutral tone for our website The delivery was late AGAIN and …", "Translate to English keep it
 * informal Hola Marta, gracias por lo de ayer…". The instruction names the material (or takes it, as translate does),
 * and a sentence opener in capitals starts the pasted text mid-line. Where the instruction ends is left to guess; the
 * guides' fix is a delimiter (OpenAI, DeepLearning.AI: quotes, triple backticks, tags).
 */
const RUN_IN_START = /(?:\b(?:this|these|the following|the|my)\s+(?:[\w'-]+\s+){0,2}?(?:review|email|e-mail|message|text|paragraph|passage|sentence|comment|post|letter|note|feedback|reply|answer)s?\b|^(?:please\s+)?(?:translate|summari[sz]e|proofread|correct|rewrite|paraphrase|classify)\b)[^.!?:"“«\n]{0,60}?[a-z,]\s+(?:The|This|That|These|My|We|Our|It|It's|He|She|They|Hi|Hello|Hey|Dear|Thanks|Hola|Bonjour|Hallo|Ciao|Olá|Oi|Salut|Querido|Querida|Cher|Chère|Liebe|Lieber)\s([^\n]*)/u;
/** At least this many words of the pasted text on the line: "Translate to English please." pastes nothing. */
const RUN_IN_WORDS = 8;
/**
 * A text quoted by what it says, with no mark where it starts or ends: "the clause says Either party may end this
 * tenancy …", "my landlord's email reads We will inspect …". The capital after "says" starts the pasted words.
 */
const SAYS_RUN_IN = /\b(?:the|this|my|his|her|their|our) (?:[\w'’-]+ ){0,2}?(?:clause|contract|policy|section|article|rule|terms|notice|email|e-mail|message|letter|text|review|comment|post|note|sign|label|error) (?:says|reads|states|goes)[:,]?\s+[A-Z]([^\n]*)/u;
function runInMaterial(text: string): boolean {
  // The opening verb or pointer in lower case ("Translate …", "This review …"); the opener of the pasted text keeps its capital.
  const m = RUN_IN_START.exec(text.charAt(0).toLowerCase() + text.slice(1)) ?? SAYS_RUN_IN.exec(text);
  return m !== null && (m[1]!.match(/[\p{L}\d']+/gu) ?? []).length >= RUN_IN_WORDS;
}

const delimited: Criterion = {
  key: 'tactical.delimited',
  dimension: 'tactical',
  role: 'core',
  weight: 1,
  good: 'sets the material apart from the instruction',
  // Code or a table on lines of its own after a blank line is apart in layout only; "runs into" is said of material
  // pasted into the instruction's own sentence or lines.
  bad: 'the material is not marked off from the instruction (use quotes, tags or a fence)',
  badFor: (p) => (p.parts.materialLines === 0 ? 'material runs into the instruction (use quotes, tags or a fence)' : null),
  // One line of material is judged only when it is set apart (a quoted passage, a block between """):
  // a single line run into the instruction is often the ask's own object, not material.
  // Material pasted into the instruction's sentence is not set apart at all (RUN_IN_START).
  detect: (p) => (p.parts.materialLines >= 2 ? (p.parts.delimited ? 1 : 0.3) : p.parts.materialLines === 1 && p.parts.delimited ? 1 : p.parts.materialLines === 0 && asking(p) && runInMaterial(p.parts.instruction) ? 0.3 : null),
};

/** Examples of the wanted output: said so, or shown as a repeated "Label: value" pattern. */
const EXAMPLE_WORDS = caseless(/\b(?:for example|for instance|e\.g\.|example(?:s)?|such as|like this|sample|input:|output:)/iu);
const SHORT_LABEL = caseless(/^\s*((?:add|what is|q|a)\b[^:]{0,20}):/iu);
export function hasWorkedExamples(text: string): boolean {
  if (EXAMPLE_WORDS.test(text)) return true;
  // Few-shot: a label used at the start of two or more lines ("Text: … / Sentiment: …" twice).
  const labels = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^\s*([\p{L}][\p{L}\d ]{0,24}?)\s*:\s*\S/u.exec(line) ?? SHORT_LABEL.exec(line);
    if (!m) continue;
    const label = m[1]!.toLowerCase().replace(/\s*\d+$/, '');
    labels.set(label, (labels.get(label) ?? 0) + 1);
  }
  for (const n of labels.values()) if (n >= 2) return true;
  return false;
}

const examples: Criterion = {
  key: 'tactical.examples',
  dimension: 'tactical',
  role: 'bonus',
  weight: 2,
  good: 'shows an example of the wanted output',
  bad: '',
  detect: (p) => (asking(p) && (hasWorkedExamples(p.text) || STARTED_STRUCTURE.test(p.text)) ? 1 : null),
};

/** "this", "it", "that" pointing at nothing in the message ("what does this do"); "this function" names its thing. */
const POINTER = caseless(/\b(?:this|that|it)\b/iu);
const NAMED_POINTER = /\b(?:this|that|the)\s+(?:[\p{L}-]+\s+)?(?:function|code|file|method|class|query|text|sentence|paragraph|image|photo|picture|video|table|error|email|policy|document|article|list|script|page|problem|question|word|line|program|recipe|listing|transcript|data|output|message|essay|story|poem|report|contract)s?\b/iu;
const barePointer = (s: string): boolean => POINTER.test(s) && !NAMED_POINTER.test(s);
const OPEN_ENDED = caseless(/^(?:tell me (?:about|something)|talk about|what about|thoughts on|anything (?:about|on)|describe)\s+\S+(?:\s+\S+)?[?.!]*$/iu);
const NO_TASK = caseless(/\b(?:help|assist)(?: me)? (?:with|on) (?:something|this|that|it|stuff|a thing|some things)\b/iu);
/**
 * Words that leave the assistant guessing what is meant. Not counted where the sentence says what:
 * "things to look out for in ISP packages", "something that …" (a qualifier follows); "what kind of
 * moves" (kind as a noun); "strophic, binary, tertiary, etc." (the end of a list). "I think" hedges;
 * it does not blur what the message refers to. "Something" is vague where it is what the ask asks for ("I need
 * something on the Carnation Revolution for class", "write me something about…": which thing?), not where it is a
 * clause's subject ("ask why something happened", "if something fails").
 */
const VAGUE_WORDS = caseless(/\b(?:(?<=\b(?:need|want|write|give|make|do|does|create|get|send|find|prepare|draft|together|up with|suggest|show|tell|have)\s+(?:(?:me|us|a little|a quick|a short|a bit of)\s+)?)(?:something|anything)(?!\s+(?:that|which|like|similar|specific)\b)|(?:stuff|things?)(?!\s+(?:to|that|which|about|like|for|in|of|on|with|you|i|he|she|they|we|it|my|your|his|her|their)\b)|somehow|whatever|(?<!,\s?)etc\.?|(?<!\b(?:what|which|this|that|any|some|the|a|every|no|these|those|same|one|other|another|each)\s)(?:kind|sort) of|and so on|or something|or maybe|a bunch of)\b/giu);

/**
 * Business buzzwords that sound like requirements and say nothing the assistant can act on ("ideate a holistic,
 * synergistic, end-to-end … framework that operationalizes best-in-class paradigms"): the guides' "be clear and
 * concise" asks for the plain words instead ("five weeknight dinners for two adults"). Two or more in one ask.
 */
const BUZZWORDS = caseless(/\b(?:leverag(?:e|ing) (?:your|the|our|my) (?:capabilities|expertise|knowledge|skills)|synerg(?:y|ies|istic)|holistic|ideate|operationali[sz](?:e|es|ing)|best-in-class|world-class|paradigms?|going forward|actionable (?:deliverables|insights|takeaways)|deliverables|key takeaways|bandwidth|end-to-end|circle back|move the needle|low-hanging fruit|value-add|thought leadership|mission-critical|game-chang(?:er|ing)|next-level|seamless(?:ly)?)\b/giu);
export const BUZZWORDS_AT = 2;
const buzzwordsIn = (instruction: string): number => BUZZWORDS.count(instruction);

/**
 * Opposite requirements for the same answer: the guides ask for instructions that do not pull against each other
 * (OpenAI's GPT-4.1 guide: conflicting instructions are followed unpredictably; Google's Gemini guide: be clear
 * and concise). A quality and its opposite both asked for — its length (short / brief vs detailed / in depth /
 * cover every aspect) or its register (casual / fun vs formal / authoritative) — leave the assistant to pick one.
 * What a prohibition mentions ("Don't make it too long") is not asked for. "Friendly but professional" is no
 * contradiction: neither word is in these lists.
 */
const OPPOSITE_QUALITIES: ReadonlyArray<readonly [string, ReturnType<typeof caseless>, string, ReturnType<typeof caseless>]> = [
  ['short', caseless(/\b(?:short|brief|concise|succinct|keep it (?:tight|brief))\b/iu), 'detailed', caseless(/\b(?:long|lengthy|detailed|in[- ]depth|thorough|comprehensive|exhaustive|cover(?:s|ing)? (?:every|all) (?:aspect|angle|detail|point)s?)\b/iu)],
  ['casual', caseless(/\b(?:casual|informal|fun|playful|chatty|light-?hearted)\b/iu), 'formal', caseless(/\b(?:formal|authoritative|serious|academic|official)\b/iu)],
];
/**
 * An order that would fit any task and says nothing of this one: "Be accurate.", "Make sure it is correct.", "Check it
 * twice.", "Don't make mistakes.", "Do your best." — a sentence of its own. The guides ask for what the answer must
 * be (a length, a format, a reader), not for care in general; two or more pad the ask.
 */
const GENERIC_ORDER = caseless(/^(?:please\s+)?(?:be (?:very |extra |really )?(?:accurate|careful|precise|correct|thorough|exact|perfect|professional|smart)(?: with [\w ]{1,20})?|make sure (?:it(?:'s| is)|you(?:'re| are)|everything is|that it is) (?:correct|right|accurate|perfect|good|error-free)|(?:double-check|check) (?:it|everything|your (?:work|answer))(?: (?:twice|again|carefully))?|double-check|(?:do not|don't) make (?:any )?(?:mistakes|errors)|do (?:your best|a good job|a great job)|get it right|no mistakes)[.!]*$/iu);
export const GENERIC_ORDERS_AT = 2;
/** A word every such order holds: most requests hold none, and are not split into sentences at all. */
const GENERIC_ORDER_WORD = caseless(/\b(?:accurate|careful|precise|correct|thorough|exact|perfect|professional|smart|right|good|error-free|check|double-check|mistakes|errors|best|job)\b/iu);
function genericOrders(instruction: string): number {
  if (!GENERIC_ORDER_WORD.test(instruction)) return 0;
  let n = 0;
  for (const sentence of sentencesOf(instruction)) if (sentence.length <= 48 && GENERIC_ORDER.test(sentence)) n++;
  return n;
}

/**
 * A verdict asked for without its standard: "Is this contract clause OK?", "Is my code good?", "Does this email look
 * fine?". OK for whom, by what measure? The guides ask for the criteria the answer is judged by (Anthropic's "be clear
 * and direct", role prompting's "on behalf of …"); a question that names one ("OK for a tenant in Germany", "good in
 * terms of speed") is not this.
 */
const BARE_VERDICT = caseless(/^(?:so\s+)?(?:is|are|does|do|would)\s+(?:this|that|these|those|my|the|it)\b[^?.!\n]{0,40}?\b(?:ok(?:ay)?|good|fine|alright|all right|correct|acceptable|any good|look (?:ok(?:ay)?|good|fine|right)|work)\s*\?/iu);
const VERDICT_STANDARD = caseless(/\b(?:for (?:a|an|the|my|our)|against|according to|in terms of|compared (?:to|with)|under (?:the|a|an)|by (?:the )?(?:standards?|rules?|law)|as (?:a|an))\b/iu);
const bareVerdict = (instruction: string): boolean => {
  const ins = instruction.trimStart();
  return BARE_VERDICT.test(ins) && !VERDICT_STANDARD.test(ins.split('?', 1)[0]!);
};

/** Clauses that forbid: "don't make it too long", "avoid sounding formal", "not too casual". */
const FORBIDDING_CLAUSE = caseless(/\b(?:don't|do not|dont|never|avoid|not too|nothing too|no need to be|without being)\b[^.!?;,\n]*/giu);
function oppositesAsked(instruction: string): string | null {
  return oppositePairs(instruction)[0] ?? null;
}
/** Every pair of opposite qualities asked for ("short and detailed", "casual and formal"). */
function oppositePairs(instruction: string): string[] {
  const asked = FORBIDDING_CLAUSE.test(instruction) ? instruction.replace(FORBIDDING_CLAUSE.for(instruction), ' ') : instruction;
  const pairs: string[] = [];
  for (const [one, oneRe, other, otherRe] of OPPOSITE_QUALITIES) if (oneRe.test(asked) && otherRe.test(asked)) pairs.push(`${one} and ${other}`);
  return pairs;
}

const clearReference: Criterion = {
  key: 'tactical.clear',
  dimension: 'tactical',
  role: 'core',
  baseline: true,
  weight: 2,
  good: 'says exactly what it is about',
  bad: 'leaves the assistant guessing what it refers to',
  badFor: (p) => {
    if (!asking(p)) return null;
    const pair = oppositesAsked(p.parts.instruction);
    if (pair) return `asks for opposite things (${oppositePairs(p.parts.instruction).join('; ')})`;
    if (bareVerdict(p.parts.instruction)) return 'asks whether it is OK without saying by what standard';
    if (amountsOnlyBlurry(p.parts.instruction)) return `leaves the amounts vague (${blurryAmounts(p.parts.instruction).slice(0, 2).map((w) => `"${w.toLowerCase()}"`).join(', ')})`;
    if (buzzwordsIn(p.parts.instruction) >= BUZZWORDS_AT) return 'says it in buzzwords rather than plain words';
    return genericOrders(p.parts.instruction) >= GENERIC_ORDERS_AT ? 'pads the ask with orders that fit any task ("be accurate", "check it twice")' : null;
  },
  detect: (p) => {
    if (p.kind === 'courtesy' || p.kind === 'control') return null;
    const ins = p.parts.instruction.trim();
    let v = 1;
    // A pointer in a short opening with nothing pasted: "what does this do".
    if (p.opening && p.parts.materialLines === 0 && p.parts.instructionWords <= 8 && barePointer(ins)) v -= 0.6;
    if (OPEN_ENDED.test(ins)) v -= 0.5;
    v -= 0.25 * Math.min(3, VAGUE_WORDS.count(ins));
    // Opposite requirements leave it guessing what is wanted ("very detailed … but keep it really short"); orders
    // that would fit any task ("Be accurate. Check it twice.") say nothing of what is wanted.
    // Each further pair of opposites leaves more of it to guess ("detailed … one short paragraph. Very formal but also casual").
    const opposites = asking(p) ? oppositePairs(ins).length : 0;
    if (opposites > 0) v -= 0.7 + 0.3 * (opposites - 1);
    else if (asking(p) && genericOrders(ins) >= GENERIC_ORDERS_AT) v -= 0.7;
    const buzz = buzzwordsIn(ins);
    if (buzz >= BUZZWORDS_AT) v -= 0.2 * Math.min(4, buzz);
    // A verdict without its standard ("Is this clause OK?"): it must guess what OK means here.
    if (p.opening && bareVerdict(ins)) v -= 0.5;
    // Amounts left to the assistant ("not too long, a reasonable number of guests"): it must guess what is wanted.
    if (asking(p) && amountsOnlyBlurry(ins)) v -= 0.25 * Math.min(3, blurryAmounts(ins).length);
    return Math.max(0, v);
  },
};

/** A bug report: something fails. */
// "won't" of a thing ("the app won't start"), not of the assistant ("You won't help me…"): a refusal is no failure report.
const REPORTS_FAILURE = caseless(/\b(?:error|exception|warning|bug|crash(?:es|ed)?|fails?|failing|failed|broken|raises|throws|doesn't work|does not work|not working|won't(?! (?:help|tell|answer|do|let|say|give|write|listen|talk))|stack ?trace|traceback|flicker(?:s|ing)?|hangs?|freez(?:es|ing)|times? out|logs? ["'“]|returns? (?:null|undefined|nan|nothing|wrong|duplicates)|wrong (?:result|output|answer))\b/iu);
/**
 * "Error" as a quantity or an idiom, not a failure: "sum of squares error", "standard error", "margin of
 * error", "trial and error", "error bars", "human error" ("Is variance the same as sum of squares error?"); a crash on
 * the road or a market's ("crash rates for cyclists", "a car crash") is no program's.
 */
const ERROR_AS_TERM = caseless(/\b(?:(?:squares?|squared|standard|sampling|measurement|rounding|absolute|relative|mean|type (?:i|ii|1|2)|human|random|systematic|forecast|prediction|estimation|training|test|generali[sz]ation) errors?|margin of error|trial and error|errors? (?:term|bars?|rate|margin|function|correction|analysis|propagation)|crash(?:es)? (?:rates?|tests?|data|statistics|figures|risk|course)|(?:car|road|traffic|bike|cycling|plane|air|stock|market) crash(?:es)?)\b/giu);
/**
 * "Bug" as a kind of item to sort, not a failure the person meets: "mark which of those problems are bugs and which are
 * feature requests", "recommend the one bug to fix first", "count the bug reports" (aside-10: told it "reports a failure
 * without the error text").
 */
const BUG_AS_CATEGORY = caseless(/\b(?:(?:which|what) (?:of (?:these|those|them) )?(?:are|is) (?:a )?bugs?|(?:mark|classify|categori[sz]e|label|tag|count|sort|group|separate|triage|rank|prioriti[sz]e|list) (?:the |each |all |any )?(?:[\w-]+ )?bugs?|the (?:one |first |biggest |worst |top )?bugs? to fix|bugs? (?:and|or|vs\.?|versus|from) (?:feature|features|feature requests|ideas|requests|questions)|bug reports?)\b/giu);

/** A bug report: something fails, with "error" as a quantity or idiom left out. */
export const reportsFailure = (instruction: string): boolean => {
  if (WRITING_TASK.test(instruction)) return false;
  const exhorted = EXHORTED.test(instruction) ? instruction.replace(EXHORTED.for(instruction), ' ') : instruction;
  const said = exhorted.includes('bug') && BUG_AS_CATEGORY.test(exhorted) ? exhorted.replace(BUG_AS_CATEGORY.for(exhorted), ' ') : exhorted;
  return (REPORTS_FAILURE.test(said) && (ERROR_AS_TERM.count(said) === 0 || REPORTS_FAILURE.test(said.replace(ERROR_AS_TERM.for(said), ' ')))) || NAMED_EXCEPTION.test(said);
};
/**
 * A writing or making task is no bug report, whatever its reasons mention ("Write a product update email. Leave out
 * emojis: our email tool shows them as broken boxes."; "Turn these notes into changelog entries" over "fix crash…").
 */
const WRITING_TASK = caseless(/^\s*(?:please\s+)?(?:write|draft|compose|create|generate|design|plan|outline|brainstorm|produce|prepare|propose|turn|translate|summari[sz]e)\b/iu);
/** An order not to fail ("DO NOT FAIL AT THIS", "never break the format"): pressure, not a failure reported. */
const EXHORTED = caseless(/\b(?:do not|don't|dont|never|must not|mustn't|cannot|can't) (?:fail|crash|break)\b/giu);
/** An exception named by its class: "raises ZeroDivisionError", "a NullPointerException on line 3" (case-sensitive: not "terror"). */
const NAMED_EXCEPTION = /\b[A-Z][A-Za-z]*(?:Error|Exception)\b/;
/** The evidence: error text, code, the input, or expected vs actual. */
// A wrong result with the case it happens in ("it returns duplicates when two orders share the same
// created_at") is the actual-versus-expected the guides ask for, and so is a snake_case identifier.
// A quote in single marks opens after a non-letter: "I've asked … I don't" holds two apostrophes, not a quote.
const EVIDENCE = caseless(/`[^`]+`|```|\b\w+(?:Error|Exception)\b|\bexpected\b.*\b(?:but|got|instead)\b|\binstead of\b|\bline \d+|\b(?:returns?|gives?|shows?|prints?|outputs?) [`"'\d]|"[^"]{4,}"|(?<![a-z])'[^'\n]{4,}'(?![a-z])|\b\d{3}\b|\b[a-z]+_[a-z_]+\b|\b(?:returns?|gives?|shows?|prints?|outputs?) (?:duplicates|null|undefined|nan|nothing|an empty \w+|the same \w+ twice|the wrong \w+)\b[^.\n]{0,60}\b(?:when|whenever|if|for)\b/iu);

const evidence: Criterion = {
  key: 'tactical.evidence',
  dimension: 'tactical',
  role: 'core',
  weight: 2,
  good: 'gives the evidence (error text, code, expected vs actual)',
  bad: 'reports a failure without the error text or what was expected',
  detect: (p) => (p.kind === 'courtesy' || p.kind === 'control' || !reportsFailure(p.parts.instruction) ? null : EVIDENCE.test(p.text) || p.parts.materialLines >= 2 || p.parts.codeLines >= 1 ? 1 : 0.2),
};

const feedback: Criterion = {
  key: 'tactical.feedback',
  dimension: 'tactical',
  role: 'core',
  weight: 2,
  good: 'says specifically what to change in the last answer',
  bad: 'says the answer is wrong without saying what or where',
  // A follow-up question ("Why would I use typescript instead of javascript…?") asks for no change: what
  // the detector sees in it is that it names what in the last answer it builds on.
  goodFor: (p) => (p.kind === 'follow-up' ? 'names what in the last answer it builds on' : null),
  badFor: (p) => (p.kind === 'follow-up' ? 'does not say what in the last answer it builds on' : null),
  // Specific feedback names the part (words of the last answer, a number, code, "the second paragraph") and says what is
  // wrong or what to change there; "it's too something … try again" names nothing (feedback.ts).
  detect: (p) => {
    if (!FOLLOWING_KINDS.has(p.kind)) return null;
    if (editsOnNamedParts(p.parts.instruction) >= 1) return 1;
    if (vagueFeedback(p)) return 0.1;
    return p.parts.instructionWords >= 6 && (p.uptake >= 0.15 || p.specifics >= 1) ? 1 : p.parts.instructionWords >= 4 ? 0.5 : 0.1;
  },
};

// --- Cognitive: sized and ordered so it can be handled ---------------------------------------------

/**
 * A prescribed procedure of generic steps before a question: three or more sentences opening "First /
 * Then / Next / Finally" that tell the assistant how to think ("First restate the problem. Then list every
 * assumption. Then double-check every step. Then tell me: what is …?") and name nothing the question is
 * about. Steps that take the task apart name its parts ("First, identify the odd numbers, add them…"). The
 * guides credit asking for the reasoning; Anthropic's extended-thinking tips add that a high-level "think"
 * does better than prescriptive step-by-step guidance, and a generic procedure is that guidance with no
 * knowledge of the task in it. Returns the instruction without the procedure's steps, or null when there is
 * no such procedure (what follows a step's colon is the asked thing and stays).
 */
const SEQUENCE_STEP = caseless(/^(?:first(?:ly)?|then|next|after that|afterwards|finally|lastly|second(?:ly)?|third(?:ly)?|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/iu);
export const GENERIC_PROCEDURE_AT = 3;
/** The same words anywhere: fewer than three and no sentence needs splitting (most questions). */
const SEQUENCE_WORD = caseless(/\b(?:first(?:ly)?|then|next|after that|afterwards|finally|lastly|second(?:ly)?|third(?:ly)?)\b/giu);
const SEQUENCE_STEMS = stemsOf('first firstly second secondly third thirdly fourth fifth sixth seventh eighth ninth tenth next after afterwards finally lastly');
/**
 * Steps under a numbered label in any language ("Paso 1: lee el problema dos veces. Paso 2: identifica los datos. …",
 * "Step 3: …", "Schritt 4: …"): the label word, when one recurs GENERIC_PROCEDURE_AT times or more.
 */
const NUMBERED_STEP = /(?:^|[.!?。]\s+|\n\s*)([\p{L}]{2,12})\s?\d{1,2}\s*[:：]/gu;
function numberedStepLabel(instruction: string): string | null {
  if (!instruction.includes(':') && !instruction.includes('：')) return null;
  const seen = new Map<string, number>();
  for (const m of instruction.matchAll(NUMBERED_STEP)) {
    const label = m[1]!.toLowerCase();
    const n = (seen.get(label) ?? 0) + 1;
    if (n >= GENERIC_PROCEDURE_AT) return label;
    seen.set(label, n);
  }
  return null;
}
export function genericProcedure(instruction: string, material = ''): string | null {
  const label = numberedStepLabel(instruction);
  if (label === null && SEQUENCE_WORD.count(instruction) < GENERIC_PROCEDURE_AT) return null;
  const labelled = label === null ? null : new RegExp(`^${label}\\s?\\d{1,2}\\s*[:：]`, 'iu');
  // The question may be in the material handed over ("Problem: … Above how many GB is the second plan cheaper?").
  const materialQuestions = /[?？]/.test(instruction) ? [] : material.split(/(?<=[.!?？])\s+|\n+/).filter((x) => /[?？]\s*$/.test(x));
  if (!/[?？]/.test(instruction) && materialQuestions.length === 0) return null;
  const sentences = sentencesOf(instruction);
  const steps: string[] = [];
  const asked: string[] = [];
  const heading: string[] = [];
  for (const x of sentences) {
    // A labelled step holds the step after its colon ("Paso 2: identifica los datos").
    if (labelled?.test(x)) {
      steps.push(x);
      continue;
    }
    if (!SEQUENCE_STEP.test(x)) {
      if (/[?？]/.test(x)) asked.push(x);
      // "Think step by step." heading the procedure is part of it.
      else if (STEP_WORDS.test(x)) heading.push(x);
      continue;
    }
    const colon = x.indexOf(':');
    steps.push(colon >= 0 ? x.slice(0, colon) : x);
    if (colon >= 0) asked.push(x.slice(colon + 1));
  }
  asked.push(...materialQuestions);
  if (steps.length < GENERIC_PROCEDURE_AT || asked.length === 0) return null;
  const question = stemsOf(asked.join(' '));
  // The sequence words are the procedure's, not the task's ("Second, list all the variables" / "the second plan").
  for (const step of steps) for (const w of stemsOf(step)) if (question.has(w) && !SEQUENCE_STEMS.has(w) && w !== label && !isFunctionWordElsewhere(w)) return null;
  let rest = instruction;
  for (const step of [...heading, ...steps]) rest = rest.replace(step, ' ');
  return rest;
}

/** Asks for steps or for the reasoning in words. */
const STEP_WORDS = caseless(
  /\bstep[- ]by[- ]step\b|\b(?:explain|show|give|walk me through) (?:your|the) (?:reasoning|working|work|thinking)\b|\bthink (?:it |this )?(?:through|carefully)\b|\breason(?:ing)? (?:first|through|before)\b|\bbreak(?:ing)? (?:it|this|the (?:problem|task)) (?:down|into)\b|\bfirst\b[^.\n]{0,120}\b(?:then|next|finally|and then)\b|\bfirst\b[^.\n]{0,120}\.\s+(?:then|next|finally|after that)\b|\bsolve by\b/iu,
);
/**
 * Or lays the task out as a list. Apart from the words because `\p{L}` needs `u`: this half was one
 * `imu` pattern with them (the rubric's costliest), and `[\p{L}\u0345]` without `i` is exactly
 * `\p{L}` with it (U+0345 folds to a Greek iota; checked over every code point).
 */
const STEP_LIST = /^\s*(?:\d+[.)]|-|\*)\s+[\p{L}\u0345]/mu;
/** "Step by step" in the other languages people prompt in ("Raciocine passo a passo", "Erkläre Schritt für Schritt", "逐步推理"). */
const STEP_WORDS_ELSEWHERE = /\b(?:passo a passo|paso a paso|passo dopo passo|étape par étape|pas à pas|schritt für schritt|stap voor stap|krok po kroku|шаг за шагом)\b|逐步|一步一步|ステップバイステップ|段階的に|단계별로/iu;
export const STEPS = { test: (text: string): boolean => STEP_WORDS.test(text) || STEP_LIST.test(text) || STEP_WORDS_ELSEWHERE.test(text) || numberedStepLabel(text) !== null };

/**
 * Asks the answer to show where it stands: cite the sources handed over, quote them, say so when unsure or when the
 * material is silent, not guess (Anthropic's "give Claude an out" and "ask for quotes", Microsoft's "ask for citations",
 * the government guides' "check the output"): the answer can be checked.
 */
const VERIFY = caseless(/\b(?:cite|citations?|with (?:its|their|the) sources?|name the (?:source|page|article|section)|quote (?:the|each|every|word for word)|word for word|say so|(?:if|when) (?:you(?:'re| are) )?(?:not sure|unsure|uncertain)|(?:don't|do not|never) (?:guess|make (?:anything|things|it) up|invent)|double[- ]check|check (?:it|this|each|your) against)\b/iu);
const verify: Criterion = {
  key: 'cognitive.verify',
  dimension: 'cognitive',
  role: 'bonus',
  weight: 1,
  good: 'asks for an answer that can be checked (sources, quotes, or saying when unsure)',
  bad: '',
  // ("Then double-check every step" in a generic procedure is the procedure's, which earns nothing.)
  detect: (p) => (asking(p) && VERIFY.test(p.parts.instruction) && VERIFY.test(genericProcedure(p.parts.instruction, materialOf(p)) ?? p.parts.instruction) ? 1 : null),
};

const steps: Criterion = {
  key: 'cognitive.steps',
  dimension: 'cognitive',
  role: 'bonus',
  weight: 2,
  good: 'breaks the task into steps or asks for the reasoning',
  bad: '',
  // A generic procedure prescribed before a question earns nothing: its steps are not the task's.
  detect: (p) => (asking(p) && STEPS.test(p.parts.instruction) && genericProcedure(p.parts.instruction, materialOf(p)) === null ? 1 : null),
};


const load: Criterion = {
  key: 'cognitive.load',
  dimension: 'cognitive',
  role: 'core',
  baseline: true,
  weight: 1,
  good: 'easy to take in',
  bad: 'long, tangled sentences or too many asks at once',
  // A sentence that strings many parts together is named as such: the fix is a list, or fewer parts.
  badFor: (p) => {
    const parts = runOnParts(p.parts.instruction);
    return parts > RUN_ON_FROM ? `strings ${parts} parts together in one sentence` : null;
  },
  // Asks laid out one per list item are taken in one at a time: only asks run together count as "too many at once".
  detect: (p) => (p.kind === 'courtesy' || p.kind === 'control' ? null : Math.max(0, 1 - 0.5 * ramp(p.sentenceLength, 30, 60) - (askedAsList(p.parts.instruction) ? 0 : 0.5 * ramp(p.asks, 5, 9)) - 0.8 * ramp(runOnParts(p.parts.instruction), RUN_ON_FROM, RUN_ON_AT))),
};

/**
 * The spoken register of a story told before the ask: "So I've been…", "honestly", "anyway", "a bit of background:",
 * "long story short", "I mean". The guides ask for the request and what it depends on, said plainly ("be concise",
 * Barry University's and Gemini 3's guides); two such turns mark a prompt that talks around its ask. Over the eight
 * read prompt-pair sets (282 pairs) nine prompts hold two or more, every one the worse of its pair; no prompt of
 * oasst1's 770 holds two. One alone is ordinary speech ("So how do I…?").
 */
/** The turns themselves, shared with the better move that drops them (better-move.ts `toThePoint`). */
export const SPOKEN_OPENERS = ['so', 'well', 'anyway', 'anyways', 'ok so', 'okay so'] as const;
export const BACKGROUND_OPENERS = ['a bit of background', 'some background'] as const;
export const SPOKEN_ASIDES = ['anyway', 'anyways', 'honestly', 'to be honest', 'basically', 'long story short', 'i mean', 'you know what i mean', 'if that makes sense', "for what it's worth", 'by the way', 'just so you know'] as const;
export const DIGRESSION = caseless(new RegExp(`(?:^|[.!?:]\\s+|\\n)(?:${SPOKEN_OPENERS.join('|')})\\b[ ,]|\\b(?:${[...SPOKEN_ASIDES, ...BACKGROUND_OPENERS].join('|')})\\b`, 'giu'));
export const DIGRESSIONS_AT = 2;
/** Words from which a message can tell a story before its ask (the read pair sets' rambling prompts run 45–110). */
const STORY_WORDS = 40;
/**
 * "Anyway, …" or "Long story short, …" opening a sentence after the message has told something: the turn back to the
 * point says what came before it was beside the point, so it counts for two ("I've been learning Python for six
 * months, … my sister told me … Anyway, I have a list of strings …", aside-11).
 */
const BACK_TO_THE_POINT = caseless(/[.!?]\s+(?:anyway|anyways|long story short|to make a long story short|but anyway)\b/iu);
const digressions = (instruction: string): number => DIGRESSION.count(instruction) + (BACK_TO_THE_POINT.test(instruction) ? 1 : 0);
/** The digressions of a text as a reason quotes them: '"so…", "honestly", "anyway"' (each once, at most three). */
function digressionsIn(text: string): string {
  const found = new Set<string>();
  for (const m of DIGRESSION.matchAll(text)) {
    const word = m[0].replace(/^[.!?:\s]+/u, '').replace(/[\s,]+$/u, '').toLowerCase();
    found.add(/^(?:so|well|ok so|okay so)$/u.test(word) ? `${word}…` : word);
  }
  return [...found].slice(0, 3).map((w) => `"${w}"`).join(', ');
}

const toThePoint: Criterion = {
  key: 'cognitive.toThePoint',
  dimension: 'cognitive',
  role: 'core',
  baseline: true,
  weight: 2,
  good: 'gets to the point',
  bad: 'talks around the ask',
  // The reason quotes the turns this message takes ("so…", "honestly", "anyway").
  badFor: (p) => `talks around the ask (${digressionsIn(p.parts.instruction)})`,
  // Judged only where it fails: getting to the point is what nearly every message does.
  // A short message in the spoken register ("Well this is for a school project. So what would the steps be?") tells no
  // story: only a long one (STORY_WORDS) talks around its ask.
  detect: (p) => ((asking(p) || FOLLOWING_KINDS.has(p.kind)) && p.parts.instructionWords >= STORY_WORDS && digressions(p.parts.instruction) >= DIGRESSIONS_AT ? 0 : null),
};

const focus: Criterion = {
  key: 'cognitive.focus',
  dimension: 'cognitive',
  role: 'core',
  baseline: true,
  weight: 1,
  good: 'moves on rather than repeating an ask',
  bad: 'repeats an earlier ask almost word for word',
  detect: (p) => (p.opening ? null : 1 - ramp(p.repeatSimilarity, 0.5, 0.9)),
};

// --- Innovation: a frame or an angle ------------------------------------------------------------

/** ROLE in the other nine UI languages ("Tu es relecteur pour…", "Eres un experto…", "你是一名…", "あなたは…として"). */
const ROLE_ELSEWHERE =
  /(?:^|[.!?。！？\n]\s*)(?:eres (?:un|una)\b|act[uú]a como\b|tu es (?:un |une )?\p{L}+ (?:pour|de|chez|dans)\b|tu es (?:un|une)\b|vous êtes (?:un|une)\b|agis(?:sez)? comme\b|du bist (?:ein|eine)\b|sie sind (?:ein|eine)\b|agiere als\b|sei (?:un|una|uno)\b|agisci come\b|você é (?:um|uma)\b|atue como\b|aja como\b|ты\s+[—–-]\s|вы\s+[—–-]\s|представь(?:те)?,? что (?:ты|вы)\b|выступи(?:те)? в роли\b|你是一|请扮演|假设你是|あなたは.{1,30}(?:です|として)|당신은 .{1,30}(?:입니다|로서))/iu;
/** The ASCII words ROLE_ELSEWHERE opens with, read first: most texts hold none, and the `u` pattern is then never compiled (decision 0050). */
const ROLE_ELSEWHERE_ASCII = /\b(?:eres|tu es|vous|du bist|sie sind|sei|agisci|atue|aja|agis|agiere)\b/i;
export const ROLE =
  caseless(/\b(?:you are (?:a|an|the)|you're (?:a|an)|act as|acting as|your role is|play the role|take the role|imagine you(?:'re| are)|pretend (?:you(?:'re| are)|to be)|as an? (?:expert|experienced|senior|professional|seasoned))\b/iu);
const ANGLE =
  caseless(/\b(?:what if|alternatives?|another way|other ways|different approach|brainstorm|compare[ds]?|compared (?:to|with)|versus|vs\.?|trade-?offs?|pros and cons|unique|unconventional|options|which of these|creative|novel)\b|^\s*[a-d][).]\s/imu);

const role: Criterion = {
  key: 'innovation.role',
  dimension: 'innovation',
  role: 'bonus',
  weight: 2,
  good: 'gives the assistant a role or perspective',
  bad: '',
  // A role built of praise ("a genius, world-class, award-winning, legendary Excel master … who never makes mistakes")
  // gives no perspective: the guides ask for a role that says whose view and knowledge to use, not flattery.
  detect: (p) => (asking(p) && (ROLE.test(p.text) || ((BEYOND_ASCII.test(p.text) || ROLE_ELSEWHERE_ASCII.test(p.text)) && ROLE_ELSEWHERE.test(p.text))) && HYPE.count(p.text) < HYPE_AT ? 1 : null),
};
/** Words of praise heaped on the assistant's role. */
const HYPE = caseless(/\b(?:genius|world[- ]class|award[- ]winning|legendary|brilliant|greatest|best in the world|never makes? (?:a )?mistakes?|infallible|all[- ]knowing|superhuman|unmatched|unrivall?ed|top[- ]tier|elite)\b/giu);
const HYPE_AT = 2;
const withoutHype = (text: string): string => (HYPE.count(text) > 0 ? text.replace(HYPE.for(text), ' ') : text);

const angle: Criterion = {
  key: 'innovation.angle',
  dimension: 'innovation',
  role: 'bonus',
  weight: 2,
  good: 'opens an angle: options, a comparison, alternatives',
  bad: '',
  detect: (p) => (p.kind !== 'courtesy' && p.kind !== 'control' && ANGLE.test(p.text) ? 1 : null),
};

const fresh: Criterion = {
  key: 'innovation.fresh',
  dimension: 'innovation',
  role: 'core',
  baseline: true,
  weight: 1,
  good: 'brings new material',
  bad: 'brings nothing new',
  detect: (p) => (p.kind === 'courtesy' || p.kind === 'control' ? null : 1 - ramp(p.repeatSimilarity, 0.4, 0.9)),
};

// --- Context: builds on what was said (not after the opening: it has no context, decision 4) ------

/**
 * Points back at the last answer: names it or a part of it, or asks for more of the same or an
 * addition to it ("Please also include the Pokémon's weaknesses", "Give me two more", "What about
 * cats?", "the same for Windows").
 */
const REFERENCE_BACK =
  caseless(/\b(?:you (?:said|wrote|suggested|mentioned|forgot|missed|left out|ignored|skipped|listed|gave|used|provided)|your (?:answer|code|reply|response|explanation|solution|suggestion|output|draft|story|poem|summary|translation|points|steps|last|previous|first|second|example|version|query|list)|above|earlier|the (?:first|second|third|fourth|last) (?:one|option|step|point|part|query|example|line|context|paragraph|section|item|idea)|(?:simplify|shorten|expand|elaborate on|rewrite|rephrase|reword|translate|summari[sz]e) (?:that|this|it)\b|also (?:include|add|mention|explain|list|show|give|tell|write|cover|provide)|(?:give|show|write|list|tell) (?:me )?(?:one|a few|some|two|three|five) more|another (?:one|example|version|option|way)|the same (?:for|but|with|thing)|(?:what|how) about)\b/iu);

/**
 * Says the last answer is wrong or did not fix it ("That can't be right, the shares add up to 100…",
 * "added both, restarted, still 400", "still doesn't work"): it picks that answer up, without naming it.
 */
const FAULT_BACK =
  caseless(/\b(?:(?:that|this|it)(?:'s| is)? (?:can't|cannot|can not|isn't|is not|doesn't|does not) (?:be |look |seem )?(?:right|correct)|still (?:doesn't|does not|didn't|did not|isn't|is not|won't|fails|failing|broken|the same|\d+))\b/iu);

/**
 * A short message whose subject is a pronoun it never introduces ("They are still visible.", "It keeps
 * timing out.", "That one looks wrong"): the pronoun stands for something in the last answer, so the
 * message picks that answer up without repeating its words. Long messages that open with "This is my
 * code: …" bring their own referent.
 */
const POINTS_BACK_BY_PRONOUN =
  caseless(/^(?:and |but |ok,? |okay,? |hmm,? )?(?:it|they|that|those|these|this(?: one)?|that one)(?:'s|'re| is| are| was| were| does| did| doesn't| don't| didn't| isn't| aren't| wasn't| weren't| keeps?| still| also| just| only| seems?| looks?| sounds?| works?| worked| fails?| failed| returns?| shows?| gives?| has| have)\b/iu);
const SHORT_REPLY_WORDS = 12;
const pointsBackByPronoun = (text: string): boolean => {
  const t = text.trim();
  return POINTS_BACK_BY_PRONOUN.test(t) && t.split(/\s+/u).length <= SHORT_REPLY_WORDS;
};

const uptakeCriterion: Criterion = {
  key: 'context.uptake',
  dimension: 'context',
  role: 'core',
  weight: 2,
  good: 'picks up the last answer',
  bad: 'does not connect to the last answer',
  // A new task after an answer starts fresh on purpose; only follow-ups and corrections must pick up.
  detect: (p) => (p.opening ? null : REFERENCE_BACK.test(p.text) || FAULT_BACK.test(p.text) || pointsBackByPronoun(p.text) ? 1 : FOLLOWING_KINDS.has(p.kind) ? ramp(p.uptake, 0, 0.3) : 0.6 + 0.4 * ramp(p.uptake, 0, 0.3)),
};

const referencesBack: Criterion = {
  key: 'context.references',
  dimension: 'context',
  role: 'bonus',
  weight: 1,
  good: 'refers to what was said before',
  bad: '',
  detect: (p) => (!p.opening && REFERENCE_BACK.test(p.text) ? 1 : null),
};

/** A person's record pasted in (personal-data.ts): judged only when there is one. */
const privacy: Criterion = {
  key: 'strategic.privacy',
  dimension: 'strategic',
  role: 'core',
  weight: 2,
  good: '',
  bad: 'pastes personal details the answer does not need',
  badFor: (p) => `pastes personal details the answer does not need (${personalDetails(p.text).map((k) => k.words).join(', ')}): leave them out or use placeholders`,
  detect: (p) => (p.kind === 'courtesy' || p.kind === 'control' || personalDetails(p.text).length < PERSONAL_RECORD_AT ? null : 0),
};

/**
 * An ask built on a claim about a whole group of people as its reason ("Since women are naturally worse at
 * negotiating, write tips…"): the guides on bias (Wintec, university AI guides) ask for the same help without the
 * premise, which the answer would otherwise carry forward.
 */
export const STEREOTYPE_PREMISE = caseless(/\b(?:since|because|as|given that|everyone knows)\b[^.?!\n]{0,20}\b(?:women|men|girls|boys|(?:old|older|young|younger) (?:people|workers|employees|staff)|millennials|boomers|gen z|immigrants|foreigners|introverts|extroverts)\b (?:are|aren't|can't|cannot|don't|tend to be) (?:naturally |inherently |always |just |all |simply |generally )?(?:worse|better|bad|good|weaker|stronger|lazier|less|more|not|too|incapable|unable|emotional|irrational)\b/iu);
const premise: Criterion = {
  key: 'strategic.premise',
  dimension: 'strategic',
  role: 'core',
  weight: 2,
  good: '',
  bad: 'builds the ask on a claim about a whole group of people (ask without the premise)',
  detect: (p) => (asking(p) && STEREOTYPE_PREMISE.test(p.parts.instruction) ? 0 : null),
};
/**
 * A leading ask: the message states its conclusion as settled ("everyone knows", "it's obvious") and asks the answer to
 * argue for it ("explain why…", "give me arguments to prove…"). Research and journalism guides (Consensus, newsroom AI
 * guides) warn that the tools then gather only what confirms it; the neutral ask ("compare…", "what does the evidence
 * say about…") lets the evidence decide. Both halves must be there: "explain why" alone is a fair question. Read in
 * English and in the other languages the rubric reads (languages.ts).
 */
// A letter of English or of the Latin-script languages read here, as a range: `\p{L}` would need the `u` flag, and an
// `iu` pattern makes V8 build case-closed Unicode sets at start-up.
const LETTER = '[A-Za-zÀ-ÖØ-öø-ÿ]';
const CONCLUSION_ASSUMED = new RegExp(String.raw`(?<!${LETTER})(?:every(?:one|body)(?: ${LETTER}+){0,3} knows|we all know|it'?s (?:obvious|common knowledge|a known fact|clear) that|it is (?:obvious|clear) that|obviously|undeniably|todo el mundo (?:lo )?sabe|lo sabe todo el mundo|todos sabemos|es obvio|está claro que|todo mundo sabe|todos sabem|é óbvio|tout le monde (?:le )?sait|on sait tous|c'est évident|il est évident|jeder weiß|weiß doch jeder|bekanntlich|tutti sanno|lo sanno tutti|è ovvio)(?!${LETTER})`, 'i');
const CONFIRMATION_SOUGHT = new RegExp(String.raw`(?<!${LETTER})(?:(?:explain|tell me|show me|prove)(?: to me)? why|(?:arguments|evidence|reasons|points|facts|sources|statistics|stats|data)(?: and ${LETTER}+)? (?:to (?:prove|show|back|support|confirm|make)|that (?:prove|show|back|support|confirm)|showing|proving)|prove that|explícame por qué|explica por qué|argumentos|explique por que|me explique por que|explique-moi pourquoi|explique pourquoi|erkläre? (?:mir )?warum|argumente|spiegami perché|argomenti)(?!${LETTER})`, 'i');
const leadingAsk = (instruction: string): boolean => CONCLUSION_ASSUMED.test(instruction) && CONFIRMATION_SOUGHT.test(instruction);
const neutral: Criterion = {
  key: 'strategic.neutral',
  dimension: 'strategic',
  role: 'core',
  weight: 2,
  good: '',
  bad: 'states its conclusion as settled and asks only for arguments for it (ask neutrally: what the evidence says, for and against)',
  detect: (p) => (asking(p) && leadingAsk(p.parts.instruction) ? 0 : null),
};

/** The message without its premise clause ("Since women are naturally worse at negotiating, ") for the better move. */
export function withoutPremise(text: string): string {
  const m = STEREOTYPE_PREMISE.exec(text);
  if (!m) return text;
  const comma = text.indexOf(',', m.index);
  const end = comma >= 0 ? comma + 1 : m.index + m[0].length;
  const rest = text.slice(end).trimStart();
  return `${text.slice(0, m.index)}${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

export const PROMPT_CRITERIA: readonly Criterion[] = [
  purpose, purposeGiven, grounding, enough, background, oneTask, onGoal, privacy, premise, neutral,
  clearAsk, direct, wellWritten, specifics, output, outputGiven, constraints, delimited, examples, clearReference, evidence, feedback,
  steps, verify, load, focus, toThePoint,
  role, angle, fresh,
  uptakeCriterion, referencesBack,
];
