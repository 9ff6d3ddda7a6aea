/**
 * Per-message features, computed once per message in a single pass over the conversation.
 * Conversation-level terms (goal, earlier messages per role, previous reply) are kept as one record
 * per term saying where it was seen, so every overlap is counted in one walk over the message's own
 * distinct terms: the cost of a message depends on its own length only and the pass is linear.
 */
import type { Role } from '../conversation/types';
import { codeSpansOf } from './code-spans';
import { lexemeOf, startConversation, type Term } from './lexemes';
import { countMarkersOfWords, FILLER_ONLY, IMPERATIVE_VERBS, MARKER, MARKER_KINDS, opensWithPhrasalInstruction } from './lexicon';
import { INSTRUCTION_VERBS_ELSEWHERE } from './languages';
import { benignHarmUses, harmfulReading } from './harm-context';
import { scanShared, type Scan } from './scan';
import { zeros } from './signals';
import { words } from './text';

export interface MessageFeatures {
  role: Role;
  index: number;
  /** 0-based position among messages of the same role. */
  turn: number;
  chars: number;
  words: number;
  sentences: number;
  /** Mean words per sentence. */
  sentenceLength: number;
  /** Share of words of 7+ letters: a readability proxy that works across scripts. */
  longWordShare: number;
  distinctTerms: number;
  questions: number;
  asks: number;
  /** Reads like an assistant's reply ("Certainly! Here is..."): a role mix-up in a user message. */
  assistantVoice: boolean;
  constraints: number;
  numbers: number;
  formatRequests: number;
  examples: number;
  codeBlocks: number;
  /** Words (identifiers, numbers) inside fenced code blocks: the scan leaves code out of `words`. */
  codeWords: number;
  inlineCode: number;
  errorLines: number;
  dataLines: number;
  urls: number;
  listItems: number;
  headings: number;
  paragraphs: number;
  references: number;
  vague: number;
  purpose: number;
  exploration: number;
  /** Pasted material: code blocks, inline code, error lines, data lines, links. */
  artifacts: number;
  fillerOnly: boolean;
  /** Starts with a capital (where the script has case) and ends with punctuation. */
  wellFormed: number;
  /** Share of letters written in capitals (shouting). */
  capsShare: number;
  /** Share of content terms that look specific: names, numbers, identifiers, rare long words. */
  specificTerms: number;
  /** How many terms look specific (the count behind specificTerms): one long word is not a vocabulary. */
  specificCount: number;
  hedges: number;
  refusals: number;
  harm: number;
  /** A user message so far asked for something harmful (guard for answers). */
  harmContext: boolean;
  /** Share of this message's terms found in the session goal and project context (0 when none given). */
  goalOverlap: number;
  /** Share of the session goal's terms this message uses. */
  goalCoverage: number;
  hasGoal: boolean;
  /** Share of this message's terms found in the previous message of the other role (uptake / relevance). */
  uptake: number;
  /** For assistant messages: share of the last user message's terms the reply covers. */
  askCoverage: number;
  /** For assistant messages: share of everything the person said so far (their terms) the reply takes up. */
  threadCoverage: number;
  /** For a reply: how many distinct terms the last ask has. */
  askTerms: number;
  /** For a reply: how many of the last ask's distinct terms it takes up, in all and in its opening (OPENING_WORDS). */
  askTermsTaken: number;
  askTermsTakenOpening: number;
  /** Share of this message's terms not used in earlier messages of the same role. */
  novelty: number;
  /** Highest Jaccard similarity with the last few messages of the same role (re-asks, repeated replies). */
  repeatSimilarity: number;
  /** Repeated sentences inside the message (loops, padding). */
  repeatedSentences: number;
  /** True when a previous message of the other role exists. */
  hasPrevious: boolean;
  /** Share of this message's terms found in the person's first message (goal drift without a session goal). */
  firstAskOverlap: number;
  /** The message's distinct content terms, in order of first use, with their records (for commitFeatures). */
  termRecords: readonly TermRecord[];
  /**
   * The raw scan (words, sentences, letters) for what needs more than the counts. Its word and
   * sentence lists are the scanner's working lists (scanShared): read them before the next message
   * is scanned.
   */
  scan: Scan;
}

/** How many recent same-role messages the near-duplicate check looks at (keeps the pass linear). */
export const RECENT_WINDOW = 3;

/**
 * Where a role's turns start in TermRecord.turns. Per-role values are chosen by a branch rather than
 * read with the role as a computed key, which is a slow generic lookup on this hot path.
 */
const slotBase = (role: Role): number => (role === 'user' ? 0 : RECENT_WINDOW);

/**
 * Where one content term has been seen so far in the conversation (committed messages only). One
 * record replaces a set per question (goal, seen per role, last message per role, recent messages):
 * a message's overlaps with all of them are counted from the records of its own terms.
 *
 * The record hangs off the term's Term object (lexemes.ts), so a word reaches it without a lookup.
 * It belongs to one conversation at a time: a record left from an earlier conversation is reset
 * when first met, which is why conversations are scored one at a time (see newFeatureState).
 */
export interface TermRecord {
  /** The conversation (FeatureState.id) the record describes. */
  conversation: number;
  /** In the session goal or project context. */
  inGoal: boolean;
  /** In the person's first message. */
  inFirstAsk: boolean;
  /**
   * Per role (user slots 0-2, assistant slots 3-5): the turns of the last RECENT_WINDOW messages of
   * that role holding the term, newest first; -1 when fewer. The newest tells "seen before" and "in
   * the last message"; all three tell which recent messages share it.
   */
  turns: number[];
  /** The feature computation that last counted this term (each term counts once per message). */
  stamp: number;
}

const CODE_TOKEN = /[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?/g;

/** Identifiers and numbers inside a message's fenced code blocks (read only for messages that have one). */
function wordsInFences(text: string): number {
  let n = 0;
  for (const span of codeSpansOf(text)) if (span.fenced) n += (span.body.match(CODE_TOKEN) ?? []).length;
  return n;
}

/** The words inside code: identifiers split at underscores, dots and camelCase humps ("nextCursor" → next, cursor). */
const CODE_WORDS = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g;

/**
 * How many of the last ask's terms a reply's code holds that its prose does not (terms already stamped
 * for this message are its prose's). Stamps what it counts, so each term counts once. A fence's language
 * tag counts ("sql" for "Show the SQL").
 */
function askTermsInCode(text: string, state: FeatureState, stamp: number, userBase: number, lastUserTurn: number): number {
  let found = 0;
  for (const span of codeSpansOf(text)) {
    const code = span.fenced ? `${span.tag} ${span.body}` : span.body;
    for (const w of code.match(CODE_WORDS) ?? []) {
      if (w.length < 3) continue;
      const term = lexemeOf(w.toLowerCase()).term;
      if (term === null) continue;
      const rec = term.record;
      if (rec === undefined || rec.conversation !== state.id || rec.stamp === stamp || rec.turns[userBase] !== lastUserTurn) continue;
      rec.stamp = stamp;
      found++;
    }
  }
  return found;
}

/** The term's record in the given conversation, created or reset on first use. */
function recordOf(term: Term, conversation: number): TermRecord {
  let rec = term.record;
  if (rec === undefined) {
    // The list made apart from the record: a literal holding another literal is built in V8's runtime,
    // one with at most six plain fields in its fast builtin (a record per new term, ~2,200 per 1,000 messages).
    const turns: number[] = [];
    for (let j = 0; j < 2 * RECENT_WINDOW; j++) turns.push(-1);
    rec = { conversation, inGoal: false, inFirstAsk: false, turns, stamp: 0 };
    term.record = rec;
  } else if (rec.conversation !== conversation) {
    rec.conversation = conversation;
    rec.inGoal = false;
    rec.inFirstAsk = false;
    // A loop rather than fill(-1): every term of a conversation is reset once, and fill is a runtime call.
    const turns = rec.turns;
    for (let j = 0; j < turns.length; j++) turns[j] = -1;
    rec.stamp = 0;
  }
  return rec;
}

/** Per role: how many committed messages, their distinct terms, and the sizes of the recent ones. */
interface RoleState {
  turns: number;
  /** Distinct terms over all committed messages of the role. */
  seen: number;
  /** Distinct terms of each message by turn (the last RECENT_WINDOW are read). */
  sizes: number[];
}

export interface FeatureState {
  /** Numbers the conversation; term records carry it. */
  id: number;
  goalTerms: number;
  roles: Record<Role, RoleState>;
  harmAsked: boolean;
  /** Numbers each computeFeatures call, for TermRecord.stamp. */
  stamp: number;
}

/** The role's running state (a branch, like slotBase). */
const roleState = (state: FeatureState, role: Role): RoleState => (role === 'user' ? state.roles.user : state.roles.assistant);

/** hits / of, 0 when there is nothing to share. */
const share = (hits: number, of: number): number => (of === 0 ? 0 : hits / of);

/** Conversations started so far, and the one being scored (its records are the live ones). */
let conversations = 0;
let activeConversation = 0;

/**
 * Starts a conversation. Term records are shared scratch space, so only the newest state may be
 * used: computing features with an older one throws rather than mixing two conversations' records.
 */
export function newFeatureState(goal = '', context = ''): FeatureState {
  startConversation();
  const state: FeatureState = {
    id: ++conversations,
    goalTerms: 0,
    roles: { user: { turns: 0, seen: 0, sizes: [] }, assistant: { turns: 0, seen: 0, sizes: [] } },
    harmAsked: false,
    stamp: 0,
  };
  activeConversation = state.id;
  for (const word of words(`${goal}\n${context}`)) {
    const term = lexemeOf(word.toLowerCase()).term;
    if (term === null) continue;
    const rec = recordOf(term, state.id);
    if (!rec.inGoal) state.goalTerms++;
    rec.inGoal = true;
  }
  return state;
}

/**
 * Where computeFeatures gathers a message's distinct term records before copying them out at their
 * final count: reused from call to call, so it is not regrown for every message.
 */
const distinctRecords: TermRecord[] = [];
/** The word index at which each of those records' terms first occurs in the message. */
const firstWordAt: number[] = [];

/** The i-th word of the message, or undefined past its last (the scan's arrays are reused from message to message). */
const wordOf = (sc: { lexemes: readonly { word: string }[] }, i: number, count: number): string | undefined => (i < count ? sc.lexemes[i]!.word : undefined);
/** Words that can stand before an instruction verb at the start of a sentence ("Now turn it into…", "Okay, write…", "Then add…"). */
const LEAD_INS = new Set(['now', 'then', 'next', 'so', 'ok', 'okay', 'alright', 'also', 'and', 'but', 'finally', 'lastly', 'please', 'pls', 'just', 'great', 'cool', 'perfect', 'thanks']);

/** Where a reader looks for the answer: a reply's first words (a short paragraph). */
export const OPENING_WORDS = 50;

/**
 * computeFeatures's other working lists, reused from call to call for the same reason and reset at
 * the start of each: marker counts per list and how many of the
 * message's terms each recent message of its role shares.
 */
const markerCounts = zeros(MARKER_KINDS);
const sharedWithRecent = zeros(RECENT_WINDOW);

/** Closing punctuation: . ! ? ？ 。 ！ … : ) " ' ” ` (the text is trimmed, so its last character decides). */
const TERMINAL_CODES = new Set([...'.!?？。！…:)"\'”`'].map((c) => c.charCodeAt(0)));
const ASSISTANT_VOICE = /^(?:certainly|sure|of course|absolutely|great question|as an ai|i'd be happy|i would be happy|here is|here are|here's)\b/i;
/**
 * "Here is / Here are" opens a person's message too when it hands over material and asks about it ("Here is
 * a document: … Question: When does the warranty expire?", "Here's my code: … why does it fail?"): what
 * the person presents is theirs when it is theirs ("my", "our"), or when a question or an instruction follows.
 */
const PRESENTS_OWN_MATERIAL = /^here(?:'s| is| are) (?:my|our)\b/i;
/**
 * "Here are notes from 5 user interviews … Do this in three stages:": material the person hands over (notes, data, a
 * transcript, reviews…), then an order about it in a later sentence. An answer presents steps, tips or options.
 */
const PRESENTS_MATERIAL = /^here(?:'s| is| are) (?:the |some |a |an )?(?:[\w-]+ ){0,2}?(?:notes|data|text|transcripts?|results|reviews|emails?|documents?|articles?|reports?|feedback|comments|logs?|code|table|spreadsheet|survey|responses|minutes|draft|essay|excerpt|file|csv)\b/i;
/**
 * "Here is a Python function:" / the code / "Rewrite it so that…": a first line that only introduces what follows (it
 * ends in a colon) hands material over whatever it names, and the order after it is the person's.
 */
const INTRODUCES_WHAT_FOLLOWS = /^here(?:'s| is| are)\b[^\n]{0,80}:[ \t]*\n/i;
/** `orders`: a sentence of the message opens with an instruction verb (the features' own count of imperatives). */
const assistantVoiceOf = (text: string, orders: boolean): boolean =>
  ASSISTANT_VOICE.test(text) && !(/^here/i.test(text) && (PRESENTS_OWN_MATERIAL.test(text) || /[?？]/.test(text) || ((PRESENTS_MATERIAL.test(text) || INTRODUCES_WHAT_FOLLOWS.test(text)) && orders)));

/**
 * Features of a message at the current point of the conversation. It only adds empty records for
 * new terms and stamps records: nothing another message reads changes until commitFeatures, so a
 * better move can be scored in the same place.
 */
/**
 * The harm words of a message less those used in a benign sense; for a person's message, none unless
 * it reads as a harmful request (a reply's harm words count as it spells harm out).
 */
function harmCount(role: Role, text: string, marked: number): number {
  const n = marked > 0 ? Math.max(0, marked - benignHarmUses(text)) : 0;
  if (role !== 'user') return n;
  if (n > 0) return harmfulReading(text) === null ? 0 : n;
  // No harm word, yet harm aimed at someone or a way to get away with it ("How can I sabotage the
  // other contestants?"): one harm word's worth.
  return text.length <= STRUCTURAL_HARM_MAX && harmfulReading(text, false) !== null ? 1 : 0;
}
/** Longer texts are material (a pasted story, code), not an ask to read for harm without harm words. */
const STRUCTURAL_HARM_MAX = 600;

export function computeFeatures(role: Role, content: string, index: number, state: FeatureState): MessageFeatures {
  assertActive(state);
  const text = content.trim();
  const sc = scanShared(text);
  const nW = sc.wordCount;
  const other: Role = role === 'user' ? 'assistant' : 'user';

  // Content terms and the marker lists, from each word's memo entry (looked up by the scan).
  const stamp = ++state.stamp;
  let distinct = 0;
  let termCount = 0;
  let specific = sc.capitalised + sc.numbers + sc.identifiers;
  const marks = markerCounts;
  for (let k = 0; k < MARKER_KINDS; k++) marks[k] = 0;
  countMarkersOfWords(sc.lexemes, nW, marks, null);
  for (let i = 0; i < nW; i++) {
    const t = sc.lexemes[i]!.term;
    if (t === null) continue;
    termCount++;
    if (t.text.length >= 9) specific++;
    // The record as it is when this conversation already has one (nearly always): recordOf is a call
    // per word with TurboFan off (the command's one-conversation runs).
    const known = t.record;
    const rec = known !== undefined && known.conversation === state.id ? known : recordOf(t, state.id);
    if (rec.stamp !== stamp) {
      rec.stamp = stamp;
      firstWordAt[distinct] = i;
      distinctRecords[distinct++] = rec;
    }
  }

  // Sentences that open with an instruction verb (they count as asks, beside questions and request openers).
  let imperatives = 0;
  for (let k = 0; k < sc.sentences; k++) {
    const first = sc.sentenceFirst[k]!;
    if (first < 0) continue;
    const word = sc.lexemes[first]!.word;
    // "Now turn it into a rap song, please": a lead-in word before the instruction verb. "Erkläre mir…", "Traduis…":
    // the same instruction in another language.
    // "Pull out every passage…", "Then sum up the findings": a verb with its particle (lexicon.ts); a capital "A" after it is
    // an initial ("Culture A.I.s"), not the article.
    const verbAt = LEAD_INS.has(word) && first + 1 < nW ? first + 1 : first;
    const verb = sc.lexemes[verbAt]!.word;
    if (IMPERATIVE_VERBS.has(word) || INSTRUCTION_VERBS_ELSEWHERE.has(word) || IMPERATIVE_VERBS.has(verb) || opensWithPhrasalInstruction(verb, verbAt + 1 < nW && text.charCodeAt(sc.wordStart[verbAt + 1]!) === 65 ? 'A' : wordOf(sc, verbAt + 1, nW), wordOf(sc, verbAt + 2, nW))) imperatives++;
  }
  // A person's instruction after a remark and a comma: "I don't like the pasta, replace with salad",
  // "Very funny, now tell me another one".
  if (imperatives === 0 && role === 'user' && text.includes(', ')) {
    for (let i = 1; i < nW; i++) {
      const at = sc.wordStart[i]!;
      if (at < 2 || text.charCodeAt(at - 2) !== 44 || text.charCodeAt(at - 1) !== 32) continue;
      const word = sc.lexemes[i]!.word;
      if (IMPERATIVE_VERBS.has(word) || (LEAD_INS.has(word) && i + 1 < nW && IMPERATIVE_VERBS.has(sc.lexemes[i + 1]!.word))) {
        imperatives++;
        break;
      }
    }
  }
  const nS = sc.sentences;

  // Starts with a capital where the script has case (or with a code, heading, list or digit mark).
  // An ASCII first character is read from its code; others through their case mappings.
  const firstCode = text.codePointAt(0) ?? 32;
  let hasCase: boolean;
  let startsWell: boolean;
  if (firstCode < 128) {
    const lowerCase = firstCode >= 97 && firstCode <= 122;
    hasCase = lowerCase || (firstCode >= 65 && firstCode <= 90);
    startsWell = !lowerCase;
  } else {
    const firstChar = String.fromCodePoint(firstCode);
    hasCase = firstChar.toLowerCase() !== firstChar.toUpperCase();
    startsWell = !hasCase || firstChar === firstChar.toUpperCase() || /^[`#\-*\d]/.test(text);
  }
  const last = text.charCodeAt(text.length - 1);
  const endsWell = TERMINAL_CODES.has(last) || !hasCase;

  // Overlaps with the conversation so far, from the records of this message's distinct terms.
  const own = roleState(state, role);
  const others = roleState(state, other);
  const users = state.roles.user;
  const ownBase = slotBase(role);
  const otherBase = slotBase(other);
  const userBase = slotBase('user');
  const lastOther = others.turns - 1;
  const lastUserTurn = users.turns - 1;
  const firstAsk = role === 'user' && own.turns === 0;
  let inGoal = 0, inPrevious = 0, inLastUser = 0, seenByUser = 0, seenByRole = 0, inFirstAsk = 0, inLastUserOpening = 0;
  const inRecent = sharedWithRecent;
  for (let j = 0; j < RECENT_WINDOW; j++) inRecent[j] = 0;
  for (let r = 0; r < distinct; r++) {
    const rec = distinctRecords[r]!;
    const tt = rec.turns;
    if (rec.inGoal) inGoal++;
    if (rec.inFirstAsk) inFirstAsk++;
    if (tt[otherBase] === lastOther) inPrevious++;
    if (tt[userBase] === lastUserTurn) {
      inLastUser++;
      if (firstWordAt[r]! < OPENING_WORDS) inLastUserOpening++;
    }
    if (tt[userBase]! >= 0) seenByUser++;
    if (tt[ownBase]! >= 0) seenByRole++;
    // Which of the role's last messages (turns own.turns-1, -2, -3) hold the term; the slots are
    // newest first, so the first empty or too old one ends the walk.
    for (let j = 0; j < RECENT_WINDOW; j++) {
      const at = tt[ownBase + j]!;
      const back = own.turns - 1 - at;
      if (at < 0 || back >= RECENT_WINDOW) break;
      inRecent[back]!++;
    }
  }
  let repeatSimilarity = 0;
  for (let back = 0; back < RECENT_WINDOW && back < own.turns; back++) {
    const size = own.sizes[own.turns - 1 - back]!;
    const inter = inRecent[back]!;
    // Jaccard similarity with that message (0 when both are empty).
    const jaccard = distinct === 0 && size === 0 ? 0 : inter / (distinct + size - inter);
    repeatSimilarity = Math.max(repeatSimilarity, jaccard);
  }
  const hasPrevious = others.turns > 0;
  // A reply's code takes up the ask too: "Show the SQL for the orders table" answered by a ```sql block
  // that selects from `orders` has taken up "sql" and "orders", though the prose never says them.
  // Counted in the coverage only: the opening's share of the ask (askTermsTaken*) reads the prose.
  const askTermsFromCode = role === 'assistant' && users.turns > 0 && (sc.codeFences > 0 || sc.inlineCode > 0) ? askTermsInCode(text, state, stamp, userBase, lastUserTurn) : 0;

  const letters = sc.upper + sc.lowerLetters;
  const codeBlocks = sc.codeFences >> 1 || (sc.codeFences ? 1 : 0);
  const inlineCode = sc.inlineCode;
  const errorLines = sc.errorLines;
  const dataLines = sc.dataLines;
  const f: MessageFeatures = {
    role,
    index,
    turn: own.turns,
    chars: text.length,
    words: nW,
    sentences: nS,
    sentenceLength: nW / Math.max(1, nS),
    longWordShare: nW ? sc.longWords / nW : 0,
    distinctTerms: distinct,
    questions: sc.questions,
    asks: sc.questions + imperatives + marks[MARKER.ask]!,
    assistantVoice: role === 'user' ? assistantVoiceOf(text, imperatives > 0) : ASSISTANT_VOICE.test(text),
    constraints: marks[MARKER.constraint]! + sc.numbers,
    numbers: sc.numbers,
    formatRequests: marks[MARKER.format]!,
    examples: marks[MARKER.example]!,
    codeBlocks,
    codeWords: sc.codeFences > 0 ? wordsInFences(text) : 0,
    inlineCode,
    errorLines,
    dataLines,
    urls: sc.urls,
    listItems: sc.listItems,
    headings: sc.headings,
    paragraphs: sc.paragraphs,
    references: marks[MARKER.reference]!,
    vague: marks[MARKER.vague]!,
    purpose: marks[MARKER.purpose]!,
    exploration: marks[MARKER.exploration]!,
    artifacts: codeBlocks + Math.min(3, inlineCode) + Math.min(3, errorLines) + (dataLines >= 3 ? 1 : 0) + sc.urls,
    // A reply that is all code is not filler: it has no prose words, and every line of it says something.
    fillerOnly: (nW === 0 && sc.codeFences === 0 && sc.inlineCode === 0) || (text.length < 40 && FILLER_ONLY.test(text)),
    wellFormed: (startsWell ? 0.5 : 0) + (endsWell ? 0.5 : 0),
    capsShare: letters ? sc.upper / letters : 0,
    specificTerms: termCount ? Math.min(1, specific / termCount) : 0,
    specificCount: specific,
    hedges: marks[MARKER.hedge]!,
    refusals: marks[MARKER.refusal]!,
    // Harm words used in a technical or idiomatic sense ("kill the process") do not count.
    // A person's harm words count only when the message reads as a harmful request (harm-context.ts
    // harmfulReading): "What type of Rifle is an AK47?" asks about a topic.
    harm: harmCount(role, text, marks[MARKER.harm]!),
    harmContext: state.harmAsked,
    goalOverlap: state.goalTerms ? share(inGoal, distinct) : 0,
    goalCoverage: share(inGoal, state.goalTerms),
    hasGoal: state.goalTerms > 0,
    uptake: hasPrevious ? share(inPrevious, distinct) : 0,
    askCoverage: role === 'assistant' && users.turns > 0 ? share(inLastUser + askTermsFromCode, users.sizes[lastUserTurn]!) : 0,
    threadCoverage: role === 'assistant' ? share(seenByUser, users.seen) : 0,
    askTerms: role === 'assistant' && users.turns > 0 ? users.sizes[lastUserTurn]! : 0,
    askTermsTaken: role === 'assistant' && users.turns > 0 ? inLastUser : 0,
    askTermsTakenOpening: role === 'assistant' && users.turns > 0 ? inLastUserOpening : 0,
    novelty: own.seen && distinct ? 1 - share(seenByRole, distinct) : 1,
    repeatSimilarity,
    repeatedSentences: sc.repeatedSentences,
    hasPrevious,
    firstAskOverlap: firstAsk ? (distinct ? 1 : 0) : share(inFirstAsk, distinct),
    termRecords: distinctRecords.slice(0, distinct),
    scan: sc,
  };
  return f;
}

function assertActive(state: FeatureState): void {
  if (state.id !== activeConversation) throw new Error('Feature states are used one conversation at a time (a newer one was started).');
}

/** Adds a message to the running state: O(|message|). */
export function commitFeatures(state: FeatureState, f: MessageFeatures): void {
  assertActive(state);
  const own = roleState(state, f.role);
  const base = slotBase(f.role);
  const turn = own.turns;
  const firstAsk = f.role === 'user' && turn === 0;
  // An index loop, not for…of: with TurboFan off (the command's one-conversation runs) each step of an
  // array iterator is a builtin call and a result object (~0.4 MB per 1,000 messages here; decision 0046).
  const records = f.termRecords;
  for (let r = 0; r < records.length; r++) {
    const rec = records[r]!;
    const tt = rec.turns;
    if (tt[base]! < 0) own.seen++;
    // Newest first: shift the older turns down one slot.
    for (let j = RECENT_WINDOW - 1; j > 0; j--) tt[base + j] = tt[base + j - 1]!;
    tt[base] = turn;
    if (firstAsk) rec.inFirstAsk = true;
  }
  own.sizes.push(f.termRecords.length);
  own.turns++;
  // A harmful ask colours the rest of the conversation (follow-ups are often just "yes, go on").
  if (f.role === 'user' && f.harm > 0) state.harmAsked = true;
}

/** computeFeatures then commitFeatures: the usual step of the single pass. */
export function extractFeatures(role: Role, content: string, index: number, state: FeatureState): MessageFeatures {
  const f = computeFeatures(role, content, index, state);
  commitFeatures(state, f);
  return f;
}
