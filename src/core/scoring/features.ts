/**
 * Per-message features, computed once per message in a single pass over the conversation.
 * Conversation-level terms (goal, earlier user messages, previous reply) are kept as running sets,
 * so the cost of a message depends on its own length only: the whole pass is linear.
 */
import type { Role } from '../conversation/types';
import { FILLER_ONLY, IMPERATIVE_VERBS, MARKER, MARKER_KINDS, matchMarkersAt, newMarkerScan, phrasesStartingWith, type IndexedPhrase } from './lexicon';
import { scan, sentenceAt, type Scan } from './scan';
import { computeTerm, coverage, jaccard, overlapShare, TERM_CACHE_MAX, terms, words } from './text';

/** What the engine knows about one lower-cased word: its content term and the phrases it starts. */
interface Lexeme {
  term: string | null;
  phrases: readonly IndexedPhrase[] | undefined;
}

/**
 * One memo lookup per word for both the term (stemming, stop words) and the phrase lists: a
 * conversation reuses its words. A full memo is cleared (bounded memory; results never depend on it).
 */
const LEXEMES = new Map<string, Lexeme>();
function lexeme(w: string): Lexeme {
  let lx = LEXEMES.get(w);
  if (lx === undefined) {
    lx = { term: computeTerm(w), phrases: phrasesStartingWith(w) };
    if (LEXEMES.size >= TERM_CACHE_MAX) LEXEMES.clear();
    LEXEMES.set(w, lx);
  }
  return lx;
}

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
  /** Distinct content terms / content terms (1 = no repetition). */
  lexicalDiversity: number;
  distinctTerms: number;
  questions: number;
  imperatives: number;
  asks: number;
  /** The first or last sentence is a question or request (the ask is easy to find). */
  askUpFront: number;
  /** Reads like an assistant's reply ("Certainly! Here is..."): a role mix-up in a user message. */
  assistantVoice: boolean;
  constraints: number;
  numbers: number;
  formatRequests: number;
  examples: number;
  codeBlocks: number;
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
  /** Ends with closing punctuation (or a code fence): not cut off mid-sentence. */
  endsWell: boolean;
  /** The message ends with its question (the ask is the last thing read). */
  endsWithQuestion: boolean;
  /** Mean letters per word in Latin-script text (precise wording uses fuller words); null for other scripts. */
  meanWordLength: number | null;
  /** Share of letters written in capitals (shouting). */
  capsShare: number;
  /** Share of content terms that look specific: names, numbers, identifiers, rare long words. */
  specificTerms: number;
  hedges: number;
  refusals: number;
  harm: number;
  /** A user message so far asked for something harmful (guard for answers). */
  harmContext: boolean;
  /** Share of this message's terms found in the session goal and project context (0 when none given). */
  goalOverlap: number;
  hasGoal: boolean;
  /** Share of this message's terms found in the previous message of the other role (uptake / relevance). */
  uptake: number;
  /** For assistant messages: share of the last user message's terms the reply covers. */
  askCoverage: number;
  /** For assistant messages: share of everything the person said so far (their terms) the reply takes up. */
  threadCoverage: number;
  /** Share of this message's terms not used in earlier messages of the same role. */
  novelty: number;
  /** Highest Jaccard similarity with the last few messages of the same role (re-asks, repeated replies). */
  repeatSimilarity: number;
  /** Repeated sentences inside the message (loops, padding). */
  repeatedSentences: number;
  /** True when a previous message of the other role exists. */
  hasPrevious: boolean;
  termSet: ReadonlySet<string>;
  /** The raw scan (words, sentences, letters) for signals that need more than the counts. */
  scan: Scan;
}

/** How many recent same-role messages the near-duplicate check looks at (keeps the pass linear). */
export const RECENT_WINDOW = 3;

export interface FeatureState {
  goalTerms: Set<string>;
  seenTerms: Record<Role, Set<string>>;
  recent: Record<Role, Array<ReadonlySet<string>>>;
  last: Record<Role, ReadonlySet<string> | null>;
  turns: Record<Role, number>;
  harmAsked: boolean;
}

export function newFeatureState(goal = '', context = ''): FeatureState {
  return {
    goalTerms: new Set(terms(words(`${goal}\n${context}`))),
    seenTerms: { user: new Set(), assistant: new Set() },
    recent: { user: [], assistant: [] },
    last: { user: null, assistant: null },
    turns: { user: 0, assistant: 0 },
    harmAsked: false,
  };
}

/** Closing punctuation: . ! ? ？ 。 ！ … : ) " ' ” ` (the text is trimmed, so its last character decides). */
const TERMINAL_CODES = new Set([...'.!?？。！…:)"\'”`'].map((c) => c.charCodeAt(0)));
const ASSISTANT_VOICE = /^(?:certainly|sure|of course|absolutely|great question|as an ai|i'd be happy|i would be happy|here is|here are|here's)\b/i;

/** Features of a message at the current point of the conversation; does not change the state. */
export function computeFeatures(role: Role, content: string, index: number, state: Readonly<FeatureState>): MessageFeatures {
  const text = content.trim();
  const sc = scan(text);
  const toks = sc.lower;
  const other: Role = role === 'user' ? 'assistant' : 'user';

  // Content terms (memoised per word) and the marker lists, all from the one token list.
  const termSet = new Set<string>();
  let termCount = 0;
  let specific = sc.capitalised + sc.numbers + sc.identifiers;
  const marks = new Array<number>(MARKER_KINDS).fill(0);
  const next = newMarkerScan();
  const askAt: number[] = [];
  for (let i = 0; i < toks.length; i++) {
    const lx = lexeme(toks[i]!);
    if (lx.phrases) matchMarkersAt(toks, i, lx.phrases, marks, next, askAt);
    const t = lx.term;
    if (t === null) continue;
    termCount++;
    if (t.length >= 9) specific++;
    termSet.add(t);
  }

  // Asks per sentence: a question, an imperative first word, or a request opener near its start.
  let imperatives = 0;
  const isAsk = sc.sentenceQuestion.slice();
  for (let k = 0; k < sc.sentences; k++) {
    const first = sc.sentenceFirst[k]!;
    if (first >= 0 && IMPERATIVE_VERBS.has(toks[first]!)) {
      imperatives++;
      isAsk[k] = true;
    }
  }
  // Request openers count where a sentence starts (within its first 40 characters).
  for (const at of askAt) {
    const start = sc.wordStart[at]!;
    const k = sentenceAt(sc, start);
    if (start - sc.sentenceStarts[k]! < 40) isAsk[k] = true;
  }
  const nS = sc.sentences;

  const firstChar = String.fromCodePoint(text.codePointAt(0) ?? 32);
  const hasCase = firstChar.toLowerCase() !== firstChar.toUpperCase();
  const startsWell = !hasCase || firstChar === firstChar.toUpperCase() || /^[`#\-*\d]/.test(text);
  const last = text.charCodeAt(text.length - 1);
  const endsWell = TERMINAL_CODES.has(last) || !hasCase;
  const prev = state.last[other];
  const lastUser = state.last.user;

  let repeatSimilarity = 0;
  for (const r of state.recent[role]) repeatSimilarity = Math.max(repeatSimilarity, jaccard(termSet, r));

  const nW = sc.lower.length;
  const letters = sc.upper + sc.lowerLetters;
  const codeBlocks = sc.codeFences >> 1 || (sc.codeFences ? 1 : 0);
  const inlineCode = sc.inlineCode;
  const errorLines = sc.errorLines;
  const dataLines = sc.dataLines;
  const f: MessageFeatures = {
    role,
    index,
    turn: state.turns[role],
    chars: text.length,
    words: nW,
    sentences: nS,
    sentenceLength: nW / Math.max(1, nS),
    longWordShare: nW ? sc.longWords / nW : 0,
    lexicalDiversity: termCount ? termSet.size / termCount : 1,
    distinctTerms: termSet.size,
    questions: sc.questions,
    imperatives,
    asks: sc.questions + imperatives + marks[MARKER.ask]!,
    askUpFront: (isAsk[0] ? 0.5 : 0) + (nS > 1 && isAsk[nS - 1] ? 0.5 : nS === 1 && isAsk[0] ? 0.5 : 0),
    assistantVoice: ASSISTANT_VOICE.test(text),
    constraints: marks[MARKER.constraint]! + sc.numbers,
    numbers: sc.numbers,
    formatRequests: marks[MARKER.format]!,
    examples: marks[MARKER.example]!,
    codeBlocks,
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
    fillerOnly: nW === 0 || (text.length < 40 && FILLER_ONLY.test(text)),
    wellFormed: (startsWell ? 0.5 : 0) + (endsWell ? 0.5 : 0),
    endsWell,
    endsWithQuestion: last === 63 || last === 0xff1f,
    meanWordLength: sc.asciiLetters >= sc.wideLetters && nW ? sc.asciiLetters / nW : null,
    capsShare: letters ? sc.upper / letters : 0,
    specificTerms: termCount ? Math.min(1, specific / termCount) : 0,
    hedges: marks[MARKER.hedge]!,
    refusals: marks[MARKER.refusal]!,
    harm: marks[MARKER.harm]!,
    harmContext: state.harmAsked,
    goalOverlap: state.goalTerms.size ? coverage(termSet, state.goalTerms) : 0,
    hasGoal: state.goalTerms.size > 0,
    uptake: prev ? coverage(termSet, prev) : 0,
    askCoverage: role === 'assistant' && lastUser ? coverage(lastUser, termSet) : 0,
    threadCoverage: role === 'assistant' ? overlapShare(state.seenTerms.user, termSet) : 0,
    novelty: state.seenTerms[role].size && termSet.size ? 1 - coverage(termSet, state.seenTerms[role]) : 1,
    repeatSimilarity,
    repeatedSentences: sc.repeatedSentences,
    hasPrevious: prev !== null,
    termSet,
    scan: sc,
  };
  return f;
}

/** Adds a message to the running state: O(|message|). */
export function commitFeatures(state: FeatureState, f: MessageFeatures): void {
  const { role, termSet } = f;
  for (const t of termSet) state.seenTerms[role].add(t);
  state.recent[role].push(termSet);
  if (state.recent[role].length > RECENT_WINDOW) state.recent[role].shift();
  state.last[role] = termSet;
  state.turns[role]++;
  // A harmful ask colours the rest of the conversation (follow-ups are often just "yes, go on").
  if (role === 'user' && f.harm > 0) state.harmAsked = true;
}

/** computeFeatures then commitFeatures: the usual step of the single pass. */
export function extractFeatures(role: Role, content: string, index: number, state: FeatureState): MessageFeatures {
  const f = computeFeatures(role, content, index, state);
  commitFeatures(state, f);
  return f;
}
