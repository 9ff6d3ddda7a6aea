/**
 * Per-message features, computed once per message in a single pass over the conversation.
 * Conversation-level terms (goal, earlier user messages, previous reply) are kept as running sets,
 * so the cost of a message depends on its own length only: the whole pass is linear.
 */
import type { Role } from '../conversation/types';
import {
  ASK_OPENERS, CONSTRAINT_MARKERS, EXAMPLE_MARKERS, EXPLORATION_MARKERS, PURPOSE_MARKERS, FILLER_ONLY, FORMAT_MARKERS, HARM_MARKERS, HEDGE_MARKERS,
  IMPERATIVE_VERBS, REFERENCE_MARKERS, REFUSAL_MARKERS, VAGUE_MARKERS, countMatches, tokenize,
} from './lexicon';
import { coverage, jaccard, sentences, terms, words } from './text';

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
  /** Share of this message's terms not used in earlier messages of the same role. */
  novelty: number;
  /** Highest Jaccard similarity with the last few messages of the same role (re-asks, repeated replies). */
  repeatSimilarity: number;
  /** Repeated sentences inside the message (loops, padding). */
  repeatedSentences: number;
  /** True when a previous message of the other role exists. */
  hasPrevious: boolean;
  termSet: ReadonlySet<string>;
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

const CODE_FENCE = /```[\s\S]*?(?:```|$)/g;
const INLINE_CODE = /`[^`\n]+`/g;
const ERROR_LINE = /^.*(?:error|exception|traceback|failed|warning|undefined|cannot|stack trace|errno)\b.*$/gim;
const DATA_LINE = /^\s*(?:[{[]|[^\n,]+(?:,[^\n,]*){2,}$|\|.*\|)/gm;
const URL = /https?:\/\/\S+/g;
const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+\S/gm;
const HEADING = /^\s*#{1,6}\s+\S|^\s*\*\*[^*\n]+\*\*\s*:?\s*$/gm;
const NUMBER = /\p{N}+(?:[.,:]\p{N}+)*/gu;
const IDENTIFIER = /\b[a-z]+[A-Z][A-Za-z]*|\b[A-Za-z0-9]+_[A-Za-z0-9_]+|\b[A-Za-z]\w*\(\)/g;
const QUESTION_END = /[?？]\s*$/;
const TERMINAL = /[.!?？。！…:)"'”`]\s*$/u;

const ASSISTANT_VOICE = /^(?:certainly|sure|of course|absolutely|great question|as an ai|i'd be happy|i would be happy|here is|here are|here's)\b/i;
const UPPER = /\p{Lu}/gu;
const LOWER = /\p{Ll}/gu;
const countOf = (re: RegExp, s: string): number => (s.match(re) ?? []).length;

/** Features of a message at the current point of the conversation; does not change the state. */
export function computeFeatures(role: Role, content: string, index: number, state: Readonly<FeatureState>): MessageFeatures {
  const text = content.trim();
  const prose = text.replace(CODE_FENCE, ' ');
  const ws = words(prose);
  // Lower-cased tokens for the phrase lists, derived from the words (one scan of the text, not two).
  const toks = ws.map((w) => w.toLowerCase().replace(/’/g, "'"));
  const ss = sentences(prose);
  const ts = terms(ws);
  const termSet = new Set(ts);
  const other: Role = role === 'user' ? 'assistant' : 'user';

  let questions = 0;
  let imperatives = 0;
  const isAsk: boolean[] = [];
  const seenSentences = new Set<string>();
  let repeatedSentences = 0;
  for (const s of ss) {
    const q = QUESTION_END.test(s);
    if (q) questions++;
    const first = /^[\s"'(*-]*([\p{L}']+)/u.exec(s)?.[1]?.toLowerCase();
    const imp = first !== undefined && IMPERATIVE_VERBS.has(first);
    if (imp) imperatives++;
    // Request openers sit at the start of a sentence: only its first words are checked.
    isAsk.push(q || imp || countMatches(ASK_OPENERS, tokenize(s.slice(0, 40))) > 0);
    const key = s.toLowerCase();
    if (key.length > 20) {
      if (seenSentences.has(key)) repeatedSentences++;
      else seenSentences.add(key);
    }
  }
  const openers = countMatches(ASK_OPENERS, toks);
  let longWords = 0;
  for (const w of ws) if (w.length >= 7) longWords++;
  const caps = countOf(UPPER, prose);
  const letters = caps + countOf(LOWER, prose);
  // Specific terms: capitalised words inside a sentence, numbers, identifiers, and long words.
  let specific = 0;
  const wordList = prose.split(/\s+/);
  for (let i = 1; i < wordList.length; i++) {
    const w = wordList[i] ?? '';
    const prev = wordList[i - 1] ?? '';
    if (/^\p{Lu}[\p{Ll}\p{N}]+/u.test(w) && !/[.!?:]$/.test(prev)) specific++;
  }
  specific += countOf(NUMBER, prose) + countOf(IDENTIFIER, text);
  for (const t of ts) if (t.length >= 9) specific++;

  const firstChar = String.fromCodePoint(text.codePointAt(0) ?? 32);
  const hasCase = firstChar.toLowerCase() !== firstChar.toUpperCase();
  const startsWell = !hasCase || firstChar === firstChar.toUpperCase() || /^[`#\-*\d]/.test(text);
  const endsWell = TERMINAL.test(text) || /```\s*$/.test(text) || !hasCase;
  const prev = state.last[other];
  const lastUser = state.last.user;

  let repeatSimilarity = 0;
  for (const r of state.recent[role]) repeatSimilarity = Math.max(repeatSimilarity, jaccard(termSet, r));

  const f: MessageFeatures = {
    role,
    index,
    turn: state.turns[role],
    chars: text.length,
    words: ws.length,
    sentences: ss.length,
    sentenceLength: ws.length / Math.max(1, ss.length),
    longWordShare: ws.length ? longWords / ws.length : 0,
    lexicalDiversity: ts.length ? termSet.size / ts.length : 1,
    distinctTerms: termSet.size,
    questions,
    imperatives,
    asks: questions + imperatives + openers,
    askUpFront: (isAsk[0] ? 0.5 : 0) + (isAsk.length > 1 && isAsk[isAsk.length - 1] ? 0.5 : isAsk.length === 1 && isAsk[0] ? 0.5 : 0),
    assistantVoice: ASSISTANT_VOICE.test(text),
    constraints: countMatches(CONSTRAINT_MARKERS, toks) + countOf(NUMBER, prose),
    numbers: countOf(NUMBER, prose),
    formatRequests: countMatches(FORMAT_MARKERS, toks),
    examples: countMatches(EXAMPLE_MARKERS, toks),
    codeBlocks: countOf(/```/g, text) >> 1 || (countOf(/```/g, text) ? 1 : 0),
    inlineCode: countOf(INLINE_CODE, prose),
    errorLines: countOf(ERROR_LINE, text),
    dataLines: countOf(DATA_LINE, text),
    urls: countOf(URL, text),
    listItems: countOf(LIST_ITEM, text),
    headings: countOf(HEADING, text),
    paragraphs: text.split(/\n\s*\n/).filter((p) => p.trim()).length,
    references: countMatches(REFERENCE_MARKERS, toks),
    vague: countMatches(VAGUE_MARKERS, toks),
    purpose: countMatches(PURPOSE_MARKERS, toks),
    exploration: countMatches(EXPLORATION_MARKERS, toks),
    artifacts: 0,
    fillerOnly: FILLER_ONLY.test(text) || ws.length === 0,
    wellFormed: (startsWell ? 0.5 : 0) + (endsWell ? 0.5 : 0),
    capsShare: letters ? caps / letters : 0,
    specificTerms: ts.length ? Math.min(1, specific / ts.length) : 0,
    hedges: countMatches(HEDGE_MARKERS, toks),
    refusals: countMatches(REFUSAL_MARKERS, toks),
    harm: countMatches(HARM_MARKERS, toks),
    harmContext: state.harmAsked,
    goalOverlap: state.goalTerms.size ? coverage(termSet, state.goalTerms) : 0,
    hasGoal: state.goalTerms.size > 0,
    uptake: prev ? coverage(termSet, prev) : 0,
    askCoverage: role === 'assistant' && lastUser ? coverage(lastUser, termSet) : 0,
    novelty: state.seenTerms[role].size && termSet.size ? 1 - coverage(termSet, state.seenTerms[role]) : 1,
    repeatSimilarity,
    repeatedSentences,
    hasPrevious: prev !== null,
    termSet,
  };

  f.artifacts = f.codeBlocks + Math.min(3, f.inlineCode) + Math.min(3, f.errorLines) + (f.dataLines >= 3 ? 1 : 0) + f.urls;

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
